/**
 * One entry of the search-doc file docusaurus-lunr-search writes at build time: a page
 * (type 0, content only when the page has no h2/h3 sections) or one of its sections (type 1).
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
