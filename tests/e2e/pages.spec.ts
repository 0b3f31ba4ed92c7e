import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {test, expect, waitForHydration, PHONE_VIEWPORT} from './fixtures';
import {DOC_ROUTES, PAGE_ROUTES} from '../support/routes';
import {SITEMAP_PATHS} from '../support/production';
import {expectDiagramTextReadable, expectDiagramsWhole, pageOverflow} from '../support/diagrams';
import {axeViolations} from '../support/axe';

/**
 * One visit per page, on the production server (deploy/nginx.conf on Debian's nginx with the
 * build's Content-Security-Policy), checks everything a page must do when it loads: status 200,
 * a heading that is not the not-found page, no console error, no policy violation, axe's WCAG
 * 2.1 A and AA rules (tests/support/axe.ts), no sideways scrolling of the page at 1280 px, and,
 * where the page has diagrams, each fitting its column with its smallest text at 12 px or more
 * as displayed at 1280 px, and at 390 px shown whole with its full-screen control and no
 * sideways scrolling (DESIGN.md#code-blocks-and-diagrams).
 * Each worker loads the pages one after another in one browser page (the `sweep` fixture), as a
 * reader moving through the site does.
 *
 * The pages are the sitemap's and every doc and standalone page of the source tree, so that a
 * page left out of the sitemap is still visited (and fails the sitemap test below).
 */
/** The built HTML of a route. */
function builtPage(route: string): string {
  const file = path.join(E2E_BUILD_DIR, route, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

const SOURCE_ROUTES = [...DOC_ROUTES, ...PAGE_ROUTES];
const ROUTES = [...new Set([...SITEMAP_PATHS, ...SOURCE_ROUTES])].sort();

/** The crash fixture logs the error it throws, on purpose: production-headers tests it. */
const LOGS_ON_PURPOSE = new Set(['/e2e/crash/']);
/** Test-only fixture routes are not part of the published site, so axe leaves them out. */
const isFixture = (route: string) => route.startsWith('/e2e/');

/** The search results page says `noindex`, so the sitemap plugin leaves it out. */
const NOT_IN_SITEMAP = new Set(['/search/']);

test('the build has diagrams to measure', () => {
  const pagesWithDiagrams = ROUTES.filter((route) => builtPage(route).includes('mermaid-diagram'));
  expect(pagesWithDiagrams.length).toBeGreaterThan(10);
});

test('the sitemap lists every page of the source tree', () => {
  expect(SITEMAP_PATHS.length).toBeGreaterThan(80);
  const missing = SOURCE_ROUTES.filter((route) => !SITEMAP_PATHS.includes(route));
  expect(missing).toEqual([...NOT_IN_SITEMAP]);
});

for (const route of ROUTES) {
  test(`${route} loads whole: no console error, no policy violation, no axe violation`, async ({
    sweep,
    nginxOrigin,
  }) => {
    const {page} = sweep;
    const visit = await sweep.begin();
    const response = await page.goto(`${nginxOrigin}${route}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    if (!isFixture(route)) {
      // Read in one pass: the page is hydrated, nothing here is still arriving.
      const headings = await page.evaluate(() => {
        const all = Array.from(document.querySelectorAll('h1'));
        const box = all[0]?.getBoundingClientRect();
        return {
          // As Playwright's toBeVisible: a box with a size, and not hidden by style.
          firstVisible:
            !!box &&
            box.width > 0 &&
            box.height > 0 &&
            all[0].checkVisibility({visibilityProperty: true}),
          notFound: all.some((heading) => heading.textContent?.includes('Page Not Found')),
        };
      });
      expect(headings).toEqual({firstVisible: true, notFound: false});
    }
    if ((await page.locator('.docusaurus-mermaid-container').count()) > 0) {
      // A diagram without its SVG is drawn in the browser (plugins/mermaid-svg's fallback).
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    }

    if (!isFixture(route)) {
      expect(await axeViolations(page), 'axe violations').toEqual([]);
    }

    // Whatever the page loads once idle (chunks, images, the search files) is under the policy too.
    await page.waitForLoadState('networkidle');
    expect(visit.policyViolations, 'policy violations').toEqual([]);
    if (!LOGS_ON_PURPOSE.has(route)) expect(visit.consoleErrors, 'console errors').toEqual([]);

    // Measured last: it parses each diagram's SVG in the page, which the policy need not allow.
    // Nothing is wider than the window (a wide table scrolls in its own box), and each diagram
    // fits its column with its labels at 12 px or more.
    const diagrams = await expectDiagramTextReadable(page);
    expect(await pageOverflow(page), 'sideways overflow at 1280 px').toBeLessThanOrEqual(1);
    if (diagrams > 0) {
      // On a phone, each diagram is shown whole, with its full-screen control.
      await page.setViewportSize(PHONE_VIEWPORT);
      await expectDiagramsWhole(page);
      expect(await pageOverflow(page), 'sideways overflow at 390 px').toBeLessThanOrEqual(1);
    }
  });
}

test('the sweep finds faults where it samples: a pale cell deep in a long table, a link in text drawn almost as its text, and a button without a name', async ({
  page,
  nginxOrigin,
}) => {
  await page.goto(`${nginxOrigin}/services/kubernetes/deployments/platform-reference/`);
  await waitForHydration(page);
  // One cell far down the page, pale grey on white: the only element of its kind.
  const marked = await page.evaluate(() => {
    const withText = Array.from(document.querySelectorAll<HTMLElement>('article tbody td')).filter(
      (cell) =>
        Array.from(cell.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        ),
    );
    const cell = withText[Math.floor(withText.length * 0.8)];
    if (cell) cell.style.color = '#d0d0d0';
    return withText.length;
  });
  expect(marked).toBeGreaterThan(50);
  // A link in text far down, coloured almost as its text and not underlined.
  const link = await page.evaluate(() => {
    const links = Array.from(
      document.querySelectorAll<HTMLElement>('article :is(p, li, td) > a[href]'),
    ).filter((candidate) => (candidate.parentElement?.textContent ?? '') !== candidate.textContent);
    const chosen = links[Math.floor(links.length * 0.8)];
    if (!chosen) return 0;
    // Inherited properties from the text, the others at their initial value (no underline), and
    // a grey too near the text's near-black to tell apart (axe lets a link of the very same
    // colour pass: colour then tells nothing).
    chosen.style.all = 'unset';
    chosen.style.color = '#4a4d52';
    return links.length;
  });
  expect(link).toBeGreaterThan(5);
  // And a button with no accessible name at the end of the article: the whole-page pass finds it.
  await page.evaluate(() =>
    document.querySelector('article')?.append(document.createElement('button')),
  );
  const violations = await axeViolations(page);
  expect(violations.filter((line) => line.startsWith('color-contrast (1)'))).toHaveLength(1);
  expect(violations.filter((line) => line.startsWith('link-in-text-block (1)'))).toHaveLength(1);
  expect(violations.filter((line) => line.startsWith('button-name (1)'))).toHaveLength(1);
});
