import type {ContentCheck, Finding} from './types';

export const codeLanguageCheck: ContentCheck = {
  name: 'code-language',
  check(doc) {
    return doc.codeBlocks
      .filter((block) => !block.lang)
      .map((block): Finding => ({
        file: doc.path,
        line: block.fenceLine,
        check: 'code-language',
        message: block.fenced
          ? 'code block has no language'
          : 'indented code block has no language',
        fix: 'use a fenced block with a language: bash for commands, text for output, yaml, json, python…',
      }));
  },
};
