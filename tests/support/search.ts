import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {expect, waitForHydration} from '../e2e/fixtures';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {SEARCH_FILE_NAME} from '../../src/utils/search/format';

/** What the search browser tests share: the box's parts, its files and how to wait for them. */
export const SEARCH_FILES = /\/search-(doc|index)-\d+\.json$/;
/**
 * The engine and the popup's content, split off so that pages that never search do not load
 * them; the in-page highlighter (`search-highlight`) loads only on a page a result opened.
 */
export const SEARCH_CHUNKS = /\/assets\/js\/search-(engine|popup|highlight)\.[^/]*\.js$/;
/** Two data files and two chunks (the engine and the popup). */
export const SEARCH_REQUEST_COUNT = 4;
export const MAX_HITS = 8;

/** The names of the browser tests' build's search files (the plugin names them per build). */
export function builtSearchFileNames(): string[] {
  return readdirSync(E2E_BUILD_DIR).filter((name) => SEARCH_FILE_NAME.test(name));
}

/** One of the browser tests' build's search files, parsed. */
export function readBuiltSearchFile<T>(kind: 'doc' | 'index'): T {
  const name = builtSearchFileNames().find((file) => file.startsWith(`search-${kind}-`));
  if (!name)
    throw new Error(`No search-${kind}-<n>.json in ${E2E_BUILD_DIR}: build the site first`);
  return JSON.parse(readFileSync(path.join(E2E_BUILD_DIR, name), 'utf8')) as T;
}

export function isSearchRequest(url: string): boolean {
  const {pathname} = new URL(url);
  return SEARCH_FILES.test(pathname) || SEARCH_CHUNKS.test(pathname);
}

export function recordSearchRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request.url())) requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

/** The browser's own line for a failed response is not something the site logged. */
export function siteErrors(consoleErrors: string[]): string[] {
  return consoleErrors.filter((message) => !message.startsWith('Failed to load resource'));
}

export function searchBox(page: Page): {wrapper: Locator; input: Locator; listbox: Locator} {
  const wrapper = page.locator('.navbar [role="search"]');
  return {
    wrapper,
    input: wrapper.getByRole('combobox'),
    listbox: wrapper.getByRole('listbox'),
  };
}

/** Holds the search files back until `release` is called. */
export async function delaySearchFiles(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SEARCH_FILES, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

export async function openPage(page: Page, path = '/cluster/'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function readySearch(page: Page): Promise<Locator> {
  const {wrapper, input} = searchBox(page);
  await wrapper.hover();
  await expect(input).toBeEnabled();
  return input;
}
