import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './fixtures';
import {DOC_ROUTES, PAGE_ROUTES} from '../support/routes';
import {recordViolations, SITEMAP_PATHS} from '../support/production';
import {expectDiagramTextReadable, pageOverflow} from '../support/diagrams';

/**
 * One visit per page, on the production server (deploy/nginx.conf on Debian's nginx with the
 * build's Content-Security-Policy), checks everything a page must do when it loads: status 200,
 * a heading that is not the not-found page, no console error, no policy violation, axe's WCAG
 * 2.1 A and AA rules, and, where the page has diagrams, their smallest text at 12 px or more at
 * 1280 px, and no sideways scrolling of the page. Four sweeps used to visit each page for these in turn (DESIGN.md#tests).
 *
 * The pages are the sitemap's and every doc and standalone page of the source tree, so that a
 * page left out of the sitemap is still visited (and fails the sitemap test below).
 */
const SOURCE_ROUTES = [...DOC_ROUTES, ...PAGE_ROUTES];
const ROUTES = [...new Set([...SITEMAP_PATHS, ...SOURCE_ROUTES])].sort();

/** The crash fixture logs the error it throws, on purpose: production-headers tests it. */
const LOGS_ON_PURPOSE = new Set(['/e2e/crash/']);
/** Test-only fixture routes are not part of the published site, so axe leaves them out. */
const isFixture = (route: string) => route.startsWith('/e2e/');

/** The search results page says `noindex`, so the sitemap plugin leaves it out. */
const NOT_IN_SITEMAP = new Set(['/search/']);

test('the sitemap lists every page of the source tree', () => {
  expect(SITEMAP_PATHS.length).toBeGreaterThan(80);
  const missing = SOURCE_ROUTES.filter((route) => !SITEMAP_PATHS.includes(route));
  expect(missing).toEqual([...NOT_IN_SITEMAP]);
});

for (const route of ROUTES) {
  test(`${route} loads whole: no console error, no policy violation, no axe violation`, async ({
    page,
    nginxOrigin,
    consoleErrors,
  }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(`${nginxOrigin}${route}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    if (!isFixture(route)) {
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('h1', {hasText: 'Page Not Found'})).toHaveCount(0);
    }
    if ((await page.locator('.docusaurus-mermaid-container').count()) > 0) {
      // A diagram without its SVG is drawn in the browser (plugins/mermaid-svg's fallback).
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    }

    if (!isFixture(route)) {
      const results = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.nodes.length}): ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      );
      expect(summary, 'axe violations').toEqual([]);
    }

    // Whatever the page loads once idle (chunks, images, the search files) is under the policy too.
    await page.waitForLoadState('networkidle');
    expect(violations, 'policy violations').toEqual([]);
    if (!LOGS_ON_PURPOSE.has(route)) expect(consoleErrors, 'console errors').toEqual([]);

    // Measured last: it parses each diagram's SVG in the page, which the policy need not allow.
    await expectDiagramTextReadable(page);
    // Nothing is wider than the 1280 px window: a wide diagram or table scrolls in its own box.
    expect(await pageOverflow(page), 'sideways overflow of the page').toBeLessThanOrEqual(1);
  });
}
