import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {fileSizes, type Sizes} from './page-weight';
import {timeSearchInPage, type SearchTiming} from '../../lib/search-timing';
import {SEARCH_FILE_NAME} from '../../src/utils/search/format';

/** The search files of a build (the build-specific names), with their compressed sizes. */
export function searchFileSizes(buildDir: string): {file: string; sizes: Sizes}[] {
  return readdirSync(buildDir)
    .filter((name) => SEARCH_FILE_NAME.test(name))
    .sort()
    .map((name) => ({
      file: name.replace(/-\d+\.json$/, '-*.json'),
      sizes: fileSizes([path.join(buildDir, name)]),
    }));
}

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
  const timing = await timeSearchInPage(page, query);
  await context.close();
  return timing;
}
