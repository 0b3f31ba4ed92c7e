/** Section titles in the plugin's search docs end with the heading anchor's U+200B. */
const ZERO_WIDTH_SPACE = /\u200B/g;

export function cleanTitle(title: string): string {
  return title.replace(ZERO_WIDTH_SPACE, '').trim();
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/** The plugin stores section content HTML-escaped; readers and the matcher need the plain text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** A word, as the highlighter and the excerpt builder see it: letters, digits and underscores. */
export const WORD_PATTERN = /[\p{L}\p{N}_]+/gu;

/**
 * Splits a query the way lunr tokenized the documents at build time (whitespace and hyphens,
 * then non-word characters trimmed at both ends), so that query terms meet index terms.
 */
export function tokenizeQuery(query: string): string[] {
  return query
    .toLowerCase()
    .replace(ZERO_WIDTH_SPACE, '')
    .split(/[\s-]+/)
    .map((token) => token.replace(/^\W+/, '').replace(/\W+$/, ''))
    .filter((token) => token.length > 0);
}
