/**
 * The content gate's reading of a page: the shared parser (lib/markdown.ts) with the CLI
 * directives expanded, so that the checks see a generated CLI reference as the build renders it.
 */
import {expandCliDirectives} from '../../plugins/remark-cli-reference';
import {
  parseDoc as parseWith,
  parseDocFile as parseFileWith,
  type ParsedDoc,
} from '../../lib/markdown';

export {
  isDocsPage,
  isPartial,
  lineOf,
  markdownLineOfBlockLine,
  parseMarkdownTree,
  shellCommandText,
  SHELL_LANGUAGES,
  type CodeBlock,
  type ParsedDoc,
} from '../../lib/markdown';

export function parseDoc(path: string, source: string): ParsedDoc {
  return parseWith(path, source, expandCliDirectives);
}

export function parseDocFile(absolutePath: string, relativePath: string): ParsedDoc {
  return parseFileWith(absolutePath, relativePath, expandCliDirectives);
}
