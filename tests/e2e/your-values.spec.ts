import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {axeViolationsWithin} from '../support/axe';

/** "Your values" (DESIGN.md#your-values): set once, shown and copied in every block. */
const EKS = '/services/kubernetes/cluster/aws-eks/';
const KUBEADM = '/services/kubernetes/cluster/kubeadm/';
const STORAGE_KEY = 'clouder.yourValues';
const FILL_CHUNK = /\/assets\/js\/your-values(-fill)?\.[^/]*\.js$/;

const codeTexts = (page: Page) =>
  page.locator('pre code').evaluateAll((codes) => codes.map((code) => code.textContent ?? ''));

const block = (page: Page, text: string) =>
  page.locator('.theme-code-block', {has: page.locator('pre', {hasText: text})}).first();

function navbarButton(page: Page) {
  return page.locator('.navbar').getByRole('button', {name: /^Your values/});
}

async function setValues(page: Page) {
  await navbarButton(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Your values'});
  await expect(dialog).toBeVisible();
  // Opaque over the page (Infima's page background is transparent).
  await expect(dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(dialog.getByLabel('Cloud', {exact: true})).toBeFocused();
  await dialog.getByLabel('Cloud', {exact: true}).selectOption('azure');
  await dialog.getByLabel('Cluster name', {exact: true}).fill('Prod EU');
  await page.keyboard.press('Enter');
  // A refused value: the field says why, is marked invalid and takes the focus.
  const name = dialog.getByLabel('Cluster name', {exact: true});
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(dialog.getByText(/^Use lower-case letters, digits and hyphens/)).toBeVisible();
  await expect(name).toHaveAccessibleDescription(/Use lower-case letters/);
  expect(await axeViolationsWithin(page, 'dialog')).toEqual([]);

  await name.fill('prod-eu');
  await dialog.getByLabel('Cluster domain').fill('datalayer.example.org');
  await dialog.getByLabel('AWS region').fill('eu-central-1');
  await dialog.getByLabel('Azure region').fill('westeurope');
  await dialog.getByLabel('AWS region').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(navbarButton(page)).toBeFocused();
  await expect(navbarButton(page)).toHaveAccessibleName('Your values (5 set)');
}

test('a reader who sets no values gets each page as built, and the filling code never loads', async ({
  page,
  browser,
  baseURL,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(EKS);
  await waitForHydration(page);
  await expect(navbarButton(page)).toBeVisible();
  // The article offers the dialog above its first block of variables.
  await expect(
    page.locator('article').getByRole('button', {name: 'Your values'}).first(),
  ).toBeVisible();
  const shown = await codeTexts(page);

  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const built = await context.newPage();
  await built.goto(EKS);
  expect(await codeTexts(built)).toEqual(shown);
  // Without JavaScript the dialog cannot open: no button says it can.
  await expect(built.getByRole('button', {name: /^Your values/})).toHaveCount(0);
  await context.close();

  expect(requested.filter((path) => FILL_CHUNK.test(path))).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
});

test('values set once by keyboard fill every block across pages and tabs, and Copy copies them', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(EKS);
  await waitForHydration(page);
  await setValues(page);

  const exports = block(page, 'export CLUSTER_NAME=');
  await expect(exports).toContainText('export CLUSTER_NAME=prod-eu');
  await expect(exports).toContainText('export AWS_DEFAULT_REGION=eu-central-1');
  // A manifest whose author marked its values: cluster.yaml names the reader's cluster.
  const manifest = block(page, 'kind: ClusterConfig');
  await expect(manifest).toContainText('name: prod-eu');
  await expect(manifest).toContainText('region: eu-central-1');
  await expect(manifest).not.toContainText('my-cluster');
  // Tokens keep their colours around the filled value.
  await expect(exports.locator('.token').first()).toBeVisible();

  await exports.hover();
  await exports.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('export CLUSTER_NAME=prod-eu');
  expect(copied).not.toContain('my-cluster');

  // Another page: the cloud chosen opens the Azure tabs; each tab's REGION is its cloud's.
  await page.goto(KUBEADM);
  await waitForHydration(page);
  const azure = block(page, 'export REGION=westeurope');
  await expect(azure).toBeVisible();
  await expect(page.locator('pre', {hasText: 'export CLUSTER_NAME=prod-eu'}).first()).toBeVisible();
  await expect(
    page.locator('pre', {hasText: 'export CLUSTER_DOMAIN=datalayer.example.org'}).first(),
  ).toBeVisible();
  await page.getByRole('tab', {name: 'AWS'}).first().click();
  await expect(block(page, 'export REGION=eu-central-1')).toBeVisible();
});

test('clearing the values brings every block back to its example', async ({page}) => {
  await page.goto(EKS);
  await waitForHydration(page);
  await setValues(page);
  await expect(block(page, 'export CLUSTER_NAME=prod-eu')).toBeVisible();

  await navbarButton(page).click();
  const dialog = page.getByRole('dialog', {name: 'Your values'});
  await dialog.getByRole('button', {name: 'Clear my values'}).click();
  await expect(dialog.getByRole('status')).toHaveText(/cleared/);
  await expect(dialog.getByLabel('Cluster name', {exact: true})).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(navbarButton(page)).toHaveAccessibleName('Your values');
  await expect(block(page, 'export CLUSTER_NAME=my-cluster')).toBeVisible();
  await expect(block(page, 'kind: ClusterConfig')).toContainText('name: my-cluster');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
});
