import React, {lazy, Suspense, type ReactNode} from 'react';
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

/** Loads the popup's content (SearchPopupContent.tsx); the search box calls it with the files. */
export const loadSearchPopupContent = () =>
  import(/* webpackChunkName: "search-popup" */ './SearchPopupContent');

const SearchOptions = lazy(() =>
  loadSearchPopupContent().then((module) => ({default: module.SearchOptions})),
);
const SearchPopupFooter = lazy(() =>
  loadSearchPopupContent().then((module) => ({default: module.SearchPopupFooter})),
);

/**
 * The combobox popup: the listbox of the best hits, then a link to all of them. The listbox
 * stays in the document while hidden, so that aria-controls always points to it; what it shows
 * is in its own chunk (SearchPopupContent.tsx).
 */
export default function SearchPopup(props: SearchPopupProps): ReactNode {
  const {listboxId, shown} = props;
  return (
    <div className={styles.popup} hidden={!shown}>
      <div id={listboxId} role="listbox" aria-label="Search results" className={styles.listbox}>
        {shown && (
          <Suspense fallback={null}>
            <SearchOptions {...props} />
          </Suspense>
        )}
      </div>
      {shown && (
        <Suspense fallback={null}>
          <SearchPopupFooter {...props} />
        </Suspense>
      )}
    </div>
  );
}
