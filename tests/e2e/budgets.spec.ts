import {test, expect} from './fixtures';
import {measurePageWeight, REPRESENTATIVE_PAGES} from '../page-weight';

/**
 * Size budgets, in gzip bytes, for what a page needs before it is interactive. They hold the
 * line against regressions (a heavy library pulled into every page); `npm run bench` reports
 * the measured values.
 */
const BUDGET = {
  jsGzipBytes: 230 * 1024,
  /** Mermaid renders diagrams in the browser: pages with a diagram load it on demand. */
  jsGzipBytesWithDiagrams: 440 * 1024,
  cssGzipBytes: 40 * 1024,
  htmlBytes: 250 * 1024,
};

for (const pagePath of REPRESENTATIVE_PAGES) {
  test(`page weight of ${pagePath} stays within budget`, async ({page}) => {
    const weight = await measurePageWeight(page, 'build-e2e', pagePath);
    expect(weight.jsFiles).toBeGreaterThan(1);
    const hasDiagram = (await page.locator('.mermaid-diagram').count()) > 0;
    expect(weight.jsGzipBytes, `JS of ${pagePath}`).toBeLessThanOrEqual(
      hasDiagram ? BUDGET.jsGzipBytesWithDiagrams : BUDGET.jsGzipBytes,
    );
    expect(weight.cssGzipBytes, `CSS of ${pagePath}`).toBeLessThanOrEqual(BUDGET.cssGzipBytes);
    expect(weight.htmlBytes, `HTML of ${pagePath}`).toBeLessThanOrEqual(BUDGET.htmlBytes);
  });
}
