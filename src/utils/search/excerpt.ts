import {findMatches, toSegments, type WordMatch} from './wordMatcher';
import type {TextSegment} from './types';

export const EXCERPT_LENGTH = 180;
/** How much text to keep before the first matched word, so it is read in context. */
const LEAD_IN = 40;

/** The start of the window of EXCERPT_LENGTH characters that holds the most distinct terms. */
function bestWindowStart(matches: readonly WordMatch[]): number {
  let best = {start: matches[0].start, distinct: 0, count: 0};
  for (let i = 0; i < matches.length; i += 1) {
    const terms = new Set<number>();
    let count = 0;
    for (
      let j = i;
      j < matches.length && matches[j].end - matches[i].start <= EXCERPT_LENGTH;
      j++
    ) {
      terms.add(matches[j].term);
      count += 1;
    }
    if (terms.size > best.distinct || (terms.size === best.distinct && count > best.count)) {
      best = {start: matches[i].start, distinct: terms.size, count};
    }
  }
  return best.start;
}

function snapToWordStart(text: string, index: number): number {
  if (index <= 0) return 0;
  const space = text.lastIndexOf(' ', index);
  return space < 0 ? 0 : space + 1;
}

function snapToWordEnd(text: string, index: number): number {
  if (index >= text.length) return text.length;
  const space = text.indexOf(' ', index);
  return space < 0 ? text.length : space;
}

/**
 * A short passage of `text` around the matched words, matched words marked, with an ellipsis
 * where the passage was cut. Without any match it is the beginning of the text.
 */
export function buildExcerpt(text: string, matchTerm: (word: string) => number): TextSegment[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length === 0) return [];
  const matches = findMatches(clean, matchTerm);
  const anchor = matches.length > 0 ? bestWindowStart(matches) : 0;
  const start = snapToWordStart(clean, Math.max(0, anchor - LEAD_IN));
  const end = snapToWordEnd(clean, start + EXCERPT_LENGTH);
  const passage = clean.slice(start, end);
  const inPassage = matches
    .filter((match) => match.start >= start && match.end <= end)
    .map((match) => ({...match, start: match.start - start, end: match.end - start}));
  const segments = toSegments(passage, inPassage);
  if (start > 0) segments.unshift({text: '… ', matched: false});
  if (end < clean.length) segments.push({text: ' …', matched: false});
  return segments;
}

/** The distinct matched words of some segments, lower-cased: what to highlight on the page. */
export function matchedWords(...segmentLists: ReadonlyArray<readonly TextSegment[]>): string[] {
  const words = new Set<string>();
  for (const segments of segmentLists) {
    for (const segment of segments) if (segment.matched) words.add(segment.text.toLowerCase());
  }
  return [...words];
}
