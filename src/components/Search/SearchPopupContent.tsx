import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {resultCountLabel} from '@site/src/utils/search/labels';
import SearchHitContent from './SearchHitContent';
import {isPlainClick} from './navigation';
import type {SearchPopupProps} from './SearchPopup';
import styles from './styles.module.css';

/**
 * The popup's content once there is something to show: an option per hit, each a link that can
 * be opened in a new tab or its address copied (a plain click opens it here, with the searched
 * words highlighted), then a link to all of them. A chunk of its own (`search-popup`), loaded
 * with the search files: no page's first view shows it.
 */
export function SearchOptions({
  optionId,
  results,
  activeIndex,
  onActivate,
  onChoose,
}: SearchPopupProps): ReactNode {
  return results.hits.map((hit, index) => (
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
  ));
}

/** Under the options: a link to the results page, or that nothing matched. */
export function SearchPopupFooter({
  query,
  results,
  seeAllUrl,
  onSeeAll,
}: SearchPopupProps): ReactNode {
  return results.total > 0 ? (
    <Link className={styles.seeAll} to={seeAllUrl} onClick={onSeeAll}>
      See all {resultCountLabel(results.total)}
    </Link>
  ) : (
    <p className={styles.noResults} role="status">
      No results for “{query.trim()}”
    </p>
  );
}
