import {CLOUDS, PAGE_KINDS, type Cloud, type PageKind} from './format';

/** The site's trailing-slash policy: a route path ends with `/` before any query or hash. */
export function withTrailingSlash(url: string): string {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const path = match?.[1] ?? url;
  const rest = match?.[2] ?? '';
  if (path === '' || path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return url;
  return `${path}/${rest}`;
}

export const SEARCH_PAGE_PATH = 'search/';
export const SEARCH_QUERY_PARAM = 'q';

function withSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

/** The results page's filters, as they appear in its address (`?q=…&kind=task&cloud=aws`). */
export interface SearchPageFilter {
  kind?: PageKind;
  cloud?: Cloud;
}

/** The full results page for a query and its filters, under the site's base URL. */
export function searchPageUrl(query: string, baseUrl = '/', filter: SearchPageFilter = {}): string {
  const base = withSlash(baseUrl);
  const params = new URLSearchParams();
  const trimmed = query.trim();
  if (trimmed) params.set(SEARCH_QUERY_PARAM, trimmed);
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.cloud) params.set('cloud', filter.cloud);
  const search = params.toString();
  return `${base}${SEARCH_PAGE_PATH}${search ? `?${search.replace(/\+/g, '%20')}` : ''}`;
}

export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? '';
}

/** The filters of a results page address; unknown values are ignored. */
export function filterFromSearch(search: string): SearchPageFilter {
  const params = new URLSearchParams(search);
  const kind = PAGE_KINDS.find((value) => value === params.get('kind'));
  const cloud = CLOUDS.find((value) => value === params.get('cloud'));
  return {...(kind && {kind}), ...(cloud && {cloud})};
}

/** Where the plugin's build-time files are served: the site base URL. */
export function searchFileUrl(baseUrl: string, fileName: string): string {
  return `${withSlash(baseUrl)}${fileName}`;
}
