import {test, expect, waitForHydration} from './fixtures';
import {RELEASES_URL} from '../../src/data/site';

test.describe('language and docs-version dropdowns', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/services/');
    await waitForHydration(page);
  });

  test('the language dropdown offers the single English locale', async ({page}) => {
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: 'English'});
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText(['English']);
    await expect(items.first()).toHaveAttribute('lang', 'en');
    await expect(items.first()).toHaveClass(/dropdown__link--active/);
  });

  test('the version dropdown offers Next and the CLI releases', async ({page}) => {
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: 'Next'});
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items.first()).toHaveText('Next');
    await expect(items.nth(1)).toHaveAttribute('href', RELEASES_URL);
  });

  test('choosing a version persists it in local storage under the un-namespaced key (DESIGN.md#storage-keys)', async ({
    page,
  }) => {
    expect(
      await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')),
    ).toBeNull();
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: 'Next'});
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu a', {hasText: 'Next'}).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBe('current');
  });
});
