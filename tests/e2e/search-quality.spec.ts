import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import lunr from 'lunr';
import {test, expect} from '@playwright/test';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {createSearchEngine} from '../../src/utils/search/engine';
import type {SearchDocFile} from '../../src/utils/search/types';
import {SEARCH_QUERIES} from '../search/queries';
import {CONFIGURATION_VARIABLES} from '../../src/data/configuration';

/** The share of queries whose page must be among the first results. */
const REQUIRED_SHARE = 0.9;
const TOP = 3;

/** The plugin writes the files under a build-specific name, listed in its global data. */
function builtFile(prefix: string): string {
  const name = readdirSync(E2E_BUILD_DIR).find((file) =>
    new RegExp(`^${prefix}-\\d+\\.json$`).test(file),
  );
  if (!name) throw new Error(`No ${prefix}-<guid>.json in ${E2E_BUILD_DIR}: build the site first`);
  return path.join(E2E_BUILD_DIR, name);
}

function pageOf(url: string): string {
  return url.split('#')[0];
}

// No browser: the same ranking module the search box uses, run on the built index.
test('operator queries find their page among the first results', () => {
  const searchDocPath = builtFile('search-doc');
  const lunrIndexPath = builtFile('lunr-index');
  const searchDocFile = JSON.parse(readFileSync(searchDocPath, 'utf8')) as SearchDocFile;
  const engine = createSearchEngine(
    lunr,
    searchDocFile,
    JSON.parse(readFileSync(lunrIndexPath, 'utf8')),
  );

  const misses: string[] = [];
  const started = performance.now();
  for (const {query, route} of SEARCH_QUERIES) {
    const pages = engine.search(query, TOP).hits.map((hit) => pageOf(hit.url));
    if (!pages.includes(route)) {
      misses.push(`"${query}" → ${route}; got ${pages.join(', ') || 'nothing'}`);
    }
  }
  const perQuery = (performance.now() - started) / SEARCH_QUERIES.length;
  const found = SEARCH_QUERIES.length - misses.length;
  const share = found / SEARCH_QUERIES.length;

  const sizes = [searchDocPath, lunrIndexPath].map((file) => {
    const raw = readFileSync(file);
    return `${path.basename(file)}: ${raw.length} bytes, ${gzipSync(raw).length} gzip`;
  });
  console.log(
    [
      `search quality: ${found}/${SEARCH_QUERIES.length} (${(share * 100).toFixed(1)} %) in the top ${TOP}, ${perQuery.toFixed(1)} ms a query`,
      ...misses.map((miss) => `  miss: ${miss}`),
      ...sizes.map((size) => `  ${size}`),
    ].join('\n'),
  );
  expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(45);
  expect(share, misses.join('\n')).toBeGreaterThanOrEqual(REQUIRED_SHARE);
});

test('every expected route is a page of the index', () => {
  const searchDocFile = JSON.parse(readFileSync(builtFile('search-doc'), 'utf8')) as SearchDocFile;
  const indexed = new Set(searchDocFile.searchDocs.map((doc) => pageOf(doc.url)));
  const unknown = SEARCH_QUERIES.filter(({route}) => !indexed.has(route)).map(({route}) => route);
  expect(unknown).toEqual([]);
  expect(searchDocFile.options.maxHits).toBe(8);
  expect(searchDocFile.options.highlightResult).toBe(true);
});

test('every configuration variable finds its own row of the configuration reference', () => {
  const searchDocFile = JSON.parse(readFileSync(builtFile('search-doc'), 'utf8')) as SearchDocFile;
  const engine = createSearchEngine(
    lunr,
    searchDocFile,
    JSON.parse(readFileSync(builtFile('lunr-index'), 'utf8')),
  );
  const names = CONFIGURATION_VARIABLES.map((variable) => variable.name);
  expect(names.length).toBeGreaterThan(20);
  const misses = names.filter((name) => {
    const [first] = engine.search(name, 1).hits;
    return first?.url !== `/services/kubernetes/deployments/configuration/#${name.toLowerCase()}`;
  });
  expect(misses).toEqual([]);
});

test("each page's introduction is searchable as the page itself", () => {
  const searchDocFile = JSON.parse(readFileSync(builtFile('search-doc'), 'utf8')) as SearchDocFile;
  const cluster = searchDocFile.searchDocs.find((doc) => doc.type === 0 && doc.url === '/cluster/');
  expect(cluster?.content).toMatch(/^This tutorial walks through/);
});
