import {test, expect, routerNavigate, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

test.describe('route changes', () => {
  test('a slow route change shows the progress bar after the delay, then finishes', async ({
    page,
  }) => {
    await page.goto('/testimonials/');
    await waitForHydration(page);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/js/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    const started = Date.now();
    await routerNavigate(page, '/services/kubernetes/cluster/aws-eks/');
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached({timeout: 2000});
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    const transform = await bar.evaluate((element) => element.style.transform);
    // It starts at 8 % (translate -92 %) and only trickles forward.
    const offset = Number(/translate3d\((-?[\d.]+)%/.exec(transform)?.[1]);
    expect(offset).toBeGreaterThanOrEqual(-92);
    expect(offset).toBeLessThan(0);
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    release();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 5000});
  });

  test('a trailing index.html is stripped when resolving the route', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const expected = await page.evaluate(async () => {
      const response = await fetch('/cluster/');
      const html = await response.text();
      return /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? '';
    });
    await routerNavigate(page, '/cluster/index.html');
    await expect(page.locator('article h1')).toHaveText(expected);
    await expect(page.locator('h1', {hasText: 'Page Not Found'})).toHaveCount(0);

    await page.goto('/cluster/index.html');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText(expected);
  });

  test('after navigation the page scrolls to the hash target', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await routerNavigate(page, '/testimonials/#share-your-story');
    const heading = page.locator('#share-your-story');
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('after a path change without a hash the page scrolls to the top', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    await page.goto('/testimonials/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer a', {hasText: 'Glossary'}).click();
    await expect(page).toHaveURL(/\/glossary\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('when only the query string changes the scroll position is kept', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    await page.goto('/testimonials/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await routerNavigate(page, '/testimonials/?tab=all');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
  });
});

test.describe('prefetching internal links', () => {
  /** Records the paths the site asks Docusaurus to prefetch (visible) and preload (hover). */
  async function spyOnPrefetch(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const calls: {prefetch: string[]; preload: string[]} = {prefetch: [], preload: []};
      Object.assign(window, {e2ePrefetchCalls: calls});
      let wrapped: unknown;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => wrapped,
        set: (real: {prefetch(path: string): unknown; preload(path: string): unknown}) => {
          wrapped = {
            prefetch: (path: string) => (calls.prefetch.push(path), real.prefetch(path)),
            preload: (path: string) => (calls.preload.push(path), real.preload(path)),
          };
        },
      });
    });
  }

  function calls(page: Page, kind: 'prefetch' | 'preload'): Promise<string[]> {
    return page.evaluate(
      (which) =>
        (window as unknown as {e2ePrefetchCalls: Record<string, string[]>}).e2ePrefetchCalls[which],
      kind,
    );
  }

  function recordChunkRequests(page: Page): string[] {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/js/')) requested.push(request.url());
    });
    return requested;
  }

  const belowTheFold = 'a[href="/services/kubernetes/frameworks/ray/"]';

  test('links are prefetched when they become visible', async ({page}) => {
    await spyOnPrefetch(page);
    await page.setViewportSize({width: 1280, height: 600});
    await page.goto('/testimonials/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const requested = recordChunkRequests(page);
    const target = page.locator(belowTheFold).last();
    await expect(target).not.toBeInViewport();
    expect(await calls(page, 'prefetch')).not.toContain('/services/kubernetes/frameworks/ray/');

    await target.scrollIntoViewIfNeeded();
    await expect
      .poll(() => calls(page, 'prefetch'))
      .toContain('/services/kubernetes/frameworks/ray/');
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length),
    ).toBeGreaterThan(0);
  });

  test('links are preloaded on hover', async ({page}) => {
    await spyOnPrefetch(page);
    await page.goto('/cluster/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await calls(page, 'preload')).toEqual([]);
    await page.locator('.navbar a.navbar__link', {hasText: 'Glossary'}).hover();
    await expect.poll(() => calls(page, 'preload')).toEqual(['/glossary/']);
  });

  test('nothing is prefetched when data saving is on', async ({page}) => {
    await spyOnPrefetch(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: {saveData: true, effectiveType: '4g'},
      });
    });
    await page.setViewportSize({width: 1280, height: 600});
    await page.goto('/testimonials/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const requested = recordChunkRequests(page);
    await page.locator(belowTheFold).last().hover();
    await page.locator('footer a', {hasText: 'Professional Services'}).hover();
    // The site asked, and Docusaurus declined because of data saving.
    await expect.poll(() => calls(page, 'preload')).toContain('/professional-services/');
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length),
    ).toBe(0);
    expect(requested).toEqual([]);
  });
});
