import {readFileSync} from 'node:fs';
import type {Code, Nodes, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import {visit} from 'unist-util-visit';
import {parse as parseYaml} from 'yaml';

export interface CodeBlock {
  lang: string | null;
  meta: string | null;
  value: string;
  /** 1-based line of the opening fence in the Markdown file. */
  fenceLine: number;
  /** True for ``` / ~~~ blocks, false for indented code. */
  fenced: boolean;
}

export interface ParsedDoc {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  source: string;
  tree: Root;
  frontMatter: Record<string, unknown>;
  /** Set when the front matter is not valid YAML. */
  frontMatterError: string | null;
  codeBlocks: CodeBlock[];
}

const mdxExtensions = {
  extensions: [frontmatter(['yaml']), gfm(), directive(), mdxjs()],
  mdastExtensions: [
    frontmatterFromMarkdown(['yaml']),
    gfmFromMarkdown(),
    directiveFromMarkdown(),
    mdxFromMarkdown(),
  ],
};

// Plain CommonMark + GFM, used only when a page is not valid MDX: the production build reports
// the MDX error itself, and the content checks still get a tree to look at.
const markdownExtensions = {
  extensions: [frontmatter(['yaml']), gfm(), directive()],
  mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown(), directiveFromMarkdown()],
};

export function parseMarkdownTree(source: string): Root {
  const withoutHeadingIds = blankHeadingIds(source);
  try {
    return fromMarkdown(withoutHeadingIds, mdxExtensions);
  } catch {
    return fromMarkdown(withoutHeadingIds, markdownExtensions);
  }
}

// Docusaurus removes explicit heading ids (`## Verify {#verify}`) before MDX sees them; MDX alone
// would read them as a broken expression. Blanking them keeps every offset and line unchanged.
function blankHeadingIds(source: string): string {
  return source.replace(
    /^(#{1,6}[ \t].*?)([ \t]*\{#[^}\s]+\})[ \t]*$/gm,
    (_line, heading: string, id: string) => heading + ' '.repeat(id.length),
  );
}

/** A change to the tree before the doc is read, as a remark plugin of the build makes it. */
export type TreeTransform = (tree: Root, path: string) => void;

export function parseDocFile(
  absolutePath: string,
  relativePath: string,
  transform?: TreeTransform,
): ParsedDoc {
  return parseDoc(relativePath, readFileSync(absolutePath, 'utf8'), transform);
}

export function parseDoc(path: string, source: string, transform?: TreeTransform): ParsedDoc {
  const tree = parseMarkdownTree(source);
  transform?.(tree, path);
  const {frontMatter, frontMatterError} = readFrontMatter(tree);
  return {
    path,
    source,
    tree,
    frontMatter,
    frontMatterError,
    codeBlocks: collectCodeBlocks(tree, source),
  };
}

function readFrontMatter(tree: Root): Pick<ParsedDoc, 'frontMatter' | 'frontMatterError'> {
  const node = tree.children.find((child) => child.type === 'yaml');
  if (!node) return {frontMatter: {}, frontMatterError: null};
  try {
    const data: unknown = parseYaml(node.value);
    const isRecord = typeof data === 'object' && data !== null && !Array.isArray(data);
    return {frontMatter: isRecord ? (data as Record<string, unknown>) : {}, frontMatterError: null};
  } catch (error) {
    return {frontMatter: {}, frontMatterError: (error as Error).message};
  }
}

function collectCodeBlocks(tree: Root, source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    const start = node.position?.start;
    const opening = start ? source.slice(start.offset ?? 0, (start.offset ?? 0) + 3) : '';
    blocks.push({
      lang: node.lang ?? null,
      meta: node.meta ?? null,
      value: node.value,
      fenceLine: start?.line ?? 1,
      fenced: opening === '```' || opening === '~~~',
    });
  });
  return blocks;
}

export function lineOf(node: Nodes): number {
  return node.position?.start.line ?? 1;
}

/** Languages of the code blocks whose lines a reader runs in a shell (`console`: its `$ ` lines). */
export const SHELL_LANGUAGES: ReadonlySet<string> = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'console',
]);

/**
 * The commands of a shell block, line for line: in a `console` block only the prompt lines
 * (`$ `) are commands and the others, output, become empty lines.
 */
export function shellCommandText(block: CodeBlock): string {
  if (block.lang !== 'console') return block.value;
  return block.value
    .split('\n')
    .map((line) => (line.startsWith('$ ') ? line.slice(2) : ''))
    .join('\n');
}

/** Line in the Markdown file of line `lineInBlock` (1-based) of a fenced block's content. */
export function markdownLineOfBlockLine(block: CodeBlock, lineInBlock: number): number {
  return block.fenceLine + (block.fenced ? lineInBlock : lineInBlock - 1);
}

export function isDocsPage(doc: ParsedDoc): boolean {
  return doc.path.startsWith('docs/');
}

/** Docusaurus skips files and folders starting with `_` (partials imported by other pages). */
export function isPartial(doc: ParsedDoc): boolean {
  return doc.path.split('/').some((segment) => segment.startsWith('_'));
}
