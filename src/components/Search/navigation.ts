import {useCallback, type MouseEvent} from 'react';
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

/** A click that opens a link here; with a modifier key or another button the browser decides. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
