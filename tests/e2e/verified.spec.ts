import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {parse} from 'yaml';
import {test, expect} from './fixtures';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {DOCS_DIR, docFiles, routeOfDocFile} from '../support/routes';
import {verifiedText} from '../../src/components/VerifiedAgainst';

/** A doc's front matter, read here from the source independently of the build. */
function frontMatter(file: string): Record<string, unknown> {
  const source = readFileSync(path.join(DOCS_DIR, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  return match ? ((parse(match[1]!) as Record<string, unknown>) ?? {}) : {};
}

test('every doc with a review record says when and against what it was verified', () => {
  const files = docFiles();
  let shownCount = 0;
  for (const file of files) {
    const route = routeOfDocFile(file);
    const $ = load(readFileSync(path.join(E2E_BUILD_DIR, route, 'index.html'), 'utf8'));
    const shown = $('.verified-against').text() || null;
    const expected = verifiedText(frontMatter(file));
    expect(shown, `verified line of ${route} (docs/${file})`).toBe(expected);
    if (expected) {
      expect(expected).toMatch(
        /^Verified \d{4}-\d{2}-\d{2} against clouder [0-9a-f]{8}, helm-charts [0-9a-f]{8}$/,
      );
      shownCount += 1;
    }
  }
  expect(shownCount).toBeGreaterThan(60);
});

test('a reader sees the verified line above the foot of a doc', async ({page}) => {
  const file = path.join('services', 'kubernetes', 'services', 'iam.md');
  await page.goto(routeOfDocFile(file));
  const line = page.locator('.verified-against');
  await expect(line).toBeVisible();
  await expect(line).toHaveText(verifiedText(frontMatter(file))!);
});
