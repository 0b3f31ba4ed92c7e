import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {DOC_ROUTES, PAGE_ROUTES} from '../support/routes';
import {
  clientRenderedLines,
  hydratedLines,
  linesThatDiffer,
  openClientRenderer,
} from '../support/hydration';

/**
 * The browser bundle runs on Preact (plugins/preact-client) and the server renders with React.
 * Preact hydrates the server's HTML without comparing attributes and without reporting a
 * mismatch, so a difference between the two renders would stay in the page unseen. For every
 * page, the DOM the browser hydrates from the server's HTML must equal the DOM it renders by
 * itself from an empty container, element by element, attributes and text
 * (DESIGN.md#page-weight). Each worker hydrates in its sweep page and renders in a second page of
 * the same context, so both share the HTTP cache.
 */
const ROUTES = [...new Set([...DOC_ROUTES, ...PAGE_ROUTES])].sort();

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
    expect.stringMatching(/^- .*>p data-rendered-by="server" "Rendered by the browser\."$/),
    expect.stringMatching(/^\+ .*>p data-rendered-by="browser" "Rendered by the browser\."$/),
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
