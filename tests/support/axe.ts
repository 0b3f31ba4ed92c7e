import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The WCAG 2.1 A and AA rules the site holds every page to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Marks the elements whose text colour contrast axe measures on this page. */
const SAMPLE_ATTRIBUTE = 'data-contrast-sample';

/**
 * Runs axe's WCAG 2.1 A and AA rules over the loaded page and returns its violations, one line
 * each. Every rule but colour contrast runs over the whole page. Colour contrast, which costs
 * more than all the other rules together on a page with long tables (about 3 ms per text
 * element here), runs on one element of each kind: text elements that share their own colour,
 * font size and weight, visibility, and the tag, classes, background and opacity of every
 * ancestor up to the root show the same colours on the same background, so axe's verdict on
 * one is its verdict on all. Not covered by the sampling: text over a positioned element that
 * is not its ancestor, which axe itself reports as "needs review", never as a violation.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const samples = await markContrastSamples(page);
  const structure = await new AxeBuilder({page})
    .setLegacyMode(true)
    .withTags(WCAG_TAGS)
    .disableRules(['color-contrast'])
    .analyze();
  const contrast =
    samples > 0
      ? await new AxeBuilder({page})
          .setLegacyMode(true)
          .withRules(['color-contrast'])
          .include(`[${SAMPLE_ATTRIBUTE}]`)
          .analyze()
      : {violations: []};
  return [...structure.violations, ...contrast.violations].map(
    (violation) =>
      `${violation.id} (${violation.nodes.length}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** Marks one text element per contrast kind (see axeViolations); returns how many. */
function markContrastSamples(page: Page): Promise<number> {
  return page.evaluate((attribute) => {
    const ancestorKeys = new Map<Element, string>();
    const ancestorKey = (element: Element | null): string => {
      if (!element) return '';
      const known = ancestorKeys.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      const key = `${ancestorKey(element.parentElement)}/${element.tagName}.${element.getAttribute('class') ?? ''}:${style.backgroundColor}|${style.backgroundImage}|${style.opacity}|${style.filter}|${style.mixBlendMode}`;
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
    return seen.size;
  }, SAMPLE_ATTRIBUTE);
}
