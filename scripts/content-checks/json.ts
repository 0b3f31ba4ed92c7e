import {markdownLineOfBlockLine} from './markdown';
import {lineAtOffset} from './prose';
import type {ContentCheck, Finding} from './types';

const JSON_LANGUAGES = new Set(['json']);

export const jsonCheck: ContentCheck = {
  name: 'json',
  check(doc) {
    return doc.codeBlocks
      .filter((block) => JSON_LANGUAGES.has(block.lang ?? ''))
      .flatMap((block) => {
        const error = jsonParseError(block.value);
        if (!error) return [];
        const finding: Finding = {
          file: doc.path,
          line: markdownLineOfBlockLine(block, error.line),
          check: 'json',
          message: `JSON does not parse: ${error.message}`,
          fix: 'write strict JSON (double quotes, no comments, no trailing commas), or tag the block jsonc/json5 if it is not JSON',
        };
        return [finding];
      });
  },
};

function jsonParseError(text: string): {message: string; line: number} | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = (error as Error).message;
    return {message, line: lineOfJsonError(text, message)};
  }
}

function lineOfJsonError(text: string, message: string): number {
  const explicitLine = /line (\d+) column/.exec(message);
  if (explicitLine) return Number(explicitLine[1]);
  const position = /at position (\d+)/.exec(message);
  if (position) return lineAtOffset(text, Number(position[1]));
  return lineAtOffset(text, text.length);
}
