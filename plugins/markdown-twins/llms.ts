/**
 * The twins' addresses and the two site-wide files of the llms.txt convention
 * (https://llmstxt.org), built from the docs plugin's processed sidebar
 * (DESIGN.md#markdown-twins-and-llmstxt).
 */
import {twinPath} from '../../src/utils/twins';

/** What llms.txt and llms-full.txt need of a doc. */
export interface TwinPage {
  id: string;
  title: string;
  /** The doc's `sidebar_label`, when it has one. */
  sidebarLabel?: string;
  description: string;
  /** The page's route, `/a/b/`. */
  permalink: string;
}

/** The processed sidebar items the docs plugin loads (only the fields read here). */
export type SidebarNode =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarNode[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

export interface LlmsSection {
  title: string;
  pages: TwinPage[];
}

/**
 * One section per sidebar category, in reading order, titled with the labels of the categories
 * above it (`Services › Kubernetes › Requirements`): the category's landing page, then its own
 * docs. A nested category opens its own section; docs that follow it in the parent continue the
 * parent's section under the same title, so every page keeps its place in reading order. A
 * top-level doc is a section of its own, named by its sidebar label.
 */
export function sidebarSections(
  sidebar: readonly SidebarNode[],
  docs: ReadonlyMap<string, TwinPage>,
): LlmsSection[] {
  const page = (id: string) => {
    const doc = docs.get(id);
    if (!doc) throw new Error(`markdown-twins: the sidebar names an unknown doc "${id}"`);
    return doc;
  };
  const sections: LlmsSection[] = [];
  const walkCategory = (
    category: Extract<SidebarNode, {type: 'category'}>,
    trail: readonly string[],
  ) => {
    const title = [...trail, category.label].join(' › ');
    let current: LlmsSection | undefined;
    const add = (doc: TwinPage) => {
      if (!current) {
        current = {title, pages: []};
        sections.push(current);
      }
      current.pages.push(doc);
    };
    if (category.link?.type === 'doc' && category.link.id) add(page(category.link.id));
    for (const item of category.items) {
      if (item.type === 'doc') add(page(item.id));
      else if (item.type === 'category') {
        walkCategory(item, [...trail, category.label]);
        current = undefined;
      }
    }
  };
  for (const node of sidebar) {
    if (node.type === 'category') walkCategory(node, []);
    else if (node.type === 'doc') {
      const doc = page(node.id);
      sections.push({title: node.label ?? doc.sidebarLabel ?? doc.title, pages: [doc]});
    }
  }
  return sections;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export interface SiteSummary {
  siteUrl: string;
  title: string;
  summary: string;
  details: string;
}

/** llms.txt: `# Title`, `> summary`, a paragraph, then `## Section` lists of twin links. */
export function llmsTxt(site: SiteSummary, sections: readonly LlmsSection[]): string {
  const parts = [`# ${site.title}`, `> ${oneLine(site.summary)}`, oneLine(site.details)];
  for (const section of sections) {
    const lines = section.pages.map(
      (page) =>
        `- [${page.title}](${site.siteUrl}${twinPath(page.permalink)})` +
        (page.description ? `: ${oneLine(page.description)}` : ''),
    );
    parts.push(`## ${section.title}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * llms-full.txt: the llms.txt header, then every twin in sidebar order, each after a rule and
 * the addresses of its page and of its twin.
 */
export function llmsFullTxt(
  site: SiteSummary,
  sections: readonly LlmsSection[],
  twins: ReadonlyMap<string, string>,
): string {
  const parts = [`# ${site.title}`, `> ${oneLine(site.summary)}`, oneLine(site.details)];
  for (const page of sections.flatMap((section) => section.pages)) {
    const twin = twins.get(page.id);
    if (twin === undefined) throw new Error(`markdown-twins: no twin for the doc "${page.id}"`);
    parts.push(
      `---\n\nPage: ${site.siteUrl}${page.permalink}\nMarkdown: ${site.siteUrl}${twinPath(page.permalink)}\n\n${twin.trim()}`,
    );
  }
  return `${parts.join('\n\n')}\n`;
}
