import {LineCounter, parseAllDocuments, type Document} from 'yaml';
import {markdownLineOfBlockLine, type CodeBlock, type ParsedDoc} from './markdown';
import type {ContentCheck, Finding} from './types';

export const YAML_LANGUAGES = new Set(['yaml', 'yml']);

export interface ParsedYamlBlock {
  block: CodeBlock;
  documents: Document.Parsed[];
  lineCounter: LineCounter;
}

export function parseYamlBlocks(doc: ParsedDoc): ParsedYamlBlock[] {
  return doc.codeBlocks
    .filter((block) => YAML_LANGUAGES.has(block.lang ?? ''))
    .map((block) => {
      const lineCounter = new LineCounter();
      const documents = parseAllDocuments(block.value, {lineCounter});
      return {block, lineCounter, documents: Array.isArray(documents) ? documents : []};
    });
}

/** Line in the Markdown file of an offset inside a YAML block. */
export function markdownLineOfYamlOffset(parsed: ParsedYamlBlock, offset: number): number {
  return markdownLineOfBlockLine(parsed.block, parsed.lineCounter.linePos(offset).line);
}

export const yamlCheck: ContentCheck = {
  name: 'yaml',
  check(doc) {
    return parseYamlBlocks(doc).flatMap((parsed) =>
      parsed.documents.flatMap((document) => {
        // Later errors in a document are usually knock-on effects of the first one.
        const [error] = document.errors;
        if (!error) return [];
        const finding: Finding = {
          file: doc.path,
          line: markdownLineOfYamlOffset(parsed, error.pos[0]),
          check: 'yaml',
          message: `YAML does not parse: ${describeYamlError(error.message)}`,
          fix: 'fix the indentation or syntax so that the block parses; separate documents with ---',
        };
        return [finding];
      }),
    );
  },
};

/** The parser's message without its position inside the block, which the finding replaces. */
function describeYamlError(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
