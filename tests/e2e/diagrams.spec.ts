import {readFileSync} from 'node:fs';
import {diagramDescription} from '../../plugins/mermaid-svg';
import {parseDoc} from '../../lib/markdown';
import {test, expect, waitForHydration} from './fixtures';

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
