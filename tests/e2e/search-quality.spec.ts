import {test, expect} from './fixtures';
import {createSearchEngine} from '../../src/utils/search/engine';
import {sectionHash, type SearchDocFile, type SearchIndexFile} from '../../src/utils/search/format';
import {SEARCH_QUERIES, type SearchQueryKind} from '../search/queries';
import {CONFIGURATION_VARIABLES} from '../../src/data/configuration';
import {openPage, readBuiltSearchFile, readySearch} from '../support/search';

/** The share of queries whose page must be among the first results (issue 26: 95 %). */
const REQUIRED_SHARE = 0.95;
const TOP = 3;
/** The least the set holds of each kind: error messages and identifiers as operators paste them. */
const MINIMUM: Record<SearchQueryKind, number> = {words: 60, error: 30, identifier: 30};

/**
 * Runs in the page: types each query into the navbar box as a reader's input event would, and
 * reads the routes of the options shown. React renders the results of an input event before the
 * next frame, which is awaited.
 */
const TYPE_QUERIES = `async (queries) => {
  const input = document.querySelector('.navbar [role="search"] input');
  const listbox = document.getElementById(input.getAttribute('aria-controls'));
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  input.focus();
  const shown = [];
  for (const query of queries) {
    setValue.call(input, query);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    await frame();
    shown.push(
      [...listbox.querySelectorAll('[role="option"]')].map(
        (option) => new URL(option.href).pathname,
      ),
    );
  }
  return shown;
}`;

test('operator queries typed into the search box find their page among the first three', async ({
  page,
}) => {
  const kinds = Object.fromEntries(
    Object.keys(MINIMUM).map((kind) => [
      kind,
      SEARCH_QUERIES.filter((query) => query.kind === kind).length,
    ]),
  );
  for (const [kind, least] of Object.entries(MINIMUM)) {
    expect(kinds[kind], `${kind} queries`).toBeGreaterThanOrEqual(least);
  }
  expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(150);

  await openPage(page);
  await readySearch(page);
  const shown = (await page.evaluate(
    `(${TYPE_QUERIES})(${JSON.stringify(SEARCH_QUERIES.map(({query}) => query))})`,
  )) as string[][];
  const misses = SEARCH_QUERIES.flatMap(({query, route}, i) =>
    shown[i].slice(0, TOP).includes(route)
      ? []
      : [`"${query}" → ${route}; got ${shown[i].slice(0, TOP).join(', ') || 'nothing'}`],
  );
  const share = 1 - misses.length / SEARCH_QUERIES.length;
  console.log(
    [
      `search quality: ${SEARCH_QUERIES.length - misses.length}/${SEARCH_QUERIES.length} (${(share * 100).toFixed(1)} %) in the top ${TOP}`,
      ...misses.map((miss) => `  miss: ${miss}`),
    ].join('\n'),
  );
  expect(share, misses.join('\n')).toBeGreaterThanOrEqual(REQUIRED_SHARE);
});

test('every expected route is a page of the index', () => {
  const docFile = readBuiltSearchFile<SearchDocFile>('doc');
  const indexed = new Set(docFile.searchDocs.pages.map(([route]) => route));
  const unknown = SEARCH_QUERIES.filter(({route}) => !indexed.has(route)).map(({route}) => route);
  expect(unknown).toEqual([]);
  expect(docFile.options).toEqual({highlightResult: true, maxHits: 8});
});

test('every configuration variable finds its own row of the configuration reference', () => {
  const engine = createSearchEngine(
    readBuiltSearchFile<SearchDocFile>('doc'),
    readBuiltSearchFile<SearchIndexFile>('index'),
  );
  const names = CONFIGURATION_VARIABLES.map((variable) => variable.name);
  expect(names.length).toBeGreaterThan(20);
  const misses = names.filter((name) => {
    const [first] = engine.search(name, 1).hits;
    return first?.url !== `/services/kubernetes/deployments/configuration/#${name.toLowerCase()}`;
  });
  expect(misses).toEqual([]);
});

test('the index knows each page kind and the clouds pages name', () => {
  const {pages, sections} = readBuiltSearchFile<SearchDocFile>('doc').searchDocs;
  const kindOf = (route: string) => pages.find(([url]) => url === route)?.[2];
  expect(kindOf('/cluster/')).toBe('tutorial');
  expect(kindOf('/services/kubernetes/cluster/namespaces/')).toBe('task');
  expect(kindOf('/architecture/')).toBe('concept');
  expect(kindOf('/services/kubernetes/deployments/configuration/')).toBe('reference');
  const eks = pages.findIndex(([url]) => url === '/services/kubernetes/cluster/aws-eks/');
  const eksSections = sections.filter(([page]) => page === eks);
  // The EKS tutorial names AWS in its title, so every section of it is on AWS.
  expect(eksSections.every(([, , , , clouds]) => clouds & 1)).toBe(true);
  expect(eksSections.some((section) => sectionHash(section) === 'objectives')).toBe(true);
});

test("each page's introduction is searchable as the page itself", () => {
  const {pages, sections} = readBuiltSearchFile<SearchDocFile>('doc').searchDocs;
  const cluster = pages.findIndex(([url]) => url === '/cluster/');
  const introduction = sections.find(([page, hash]) => page === cluster && hash === '');
  expect(introduction?.[3]).toMatch(/^This tutorial walks through/);
});
