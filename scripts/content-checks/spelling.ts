import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import type {CSpellSettings, DictionaryDefinition} from 'cspell-lib';
import type {ParsedDoc} from './markdown';
import {lineAtOffset, maskedProseWithFrontMatter} from './prose';
import type {ContentCheck, Finding} from './types';

export const CSPELL_CONFIG = 'cspell.json';
const WORDS_DIRECTORY = '.cspell';

const settingsByRoot = new Map<string, Promise<CSpellSettings>>();

export const spellingCheck: ContentCheck = {
  name: 'spelling',
  async check(doc, context) {
    const {spellCheckDocument} = await import('cspell-lib');
    const settings = await projectSettings(context.rootDir);
    const text = maskedProseWithFrontMatter(doc);
    const result = await spellCheckDocument(
      {uri: pathToFileURL(join(context.rootDir, doc.path)).href, text, languageId: 'plaintext'},
      {generateSuggestions: true, numSuggestions: 3, noConfigSearch: true},
      settings,
    );
    return result.issues.map((issue) => misspellingFinding(doc, text, issue));
  },
};

function misspellingFinding(
  doc: ParsedDoc,
  text: string,
  issue: {text: string; offset: number; suggestions?: string[]; isFlagged?: boolean},
): Finding {
  // `flagWords` in cspell.json: placeholder words (TODO, TBD, FIXME, lorem…) are never prose.
  if (issue.isFlagged) {
    return {
      file: doc.path,
      line: lineAtOffset(text, issue.offset),
      check: 'spelling',
      message: `placeholder word "${issue.text}" (flagWords in ${CSPELL_CONFIG})`,
      fix: 'write the real content or remove the sentence; track open work in an issue, not on the page',
    };
  }
  const suggestions = issue.suggestions?.length
    ? ` (did you mean ${issue.suggestions.join(', ')}?)`
    : '';
  return {
    file: doc.path,
    line: lineAtOffset(text, issue.offset),
    check: 'spelling',
    message: `unknown word "${issue.text}"${suggestions}`,
    fix: 'fix the spelling; if it is a real term, add it to your .cspell/words-<area>.txt (one per line), or put code in `backticks`',
  };
}

function projectSettings(rootDir: string): Promise<CSpellSettings> {
  let settings = settingsByRoot.get(rootDir);
  if (!settings) {
    settings = loadSettings(rootDir);
    settingsByRoot.set(rootDir, settings);
  }
  return settings;
}

async function loadSettings(rootDir: string): Promise<CSpellSettings> {
  const {readSettings, mergeSettings} = await import('cspell-lib');
  const configured = await readSettings(join(rootDir, CSPELL_CONFIG));
  const extra = unlistedWordFiles(rootDir, configured);
  if (extra.length === 0) return configured;
  return mergeSettings(configured, {
    dictionaryDefinitions: extra,
    dictionaries: extra.map((definition) => definition.name),
  });
}

// A writer who adds a new .cspell/words-*.txt file gets it read without editing cspell.json.
function unlistedWordFiles(rootDir: string, settings: CSpellSettings): DictionaryDefinition[] {
  const directory = join(rootDir, WORDS_DIRECTORY);
  if (!existsSync(directory)) return [];
  const listed = new Set(
    (settings.dictionaryDefinitions ?? []).map((definition) => definition.name),
  );
  return readdirSync(directory)
    .filter((file) => /^words-.+\.txt$/.test(file))
    .map((file) => ({name: file.replace(/\.txt$/, ''), path: join(directory, file)}))
    .filter((definition) => !listed.has(definition.name));
}
