import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import type {Locator, Page} from '@playwright/test';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {GLOSSARY} from '../../src/data/glossary';
import {test, expect, waitForHydration, PHONE_VIEWPORT} from './fixtures';

/**
 * Glossary links (DESIGN.md#glossary-links): the first use of a glossary term on a page links to
 * its entry, and the definition, in the page's HTML from the build, shows on hover and on
 * keyboard focus through CSS alone.
 */
const PAGE = '/services/kubernetes/services/iam/';
/** A term of PAGE's prose, the first link of its first paragraph. */
const SLUG = 'iam';
const ENTRY = GLOSSARY.find((entry) => entry.slug === SLUG)!;
/** The definition as read: its `backticked` spans are code, without the backticks. */
const DEFINITION = ENTRY.definition.replace(/`/g, '');
/** A page whose inline code holds a glossary term (`ClusterIssuer`). */
const CODE_PAGE = '/services/kubernetes/services/system/cert-manager/';

function term(page: Page, slug = SLUG): {link: Locator; definition: Locator} {
  const wrapper = page.locator('article .glossary-term', {
    has: page.locator(`a[href="/glossary/#${slug}"]`),
  });
  return {link: wrapper.locator('a'), definition: wrapper.locator('.glossary-definition')};
}

/** Every built page, as route and parsed HTML. */
function builtPages(): {route: string; $: cheerio.CheerioAPI}[] {
  const root = path.resolve(__dirname, '..', '..', E2E_BUILD_DIR);
  return fg.sync('**/index.html', {cwd: root, ignore: ['e2e/**']}).map((file) => ({
    route: `/${file.replace(/index\.html$/, '')}`,
    $: cheerio.load(readFileSync(path.join(root, file), 'utf8')),
  }));
}

test('the server HTML holds the term, its link and its definition, built ahead of time', async ({
  request,
}) => {
  const response = await request.get(PAGE);
  expect(response.status()).toBe(200);
  const $ = cheerio.load(await response.text());
  const wrapper = $('article .markdown span.glossary-term').filter(
    (_, element) => $(element).children('a').attr('href') === `/glossary/#${SLUG}`,
  );
  expect(wrapper).toHaveLength(1);
  const children = wrapper.children().toArray();
  expect(children.map((child) => child.tagName)).toEqual(['a', 'span']);
  const [link, definition] = children.map((child) => $(child));
  expect(link.attr('aria-describedby')).toBe(`glossary-definition-${SLUG}`);
  expect(definition.attr('role')).toBe('tooltip');
  expect(definition.attr('id')).toBe(`glossary-definition-${SLUG}`);
  expect(definition.attr('class')).toBe('glossary-definition');
  expect(definition.text()).toBe(DEFINITION);
});

test('the definition is hidden, shows on hover, stays while the pointer moves onto it', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const {link, definition} = term(page);
  await expect(definition).toBeHidden();
  await link.hover();
  await expect(definition).toBeVisible();
  await expect(definition).toHaveText(DEFINITION);
  // WCAG 1.4.13: the definition can be hovered without disappearing.
  const box = (await definition.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2, {steps: 8});
  await page.waitForTimeout(500);
  await expect(definition).toBeVisible();
  await page.mouse.move(box.x + 20, box.y + box.height + 200, {steps: 4});
  await expect(definition).toBeHidden();
});

test('the definition shows on keyboard focus, below the link it describes', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const {link, definition} = term(page);
  // Start the sequential focus navigation at the title, then Tab to the term's link.
  await page.locator('article h1').click();
  for (let presses = 0; presses < 5; presses++) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(link).toBeFocused();
  await expect(definition).toBeVisible();
  const linkBox = (await link.boundingBox())!;
  const definitionBox = (await definition.boundingBox())!;
  expect(definitionBox.y).toBeGreaterThanOrEqual(linkBox.y + linkBox.height);
  await page.keyboard.press('Shift+Tab');
  await expect(definition).toBeHidden();
});

test("the link's accessible description is the definition, and it leads to the entry", async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const {link} = term(page);
  await expect(link).toHaveAccessibleDescription(DEFINITION);
  await link.click();
  await expect(page).toHaveURL(`/glossary/#${SLUG}`);
  await expect(page.locator(`dt#${SLUG}`)).toContainText(ENTRY.term);
  await expect(page.locator(`dt#${SLUG}`)).toBeInViewport();
});

test('the definition shows without JavaScript', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto(PAGE);
  const {link, definition} = term(page);
  await expect(definition).toBeHidden();
  await link.hover();
  await expect(definition).toBeVisible();
  await context.close();
});

test('on a 390 px phone, no definition makes the page scroll sideways', async ({page}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(PAGE);
  await waitForHydration(page);
  const links = page.locator('article .glossary-term > a');
  const count = await links.count();
  let checked = 0;
  for (let index = 0; index < count; index++) {
    const link = links.nth(index);
    // Terms in a tab panel that is not shown cannot take the focus.
    if (!(await link.isVisible())) continue;
    checked++;
    await link.focus();
    const definition = link.locator('+ .glossary-definition');
    await expect(definition).toBeVisible();
    const box = (await definition.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `page overflow with ${await link.textContent()} focused`).toBeLessThanOrEqual(
      1,
    );
  }
  expect(checked).toBeGreaterThan(3);
});

test('a term in inline code is not linked', async ({page}) => {
  await page.goto(CODE_PAGE);
  const code = page.locator('article code', {hasText: /^ClusterIssuer$/});
  await expect(code.first()).toBeVisible();
  await expect(code.locator('.glossary-term')).toHaveCount(0);
  await expect(code.first()).toHaveText('ClusterIssuer');
});

test('every page links each term at most once, never in code, headings or links', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(100);
  let linkedPages = 0;
  for (const {route, $} of pages) {
    const terms = $('.glossary-term');
    if (terms.length > 0) linkedPages++;
    if (route === '/glossary/') expect(terms, route).toHaveLength(0);
    const inside = $('code .glossary-term, pre .glossary-term, a .glossary-term').add(
      $(':is(h1, h2, h3, h4, h5, h6) .glossary-term'),
    );
    expect(inside, `${route}: a term in code, a heading or a link`).toHaveLength(0);
    const slugs = terms
      .children('a')
      .toArray()
      .map((link) => ($(link).attr('href') ?? '').replace('/glossary/#', ''));
    expect(new Set(slugs).size, `${route}: a term linked twice`).toBe(slugs.length);
    const ids = $('[id]')
      .toArray()
      .map((element) => $(element).attr('id'));
    expect(new Set(ids).size, `${route}: duplicate ids`).toBe(ids.length);
    for (const slug of slugs) {
      expect(
        GLOSSARY.some((entry) => entry.slug === slug),
        `${route}: ${slug}`,
      ).toBe(true);
    }
  }
  expect(linkedPages).toBeGreaterThan(50);
});
