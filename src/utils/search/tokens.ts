/**
 * How text becomes index terms, shared by the indexer (plugins/search-index) and the engine in
 * the browser, so that a query's terms meet the index's.
 *
 * A chunk is a run of letters, digits and the punctuation that holds identifiers together
 * (`_ . / : @ -`), trimmed of punctuation at both ends: `--node-pool` → `node-pool`,
 * `x509:` → `x509`. Each chunk yields its words (split at the punctuation, lower-cased, stop
 * words dropped, stemmed) and, when it has more than one word, the whole chunk lower-cased and
 * unstemmed: `role.datalayer.io/runtime` is a term of its own, found exactly, beside `role`,
 * `datalayer`, `io` and `runtim`.
 */

const CHUNK = /[\p{L}\p{N}_./:@-]+/gu;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;
const DIGIT = /\p{N}/u;
const ZERO_WIDTH_SPACE = /\u200B/g;

/**
 * Words too common to tell sections apart. They are not indexed (they would be a third of the
 * postings) and are dropped from queries, unless a query has nothing else.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his ' +
    'how i if in into is it its me my no nor not of on or our she so than that the their them ' +
    'then there these they this those to too us was we were what when where which while who ' +
    'why will with would you your'
  ).split(' '),
);

/**
 * A light English stemmer: plural and verb endings, then a final e, so that `create`,
 * `creates`, `created` and `creating` meet at `creat`, and `policies` at `policy`. Short words
 * and words ending in -ss, -us or -is keep their ending. Both sides of a search use it, so it
 * needs to be consistent, not linguistically right.
 */
export function stem(word: string): string {
  if (word.length <= 3 || DIGIT.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(ss|us|is)$/.test(w)) return w;
  else if (w.endsWith('s')) w = w.slice(0, -1);
  const verbEnding = /(ing|ed)$/.exec(w);
  if (verbEnding && w.length - verbEnding[0].length >= 3) {
    w = w.slice(0, -verbEnding[0].length);
    // running → run, but not install → instal
    if (/([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
  }
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** One chunk of text: its words as typed (lower-cased) and, for identifiers, the whole. */
export interface Chunk {
  words: string[];
  /** The chunk lower-cased, when it has more than one word (`node-pool`, `datalayer_run_url`). */
  compound?: string;
}

function isIndexedWord(word: string): boolean {
  return (word.length >= 2 || DIGIT.test(word)) && !STOP_WORDS.has(word);
}

/** The chunks of a text, lower-cased, in order. */
export function chunks(text: string): Chunk[] {
  const found: Chunk[] = [];
  for (const [raw] of text.toLowerCase().replace(ZERO_WIDTH_SPACE, '').matchAll(CHUNK)) {
    const chunk = raw.replace(EDGE_PUNCTUATION, '');
    if (!chunk) continue;
    const words = chunk.split(WORD_SEPARATOR).filter(Boolean);
    found.push(words.length > 1 ? {words, compound: chunk} : {words});
  }
  return found;
}

/** The distinct index terms of a text: its words stemmed (stop words left out) and compounds. */
export function indexTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const {words, compound} of chunks(text)) {
    for (const word of words) if (isIndexedWord(word)) terms.add(stem(word));
    if (compound) terms.add(compound);
  }
  return terms;
}

/** A word of a query, as the engine looks it up. */
export interface QueryWord {
  /** As typed, lower-cased: what prefixes and typos are measured against. */
  text: string;
  /** The index term it stands for exactly: the stem of a word, or a compound as it is. */
  term: string;
  /** A compound (`node-pool`), looked up whole; its words stand in if the index lacks it. */
  parts?: QueryWord[];
}

/**
 * The words of a query: one per chunk, a compound kept whole with its words as a fallback.
 * Stop words are dropped unless the query has nothing else.
 */
export function queryWords(query: string): QueryWord[] {
  const all: QueryWord[] = [];
  for (const {words, compound} of chunks(query)) {
    if (compound) {
      const parts = words.filter(isIndexedWord).map((word) => ({text: word, term: stem(word)}));
      all.push({text: compound, term: compound, parts});
    } else {
      all.push({text: words[0], term: stem(words[0])});
    }
  }
  const significant = all.filter((word) => word.parts || !STOP_WORDS.has(word.text));
  const chosen = significant.length > 0 ? significant : all;
  const seen = new Set<string>();
  return chosen.filter((word) => !seen.has(word.term) && seen.add(word.term));
}
