import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {E2E_BUILD_DIR} from '../../playwright.config';

/**
 * Code highlighted at build time (DESIGN.md#code-blocks-and-diagrams): the page's HTML holds the
 * coloured tokens, the browser keeps them through hydration, and Prism, which only the live
 * playground needs, reaches no other script.
 */
const PAGE = '/services/kubernetes/frameworks/ray/';
/** A string of Prism's core, in no code of the site's own. */
const PRISM_MARKER = 'before-tokenize';

test('Prism is in the live playground’s chunk and in no other script of the build', () => {
  const folder = path.join(E2E_BUILD_DIR, 'assets', 'js');
  const withPrism = readdirSync(folder).filter(
    (name) =>
      name.endsWith('.js') && readFileSync(path.join(folder, name), 'utf8').includes(PRISM_MARKER),
  );
  // The playground highlights what a reader types, so it has Prism: the marker is Prism's.
  expect(withPrism.length).toBeGreaterThan(0);
  expect(withPrism.filter((name) => !name.startsWith('live-code-block.'))).toEqual([]);
});

test('a page of code arrives highlighted, keeps its colours and highlighted lines, and loads no Prism', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');

  const block = page.locator('.theme-code-block', {hasText: 'kind: RayCluster'}).first();
  // A YAML key as Prism types it, in the theme's colour for it.
  const key = block.locator('.token.key.atrule', {hasText: 'kind'}).first();
  await expect(key).toHaveCSS('color', 'rgb(164, 14, 38)');
  // `{8,11,…}` in the fence marks lines, which keep their tokens.
  const marked = block.locator('.theme-code-block-highlighted-line');
  expect(await marked.count()).toBeGreaterThan(1);
  expect(await marked.first().locator('.token').count()).toBeGreaterThan(1);

  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(1);
  expect(bodies.filter((body) => body.includes(PRISM_MARKER))).toEqual([]);
});

test('with JavaScript off, the code is coloured all the same', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(PAGE);
  const key = page.locator('.theme-code-block .token.key.atrule', {hasText: 'kind'}).first();
  await expect(key).toHaveCSS('color', 'rgb(164, 14, 38)');
  await context.close();
});

test.describe('console, diff and error lines (the style guide)', () => {
  test.beforeEach(async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/markdown-page/');
    await waitForHydration(page);
  });

  test('Copy on a console block copies the command alone, and the prompt is not selectable', async ({
    page,
  }) => {
    const session = page
      .locator('.theme-code-block', {has: page.locator('.language-shell-session')})
      .last();
    await session.hover();
    await session.getByRole('button', {name: 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'kubectl get namespaces',
    );
    await expect(session.locator('.token.shell-symbol').first()).toHaveCSS('user-select', 'none');
    await expect(session.locator('.token.output').first()).toContainText('NAME');
  });

  test('a diff tints its added and removed lines', async ({page}) => {
    const diff = page.locator('.theme-code-block', {has: page.locator('.language-diff')}).last();
    const added = diff.locator('.token-line', {has: page.locator('.token.prefix.inserted')});
    const removed = diff.locator('.token-line', {has: page.locator('.token.prefix.deleted')});
    await expect(added).toHaveCSS('background-color', 'rgb(218, 251, 225)');
    await expect(removed).toHaveCSS('background-color', 'rgb(255, 235, 233)');
    await expect(diff.locator('.token-line').first()).toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
  });

  test('an error-next-line comment marks the next line and is neither shown nor copied', async ({
    page,
  }) => {
    const block = page.locator('.theme-code-block', {hasText: 'My_Config'}).last();
    const marked = block.locator('.code-block-error-line');
    await expect(marked).toHaveCount(1);
    await expect(marked).toContainText('name: My_Config');
    await expect(marked).toHaveCSS('background-color', 'rgb(255, 235, 233)');
    await expect(block).not.toContainText('error-next-line');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('name: My_Config');
    expect(copied).not.toContain('error-next-line');
  });
});
