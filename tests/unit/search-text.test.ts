import {describe, expect, it} from 'vitest';
import {buildExcerpt, EXCERPT_LENGTH, matchedWords} from '../../src/utils/search/excerpt';
import {isHighlightedWord} from '../../src/utils/search/highlightInPage';
import {highlightText} from '../../src/utils/search/wordMatcher';

/** A stand-in for the engine's matcher: the index of the first term the word starts with. */
const matcherOf =
  (terms: readonly string[]) =>
  (word: string): number =>
    terms.findIndex((term) => word.toLowerCase().startsWith(term));

describe('marking words', () => {
  it('cuts text into plain and marked segments', () => {
    expect(highlightText('Renew the pool.', matcherOf(['renew', 'pool']))).toEqual([
      {text: 'Renew', matched: true},
      {text: ' the ', matched: false},
      {text: 'pool', matched: true},
      {text: '.', matched: false},
    ]);
  });
});

describe('excerpts', () => {
  const match = matcherOf(['vault', 'unseal']);
  const filler = 'Lorem ipsum dolor sit amet. '.repeat(20);

  it('shows the passage holding the most distinct words, with ellipses where cut', () => {
    const text = `${filler}Open the vault here. ${filler}Unseal the vault with three keys. ${filler}`;
    const segments = buildExcerpt(text, match);
    const passage = segments.map((segment) => segment.text).join('');
    expect(segments[0]).toEqual({text: '… ', matched: false});
    expect(segments.at(-1)).toEqual({text: ' …', matched: false});
    expect(matchedWords(segments)).toEqual(expect.arrayContaining(['unseal', 'vault']));
    expect(passage.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 30);
  });

  it('starts at the beginning without a match, and is empty for empty text', () => {
    const segments = buildExcerpt('Short text about keys.', match);
    expect(segments).toEqual([{text: 'Short text about keys.', matched: false}]);
    expect(buildExcerpt('   ', match)).toEqual([]);
  });
});

describe('highlighting on the page', () => {
  it('marks the words and their longer forms, not shorter ones', () => {
    expect(isHighlightedWord('Certificates', ['certificate'])).toBe(true);
    expect(isHighlightedWord('cert', ['certificate'])).toBe(false);
    expect(isHighlightedWord('a', ['a'])).toBe(true);
    expect(isHighlightedWord('apple', ['a'])).toBe(false);
  });
});
