import {maskedProse, lineAtOffset} from './prose';
import type {ContentCheck, Finding} from './types';

const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /\b(?:TODO|TBD|FIXME|XXX)\b/g,
  /\blorem\b/gi,
  /\bcoming soon\b/gi,
  /🚧/gu,
];

const FRONT_MATTER_FIELDS = ['title', 'description', 'sidebar_label'] as const;

export const placeholdersCheck: ContentCheck = {
  name: 'placeholders',
  check(doc) {
    const prose = maskedProse(doc);
    const inProse = PLACEHOLDER_PATTERNS.flatMap((pattern) =>
      [...prose.matchAll(pattern)].map((match) =>
        placeholderFinding(doc.path, lineAtOffset(prose, match.index), match[0]),
      ),
    );
    const inFrontMatter = FRONT_MATTER_FIELDS.flatMap((field) => {
      const value = doc.frontMatter[field];
      if (typeof value !== 'string') return [];
      return PLACEHOLDER_PATTERNS.filter((pattern) => new RegExp(pattern).test(value)).map(() =>
        placeholderFinding(doc.path, 1, `${field}: ${value}`),
      );
    });
    return [...inFrontMatter, ...inProse];
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
