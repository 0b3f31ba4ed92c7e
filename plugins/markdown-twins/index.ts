import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {collectDiagrams} from '../mermaid-svg/sources';
import {htmlToMarkdown} from './convert';
import {
  llmsFullTxt,
  llmsTxt,
  sidebarSections,
  type SidebarNode,
  type SiteSummary,
  type TwinPage,
} from './llms';
import {twinPath} from '../../src/utils/twins';

export interface MarkdownTwinsOptions {
  /** The sidebar whose groups llms.txt follows. */
  sidebarId: string;
  summary: string;
  details: string;
}

/**
 * Markdown twins of the doc pages, and llms.txt and llms-full.txt
 * (DESIGN.md#markdown-twins-and-llmstxt). After the build has rendered every page, each doc's
 * HTML becomes Markdown at its page path plus `.md` (./convert.ts), and the two site files list
 * and concatenate the twins in the sidebar's groups and order (./llms.ts). The docs of the
 * default docs plugin only: the test-only docs are left out.
 */
export default function markdownTwinsPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as MarkdownTwinsOptions;
  let docs: LoadedContent | undefined;
  return {
    name: 'markdown-twins',
    allContentLoaded({allContent}) {
      docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
    },
    postBuild({outDir}) {
      const version = docs?.loadedVersions[0];
      if (!version) throw new Error('markdown-twins: the docs plugin loaded no version');
      const sidebar = version.sidebars[options.sidebarId] as SidebarNode[] | undefined;
      if (!sidebar) throw new Error(`markdown-twins: no sidebar "${options.sidebarId}"`);
      const diagrams = collectDiagrams();
      const pages = new Map<string, TwinPage>();
      const twins = new Map<string, string>();
      for (const doc of version.docs) {
        // Metadata permalinks have no trailing slash; the routes (trailingSlash: true) do.
        const permalink = doc.permalink.endsWith('/') ? doc.permalink : `${doc.permalink}/`;
        const html = readFileSync(path.join(outDir, permalink, 'index.html'), 'utf8');
        const markdown = htmlToMarkdown({
          html,
          pagePath: permalink,
          title: doc.title,
          description: doc.description,
          diagrams,
        });
        const file = path.join(outDir, twinPath(permalink));
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, markdown);
        twins.set(doc.id, markdown);
        pages.set(doc.id, {
          id: doc.id,
          title: doc.title,
          sidebarLabel: doc.frontMatter.sidebar_label,
          description: doc.description,
          permalink,
        });
      }
      const site: SiteSummary = {
        siteUrl: context.siteConfig.url.replace(/\/$/, ''),
        title: context.siteConfig.title,
        summary: options.summary,
        details: options.details,
      };
      const sections = sidebarSections(sidebar, pages);
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site, sections));
      writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, sections, twins));
    },
  };
}
