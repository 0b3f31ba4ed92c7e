import {test, expect, waitForHydration} from './fixtures';

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('stays light when the OS prefers dark, with no toggle', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('button[title*="mode"]')).toHaveCount(0);
  });

  test('ignores a stored dark choice and the theme query string', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/cluster/?docusaurus-theme=dark');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Infima's light background is transparent over white; its dark one is rgb(27, 27, 29).
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgba(0, 0, 0, 0)');
  });
});
