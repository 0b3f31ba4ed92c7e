import type {SearchEngine} from './engine';
import type {SearchDocFile, SearchFileNames, SearchIndexFile} from './format';
import {searchFileUrl} from './urls';

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
 * Fetches the document list and the prebuilt index, once per page session, with the engine: a
 * separate chunk, so that readers who never search do not download it. A failed load is
 * forgotten, so that the next interaction tries again.
 */
export function loadSearchEngine(
  baseUrl: string,
  fileNames: SearchFileNames,
): Promise<SearchEngine> {
  pending ??= Promise.all([
    fetchJson<SearchDocFile>(searchFileUrl(baseUrl, fileNames.searchDoc)),
    fetchJson<SearchIndexFile>(searchFileUrl(baseUrl, fileNames.searchIndex)),
    import(/* webpackChunkName: "search-engine" */ './engine'),
  ]).then(([searchDocFile, indexFile, {createSearchEngine}]) => {
    const engine = createSearchEngine(searchDocFile, indexFile);
    loaded = engine;
    listeners.forEach((listener) => listener(engine));
    return engine;
  });
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
