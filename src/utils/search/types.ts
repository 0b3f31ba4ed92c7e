/**
 * One entry of the search-doc file written at build time (plugins/search-index, in the shape of
 * docusaurus-lunr-search's): a page (type 0, its content the introduction before the first
 * heading) or one of its sections or anchored table rows (type 1). `content` is the opening of
 * the text, HTML-escaped.
 */
export interface SearchDoc {
  title: string;
  type: 0 | 1;
  url: string;
  content: string;
  pageTitle?: string;
  keywords?: string;
  sectionRef?: string;
  version?: string | null;
  tagName?: string;
}

export interface SearchOptions {
  highlightResult?: boolean;
  maxHits?: number;
}

export interface SearchDocFile {
  searchDocs: SearchDoc[];
  options: SearchOptions;
}

/** A piece of displayed text; `matched` pieces are rendered in `<mark>`. */
export interface TextSegment {
  text: string;
  matched: boolean;
}

export interface SearchHit {
  /** Where the result leads: the page route, with the section hash when it is a section. */
  url: string;
  pageTitle: TextSegment[];
  /** The section heading, absent when the hit is the page itself. */
  section?: TextSegment[];
  excerpt: TextSegment[];
  /** The words to highlight in the article once the reader has opened the result. */
  highlightWords: string[];
  score: number;
}
