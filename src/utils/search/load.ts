import type {SearchEngine} from './engine';
import {searchFileUrl} from './urls';
import type {SearchDocFile} from './types';

/** The build-time file names, from `usePluginData('docusaurus-lunr-search')`. */
export interface SearchFileNames {
  searchDoc: string;
  lunrIndex: string;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

let pending: Promise<SearchEngine> | undefined;
let loaded: SearchEngine | undefined;

const listeners = new Set<(engine: SearchEngine) => void>();

/** The engine if this page session has loaded it already: boxes mounted later start ready. */
export function loadedSearchEngine(): SearchEngine | undefined {
  return loaded;
}

/** Tells a mounted search box when another one (say, the results page) has loaded the engine. */
export function onSearchEngineLoaded(listener: (engine: SearchEngine) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fetches the search doc and the prebuilt index and loads lunr, once per page session. lunr and
 * the ranking code are a separate chunk so that readers who never search do not download them. A failed load is
 * forgotten, so that the next interaction tries again.
 */
export function loadSearchEngine(
  baseUrl: string,
  fileNames: SearchFileNames,
): Promise<SearchEngine> {
  pending ??= Promise.all([
    fetchJson<SearchDocFile>(searchFileUrl(baseUrl, fileNames.searchDoc)),
    fetchJson<object>(searchFileUrl(baseUrl, fileNames.lunrIndex)),
    import(/* webpackChunkName: "search-lunr" */ 'lunr'),
    import(/* webpackChunkName: "search-engine" */ './engine'),
  ]).then(([searchDocFile, serializedIndex, lunrModule, {createSearchEngine}]) => {
    const engine = createSearchEngine(lunrModule.default, searchDocFile, serializedIndex);
    loaded = engine;
    listeners.forEach((listener) => listener(engine));
    return engine;
  });
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
