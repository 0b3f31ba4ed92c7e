import {WORD_PATTERN} from './text';
import type {TextSegment} from './types';

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
