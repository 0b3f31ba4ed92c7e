import type {Element, ElementContent, Nodes, Root, RootContent} from 'hast';
import type {Code} from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {unified} from 'unified';
import {DEFINITION_CLASS} from '../remark-glossary-links';

/**
 * A doc page's built HTML as clean Markdown (DESIGN.md#markdown-twins-and-llmstxt). The input is
 * the rendered page, so generated content (the CLI reference, tables drawn by React components)
 * is there as readers see it; the HTML is first reshaped so that each MDX construct has a plain
 * Markdown form, then converted with rehype-remark and remark-gfm.
 */
export interface TwinInput {
  /** The page's whole HTML file. */
  html: string;
  /** Route of the page, as `/a/b/`. */
  pagePath: string;
  title: string;
  description?: string;
  /** Mermaid source by diagram key (plugins/mermaid-svg `diagramKey`). */
  diagrams: ReadonlyMap<string, string>;
}

const h = (tagName: string, properties: Element['properties'], children: ElementContent[]) =>
  ({type: 'element', tagName, properties, children}) satisfies Element;
const text = (value: string) => ({type: 'text' as const, value});

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}
const hasClass = (node: Element, name: string) => classes(node).includes(name);
const isElement = (node: Nodes): node is Element => node.type === 'element';

/** UI chrome inside the article, and the glossary's tooltip text (the link stays). */
const DROPPED = [
  '.hash-link',
  `.${DEFINITION_CLASS}`,
  'button',
  'nav',
  'svg',
  'script',
  'style',
  'noscript',
  '.theme-doc-toc-mobile',
];

/** The code of a rendered code block: one line per Prism token line, without line numbers. */
function codeText(code: Element): string {
  const lines = code.children.filter(
    (child): child is Element => isElement(child) && hasClass(child, 'token-line'),
  );
  if (lines.length === 0) return toString(code).replace(/\n$/, '');
  return lines
    .map((line) =>
      toString({
        ...line,
        children: line.children.filter(
          (child) =>
            !(isElement(child) && classes(child).some((c) => c.startsWith('codeLineNumber'))),
        ),
      }),
    )
    .join('\n');
}

/** A rendered code block (`div.theme-code-block`) as a `pre` that the handler below reads. */
function codeBlock(node: Element): Element {
  const pre = select('pre', node);
  const code = pre && select('code', pre);
  const language = [...classes(node), ...(pre ? classes(pre) : [])]
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const titleNode = selectAll('div', node).find((div) =>
    classes(div).some((c) => c.startsWith('codeBlockTitle')),
  );
  return h(
    'pre',
    {
      dataTwinLang: language && language !== 'text' ? language : 'text',
      dataTwinTitle: titleNode ? toString(titleNode) : undefined,
    },
    [text(code ? codeText(code) : '')],
  );
}

function mermaidBlock(node: Element, diagrams: ReadonlyMap<string, string>): Element {
  const img = select('img', node);
  const src = String(img?.properties.src ?? '');
  const key = /\/([0-9a-f]{16})-[0-9a-f]+\.svg$/.exec(src)?.[1];
  const source = key ? diagrams.get(key) : undefined;
  if (source === undefined) {
    throw new Error(`markdown-twins: no mermaid source for the diagram ${src || '(no image)'}`);
  }
  return h('pre', {dataTwinLang: 'mermaid'}, [text(source.trim())]);
}

/** An admonition as a blockquote that starts with its title in bold: `> **Note:** …`. */
function admonition(node: Element): Element {
  const type = classes(node)
    .find((name) => name.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const heading = node.children.find(
    (child): child is Element =>
      isElement(child) && classes(child).some((c) => c.startsWith('admonitionHeading')),
  );
  const content = node.children.find(
    (child): child is Element =>
      isElement(child) && classes(child).some((c) => c.startsWith('admonitionContent')),
  );
  let title = heading ? toString(heading).trim() : (type ?? 'note');
  if (title.toLowerCase() === type || title === title.toLowerCase()) {
    title = title.charAt(0).toUpperCase() + title.slice(1);
  }
  const label = h('strong', {}, [text(`${title}:`)]);
  const body = content?.children ?? [];
  const first = body.find(isElement);
  if (first?.tagName === 'p') {
    first.children.unshift(label, text(' '));
    return h('blockquote', {}, body);
  }
  return h('blockquote', {}, [h('p', {}, [label]), ...body]);
}

/** `<Tabs>`: each tab becomes a heading one level under the current one, then its panel. */
function tabSections(node: Element, level: number): ElementContent[] {
  const labels = selectAll('[role="tab"]', node).map((tab) => toString(tab).trim());
  const panels = selectAll('[role="tabpanel"]', node);
  const headingTag = `h${Math.min(level + 1, 6)}`;
  return panels.flatMap((panel, index) => [
    h(headingTag, {}, [text(labels[index] ?? `Tab ${index + 1}`)]),
    ...panel.children,
  ]);
}

/** A definition list (the glossary) as a two-column table: term, then definition. */
function definitionTable(node: Element): Element {
  const rows: Element[] = [];
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.tagName === 'dt') rows.push(h('tr', {}, [h('td', {}, child.children)]));
    if (child.tagName === 'dd' && rows.length > 0) {
      // A cell holds one line: the definition's paragraphs and links, separated by spaces.
      const inline = child.children.flatMap((part): ElementContent[] =>
        isElement(part) && (part.tagName === 'p' || part.tagName === 'div')
          ? [...part.children, text(' ')]
          : [part, text(' ')],
      );
      rows[rows.length - 1].children.push(h('td', {}, inline));
    }
  }
  const head = h('tr', {}, [h('th', {}, [text('Term')]), h('th', {}, [text('Definition')])]);
  return h('table', {}, [h('thead', {}, [head]), h('tbody', {}, rows)]);
}

/** A link or image address as an absolute site path (same site) or an absolute URL. */
function absolute(href: string, pagePath: string): string {
  const base = new URL(pagePath, 'https://twin.invalid');
  const url = new URL(href, base);
  return url.origin === base.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * Rewrites the article in document order. `level` is the level of the last heading seen, so
 * that tab headings sit one level under their context.
 */
function reshape(parent: Root | Element, input: TwinInput, state: {level: number}): void {
  const out: (RootContent | ElementContent)[] = [];
  const queue = [...parent.children];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (!isElement(node)) {
      if (node.type !== 'comment') out.push(node);
      continue;
    }
    if (hasClass(node, 'tabs-container')) {
      queue.unshift(...tabSections(node, state.level));
      continue;
    }
    let replaced: Element = node;
    if (hasClass(node, 'theme-code-block')) replaced = codeBlock(node);
    else if (hasClass(node, 'mermaid-diagram')) replaced = mermaidBlock(node, input.diagrams);
    else if (hasClass(node, 'theme-admonition')) replaced = admonition(node);
    else if (node.tagName === 'dl') replaced = definitionTable(node);
    const heading = /^h([1-6])$/.exec(replaced.tagName);
    if (heading) state.level = Number(heading[1]);
    for (const attribute of ['href', 'src'] as const) {
      const value = replaced.properties[attribute];
      if (typeof value === 'string' && value !== '') {
        replaced.properties[attribute] = absolute(value, input.pagePath);
      }
    }
    if (replaced.tagName !== 'pre') reshape(replaced, input, state);
    out.push(replaced);
  }
  parent.children = out as typeof parent.children;
}

function removeAll(tree: Root | Element, selector: string): void {
  const doomed = new Set(selectAll(selector, tree));
  const prune = (node: Root | Element) => {
    node.children = node.children.filter(
      (child) => !(isElement(child) && doomed.has(child)),
    ) as typeof node.children;
    for (const child of node.children) if (isElement(child)) prune(child);
  };
  prune(tree);
}

/** The article's Markdown body, without its title heading (the twin writes its own). */
export function articleTree(html: string): Root {
  const page = unified().use(rehypeParse).parse(html);
  const article = select('article .theme-doc-markdown', page) ?? select('article', page);
  if (!article) throw new Error('markdown-twins: the page has no article');
  const body: Root = {type: 'root', children: article.children};
  for (const selector of DROPPED) removeAll(body, selector);
  removeAll(body, 'header');
  const title = select('h1', body);
  if (title) removeAll(body, 'h1');
  return body;
}

const processor = unified()
  .use(rehypeRemark, {
    handlers: {
      pre(_state, node: Element): Code {
        const lang = node.properties.dataTwinLang;
        const title = node.properties.dataTwinTitle;
        return {
          type: 'code',
          lang: typeof lang === 'string' ? lang : 'text',
          meta: typeof title === 'string' ? `title=${JSON.stringify(title)}` : null,
          value: toString(node),
        };
      },
    },
  })
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });

/** The hast of an HTML fragment, reshaped; exported for tests of single constructs. */
export function reshapeFragment(tree: Root, input: TwinInput): Root {
  reshape(tree, input, {level: 1});
  return tree;
}

/** The Markdown twin of a page: `# Title`, the description as a blockquote, then the body. */
export function htmlToMarkdown(input: TwinInput): string {
  const tree = reshapeFragment(articleTree(input.html), input);
  const body = processor.stringify(processor.runSync(tree)).trim();
  const head = [`# ${input.title}`];
  if (input.description) head.push(`> ${input.description.replace(/\s+/g, ' ').trim()}`);
  return `${head.join('\n\n')}\n\n${body}\n`;
}
