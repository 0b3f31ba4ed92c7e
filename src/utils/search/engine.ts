import {buildExcerpt, matchedWords} from './excerpt';
import {
  CLOUDS,
  decodePostings,
  sectionHash,
  type Cloud,
  type PageKind,
  type SearchDocFile,
  type SearchIndexFile,
  type SearchSection,
} from './format';
import {DEFAULT_MAX_HITS, MAX_RESULTS} from './limits';
import {chunks, indexTerms, queryWords, stem, type QueryWord} from './tokens';
import {allowedTypos, typoDistance} from './typos';
import {highlightText} from './wordMatcher';
import type {SearchHit} from './types';

/** Sections of one page shown before other pages get their turn. */
const MAX_HITS_PER_PAGE_FIRST = 2;

/** How much a term found for a query word counts, by how it was found. */
const MATCH = {exact: 1, prefix: 0.75, oneTypo: 0.6, twoTypos: 0.45} as const;
/** The shortest typed word that also finds longer terms starting with it. */
const MIN_PREFIX_LENGTH = 2;
/** Terms a prefix expands to, at most (the shortest first): typing `k` should stay fast. */
const MAX_PREFIX_TERMS = 60;

/**
 * Ranking weights: how many of the words are found (a term in the page title counts for every
 * section), then whether they are in the page title, then in the section's heading, then how
 * many of its page's sections hold them (the page about a label names it throughout; others
 * once), then how rare the found terms are and how short the section, relative to the best.
 */
const WEIGHT = {
  coverage: 100,
  pageTitle: 30,
  heading: 20,
  /** The heading is the query itself: a variable's row for its name, a command's section. */
  wholeHeading: 15,
  focus: 15,
  relevance: 20,
} as const;
/**
 * How much of the coverage comes from the section itself rather than from its whole page: a
 * page often spreads the query's words over several sections.
 */
const SECTION_SHARE_OF_COVERAGE = 0.6;
/** Sections that only list links to other pages: they mention everything and answer nothing. */
const LINK_LIST_SECTION = /^(what['’]s next|in this section)$/i;
const LINK_LIST_PENALTY = 15;
/** BM25's length normalisation, with every term counted once per section. */
const LENGTH_NORMALISATION = 0.75;

export interface SearchFilter {
  kind?: PageKind;
  cloud?: Cloud;
}

export interface SearchResults {
  /** How many sections are relevant, of which `hits` are the best `limit`. */
  total: number;
  hits: SearchHit[];
}

export interface SearchEngine {
  maxHits: number;
  search(query: string, limit: number, filter?: SearchFilter): SearchResults;
}

/** An index term that a query word stands for, and how much it counts. */
interface Expansion {
  term: number;
  weight: number;
}

interface ExpandedWord {
  word: QueryWord;
  expansions: Expansion[];
}

interface Candidate {
  section: number;
  page: number;
  /** For each query word, the weight of the best term of it the section holds (0: none). */
  found: number[];
  /** How many of the query's words its whole page holds. */
  pageMatchedCount: number;
  score: number;
  relevance: number;
}

/** Keeps the ranking, but lets other pages in before the third section of the same page. */
export function spreadAcrossPages<T extends {page: number | string}>(ranked: readonly T[]): T[] {
  const perPage = new Map<T['page'], number>();
  const first: T[] = [];
  const later: T[] = [];
  for (const item of ranked) {
    const seen = perPage.get(item.page) ?? 0;
    perPage.set(item.page, seen + 1);
    (seen < MAX_HITS_PER_PAGE_FIRST ? first : later).push(item);
  }
  return [...first, ...later];
}

/** Sections whose page holds fewer of the query's words than this are not relevant enough. */
export function minimumMatchedCount(bestMatchedCount: number): number {
  return Math.max(1, Math.ceil((bestMatchedCount * 2) / 3));
}

/** A text as a sequence of words, for telling whether a heading is the query itself. */
function comparable(text: string): string {
  return chunks(text)
    .map((chunk) => chunk.compound ?? chunk.words.join(' '))
    .join(' ');
}

/** The first index in the sorted `terms` not below `value`. */
function lowerBound(terms: readonly string[], value: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The search used by the search box, the results page and the quality test, over the files of
 * src/utils/search/format.ts. A query word finds its term exactly, longer terms that start with
 * it, and, when neither is in the index, terms a typo or two away (DESIGN.md#search-ranking).
 */
export function createSearchEngine(
  docFile: SearchDocFile,
  indexFile: SearchIndexFile,
): SearchEngine {
  const {pages, sections} = docFile.searchDocs;
  const terms = indexFile.terms.split('\n');
  const termIds = new Map(terms.map((term, id) => [term, id]));
  const postingsCache = new Map<number, number[]>();
  const postingsOf = (term: number): number[] => {
    let list = postingsCache.get(term);
    if (!list) {
      list = decodePostings(indexFile.postings[term]);
      postingsCache.set(term, list);
    }
    return list;
  };
  const averageLength =
    indexFile.lengths.reduce((sum, length) => sum + length, 0) /
    Math.max(1, indexFile.lengths.length);
  const titleTermsCache = new Map<string, Set<string>>();
  const titleTerms = (title: string): Set<string> => {
    let found = titleTermsCache.get(title);
    if (!found) {
      found = indexTerms(title);
      titleTermsCache.set(title, found);
    }
    return found;
  };

  function prefixExpansions(text: string, exact: number | undefined): Expansion[] {
    if (text.length < MIN_PREFIX_LENGTH) return [];
    const found: Expansion[] = [];
    for (let id = lowerBound(terms, text); id < terms.length; id += 1) {
      if (!terms[id].startsWith(text)) break;
      if (id !== exact) found.push({term: id, weight: MATCH.prefix});
    }
    return found
      .sort((a, b) => terms[a.term].length - terms[b.term].length)
      .slice(0, MAX_PREFIX_TERMS);
  }

  function typoExpansions(word: QueryWord): Expansion[] {
    const max = allowedTypos(word.text.length);
    if (max === 0) return [];
    const found: Expansion[] = [];
    terms.forEach((term, id) => {
      const distance = Math.min(
        typoDistance(word.term, term, max),
        typoDistance(word.text, term, max),
      );
      if (distance > max) return;
      found.push({term: id, weight: distance === 1 ? MATCH.oneTypo : MATCH.twoTypos});
    });
    return found;
  }

  /** The index terms a query word stands for; a compound the index lacks becomes its words. */
  function expand(word: QueryWord): ExpandedWord[] {
    const exact = termIds.get(word.term);
    const expansions: Expansion[] = exact === undefined ? [] : [{term: exact, weight: MATCH.exact}];
    expansions.push(...prefixExpansions(word.text, exact));
    if (word.parts && expansions.length === 0) {
      return word.parts.flatMap((part) => expand(part));
    }
    // A word that starts index terms is being typed, not misspelt.
    if (expansions.length === 0) expansions.push(...typoExpansions(word));
    return [{word, expansions}];
  }

  function inFilter(section: SearchSection, filter: SearchFilter): boolean {
    if (filter.kind && pages[section[0]][2] !== filter.kind) return false;
    if (filter.cloud && !(section[4] & (1 << CLOUDS.indexOf(filter.cloud)))) return false;
    return true;
  }

  function candidates(words: readonly ExpandedWord[], filter: SearchFilter): Candidate[] {
    const bySection = new Map<number, Candidate>();
    words.forEach(({expansions}, i) => {
      for (const {term, weight} of expansions) {
        for (const section of postingsOf(term)) {
          let candidate = bySection.get(section);
          if (!candidate) {
            if (!inFilter(sections[section], filter)) continue;
            candidate = {
              section,
              page: sections[section][0],
              found: words.map(() => 0),
              pageMatchedCount: 0,
              score: 0,
              relevance: 0,
            };
            bySection.set(section, candidate);
          }
          candidate.found[i] = Math.max(candidate.found[i], weight);
        }
      }
    });
    return [...bySection.values()];
  }

  const comparableHeadings = new Map<number, string>();
  const comparableHeading = (section: number): string => {
    let found = comparableHeadings.get(section);
    if (found === undefined) {
      const [page, hash, heading] = sections[section];
      found = comparable(hash ? heading : pages[page][1]);
      comparableHeadings.set(section, found);
    }
    return found;
  };

  /** Whether a title holds one of the terms a query word stands for. */
  function titleHolds(title: string, {expansions}: ExpandedWord): boolean {
    const inTitle = titleTerms(title);
    return expansions.some(({term}) => inTitle.has(terms[term]));
  }

  function score(candidates: Candidate[], words: readonly ExpandedWord[], query: string): void {
    const n = words.length;
    const wholeQuery = comparable(query);
    const foundOnPage = new Map<number, number[]>();
    for (const candidate of candidates) {
      const best = foundOnPage.get(candidate.page) ?? words.map(() => 0);
      foundOnPage.set(
        candidate.page,
        best.map((weight, i) => Math.max(weight, candidate.found[i])),
      );
    }
    // For each word, how many sections of each page hold it, and the most on any page.
    const sectionsOnPage = new Map<number, number[]>();
    for (const candidate of candidates) {
      const counts = sectionsOnPage.get(candidate.page) ?? words.map(() => 0);
      candidate.found.forEach((weight, i) => (counts[i] += weight > 0 ? 1 : 0));
      sectionsOnPage.set(candidate.page, counts);
    }
    const mostOnAPage = words.map((_, i) =>
      Math.max(1, ...[...sectionsOnPage.values()].map((counts) => counts[i])),
    );
    const rarity = words.map(({expansions}) => {
      const holding = Math.max(1, ...expansions.map(({term}) => postingsOf(term).length));
      return Math.log(1 + (sections.length - holding + 0.5) / (holding + 0.5));
    });
    for (const candidate of candidates) {
      const [page, hash, heading] = sections[candidate.section];
      const pageTitle = pages[page][1];
      const onPage = foundOnPage.get(candidate.page) ?? [];
      candidate.pageMatchedCount = onPage.filter((weight) => weight > 0).length;
      const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
      const coverage =
        SECTION_SHARE_OF_COVERAGE * (sum(candidate.found) / n) +
        (1 - SECTION_SHARE_OF_COVERAGE) * (sum(onPage) / n);
      const inPageTitle = words.filter((word) => titleHolds(pageTitle, word)).length;
      // The page itself (its introduction) has the page title for its heading.
      const inHeading = words.filter((word) => titleHolds(hash ? heading : pageTitle, word)).length;
      const length = indexFile.lengths[candidate.section] / averageLength;
      const norm = 1 - LENGTH_NORMALISATION + LENGTH_NORMALISATION * length;
      candidate.relevance = sum(candidate.found.map((weight, i) => (weight * rarity[i]) / norm));
      const counts = sectionsOnPage.get(candidate.page) ?? [];
      const focus = sum(counts.map((count, i) => count / mostOnAPage[i])) / n;
      candidate.score =
        WEIGHT.coverage * coverage +
        WEIGHT.focus * focus +
        (WEIGHT.pageTitle * inPageTitle) / n +
        (WEIGHT.heading * inHeading) / n +
        (comparableHeading(candidate.section) === wholeQuery ? WEIGHT.wholeHeading : 0) -
        (LINK_LIST_SECTION.test(heading) ? LINK_LIST_PENALTY : 0);
    }
  }

  function matcherFor(words: readonly ExpandedWord[]): (word: string) => number {
    const termSets = words.map(({word, expansions}) => {
      const set = new Set(expansions.map(({term}) => terms[term]));
      for (const part of word.parts ?? []) set.add(part.term);
      return set;
    });
    const cache = new Map<string, number>();
    return (text) => {
      const lower = text.toLowerCase();
      let found = cache.get(lower);
      if (found === undefined) {
        const stemmed = stem(lower);
        found = words.findIndex(
          ({word}, i) =>
            termSets[i].has(lower) ||
            termSets[i].has(stemmed) ||
            (!word.parts && word.text.length >= MIN_PREFIX_LENGTH && lower.startsWith(word.text)),
        );
        cache.set(lower, found);
      }
      return found;
    };
  }

  function toHit(
    candidate: Candidate,
    matchWord: (word: string) => number,
    typed: readonly string[],
  ): SearchHit {
    const [page, , heading, text] = sections[candidate.section];
    const hash = sectionHash(sections[candidate.section]);
    const [route, title] = pages[page];
    const pageTitle = highlightText(title, matchWord);
    const section = hash ? highlightText(heading, matchWord) : undefined;
    const excerpt = buildExcerpt(text, matchWord);
    return {
      url: hash ? `${route}#${hash}` : route,
      pageTitle,
      section,
      excerpt,
      highlightWords: [...new Set([...typed, ...matchedWords(pageTitle, section ?? [], excerpt)])],
      score: candidate.score,
    };
  }

  return {
    maxHits: docFile.options.maxHits ?? DEFAULT_MAX_HITS,
    search(query, limit, filter = {}) {
      const words = queryWords(query)
        .flatMap(expand)
        .filter(({expansions}, _, all) => expansions.length > 0 || all.length === 1);
      if (words.length === 0 || words.every(({expansions}) => expansions.length === 0)) {
        return {total: 0, hits: []};
      }
      const found = candidates(words, filter);
      score(found, words, query);
      const best = Math.max(0, ...found.map((candidate) => candidate.pageMatchedCount));
      const relevant = found.filter(
        (candidate) => candidate.pageMatchedCount >= minimumMatchedCount(best),
      );
      const maxRelevance = Math.max(Number.EPSILON, ...relevant.map((c) => c.relevance));
      for (const candidate of relevant) {
        candidate.score += (WEIGHT.relevance * candidate.relevance) / maxRelevance;
      }
      relevant.sort((a, b) => b.score - a.score || a.section - b.section);
      const ordered = spreadAcrossPages(relevant).slice(0, MAX_RESULTS);
      const matchWord = matcherFor(words);
      // The words as typed are marked on the page reached too, as well as their forms found.
      const typed = words.flatMap(({word}) => [
        word.text,
        ...(word.parts ?? []).map((part) => part.text),
      ]);
      return {
        total: ordered.length,
        hits: ordered.slice(0, limit).map((candidate) => toHit(candidate, matchWord, typed)),
      };
    },
  };
}
