import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {SearchResults} from '@site/src/utils/search/engine';
import {resultCountLabel} from '@site/src/utils/search/labels';
import SearchHitContent from './SearchHitContent';
import {isPlainClick} from './navigation';
import styles from './styles.module.css';

interface Props {
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

/** The combobox popup: the listbox of the best hits, then a link to all of them. */
export default function SearchPopup({
  listboxId,
  optionId,
  shown,
  query,
  results,
  activeIndex,
  seeAllUrl,
  onActivate,
  onChoose,
  onSeeAll,
}: Props): ReactNode {
  // The listbox stays in the document while hidden, so that aria-controls always points to it.
  // Each option is a link: it can be opened in a new tab or its address copied; a plain click
  // opens it here, with the searched words highlighted.
  return (
    <div className={styles.popup} hidden={!shown}>
      <div id={listboxId} role="listbox" aria-label="Search results" className={styles.listbox}>
        {shown &&
          results.hits.map((hit, index) => (
            <Link
              key={hit.url}
              to={hit.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={clsx(styles.option, index === activeIndex && styles.optionActive)}
              // Keep the focus in the input: the active option is aria-activedescendant.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => onActivate(index)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChoose(index);
              }}>
              <SearchHitContent hit={hit} />
            </Link>
          ))}
      </div>
      {shown &&
        (results.total > 0 ? (
          <Link className={styles.seeAll} to={seeAllUrl} onClick={onSeeAll}>
            See all {resultCountLabel(results.total)}
          </Link>
        ) : (
          <p className={styles.noResults} role="status">
            No results for “{query.trim()}”
          </p>
        ))}
    </div>
  );
}
