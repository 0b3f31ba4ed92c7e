import {test, expect, waitForHydration} from './fixtures';

test.describe('navbar on narrow and wide screens', () => {
  test('at 996 px the navbar is a slide-in menu with a secondary menu and a back button', async ({
    page,
  }) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/services/kubernetes/cluster/nodes/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items a.navbar__link', {hasText: 'Cluster'})).toBeHidden();

    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toBeAttached();
    // On a doc page the secondary menu (the doc sidebar) opens first.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await expect(sidebar.locator('.menu__link', {hasText: 'Namespaces'})).toBeVisible();

    await back.click();
    const primary = sidebar.locator('.navbar-sidebar__item').first();
    await expect(primary.locator('a.menu__link', {hasText: 'Professional Services'})).toBeVisible();
    // The social links move from the bar into the menu, with their names.
    await expect(page.locator('.navbar__items a[aria-label="GitHub"]')).toBeHidden();
    await expect(primary.locator('a[aria-label="GitHub"]')).toBeVisible();
    await expect(back).not.toBeInViewport();
  });

  test('the mobile menu closes when the layout becomes desktop', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/glossary/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toBeAttached();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('at 997 px the desktop navbar shows its links and no toggle', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/glossary/');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.navbar__items a.navbar__link', {hasText: 'Cluster'})).toBeVisible();
  });

  test('the navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await page.goto('/testimonials/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    const navbarTop = async () => (await navbar.boundingBox())?.y ?? Number.NaN;
    // Below the announcement bar at first.
    expect(await navbarTop()).toBeGreaterThanOrEqual(0);

    await page.mouse.move(600, 300);
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, 150);
      await page.waitForTimeout(50);
    }
    await expect.poll(navbarTop).toBeLessThan(0);

    await page.mouse.wheel(0, -150);
    await expect.poll(navbarTop).toBe(0);
  });
});
