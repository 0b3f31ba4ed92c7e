import {test, expect, waitForHydration} from './fixtures';
import {COMPANY_NAME, COPYRIGHT_YEAR, MORE_LINKS, SOCIAL_LINKS} from '../../src/data/site';

test.describe('layout on every page', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/cluster/');
  });

  test('a skip-to-content link is the first focusable element', async ({page}) => {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Skip to main content');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeVisible();
  });

  test('the navbar has the four doc links in order', async ({page}) => {
    const left = page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    await expect(left).toHaveText(['Cluster', 'Services', 'Professional Services', 'Glossary']);
    await expect(left.nth(0)).toHaveAttribute('href', '/cluster/');
    await expect(left.nth(1)).toHaveAttribute('href', '/services/');
    await expect(left.nth(2)).toHaveAttribute('href', '/professional-services/');
    await expect(left.nth(3)).toHaveAttribute('href', '/glossary/');
  });

  test("the navbar's doc links and right-hand items never overlap, from 997 px up", async ({
    page,
  }) => {
    await waitForHydration(page);
    for (const width of [997, 1100, 1279, 1280, 1440]) {
      await page.setViewportSize({width, height: 800});
      const gap = await page.evaluate(() => {
        const left = document.querySelector('.navbar__items:not(.navbar__items--right)');
        const right = document.querySelector('.navbar__items--right');
        const lastLeft = left?.lastElementChild?.getBoundingClientRect().right ?? 0;
        const firstRight = right?.firstElementChild?.getBoundingClientRect().left ?? 0;
        return firstRight - lastLeft;
      });
      expect(gap, `at ${width} px`).toBeGreaterThanOrEqual(0);
    }
    await expect(page.locator('.navbar').getByRole('button', {name: 'Your values'})).toBeVisible();
  });

  test('the navbar has every social link as an accessible icon link', async ({page}) => {
    for (const link of SOCIAL_LINKS) {
      const anchor = page.locator(`.navbar a[aria-label="${link.label}"]`);
      await expect(anchor).toHaveAttribute('href', link.href);
      await expect(anchor).toBeVisible();
    }
  });

  test('the footer has the Docs, Community and More groups and the 2025 copyright', async ({
    page,
  }) => {
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
    for (const link of MORE_LINKS) {
      await expect(footer.locator(`a[href="${link.href}"]`).first()).toBeAttached();
    }
    await expect(footer.locator('.footer__copyright')).toHaveText(
      `Copyright © ${COPYRIGHT_YEAR} ${COMPANY_NAME}`,
    );
  });

  test('external links open in a new tab without opener access', async ({page}) => {
    const external = page.locator('a[href^="https://"]');
    const count = await external.count();
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index += 1) {
      const anchor = external.nth(index);
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', /noopener/);
    }
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('footer a[href="https://datalayer.io"]').first().click(),
    ]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });
});
