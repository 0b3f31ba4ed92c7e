import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {fileSizes, type Sizes} from './page-weight';

/** The search files of a build (the build-specific names), with their compressed sizes. */
export function searchFileSizes(buildDir: string): {file: string; sizes: Sizes}[] {
  return readdirSync(buildDir)
    .filter((name) => /^(search-doc|lunr-index)-\d+\.json$/.test(name))
    .sort()
    .map((name) => ({
      file: name.replace(/-\d+\.json$/, '-*.json'),
      sizes: fileSizes([path.join(buildDir, name)]),
    }));
}

export interface SearchTiming {
  /** From the first interaction (pointer over the box) until the box is ready. */
  toReadyMs: number;
  /** From a query typed into the ready box until its first result is shown. */
  toResultsMs: number;
}

/** Runs in the page: pointer over the box, wait until ready, type the query, wait for a result. */
const IN_PAGE_TIMING = `async (text) => {
  const wrapper = document.querySelector('.navbar [role="search"]');
  const input = wrapper && wrapper.querySelector('input');
  if (!wrapper || !input) throw new Error('No search box');
  const until = (done) =>
    new Promise((resolve) => {
      const check = () => (done() ? resolve() : requestAnimationFrame(check));
      check();
    });
  const started = performance.now();
  wrapper.dispatchEvent(new PointerEvent('pointerover', {bubbles: true}));
  wrapper.dispatchEvent(new PointerEvent('pointerenter'));
  await until(() => !input.disabled);
  const ready = performance.now();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  input.focus();
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  await until(() => wrapper.querySelector('[role="option"]') !== null);
  return {toReadyMs: ready - started, toResultsMs: performance.now() - ready};
}`;

/**
 * Times the site's own search box inside the page (no Playwright polling in the figures), with
 * the CPU slowed `cpuSlowdown` times as Lighthouse's mobile profile does.
 */
export async function searchTiming(
  browser: Browser,
  origin: string,
  query: string,
  cpuSlowdown: number,
): Promise<SearchTiming> {
  const context = await browser.newContext({baseURL: origin});
  const page = await context.newPage();
  await page.goto('/cluster/');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  // A string, not a function: tsx would wrap the helpers in a __name() the page does not have.
  const timing = (await page.evaluate(
    `(${IN_PAGE_TIMING})(${JSON.stringify(query)})`,
  )) as SearchTiming;
  await context.close();
  return timing;
}
