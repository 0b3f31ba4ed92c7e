import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';

/** What a reader's browser downloads to show and hydrate one page, measured on the build. */
export interface PageWeight {
  path: string;
  htmlBytes: number;
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
}

function sizesOf(buildDir: string, urls: string[]): {raw: number; gzip: number} {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const content = readFileSync(path.join(buildDir, new URL(url).pathname));
    raw += content.length;
    gzip += gzipSync(content, {level: 9}).length;
  }
  return {raw, gzip};
}

/**
 * Loads a page, waits until it has hydrated and the network is idle, and lists the same-origin
 * files it fetched (without the prefetches of the pages its links point to).
 */
export async function firstLoadResources(page: Page, pagePath: string): Promise<string[]> {
  await page.goto(pagePath);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  const origin = new URL(page.url()).origin;
  // Prefetches of the pages that visible links point to (initiator "link") are not this page's.
  const resources = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => !(entry.initiatorType === 'link' && entry.name.endsWith('.js')))
      .map((entry) => entry.name),
  );
  return [...new Set(resources.filter((url) => url.startsWith(origin)))];
}

/**
 * The first load of a page (see firstLoadResources): its scripts and stylesheets, sized from
 * the build folder (gzip level 9, as a static host would serve them).
 */
export async function measurePageWeight(
  page: Page,
  buildDir: string,
  pagePath: string,
): Promise<PageWeight> {
  const local = await firstLoadResources(page, pagePath);
  const js = sizesOf(
    buildDir,
    local.filter((url) => url.endsWith('.js')),
  );
  const css = sizesOf(
    buildDir,
    local.filter((url) => url.endsWith('.css')),
  );
  const htmlFile = path.join(buildDir, pagePath, pagePath.endsWith('/') ? 'index.html' : '');
  return {
    path: pagePath,
    htmlBytes: statSync(htmlFile).size,
    jsFiles: local.filter((url) => url.endsWith('.js')).length,
    jsBytes: js.raw,
    jsGzipBytes: js.gzip,
    cssBytes: css.raw,
    cssGzipBytes: css.gzip,
  };
}

/** The site's kinds of page, as the benchmark reports them and the budgets hold them. */
export const PAGE_TYPES = [
  {name: 'home', path: '/'},
  {name: 'tutorial (AWS EKS)', path: '/services/kubernetes/cluster/aws-eks/'},
  {name: 'glossary', path: '/glossary/'},
  {name: 'configuration reference', path: '/services/kubernetes/deployments/configuration/'},
  {name: 'page with a diagram', path: '/services/kubernetes/services/iam/'},
  {name: 'playground (style guide)', path: '/markdown-page/'},
] as const;
