import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {SearchResults} from '@site/src/utils/search/engine';
import {resultCountLabel} from '@site/src/utils/search/labels';
import SearchHitContent from './SearchHitContent';
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
  return (
    <div className={styles.popup} hidden={!shown}>
      <ul id={listboxId} role="listbox" aria-label="Search results" className={styles.listbox}>
        {shown &&
          results.hits.map((hit, index) => (
            <li
              key={hit.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={clsx(styles.option, index === activeIndex && styles.optionActive)}
              // Keep the focus in the input: the active option is aria-activedescendant.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => onActivate(index)}
              onClick={() => onChoose(index)}>
              <SearchHitContent hit={hit} />
            </li>
          ))}
      </ul>
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
