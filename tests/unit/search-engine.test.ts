import lunr from 'lunr';
import {describe, expect, it} from 'vitest';
import {
  createSearchEngine,
  minimumMatchedCount,
  spreadAcrossPages,
} from '../../src/utils/search/engine';
import type {SearchDoc, SearchDocFile} from '../../src/utils/search/types';

const KEYWORDS = 'Kubernetes  clusters  GPU';

const DOCS: SearchDoc[] = [
  {title: 'cert-manager', type: 0, url: '/cert-manager/', content: '', keywords: KEYWORDS},
  {
    title: 'Renew a certificate\u200b',
    type: 1,
    pageTitle: 'cert-manager',
    url: '/cert-manager/#renew',
    content: 'cmctl renew forces a new certificate before it expires.',
  },
  {
    title: 'Operate\u200b',
    type: 1,
    pageTitle: 'cert-manager',
    url: '/cert-manager/#operate',
    content: 'Certificates renew on their own thirty days before they expire.',
  },
  {title: 'Glossary', type: 0, url: '/glossary/', content: '', keywords: KEYWORDS},
  {
    title: 'Terms\u200b',
    type: 1,
    pageTitle: 'Glossary',
    url: '/glossary/#terms',
    content: 'A certificate proves a name. Certificate, certificate, certificate &amp; key.',
  },
  {
    title: "What's next\u200b",
    type: 1,
    pageTitle: 'Glossary',
    url: '/glossary/#whats-next',
    content: 'Renew a certificate with cert-manager.',
  },
  {
    title: 'Nodes',
    type: 0,
    url: '/nodes',
    content: 'Label the GPU pool nodes.',
    keywords: KEYWORDS,
  },
];

/** An index built the way docusaurus-lunr-search builds it at postBuild, serialized. */
function buildIndex(): object {
  const index = lunr(function () {
    this.ref('id');
    this.field('title', {boost: 200});
    this.field('content', {boost: 2});
    this.field('keywords', {boost: 100});
    this.metadataWhitelist = ['position'];
    DOCS.forEach((doc, id) =>
      this.add({id, title: doc.title, content: doc.content, keywords: doc.keywords}),
    );
  });
  return JSON.parse(JSON.stringify(index)) as object;
}

function buildEngine(options: SearchDocFile['options'] = {maxHits: 8}) {
  return createSearchEngine(lunr, {searchDocs: DOCS, options}, buildIndex());
}

const urls = (query: string, limit = 10) =>
  buildEngine()
    .search(query, limit)
    .hits.map((hit) => hit.url);

describe('a query lunr cannot expand', () => {
  it('is answered with whole words instead of breaking the search box', () => {
    // lunr's token set can expand a prefix into a word the index lacks and throw a TypeError
    // (the built site's index did for `api*`); this lunr throws on every prefix query.
    const failingLunr = Object.assign(Object.create(lunr) as typeof lunr, {
      Index: Object.assign(Object.create(lunr.Index) as typeof lunr.Index, {
        load(serialized: object) {
          const index = lunr.Index.load(serialized);
          const query = index.query.bind(index);
          index.query = (build) =>
            query((q) => {
              build.call(q, q);
              if (q.clauses.some((clause) => clause.wildcard !== lunr.Query.wildcard.NONE)) {
                throw new TypeError("Cannot read properties of undefined (reading '_index')");
              }
            });
          return index;
        },
      }),
    });
    const engine = createSearchEngine(
      failingLunr,
      {searchDocs: DOCS, options: {maxHits: 8}},
      buildIndex(),
    );
    expect(engine.search('renew certificate', 5).hits[0]?.url).toBe('/cert-manager/#renew');
  });
});

describe('search ranking', () => {
  it('ranks a section whose heading holds every word above body-only matches', () => {
    expect(urls('renew certificate')[0]).toBe('/cert-manager/#renew');
  });

  it('ranks a match in the page title above a page that repeats the word in its body', () => {
    const ranked = urls('cert-manager certificate');
    expect(ranked.indexOf('/cert-manager/#operate')).toBeLessThan(
      ranked.indexOf('/glossary/#terms'),
    );
  });

  it('puts sections that only list links below the ones that explain', () => {
    const ranked = urls('renew certificate');
    expect(ranked.indexOf('/glossary/#renewals')).toBeLessThan(
      ranked.indexOf('/glossary/#whats-next'),
    );
  });

  it('counts the words a page holds over all of its sections', () => {
    const ranked = urls('renew certificate');
    // Terms has only "certificate", but its page also says "renew": it stays in the list.
    expect(ranked).toContain('/glossary/#terms');
    expect(ranked.indexOf('/glossary/#terms')).toBeGreaterThan(
      ranked.indexOf('/cert-manager/#operate'),
    );
  });

  it('ignores the site-wide keywords meta tag', () => {
    expect(urls('kubernetes')).toEqual([]);
  });

  it('matches word prefixes while typing and stems', () => {
    expect(urls('certif')).toContain('/cert-manager/#renew');
    expect(urls('renewing')).toContain('/cert-manager/#renew');
  });

  it('drops stop words unless the query is only stop words', () => {
    expect(urls('how to renew the certificate')[0]).toBe('/cert-manager/#renew');
  });

  it('leaves out documents that hold too few of the words', () => {
    const {hits, total} = buildEngine().search('renew certificate', 10);
    expect(total).toBe(hits.length);
    expect(hits.map((hit) => hit.url)).not.toContain('/security/#secrets');
  });

  it('returns nothing for an empty query and at most `limit` hits', () => {
    expect(buildEngine().search('   ', 8)).toEqual({total: 0, hits: []});
    const {hits, total} = buildEngine().search('certificate', 2);
    expect(hits).toHaveLength(2);
    expect(total).toBeGreaterThan(2);
  });

  it('takes maxHits from the search doc options, with a default', () => {
    expect(buildEngine({maxHits: 5}).maxHits).toBe(5);
    expect(buildEngine({}).maxHits).toBe(8);
  });

  it('builds hits with clean titles, a marked excerpt and trailing-slash URLs', () => {
    const engine = buildEngine();
    const [hit] = engine.search('renew', 1).hits;
    expect(hit.pageTitle).toEqual([{text: 'cert-manager', matched: false}]);
    expect(hit.section?.map((segment) => segment.text).join('')).toBe('Renew a certificate');
    expect(hit.excerpt.filter((segment) => segment.matched).map((segment) => segment.text)).toEqual(
      ['renew'],
    );
    expect(hit.highlightWords).toContain('renew');
    expect(engine.search('label', 1).hits[0].url).toBe('/nodes/');
  });

  it('decodes the escaped content for display', () => {
    const [hit] = buildEngine().search('key', 1).hits;
    expect(hit.excerpt.map((segment) => segment.text).join('')).toContain('& key');
  });
});

describe('spreading hits across pages', () => {
  it('lets other pages in before the third section of one page', () => {
    const ranked = ['a', 'a', 'a', 'b', 'a', 'c'].map((page, order) => ({page, order}));
    expect(spreadAcrossPages(ranked).map((item) => item.order)).toEqual([0, 1, 3, 5, 2, 4]);
  });
});

describe('the relevance threshold', () => {
  it('asks for about two thirds of the best document’s words', () => {
    expect(minimumMatchedCount(0)).toBe(1);
    expect(minimumMatchedCount(1)).toBe(1);
    expect(minimumMatchedCount(2)).toBe(2);
    expect(minimumMatchedCount(3)).toBe(2);
    expect(minimumMatchedCount(4)).toBe(3);
  });
});
