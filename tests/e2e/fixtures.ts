import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {startNginx} from '../../lib/nginx';
import {reportViolations} from '../support/production';

/** First nginx port; another base lets two checkouts run the suite side by side. */
const NGINX_PORT_BASE = Number(process.env.E2E_NGINX_PORT_BASE ?? 4300);

/** The external URLs each browser context requested (see recordExternalRequests). */
const EXTERNAL_REQUESTS = new WeakMap<BrowserContext, string[]>();

/**
 * The browser's network is closed for every context (CLOSED_NETWORK_ARGS in playwright.config),
 * and each test context records the external URLs its pages asked for.
 */
export const test = base.extend<
  {consoleErrors: string[]; consoleWarnings: string[]; externalRequests: string[]},
  {nginxOrigin: string; sweep: PageSweep}
>({
  context: async ({context}, use) => {
    EXTERNAL_REQUESTS.set(context, recordExternalRequests(context));
    await use(context);
  },
  externalRequests: async ({context}, use) => {
    await use(EXTERNAL_REQUESTS.get(context) ?? []);
  },
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (isPageError(message)) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  /** The page's console warnings, across its navigations and reloads. */
  consoleWarnings: async ({page}, use) => {
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await use(warnings);
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
  sweep: [
    async ({browser}, use, workerInfo) => {
      const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      let visit: Visit = {consoleErrors: [], policyViolations: []};
      await reportViolations(context, (text) => visit.policyViolations.push(text));
      const page = await context.newPage();
      page.on('console', (message) => {
        if (isPageError(message)) visit.consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => visit.consoleErrors.push(error.message));
      await use({
        page,
        async begin() {
          // A visit may have laid the page out at another width (PHONE_VIEWPORT); start at the project's.
          if (viewport) await page.setViewportSize(viewport);
          visit = {consoleErrors: [], policyViolations: []};
          return visit;
        },
      });
      await context.close();
    },
    {scope: 'worker'},
  ],
});

export {expect};

/** What one visit of a page sweep records: console errors and Content-Security-Policy violations. */
export interface Visit {
  consoleErrors: string[];
  policyViolations: string[];
}

/**
 * One browser page per worker for the sweeps that load page after page without interacting: its
 * HTTP cache stays warm from one page to the next, as a reader's does, which spares each visit a
 * new browser context. `begin` starts a visit at the project's viewport and returns what it
 * records.
 */
export interface PageSweep {
  page: Page;
  begin(): Promise<Visit>;
}

/** The phone the tests lay pages out for (DESIGN.md#code-blocks-and-diagrams). */
export const PHONE_VIEWPORT = {width: 390, height: 844};

/**
 * Records the external URLs a context's pages request. The requests themselves fail at the
 * browser's resolver (CLOSED_NETWORK_ARGS): nothing leaves the machine, and no request waits on
 * the test, as it would under Playwright's request interception, which also turns the HTTP cache
 * off (every page then compiled all of its scripts again).
 */
function recordExternalRequests(context: BrowserContext): string[] {
  const external: string[] = [];
  context.on('request', (request) => {
    if (isExternal(request.url())) external.push(request.url());
  });
  return external;
}

function isExternal(url: string): boolean {
  const {hostname, protocol} = new URL(url);
  return (protocol === 'http:' || protocol === 'https:') && !LOCAL_HOSTS.has(hostname);
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * A console error the page is responsible for: every error but the browser's own report that a
 * resource of another host failed to load, which the closed network causes on purpose (the
 * analytics loader on every page of this build).
 */
export function isPageError(message: ConsoleMessage): boolean {
  if (message.type() !== 'error') return false;
  const closedNetwork =
    message.text().startsWith('Failed to load resource: net::ERR_NAME_NOT_RESOLVED') &&
    isExternal(message.location().url);
  return !closedNetwork;
}

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
