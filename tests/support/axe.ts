import type {Page} from '@playwright/test';
import axeCore, {type AxeResults} from 'axe-core';

/** The WCAG 2.1 A and AA rules the site holds every page to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Marks the elements the sampled rules run on. */
const SAMPLE_ATTRIBUTE = 'data-axe-sample';

/** axe-core's browser build (its Node entry exports it as text), evaluated once per page. */
const AXE_SOURCE = axeCore.source;

/**
 * Runs axe's WCAG 2.1 A and AA rules over the loaded page and returns its violations, one line
 * each. Every rule but two runs over the whole page. The two that measure colours on every
 * element they apply to, colour contrast (about 3 ms per text element here, more than all the
 * other rules together on a page with long tables) and link-in-text-block (about 165 ms a doc
 * page, two thirds of the rest), run on one element of each kind: elements that share their own
 * colour, font size and weight, decoration, visibility, and the tag, classes, colour, background
 * and opacity of every ancestor up to the root show the same colours on the same background, so
 * axe's verdict on one is its verdict on all. Not covered by the sampling: text over a positioned
 * element that is not its ancestor, which axe itself reports as "needs review", never as a
 * violation.
 *
 * axe runs in the page itself, not through @axe-core/playwright's builder: the builder injects
 * axe again for each run and brings back every passing node as HTML, which tripled the time of
 * a run here (about 600 ms against 210 ms on a doc page). The site's pages have no frames, which
 * is all the builder adds.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await markSamples(page);
  return runAxe(page, null, SAMPLED_SELECTORS);
}

/** Runs axe's WCAG 2.1 A and AA rules within the elements a selector matches, violations only. */
export function axeViolationsWithin(page: Page, selector: string): Promise<string[]> {
  return runAxe(page, selector, {});
}

/**
 * The sampled rules' own selectors narrowed to the marked elements (axe's are `*` and
 * `a[href], [role=link]`), so that one run of axe does everything: each run builds axe's tree of
 * the whole page first, which a second run would build again.
 */
const SAMPLED_SELECTORS: Record<string, string> = {
  'color-contrast': `[${SAMPLE_ATTRIBUTE}]`,
  'link-in-text-block': `a[href][${SAMPLE_ATTRIBUTE}], [role=link][${SAMPLE_ATTRIBUTE}]`,
};

/**
 * Evaluates axe in the page (once) and runs the WCAG rules over the elements `within` selects
 * (the whole document for `null`), with the given rules narrowed to other selectors; only
 * violations come back.
 */
async function runAxe(
  page: Page,
  within: string | null,
  selectors: Record<string, string>,
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({within, selectors, tags}) => {
      const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
      // axe throws on a selector that matches nothing; here it means nothing to examine.
      if (within !== null && document.querySelector(within) === null) return [];
      axe.reset();
      axe.configure({
        rules: Object.entries(selectors).map(([id, selector]) => ({id, selector})),
      });
      const results: AxeResults = await axe.run(within ?? document, {
        runOnly: {type: 'tag', values: tags},
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => {
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
        return `${violation.id} (${violation.nodes.length}): ${targets.join(' | ')}`;
      });
    },
    {within, selectors, tags: WCAG_TAGS},
  );
}

/**
 * Marks one text element per contrast kind and one link per kind (see axeViolations); returns
 * how many.
 */
function markSamples(page: Page): Promise<number> {
  return page.evaluate((attribute) => {
    const ancestorKeys = new Map<Element, string>();
    const ancestorKey = (element: Element | null): string => {
      if (!element) return '';
      const known = ancestorKeys.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      const key = `${ancestorKey(element.parentElement)}/${element.tagName}.${element.getAttribute('class') ?? ''}:${style.color}|${style.backgroundColor}|${style.backgroundImage}|${style.opacity}|${style.filter}|${style.mixBlendMode}`;
      ancestorKeys.set(element, key);
      return key;
    };
    const seen = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || (node.textContent ?? '').trim() === '' || element.hasAttribute(attribute)) {
        continue;
      }
      const style = getComputedStyle(element);
      const key = `${style.color}|${style.fontSize}|${style.fontWeight}|${style.textShadow}|${element.checkVisibility()}|${ancestorKey(element)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      element.setAttribute(attribute, '');
    }
    // Links: link-in-text-block applies to a link whose block holds other text, and compares its
    // colour, decoration and borders with that text's colour, which the ancestors' key holds.
    const inTextBlock = (link: Element): boolean => {
      let block = link.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      return (block?.textContent ?? '').trim() !== (link.textContent ?? '').trim();
    };
    for (const link of Array.from(document.querySelectorAll('a[href], [role="link"]'))) {
      const style = getComputedStyle(link);
      const key = `link|${inTextBlock(link)}|${style.color}|${style.textDecorationLine}|${style.borderBottomStyle}|${style.borderBottomWidth}|${style.fontWeight}|${link.checkVisibility()}|${ancestorKey(link)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      link.setAttribute(attribute, '');
    }
    return seen.size;
  }, SAMPLE_ATTRIBUTE);
}
