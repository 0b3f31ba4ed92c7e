import {test, expect} from './fixtures';
import {SITE_URL} from '../../src/data/site';

test('head tags carry canonical, open-graph and alternate-language links', async ({page}) => {
  await page.goto('/services/kubernetes/cluster/nodes/');
  const url = `${SITE_URL}/services/kubernetes/cluster/nodes/`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', url);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    url,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${SITE_URL}/img/social-card.png`);
  const served = await page.request.get(new URL(image ?? '').pathname);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
});

test.describe('base-address banner', () => {
  const banner = '#__docusaurus-base-url-issue-banner-container';

  test('stays hidden when the site loads at its base address', async ({page}) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.locator(banner)).toHaveCount(0);
  });

  test('appears at the base path when the site scripts cannot load there', async ({page}) => {
    // A wrong baseUrl makes every script 404; failing them all has the same effect.
    await page.route('**/assets/js/**', (route) => route.fulfill({status: 404, body: ''}));
    await page.goto('/');
    await expect(page.locator(banner)).toContainText('baseUrl');
    await expect(
      page.locator('#__docusaurus-base-url-issue-banner-suggestion-container'),
    ).toHaveText('/');
  });

  test('is never inserted away from the base path', async ({page}) => {
    await page.route('**/assets/js/**', (route) => route.fulfill({status: 404, body: ''}));
    await page.goto('/cluster/');
    await page.waitForLoadState('load');
    await expect(page.locator(banner)).toHaveCount(0);
  });
});
