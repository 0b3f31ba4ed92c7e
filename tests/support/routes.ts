import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import sidebars from '../../sidebars';

/**
 * The site's routes, read from their one source: the docs tree (folders are routes) and the
 * sidebar that lists every doc id (DESIGN.md#routes). Nothing here is a hand-kept list, so adding
 * a page as the README says is all a test needs.
 */
const ROOT = path.resolve(__dirname, '..', '..');
export const DOCS_DIR = path.join(ROOT, 'docs');
const PAGES_DIR = path.join(ROOT, 'src', 'pages');

/** The route a doc file is served at: folders are routes, `index` is the folder's own page. */
export function routeOfDocFile(relativePath: string): string {
  return routeOfDocId(
    relativePath
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/'),
  );
}

/** The route of a doc id (its path without extension), with the trailing-slash policy. */
export function routeOfDocId(id: string): string {
  const route = id === 'index' ? '' : id.replace(/(^|\/)index$/, '');
  return route === '' ? '/' : `/${route}/`;
}

/** Doc files under `directory`, relative to it; `_` files and folders are partials, not pages. */
export function docFiles(directory = DOCS_DIR): string[] {
  return readdirSync(directory).flatMap((entry) => {
    if (entry.startsWith('_')) return [];
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) {
      return docFiles(full).map((file) => path.join(entry, file));
    }
    return /\.mdx?$/.test(entry) ? [entry] : [];
  });
}

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** Every doc id a sidebar names: doc items and category landing pages, in reading order. */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...link, ...sidebarDocIds(item.items as SidebarItem[])];
    }
    return [];
  });
}

export const SIDEBAR_DOC_IDS: readonly string[] = sidebarDocIds(
  sidebars.tutorialSidebar as SidebarItem[],
);

/** Every doc route, from the docs tree. */
export const DOC_ROUTES: readonly string[] = docFiles().map(routeOfDocFile).sort();

/** Standalone pages under src/pages (React or MDX), except tests and partials. */
export const PAGE_ROUTES: readonly string[] = readdirSync(PAGES_DIR)
  .filter((file) => /\.(tsx|mdx?)$/.test(file) && !/\.test\./.test(file) && !file.startsWith('_'))
  .map((file) => `/${file.replace(/\.(tsx|mdx?)$/, '')}/`)
  .filter((route) => route !== '/index/')
  .sort();
