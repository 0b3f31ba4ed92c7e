import type lunrNamespace from 'lunr';
import {buildExcerpt, matchedWords} from './excerpt';
import {DEFAULT_MAX_HITS, MAX_RESULTS} from './limits';
import {cleanTitle, decodeEntities, tokenizeQuery} from './text';
import {createWordMatcher, highlightText, type Stem} from './wordMatcher';
import {withTrailingSlash} from './urls';
import type {SearchDoc, SearchDocFile, SearchHit} from './types';

type Lunr = typeof lunrNamespace;

/** Sections of one page shown before other pages get their turn. */
const MAX_HITS_PER_PAGE_FIRST = 2;

/**
 * Only titles and section text are searched: the plugin also indexes the `keywords` meta tag,
 * which on this site is the same list on every page and would make every page match "GPU".
 */
const SEARCHED_FIELDS = ['title', 'content'];
const EXACT_BOOST = 10;
const PREFIX_BOOST = 1;

/** Ranking weights: how many of the words are found, then where, then lunr's own score. */
const WEIGHT = {coverage: 100, sectionTitle: 30, pageTitle: 25, lunrScore: 20} as const;
/**
 * How much of the coverage comes from the section itself rather than from its whole page: a
 * page often spreads the query's words over several sections.
 */
const SECTION_SHARE_OF_COVERAGE = 0.6;
/** Sections that only list links to other pages: they mention everything and answer nothing. */
const LINK_LIST_SECTION = /^(what['’]s next|in this section)$/i;
const LINK_LIST_PENALTY = 15;

export interface SearchResults {
  /** How many documents are relevant, of which `hits` are the best `limit`. */
  total: number;
  hits: SearchHit[];
}

export interface SearchEngine {
  maxHits: number;
  search(query: string, limit: number): SearchResults;
}

interface RankedDoc {
  doc: SearchDoc;
  page: string;
  /** Which of the query's words the section holds (in its text, its title or its page title). */
  found: boolean[];
  /** How many of the query's words its whole page holds, over all of its sections. */
  pageMatchedCount: number;
  /** Coverage and title bonuses; lunr's score is added once the relevant documents are known. */
  score: number;
  lunrScore: number;
}

function pageOf(url: string): string {
  return url.split('#')[0];
}

/** Keeps the ranking, but lets other pages in before the third section of the same page. */
export function spreadAcrossPages<T extends {page: string}>(ranked: readonly T[]): T[] {
  const perPage = new Map<string, number>();
  const first: T[] = [];
  const later: T[] = [];
  for (const item of ranked) {
    const seen = perPage.get(item.page) ?? 0;
    perPage.set(item.page, seen + 1);
    (seen < MAX_HITS_PER_PAGE_FIRST ? first : later).push(item);
  }
  return [...first, ...later];
}

/** Documents that hold fewer of the query's words than this are not relevant enough to list. */
export function minimumMatchedCount(bestMatchedCount: number): number {
  return Math.max(1, Math.ceil((bestMatchedCount * 2) / 3));
}

function countMatches(matched: readonly boolean[]): number {
  return matched.filter(Boolean).length;
}

/** Adds to each document's score how many of the words it and its page hold. */
function addPageCoverage(ranked: RankedDoc[], termCount: number): void {
  const foundOnPage = new Map<string, boolean[]>();
  for (const entry of ranked) {
    const union = foundOnPage.get(entry.page) ?? entry.found.map(() => false);
    foundOnPage.set(
      entry.page,
      union.map((found, i) => found || entry.found[i]),
    );
  }
  for (const entry of ranked) {
    entry.pageMatchedCount = countMatches(foundOnPage.get(entry.page) ?? []);
    const sectionCoverage = countMatches(entry.found) / termCount;
    const pageCoverage = entry.pageMatchedCount / termCount;
    entry.score +=
      WEIGHT.coverage *
      (SECTION_SHARE_OF_COVERAGE * sectionCoverage +
        (1 - SECTION_SHARE_OF_COVERAGE) * pageCoverage);
  }
}

/**
 * The search used by the search box, the results page and the quality test: lunr finds the
 * candidates in the prebuilt index, then documents are ranked by how many of the query's words
 * they hold, whether those are in the section or page title, and finally lunr's score.
 */
export function createSearchEngine(
  lunr: Lunr,
  file: SearchDocFile,
  serializedIndex: object,
): SearchEngine {
  const index = lunr.Index.load(serializedIndex);
  const docs = file.searchDocs;
  const stem: Stem = (word) => lunr.stemmer(new lunr.Token(word, {})).toString();
  const isStopWord = (word: string) => lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;

  function queryTerms(query: string): string[] {
    const terms = [...new Set(tokenizeQuery(query))];
    const significant = terms.filter((term) => !isStopWord(term));
    return significant.length > 0 ? significant : terms;
  }

  function runLunr(terms: readonly string[]): lunrNamespace.Index.Result[] {
    try {
      return queryLunr(terms, true);
    } catch (error) {
      // lunr's token set can expand a prefix into a word the index does not hold (its automaton
      // merges suffixes such as those of `api.svc.cluster.local:9700`) and then throws reading
      // the missing posting: answer that query with whole words rather than break the box.
      if (!(error instanceof TypeError)) throw error;
      return queryLunr(terms, false);
    }
  }

  function queryLunr(terms: readonly string[], prefixes: boolean): lunrNamespace.Index.Result[] {
    return index.query((query) => {
      for (const term of terms) {
        query.term(term, {fields: SEARCHED_FIELDS, boost: EXACT_BOOST});
        if (prefixes && term.length >= 2) {
          query.term(term, {
            fields: SEARCHED_FIELDS,
            boost: PREFIX_BOOST,
            wildcard: lunr.Query.wildcard.TRAILING,
            usePipeline: false,
          });
        }
      }
    });
  }

  function rank(terms: readonly string[], results: lunrNamespace.Index.Result[]): RankedDoc[] {
    const stemmedTerms = terms.map(stem);
    const matchesTerm = (indexTerm: string, i: number) =>
      indexTerm === stemmedTerms[i] || indexTerm.startsWith(terms[i]);
    const matchWord = createWordMatcher(terms, stem);

    return results.map((result) => {
      const doc = docs[Number(result.ref)];
      const metadata = result.matchData.metadata as Record<string, Record<string, unknown>>;
      const inTitle = terms.map(() => false);
      const inContent = terms.map(() => false);
      for (const [indexTerm, fields] of Object.entries(metadata)) {
        terms.forEach((_, i) => {
          if (!matchesTerm(indexTerm, i)) return;
          if ('title' in fields) inTitle[i] = true;
          if ('content' in fields) inContent[i] = true;
        });
      }
      const inPageTitle = terms.map(() => false);
      if (doc.type === 1 && doc.pageTitle) {
        for (const segment of highlightText(cleanTitle(doc.pageTitle), matchWord)) {
          if (segment.matched) inPageTitle[matchWord(segment.text)] = true;
        }
      }
      const found = terms.map((_, i) => inTitle[i] || inContent[i] || inPageTitle[i]);
      const n = terms.length;
      const titleIsPageTitle = doc.type === 0;
      const score =
        (WEIGHT.sectionTitle * (titleIsPageTitle ? 0 : countMatches(inTitle))) / n +
        (WEIGHT.pageTitle * countMatches(titleIsPageTitle ? inTitle : inPageTitle)) / n -
        (LINK_LIST_SECTION.test(cleanTitle(doc.title)) ? LINK_LIST_PENALTY : 0);
      return {
        doc,
        page: pageOf(doc.url),
        found,
        pageMatchedCount: 0,
        score,
        lunrScore: result.score,
      };
    });
  }

  function toHit({doc, score}: RankedDoc, terms: readonly string[]): SearchHit {
    const matchWord = createWordMatcher(terms, stem);
    const isSection = doc.type === 1;
    const pageTitle = highlightText(
      cleanTitle(isSection ? (doc.pageTitle ?? '') : doc.title),
      matchWord,
    );
    const section = isSection ? highlightText(cleanTitle(doc.title), matchWord) : undefined;
    const excerpt = buildExcerpt(decodeEntities(doc.content), matchWord);
    const words = new Set([...terms, ...matchedWords(pageTitle, section ?? [], excerpt)]);
    return {
      url: withTrailingSlash(doc.url),
      pageTitle,
      section,
      excerpt,
      highlightWords: [...words],
      score,
    };
  }

  return {
    maxHits: file.options.maxHits ?? DEFAULT_MAX_HITS,
    search(query, limit) {
      const terms = queryTerms(query);
      if (terms.length === 0) return {total: 0, hits: []};
      const ranked = rank(terms, runLunr(terms));
      addPageCoverage(ranked, terms.length);
      const best = Math.max(0, ...ranked.map((entry) => entry.pageMatchedCount));
      const relevant = ranked.filter(
        (entry) => entry.pageMatchedCount >= minimumMatchedCount(best),
      );
      const maxLunrScore = Math.max(...relevant.map((entry) => entry.lunrScore), Number.EPSILON);
      for (const entry of relevant)
        entry.score += (WEIGHT.lunrScore * entry.lunrScore) / maxLunrScore;
      relevant.sort((a, b) => b.score - a.score || a.doc.url.length - b.doc.url.length);
      const ordered = spreadAcrossPages(relevant).slice(0, MAX_RESULTS);
      return {
        total: ordered.length,
        hits: ordered.slice(0, limit).map((entry) => toHit(entry, terms)),
      };
    },
  };
}
