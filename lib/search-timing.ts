import type {Page} from '@playwright/test';

/** How long the site's search box takes, measured inside the page. */
export interface SearchTiming {
  /** From the first interaction (pointer over the box) until the box is ready. */
  toReadyMs: number;
  /** From a query typed into the ready box until its first result is shown. */
  toResultsMs: number;
}

/** Runs in the page: pointer over the box, wait until ready, type the query, wait for a result. */
const IN_PAGE_TIMING = `async (text) => {
  const wrapper = document.querySelector('.navbar [role="search"]');
  const input = wrapper && wrapper.querySelector('input');
  if (!wrapper || !input) throw new Error('No search box');
  const until = (done) =>
    new Promise((resolve) => {
      const check = () => (done() ? resolve() : requestAnimationFrame(check));
      check();
    });
  const started = performance.now();
  wrapper.dispatchEvent(new PointerEvent('pointerover', {bubbles: true}));
  wrapper.dispatchEvent(new PointerEvent('pointerenter'));
  await until(() => !input.disabled);
  const ready = performance.now();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  input.focus();
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  await until(() => wrapper.querySelector('[role="option"]') !== null);
  return {toReadyMs: ready - started, toResultsMs: performance.now() - ready};
}`;

/**
 * Times the search box for `query` inside the page, so that no polling from outside adds to the
 * figures. The benchmark and the browser tests share it.
 */
export async function timeSearchInPage(page: Page, query: string): Promise<SearchTiming> {
  // A string, not a function: tsx would wrap the helpers in a __name() the page does not have.
  return (await page.evaluate(`(${IN_PAGE_TIMING})(${JSON.stringify(query)})`)) as SearchTiming;
}
