import {describe, expect, it} from 'vitest';
import {buildExcerpt, EXCERPT_LENGTH, matchedWords} from '../../src/utils/search/excerpt';
import {isHighlightedWord} from '../../src/utils/search/highlightInPage';
import {cleanTitle, decodeEntities, tokenizeQuery} from '../../src/utils/search/text';
import {createWordMatcher, highlightText} from '../../src/utils/search/wordMatcher';

/** A stand-in stemmer: enough to tell stems from prefixes. */
const stem = (word: string) => word.toLowerCase().replace(/(ing|s)$/, '');

describe('query and title text', () => {
  it('strips the zero-width space that ends section titles', () => {
    expect(cleanTitle('Time-slicing\u200b')).toBe('Time-slicing');
  });

  it('decodes the entities the plugin escapes, ampersands last', () => {
    expect(decodeEntities('a &lt;b&gt; &quot;c&quot; &amp;lt; &#39;d&#39;')).toBe(
      `a <b> "c" &lt; 'd'`,
    );
  });

  it('tokenizes like lunr did at build time', () => {
    expect(tokenizeQuery('  GPU time-slicing, (cert-manager)! ')).toEqual([
      'gpu',
      'time',
      'slicing',
      'cert',
      'manager',
    ]);
    expect(tokenizeQuery('values.yaml')).toEqual(['values.yaml']);
  });
});

describe('matching words', () => {
  const match = createWordMatcher(['renew', 'pools', 'k'], stem);

  it('matches a word that starts with a term or shares its stem', () => {
    expect(match('Renewal')).toBe(0);
    expect(match('pool')).toBe(1);
    expect(match('pooling')).toBe(1);
    expect(match('cluster')).toBe(-1);
  });

  it('does not treat a one-letter term as a prefix', () => {
    expect(match('k')).toBe(2);
    expect(match('kernel')).toBe(-1);
  });

  it('cuts text into plain and marked segments', () => {
    expect(highlightText('Renew the pool.', match)).toEqual([
      {text: 'Renew', matched: true},
      {text: ' the ', matched: false},
      {text: 'pool', matched: true},
      {text: '.', matched: false},
    ]);
  });
});

describe('excerpts', () => {
  const match = createWordMatcher(['vault', 'unseal'], stem);
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
