import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchResults} from '@site/src/utils/search/engine';
import {LOADING_LABEL, searchBoxLabel} from '@site/src/utils/search/labels';
import {searchPageUrl} from '@site/src/utils/search/urls';
import {useOpenSearchHit} from './navigation';
import SearchPopup from './SearchPopup';
import {useSearchEngine} from './useSearchEngine';
import {useSearchShortcut} from './useSearchShortcut';
import styles from './styles.module.css';

const NO_RESULTS: SearchResults = {total: 0, hits: []};

/**
 * The navbar search box, a WAI-ARIA 1.2 combobox with a listbox popup. Its files load on the
 * first hover, click or focus (or Ctrl+K); until then the input is disabled, so the wrapper
 * listens for those events and is the element keyboard users reach with Tab.
 */
export default function SearchBox(): ReactNode {
  const {status, engine, load} = useSearchEngine();
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const openHit = useOpenSearchHit();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusWhenReady = useRef(false);
  /** What the reader typed into the wrapper while the files were loading. */
  const typedWhileLoading = useRef('');
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const ready = status === 'ready' && engine !== undefined;
  const results = useMemo(
    () => (engine && query.trim() ? engine.search(query, engine.maxHits) : NO_RESULTS),
    [engine, query],
  );
  const popupShown = ready && expanded && query.trim() !== '';

  // A layout effect, so that focus moves before the reader's next key can land elsewhere.
  useLayoutEffect(() => {
    if (ready && focusWhenReady.current) {
      focusWhenReady.current = false;
      inputRef.current?.focus();
      if (typedWhileLoading.current) {
        setQuery(typedWhileLoading.current);
        setExpanded(true);
        typedWhileLoading.current = '';
      }
    }
  }, [ready]);

  useEffect(() => setActiveIndex(-1), [query]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document
      .getElementById(`${listboxId}-option-${activeIndex}`)
      ?.scrollIntoView({block: 'nearest'});
  }, [listboxId, activeIndex]);

  const startLoading = useCallback(
    (focusAfterwards: boolean) => {
      if (ready) return;
      if (focusAfterwards) focusWhenReady.current = true;
      void load();
    },
    [ready, load],
  );

  useSearchShortcut(() => {
    if (ready) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else {
      // Focus the wrapper, so that what is typed while the files load is kept.
      wrapperRef.current?.focus();
      startLoading(true);
    }
  });

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

  function onWrapperFocus(event: FocusEvent<HTMLDivElement>): void {
    if (event.target === wrapperRef.current) startLoading(true);
    else if (event.target === inputRef.current) setExpanded(true);
  }

  function onWrapperKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.target !== wrapperRef.current || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    if (ready) {
      // A key that reached the wrapper just as search became ready belongs in the box.
      if (event.key.length === 1) {
        event.preventDefault();
        setQuery((current) => current + event.key);
        setExpanded(true);
      }
      inputRef.current?.focus();
      return;
    }
    if (event.key.length === 1) {
      event.preventDefault();
      typedWhileLoading.current += event.key;
    } else if (event.key === 'Backspace') {
      typedWhileLoading.current = typedWhileLoading.current.slice(0, -1);
    }
  }

  function onWrapperBlur(event: FocusEvent<HTMLDivElement>): void {
    if (wrapperRef.current?.contains(event.relatedTarget as Node | null)) return;
    close(false);
    // The reader went elsewhere: do not pull the focus back when the files arrive.
    focusWhenReady.current = false;
    typedWhileLoading.current = '';
  }

  const label = ready ? searchBoxLabel(navigator.platform) : LOADING_LABEL;

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
        aria-keyshortcuts="Control+K Meta+K"
        aria-autocomplete="list"
        aria-expanded={popupShown}
        aria-controls={listboxId}
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
        listboxId={listboxId}
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
