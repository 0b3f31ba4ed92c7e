import type {Nodes} from 'mdast';
import {visit} from 'unist-util-visit';
import {lineOf, type ParsedDoc} from '../content-checks/markdown';

export interface ExternalLink {
  url: string;
  /** Every `file:line` that links to the URL. */
  sources: string[];
}

const EXTERNAL = /^https?:\/\//i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'to']);

/** External URLs of the docs, each once, with the places that use it. */
export function collectExternalLinks(docs: readonly ParsedDoc[]): ExternalLink[] {
  const byUrl = new Map<string, string[]>();
  for (const doc of docs) {
    visit(doc.tree, (node: Nodes) => {
      for (const url of urlsOf(node).filter((candidate) => EXTERNAL.test(candidate))) {
        const sources = byUrl.get(url) ?? [];
        sources.push(`${doc.path}:${lineOf(node)}`);
        byUrl.set(url, sources);
      }
    });
  }
  return [...byUrl.entries()]
    .map(([url, sources]) => ({url, sources}))
    .sort((a, b) => a.url.localeCompare(b.url));
}

function urlsOf(node: Nodes): string[] {
  switch (node.type) {
    case 'link':
    case 'image':
    case 'definition':
      return [node.url];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return node.attributes.flatMap((attribute) =>
        attribute.type === 'mdxJsxAttribute' &&
        URL_ATTRIBUTES.has(attribute.name) &&
        typeof attribute.value === 'string'
          ? [attribute.value]
          : [],
      );
    default:
      return [];
  }
}
