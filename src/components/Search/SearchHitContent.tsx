import React, {type ReactNode} from 'react';
import type {SearchHit} from '@site/src/utils/search/types';
import HighlightedText from './HighlightedText';
import styles from './styles.module.css';

/** What a result shows: the page title, the section and an excerpt, matched words marked. */
export default function SearchHitContent({hit}: {hit: SearchHit}): ReactNode {
  return (
    <>
      <span className={styles.hitTitle}>
        <HighlightedText segments={hit.pageTitle} />
      </span>
      {hit.section && (
        <span className={styles.hitSection}>
          <HighlightedText segments={hit.section} />
        </span>
      )}
      {hit.excerpt.length > 0 && (
        <span className={styles.hitExcerpt}>
          <HighlightedText segments={hit.excerpt} />
        </span>
      )}
    </>
  );
}
