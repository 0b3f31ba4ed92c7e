import {useCallback} from 'react';
import {useHistory} from '@docusaurus/router';
import type {SearchHit} from '@site/src/utils/search/types';

interface SearchNavigationState {
  searchHighlight: string[];
}

export function highlightWordsFromState(state: unknown): string[] {
  const words = (state as Partial<SearchNavigationState> | null | undefined)?.searchHighlight;
  return Array.isArray(words) ? words.filter((word) => typeof word === 'string') : [];
}

/** Opens a search result inside the app, telling the target page which words to highlight. */
export function useOpenSearchHit(): (hit: SearchHit) => void {
  const history = useHistory();
  return useCallback(
    (hit: SearchHit) => {
      const state: SearchNavigationState = {searchHighlight: hit.highlightWords};
      history.push(hit.url, state);
    },
    [history],
  );
}
