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
  // Expand every category, level by level, until none is collapsed: each round waits for the
  // state, not for a fixed time, so a slow machine only makes it take longer.
  const collapsed = page.locator('.theme-doc-sidebar-menu button[aria-expanded="false"]');
  await expect(async () => {
    await page.evaluate(() =>
      document
        .querySelectorAll<HTMLButtonElement>(
          '.theme-doc-sidebar-menu button[aria-expanded="false"]',
        )
        .forEach((button) => button.click()),
    );
    await expect(collapsed).toHaveCount(0, {timeout: 1_000});
  }).toPass();
  const sidebarRoutes = await page
    .locator('.theme-doc-sidebar-menu a.menu__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(sidebarRoutes)).toEqual(new Set(DOC_ROUTES));
});
