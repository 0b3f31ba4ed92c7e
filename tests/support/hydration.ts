import type {Page} from '@playwright/test';
import {waitForHydration} from '../e2e/fixtures';

/**
 * The app's DOM as lines, one per element: its ancestry, tag, attributes and its own text (the
 * text nodes directly inside it, joined, spaces collapsed), normalised where the server's markup
 * and a browser render write the same state differently: a style as the browser reads it (the
 * server writes `color:#953800`, a render `color: rgb(149, 56, 0)`), an empty `class` as none,
 * and an input's value, checked and selected state from their properties (the server writes
 * attributes, a render sets the properties). Left out: comments (React separates adjacent texts
 * with them), scripts, styles, React's resource hints (`<link rel="preload">`, which only the
 * server writes) and what a `<noscript>` holds.
 */
function appLines(): string[] {
  const lines: string[] = [];
  const describe = (element: Element): string[] => {
    const attributes: string[] = [];
    for (const {name, value} of Array.from(element.attributes)) {
      if (name === 'class' && value.trim() === '') continue;
      if (
        name === 'value' &&
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
      ) {
        continue;
      }
      if (name === 'selected' && element instanceof HTMLOptionElement) continue;
      if (name === 'checked' && element instanceof HTMLInputElement) continue;
      if (name === 'style') {
        attributes.push(`style=${JSON.stringify((element as HTMLElement).style.cssText)}`);
        continue;
      }
      attributes.push(`${name}=${JSON.stringify(value)}`);
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      attributes.push(`(value)=${JSON.stringify(element.value)}`);
    }
    if (element instanceof HTMLInputElement && element.checked) attributes.push('(checked)');
    if (element instanceof HTMLOptionElement && element.selected) attributes.push('(selected)');
    return attributes.sort();
  };
  const walk = (element: Element, ancestry: string) => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' || tag === 'style') return;
    if (tag === 'link' && element.getAttribute('rel') === 'preload') return;
    const here = `${ancestry}>${tag}`;
    if (tag === 'noscript') {
      // Its content counts only with JavaScript off; React renders it empty in the browser.
      lines.push(`${here} ${describe(element).join(' ')}`);
      return;
    }
    const text = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    lines.push(`${here} ${describe(element).join(' ')}${text ? ` "${text}"` : ''}`);
    for (const child of Array.from(element.children)) walk(child, here);
  };
  const root = document.getElementById('__docusaurus');
  if (root) for (const child of Array.from(root.children)) walk(child, '');
  return lines;
}

/**
 * Lets effects that run after hydration, and the renders their state changes cause, reach the
 * DOM: two frames, then a task.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}

/** The page at `url` as the browser hydrates it from the server's HTML. */
export async function hydratedLines(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await waitForHydration(page);
  await settle(page);
  return page.evaluate(appLines);
}

/**
 * A page that renders every page it opens by itself: its script, run before the page's own
 * (Playwright's init scripts are outside the page's Content-Security-Policy), removes the
 * server's markup from the app's container once the HTML is parsed. The site's scripts are
 * deferred: they run after that moment and hydrate an empty container, which renders it.
 */
export async function openClientRenderer(page: Page): Promise<Page> {
  const renderer = await page.context().newPage();
  await renderer.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        document.getElementById('__docusaurus')?.replaceChildren();
      }
    });
  });
  return renderer;
}

/**
 * The page at `url` as the browser renders it by itself (in a page from openClientRenderer),
 * once the content it loads while rendering has arrived (src/components/ServerRendered marks
 * its placeholder `aria-busy`).
 */
export async function clientRenderedLines(renderer: Page, url: string): Promise<string[]> {
  await renderer.goto(url);
  await waitForHydration(renderer);
  await renderer.waitForFunction(() => !document.querySelector('#__docusaurus [aria-busy="true"]'));
  await settle(renderer);
  return renderer.evaluate(appLines);
}

/** Lines one side has more often than the other: `-` only hydrated, `+` only client-rendered. */
export function linesThatDiffer(hydrated: string[], rendered: string[]): string[] {
  const count = (lines: string[]) => {
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
    return counts;
  };
  const a = count(hydrated);
  const b = count(rendered);
  return [
    ...[...a].filter(([line, n]) => (b.get(line) ?? 0) < n).map(([line]) => `- ${line}`),
    ...[...b].filter(([line, n]) => (a.get(line) ?? 0) < n).map(([line]) => `+ ${line}`),
  ];
}
