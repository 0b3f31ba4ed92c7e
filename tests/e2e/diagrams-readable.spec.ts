import {readFileSync} from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {test, expect, waitForHydration} from './fixtures';
import {expectDiagramTextReadable, pageOverflow} from '../support/diagrams';

/**
 * Every diagram of the site can be read on a 390 px phone: its smallest text renders at 12 px
 * or more, a wide diagram scrolling sideways in its own box rather than shrinking
 * (DESIGN.md#code-blocks-and-diagrams). The 1280 px desktop layout is measured in the one visit
 * per page of pages.spec.ts.
 */
const PHONE = {width: 390, height: 844};

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

test.describe(`diagram text at ${PHONE.width} px`, () => {
  test.use({viewport: PHONE});
  for (const route of ROUTES) {
    test(route, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      expect(await expectDiagramTextReadable(page)).toBeGreaterThan(0);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    });
  }
});
