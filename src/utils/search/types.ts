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
