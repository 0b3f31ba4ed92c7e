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

test('the site works when browser storage throws', async ({
  page,
  nginxOrigin,
  consoleErrors,
  consoleWarnings: warnings,
}) => {
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

/**
 * What a reader without JavaScript sees of the loaded page: whether the first heading shows,
 * which of the navbar links show, whether the sidebar's first link shows (where the page has a
 * sidebar), and the start of each block of the page's text that is not on screen.
 */
function readWithoutScript(navbarLinks: string[]) {
  const shows = (element: Element | null | undefined): boolean => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({visibilityProperty: true});
  };
  const navbar = Array.from(document.querySelectorAll('nav.navbar a'));
  const sidebarLinks = document.querySelectorAll('.theme-doc-sidebar-menu a');
  return {
    heading: shows(document.querySelector('h1')),
    navbarLinks: navbarLinks.filter((name) =>
      navbar.some((link) => link.textContent?.trim() === name && shows(link)),
    ),
    sidebar: sidebarLinks.length === 0 || shows(sidebarLinks[0]),
    hiddenBlocks: Array.from(document.querySelectorAll('main :is(h2, h3, p, li, pre, table)'))
      .filter((element) => (element as HTMLElement).offsetParent === null)
      .map((element) => element.textContent?.slice(0, 60)),
  };
}

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
      // Read in one pass over the page: JavaScript is off in the page, not in the test's probe.
      expect(await page.evaluate(readWithoutScript, NAVBAR_LINKS), pathname).toEqual({
        heading: true,
        navbarLinks: NAVBAR_LINKS,
        sidebar: true,
        hiddenBlocks: [],
      });
    }
    await context.close();
  });
}

test('with JavaScript off, a diagram is still drawn, with its description as alt', async ({
  browser,
  nginxOrigin,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(`${nginxOrigin}/services/kubernetes/services/runtimes/`);
  const image = page.locator('.mermaid-diagram img').first();
  await expect(image).toHaveAttribute(
    'alt',
    /^JupyterLab or the CLI sends a request to create a Runtime/,
  );
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
