import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'cheerio';
import lunr from 'lunr';
import {DEFINITION_CLASS} from '../remark-glossary-links';
import type {SearchDoc} from '../../src/utils/search/types';

/**
 * Builds the two search files from the built pages, in the shape docusaurus-lunr-search writes
 * them (src/utils/search/types.ts), with three differences that make them smaller and find more:
 *
 * - Each page's introduction (the text before its first h2) is the page document's content;
 *   the plugin keeps it only for pages without sections.
 * - Headings anywhere in the article start a section (the plugin sees only the article's direct
 *   children), and a table row with an anchor (`<tr id>`, as on the configuration reference) is
 *   a document of its own, titled by its first cell, so that a variable's name finds its row.
 * - The index keeps no term positions and no `keywords` field (the search uses neither, and the
 *   keywords are the same on every page), and rounds the field vectors' weights; the search-doc
 *   file keeps the opening of each document's text, for the excerpt.
 */
export interface BuiltPage {
  /** The route, with its trailing slash. */
  url: string;
  html: string;
}

/** Field boosts, as the plugin sets them. */
const FIELDS = {title: 200, content: 2} as const;
/** Decimals kept in the index's field-vector weights (tens to hundreds): ranking needs none. */
const WEIGHT_DECIMALS = 0;
/**
 * Characters of each document's text kept in the search-doc file, for the result's excerpt: the
 * index holds the whole text, the file only the opening (most of the files' weight otherwise).
 */
export const CONTENT_CHARS = 240;

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
/**
 * Parts of the article that are not searched: heading links, buttons, images, hidden text, code
 * blocks (a fifth of the index; the prose names the commands and settings that matter, and the
 * query set in tests/search finds every page without them), and the glossary definitions that
 * plugins/remark-glossary-links adds as tooltips (the glossary's text, not the page's: indexed,
 * they would make every page that mentions a term a result for its definition's words).
 */
const SKIPPED = `.hash-link, button, svg, img, script, style, noscript, [aria-hidden="true"], pre, .${DEFINITION_CLASS}`;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function clean(text: string): string {
  return text
    .replace(/\u200B/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The search documents of one page: the page (with its introduction), its sections and rows. */
export function pageSearchDocs(page: BuiltPage): SearchDoc[] {
  const $ = cheerio.load(page.html);
  const article = $('article')
    .toArray()
    .find((element) => $(element).find('.markdown').length > 0);
  if (!article) return [];
  const pageTitle = clean($(article).find('h1').first().text());
  if (!pageTitle) return [];
  const markdown = $(article).find('.markdown').first();
  markdown.find(SKIPPED).remove();
  markdown.find('h1').remove();

  const pageDoc: SearchDoc = {title: pageTitle, type: 0, url: page.url, content: ''};
  const docs: SearchDoc[] = [pageDoc];
  let current = {doc: pageDoc, parts: [] as string[]};
  const finished: {doc: SearchDoc; parts: string[]}[] = [current];

  const textOf = (node: AnyNode): string => {
    const parts: string[] = [];
    const walk = (child: AnyNode) => {
      if (child.type === 'text') parts.push(child.data);
      else if (child.type === 'tag') {
        child.children.forEach(walk);
        if (BLOCK_TAGS.has(child.name)) parts.push(' ');
      }
    };
    walk(node);
    return parts.join('');
  };

  const visit = (node: AnyNode): void => {
    if (node.type === 'text') {
      current.parts.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const id = element.attribs.id;
    if ((element.name === 'h2' || element.name === 'h3') && id) {
      const doc: SearchDoc = {
        title: clean(textOf(element)),
        type: 1,
        pageTitle,
        url: `${page.url}#${id}`,
        content: '',
      };
      docs.push(doc);
      current = {doc, parts: []};
      finished.push(current);
      return;
    }
    if (element.name === 'tr' && id) {
      const cells = $(element).children('td, th').toArray();
      const title = clean(textOf(cells[0] ?? element));
      const content = cells
        .slice(1)
        .map((cell) => clean(textOf(cell)))
        .join(' · ');
      docs.push({
        title,
        type: 1,
        pageTitle,
        url: `${page.url}#${id}`,
        content: escapeHtml(content),
      });
      return;
    }
    element.children.forEach(visit);
    if (BLOCK_TAGS.has(element.name)) current.parts.push(' ');
  };
  markdown.contents().each((_, node) => visit(node));
  for (const {doc, parts} of finished) doc.content = escapeHtml(clean(parts.join('')));
  return docs;
}

/** The text's first CONTENT_CHARS characters, cut at a space and not inside an entity. */
export function opening(text: string): string {
  if (text.length <= CONTENT_CHARS) return text;
  const cut = text.lastIndexOf(' ', CONTENT_CHARS);
  return text.slice(0, cut > 0 ? cut : CONTENT_CHARS).replace(/&[a-z#0-9]*$/, '');
}

function roundWeights(serialized: ReturnType<lunr.Index['toJSON']>): object {
  const factor = 10 ** WEIGHT_DECIMALS;
  const json = serialized as unknown as {fieldVectors: [string, number[]][]};
  return {
    ...serialized,
    fieldVectors: json.fieldVectors.map(([ref, vector]) => [
      ref,
      // Pairs of (term index, weight): only the weights are rounded.
      vector.map((value, i) => (i % 2 ? Math.round(value * factor) / factor : value)),
    ]),
  };
}

/** The search documents of every page and their lunr index. */
export function buildSearchFiles(pages: readonly BuiltPage[]): {
  searchDocs: SearchDoc[];
  index: object;
} {
  const searchDocs = pages.flatMap(pageSearchDocs);
  const index = lunr(function () {
    this.ref('id');
    for (const [field, boost] of Object.entries(FIELDS)) this.field(field, {boost});
    // No metadata (term positions): the search reads only which field a term matched.
    this.metadataWhitelist = [];
    searchDocs.forEach((doc, id) => this.add({id, title: doc.title, content: doc.content}));
  });
  const trimmed = searchDocs.map((doc) => ({...doc, content: opening(doc.content)}));
  return {searchDocs: trimmed, index: roundWeights(index.toJSON())};
}
