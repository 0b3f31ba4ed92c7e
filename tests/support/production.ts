import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {SITE_URL} from '../../src/data/site';

/** Every path of the end-to-end build's sitemap, test-only fixture routes (/e2e/) included. */
export const SITEMAP_PATHS: readonly string[] = [
  ...readFileSync(path.join(E2E_BUILD_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map(([, url]) => url.replace(SITE_URL.replace(/\/$/, ''), ''));

/**
 * Records Content-Security-Policy violations (the browser's `securitypolicyviolation` event) in
 * the page, across its navigations; call it before the first `goto`.
 */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await reportViolations(page, (text) => violations.push(text));
  return violations;
}

/**
 * Calls `report` with each Content-Security-Policy violation of every page the page or browser
 * context loads from now on.
 */
export async function reportViolations(
  target: Page | BrowserContext,
  report: (text: string) => void,
): Promise<void> {
  await target.exposeFunction('reportCspViolation', report);
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {reportCspViolation(text: string): void}).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${document.location.pathname}`,
      );
    });
  });
}
