import type {InlineCode, Text} from 'mdast';
import {visit} from 'unist-util-visit';
import type {ParsedDoc} from './markdown';

const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)/i;

/**
 * The page source with every character that is not prose replaced by a space (newlines kept), so
 * that an offset or line found in it is the same offset or line in the file. Prose is the text of
 * paragraphs, headings, lists, tables, links and admonitions; code, inline code, URLs, front
 * matter, import/export lines, JSX/HTML tags and their attributes are blanked.
 */
export function maskedProse(doc: ParsedDoc): string {
  const characters = doc.source.replace(/[^\n]/g, ' ').split('');
  for (const node of proseTextNodes(doc)) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) continue;
    for (let offset = start; offset < end; offset++) characters[offset] = doc.source[offset];
  }
  return characters.join('');
}

export function proseTextNodes(doc: ParsedDoc): Text[] {
  const nodes: Text[] = [];
  visit(doc.tree, 'text', (node: Text) => {
    if (!URL_LIKE.test(node.value.trim())) nodes.push(node);
  });
  return nodes;
}

/** Words of prose outside code blocks; an inline code span in a sentence counts as one word. */
export function countProseWords(doc: ParsedDoc): number {
  const textWords = proseTextNodes(doc).reduce((sum, node) => sum + countWords(node.value), 0);
  let inlineCodeSpans = 0;
  visit(doc.tree, 'inlineCode', (_node: InlineCode) => {
    inlineCodeSpans++;
  });
  return textWords + inlineCodeSpans;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function lineAtOffset(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text[index] === '\n') line++;
  }
  return line;
}
