import {useEffect, useRef} from 'react';
import {isSearchShortcut} from '@site/src/utils/search/labels';

/** Calls `onShortcut` on Ctrl+K (⌘+K on a Mac) anywhere on the page. */
export function useSearchShortcut(onShortcut: () => void): void {
  const handler = useRef(onShortcut);
  useEffect(() => {
    handler.current = onShortcut;
  }, [onShortcut]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      handler.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
