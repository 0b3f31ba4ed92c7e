import {test, expect} from './fixtures';
import {
  SEARCH_FILES,
  recordSearchRequests,
  siteErrors,
  searchBox,
  openPage,
  readySearch,
} from '../support/search';

/** A failed load keeps the box as it was, and the next interaction tries again (DESIGN.md#search-box). */
test.describe('a failed search load', () => {
  for (const failure of ['HTTP 500', 'network error'] as const) {
    test(`(${failure}) does not break the page and shows no error`, async ({
      page,
      consoleErrors,
    }) => {
      await page.route(SEARCH_FILES, (route) =>
        failure === 'HTTP 500'
          ? route.fulfill({status: 500, contentType: 'text/plain', body: 'Internal Server Error'})
          : route.abort('failed'),
      );
      const requested = recordSearchRequests(page);
      await openPage(page);
      const {wrapper, input} = searchBox(page);
      await wrapper.hover();
      await expect
        .poll(() => requested.filter((path) => SEARCH_FILES.test(path)).length)
        .toBeGreaterThan(0);
      await page.waitForTimeout(500);
      await expect(input).toBeDisabled();
      await expect(input).toHaveAttribute('placeholder', 'Loading...');
      await expect(wrapper.getByRole('listbox')).toBeHidden();
      expect((await wrapper.innerText()).trim()).toBe('');
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(siteErrors(consoleErrors)).toEqual([]);

      await page.locator('.navbar a.navbar__link', {hasText: 'Glossary'}).click();
      await expect(page).toHaveURL(/\/glossary\/$/);
      await expect(page.locator('article h1')).toBeVisible();
      expect(siteErrors(consoleErrors)).toEqual([]);
    });
  }
});

test('a failed popup chunk leaves the page working, and the next search shows the results', async ({
  page,
  consoleErrors,
}) => {
  const popupChunk = /\/assets\/js\/search-popup\.[^/]*\.js$/;
  await page.route(popupChunk, (route) => route.abort('failed'));
  await openPage(page);
  const input = await readySearch(page);
  await input.fill('vault');
  await page.waitForTimeout(500);
  const {listbox} = searchBox(page);
  await expect(listbox.getByRole('option')).toHaveCount(0);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);

  await page.unroute(popupChunk);
  await input.press('Escape');
  await input.fill('vault');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  expect(siteErrors(consoleErrors)).toEqual([]);
});
