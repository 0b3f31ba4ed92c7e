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

/** The full results page for a query, under the site's base URL. */
export function searchPageUrl(query: string, baseUrl = '/'): string {
  const base = withSlash(baseUrl);
  const trimmed = query.trim();
  const search = trimmed ? `?${SEARCH_QUERY_PARAM}=${encodeURIComponent(trimmed)}` : '';
  return `${base}${SEARCH_PAGE_PATH}${search}`;
}

export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? '';
}

/** Where the plugin's build-time files are served: the site base URL. */
export function searchFileUrl(baseUrl: string, fileName: string): string {
  return `${withSlash(baseUrl)}${fileName}`;
}
