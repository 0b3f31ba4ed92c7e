import {readFileSync} from 'node:fs';
import {diagramDescription} from '../../plugins/mermaid-svg';
import {parseDoc} from '../../lib/markdown';
import type {Page} from '@playwright/test';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {expectDiagramsWhole, FULL_SCREEN_CONTROL, pageOverflow} from '../support/diagrams';
import {test, expect, waitForHydration, PHONE_VIEWPORT} from './fixtures';

/** The accDescr of the home page's first diagram, as its author wrote it in docs/index.md. */
function homeDiagramDescription(): string {
  const doc = parseDoc('docs/index.md', readFileSync('docs/index.md', 'utf8'));
  const block = doc.codeBlocks.find((candidate) => candidate.lang === 'mermaid');
  return diagramDescription(block?.value ?? '') ?? '';
}

/**
 * Diagrams are SVG rendered ahead of time (plugins/mermaid-svg): an image with its size and an
 * alt text in the server HTML, and no mermaid runtime in the browser.
 */
test('a diagram is an image with its size and alt text, and the page runs no mermaid', async ({
  page,
  consoleErrors,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  const image = page.locator('.mermaid-diagram img').first();
  await image.scrollIntoViewIfNeeded();
  // The author's description, not the labels of the drawing.
  const description = homeDiagramDescription();
  expect(description.length).toBeGreaterThanOrEqual(60);
  await expect(image).toHaveAttribute('alt', description);
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  const mermaidLoaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /mermaid|dagre|cytoscape/i.test(entry.name)),
  );
  expect(mermaidLoaded).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('a diagram keeps its box while its image loads: no layout shift', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/');
  await waitForHydration(page);
  const image = page.locator('.mermaid-diagram img').first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[]) {
            total += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test('an apostrophe in a diagram description reaches the alt text as written, not escaped', async ({
  page,
}) => {
  await page.goto('/markdown-page/');
  const alt = await page.locator('.mermaid-diagram img').first().getAttribute('alt');
  expect(alt).toContain('The style guide’s example flowchart');
  expect(alt).not.toMatch(/&#39;|&amp;/);
});

/** The first diagram's control that opens it full screen. */
const fullScreenControl = (page: Page) =>
  page.getByRole('button', {name: FULL_SCREEN_CONTROL}).first();

/** The full-screen view, once open. */
const viewer = (page: Page) => page.getByRole('dialog', {name: 'Diagram, full screen'});

/** The zoom level the viewer announces, as a number (percent). */
async function zoomLevel(page: Page): Promise<number> {
  const text = (await page.getByRole('dialog').getByRole('status').textContent()) ?? '';
  return Number(/(\d+)%/.exec(text)?.[1]);
}

/** The transform the viewer sets on the diagram: where it stands and at what scale. */
function transformOf(page: Page): Promise<string> {
  return page
    .getByRole('dialog')
    .locator('img')
    .evaluate((image) => image.style.transform);
}

test('the server HTML holds the diagram alone; its full-screen code loads only when opened', async ({
  page,
}) => {
  const html = readFileSync(`${E2E_BUILD_DIR}/index.html`, 'utf8');
  expect(html).toContain('mermaid-diagram');
  expect(html).not.toContain(FULL_SCREEN_CONTROL);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  const viewerChunk = /diagram-viewer/;
  expect(scripts.filter((url) => viewerChunk.test(url))).toEqual([]);
  await fullScreenControl(page).click();
  await expect(viewer(page)).toBeVisible();
  expect(scripts.filter((url) => viewerChunk.test(url))).toHaveLength(1);
});

test('by keyboard, the full-screen view opens, zooms, moves, fits and closes with Escape', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const opener = fullScreenControl(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  // Described for screen readers, the diagram's own alt text inside, the page behind inert.
  await expect(dialog).toHaveAccessibleDescription(/arrow keys.*Escape closes/);
  const alt = await page.locator('.mermaid-diagram img').first().getAttribute('alt');
  await expect(dialog.locator('img')).toHaveAttribute('alt', alt ?? '');
  expect(
    await page.evaluate(() => document.querySelector('dialog')?.contains(document.activeElement)),
  ).toBe(true);

  const fitted = await zoomLevel(page);
  expect(fitted).toBeGreaterThan(0);
  await page.keyboard.press('+');
  await expect.poll(() => zoomLevel(page)).toBeGreaterThan(fitted);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect.poll(() => zoomLevel(page)).toBeLessThan(fitted);
  await page.keyboard.press('0');
  await expect.poll(() => zoomLevel(page)).toBe(fitted);

  // The arrow keys move the diagram once the stage has the focus.
  await dialog.getByRole('group', {name: 'Diagram'}).focus();
  const before = await transformOf(page);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => transformOf(page)).not.toBe(before);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true});

  test('the diagram shows whole; the full-screen view opens by touch, pinches to zoom, drags and closes', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    // Each diagram within the screen's column, with its control (as the page sweep checks).
    expect(await expectDiagramsWhole(page)).toBeGreaterThan(0);

    await fullScreenControl(page).tap();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    const fitted = await zoomLevel(page);

    // Two fingers spread apart on the stage: real touch input, through the browser.
    const stage = await dialog.getByRole('group', {name: 'Diagram'}).boundingBox();
    expect(stage).not.toBeNull();
    const centre = {x: stage!.x + stage!.width / 2, y: stage!.y + stage!.height / 2};
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                {x: centre.x - spread, y: centre.y, id: 1},
                {x: centre.x + spread, y: centre.y, id: 2},
              ],
      });
    await touch('touchStart', 40);
    for (const spread of [60, 80, 100, 120]) await touch('touchMove', spread);
    await touch('touchEnd', 0);
    await expect.poll(() => zoomLevel(page)).toBeGreaterThan(fitted * 2);

    // One finger drags the diagram.
    const before = await transformOf(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{x: centre.x, y: centre.y, id: 3}],
    });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{x: centre.x - 60, y: centre.y - 30, id: 3}],
    });
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    await expect.poll(() => transformOf(page)).not.toBe(before);

    await dialog.getByRole('button', {name: 'Zoom out'}).tap();
    await dialog.getByRole('button', {name: 'Close'}).tap();
    await expect(dialog).toHaveCount(0);
  });
});
