import {describe, expect, it} from 'vitest';
import {
  buildSearchFiles,
  cloudsNamed,
  CONTENT_CHARS,
  opening,
  pageContent,
  pageKind,
} from '../../plugins/search-index/indexer';
import {
  decodePostings,
  sectionHash,
  SLUG_OF_HEADING,
  type SearchIndexFile,
} from '../../src/utils/search/format';

const PAGE = {
  url: '/guide/',
  html: `<html><head><meta name="keywords" content="a, b"></head><body><article>
<header><h1>Guide</h1></header><div class="markdown">
<p>The introduction says <code>&lt;hello&gt;</code> &amp; welcome.</p>
<h2 id="setup">Setup<a class="hash-link" href="#setup">\u200B</a></h2>
<p>Install it on Amazon EKS.</p><pre><code>npm install secret-code-word</code></pre>
<div class="reference"><section><h3 id="group-cluster">Cluster</h3>
<table><tr><th>Variable</th><th>Meaning</th></tr>
<tr id="my_var"><td><code>MY_VAR</code></td><td>What it sets.</td></tr></table></section></div>
<h2 id="letter-a">A</h2><p>Another section.</p>
</div></article></body></html>`,
};

/** The sections holding a term, from the index file. */
function sectionsWith(indexFile: SearchIndexFile, term: string): number[] {
  const id = indexFile.terms.split('\n').indexOf(term);
  return id < 0 ? [] : decodePostings(indexFile.postings[id]);
}

describe('search index', () => {
  it('reads the introduction, nested headings and table rows with anchors', () => {
    const content = pageContent(PAGE);
    expect(content?.title).toBe('Guide');
    expect(content?.h2).toEqual(['Setup', 'A']);
    expect(content?.sections.map(({hash, heading, text}) => [hash, heading, text])).toEqual([
      ['', '', 'The introduction says <hello> & welcome.'],
      ['setup', 'Setup', 'Install it on Amazon EKS.'],
      // A row without an anchor is text of its section.
      ['group-cluster', 'Cluster', 'Variable Meaning'],
      ['my_var', 'MY_VAR', 'What it sets.'],
      ['letter-a', 'A', 'Another section.'],
    ]);
  });

  it('leaves code blocks out and finds a row by its name', () => {
    const {docFile, indexFile} = buildSearchFiles([pageContent(PAGE)!], {
      referenceRoutes: [],
      maxHits: 8,
    });
    expect(sectionsWith(indexFile, 'secret')).toEqual([]);
    const [row] = sectionsWith(indexFile, 'my_var');
    expect(sectionHash(docFile.searchDocs.sections[row])).toBe('my_var');
    expect(docFile.options).toEqual({highlightResult: true, maxHits: 8});
    expect(JSON.stringify(indexFile)).not.toContain('secret-code-word');
  });

  it('writes a hash only where it is not the heading’s slug', () => {
    const {docFile} = buildSearchFiles([pageContent(PAGE)!], {referenceRoutes: [], maxHits: 8});
    const {sections} = docFile.searchDocs;
    expect(sections.map(([, hash]) => hash)).toEqual([
      '',
      SLUG_OF_HEADING,
      'group-cluster',
      SLUG_OF_HEADING,
      'letter-a',
    ]);
    expect(sections.map(sectionHash)).toEqual(['', 'setup', 'group-cluster', 'my_var', 'letter-a']);
  });

  it('indexes a linked glossary term as text and leaves its tooltip definition out', () => {
    const page = {
      url: '/nodes/',
      html: `<article><header><h1>Nodes</h1></header><div class="markdown">
<p>Each <span class="glossary-term"><a href="/glossary/#node-pool" aria-describedby="glossary-definition-node-pool">node pool</a><span role="tooltip" id="glossary-definition-node-pool" class="glossary-definition">A group of cluster nodes of the same machine type.</span></span> scales as one unit.</p>
</div></article>`,
    };
    const content = pageContent(page)!;
    expect(content.sections[0].text).toBe('Each node pool scales as one unit.');
    const {indexFile} = buildSearchFiles([content], {referenceRoutes: [], maxHits: 8});
    expect(sectionsWith(indexFile, 'pool')).toHaveLength(1);
    expect(sectionsWith(indexFile, 'machin')).toEqual([]);
  });

  it('keeps the opening of long texts, cut at a space', () => {
    const text = 'word '.repeat(100).trim();
    const kept = opening(text);
    expect(kept.length).toBeLessThanOrEqual(CONTENT_CHARS);
    expect(kept.endsWith('word')).toBe(true);
  });
});

describe('page kinds and clouds', () => {
  const referenceRoutes = ['/reference/'];

  it('tells the kind from the anatomy of PAGES.md, and reference pages by route', () => {
    expect(pageKind({url: '/a/', h2: ['Objectives', 'Before you begin']}, referenceRoutes)).toBe(
      'tutorial',
    );
    expect(pageKind({url: '/a/', h2: ['Before you begin', 'Verify']}, referenceRoutes)).toBe(
      'task',
    );
    expect(pageKind({url: '/a/', h2: ['How it works']}, referenceRoutes)).toBe('concept');
    expect(pageKind({url: '/reference/cli/', h2: ['Before you begin']}, referenceRoutes)).toBe(
      'reference',
    );
  });

  it('finds the clouds a text names', () => {
    expect(cloudsNamed('Create a cluster on Amazon EKS')).toBe(0b001);
    expect(cloudsNamed('AKS or OVHcloud')).toBe(0b110);
    expect(cloudsNamed('A kubeadm cluster on your machines')).toBe(0);
    // A word that contains a cloud's name is not the name.
    expect(cloudsNamed('the draws of a flawsome AKSHAY')).toBe(0);
  });
});
