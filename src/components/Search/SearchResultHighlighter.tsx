import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import type {highlightWords as HighlightWords} from '@site/src/utils/search/highlightInPage';
import {highlightWordsFromState} from './navigation';

/** After this long without the article's content, the highlighter gives up. */
export const HIGHLIGHT_TIMEOUT_MS = 5000;
const RETRY_INTERVAL_MS = 100;

function articleRoot(): Element | null {
  return document.querySelector('article .markdown') ?? document.querySelector('main');
}

/**
 * Highlights the searched words in the article a search result led to. The page's content may
 * arrive after the location changes, so it retries until the words are found or time runs out.
 * The highlighting code is a chunk of its own, loaded only after a search (DESIGN.md#page-weight).
 */
export default function SearchResultHighlighter(): null {
  const location = useLocation();
  const words = highlightWordsFromState(location.state);
  const wordsKey = words.join('\n');

  useEffect(() => {
    if (wordsKey === '') return undefined;
    const wanted = wordsKey.split('\n');
    let undo: (() => void) | undefined;
    let highlightWords: typeof HighlightWords | undefined;
    let cancelled = false;
    const startedAt = Date.now();
    const timer = window.setInterval(tryHighlight, RETRY_INTERVAL_MS);
    import(/* webpackChunkName: "search-highlight" */ '@site/src/utils/search/highlightInPage')
      .then((module) => {
        highlightWords = module.highlightWords;
        if (!cancelled) tryHighlight();
      })
      // Highlighting is a courtesy: without its chunk the page is shown as it is.
      .catch(() => window.clearInterval(timer));

    function tryHighlight(): void {
      if (!highlightWords) return;
      const root = articleRoot();
      if (root) {
        const result = highlightWords(root, wanted);
        if (result.count > 0) {
          undo = result.undo;
          window.clearInterval(timer);
          return;
        }
      }
      if (Date.now() - startedAt >= HIGHLIGHT_TIMEOUT_MS) window.clearInterval(timer);
    }

    return () => {
      cancelled = true;
      window.clearInterval(timer);
      undo?.();
    };
  }, [location.key, location.pathname, location.hash, wordsKey]);

  return null;
}
