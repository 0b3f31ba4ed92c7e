import {test, expect, disableBrowserStorage, waitForHydration} from './fixtures';
import {SITEMAP_PATHS} from '../support/production';

/**
 * Faults a reader can meet, on the production server (deploy/nginx.conf on Debian's nginx with
 * its Content-Security-Policy): a chunk that fails to load, storage that throws, JavaScript off,
 * an unknown path, a folder path without its slash.
 */
/** Test fixtures, not pages of the production site: they exist to crash and to lazy-load. */
const FIXTURE_PAGES = new Set(['/e2e/crash/', '/e2e/lazy-panel/']);
const NAVBAR_LINKS = ['Cluster', 'Services', 'Professional Services', 'Glossary'];

test('a chunk that fails to load shows the error and Retry, which works once the network is back', async ({
  page,
  nginxOrigin,
}) => {
  const chunk = '**/assets/js/e2e-lazy-panel*.js';
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.goto(`${nginxOrigin}/e2e/lazy-panel/`);
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(page.locator('main')).toContainText(/Loading chunk|ChunkLoadError|failed/i);

  await page.unroute(chunk);
  await retry.click();
  await expect(page.locator('#lazy-panel-loaded')).toBeVisible();
});

test('the site works when browser storage throws', async ({page, nginxOrigin, consoleErrors}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await disableBrowserStorage(page);
  await page.goto(`${nginxOrigin}/cluster/`);
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

const SLICES = 2;
for (let slice = 0; slice < SLICES; slice += 1) {
  const paths = SITEMAP_PATHS.filter((pathname) => !FIXTURE_PAGES.has(pathname)).filter(
    (_, index) => index % SLICES === slice,
  );
  test(`with JavaScript off, pages ${slice + 1}/${SLICES} show their content and navigation`, async ({
    browser,
    nginxOrigin,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    for (const pathname of paths) {
      const response = await page.goto(`${nginxOrigin}${pathname}`);
      expect(response?.status(), pathname).toBe(200);
      await expect(page.locator('h1').first(), pathname).toBeVisible();
      for (const name of NAVBAR_LINKS) {
        await expect(
          page.locator('nav.navbar').getByRole('link', {name, exact: true}),
          pathname,
        ).toBeVisible();
      }
      const sidebar = page.locator('.theme-doc-sidebar-menu a');
      if ((await sidebar.count()) > 0) await expect(sidebar.first(), pathname).toBeVisible();
      // Every block of the page's text is on screen, not waiting for a script to show it.
      const hidden = await page
        .locator('main :is(h2, h3, p, li, pre, table)')
        .evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).offsetParent === null)
            .map((element) => element.textContent?.slice(0, 60)),
        );
      expect(hidden, pathname).toEqual([]);
    }
    await context.close();
  });
}

test('with JavaScript off, a diagram is still drawn, with its text as alt', async ({
  browser,
  nginxOrigin,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(`${nginxOrigin}/services/kubernetes/services/runtimes/`);
  const image = page.locator('.mermaid-diagram img').first();
  await expect(image).toHaveAttribute('alt', /^Diagram: /);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await context.close();
});

test('an unknown path shows the site not-found page with status 404', async ({
  page,
  nginxOrigin,
}) => {
  const response = await page.goto(`${nginxOrigin}/no/such/page/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('nav.navbar')).toBeVisible();
});

test('a folder path without its slash redirects once to the slash form', async ({
  page,
  nginxOrigin,
}) => {
  const response = await page.goto(`${nginxOrigin}/services/kubernetes/cluster`);
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(`${nginxOrigin}/services/kubernetes/cluster/`);
  const redirect = response!.request().redirectedFrom();
  expect(redirect?.url()).toBe(`${nginxOrigin}/services/kubernetes/cluster`);
  expect((await redirect!.response())?.status()).toBe(301);
  expect(redirect!.redirectedFrom()).toBeNull();
});
