import {test, expect, routerNavigate, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

function pageViews(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).filter(
        (entry) => entry[0] === 'event' && entry[1] === 'page_view',
      ).length,
  );
}

test('one page_view per route change where path, query or hash differs', async ({
  page,
  externalRequests,
}) => {
  await page.goto('/cluster/');
  await waitForHydration(page);
  expect(externalRequests.some((url) => url.includes('googletagmanager.com/gtag/js'))).toBe(true);
  expect(await pageViews(page)).toBe(0);

  await page.locator('footer a', {hasText: 'Glossary'}).click();
  await expect.poll(() => pageViews(page)).toBe(1);

  await routerNavigate(page, '/glossary/#top');
  await expect.poll(() => pageViews(page)).toBe(2);

  await routerNavigate(page, '/glossary/?from=e2e#top');
  await expect.poll(() => pageViews(page)).toBe(3);

  // The same path, query and hash again: not a new page view.
  await routerNavigate(page, '/glossary/?from=e2e#top');
  await page.waitForTimeout(300);
  expect(await pageViews(page)).toBe(3);

  const sent = await page.evaluate(() =>
    ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? [])
      .filter((entry) => entry[0] === 'set' && entry[1] === 'page_path')
      .map((entry) => entry[2] as string),
  );
  expect(sent).toEqual(['/glossary/', '/glossary/#top', '/glossary/?from=e2e#top']);
  // Only the analytics loader was asked for, and it failed to resolve: nothing left the machine.
  expect(externalRequests.every((url) => url.startsWith('https://www.googletagmanager.com/'))).toBe(
    true,
  );
});
