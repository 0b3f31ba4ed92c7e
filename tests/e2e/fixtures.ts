import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {startNginx} from '../../lib/nginx';

/** First nginx port; another base lets two checkouts run the suite side by side. */
const NGINX_PORT_BASE = Number(process.env.E2E_NGINX_PORT_BASE ?? 4300);

/**
 * Every test runs with the network closed at the browser: requests that are not for the local
 * server never leave the machine. The analytics loader is answered with an empty script so that
 * the site's own gtag calls still run and can be observed in window.dataLayer.
 */
export const test = base.extend<
  {consoleErrors: string[]; externalRequests: string[]},
  {nginxOrigin: string}
>({
  externalRequests: [
    async ({context}, use) => {
      const external: string[] = [];
      await context.route(
        (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
        async (route) => {
          external.push(route.request().url());
          if (route.request().url().startsWith('https://www.googletagmanager.com/gtag/js')) {
            await route.fulfill({status: 200, contentType: 'text/javascript', body: ''});
          } else {
            await route.abort('blockedbyclient');
          }
        },
      );
      await use(external);
    },
    {auto: true},
  ],
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  /** The build served by Debian's nginx with deploy/nginx.conf, one server per worker. */
  nginxOrigin: [
    // Playwright reads a fixture's dependencies from this pattern, and this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = startNginx(NGINX_PORT_BASE + workerInfo.workerIndex, E2E_BUILD_DIR);
      try {
        await use(server.origin);
      } finally {
        server.stop();
      }
    },
    {scope: 'worker'},
  ],
});

export {expect};

/** Waits until React has hydrated the page (Docusaurus marks the html element). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Client-side navigation through the router's history, as the browser's back and forward
 * buttons do: the single-page app handles it without a page load.
 */
export async function routerNavigate(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Makes `localStorage` and `sessionStorage` throw on access, as browsers do when storage is off. */
export async function disableBrowserStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    }
  });
}
