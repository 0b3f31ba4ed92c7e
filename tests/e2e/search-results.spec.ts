import {test, expect, waitForHydration} from './fixtures';
import type {SearchDocFile} from '../../src/utils/search/format';
import {MAX_HITS, searchBox, openPage, readBuiltSearchFile, readySearch} from '../support/search';
import {timeSearchInPage} from '../../lib/search-timing';

/** The routes of the tutorials, as the built document list says. */
const TUTORIALS: ReadonlySet<string> = new Set(
  readBuiltSearchFile<SearchDocFile>('doc')
    .searchDocs.pages.filter(([, , kind]) => kind === 'tutorial')
    .map(([route]) => route),
);

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
    await expect(page.locator('article mark').filter({visible: true}).first()).toBeVisible();
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

  test('each result in the box is a link: Ctrl+click opens it in a new tab, this page stays', async ({
    page,
    context,
  }) => {
    await openPage(page);
    const input = await readySearch(page);
    await input.fill('unseal vault');
    const first = searchBox(page).listbox.getByRole('option').first();
    await expect(first).toHaveAttribute(
      'href',
      /^\/services\/kubernetes\/services\/system\/vault\/(#[\w-]+)?$/,
    );
    const opened = context.waitForEvent('page');
    await first.click({modifiers: ['ControlOrMeta']});
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/services/kubernetes/services/system/vault/');
    await expect(page).toHaveURL(/\/cluster\/$/);
    await expect(input).toHaveValue('unseal vault');
    await tab.close();
  });

  test('a misspelt word still finds its page', async ({page}) => {
    await openPage(page);
    const input = await readySearch(page);
    const options = searchBox(page).listbox.getByRole('option');
    for (const [query, route] of [
      ['unsael vault', '/services/kubernetes/services/system/vault/'],
      ['kubernets upgrade', '/services/kubernetes/operations/upgrades/'],
      ['jupyterhub githb oauth', '/services/kubernetes/services/system/jupyterhub/'],
    ]) {
      await input.fill(query);
      await expect(options.first()).toHaveAttribute('href', new RegExp(`^${route}`));
    }
  });

  test('the results page filters by kind and by cloud, and keeps them in its address', async ({
    page,
  }) => {
    await openPage(page, '/search/?q=storage%20class');
    const results = page.locator('main ol > li a');
    const routes = async () =>
      (
        await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      ).map((href) => href.split('#')[0]);
    await expect(results.first()).toBeVisible();
    const unfiltered = await routes();

    await page.getByLabel('Kind').selectOption('tutorial');
    await expect(page).toHaveURL(/\/search\/\?q=storage%20class&kind=tutorial$/);
    await expect(page.getByRole('status')).toContainText('in tutorials');
    await expect.poll(async () => (await routes()).length).toBeLessThan(unfiltered.length);
    const tutorials = await routes();
    expect(tutorials).toContain('/services/kubernetes/cluster/aws-eks/');
    expect(
      tutorials.every((route) => TUTORIALS.has(route)),
      tutorials.join(' '),
    ).toBe(true);

    await page.getByLabel('Cloud').selectOption('azure');
    await expect(page).toHaveURL(/kind=tutorial&cloud=azure$/);
    await expect.poll(routes).toContain('/services/kubernetes/cluster/azure-aks/');
    expect(await routes()).toContain('/services/kubernetes/cluster/kubeadm/');
    expect(await routes()).not.toContain('/services/kubernetes/cluster/aws-eks/');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Kind')).toHaveValue('tutorial');
    await expect(page.getByLabel('Cloud')).toHaveValue('azure');
    await page.getByLabel('Kind').selectOption('');
    await expect(page).toHaveURL(/\/search\/\?q=storage%20class&cloud=azure$/);
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
