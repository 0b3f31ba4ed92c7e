/**
 * The two search files, as plugins/search-index writes them and the engine reads them, and the
 * encoding of the index's posting lists. DESIGN.md#search-index says why this format (and not
 * lunr's or another engine's): it is a third of their size for this site.
 */

/** The plugin that writes the files; the search box reads their names from its global data. */
export const SEARCH_PLUGIN_NAME = 'search-index';

/** The two files' names, unique to a build: `search-doc-<n>.json` and `search-index-<n>.json`. */
export interface SearchFileNames {
  searchDoc: string;
  searchIndex: string;
}

export function searchFileNames(buildId: number): SearchFileNames {
  return {searchDoc: `search-doc-${buildId}.json`, searchIndex: `search-index-${buildId}.json`};
}

/** A search file's name, as searchFileNames writes it. */
export const SEARCH_FILE_NAME = /^search-(doc|index)-\d+\.json$/;

export const PAGE_KINDS = ['task', 'tutorial', 'concept', 'reference'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The clouds a section can name, each a bit of `SearchSection.clouds`. */
export const CLOUDS = ['aws', 'azure', 'ovhcloud'] as const;
export type Cloud = (typeof CLOUDS)[number];

/** A page: its route (with the trailing slash), its title and its kind (PAGES.md). */
export type SearchPage = [route: string, title: string, kind: PageKind];

/**
 * A section of a page, or the page itself (hash and heading empty: its introduction). The hash
 * is SLUG_OF_HEADING where it is the heading's slug (nine sections in ten). `text` is the
 * opening of the section's text, for the excerpt; `clouds` is a bit set over CLOUDS.
 */
export type SearchSection = [
  page: number,
  hash: string | typeof SLUG_OF_HEADING,
  heading: string,
  text: string,
  clouds: number,
];

/** Stands for a hash that is `headingSlug(heading)`: the list is 4 KB gzip lighter without them. */
export const SLUG_OF_HEADING = 1;

/** The anchor Docusaurus gives most headings: lower case, punctuation dropped, spaces to `-`. */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The section's anchor (empty for a page's introduction). */
export function sectionHash([, hash, heading]: SearchSection): string {
  return hash === SLUG_OF_HEADING ? headingSlug(heading) : hash;
}

/** The document list: the spec's `searchDocs` and `options`. */
export interface SearchDocFile {
  searchDocs: {pages: SearchPage[]; sections: SearchSection[]};
  options: {highlightResult: boolean; maxHits: number};
}

/** The prebuilt index: every term, sorted, and the sections holding each. */
export interface SearchIndexFile {
  version: typeof INDEX_VERSION;
  /** The terms, sorted by code unit, joined by newlines. */
  terms: string;
  /** For each term, the sections holding it (encodePostings). */
  postings: string[];
  /** For each section, how many distinct terms it holds. */
  lengths: number[];
}

export const INDEX_VERSION = 1;

/** 64 characters that need no escaping in JSON. */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
const DIGIT_VALUE = new Map([...DIGITS].map((digit, value) => [digit, value]));
/** Marks a list written as a bit set: shorter than gaps once a term is in 1 section in 6. */
const BIT_SET = '~';
const BITS_PER_DIGIT = 6;
/** A gap digit holds 5 bits; the sixth says that more digits follow. */
const GAP_BITS = 5;
const MORE = 1 << GAP_BITS;

function digitValue(digit: string): number {
  const value = DIGIT_VALUE.get(digit);
  if (value === undefined) throw new Error(`Not a posting digit: ${JSON.stringify(digit)}`);
  return value;
}

function encodeGaps(sections: readonly number[]): string {
  let out = '';
  let previous = -1;
  for (const section of sections) {
    let gap = section - previous - 1;
    previous = section;
    while (gap >= MORE) {
      out += DIGITS[MORE | (gap & (MORE - 1))];
      gap = Math.floor(gap / MORE);
    }
    out += DIGITS[gap];
  }
  return out;
}

function encodeBitSet(sections: readonly number[], sectionCount: number): string {
  const values = new Array<number>(Math.ceil(sectionCount / BITS_PER_DIGIT)).fill(0);
  for (const section of sections) {
    const digit = Math.floor(section / BITS_PER_DIGIT);
    values[digit] |= 1 << (section % BITS_PER_DIGIT);
  }
  return BIT_SET + values.map((value) => DIGITS[value]).join('');
}

/** A term's sections (ascending) as the shorter of gaps and a bit set over every section. */
export function encodePostings(sections: readonly number[], sectionCount: number): string {
  const gaps = encodeGaps(sections);
  const bits = encodeBitSet(sections, sectionCount);
  return bits.length < gaps.length ? bits : gaps;
}

export function decodePostings(encoded: string): number[] {
  const sections: number[] = [];
  if (encoded.startsWith(BIT_SET)) {
    for (let i = 1; i < encoded.length; i += 1) {
      const value = digitValue(encoded[i]);
      for (let bit = 0; bit < BITS_PER_DIGIT; bit += 1) {
        if (value & (1 << bit)) sections.push((i - 1) * BITS_PER_DIGIT + bit);
      }
    }
    return sections;
  }
  let previous = -1;
  let gap = 0;
  let scale = 1;
  for (const digit of encoded) {
    const value = digitValue(digit);
    if (value & MORE) {
      gap += (value & (MORE - 1)) * scale;
      scale *= MORE;
      continue;
    }
    gap += value * scale;
    previous += gap + 1;
    sections.push(previous);
    gap = 0;
    scale = 1;
  }
  return sections;
}
