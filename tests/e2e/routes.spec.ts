import {test, expect, waitForHydration} from './fixtures';
import {REDIRECTS} from '../../src/data/redirects';
import {DOC_ROUTES} from '../support/routes';

// That every route renders, with no console error, is checked in the one visit per page of
// pages.spec.ts.

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
