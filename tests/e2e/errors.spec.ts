import {test, expect, routerNavigate, waitForHydration} from './fixtures';

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('nav.navbar')).toBeVisible();
});

test('an unknown path reached in the app shows the not-found page', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await routerNavigate(page, '/not/a/route/');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});

test('a crashing page shows "This page crashed", its cause chain, and Try again recovers', async ({
  page,
}) => {
  await page.goto('/e2e/crash/');
  await waitForHydration(page).catch(() => undefined);
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  const body = page.locator('body');
  await expect(body).toContainText('Rendering the crash fixture failed');
  await expect(body).toContainText('The fixture was told to crash');

  await page.evaluate(() => {
    window.clouderE2eCrash = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('#crash-fixture-recovered')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
});

test('content that fails to load shows its error and a Retry button that recovers', async ({
  page,
}) => {
  await page.route('**/assets/js/e2e-lazy-panel*.js', (route) => route.abort('failed'));
  await page.goto('/e2e/lazy-panel/');
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(page.locator('main')).toContainText(/Loading chunk|ChunkLoadError|failed/i);

  await page.unroute('**/assets/js/e2e-lazy-panel*.js');
  await retry.click();
  await expect(page.locator('#lazy-panel-loaded')).toBeVisible();
});

test('a route chunk that fails on navigation logs a warning and reloads the target page', async ({
  page,
  consoleWarnings: warnings,
}) => {
  await page.goto('/testimonials/');
  await waitForHydration(page);
  const loaded = new Set(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    ),
  );
  // Fail every script chunk the current page did not need: those of the next route.
  await page.route('**/assets/js/*.js', (route) => {
    const path = new URL(route.request().url()).pathname;
    return loaded.has(path) ? route.continue() : route.abort('failed');
  });
  const reloaded = page.waitForEvent('load');
  await routerNavigate(page, '/security/');
  await reloaded;
  expect(warnings.join('\n')).toMatch(/chunk|load/i);
  await expect(page).toHaveURL(/\/security\/$/);
  await expect(page.locator('article h1')).toBeVisible();
});
