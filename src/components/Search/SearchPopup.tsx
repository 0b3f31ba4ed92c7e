import React, {useEffect, useState, type ReactNode} from 'react';
import type {SearchResults} from '@site/src/utils/search/engine';
import styles from './styles.module.css';

export interface SearchPopupProps {
  listboxId: string;
  optionId: (index: number) => string;
  shown: boolean;
  query: string;
  results: SearchResults;
  activeIndex: number;
  seeAllUrl: string;
  onActivate: (index: number) => void;
  onChoose: (index: number) => void;
  onSeeAll: () => void;
}

type PopupContent = typeof import('./SearchPopupContent');

let loadedContent: PopupContent | undefined;
let loadingContent: Promise<PopupContent> | undefined;

/**
 * Loads the popup's content (SearchPopupContent.tsx), once; a failed load is forgotten, so that
 * the next try loads again. The search box starts it with the search files.
 */
export function loadSearchPopupContent(): Promise<PopupContent> {
  loadingContent ??= import(/* webpackChunkName: "search-popup" */ './SearchPopupContent').then(
    (module) => (loadedContent = module),
  );
  loadingContent.catch(() => {
    loadingContent = undefined;
  });
  return loadingContent;
}

/**
 * The popup's content once loaded; while shown without it, loads it. Not React.lazy: a failed
 * chunk would then be thrown to the page's error boundary, and the navbar has none of its own.
 */
function usePopupContent(shown: boolean): PopupContent | undefined {
  const [loaded, setLoaded] = useState(loadedContent);
  // Loaded meanwhile (with the search files) is ready now, without waiting for an effect.
  const content = loaded ?? loadedContent;
  useEffect(() => {
    if (!shown || content) return undefined;
    let mounted = true;
    loadSearchPopupContent().then(
      (module) => {
        if (mounted) setLoaded(module);
      },
      // Search is optional: the box stays as it is, and the next time it opens it tries again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [shown, content]);
  return content;
}

/**
 * The combobox popup: the listbox of the best hits, then a link to all of them. The listbox
 * stays in the document while hidden, so that aria-controls always points to it; what it shows
 * is in its own chunk (SearchPopupContent.tsx).
 */
export default function SearchPopup(props: SearchPopupProps): ReactNode {
  const {listboxId, shown} = props;
  const content = usePopupContent(shown);
  return (
    <div className={styles.popup} hidden={!shown}>
      <div id={listboxId} role="listbox" aria-label="Search results" className={styles.listbox}>
        {shown && content && <content.SearchOptions {...props} />}
      </div>
      {shown && content && <content.SearchPopupFooter {...props} />}
    </div>
  );
}
