import {describe, expect, it} from 'vitest';
import {
  isSearchShortcut,
  LOADING_LABEL,
  resultCountLabel,
  searchBoxLabel,
  searchBoxPlaceholder,
} from '../../src/utils/search/labels';
import {
  queryFromSearch,
  searchFileUrl,
  searchPageUrl,
  filterFromSearch,
  withTrailingSlash,
} from '../../src/utils/search/urls';

describe('result URLs', () => {
  it('end with a slash before any hash or query', () => {
    expect(withTrailingSlash('/services/kubernetes/cluster/aws-eks')).toBe(
      '/services/kubernetes/cluster/aws-eks/',
    );
    expect(withTrailingSlash('/cluster#step-6')).toBe('/cluster/#step-6');
    expect(withTrailingSlash('/cluster/#step-6')).toBe('/cluster/#step-6');
    expect(withTrailingSlash('/search?q=a')).toBe('/search/?q=a');
    expect(withTrailingSlash('/')).toBe('/');
  });

  it('leave file URLs alone', () => {
    expect(withTrailingSlash('/img/logo.svg')).toBe('/img/logo.svg');
  });
});

describe('the results page URL', () => {
  it('carries the query, encoded, under the base URL', () => {
    expect(searchPageUrl('unseal vault')).toBe('/search/?q=unseal%20vault');
    expect(searchPageUrl('a&b', '/docs')).toBe('/docs/search/?q=a%26b');
    expect(searchPageUrl('   ')).toBe('/search/');
  });

  it('carries the filters after the query, and reads back only known values', () => {
    const url = searchPageUrl('node pool', '/', {kind: 'task', cloud: 'aws'});
    expect(url).toBe('/search/?q=node%20pool&kind=task&cloud=aws');
    expect(filterFromSearch(url.slice(url.indexOf('?')))).toEqual({kind: 'task', cloud: 'aws'});
    expect(filterFromSearch('?q=a&kind=recipe&cloud=gcp')).toEqual({});
    expect(searchPageUrl('a+b')).toBe('/search/?q=a%2Bb');
  });

  it('reads the query back, whichever way spaces were encoded', () => {
    expect(queryFromSearch('?q=unseal%20vault')).toBe('unseal vault');
    expect(queryFromSearch('?q=unseal+vault')).toBe('unseal vault');
    expect(queryFromSearch('')).toBe('');
  });

  it('finds the build-time files under the base URL', () => {
    expect(searchFileUrl('/', 'search-doc-1.json')).toBe('/search-doc-1.json');
    expect(searchFileUrl('/docs', 'search-index-1.json')).toBe('/docs/search-index-1.json');
  });
});

describe('labels and the shortcut', () => {
  it('shows ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(searchBoxLabel('MacIntel')).toBe('Search ⌘+K');
    expect(searchBoxLabel('Win32')).toBe('Search Ctrl+K');
    expect(searchBoxLabel('Linux x86_64')).toBe('Search Ctrl+K');
    expect(LOADING_LABEL).toBe('Loading...');
  });

  it('opens on Ctrl+K, ⌘+K and a plain /, nothing else', () => {
    expect(isSearchShortcut({key: 'k', ctrlKey: true, metaKey: false})).toBe(true);
    expect(isSearchShortcut({key: 'K', ctrlKey: false, metaKey: true})).toBe(true);
    expect(isSearchShortcut({key: 'k', ctrlKey: false, metaKey: false})).toBe(false);
    expect(isSearchShortcut({key: 'j', ctrlKey: true, metaKey: false})).toBe(false);
    expect(isSearchShortcut({key: '/', ctrlKey: false, metaKey: false})).toBe(true);
    expect(isSearchShortcut({key: '/', ctrlKey: true, metaKey: false})).toBe(false);
    expect(isSearchShortcut({key: '/', ctrlKey: false, metaKey: false, altKey: true})).toBe(false);
  });

  it('says Loading... until ready, and under npm start that search needs a production build', () => {
    const state = {ready: false, failed: false, development: false, platform: 'Win32'};
    expect(searchBoxPlaceholder(state)).toBe(LOADING_LABEL);
    expect(searchBoxPlaceholder({...state, ready: true})).toBe('Search Ctrl+K');
    // A failed load in production is kept from readers: the next interaction tries again.
    expect(searchBoxPlaceholder({...state, failed: true})).toBe(LOADING_LABEL);
    expect(searchBoxPlaceholder({...state, failed: true, development: true})).toBe(
      'Search needs a production build',
    );
  });

  it('counts results in words', () => {
    expect(resultCountLabel(1)).toBe('1 result');
    expect(resultCountLabel(12)).toBe('12 results');
  });
});
