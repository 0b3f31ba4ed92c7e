import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'cheerio';
import {DEFINITION_CLASS} from '../remark-glossary-links';
import {
  CLOUDS,
  encodePostings,
  headingSlug,
  INDEX_VERSION,
  SLUG_OF_HEADING,
  type Cloud,
  type PageKind,
  type SearchDocFile,
  type SearchIndexFile,
  type SearchPage,
  type SearchSection,
} from '../../src/utils/search/format';
import {indexTerms} from '../../src/utils/search/tokens';

/**
 * Builds the two search files (src/utils/search/format.ts) from the built pages. A page is
 * searched as its introduction (the text before its first heading), its h2 and h3 sections, and
 * the rows of its tables that have an anchor (`<tr id>`, as on the configuration reference),
 * each row titled by its first cell, so that a variable's name finds its row.
 */
export interface BuiltPage {
  /** The route, with its trailing slash. */
  url: string;
  html: string;
}

/** A part of a page that is a search result of its own. */
export interface PageSection {
  /** Empty for the page's introduction. */
  hash: string;
  /** The heading or first cell; empty for the introduction. */
  heading: string;
  text: string;
}

export interface PageContent {
  url: string;
  title: string;
  /** The texts of the page's h2 headings, which tell its kind (PAGES.md). */
  h2: string[];
  sections: PageSection[];
}

/**
 * Characters of each section's text kept in the document list, for the result's excerpt. The
 * index holds every word; the list only the opening, most of its weight otherwise.
 */
export const CONTENT_CHARS = 120;

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

function clean(text: string): string {
  return text
    .replace(/\u200B/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The searchable content of one built page, or undefined for a page without an article. */
export function pageContent(page: BuiltPage): PageContent | undefined {
  const $ = cheerio.load(page.html);
  const article = $('article')
    .toArray()
    .find((element) => $(element).find('.markdown').length > 0);
  if (!article) return undefined;
  const title = clean($(article).find('h1').first().text());
  if (!title) return undefined;
  const markdown = $(article).find('.markdown').first();
  markdown.find(SKIPPED).remove();
  markdown.find('h1').remove();

  const h2: string[] = [];
  const introduction = {section: {hash: '', heading: '', text: ''}, parts: [] as string[]};
  let current = introduction;
  const open = [current];
  const extra: PageSection[] = [];
  const order: PageSection[] = [introduction.section];

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
      const heading = clean(textOf(element));
      if (element.name === 'h2') h2.push(heading);
      current = {section: {hash: id, heading, text: ''}, parts: []};
      open.push(current);
      order.push(current.section);
      return;
    }
    if (element.name === 'tr' && id) {
      const cells = $(element).children('td, th').toArray();
      const row: PageSection = {
        hash: id,
        heading: clean(textOf(cells[0] ?? element)),
        text: cells
          .slice(1)
          .map((cell) => clean(textOf(cell)))
          .join(' · '),
      };
      extra.push(row);
      order.push(row);
      return;
    }
    element.children.forEach(visit);
    if (BLOCK_TAGS.has(element.name)) current.parts.push(' ');
  };
  markdown.contents().each((_, node) => visit(node));
  for (const {section, parts} of open) section.text = clean(parts.join(''));
  return {url: page.url, title, h2, sections: order};
}

/** The text's first CONTENT_CHARS characters, cut at a space. */
export function opening(text: string): string {
  if (text.length <= CONTENT_CHARS) return text;
  const cut = text.lastIndexOf(' ', CONTENT_CHARS);
  return text.slice(0, cut > 0 ? cut : CONTENT_CHARS);
}

/**
 * A page's kind, from the anatomy PAGES.md gives each: a tutorial has Objectives, a task
 * Before you begin; reference pages are generated from data and named by route.
 */
export function pageKind(
  content: Pick<PageContent, 'url' | 'h2'>,
  referenceRoutes: readonly string[],
): PageKind {
  if (referenceRoutes.some((route) => content.url.startsWith(route))) return 'reference';
  if (content.h2.includes('Objectives')) return 'tutorial';
  if (content.h2.includes('Before you begin')) return 'task';
  return 'concept';
}

/** How a text names each cloud. */
const CLOUD_NAMES: Record<Cloud, RegExp> = {
  aws: /\b(AWS|Amazon|EKS)\b/,
  azure: /\b(Azure|AKS)\b/,
  ovhcloud: /\bOVH(cloud)?\b/i,
};

/** The clouds a text names, as a bit set over CLOUDS. */
export function cloudsNamed(text: string): number {
  return CLOUDS.reduce(
    (bits, cloud, i) => (CLOUD_NAMES[cloud].test(text) ? bits | (1 << i) : bits),
    0,
  );
}

export interface SearchIndexOptions {
  /** Route prefixes of the reference pages (generated from typed data). */
  referenceRoutes: readonly string[];
  maxHits: number;
}

/** The two search files for the pages' contents. */
export function buildSearchFiles(
  contents: readonly PageContent[],
  options: SearchIndexOptions,
): {docFile: SearchDocFile; indexFile: SearchIndexFile} {
  const pages: SearchPage[] = [];
  const sections: SearchSection[] = [];
  const termSections = new Map<string, number[]>();
  const lengths: number[] = [];
  for (const content of contents) {
    const page =
      pages.push([content.url, content.title, pageKind(content, options.referenceRoutes)]) - 1;
    for (const {hash, heading, text} of content.sections) {
      // The introduction's heading is the page title; a section's page title counts as its own.
      const titles = hash ? `${content.title} ${heading}` : content.title;
      const storedHash = hash && hash === headingSlug(heading) ? SLUG_OF_HEADING : hash;
      const clouds = cloudsNamed(`${titles} ${text}`);
      const id = sections.push([page, storedHash, heading, opening(text), clouds]) - 1;
      const terms = indexTerms(`${titles} ${text}`);
      lengths.push(terms.size);
      for (const term of terms) {
        const list = termSections.get(term);
        if (list) list.push(id);
        else termSections.set(term, [id]);
      }
    }
  }
  const terms = [...termSections.keys()].sort();
  return {
    docFile: {
      searchDocs: {pages, sections},
      options: {highlightResult: true, maxHits: options.maxHits},
    },
    indexFile: {
      version: INDEX_VERSION,
      terms: terms.join('\n'),
      postings: terms.map((term) => encodePostings(termSections.get(term) ?? [], sections.length)),
      lengths,
    },
  };
}
