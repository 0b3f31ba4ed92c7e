import {test, expect, waitForHydration} from './fixtures';
import {ANNOUNCEMENT_ID} from '../../src/data/site';

const bar = '[role="banner"]';

test.describe('announcement bar', () => {
  test('dismissal survives a reload', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const announcement = page.locator(bar);
    await expect(announcement).toContainText('installs from its source at a pinned commit');
    await expect(announcement.getByRole('link', {name: 'install it'})).toHaveAttribute(
      'href',
      '/services/kubernetes/requirements/cli/clouder/#install-clouder',
    );
    await announcement.getByRole('button', {name: 'Close'}).click();
    await expect(announcement).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
      ANNOUNCEMENT_ID,
    );
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
      'true',
    );

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(bar)).toBeHidden();
  });

  test('a dismissal of an earlier announcement id is reset', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        sessionStorage.setItem('seeded', 'yes');
      }
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')))
      .toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
      ANNOUNCEMENT_ID,
    );
    // The inline script hid the bar before React ran; from the next load on it shows again.
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(bar)).toBeVisible();
  });
});
