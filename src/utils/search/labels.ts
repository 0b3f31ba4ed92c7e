export const LOADING_LABEL = 'Loading...';

/** The search box label once it is ready: Macs use ⌘ for the shortcut, others Ctrl. */
export function searchBoxLabel(platform: string): string {
  return platform.startsWith('Mac') ? 'Search ⌘+K' : 'Search Ctrl+K';
}

export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
}

export function resultCountLabel(count: number): string {
  return count === 1 ? '1 result' : `${count} results`;
}
