import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchFileNames, SEARCH_PLUGIN_NAME} from '../../src/utils/search/format';
import {buildSearchFiles, pageContent, type PageContent} from './indexer';

export interface SearchIndexPluginOptions {
  /** Route prefixes left out of the index (test fixtures). */
  excludeRoutes?: string[];
  /** Route prefixes of the reference pages, for the results page's filter by kind. */
  referenceRoutes?: string[];
  /** Results shown in the search box. */
  maxHits?: number;
}

/** The HTML file Docusaurus writes for a route (trailing-slash routes: `<route>/index.html`). */
function htmlFileOf(outDir: string, route: string): string {
  const relative = route.replace(/^\/+/, '');
  return route.endsWith('/')
    ? path.join(outDir, relative, 'index.html')
    : path.join(outDir, `${relative}.html`);
}

/**
 * Writes the two search files after the build, from the built HTML of every route (the text a
 * reader sees, after every plugin has run), under names unique to the build: the search box
 * reads them from the global data, and a cached old file is never taken for a new one.
 */
export default function searchIndexPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const {
    excludeRoutes = [],
    referenceRoutes = [],
    maxHits = 8,
  } = (pluginOptions ?? {}) as SearchIndexPluginOptions;
  const fileNames = searchFileNames(Date.now());
  const {baseUrl} = context;
  return {
    name: SEARCH_PLUGIN_NAME,
    async contentLoaded({actions}) {
      actions.setGlobalData({fileNames});
    },
    async postBuild({routesPaths, outDir}) {
      const contents: PageContent[] = [];
      for (const route of new Set(routesPaths)) {
        const local = `/${route.slice(baseUrl.length)}`;
        if (excludeRoutes.some((prefix) => local.startsWith(prefix))) continue;
        const file = htmlFileOf(outDir, route.slice(baseUrl.length - 1));
        if (!existsSync(file)) continue;
        const content = pageContent({url: route, html: readFileSync(file, 'utf8')});
        if (content) contents.push(content);
      }
      contents.sort((a, b) => a.url.localeCompare(b.url));
      const {docFile, indexFile} = buildSearchFiles(contents, {
        referenceRoutes: referenceRoutes.map((route) => `${baseUrl}${route.replace(/^\//, '')}`),
        maxHits,
      });
      writeFileSync(path.join(outDir, fileNames.searchDoc), JSON.stringify(docFile));
      writeFileSync(path.join(outDir, fileNames.searchIndex), JSON.stringify(indexFile));
      console.log(
        `[search] ${docFile.searchDocs.sections.length} sections of ${contents.length} pages indexed`,
      );
    },
  };
}
