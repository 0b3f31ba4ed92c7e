import {describe, expect, it} from 'vitest';
import {buildSearchFiles, type PageContent} from '../../plugins/search-index/indexer';
import {
  createSearchEngine,
  minimumMatchedCount,
  spreadAcrossPages,
  type SearchFilter,
} from '../../src/utils/search/engine';

const PAGES: PageContent[] = [
  {
    url: '/cert-manager/',
    title: 'cert-manager',
    h2: ['Before you begin'],
    sections: [
      {hash: '', heading: '', text: 'Issue TLS certificates for the platform.'},
      {
        hash: 'renew-a-certificate',
        heading: 'Renew a certificate',
        text: 'cmctl renew forces a new certificate before it expires.',
      },
      {
        hash: 'operate',
        heading: 'Operate',
        text: 'Certificates renew on their own thirty days before they expire.',
      },
      {
        hash: 'troubleshooting',
        heading: 'Troubleshooting',
        text: 'Error: failed calling webhook "webhook.cert-manager.io": the webhook pod is not ready.',
      },
    ],
  },
  {
    url: '/glossary/',
    title: 'Glossary',
    h2: [],
    sections: [
      {hash: '', heading: '', text: 'Terms used on this site.'},
      {
        hash: 'terms',
        heading: 'Terms',
        text: 'A certificate proves a name. Certificate, certificate, certificate & key.',
      },
      {hash: 'whats-next', heading: "What's next", text: 'Renew a certificate with cert-manager.'},
    ],
  },
  {
    url: '/nodes/',
    title: 'Nodes',
    h2: ['Before you begin'],
    sections: [
      {hash: '', heading: '', text: 'Label the GPU pool nodes on Amazon EKS.'},
      {
        hash: 'labels',
        heading: 'Labels',
        text: 'Runtime nodes carry role.datalayer.io/runtime=true; create them with --node-pool.',
      },
      {hash: 'taints', heading: 'Taints', text: 'Taint the nodes: role.datalayer.io/runtime.'},
    ],
  },
  {
    url: '/scaling/',
    title: 'Scaling',
    h2: ['Objectives'],
    sections: [
      {hash: '', heading: '', text: 'Turn on the cluster autoscaler on Azure.'},
      {
        hash: 'pools',
        heading: 'Pools',
        text: 'Runtime nodes come and go; a role label such as role datalayer io runtime.',
      },
    ],
  },
];

function buildEngine(maxHits = 8) {
  const {docFile, indexFile} = buildSearchFiles(PAGES, {referenceRoutes: [], maxHits});
  // The engine reads the files as the browser does: through JSON.
  return createSearchEngine(
    JSON.parse(JSON.stringify(docFile)) as typeof docFile,
    JSON.parse(JSON.stringify(indexFile)) as typeof indexFile,
  );
}

const urls = (query: string, limit = 10, filter?: SearchFilter) =>
  buildEngine()
    .search(query, limit, filter)
    .hits.map((hit) => hit.url);

describe('search ranking', () => {
  it('ranks a section whose heading holds every word above body-only matches', () => {
    expect(urls('renew certificate')[0]).toBe('/cert-manager/#renew-a-certificate');
  });

  it('ranks the page title above headings above text', () => {
    // "Nodes" is the title of one page and a word in the text of others.
    expect(urls('nodes')[0]).toBe('/nodes/');
    // "Labels" is a heading on /nodes/ and a word of the scaling page's text.
    expect(urls('labels')[0]).toBe('/nodes/#labels');
  });

  it('puts sections that only list links below the ones that explain', () => {
    const ranked = urls('renew certificate');
    // Both hold both words in their text, on a page that holds both.
    expect(ranked).toContain('/glossary/#whats-next');
    expect(ranked.indexOf('/cert-manager/#operate')).toBeLessThan(
      ranked.indexOf('/glossary/#whats-next'),
    );
  });

  it('counts the words a page holds over all of its sections', () => {
    const ranked = urls('renew certificate');
    expect(ranked).toContain('/glossary/#terms');
    expect(ranked.indexOf('/glossary/#terms')).toBeGreaterThan(
      ranked.indexOf('/cert-manager/#operate'),
    );
  });

  it('lists each section once', () => {
    const ranked = urls('certificate renew cert-manager');
    expect(new Set(ranked).size).toBe(ranked.length);
  });

  it('matches word prefixes while typing and stems', () => {
    expect(urls('certif')).toContain('/cert-manager/#renew-a-certificate');
    expect(urls('renewing')).toContain('/cert-manager/#renew-a-certificate');
  });

  it('drops stop words unless the query is only stop words', () => {
    expect(urls('how to renew the certificate')[0]).toBe('/cert-manager/#renew-a-certificate');
  });

  it('returns nothing for an empty query and at most `limit` hits', () => {
    expect(buildEngine().search('   ', 8)).toEqual({total: 0, hits: []});
    const {hits, total} = buildEngine().search('certificate', 2);
    expect(hits).toHaveLength(2);
    expect(total).toBeGreaterThan(2);
  });

  it('takes maxHits from the document list options', () => {
    expect(buildEngine(5).maxHits).toBe(5);
  });

  it('builds hits with their page and section titles, a marked excerpt and the section URL', () => {
    const engine = buildEngine();
    const [hit] = engine.search('renew', 1).hits;
    expect(hit.pageTitle).toEqual([{text: 'cert-manager', matched: false}]);
    expect(hit.section?.map((segment) => segment.text).join('')).toBe('Renew a certificate');
    expect(hit.excerpt.filter((segment) => segment.matched).map((segment) => segment.text)).toEqual(
      ['renew'],
    );
    expect(hit.highlightWords).toContain('renew');
    expect(engine.search('label gpu', 1).hits[0].url).toBe('/nodes/');
  });

  it('shows text with its characters as written', () => {
    const [hit] = buildEngine().search('key', 1).hits;
    expect(hit.excerpt.map((segment) => segment.text).join('')).toContain('& key');
  });
});

describe('identifiers and error messages', () => {
  it('finds an identifier with its punctuation exactly, above its words spread out', () => {
    const ranked = urls('role.datalayer.io/runtime');
    expect(ranked.slice(0, 2).sort()).toEqual(['/nodes/#labels', '/nodes/#taints']);
    expect(ranked).not.toContain('/scaling/#pools');
  });

  it('finds a flag typed with its dashes', () => {
    expect(urls('--node-pool')[0]).toBe('/nodes/#labels');
  });

  it('falls back to the words of an identifier the index does not hold', () => {
    expect(urls('cert-manager.io/renew')).toContain('/cert-manager/#renew-a-certificate');
  });

  it('lands a pasted error message on the troubleshooting entry that quotes it', () => {
    expect(urls('Error: failed calling webhook "webhook.cert-manager.io"')[0]).toBe(
      '/cert-manager/#troubleshooting',
    );
  });
});

describe('typos', () => {
  it('forgives one typo in a word of five letters or more', () => {
    expect(urls('cerificate')).toContain('/cert-manager/#renew-a-certificate');
    expect(urls('autoscaelr')).toContain('/scaling/');
  });

  it('forgives no typo in a word of four letters or fewer', () => {
    expect(urls('nodz')).toEqual([]);
  });

  it('forgives two typos from nine letters, not from five', () => {
    expect(urls('certifcaet')).toContain('/cert-manager/#renew-a-certificate');
    expect(urls('rinuw')).toEqual([]);
  });

  it('prefers the word as written when the index holds it', () => {
    // "operate" is a word of its own: its one-typo neighbours are not searched.
    expect(urls('operate')).toEqual(['/cert-manager/#operate']);
  });
});

describe('filters', () => {
  it('keeps the pages of one kind', () => {
    expect(urls('nodes', 10, {kind: 'tutorial'})).toEqual(['/scaling/#pools']);
    expect(urls('nodes', 10, {kind: 'concept'})).toEqual([]);
  });

  it('keeps the sections that name a cloud, in their text or their page title', () => {
    expect(urls('nodes', 10, {cloud: 'aws'}).every((url) => url.startsWith('/nodes/'))).toBe(true);
    expect(urls('autoscaler', 10, {cloud: 'azure'})).toEqual(['/scaling/']);
    expect(urls('autoscaler', 10, {cloud: 'ovhcloud'})).toEqual([]);
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
