import {readFileSync} from 'node:fs';
import {axeViolationsWithin} from '../support/axe';
import type {Page, Request} from '@playwright/test';
import {test, expect} from './fixtures';

/** The configuration builder (DESIGN.md#configuration-builder), used with the keyboard only. */
const PAGE = '/services/kubernetes/deployments/configuration/';
/** A script or style sheet of this site's build, from the test server. */
const STATIC_ASSET = /^http:\/\/127\.0\.0\.1:\d+\/assets\/[^?#]+\.(js|css)$/;
/** A string of the builder's own chunk (BUILDER_HEADER in generate.ts), in no other code. */
const BUILDER_CODE = 'Written by the Clouder configuration builder';

async function openPage(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

async function openBuilder(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Open the configuration builder'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', {name: 'Configuration builder'})).toBeVisible();
}

const field = (page: Page, name: string) => page.locator(`#builder-${name.toLowerCase()}`);

/** Focuses a field and types into it key by key, replacing what it holds. */
async function type(page: Page, name: string, value: string): Promise<void> {
  await clear(page, name);
  await page.keyboard.type(value);
}

/**
 * Focuses a field and enters its whole value in one input event, as a paste or an input method
 * does, replacing what it holds: for the many fields whose keys need no second proof (typing
 * forty of them key by key took 15 s on its own).
 */
async function enter(page: Page, name: string, value: string): Promise<void> {
  await clear(page, name);
  await page.keyboard.insertText(value);
}

async function clear(page: Page, name: string): Promise<void> {
  await field(page, name).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
}

async function press(page: Page, name: string | RegExp, key = 'Enter'): Promise<void> {
  await page.getByRole('button', {name}).focus();
  await page.keyboard.press(key);
}

/** Scripts the page loaded, with their text. */
async function scriptTexts(page: Page, urls: string[]): Promise<string[]> {
  return Promise.all(urls.map((url) => page.request.get(url).then((response) => response.text())));
}

test('the builder writes datalayerrc, secrets and Helm values from keyboard input and sends nothing typed', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await openBuilder(page);
  // Opening loads the builder's own chunk from this server, and nothing else.
  for (const request of requests) expect(request.url()).toMatch(STATIC_ASSET);
  requests.length = 0;

  // Choices: OVHcloud (two steps down from AWS), no authorization engine, Pulsar; Runtimes off.
  await page.getByRole('radio', {name: 'AWS (Amazon EKS)'}).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', {name: 'OVHcloud'})).toBeChecked();
  await page.getByRole('radio', {name: /^openfga/}).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', {name: /^none/})).toBeChecked();
  await page.getByRole('radio', {name: 'kafka'}).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', {name: 'pulsar'})).toBeChecked();
  await page.getByRole('checkbox', {name: /^Runtimes/}).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', {name: /^Runtimes/})).not.toBeChecked();
  await expect(field(page, 'DATALAYER_PULSAR_URL')).toBeVisible();
  await expect(field(page, 'DATALAYER_KAFKA_URL')).toHaveCount(0);
  await expect(field(page, 'DATALAYER_OPENFGA_STORE_ID')).toHaveCount(0);
  await expect(field(page, 'AWS_ACCESS_KEY_ID')).toHaveCount(0);

  // An invalid value: the error shows once the field is left, linked to the field.
  await type(page, 'DATALAYER_URL', 'my-cluster.example.com');
  await page.keyboard.press('Tab');
  const url = field(page, 'DATALAYER_URL');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  const error = page.locator('#builder-datalayer_url-error');
  await expect(error).toHaveText(/Enter a full URL/);
  expect(await url.getAttribute('aria-describedby')).toContain('builder-datalayer_url-error');
  await expect(url).toHaveAccessibleDescription(/Enter a full URL/);

  // Submitting moves the focus to the summary, whose links lead to the fields.
  await press(page, 'Write the files');
  const summary = page.getByRole('alert').filter({hasText: 'need attention'});
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', {name: /^DATALAYER_URL: Enter a full URL/})).toBeVisible();
  expect(await axeViolationsWithin(page, 'form')).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(url).toBeFocused();

  // Valid values, one with a single quote; Generate fills two shared secrets.
  await type(page, 'DATALAYER_URL', 'https://my-cluster.example.com');
  const filled: Record<string, string> = {
    DATALAYER_CDN_URL: 'https://cdn.example.com',
    KUBECONFIG: '/home/me/.datalayer/my-cluster.yaml',
    DATALAYER_DOCKER_REGISTRY: 'registry.example.com/datalayer',
    DATALAYER_DOCKER_REGISTRY_HOST: 'registry.example.com',
    DATALAYER_DOCKER_REGISTRY_USERNAME: "o'brien",
    DATALAYER_DOCKER_REGISTRY_PASSWORD: 'registry-password',
    DATALAYER_HELM_REGISTRY_HOST: 'registry.example.com',
    DATALAYER_HELM_REGISTRY: 'registry.example.com/datalayer-charts',
    DATALAYER_HELM_REGISTRY_USERNAME: 'deploy-bot',
    DATALAYER_HELM_REGISTRY_PASSWORD: 'helm-password',
    DATALAYER_JWT_ISSUER: 'https://id.example.com',
    DATALAYER_JWT_ALGORITHM: 'HS256',
    DATALAYER_JWT_ALLOWED_ISSUERS: 'https://id.example.com',
    DATALAYER_IAM_API_KEY: 'iam-key',
    DATALAYER_SOLR_USERNAME: 'admin',
    DATALAYER_SOLR_PASSWORD: 'solr-password',
  };
  // Key by key where the value has a quote to escape; entered whole elsewhere.
  for (const [name, value] of Object.entries(filled)) {
    await (value.includes("'") ? type : enter)(page, name, value);
  }
  await press(page, 'Generate DATALAYER_JWT_SECRET');
  await expect(field(page, 'DATALAYER_JWT_SECRET')).toHaveValue(/^[0-9a-f]{64}$/);
  await press(page, 'Generate DATALAYER_OPERATOR_API_KEY', 'Space');
  await expect(field(page, 'DATALAYER_OPERATOR_API_KEY')).toHaveValue(/^[0-9a-f]{64}$/);
  const jwtSecret = await field(page, 'DATALAYER_JWT_SECRET').inputValue();

  await press(page, 'Write the files');
  await expect(page.getByRole('heading', {name: 'Your files'})).toBeFocused();
  const rc = await page.getByLabel('Content of datalayerrc').textContent();
  expect(rc).toContain("# Cluster\nexport DATALAYER_URL='https://my-cluster.example.com'");
  expect(rc).toContain(`export DATALAYER_DOCKER_REGISTRY_USERNAME='o'\\''brien'`);
  expect(rc).toContain("export DATALAYER_AUTHZ_ENGINE='none'");
  expect(rc).toContain("export DATALAYER_PUBSUB_ENGINE='pulsar'");
  expect(rc).not.toContain('DATALAYER_KAFKA');
  expect(rc).not.toContain(jwtSecret);
  const secrets = await page.getByLabel('Content of secrets').textContent();
  expect(secrets).toContain(`export DATALAYER_JWT_SECRET='${jwtSecret}'`);
  expect(secrets).toContain("export DATALAYER_SOLR_PASSWORD='solr-password'");
  const values = (await page.getByLabel('Content of values.yaml').textContent()) ?? '';
  // Each chart's own public URL key, written from DATALAYER_URL (helm-charts 27a588fc onwards).
  expect(values).toContain('iam:\n  env:\n    DATALAYER_IAM_URL: "https://my-cluster.example.com"');
  expect(values).toContain('operator:\n  env:\n');
  expect(values).toContain('    DATALAYER_PUBSUB_ENGINE: "pulsar"');
  expect(values).toContain('# --set-string iam.env.DATALAYER_JWT_SECRET="${DATALAYER_JWT_SECRET}"');
  expect(values).not.toMatch(/^runtimes:/m);
  expect(values).not.toContain(jwtSecret);

  // Download saves the file as shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    press(page, 'Download datalayerrc'),
  ]);
  expect(download.suggestedFilename()).toBe('datalayerrc');
  expect(readFileSync(await download.path(), 'utf8')).toBe(rc);

  // Copy puts the file on the clipboard.
  await press(page, 'Copy values.yaml');
  await expect(page.getByText('Copied values.yaml to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(values);

  // Nothing typed leaves the page. Docusaurus may still prefetch the chunks of links that scroll
  // into view (the CI run of 2cc1e8a saw one): a GET of a static file with no data, allowed.
  const typed = [...Object.values(filled), jwtSecret];
  for (const request of requests.filter((request) => !request.url().startsWith('blob:'))) {
    expect(request.method()).toBe('GET');
    expect(request.url()).toMatch(STATIC_ASSET);
    expect(request.postData()).toBeNull();
    for (const value of typed) expect(decodeURIComponent(request.url())).not.toContain(value);
  }
  expect(consoleErrors).toEqual([]);
});

test('the builder’s code loads only when it is opened, on its page', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(1);
  for (const text of await scriptTexts(page, scripts)) expect(text).not.toContain(BUILDER_CODE);

  scripts.length = 0;
  await openPage(page);
  await page.waitForLoadState('networkidle');
  for (const text of await scriptTexts(page, scripts)) expect(text).not.toContain(BUILDER_CODE);
  scripts.length = 0;
  await openBuilder(page);
  const loaded = await scriptTexts(page, scripts);
  expect(loaded.some((text) => text.includes(BUILDER_CODE))).toBe(true);
});

test('without JavaScript the page says the builder needs it, and keeps the tables', async ({
  page,
}) => {
  // Chromium's script switch leaves the HTML parser's scripting flag on, so <noscript> is read
  // from the served HTML rather than from a page rendered without scripts.
  const html = await (await page.request.get(PAGE)).text();
  const noscript =
    /<noscript><style>([^<]*)<\/style><p>([^<]*)<\/p><\/noscript><button[^>]*class="([^"]*)"/.exec(
      html,
    );
  expect(noscript?.[1]).toBe('.clouder-builder-open{display:none}');
  expect(noscript?.[2]).toMatch(/^The builder needs JavaScript\./);
  expect(noscript?.[3]).toContain('clouder-builder-open');
  expect(html).toMatch(/id="?datalayer_url"?[ >]/);
  expect(html).not.toContain(BUILDER_CODE);
});

test('under the production policy the builder opens, generates and downloads without a violation', async ({
  page,
  nginxOrigin,
  consoleErrors,
}) => {
  await openPage(page, `${nginxOrigin}${PAGE}`);
  await openBuilder(page);
  await press(page, 'Generate DATALAYER_JWT_SECRET');
  await expect(field(page, 'DATALAYER_JWT_SECRET')).toHaveValue(/^[0-9a-f]{64}$/);
  expect(consoleErrors).toEqual([]);
});
