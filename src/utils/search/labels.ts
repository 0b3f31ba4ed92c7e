export const LOADING_LABEL = 'Loading...';

/**
 * The label under `npm start`, whose development server builds no search index: without it the
 * box would say Loading... for ever.
 */
export const NEEDS_BUILD_LABEL = 'Search needs a production build';

/** What the search box says: ready, loading (or failed, kept from readers), or no index at all. */
export function searchBoxPlaceholder(state: {
  ready: boolean;
  failed: boolean;
  development: boolean;
  platform: string;
}): string {
  if (state.ready) return searchBoxLabel(state.platform);
  if (state.failed && state.development) return NEEDS_BUILD_LABEL;
  return LOADING_LABEL;
}

/** The search box label once it is ready: Macs use ⌘ for the shortcut, others Ctrl. */
export function searchBoxLabel(platform: string): string {
  return platform.startsWith('Mac') ? 'Search ⌘+K' : 'Search Ctrl+K';
}

/** Ctrl+K or ⌘+K anywhere; `/` where the reader is not typing, as on GitHub and MDN. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}): boolean {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true;
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTypingTarget(event.target ?? null)
  );
}

/**
 * An element that takes text, where `/` is a character to type, not a shortcut: a field, an
 * editable region, or the search box itself (whose wrapper keeps the keys typed while it loads).
 */
function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target.closest('[contenteditable=""], [contenteditable="true"], [role="search"]'))
    return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function resultCountLabel(count: number): string {
  return count === 1 ? '1 result' : `${count} results`;
}
