import {lineAtOffset, maskedProseWithFrontMatter} from './prose';
import type {ContentCheck, Finding} from './types';

/**
 * What is left of the placeholder check once the maintained linters have taken their part.
 * Placeholder words (TODO, TBD, FIXME, XXX, lorem, ipsum) are `flagWords` in cspell.json and the
 * `spelling` check reports them. cspell only flags single words, though, and neither it nor
 * markdownlint has a rule for a phrase or a symbol: "coming soon" is two ordinary words, and 🚧
 * is not a word at all. These two patterns are the only placeholders no library catches.
 */
const PLACEHOLDER_PATTERNS: readonly RegExp[] = [/\bcoming\s+soon\b/gi, /🚧/gu];

export const placeholdersCheck: ContentCheck = {
  name: 'placeholders',
  check(doc) {
    // Prose plus the title, sidebar label and description, each at its own line.
    const prose = maskedProseWithFrontMatter(doc);
    return PLACEHOLDER_PATTERNS.flatMap((pattern) =>
      [...prose.matchAll(pattern)].map((match) =>
        placeholderFinding(
          doc.path,
          lineAtOffset(prose, match.index),
          match[0].replace(/\s+/g, ' '),
        ),
      ),
    );
  },
};

function placeholderFinding(file: string, line: number, text: string): Finding {
  return {
    file,
    line,
    check: 'placeholders',
    message: `placeholder text "${text}"`,
    fix: 'write the real content or remove the sentence; track open work in an issue, not on the page',
  };
}
