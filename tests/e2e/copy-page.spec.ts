import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {E2E_BUILD_DIR} from '../../playwright.config';

/** "Copy page" and "View as Markdown" on a doc page (DESIGN.md#markdown-twins-and-llmstxt). */
const PAGE = '/services/kubernetes/cluster/aws-eks/';
const TWIN = '/services/kubernetes/cluster/aws-eks.md';
const markdown = () => readFileSync(path.join(E2E_BUILD_DIR, TWIN), 'utf8');

test('clicking Copy page copies the page’s Markdown and announces it, loading its code only then', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/copy-page\.[^/]*\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown());
  expect(chunks).toHaveLength(1);
});

test('Copy page works from the keyboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await waitForHydration(page);
  const button = page.getByRole('button', {name: 'Copy page'});
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown());
});

for (const [name, script] of [
  [
    'the clipboard API is missing',
    () => Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined}),
  ],
  [
    'writing to the clipboard is refused',
    () =>
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        get: () => ({
          writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
        }),
      }),
  ],
] as const) {
  test(`when ${name}, the Markdown is shown selected for copying by hand`, async ({page}) => {
    await page.addInitScript(script);
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status')).toContainText('copy it by hand');
    const box = page.getByRole('textbox', {name: 'Markdown of this page'});
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(markdown());
    const selected = await box.evaluate(
      (element: HTMLTextAreaElement) => element.selectionEnd - element.selectionStart,
    );
    expect(selected).toBe(markdown().length);
  });
}

test('View as Markdown opens the page’s twin', async ({page}) => {
  await page.goto(PAGE);
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', TWIN);
  const [response] = await Promise.all([page.waitForResponse(`**${TWIN}`), link.click()]);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(markdown());
});

test('the home page links to /index.md, and the test-only docs have no button', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
    'href',
    '/index.md',
  );
  await page.goto('/e2e/docs/toc-levels/');
  await waitForHydration(page);
  await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
});
