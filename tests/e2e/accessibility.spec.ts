import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './fixtures';
import {E2E_BUILD_DIR} from '../../playwright.config';

/**
 * axe-core with the WCAG 2.1 A and AA rules on every page of the sitemap, once hydrated: no
 * violation is allowed. The test-only fixture routes (/e2e/) are left out: they are not part
 * of the published site.
 */
const SITEMAP = readFileSync(path.join(E2E_BUILD_DIR, 'sitemap.xml'), 'utf8');
const PAGES = [...SITEMAP.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]).pathname)
  .filter((pathname) => !pathname.startsWith('/e2e/'));

test('the sitemap lists the site pages', () => {
  expect(PAGES.length).toBeGreaterThan(50);
});

for (const pagePath of PAGES) {
  test(`${pagePath} has no WCAG 2.1 AA violation`, async ({page}) => {
    await page.goto(pagePath);
    await waitForHydration(page);
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
    expect(summary, `axe violations on ${pagePath}`).toEqual([]);
  });
}
