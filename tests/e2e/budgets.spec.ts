import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {test, expect} from './fixtures';
import {measurePageWeight, PAGE_TYPES} from '../../lib/page-weight';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {builtSearchFileNames} from '../support/search';

/**
 * Size budgets: what each kind of page needs before it is interactive, and the search files, in
 * gzip bytes (level 9), at the values measured on this build plus 10%. They hold the line
 * against regressions (a heavy library pulled into every page); `npm run bench` reports the
 * figures with brotli, the timings and Lighthouse, which are too noisy to gate on. After a cut,
 * lower the measured values here.
 */
const MARGIN = 1.1;

/**
 * JS measured on 2026-11-26 with code highlighted at build time (no Prism in the browser: 23 to
 * 28 KB less per page than the 2026-11-22 figures); CSS as CSS_MEASURED says. HTML remeasured on
 * 2026-11-23, when every doc gained content in its HTML: the glossary definitions of its linked
 * terms (up to 1.3 kB gzip on the home page), the last-updated date, the Copy page button, and on
 * the configuration page the builder's section.
 */
/**
 * The site's one stylesheet, gzip, remeasured on 2026-11-26 (17,096 bytes before): the search
 * results page's filters, the popup's options as links, the Your values dialog and buttons, and
 * tighter navbar items; Docusaurus puts every CSS module, lazy chunks' included, in that file.
 */
const CSS_MEASURED = 18_819;

const MEASURED: Record<
  (typeof PAGE_TYPES)[number]['path'],
  {js: number; css: number; html: number}
> = {
  '/': {js: 171_418, css: CSS_MEASURED, html: 8_791},
  '/services/kubernetes/cluster/aws-eks/': {js: 178_662, css: CSS_MEASURED, html: 16_821},
  '/glossary/': {js: 177_617, css: CSS_MEASURED, html: 16_008},
  // HTML remeasured on 2026-11-25: thirteen per-service URL variables in the reference table
  // (helm-charts 27a588fc split DATALAYER_URL) and the reviewed page's added paragraphs.
  '/services/kubernetes/deployments/configuration/': {js: 187_228, css: CSS_MEASURED, html: 19_837},
  '/services/kubernetes/services/iam/': {js: 178_498, css: CSS_MEASURED, html: 13_762},
  // HTML remeasured on 2026-11-26: the style guide's console, diff and error-line examples and
  // its diagrams' written descriptions.
  '/markdown-page/': {js: 154_366, css: CSS_MEASURED, html: 8_860},
};

/**
 * The two search files together (search-doc and search-index), gzip level 9, measured on
 * 2026-11-26 for 123 doc pages (1218 sections). They were 374 KB as lunr's files; the goal for
 * the site's own format is 150 KiB, which the budget never exceeds.
 */
const MEASURED_SEARCH_FILES = 138_348;
const SEARCH_FILES_GOAL = 150 * 1024;

const budget = (measured: number) => Math.ceil(measured * MARGIN);

for (const {name, path: pagePath} of PAGE_TYPES) {
  test(`first load of the ${name} (${pagePath}) stays within budget`, async ({page}) => {
    const weight = await measurePageWeight(page, E2E_BUILD_DIR, pagePath);
    const measured = MEASURED[pagePath];
    expect(weight.jsFiles).toBeGreaterThan(1);
    expect(weight.jsGzipBytes, `JS of ${pagePath}`).toBeLessThanOrEqual(budget(measured.js));
    expect(weight.cssGzipBytes, `CSS of ${pagePath}`).toBeLessThanOrEqual(budget(measured.css));
    const html = gzipSync(readFileSync(path.join(E2E_BUILD_DIR, pagePath, 'index.html')), {
      level: 9,
    }).length;
    expect(html, `HTML of ${pagePath}`).toBeLessThanOrEqual(budget(measured.html));
  });
}

test('the search files stay within budget', () => {
  const files = builtSearchFileNames();
  expect(files).toHaveLength(2);
  const total = files
    .map((name) => gzipSync(readFileSync(path.join(E2E_BUILD_DIR, name)), {level: 9}).length)
    .reduce((sum, bytes) => sum + bytes, 0);
  expect(total).toBeLessThanOrEqual(Math.min(budget(MEASURED_SEARCH_FILES), SEARCH_FILES_GOAL));
});
