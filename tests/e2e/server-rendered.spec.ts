import type {Page} from '@playwright/test';
import {test, expect, routerNavigate, waitForHydration} from './fixtures';
import {CONFIGURATION_VARIABLES, variableAnchor} from '../../src/data/configuration';

/**
 * Content the server renders and the browser keeps without its code (src/components/ServerRendered,
 * DESIGN.md#page-weight): the configuration reference's tables arrive in the HTML, and their
 * chunk, with every variable's data, loads only when the browser renders the page itself.
 */
const PAGE = '/services/kubernetes/deployments/configuration/';
const VARIABLE = CONFIGURATION_VARIABLES.find((variable) => variable.name === 'DATALAYER_URL');
const TABLES_CHUNK = /\/assets\/js\/configuration-tables\.[0-9a-f]+\.js$/;

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  return scripts;
}

test('the configuration reference keeps its tables from the HTML and loads neither their code nor their data', async ({
  page,
  consoleErrors,
}) => {
  expect(VARIABLE).toBeDefined();
  const scripts = recordScripts(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const row = page.locator(`tr#${variableAnchor('DATALAYER_URL')}`);
  await expect(row).toContainText(VARIABLE!.meaning);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((url) => TABLES_CHUNK.test(url))).toEqual([]);
  const texts = await Promise.all(
    scripts.map((url) => page.request.get(url).then((response) => response.text())),
  );
  // The meaning of a variable is in the page, from the HTML, and in none of its scripts.
  expect(texts.filter((text) => text.includes(VARIABLE!.meaning))).toEqual([]);

  // The tables' own links work as links: a variable's name puts its anchor in the address.
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#${variableAnchor('DATALAYER_URL')}$`));
  expect(consoleErrors).toEqual([]);
});

test('reached in the app, the page loads its tables, then scrolls to what its address names', async ({
  page,
  consoleErrors,
}) => {
  const scripts = recordScripts(page);
  // The tables arrive late, after the router has scrolled: the page scrolls again once they are in.
  await page.route(TABLES_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/');
  await waitForHydration(page);
  const anchor = variableAnchor('DATALAYER_URL');
  await routerNavigate(page, `${PAGE}#${anchor}`);
  const row = page.locator(`tr#${anchor}`);
  await expect(row).toContainText(VARIABLE!.meaning);
  await expect(row).toBeInViewport();
  expect(scripts.filter((url) => TABLES_CHUNK.test(url))).toHaveLength(1);

  // A heading after the tables, which their arrival pushed down: in view all the same.
  await page.goto('/');
  await waitForHydration(page);
  await routerNavigate(page, `${PAGE}#whats-next`);
  await expect(page.locator('h2#whats-next')).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});

test('if the tables’ chunk fails, the page reloads and shows them from its HTML', async ({
  page,
  consoleWarnings: warnings,
}) => {
  await page.route(TABLES_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await waitForHydration(page);
  const reloaded = page.waitForEvent('load');
  await routerNavigate(page, PAGE);
  await reloaded;
  await waitForHydration(page);
  await expect(page.locator(`tr#${variableAnchor('DATALAYER_URL')}`)).toContainText(
    VARIABLE!.meaning,
  );
  expect(warnings.some((text) => text.includes('Content failed to load'))).toBe(true);
});
