/**
 * The twins' addresses and the two site-wide files of the llms.txt convention
 * (https://llmstxt.org), built from the docs plugin's processed sidebar
 * (DESIGN.md#markdown-twins-and-llmstxt).
 */

/** The address of a page's Markdown twin: `/a/b/` → `/a/b.md`, the home page `/` → `/index.md`. */
export function twinPath(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

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

function docsOf(node: SidebarNode, docs: ReadonlyMap<string, TwinPage>): TwinPage[] {
  const page = (id: string) => {
    const doc = docs.get(id);
    if (!doc) throw new Error(`markdown-twins: the sidebar names an unknown doc "${id}"`);
    return [doc];
  };
  if (node.type === 'doc') return page(node.id);
  if (node.type === 'category') {
    const landing = node.link?.type === 'doc' && node.link.id ? page(node.link.id) : [];
    return [...landing, ...node.items.flatMap((item) => docsOf(item, docs))];
  }
  return [];
}

/**
 * One section per top-level sidebar entry, in sidebar order: a category is a section named by
 * its label, holding its landing page and then every page under it, nested categories flattened
 * in reading order; a top-level doc is a section of its own, named by its sidebar label.
 */
export function sidebarSections(
  sidebar: readonly SidebarNode[],
  docs: ReadonlyMap<string, TwinPage>,
): LlmsSection[] {
  return sidebar.flatMap((node): LlmsSection[] => {
    const pages = docsOf(node, docs);
    if (pages.length === 0) return [];
    const title =
      node.type === 'category'
        ? node.label
        : node.type === 'doc'
          ? (node.label ?? pages[0].sidebarLabel ?? pages[0].title)
          : '';
    return [{title, pages}];
  });
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
