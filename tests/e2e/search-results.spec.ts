import {test, expect} from './fixtures';
import {MAX_HITS, searchBox, openPage, readySearch} from '../support/search';
import {timeSearchInPage} from '../../lib/search-timing';

/** The popup, the keyboard, the results page and in-page highlighting (DESIGN.md#search-keyboard). */
test.describe('search results', () => {
  test('the keyboard moves through results, Enter opens one, the word is highlighted', async ({
    page,
  }) => {
    await openPage(page);
    const input = await readySearch(page);
    await input.focus();
    await input.fill('renew certificate');
    const {listbox} = searchBox(page);
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');

    await page.keyboard.press('ArrowDown');
    const firstId = await options.nth(0).getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', firstId ?? '');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', firstId ?? '');

    const chosenTitle = (await options.nth(0).locator('span').first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(page.locator('article h1')).toHaveText(chosenTitle);
    await expect(input).toHaveValue('');
    await expect(page.locator('article mark').first()).toBeVisible();
    const marked = await page.locator('article mark').allTextContents();
    expect(marked.some((text) => /^(renew|certificate)/i.test(text))).toBe(true);
  });

  test('Escape closes the list, clears the box and keeps focus in it', async ({page}) => {
    await openPage(page);
    const input = await readySearch(page);
    await input.focus();
    await input.fill('vault');
    const {listbox} = searchBox(page);
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toBeFocused();
  });

  test('each result shows title, section and an excerpt with the words marked', async ({page}) => {
    await openPage(page);
    const input = await readySearch(page);
    await input.fill('gpu time slicing');
    const first = searchBox(page).listbox.getByRole('option').first();
    await expect(first).toBeVisible();
    await expect(first).toContainText(/GPU/);
    await expect(first).toContainText(/time-slicing/i);
    expect(await first.locator('mark').count()).toBeGreaterThan(1);
    expect(await first.textContent()).not.toContain('\u200b');
  });

  test('the list holds at most maxHits results and links to all of them', async ({page}) => {
    await openPage(page);
    const input = await readySearch(page);
    await input.fill('install');
    const {wrapper, listbox} = searchBox(page);
    await expect(listbox.getByRole('option')).toHaveCount(MAX_HITS);
    const seeAll = wrapper.getByRole('link', {name: /^See all \d+ results$/});
    const total = Number(/(\d+)/.exec((await seeAll.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(MAX_HITS);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/\?q=install$/);
    await expect(page.locator('main ol > li')).toHaveCount(total);
    await expect(page.getByRole('status')).toContainText(`${total} results`);
  });

  test('the results page works from a fresh load and follows its own input', async ({
    page,
    consoleErrors,
  }) => {
    await openPage(page, '/search/?q=eksctl');
    const pageInput = page.locator('main input[type="search"]');
    await expect(pageInput).toHaveValue('eksctl');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible();
    await expect(
      results.locator('a[href^="/services/kubernetes/cluster/aws-eks/"]').first(),
    ).toBeVisible();
    const hrefs = await results
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The trailing-slash policy: every result path ends with a slash before its hash.
    expect(hrefs.filter((href) => !/^\/([^#?]*\/)?(#[^/]*)?$/.test(href))).toEqual([]);
    await pageInput.fill('unseal vault');
    await expect(page).toHaveURL(/\/search\/\?q=unseal%20vault$/);
    await expect(results.first()).toContainText('Vault');
    await results.first().locator('a').click();
    await expect(page).toHaveURL(/\/services\/kubernetes\/services\/system\/vault\//);
    await expect(page.locator('article mark').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('clicking a result highlights the matched word in the article', async ({page}) => {
    await openPage(page, '/glossary/');
    const input = await readySearch(page);
    await input.fill('kuberay');
    const first = searchBox(page).listbox.getByRole('option').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/services\/kubernetes\/frameworks\/ray\//);
    const marks = page.locator('article mark');
    await expect(marks.first()).toBeVisible();
    expect((await marks.allTextContents()).map((text) => text.toLowerCase())).toContain('kuberay');
  });

  test('time from the first interaction to results', async ({page}) => {
    await openPage(page);
    await page.waitForLoadState('networkidle');
    // Measured inside the page, so that Playwright's polling does not add to the figures.
    const {toReadyMs, toResultsMs} = await timeSearchInPage(page, 'renew certificate');
    const timings = {toReady: toReadyMs, toResults: toResultsMs, total: toReadyMs + toResultsMs};
    const summary = `search timings: interaction to ready ${timings.toReady.toFixed(0)} ms, query to results ${timings.toResults.toFixed(0)} ms, total ${timings.total.toFixed(0)} ms`;
    test.info().annotations.push({type: 'search timings', description: summary});
    console.log(summary);
    expect(timings.total).toBeLessThan(5000);
  });
});
