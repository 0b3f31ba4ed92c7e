import {WORD_PATTERN} from './text';
import type {TextSegment} from './types';

export type Stem = (word: string) => string;

/** The shortest term that also matches as a prefix: shorter ones would mark half the page. */
const MIN_PREFIX_LENGTH = 2;

/**
 * Tells which query term, if any, a word of the text stands for: the word starts with the term
 * ("renew" → "renewal") or both reduce to the same stem ("pools" → "pool").
 */
export function createWordMatcher(terms: readonly string[], stem: Stem): (word: string) => number {
  const stemmedTerms = terms.map((term) => stem(term));
  const cache = new Map<string, number>();
  return (word) => {
    const lower = word.toLowerCase();
    const known = cache.get(lower);
    if (known !== undefined) return known;
    let found = terms.findIndex(
      (term) => lower === term || (term.length >= MIN_PREFIX_LENGTH && lower.startsWith(term)),
    );
    if (found < 0) {
      const stemmed = stem(lower);
      found = stemmedTerms.findIndex((stemmedTerm) => stemmedTerm === stemmed);
    }
    cache.set(lower, found);
    return found;
  };
}

export interface WordMatch {
  start: number;
  end: number;
  term: number;
}

export function findMatches(text: string, matchTerm: (word: string) => number): WordMatch[] {
  const matches: WordMatch[] = [];
  for (const word of text.matchAll(WORD_PATTERN)) {
    const term = matchTerm(word[0]);
    if (term >= 0) matches.push({start: word.index, end: word.index + word[0].length, term});
  }
  return matches;
}

/** Cuts `text` into plain and matched pieces; the matches must be in order and not overlap. */
export function toSegments(text: string, matches: readonly WordMatch[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const match of matches) {
    if (match.start > cursor)
      segments.push({text: text.slice(cursor, match.start), matched: false});
    segments.push({text: text.slice(match.start, match.end), matched: true});
    cursor = match.end;
  }
  if (cursor < text.length) segments.push({text: text.slice(cursor), matched: false});
  return segments;
}

export function highlightText(text: string, matchTerm: (word: string) => number): TextSegment[] {
  return toSegments(text, findMatches(text, matchTerm));
}
