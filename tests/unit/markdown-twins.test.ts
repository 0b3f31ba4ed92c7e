import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from '../../plugins/markdown-twins/convert';
import {
  llmsFullTxt,
  llmsTxt,
  sidebarSections,
  type SidebarNode,
  type TwinPage,
} from '../../plugins/markdown-twins/llms';
import {twinPath} from '../../src/utils/twins';

/** A doc page as Docusaurus renders it, around the given article content. */
function page(content: string): string {
  return `<!doctype html><html><body><nav class="navbar">Clouder</nav><main><article>
<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul><li>Home</li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Page title</h1></header>${content}</div>
<footer class="theme-doc-footer"><a href="https://github.com/x/edit/main/docs/a.md">Edit this page</a></footer>
</article><nav class="pagination-nav">Next</nav></main></body></html>`;
}

const DIAGRAM_KEY = '7e395a2e465535b5';
const convert = (content: string, pagePath = '/a/b/') =>
  htmlToMarkdown({
    html: page(content),
    pagePath,
    title: 'Page title',
    description: 'What the page is for.',
    diagrams: new Map([[DIAGRAM_KEY, 'flowchart LR\n  A --> B']]),
  });

const codeBlock = (language: string, lines: string[], title?: string) =>
  `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block">` +
  (title ? `<div class="codeBlockTitle_OeMC">${title}</div>` : '') +
  `<div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-${language}"><code class="codeBlockLines_e6Vv">` +
  lines
    .map((line, index) =>
      `<span class="token-line"><span class="codeLineNumber_Tfdd">${index + 1}</span><span class="token plain">${line}</span><br></span>`.replace(
        /span class="token-line"/,
        'div class="token-line"',
      ),
    )
    .join('')
    .replace(/<br><\/span>/g, '<br></div>') +
  `</code></pre><div class="buttonGroup_M5ko"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>`;

describe('markdown twins: the converter', () => {
  it('starts with the title and the description, and drops the page chrome', () => {
    const markdown = convert(
      '<h2 class="anchor" id="intro">Intro<a href="#intro" class="hash-link" aria-label="Direct link to Intro">\u200b</a></h2><p>Text.</p>',
    );
    expect(markdown).toBe('# Page title\n\n> What the page is for.\n\n## Intro\n\nText.\n');
  });

  it('turns each tab into a heading one level under its context, named by its label', () => {
    const markdown = convert(
      '<h2 id="install">Install</h2><div class="theme-tabs-container tabs-container"><ul role="tablist" class="tabs">' +
        '<li role="tab" aria-selected="true">Linux</li><li role="tab" aria-selected="false">macOS</li></ul>' +
        '<div class="margin-top--md"><div role="tabpanel"><p>With apt.</p></div><div role="tabpanel" hidden><p>With Homebrew.</p></div></div></div>',
    );
    expect(markdown).toContain(
      '## Install\n\n### Linux\n\nWith apt.\n\n### macOS\n\nWith Homebrew.\n',
    );
    expect(markdown).not.toContain('- Linux');
  });

  it('puts a diagram back as its mermaid source', () => {
    const markdown = convert(
      `<div class="mermaid-diagram" tabindex="0"><p><img alt="Diagram: A, B" src="/assets/images/${DIAGRAM_KEY}-b20a1b21a2ba4173d21b74126eaf79fe.svg"></p></div>`,
    );
    expect(markdown).toContain('```mermaid\nflowchart LR\n  A --> B\n```');
    expect(markdown).not.toContain('.svg');
  });

  it('fails on a diagram whose source it cannot find', () => {
    expect(() =>
      convert(
        '<div class="mermaid-diagram"><p><img alt="x" src="/assets/images/0000000000000000-ab.svg"></p></div>',
      ),
    ).toThrow(/no mermaid source/);
  });

  it('turns an HTML table into a GFM table, with links made absolute', () => {
    const markdown = convert(
      '<div class="wrapper"><table><thead><tr><th scope="col">Variable</th><th scope="col">Meaning</th></tr></thead>' +
        '<tbody><tr id="x"><td><a href="#x"><code>X</code></a></td><td>See <a href="../c/">C</a>.</td></tr></tbody></table></div>',
    );
    expect(markdown).toContain(
      '| Variable | Meaning |\n| - | - |\n| [`X`](/a/b/#x) | See [C](/a/c/). |',
    );
  });

  it('turns a definition list (the glossary) into a two-column table', () => {
    const markdown = convert(
      '<dl><dt id="acme"><a href="#acme">ACME</a></dt><dd><p>A protocol.</p><a href="/tls/">Read more</a></dd></dl>',
      '/glossary/',
    );
    expect(markdown).toContain(
      '| Term | Definition |\n| - | - |\n| [ACME](/glossary/#acme) | A protocol. [Read more](/tls/) |',
    );
  });

  it('keeps a code block’s language, title and exact lines, without line numbers or the copy button', () => {
    const markdown = convert(
      codeBlock('bash', ['export A="1"', '', '  echo "$A" | grep 1'], 'Example'),
    );
    expect(markdown).toContain(
      '```bash title="Example"\nexport A="1"\n\n  echo "$A" | grep 1\n```',
    );
    expect(markdown).not.toMatch(/Copy|^1export/m);
  });

  it('uses a longer fence when the code holds a fence', () => {
    const markdown = convert(codeBlock('markdown', ['```yaml', 'a: 1', '```']));
    expect(markdown).toContain('````markdown\n```yaml\na: 1\n```\n````');
  });

  it('turns an admonition into a blockquote headed by its title', () => {
    const markdown = convert(
      '<div class="theme-admonition theme-admonition-warning admonition_x alert alert--warning"><div class="admonitionHeading_y"><span class="admonitionIcon_z"><svg></svg></span>warning</div>' +
        '<div class="admonitionContent_w"><p>Back up <code>etcd</code> first.</p><p>Then upgrade.</p></div></div>',
    );
    expect(markdown).toContain('> **Warning:** Back up `etcd` first.\n>\n> Then upgrade.');
  });

  it('drops the glossary’s tooltip definition and keeps the link', () => {
    const markdown = convert(
      '<p>Create an <span class="glossary-term"><a href="/glossary/#ingress" aria-describedby="gd-1">Ingress</a>' +
        '<span role="tooltip" class="glossary-definition" id="gd-1">An object that routes HTTP.</span></span> first.</p>',
    );
    expect(markdown).toContain('Create an [Ingress](/glossary/#ingress) first.');
    expect(markdown).not.toContain('routes HTTP');
  });

  it('makes image and external addresses absolute', () => {
    const markdown = convert(
      '<p><img alt="Logo" src="/img/logo.svg"> <a href="https://example.com/x">x</a> <a href="c/">c</a></p>',
    );
    expect(markdown).toContain('![Logo](/img/logo.svg) [x](https://example.com/x) [c](/a/b/c/)');
  });
});

describe('markdown twins: llms.txt', () => {
  const doc = (id: string, permalink: string): TwinPage => ({
    id,
    title: `Title of ${id}`,
    description: `About ${id}.`,
    permalink,
  });
  const docs = new Map(
    [
      doc('index', '/'),
      doc('guide/index', '/guide/'),
      doc('guide/a', '/guide/a/'),
      doc('guide/deep/index', '/guide/deep/'),
      doc('guide/deep/b', '/guide/deep/b/'),
      doc('guide/c', '/guide/c/'),
      doc('glossary/index', '/glossary/'),
    ].map((page) => [page.id, page]),
  );
  const sidebar: SidebarNode[] = [
    {type: 'doc', id: 'index', label: 'Home'},
    {
      type: 'category',
      label: 'Guide',
      link: {type: 'doc', id: 'guide/index'},
      items: [
        {type: 'doc', id: 'guide/a'},
        {
          type: 'category',
          label: 'Deep',
          link: {type: 'doc', id: 'guide/deep/index'},
          items: [{type: 'doc', id: 'guide/deep/b'}],
        },
        {type: 'doc', id: 'guide/c'},
      ],
    },
    {type: 'link'},
    {type: 'doc', id: 'glossary/index', label: 'Glossary'},
  ];
  const site = {
    siteUrl: 'https://example.com',
    title: 'Site',
    summary: 'What the site is.',
    details: 'How to read it.',
  };

  it('names twins after the page path, the home page index.md', () => {
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/cluster/')).toBe('/cluster.md');
    expect(twinPath('/services/kubernetes/cluster/aws-eks/')).toBe(
      '/services/kubernetes/cluster/aws-eks.md',
    );
  });

  it('has one section per category, titled with its trail, pages in reading order', () => {
    const text = llmsTxt(site, sidebarSections(sidebar, docs));
    expect(text).toBe(
      [
        '# Site',
        '> What the site is.',
        'How to read it.',
        '## Home\n\n- [Title of index](https://example.com/index.md): About index.',
        '## Guide\n\n- [Title of guide/index](https://example.com/guide.md): About guide/index.\n' +
          '- [Title of guide/a](https://example.com/guide/a.md): About guide/a.',
        '## Guide › Deep\n\n' +
          '- [Title of guide/deep/index](https://example.com/guide/deep.md): About guide/deep/index.\n' +
          '- [Title of guide/deep/b](https://example.com/guide/deep/b.md): About guide/deep/b.',
        '## Guide\n\n- [Title of guide/c](https://example.com/guide/c.md): About guide/c.',
        '## Glossary\n\n- [Title of glossary/index](https://example.com/glossary.md): About glossary/index.\n',
      ].join('\n\n'),
    );
  });

  it('fails on a sidebar id without a doc', () => {
    expect(() => sidebarSections([{type: 'doc', id: 'missing'}], docs)).toThrow(/missing/);
  });

  it('concatenates every twin in sidebar order with its addresses in llms-full.txt', () => {
    const twins = new Map(
      [...docs.keys()].map((id) => [id, `# Title of ${id}\n\nBody of ${id}.\n`]),
    );
    const text = llmsFullTxt(site, sidebarSections(sidebar, docs), twins);
    const order = [...text.matchAll(/^Page: (\S+)$/gm)].map((match) => match[1]);
    expect(order).toEqual([
      'https://example.com/',
      'https://example.com/guide/',
      'https://example.com/guide/a/',
      'https://example.com/guide/deep/',
      'https://example.com/guide/deep/b/',
      'https://example.com/guide/c/',
      'https://example.com/glossary/',
    ]);
    expect(text).toContain(
      '---\n\nPage: https://example.com/guide/a/\nMarkdown: https://example.com/guide/a.md\n\n# Title of guide/a\n\nBody of guide/a.',
    );
  });
});
