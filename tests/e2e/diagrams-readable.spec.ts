import {readFileSync} from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Every diagram of the site can be read: the smallest text of each renders at 12 px or more in
 * the 1280 px desktop layout and on a 390 px phone, where a wide diagram scrolls sideways rather
 * than shrinking (DESIGN.md#code-blocks-and-diagrams).
 */
const MIN_TEXT_PX = 12;
const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'phone', width: 390, height: 844},
] as const;

/** The routes whose built HTML holds a diagram. */
function routesWithDiagrams(): string[] {
  const root = path.resolve(__dirname, '..', '..', E2E_BUILD_DIR);
  return fg
    .sync('**/index.html', {cwd: root, ignore: ['e2e/**']})
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('mermaid-diagram'))
    .map((file) => `/${file.replace(/index\.html$/, '')}`)
    .sort();
}

const ROUTES = routesWithDiagrams();

test('the build has diagrams to measure', () => {
  expect(ROUTES.length).toBeGreaterThan(10);
});

for (const viewport of VIEWPORTS) {
  test.describe(`diagram text at ${viewport.width} px`, () => {
    for (const route of ROUTES) {
      test(route, async ({page}) => {
        await page.setViewportSize({width: viewport.width, height: viewport.height});
        await page.goto(route);
        await waitForHydration(page);
        const sizes = await page.evaluate(async () => {
          const images = Array.from(
            document.querySelectorAll<HTMLImageElement>('.mermaid-diagram img'),
          );
          const results: {src: string; smallest: number; scale: number}[] = [];
          for (const image of images) {
            image.loading = 'eager';
            if (!image.complete) await image.decode().catch(() => undefined);
            // The smallest font size a label of the SVG uses, measured on the SVG itself.
            const svgText = await (await fetch(image.currentSrc || image.src)).text();
            const holder = document.createElement('div');
            holder.style.cssText = 'position:absolute;left:-99999px;top:0;';
            holder.innerHTML = svgText;
            document.body.append(holder);
            const sizesPx = Array.from(holder.querySelectorAll('text, tspan'))
              .filter((node) => (node.textContent ?? '').trim() !== '')
              .map((node) => parseFloat(getComputedStyle(node).fontSize));
            holder.remove();
            const intrinsic = image.naturalWidth || Number(image.getAttribute('width'));
            results.push({
              src: image.getAttribute('src') ?? '',
              smallest: Math.min(...sizesPx),
              scale: image.getBoundingClientRect().width / intrinsic,
            });
          }
          return results;
        });
        expect(sizes.length).toBeGreaterThan(0);
        for (const {src, smallest, scale} of sizes) {
          expect(
            smallest * scale,
            `${src}: smallest text ${smallest} px × ${scale}`,
          ).toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.01);
        }
        // A diagram wider than the column scrolls inside its own box, not the page.
        const pageOverflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(pageOverflow).toBeLessThanOrEqual(1);
      });
    }
  });
}
