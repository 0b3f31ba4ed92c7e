import {test, expect} from './fixtures';
import {
  SEARCH_CHUNKS,
  SEARCH_REQUEST_COUNT,
  recordSearchRequests,
  searchBox,
  delaySearchFiles,
  openPage,
} from '../support/search';

/** The search box downloads nothing until the reader reaches for it, and loses no key meanwhile (DESIGN.md#search-box). */
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
    expect(requested.some((path) => path.startsWith('/search-index-'))).toBe(true);
    expect(requested.filter((path) => SEARCH_CHUNKS.test(path)).sort()).toEqual([
      expect.stringMatching(/\/search-engine\./),
      expect.stringMatching(/\/search-popup\./),
    ]);
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

  test('/ loads search and focuses the box, and is typed as text in a field', async ({page}) => {
    const requested = recordSearchRequests(page);
    await openPage(page);
    await page.keyboard.press('/');
    const {input, listbox} = searchBox(page);
    await expect(input).toBeFocused();
    expect(requested.length).toBe(SEARCH_REQUEST_COUNT);
    // In the box itself, / is a character of the query (a path, a flag).
    await page.keyboard.type('/api/iam');
    await expect(input).toHaveValue('/api/iam');
    await expect(listbox.getByRole('option').first()).toBeVisible();
  });
});
