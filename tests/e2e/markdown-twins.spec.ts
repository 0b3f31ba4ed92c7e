import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect} from './fixtures';
import {E2E_BUILD_DIR} from '../../playwright.config';
import {DOC_ROUTES, SIDEBAR_DOC_IDS, routeOfDocId} from '../support/routes';
import {twinPath} from '../../src/utils/twins';
import {SITE_URL} from '../../src/data/site';

/**
 * The Markdown twins against the production build (DESIGN.md#markdown-twins-and-llmstxt):
 * every doc page has one, with the page's title and every code block of the page, and
 * llms.txt and llms-full.txt list every page once in sidebar order.
 */
const read = (file: string) => readFileSync(path.join(E2E_BUILD_DIR, file), 'utf8');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Code compared without whitespace: the HTML's lines are elements, the twin's are newlines. */
const bare = (text: string) => text.replace(/\s+/g, '');

test('every doc page has a twin with its title and every code block of the page', () => {
  for (const route of DOC_ROUTES) {
    const $ = load(read(path.join(route, 'index.html')));
    const twin = read(twinPath(route));
    const title = squash($('article h1').first().text());
    expect(title, route).not.toBe('');
    expect(twin.split('\n')[0], route).toBe(`# ${title}`);
    expect($('title').text(), route).toContain(title);
    // A code block inside an admonition sits in a blockquote: its lines start with "> ".
    const body = bare(twin.replace(/^(> ?)+/gm, ''));
    $('article .theme-doc-markdown pre code').each((_, code) => {
      const text = bare($(code).text());
      expect(body.includes(text), `${route}: code block "${text.slice(0, 60)}"`).toBe(true);
    });
    expect(twin, route).not.toMatch(/Direct link to|Edit this page|\u200b/);
    expect($('link[rel="alternate"][type="text/markdown"]').attr('href'), route).toBe(
      twinPath(route),
    );
  }
});

test('a generated table reads in its twin as on the page: name, then its badge', () => {
  const twin = read(twinPath('/services/kubernetes/deployments/configuration/'));
  const row = twin.split('\n').find((line) => line.startsWith('| [`DATALAYER_JWT_SECRET`]'));
  expect(row).toMatch(
    /^\| \[`DATALAYER_JWT_SECRET`\]\([^)]+#datalayer_jwt_secret\) secret \| `secret-string` \|/,
  );
});

test('llms.txt lists every doc page once, in sidebar order, in sections', () => {
  const text = read('llms.txt');
  expect(text.startsWith('# Clouder\n\n> ')).toBe(true);
  const links = [...text.matchAll(/^- \[[^\]]+\]\((\S+)\): \S/gm)].map((match) => match[1]);
  const expected = SIDEBAR_DOC_IDS.map((id) => `${SITE_URL}${twinPath(routeOfDocId(id))}`);
  expect(links).toEqual(expected);
  expect(new Set(links).size).toBe(DOC_ROUTES.length);
  for (const section of ['Services', 'Architecture', 'Professional Services', 'Glossary']) {
    expect(text).toContain(`\n## ${section}\n`);
  }
});

test('llms-full.txt holds every twin, in sidebar order', () => {
  const text = read('llms-full.txt');
  const pages = [...text.matchAll(/^Page: (\S+)$/gm)].map((match) => match[1]);
  expect(pages).toEqual(SIDEBAR_DOC_IDS.map((id) => `${SITE_URL}${routeOfDocId(id)}`));
  for (const route of DOC_ROUTES) expect(text).toContain(read(twinPath(route)).trim());
});

test('the twins and llms.txt are served as UTF-8 Markdown and text', async ({request}) => {
  const twin = await request.get('/services/kubernetes/cluster/aws-eks.md');
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
  const llms = await request.get('/llms.txt');
  expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
});

test('nginx serves a twin as text/markdown, UTF-8, compressed, and llms.txt as text/plain', async ({
  request,
  nginxOrigin,
}) => {
  const twin = await request.get(`${nginxOrigin}/services/kubernetes/cluster/aws-eks.md`, {
    headers: {'Accept-Encoding': 'gzip'},
  });
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(twin.headers()['content-encoding']).toBe('gzip');
  expect(await twin.text()).toBe(read('services/kubernetes/cluster/aws-eks.md'));
  const home = await request.get(`${nginxOrigin}/index.md`);
  expect(home.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const llms = await request.get(`${nginxOrigin}/llms.txt`, {headers: {'Accept-Encoding': 'gzip'}});
  expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(llms.headers()['content-encoding']).toBe('gzip');
  expect(llms.headers()['content-security-policy']).toBeTruthy();
});
