import {test, expect, disableBrowserStorage, waitForHydration} from './fixtures';

test('the site works when browser storage throws', async ({page, consoleErrors}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await disableBrowserStorage(page);
  await page.goto('/cluster/');
  await waitForHydration(page);
  await expect(page.locator('article h1')).toBeVisible();
  expect(warnings.some((text) => text.includes('browser storage is not available'))).toBe(true);

  // Dismissing the announcement still works for the page's lifetime, with nothing stored.
  await page.locator('[role="banner"]').getByRole('button', {name: 'Close'}).click();
  await expect(page.locator('[role="banner"]')).toBeHidden();
  await page.locator('footer a', {hasText: 'Glossary'}).click();
  await expect(page).toHaveURL(/\/glossary\/$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
