import React, {useEffect, useMemo, useState, type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {MAX_RESULTS} from '@site/src/utils/search/limits';
import {LOADING_LABEL, resultCountLabel} from '@site/src/utils/search/labels';
import {queryFromSearch, searchPageUrl} from '@site/src/utils/search/urls';
import type {SearchHit} from '@site/src/utils/search/types';
import {useOpenSearchHit} from './navigation';
import SearchHitContent from './SearchHitContent';
import {useSearchEngine} from './useSearchEngine';
import styles from './styles.module.css';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function ResultLink({hit}: {hit: SearchHit}): ReactNode {
  const openHit = useOpenSearchHit();
  return (
    <Link
      className={styles.pageResultLink}
      to={hit.url}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openHit(hit);
      }}>
      <SearchHitContent hit={hit} />
    </Link>
  );
}

/** The full results of `/search/?q=…`, with an input bound to the query string. */
export default function SearchResultsPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const {status, engine, load} = useSearchEngine();
  // The static HTML has no query; reading it only after hydration keeps both renders equal.
  const urlQuery = isBrowser ? queryFromSearch(location.search) : '';
  const [input, setInput] = useState(urlQuery);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(
    () => setInput((current) => (current.trim() === urlQuery.trim() ? current : urlQuery)),
    [urlQuery],
  );

  const results = useMemo(
    () => (engine && urlQuery.trim() ? engine.search(urlQuery, MAX_RESULTS) : undefined),
    [engine, urlQuery],
  );

  return (
    <main className={`container margin-vert--lg ${styles.resultsPage}`}>
      <Heading as="h1">Search the documentation</Heading>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          className={styles.pageInput}
          aria-label="Search the documentation"
          placeholder={status === 'ready' ? 'Search the documentation' : LOADING_LABEL}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            history.replace(searchPageUrl(event.target.value, siteConfig.baseUrl));
          }}
        />
      </form>
      {results && (
        <>
          <p role="status" className="margin-top--md">
            {resultCountLabel(results.total)} for “{urlQuery.trim()}”
          </p>
          <ol className={styles.pageResults}>
            {results.hits.map((hit) => (
              <li key={hit.url} className={styles.pageResult}>
                <ResultLink hit={hit} />
              </li>
            ))}
          </ol>
        </>
      )}
    </main>
  );
}
