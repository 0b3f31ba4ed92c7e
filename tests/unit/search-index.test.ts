import lunr from 'lunr';
import {describe, expect, it} from 'vitest';
import {
  buildSearchFiles,
  CONTENT_CHARS,
  opening,
  pageSearchDocs,
} from '../../plugins/search-index/indexer';

const PAGE = {
  url: '/guide/',
  html: `<html><head><meta name="keywords" content="a, b"></head><body><article>
<header><h1>Guide</h1></header><div class="markdown">
<p>The introduction says <code>&lt;hello&gt;</code> &amp; welcome.</p>
<h2 id="setup">Setup<a class="hash-link" href="#setup">\u200B</a></h2>
<p>Install it.</p><pre><code>npm install secret-code-word</code></pre>
<div class="reference"><section><h3 id="group-cluster">Cluster</h3>
<table><tr><th>Variable</th><th>Meaning</th></tr>
<tr id="my_var"><td><code>MY_VAR</code></td><td>What it sets.</td></tr></table></section></div>
</div></article></body></html>`,
};

describe('search index', () => {
  it('indexes the introduction, nested headings and table rows with anchors', () => {
    const docs = pageSearchDocs(PAGE);
    expect(docs.map((doc) => [doc.type, doc.title, doc.url])).toEqual([
      [0, 'Guide', '/guide/'],
      [1, 'Setup', '/guide/#setup'],
      [1, 'Cluster', '/guide/#group-cluster'],
      [1, 'MY_VAR', '/guide/#my_var'],
    ]);
    expect(docs[0].content).toBe('The introduction says &lt;hello&gt; &amp; welcome.');
    expect(docs[1].content).toBe('Install it.');
    expect(docs[3].content).toBe('What it sets.');
    expect(docs[3].pageTitle).toBe('Guide');
  });

  it('leaves code blocks, keywords and term positions out of the index', () => {
    const {index, searchDocs} = buildSearchFiles([PAGE]);
    const loaded = lunr.Index.load(index);
    expect(loaded.search('secret')).toEqual([]);
    const [hit] = loaded.search('MY_VAR');
    expect(searchDocs[Number(hit.ref)].url).toBe('/guide/#my_var');
    expect(JSON.stringify(index)).not.toContain('position');
    expect((index as {fields: string[]}).fields).toEqual(['title', 'content']);
  });

  it('indexes a linked glossary term as text and leaves its tooltip definition out', () => {
    const page = {
      url: '/nodes/',
      html: `<article><header><h1>Nodes</h1></header><div class="markdown">
<p>Each <span class="glossary-term"><a href="/glossary/#node-pool" aria-describedby="glossary-definition-node-pool">node pool</a><span role="tooltip" id="glossary-definition-node-pool" class="glossary-definition">A group of cluster nodes of the same machine type.</span></span> scales as one unit.</p>
</div></article>`,
    };
    const [doc] = pageSearchDocs(page);
    expect(doc.content).toBe('Each node pool scales as one unit.');
    const {index} = buildSearchFiles([page]);
    const loaded = lunr.Index.load(index);
    expect(loaded.search('pool')).toHaveLength(1);
    expect(loaded.search('machine')).toEqual([]);
  });

  it('keeps the opening of long texts, cut at a space', () => {
    const text = 'word '.repeat(100).trim();
    const kept = opening(text);
    expect(kept.length).toBeLessThanOrEqual(CONTENT_CHARS);
    expect(kept.endsWith('word')).toBe(true);
    expect(opening('a &amp;'.repeat(60))).not.toMatch(/&[a-z]*$/);
  });
});
