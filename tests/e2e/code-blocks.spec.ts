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
