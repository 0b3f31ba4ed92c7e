import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, routerNavigate, waitForHydration} from './fixtures';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {policiesForBuild} from '../../scripts/build/csp/build';
import {recordViolations} from '../support/production';
import {builtSearchFileNames} from '../support/search';
import type {Page} from '@playwright/test';

/**
 * The production server (deploy/nginx.conf on Debian's nginx) with its security headers: each
 * header exact, and every page of the sitemap and every interactive feature working under the
 * Content-Security-Policy, with no violation and no console error.
 */
const POLICIES = policiesForBuild(E2E_BUILD_DIR);
const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()',
};

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

test('the policy allows scripts only from the site, its inline scripts and analytics', () => {
  for (const policy of [POLICIES.policy, POLICIES.evalPolicy]) {
    const scriptSrc = directive(policy, 'script-src');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc).toContain('https://www.googletagmanager.com');
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  }
  expect(directive(POLICIES.policy, 'script-src')).not.toContain("'unsafe-eval'");
  // The one exception: the style guide's live code block, which react-live compiles with eval.
  expect(POLICIES.evalPaths).toEqual(['/markdown-page/', '/markdown-page/index.html']);
});

test('every response carries each security header, exactly', async ({request, nginxOrigin}) => {
  const cases: [string, number, string][] = [
    ['/', 200, POLICIES.policy],
    ['/cluster/', 200, POLICIES.policy],
    ['/cluster', 301, POLICIES.policy],
    ['/no/such/page/', 404, POLICIES.policy],
    ['/markdown-page/', 200, POLICIES.evalPolicy],
  ];
  const script = readFileSync(path.join(E2E_BUILD_DIR, 'index.html'), 'utf8').match(
    /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/,
  )?.[1];
  expect(script).toBeDefined();
  cases.push([script!, 200, POLICIES.policy]);
  const searchFile = builtSearchFileNames().find((name) => name.startsWith('search-doc-'));
  expect(searchFile).toBeDefined();
  cases.push([`/${searchFile}`, 200, POLICIES.policy]);
  for (const [pathname, status, policy] of cases) {
    const response = await request.get(`${nginxOrigin}${pathname}`, {maxRedirects: 0});
    expect(response.status(), pathname).toBe(status);
    const headers = response.headers();
    expect(headers['content-security-policy'], pathname).toBe(policy);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(headers[name], `${name} of ${pathname}`).toBe(value);
    }
    expect(headers.server, pathname).toBe('nginx');
  }
});

// Every page of the sitemap under the policy, with no violation and no console error, is checked
// in the one visit per page of pages.spec.ts.

test('search finds pages under the policy', async ({page, nginxOrigin, consoleErrors}) => {
  const violations = await recordViolations(page);
  await page.goto(`${nginxOrigin}/cluster/`);
  await waitForHydration(page);
  const wrapper = page.locator('.navbar [role="search"]');
  await wrapper.hover();
  const input = wrapper.getByRole('combobox');
  await expect(input).toBeEnabled();
  await input.fill('helm');
  await expect(wrapper.getByRole('option').first()).toBeVisible();
  await wrapper.getByRole('option').first().click();
  await expect(page.locator('article h1')).toBeVisible();
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

async function expectPlaygroundWorks(page: Page): Promise<void> {
  // The playground loads as its block nears the viewport.
  await page.locator('[data-live-code-block]').first().scrollIntoViewIfNeeded();
  const playground = page.locator('[class*="playgroundContainer"]').first();
  await playground.getByRole('button', {name: /Clicked 0 times/}).click();
  await expect(playground.getByRole('button', {name: /Clicked 1 times/})).toBeVisible();
}

test('the live playground works on its page', async ({page, nginxOrigin, consoleErrors}) => {
  const violations = await recordViolations(page);
  await page.goto(`${nginxOrigin}/markdown-page/`);
  await waitForHydration(page);
  await expectPlaygroundWorks(page);
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('reaching the live playground from another page loads its page with its own policy', async ({
  page,
  nginxOrigin,
}) => {
  await page.goto(`${nginxOrigin}/cluster/`);
  await waitForHydration(page);
  const reloaded = page.waitForEvent('load');
  await routerNavigate(page, '/markdown-page/');
  await reloaded;
  await waitForHydration(page);
  await expectPlaygroundWorks(page);
});

test('diagrams render under the policy', async ({page, nginxOrigin, consoleErrors}) => {
  const violations = await recordViolations(page);
  await page.goto(`${nginxOrigin}/services/kubernetes/services/runtimes/`);
  await waitForHydration(page);
  // Diagrams are SVG images rendered at build time (plugins/mermaid-svg), served from 'self'.
  const image = page.locator('.mermaid-diagram img').first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the crash page shows the error and Try again recovers under the policy', async ({
  page,
  nginxOrigin,
}) => {
  const violations = await recordViolations(page);
  await page.goto(`${nginxOrigin}/e2e/crash/`);
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.locator('body')).toContainText('The fixture was told to crash');
  await page.evaluate(() => {
    window.clouderE2eCrash = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('#crash-fixture-recovered')).toBeVisible();
  expect(violations).toEqual([]);
});

test('analytics load and count page views under the policy, nothing leaving the machine', async ({
  page,
  nginxOrigin,
  externalRequests,
  consoleErrors,
}) => {
  const violations = await recordViolations(page);
  await page.goto(`${nginxOrigin}/cluster/`);
  await waitForHydration(page);
  await page.locator('footer a', {hasText: 'Glossary'}).click();
  await expect(page).toHaveURL(/\/glossary\/$/);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).filter(
            (entry) => entry[0] === 'event' && entry[1] === 'page_view',
          ).length,
      ),
    )
    .toBe(1);
  expect(externalRequests.some((url) => url.includes('googletagmanager.com/gtag/js'))).toBe(true);
  // The loader fails to resolve (the closed network): nothing else was asked for outside the machine.
  expect(externalRequests.every((url) => url.startsWith('https://www.googletagmanager.com/'))).toBe(
    true,
  );
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
