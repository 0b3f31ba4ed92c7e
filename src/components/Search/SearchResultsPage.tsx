import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import {MAX_RESULTS} from '@site/src/utils/search/limits';
import {LOADING_LABEL, resultCountLabel} from '@site/src/utils/search/labels';
import {CLOUDS, PAGE_KINDS, type Cloud, type PageKind} from '@site/src/utils/search/format';
import {
  filterFromSearch,
  queryFromSearch,
  searchPageUrl,
  type SearchPageFilter,
} from '@site/src/utils/search/urls';
import type {SearchHit} from '@site/src/utils/search/types';
import {isPlainClick, useOpenSearchHit} from './navigation';
import SearchHitContent from './SearchHitContent';
import {useSearchEngine} from './useSearchEngine';
import styles from './styles.module.css';

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

const KIND_LABELS: Record<PageKind, string> = {
  task: 'Tasks',
  tutorial: 'Tutorials',
  concept: 'Concepts',
  reference: 'Reference',
};
const CLOUD_LABELS: Record<Cloud, string> = {aws: 'AWS', azure: 'Azure', ovhcloud: 'OVHcloud'};

interface FilterSelectProps<T extends string> {
  label: string;
  anyLabel: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

function FilterSelect<T extends string>({
  label,
  anyLabel,
  values,
  labels,
  value,
  onChange,
}: FilterSelectProps<T>): ReactNode {
  return (
    <label className={styles.filter}>
      {label}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(values.find((option) => option === event.target.value))}>
        <option value="">{anyLabel}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The full results of `/search/?q=…`, with an input bound to the query string and filters by
 * page kind and by cloud (`&kind=task&cloud=aws`), so that a filtered list has an address.
 */
export default function SearchResultsPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const {status, engine, load} = useSearchEngine();
  // The static HTML has no query; reading it only after hydration keeps both renders equal.
  const urlQuery = isBrowser ? queryFromSearch(location.search) : '';
  const filter: SearchPageFilter = isBrowser ? filterFromSearch(location.search) : {};
  const {kind, cloud} = filter;
  const [input, setInput] = useState(urlQuery);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(
    () => setInput((current) => (current.trim() === urlQuery.trim() ? current : urlQuery)),
    [urlQuery],
  );

  const results = useMemo(
    () =>
      engine && urlQuery.trim() ? engine.search(urlQuery, MAX_RESULTS, {kind, cloud}) : undefined,
    [engine, urlQuery, kind, cloud],
  );
  const setFilter = (changed: SearchPageFilter) =>
    history.replace(searchPageUrl(input, siteConfig.baseUrl, {...filter, ...changed}));

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
            history.replace(searchPageUrl(event.target.value, siteConfig.baseUrl, filter));
          }}
        />
        <div className={styles.filters}>
          <FilterSelect
            label="Kind"
            anyLabel="All kinds"
            values={PAGE_KINDS}
            labels={KIND_LABELS}
            value={kind}
            onChange={(value) => setFilter({kind: value})}
          />
          <FilterSelect
            label="Cloud"
            anyLabel="Any cloud"
            values={CLOUDS}
            labels={CLOUD_LABELS}
            value={cloud}
            onChange={(value) => setFilter({cloud: value})}
          />
        </div>
      </form>
      {results && (
        <>
          <p role="status" className="margin-top--md">
            {resultCountLabel(results.total)} for “{urlQuery.trim()}”
            {kind && ` in ${KIND_LABELS[kind].toLowerCase()}`}
            {cloud && ` naming ${CLOUD_LABELS[cloud]}`}
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
