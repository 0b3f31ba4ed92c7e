import {useSyncExternalStore} from 'react';

/**
 * The one localStorage key the site writes (DESIGN.md#storage-keys): the reader's values as a
 * JSON object. Read through useSyncExternalStore, so every code block follows a change at once,
 * in this tab (CHANGE_EVENT) and in others (the browser's storage event); the server and the
 * hydrating render see no values, so the HTML is the page as built.
 */
export const STORAGE_KEY = 'clouder.yourValues';
const CHANGE_EVENT = 'clouder-your-values';

/** The stored values as written (JSON), or null where none are set or storage throws. */
export function readStoredValues(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The stored values as written (JSON), or null where none are set. */
export function useStoredValues(): string | null {
  return useSyncExternalStore(subscribe, readStoredValues, () => null);
}

/** Stores the values (none: removes the key) and tells this tab's blocks. */
export function storeValues(json: string | null): void {
  try {
    if (json === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, json);
  } catch {
    // Storage that throws keeps nothing: the values last for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
