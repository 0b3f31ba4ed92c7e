import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildSearchFiles} from './indexer';

/**
 * docusaurus-lunr-search, with the site's own indexer (./indexer.ts) in place of its postBuild.
 * The plugin keeps its name (the search box reads its global data), its build-specific file
 * names and the files it writes, in the same shape; what goes into them is smaller and covers
 * each page's introduction and table rows.
 */
type LunrSearchOptions = Record<string, unknown> & {excludeRoutes?: string[]};

interface LunrSearchPlugin extends Plugin {
  contentLoaded: NonNullable<Plugin['contentLoaded']>;
}

type FilePaths = (
  routesPaths: string[],
  outDir: string,
  baseUrl: string,
  options: LunrSearchOptions,
) => [{path: string; url: string}[], {excludedCount: number}];

/* eslint-disable @typescript-eslint/no-require-imports -- the plugin is CommonJS, untyped. */
const lunrSearch = require('docusaurus-lunr-search') as (
  context: LoadContext,
  options: LunrSearchOptions,
) => LunrSearchPlugin;
const {getFilePaths} = require('docusaurus-lunr-search/src/utils') as {getFilePaths: FilePaths};
/* eslint-enable @typescript-eslint/no-require-imports */

export default function searchIndexPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = (pluginOptions ?? {}) as LunrSearchOptions;
  const plugin = lunrSearch(context, options);
  let fileNames: {searchDoc: string; lunrIndex: string} | undefined;
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded({
        ...args,
        actions: {
          ...args.actions,
          setGlobalData(data: unknown) {
            fileNames = (data as {fileNames: typeof fileNames}).fileNames;
            args.actions.setGlobalData(data);
          },
        },
      });
    },
    async postBuild({routesPaths, outDir, baseUrl}) {
      if (!fileNames) throw new Error('docusaurus-lunr-search set no file names.');
      const [files] = getFilePaths(routesPaths, outDir, baseUrl, options);
      const pages = files
        .filter((file) => file.path)
        .map((file) => ({url: file.url, html: readFileSync(file.path, 'utf8')}));
      const {searchDocs, index} = buildSearchFiles(pages);
      const searchDocFile = JSON.stringify({searchDocs, options});
      const indexFile = JSON.stringify(index);
      // The unversioned names are the plugin's too (for components swizzled from older versions).
      for (const name of [fileNames.searchDoc, 'search-doc.json']) {
        writeFileSync(path.join(outDir, name), searchDocFile);
      }
      for (const name of [fileNames.lunrIndex, 'lunr-index.json']) {
        writeFileSync(path.join(outDir, name), indexFile);
      }
      console.log(`[search] ${searchDocs.length} documents from ${pages.length} pages indexed`);
    },
  };
}
