import {expect, type Page} from '@playwright/test';

/** The smallest text a diagram may show, as displayed (DESIGN.md#code-blocks-and-diagrams). */
export const MIN_DIAGRAM_TEXT_PX = 12;

export interface DiagramText {
  src: string;
  /** The smallest font size a label of the SVG uses, in the SVG's own pixels. */
  smallest: number;
  /** Displayed width over intrinsic width: the factor the reader sees that text at. */
  scale: number;
  /** How far the image reaches past its box, in CSS pixels: 0 when it is shown whole. */
  overflow: number;
}

/**
 * Measures each build-time diagram of the loaded page: its SVG is fetched and laid out off
 * screen so that the browser computes each label's font size from the SVG's own styles.
 */
export async function measureDiagramText(page: Page): Promise<DiagramText[]> {
  return page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('.mermaid-diagram img'));
    const results: {src: string; smallest: number; scale: number; overflow: number}[] = [];
    for (const image of images) {
      image.loading = 'eager';
      if (!image.complete) await image.decode().catch(() => undefined);
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
      const box = image.closest('.mermaid-diagram')?.getBoundingClientRect();
      const shown = image.getBoundingClientRect();
      results.push({
        src: image.getAttribute('src') ?? '',
        smallest: Math.min(...sizesPx),
        scale: shown.width / intrinsic,
        overflow: box ? Math.max(0, shown.right - box.right, box.left - shown.left) : 0,
      });
    }
    return results;
  });
}

/**
 * Fails unless every diagram of the loaded page is shown whole in its box with its smallest text
 * at 12 px or more, as a desktop reader sees it; returns how many diagrams it measured.
 */
export async function expectDiagramTextReadable(page: Page): Promise<number> {
  const sizes = await measureDiagramText(page);
  for (const {src, smallest, scale, overflow} of sizes) {
    expect(overflow, `${src}: wider than its column`).toBeLessThanOrEqual(0.5);
    expect(
      smallest * scale,
      `${src}: smallest text ${smallest} px × ${scale}`,
    ).toBeGreaterThanOrEqual(MIN_DIAGRAM_TEXT_PX - 0.01);
  }
  return sizes.length;
}

/**
 * Fails unless every diagram of the loaded page is shown whole, scaled to its box, with the
 * control that opens it full screen, as a phone reader sees it; returns how many it measured.
 */
export async function expectDiagramsWhole(page: Page): Promise<number> {
  const sizes = await measureDiagramText(page);
  for (const {src, overflow} of sizes) {
    expect(overflow, `${src}: wider than the screen's column`).toBeLessThanOrEqual(0.5);
  }
  await expect(page.getByRole('button', {name: FULL_SCREEN_CONTROL})).toHaveCount(sizes.length);
  return sizes.length;
}

/** The accessible name of the control that opens a diagram full screen. */
export const FULL_SCREEN_CONTROL = 'Open the diagram full screen';

/** How far the page scrolls sideways, in CSS pixels: a wide table must scroll in its own box. */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
