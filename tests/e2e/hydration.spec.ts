import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {PAGE_TYPES} from '../../lib/page-weight';
import {
  clientRenderedLines,
  hydratedLines,
  linesThatDiffer,
  openClientRenderer,
} from '../support/hydration';

/**
 * What the browser hydrates must be what it would render: React, in production, keeps the
 * server's attributes where they differ from the browser's render and reports nothing, and
 * src/components/ServerRendered keeps the server's markup as it is. For each page type, the page
 * with the configuration tables and the search page, the DOM hydrated from the server's HTML must
 * equal the DOM the browser renders by itself from an empty container, element by element,
 * attributes and text. Each worker hydrates in its sweep page and renders in a second page of the
 * same context, so both share the HTTP cache.
 */
const ROUTES = [...new Set([...PAGE_TYPES.map((type) => type.path), '/search/'])].sort();

let renderer: Page | undefined;
test.beforeAll(async ({sweep}) => {
  renderer = await openClientRenderer(sweep.page);
});
test.afterAll(async () => {
  await renderer?.close();
  renderer = undefined;
});

async function differences(page: Page, url: string): Promise<{lines: number; differ: string[]}> {
  if (!renderer) throw new Error('no renderer page');
  const hydrated = await hydratedLines(page, url);
  const rendered = await clientRenderedLines(renderer, url);
  return {lines: hydrated.length, differ: linesThatDiffer(hydrated, rendered)};
}

test('the comparison finds a page whose server and browser renders differ', async ({
  sweep,
  nginxOrigin,
}) => {
  await sweep.begin();
  const {differ} = await differences(sweep.page, `${nginxOrigin}/e2e/hydration-mismatch/`);
  expect(differ).toEqual([
    expect.stringMatching(/^- .*>p data-rendered-by="server" "Rendered on both sides\."$/),
    expect.stringMatching(/^\+ .*>p data-rendered-by="browser" "Rendered on both sides\."$/),
  ]);
});

for (const route of ROUTES) {
  test(`${route} hydrates to what the browser renders by itself`, async ({sweep, nginxOrigin}) => {
    await sweep.begin();
    const {lines, differ} = await differences(sweep.page, `${nginxOrigin}${route}`);
    expect(lines).toBeGreaterThan(50);
    expect(differ).toEqual([]);
  });
}
