import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect} from './fixtures';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {DOCS_DIR, docFiles, routeOfDocFile} from '../support/routes';
import {SOURCE_URL} from '../../src/data/site';

/**
 * Each doc shows the date of the last commit that changed its source file, and "Edit this page"
 * opens that file. The expected date is asked of git here, file by file, independently of the
 * build's own reader (along the main line, so a merge dates what it brought); in a shallow clone a file whose last commit is the clone's boundary must
 * show no date at all (git would report the boundary's date, which is wrong).
 */
function git(args: string[]): string {
  return execFileSync('git', args, {cwd: DOCS_DIR, encoding: 'utf8', stdio: 'pipe'}).trim();
}

/** False for a copy of the site without its git history: then no page may show a date. */
const inGitWorkTree = (() => {
  try {
    return git(['rev-parse', '--is-inside-work-tree']) === 'true';
  } catch {
    return false;
  }
})();

const boundaries = (() => {
  if (!inGitWorkTree) return new Set<string>();
  const file = git(['rev-parse', '--path-format=absolute', '--git-path', 'shallow']);
  return new Set(existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
})();

/** The ISO date the page must show, or null when git cannot know it. */
function expectedDate(file: string): string | null {
  if (!inGitWorkTree) return null;
  const [hash, seconds] = git(['log', '-1', '--first-parent', '--format=%H %ct', '--', file]).split(
    ' ',
  );
  if (!hash || boundaries.has(hash)) return null;
  return new Date(Number(seconds) * 1000).toISOString();
}

test('every doc shows the date of its last commit, or none when a shallow clone hides it', () => {
  const files = docFiles();
  expect(files.length).toBeGreaterThan(100);
  const dated: string[] = [];
  for (const file of files) {
    const route = routeOfDocFile(file);
    const $ = load(readFileSync(path.join(E2E_BUILD_DIR, route, 'index.html'), 'utf8'));
    const shown = $('.theme-last-updated time').attr('datetime') ?? null;
    expect(shown, `last-updated date of ${route} (docs/${file})`).toBe(expectedDate(file));
    if (shown) dated.push(route);
    const edit = $('a.theme-edit-this-page').attr('href');
    expect(edit, `edit link of ${route}`).toBe(
      `${SOURCE_URL}/edit/main/docs/${file.split(path.sep).join('/')}`,
    );
  }
  // In a full clone the pages have dates (an uncommitted new page may not yet).
  if (inGitWorkTree && boundaries.size === 0) expect(dated.length).toBeGreaterThan(100);
});

test('a reader sees the last-updated date and the edit link at the foot of a doc', async ({
  page,
}) => {
  // The EKS page, or in a shallow clone the first page whose last change the clone holds.
  const preferred = path.join('services', 'kubernetes', 'cluster', 'aws-eks.md');
  const file = [preferred, ...docFiles()].find((candidate) => expectedDate(candidate) !== null);
  test.skip(file === undefined, 'the shallow clone holds no change to any doc');
  await page.goto(routeOfDocFile(file!));
  const updated = page.locator('.theme-last-updated');
  await expect(updated).toBeVisible();
  await expect(updated).toContainText(/Last updated on \w{3} \d{1,2}, \d{4}/);
  await expect(updated.locator('time')).toHaveAttribute('datetime', expectedDate(file!)!);
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${SOURCE_URL}/edit/main/docs/${file!.split(path.sep).join('/')}`,
  );
});
