import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchEngine} from '@site/src/utils/search/engine';
import {SEARCH_PLUGIN_NAME, type SearchFileNames} from '@site/src/utils/search/format';
import {
  loadSearchEngine,
  loadedSearchEngine,
  onSearchEngineLoaded,
} from '@site/src/utils/search/load';

export type SearchEngineStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SearchEngineState {
  status: SearchEngineStatus;
  engine: SearchEngine | undefined;
  /** Starts loading the search files, if not already loaded; resolves once ready. */
  load: () => Promise<SearchEngine | undefined>;
}

/**
 * The search engine, loaded on demand. A failed load is kept from the reader (DESIGN.md#search-box):
 * the box stays as it was, and a later interaction tries again.
 */
export function useSearchEngine(): SearchEngineState {
  const {siteConfig} = useDocusaurusContext();
  const {fileNames} = usePluginData(SEARCH_PLUGIN_NAME) as {fileNames: SearchFileNames};
  const [engine, setEngine] = useState<SearchEngine | undefined>(loadedSearchEngine);
  const [status, setStatus] = useState<SearchEngineStatus>(engine ? 'ready' : 'idle');
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const unsubscribe = onSearchEngineLoaded((loaded) => {
      setEngine(loaded);
      setStatus('ready');
    });
    return () => {
      mounted.current = false;
      unsubscribe();
    };
  }, []);

  const load = useCallback(async () => {
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    try {
      const loaded = await loadSearchEngine(siteConfig.baseUrl, fileNames);
      if (mounted.current) {
        setEngine(loaded);
        setStatus('ready');
      }
      return loaded;
    } catch {
      if (mounted.current) setStatus('failed');
      return undefined;
    }
  }, [siteConfig.baseUrl, fileNames]);

  return {status, engine, load};
}
