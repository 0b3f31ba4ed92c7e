import type {InlineCode, Text} from 'mdast';
import {visit} from 'unist-util-visit';
import {isMap, isScalar, parseDocument} from 'yaml';
import type {ParsedDoc} from './markdown';

const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)/i;

/**
 * The page source with every character that is not prose replaced by a space (newlines kept), so
 * that an offset or line found in it is the same offset or line in the file. Prose is the text of
 * paragraphs, headings, lists, tables, links and admonitions; code, inline code, URLs, front
 * matter, import/export lines, JSX/HTML tags and their attributes are blanked.
 */
export function maskedProse(doc: ParsedDoc): string {
  return unmask(doc.source, proseRanges(doc));
}

/** Front matter values that readers see as text: the page title, its sidebar label, its snippet. */
const PROSE_FRONT_MATTER_KEYS = new Set(['title', 'sidebar_label', 'description']);

/** The masked prose plus the prose values of the front matter (never its keys). */
export function maskedProseWithFrontMatter(doc: ParsedDoc): string {
  return unmask(doc.source, [...proseRanges(doc), ...frontMatterValueRanges(doc)]);
}

type Range = [start: number, end: number];

function unmask(source: string, ranges: readonly Range[]): string {
  const characters = source.replace(/[^\n]/g, ' ').split('');
  for (const [start, end] of ranges) {
    for (let offset = start; offset < end; offset++) characters[offset] = source[offset];
  }
  return characters.join('');
}

function proseRanges(doc: ParsedDoc): Range[] {
  return proseTextNodes(doc).flatMap((node): Range[] => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start === undefined || end === undefined ? [] : [[start, end]];
  });
}

function frontMatterValueRanges(doc: ParsedDoc): Range[] {
  const frontMatter = doc.tree.children.find((node) => node.type === 'yaml');
  const nodeStart = frontMatter?.position?.start.offset;
  if (!frontMatter || nodeStart === undefined) return [];
  const base = doc.source.indexOf(frontMatter.value, nodeStart);
  const contents = parseDocument(frontMatter.value).contents;
  if (base === -1 || !isMap(contents)) return [];
  return contents.items.flatMap((pair): Range[] => {
    const isProse = isScalar(pair.key) && PROSE_FRONT_MATTER_KEYS.has(String(pair.key.value));
    const range = isScalar(pair.value) ? pair.value.range : undefined;
    return isProse && range ? [[base + range[0], base + range[1]]] : [];
  });
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
