import {test, expect, waitForHydration} from './fixtures';
import type {Locator, Page} from '@playwright/test';

const SEARCH_FILES = /\/(search-doc-\d+|lunr-index-\d+)\.json$/;
/** lunr and the ranking code, split off so that pages that never search do not load them. */
const SEARCH_CHUNKS = /\/assets\/js\/search-(lunr|engine)\.[^/]*\.js$/;
/** Two data files and two chunks. */
const SEARCH_REQUEST_COUNT = 4;
const MAX_HITS = 8;

function isSearchRequest(url: string): boolean {
  const {pathname} = new URL(url);
  return SEARCH_FILES.test(pathname) || SEARCH_CHUNKS.test(pathname);
}

function recordSearchRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request.url())) requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

/** The browser's own line for a failed response is not something the site logged. */
function siteErrors(consoleErrors: string[]): string[] {
  return consoleErrors.filter((message) => !message.startsWith('Failed to load resource'));
}

function searchBox(page: Page): {wrapper: Locator; input: Locator; listbox: Locator} {
  const wrapper = page.locator('.navbar [role="search"]');
  return {
    wrapper,
    input: wrapper.getByRole('combobox'),
    listbox: wrapper.getByRole('listbox'),
  };
}

/** Holds the search files back until `release` is called. */
async function delaySearchFiles(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SEARCH_FILES, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function openPage(page: Page, path = '/cluster/'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function readySearch(page: Page): Promise<Locator> {
  const {wrapper, input} = searchBox(page);
  await wrapper.hover();
  await expect(input).toBeEnabled();
  return input;
}

test.describe('search loads lazily', () => {
  test('nothing is requested before the first interaction', async ({page}) => {
    const requested = recordSearchRequests(page);
    await openPage(page);
    await page.waitForLoadState('networkidle');
    await page.locator('.navbar__brand').hover();
    await page.mouse.wheel(0, 1500);
    await page.mouse.move(200, 400);
    await page.waitForTimeout(1500);
    await page.mouse.wheel(0, -1500);
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    await expect(searchBox(page).input).toBeDisabled();

    await searchBox(page).wrapper.hover();
    await expect.poll(() => requested.length).toBe(SEARCH_REQUEST_COUNT);
    expect(requested.some((path) => path.startsWith('/search-doc-'))).toBe(true);
    expect(requested.some((path) => path.startsWith('/lunr-index-'))).toBe(true);
    expect(requested.filter((path) => SEARCH_CHUNKS.test(path))).toHaveLength(2);
  });

  test('the box is disabled and reads Loading... until the files arrive', async ({page}) => {
    const release = await delaySearchFiles(page);
    await openPage(page);
    const {wrapper, input} = searchBox(page);
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', 'Loading...');
    await wrapper.hover();
    await page.waitForTimeout(500);
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('placeholder', 'Loading...');
    release();
    await expect(input).toBeEnabled();
    await expect(input).toHaveAttribute('placeholder', 'Search Ctrl+K');
  });

  test('on a Mac the ready box reads Search ⌘+K and ⌘+K opens it', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'});
    });
    const requested = recordSearchRequests(page);
    await openPage(page);
    await page.keyboard.press('Meta+k');
    const {input} = searchBox(page);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search ⌘+K');
    expect(requested.length).toBe(SEARCH_REQUEST_COUNT);
  });

  test('a click loads search and puts the cursor in the box', async ({page}) => {
    const requested = recordSearchRequests(page);
    await openPage(page);
    const box = await searchBox(page).wrapper.boundingBox();
    if (!box) throw new Error('The search box is not laid out');
    // Straight to the point, with no hover on the way, as a touch would.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(searchBox(page).input).toBeFocused();
    expect(requested.length).toBe(SEARCH_REQUEST_COUNT);
  });

  test('what is typed while the files load ends up in the box', async ({page}) => {
    const release = await delaySearchFiles(page);
    await openPage(page);
    const {wrapper, input, listbox} = searchBox(page);
    await wrapper.click();
    await page.keyboard.type('vaultx');
    await page.keyboard.press('Backspace');
    await expect(input).toBeDisabled();
    release();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('vault');
    await expect(listbox.getByRole('option').first()).toBeVisible();
  });

  test('typing straight through the moment search becomes ready loses no key', async ({page}) => {
    // The race is timing-dependent: try it several times, typing as fast as a script can.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await openPage(page);
      const {wrapper, input} = searchBox(page);
      await wrapper.click();
      await page.keyboard.type('kubernetes cluster');
      await expect(input, `attempt ${attempt + 1}`).toHaveValue('kubernetes cluster');
      await expect(input).toBeFocused();
    }
  });

  test('keyboard focus (Tab) loads search and moves into the box', async ({page}) => {
    const requested = recordSearchRequests(page);
    await openPage(page);
    const {wrapper, input} = searchBox(page);
    let reached = false;
    for (let presses = 0; presses < 60 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await wrapper.evaluate(
        (element) => element === document.activeElement || element.contains(document.activeElement),
      );
    }
    expect(reached).toBe(true);
    await expect(input).toBeFocused();
    expect(requested.length).toBe(SEARCH_REQUEST_COUNT);
  });

  test('Ctrl+K loads search and focuses the box', async ({page}) => {
    const requested = recordSearchRequests(page);
    await openPage(page);
    expect(requested).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page).input).toBeFocused();
    expect(requested.length).toBe(SEARCH_REQUEST_COUNT);
    await page.keyboard.type('eksctl');
    await expect(searchBox(page).listbox.getByRole('option').first()).toBeVisible();
  });
});

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
    const timings = await page.evaluate(async () => {
      const wrapper = document.querySelector<HTMLElement>('.navbar [role="search"]');
      const input = wrapper?.querySelector('input');
      if (!wrapper || !input) throw new Error('No search box');
      const until = (done: () => boolean) =>
        new Promise<void>((resolve) => {
          const check = () => (done() ? resolve() : requestAnimationFrame(check));
          check();
        });
      const started = performance.now();
      wrapper.dispatchEvent(new PointerEvent('pointerover', {bubbles: true}));
      wrapper.dispatchEvent(new PointerEvent('pointerenter'));
      await until(() => !input.disabled);
      const ready = performance.now();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      input.focus();
      setValue?.call(input, 'renew certificate');
      input.dispatchEvent(new Event('input', {bubbles: true}));
      await until(() => wrapper.querySelector('[role="option"]') !== null);
      const shown = performance.now();
      return {toReady: ready - started, toResults: shown - ready, total: shown - started};
    });
    const summary = `search timings: interaction to ready ${timings.toReady.toFixed(0)} ms, query to results ${timings.toResults.toFixed(0)} ms, total ${timings.total.toFixed(0)} ms`;
    test.info().annotations.push({type: 'search timings', description: summary});
    console.log(summary);
    expect(timings.total).toBeLessThan(5000);
  });
});

test.describe('a failed search load', () => {
  for (const failure of ['HTTP 500', 'network error'] as const) {
    test(`(${failure}) does not break the page and shows no error`, async ({
      page,
      consoleErrors,
    }) => {
      await page.route(SEARCH_FILES, (route) =>
        failure === 'HTTP 500'
          ? route.fulfill({status: 500, contentType: 'text/plain', body: 'Internal Server Error'})
          : route.abort('failed'),
      );
      const requested = recordSearchRequests(page);
      await openPage(page);
      const {wrapper, input} = searchBox(page);
      await wrapper.hover();
      await expect
        .poll(() => requested.filter((path) => SEARCH_FILES.test(path)).length)
        .toBeGreaterThan(0);
      await page.waitForTimeout(500);
      await expect(input).toBeDisabled();
      await expect(input).toHaveAttribute('placeholder', 'Loading...');
      await expect(wrapper.getByRole('listbox')).toBeHidden();
      expect((await wrapper.innerText()).trim()).toBe('');
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(siteErrors(consoleErrors)).toEqual([]);

      await page.locator('.navbar a.navbar__link', {hasText: 'Glossary'}).click();
      await expect(page).toHaveURL(/\/glossary\/$/);
      await expect(page.locator('article h1')).toBeVisible();
      expect(siteErrors(consoleErrors)).toEqual([]);
    });
  }
});
