import {test, expect, waitForHydration} from './fixtures';
import {REDIRECTS} from '../../src/data/redirects';
import {DOC_ROUTES, PAGE_ROUTES} from '../support/routes';

test.describe('every route renders with no console error', () => {
  for (const route of [...DOC_ROUTES, ...PAGE_ROUTES]) {
    test(route, async ({page, consoleErrors}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('h1', {hasText: 'Page Not Found'})).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('the second reading of a slug redirects to the page', () => {
  for (const {from, to} of REDIRECTS) {
    test(from, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await expect(page.locator('article h1')).toBeVisible();
    });
  }
});

test('every doc is in the one sidebar', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const sidebarRoutes = await page.evaluate(async () => {
    // Expand every category, level by level, and collect the links.
    for (let round = 0; round < 6; round += 1) {
      const collapsed = Array.from(
        document.querySelectorAll<HTMLButtonElement>(
          '.theme-doc-sidebar-menu button[aria-expanded="false"]',
        ),
      );
      if (collapsed.length === 0) break;
      collapsed.forEach((button) => button.click());
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    return Array.from(
      document.querySelectorAll<HTMLAnchorElement>('.theme-doc-sidebar-menu a.menu__link'),
    ).map((link) => link.getAttribute('href'));
  });
  expect(new Set(sidebarRoutes)).toEqual(new Set(DOC_ROUTES));
});
