import {evaluate} from '@mdx-js/mdx';
import type {Link, Root} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import remarkGlossaryLinks, {
  isGlossaryPage,
  glossaryForms,
  linkGlossaryTerms,
  UNLINKED_FORMS,
} from '../../plugins/remark-glossary-links';
import {parseMarkdownTree} from '../../scripts/content-checks/markdown';
import {GLOSSARY, type GlossaryTerm} from '../../src/data/glossary';

/** A small glossary, so that each case shows one rule. */
const TERMS: GlossaryTerm[] = [
  {
    term: 'Pod',
    slug: 'pod',
    definition: 'The smallest unit Kubernetes schedules.',
    seeAlso: '/a/',
    group: 'kubernetes',
  },
  {
    term: 'Node pool',
    slug: 'node-pool',
    definition: 'A group of nodes that scales as one unit.',
    seeAlso: '/a/',
    aliases: ['Nodepool'],
    group: 'platform',
  },
  {
    term: 'Node',
    slug: 'node',
    definition: 'One machine of the cluster.',
    seeAlso: '/a/',
    group: 'kubernetes',
  },
  {
    term: 'Data Platform',
    slug: 'data-platform',
    definition: 'Services that store and compute on data.',
    seeAlso: '/a/',
    group: 'platform',
  },
  {
    term: 'Data Science Platform',
    slug: 'data-science-platform',
    definition: 'A data platform for notebooks.',
    seeAlso: '/a/',
    aliases: ['DSP'],
    group: 'platform',
  },
  {
    term: 'kubectl',
    slug: 'kubectl',
    definition: 'The Kubernetes command-line client, run as `kubectl`.',
    seeAlso: '/a/',
    group: 'tooling',
  },
  {
    term: 'Helm',
    slug: 'helm',
    definition: 'The package manager for Kubernetes.',
    seeAlso: '/a/',
    group: 'tooling',
  },
  {
    term: 'IAM',
    slug: 'iam',
    definition: 'Identity and access management.',
    seeAlso: '/a/',
    group: 'platform',
  },
];

interface Found {
  slug: string;
  text: string;
}

/** The linked terms of a page, in order, with the text each link shows. */
function linked(markdown: string, terms: readonly GlossaryTerm[] = TERMS): Found[] {
  const tree = parseMarkdownTree(markdown);
  linkGlossaryTerms(tree, glossaryForms(terms));
  return found(tree);
}

function found(tree: Root): Found[] {
  const result: Found[] = [];
  visit(tree, 'mdxJsxTextElement', (node: MdxJsxTextElement) => {
    const className = node.attributes.find((a) => 'name' in a && a.name === 'className');
    if (className?.value !== 'glossary-term') return;
    const link = node.children[0] as Link;
    result.push({
      slug: link.url.replace('/glossary/#', ''),
      text: (link.children[0] as {value: string}).value,
    });
  });
  return result;
}

/** The HTML of an MDX page compiled with the plugin, as React renders it. */
async function render(source: string, path = '/site/docs/page.mdx'): Promise<string> {
  const {default: Content} = await evaluate(
    {value: source, path},
    {...runtime, remarkPlugins: [[remarkGlossaryLinks, {terms: TERMS}]]},
  );
  return renderToStaticMarkup(createElement(Content));
}

describe('glossary links', () => {
  it('renders the markup the stylesheet and the Markdown converter rely on', async () => {
    expect(await render('Every Pod runs on a node.')).toBe(
      '<p>Every <span class="glossary-term"><a href="/glossary/#pod" aria-describedby="glossary-definition-pod">Pod</a>' +
        '<span role="tooltip" id="glossary-definition-pod" class="glossary-definition">The smallest unit Kubernetes schedules.</span></span>' +
        ' runs on a node.</p>',
    );
  });

  it('shows a definition’s backticked words as code', async () => {
    expect(await render('Install it, then run kubectl.')).toContain(
      'class="glossary-definition">The Kubernetes command-line client, run as <code>kubectl</code>.</span>',
    );
  });

  it('links only the first occurrence of a term on a page, aliases included', () => {
    expect(
      linked('Run kubectl here.\n\nRun kubectl there, with a Nodepool and a node pool.'),
    ).toEqual([
      {slug: 'kubectl', text: 'kubectl'},
      {slug: 'node-pool', text: 'Nodepool'},
    ]);
  });

  it('links an alias to its term’s entry', () => {
    expect(linked('Our DSP runs here.')).toEqual([{slug: 'data-science-platform', text: 'DSP'}]);
  });

  it('prefers the longest match where terms overlap', () => {
    expect(linked('A Data Science Platform is more than a Data Platform.')).toEqual([
      {slug: 'data-science-platform', text: 'Data Science Platform'},
      {slug: 'data-platform', text: 'Data Platform'},
    ]);
    // "Node" is part of a node pool, even when the node pool is already linked.
    expect(linked('Create a node pool. Then resize the node pool.')).toEqual([
      {slug: 'node-pool', text: 'node pool'},
    ]);
  });

  it('matches whole words only, with the regular plural', () => {
    expect(linked('Scale the Pods, not the Podcasts or Pod-level settings.')).toEqual([
      {slug: 'pod', text: 'Pods'},
    ]);
    expect(linked('See Helm.sh and helm-docs and Helmfile.')).toEqual([]);
    expect(linked('The IAMs and Pod.yaml files.')).toEqual([{slug: 'iam', text: 'IAMs'}]);
  });

  it('follows the case rules that keep everyday words out', () => {
    // A capitalised one-word term: exact case, not at a sentence start, not in a longer name.
    expect(linked('Pods start fast. A pod is small.')).toEqual([]);
    expect(linked('The Pod Security level applies.')).toEqual([]);
    // A lower-case term also matches with a capital at a sentence start only.
    expect(linked('Kubectl talks to the API.')).toEqual([{slug: 'kubectl', text: 'Kubectl'}]);
    expect(linked('Use Kubectl here.')).toEqual([]);
    // Several words match in any case.
    expect(linked('Each Node Pool is labelled.')).toEqual([{slug: 'node-pool', text: 'Node Pool'}]);
    // Acronyms match exactly.
    expect(linked('The iam role and the Iam page.')).toEqual([]);
  });

  it('never links in code, headings, links, images, bold text or JSX', () => {
    const page = [
      '---',
      'title: Pod and Helm',
      '---',
      '',
      "import Thing from '@site/src/Thing';",
      '',
      '# The Pod heading',
      '',
      'Inline `Pod` code, a [Helm link](/helm/), an ![IAM image](/a.png) and **a Node pool label**.',
      '',
      '```bash',
      'kubectl get Pod',
      '```',
      '',
      '<Thing title="Pod">A Pod in a component</Thing>',
      '',
      'An <a href="/x/">IAM anchor</a>, a <span>Pod kept as is</span> and {"Pod expression"}.',
    ].join('\n');
    expect(linked(page)).toEqual([]);
  });

  it('links in lists, tables, tabs and admonition bodies, never in their titles', () => {
    const page = [
      '- Every Pod is scheduled.',
      '',
      '| Tool | Purpose |',
      '| --- | --- |',
      '| The Helm client | Installs charts |',
      '',
      '<Tabs><TabItem value="a">',
      '',
      'Check with kubectl first.',
      '',
      '</TabItem></Tabs>',
      '',
      ':::note[About the IAM service]',
      'The Data Platform needs IAM.',
      ':::',
    ].join('\n');
    expect(linked(page)).toEqual([
      {slug: 'pod', text: 'Pod'},
      {slug: 'helm', text: 'Helm'},
      {slug: 'kubectl', text: 'kubectl'},
      {slug: 'data-platform', text: 'Data Platform'},
      {slug: 'iam', text: 'IAM'},
    ]);
  });

  it('leaves the table header row, which names columns, alone', () => {
    expect(linked('| Helm | Purpose |\n| --- | --- |\n| a | b |')).toEqual([]);
  });

  it('leaves the glossary page itself untouched', async () => {
    expect(isGlossaryPage('/site/docs/glossary/index.mdx')).toBe(true);
    expect(isGlossaryPage('/site/docs/services/glossary-tools.md')).toBe(false);
    expect(await render('Every Pod runs on a node.', '/site/docs/glossary/index.mdx')).toBe(
      '<p>Every Pod runs on a node.</p>',
    );
  });

  it('keeps the spellings it never links inside the glossary', () => {
    const spellings = new Set(GLOSSARY.flatMap((entry) => [entry.term, ...(entry.aliases ?? [])]));
    for (const form of UNLINKED_FORMS) expect(spellings, form).toContain(form);
  });

  it('does not link "Service" inside "Azure Kubernetes Service", an unlinked spelling', () => {
    expect(linked('Azure Kubernetes Service runs it. Expose it with a Service.', GLOSSARY)).toEqual(
      [{slug: 'service', text: 'Service'}],
    );
  });
});
