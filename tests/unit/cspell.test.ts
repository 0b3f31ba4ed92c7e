import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The content gate reads every `.cspell/words-*.txt`, listed or not (scripts/content-checks/
 * spelling.ts), but an editor's cspell reads only what cspell.json lists: the two must agree, and
 * a word list holds words.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const config = JSON.parse(readFileSync(path.join(ROOT, 'cspell.json'), 'utf8')) as {
  dictionaryDefinitions: {name: string; path: string}[];
  dictionaries: string[];
};
const wordFiles = readdirSync(path.join(ROOT, '.cspell')).filter((file) =>
  /^words-.+\.txt$/.test(file),
);

describe('the spelling word lists', () => {
  it('are each defined and used in cspell.json', () => {
    const defined = config.dictionaryDefinitions.map((entry) => path.basename(entry.path));
    expect([...defined].sort()).toEqual([...wordFiles].sort());
    for (const entry of config.dictionaryDefinitions) {
      expect(config.dictionaries).toContain(entry.name);
    }
  });

  it('are not empty', () => {
    for (const file of wordFiles) {
      const words = readFileSync(path.join(ROOT, '.cspell', file), 'utf8').split('\n');
      expect(
        words.filter((word) => word.trim() !== ''),
        file,
      ).not.toEqual([]);
    }
  });
});
