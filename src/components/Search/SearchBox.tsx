import React, {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchResults} from '@site/src/utils/search/engine';
import {searchBoxPlaceholder} from '@site/src/utils/search/labels';
import {searchPageUrl} from '@site/src/utils/search/urls';
import {useOpenSearchHit} from './navigation';
import SearchPopup, {loadSearchPopupContent} from './SearchPopup';
import {useSearchLoader} from './useSearchLoader';
import styles from './styles.module.css';

const NO_RESULTS: SearchResults = {total: 0, hits: []};

/**
 * The popup's id, in the server's HTML (`aria-controls`). Fixed, not `useId`, whose value differs
 * between a hydrated page and one the browser renders itself (tests/e2e/hydration.spec.ts): the
 * navbar has one search box.
 */
const LISTBOX_ID = 'navbar-search-listbox';
const optionId = (index: number) => `${LISTBOX_ID}-option-${index}`;

/**
 * The navbar search box, a WAI-ARIA 1.2 combobox with a listbox popup. It renders; loading and
 * the keys typed meanwhile are useSearchLoader's. Until the files are loaded the input is
 * disabled, so the wrapper listens for the first hover, click or focus and is the element
 * keyboard users reach with Tab.
 */
export default function SearchBox(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const openHit = useOpenSearchHit();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const onTyped = useCallback((text: string) => {
    setQuery((current) => current + text);
    setExpanded(true);
  }, []);
  const {
    status,
    engine,
    ready,
    wrapperRef,
    inputRef,
    startLoading,
    onWrapperFocus,
    onWrapperKeyDown,
    onLeave,
  } = useSearchLoader({onTyped, onInputFocus: () => setExpanded(true)});

  // The popup's content loads alongside the search files; a failure is the popup's to retry.
  useEffect(() => {
    if (status !== 'idle') loadSearchPopupContent().catch(() => undefined);
  }, [status]);

  const results = useMemo(
    () => (engine && query.trim() ? engine.search(query, engine.maxHits) : NO_RESULTS),
    [engine, query],
  );
  const popupShown = ready && expanded && query.trim() !== '';

  useEffect(() => setActiveIndex(-1), [query]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({block: 'nearest'});
  }, [activeIndex]);

  function close(clearQuery: boolean): void {
    setExpanded(false);
    setActiveIndex(-1);
    if (clearQuery) setQuery('');
  }

  function choose(index: number): void {
    const hit = results.hits[index];
    if (!hit) return;
    close(true);
    inputRef.current?.blur();
    openHit(hit);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const count = results.hits.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setExpanded(true);
        if (count > 0) setActiveIndex((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setExpanded(true);
        if (count > 0) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(activeIndex);
        } else if (query.trim()) {
          event.preventDefault();
          close(true);
          history.push(searchPageUrl(query, siteConfig.baseUrl));
        }
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        inputRef.current?.focus();
        break;
      default:
        break;
    }
  }

  function onWrapperBlur(event: FocusEvent<HTMLDivElement>): void {
    if (wrapperRef.current?.contains(event.relatedTarget as Node | null)) return;
    close(false);
    onLeave();
  }

  const label = searchBoxPlaceholder({
    ready,
    failed: status === 'failed',
    development: process.env.NODE_ENV === 'development',
    // Only read once ready, which happens in the browser: the server has no navigator.
    platform: ready ? navigator.platform : '',
  });

  return (
    <div
      ref={wrapperRef}
      role="search"
      aria-label="Search the documentation"
      className={styles.searchBox}
      // While the input is disabled, the wrapper is what Tab reaches; focusing it loads search.
      // Once ready it stays focusable (out of the Tab order), so that it keeps the focus, and
      // the keys, until the input takes over.
      tabIndex={ready ? -1 : 0}
      aria-busy={status === 'loading'}
      onPointerEnter={() => startLoading(false)}
      onPointerDown={() => startLoading(true)}
      onFocus={onWrapperFocus}
      onKeyDown={onWrapperKeyDown}
      onBlur={onWrapperBlur}>
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        className={clsx('navbar__search-input', styles.input)}
        placeholder={label}
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-autocomplete="list"
        aria-expanded={popupShown}
        aria-controls={LISTBOX_ID}
        aria-activedescendant={popupShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={!ready}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setExpanded(true);
        }}
        onKeyDown={onKeyDown}
      />
      <SearchPopup
        listboxId={LISTBOX_ID}
        optionId={optionId}
        shown={popupShown}
        query={query}
        results={results}
        activeIndex={activeIndex}
        seeAllUrl={searchPageUrl(query, siteConfig.baseUrl)}
        onActivate={setActiveIndex}
        onChoose={choose}
        onSeeAll={() => close(true)}
      />
    </div>
  );
}
