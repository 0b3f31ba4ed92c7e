import {expect, type Page} from '@playwright/test';

/** The smallest text a diagram may show, as displayed (DESIGN.md#code-blocks-and-diagrams). */
export const MIN_DIAGRAM_TEXT_PX = 12;

export interface DiagramText {
  src: string;
  /** The smallest font size a label of the SVG uses, in the SVG's own pixels. */
  smallest: number;
  /** Displayed width over intrinsic width: the factor the reader sees that text at. */
  scale: number;
}

/**
 * Measures each build-time diagram of the loaded page: its SVG is fetched and laid out off
 * screen so that the browser computes each label's font size from the SVG's own styles.
 */
export async function measureDiagramText(page: Page): Promise<DiagramText[]> {
  return page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('.mermaid-diagram img'));
    const results: {src: string; smallest: number; scale: number}[] = [];
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
      results.push({
        src: image.getAttribute('src') ?? '',
        smallest: Math.min(...sizesPx),
        scale: image.getBoundingClientRect().width / intrinsic,
      });
    }
    return results;
  });
}

/**
 * Fails unless every diagram of the loaded page shows its smallest text at 12 px or more;
 * returns how many diagrams it measured.
 */
export async function expectDiagramTextReadable(page: Page): Promise<number> {
  const sizes = await measureDiagramText(page);
  for (const {src, smallest, scale} of sizes) {
    expect(
      smallest * scale,
      `${src}: smallest text ${smallest} px × ${scale}`,
    ).toBeGreaterThanOrEqual(MIN_DIAGRAM_TEXT_PX - 0.01);
  }
  return sizes.length;
}

/** How far the page scrolls sideways, in CSS pixels: a wide diagram or table must scroll alone. */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
