import {readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {E2E_BUILD_DIR} from '../../playwright.config';
import type {Page} from '@playwright/test';

function liveChunkRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/live-code-block\.[0-9a-f]+\.js$/.test(request.url())) {
      requested.push(request.url());
    }
  });
  return requested;
}

test('a live code block renders its playground below the editor, and edits re-render', async ({
  page,
  consoleErrors,
}) => {
  const requested = liveChunkRequests(page);
  await page.goto('/markdown-page/');
  await waitForHydration(page);
  // The playground loads as its block comes near the viewport.
  await page.locator('[data-live-code-block]').first().scrollIntoViewIfNeeded();
  const playground = page.locator('.playgroundContainer, [class*="playgroundContainer"]').first();
  await expect(playground).toBeVisible();
  expect(requested).toHaveLength(1);

  // The playground position is "bottom": the result comes after the editor.
  const editor = playground.locator('.prism-code, textarea').first();
  const result = playground.getByRole('button', {name: /Clicked 0 times/});
  await expect(result).toBeVisible();
  const editorBox = await editor.boundingBox();
  const resultBox = await result.boundingBox();
  expect(resultBox!.y).toBeGreaterThan(editorBox!.y);

  await result.click();
  await expect(playground.getByRole('button', {name: /Clicked 1 times/})).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('pages without a live code block do not load the playground', async ({page}) => {
  // The playground is a chunk of its own...
  const chunks = readdirSync(path.join(E2E_BUILD_DIR, 'assets', 'js'));
  expect(chunks.some((name) => /^live-code-block\.[0-9a-f]+\.js$/.test(name))).toBe(true);
  // ...that a page without a live block never asks for.
  const requested = liveChunkRequests(page);
  await page.goto('/services/kubernetes/cluster/aws-eks/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test('the playground loads only as its block comes near the viewport', async ({page}) => {
  const requested = liveChunkRequests(page);
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/markdown-page/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  const pending = page.locator('[data-live-code-block="pending"]').first();
  await pending.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBe(1);
});
