import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type {SearchEngine} from '@site/src/utils/search/engine';
import {useSearchEngine, type SearchEngineState} from './useSearchEngine';
import {useSearchShortcut} from './useSearchShortcut';

/** What the search box needs from the loader: the engine, and what to do with early keys. */
export interface SearchLoader {
  status: SearchEngineState['status'];
  engine: SearchEngine | undefined;
  ready: boolean;
  wrapperRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Starts loading the files; with `focusAfterwards`, the input takes the focus once ready. */
  startLoading: (focusAfterwards: boolean) => void;
  /** Handlers for the wrapper, which stands in for the input while the files load. */
  onWrapperFocus: (event: FocusEvent<HTMLDivElement>) => void;
  onWrapperKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Forgets the pending focus and keys when the reader leaves the box. */
  onLeave: () => void;
}

/**
 * Loading and the key buffer of the search box (DESIGN.md#search-box): the files load on the
 * first hover, click or focus of the wrapper (or Ctrl+K); keys typed into the wrapper meanwhile
 * are kept and handed to `onTyped` as the input takes the focus, so no keystroke is lost.
 */
export function useSearchLoader({
  onTyped,
  onInputFocus,
}: {
  /** Receives text typed while loading (or in the instant search became ready). */
  onTyped: (text: string) => void;
  /** The input itself received the focus. */
  onInputFocus: () => void;
}): SearchLoader {
  const {status, engine, load} = useSearchEngine();
  const ready = status === 'ready' && engine !== undefined;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusWhenReady = useRef(false);
  /** What the reader typed into the wrapper while the files were loading. */
  const typedWhileLoading = useRef('');

  // A layout effect, so that focus moves before the reader's next key can land elsewhere.
  useLayoutEffect(() => {
    if (ready && focusWhenReady.current) {
      focusWhenReady.current = false;
      inputRef.current?.focus();
      if (typedWhileLoading.current) {
        onTyped(typedWhileLoading.current);
        typedWhileLoading.current = '';
      }
    }
  }, [ready, onTyped]);

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

  function onWrapperFocus(event: FocusEvent<HTMLDivElement>): void {
    if (event.target === wrapperRef.current) startLoading(true);
    else if (event.target === inputRef.current) onInputFocus();
  }

  function onWrapperKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.target !== wrapperRef.current || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    if (ready) {
      // A key that reached the wrapper just as search became ready belongs in the box.
      if (event.key.length === 1) {
        event.preventDefault();
        onTyped(event.key);
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

  function onLeave(): void {
    // The reader went elsewhere: do not pull the focus back when the files arrive.
    focusWhenReady.current = false;
    typedWhileLoading.current = '';
  }

  return {
    status,
    engine,
    ready,
    wrapperRef,
    inputRef,
    startLoading,
    onWrapperFocus,
    onWrapperKeyDown,
    onLeave,
  };
}
