import {describe, expect, it} from 'vitest';
import {decodePostings, encodePostings} from '../../src/utils/search/format';
import {chunks, indexTerms, queryWords, stem} from '../../src/utils/search/tokens';
import {allowedTypos, typoDistance} from '../../src/utils/search/typos';

describe('tokens', () => {
  it('keeps identifiers whole beside their words, trimmed of edge punctuation', () => {
    expect(chunks('Use --node-pool, then role.datalayer.io/runtime=true (x509:)')).toEqual([
      {words: ['use']},
      {words: ['node', 'pool'], compound: 'node-pool'},
      {words: ['then']},
      {words: ['role', 'datalayer', 'io', 'runtime'], compound: 'role.datalayer.io/runtime'},
      {words: ['true']},
      {words: ['x509']},
    ]);
  });

  it('indexes stems without stop words, and compounds as written', () => {
    expect([...indexTerms('The DATALAYER_RUN_URL of the runtimes')]).toEqual([
      'datalayer',
      'run',
      'url',
      'datalayer_run_url',
      'runtim',
    ]);
  });

  it('stems plural and verb endings to one form', () => {
    const forms = ['create', 'creates', 'created', 'creating'].map(stem);
    expect(new Set(forms)).toEqual(new Set(['creat']));
    expect(stem('policies')).toBe('policy');
    expect(stem('running')).toBe('run');
    expect(stem('status')).toBe('status');
    expect(stem('1.35')).toBe('1.35');
  });

  it('reads a query as its words, a compound with its words to fall back on', () => {
    expect(queryWords('how to renew the --node-pool')).toEqual([
      {text: 'renew', term: 'renew'},
      {
        text: 'node-pool',
        term: 'node-pool',
        parts: [
          {text: 'node', term: 'nod'},
          {text: 'pool', term: 'pool'},
        ],
      },
    ]);
    // Only stop words: they are kept.
    expect(queryWords('it is').map((word) => word.text)).toEqual(['it', 'is']);
  });
});

describe('typos', () => {
  it('allows none below five letters, one from five, two from nine', () => {
    expect([4, 5, 8, 9].map(allowedTypos)).toEqual([0, 1, 1, 2]);
  });

  it('counts a swap of neighbours as one edit, and stops past the limit', () => {
    expect(typoDistance('clsuter', 'cluster', 1)).toBe(1);
    expect(typoDistance('autoscaler', 'autoscaelr', 2)).toBe(1);
    expect(typoDistance('kubernets', 'kubernetes', 2)).toBe(1);
    expect(typoDistance('renew', 'rinuw', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('posting lists', () => {
  it('round-trip as gaps and as a bit set, whichever is shorter', () => {
    const sparse = [0, 3, 40, 1000, 5000];
    const dense = Array.from({length: 300}, (_, i) => i * 2 + 1);
    const sparseEncoded = encodePostings(sparse, 6000);
    const denseEncoded = encodePostings(dense, 600);
    expect(sparseEncoded.startsWith('~')).toBe(false);
    expect(denseEncoded.startsWith('~')).toBe(true);
    expect(decodePostings(sparseEncoded)).toEqual(sparse);
    expect(decodePostings(denseEncoded)).toEqual(dense);
    expect(JSON.stringify(denseEncoded)).toBe(`"${denseEncoded}"`);
  });
});
