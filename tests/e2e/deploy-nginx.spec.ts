import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {E2E_BUILD_DIR} from '../../playwright.config';

/**
 * deploy/nginx.conf, run by Debian's nginx on loopback against the built site: the trailing
 * slash policy, the not-found page, caching and compression a reader's browser relies on.
 */
const PORT = 4176;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(__dirname, '..', '..');
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
let prefix = '';

function nginx(...args: string[]): void {
  const result = spawnSync(NGINX, ['-p', prefix, '-c', 'nginx.conf', ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`nginx ${args.join(' ')} failed: ${result.stderr}`);
}

test.beforeAll(() => {
  prefix = mkdtempSync(path.join(os.tmpdir(), 'clouder-nginx-'));
  const site = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8')
    .replace(/listen \[::\]:80;\n/, '')
    .replace('listen 80;', `listen 127.0.0.1:${PORT};`)
    .replace('root /srv/clouder/build;', `root ${path.join(ROOT, E2E_BUILD_DIR)};`);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon on;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${site}
}
`,
  );
  nginx('-t');
  nginx();
});

test.afterAll(() => {
  if (prefix) nginx('-s', 'stop');
});

test('a route without its trailing slash is redirected to it', async ({request}) => {
  const response = await request.get(`${ORIGIN}/services/kubernetes/cluster`, {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/services/kubernetes/cluster/');
});

test('a route with its trailing slash serves the page, revalidated on each visit', async ({
  request,
}) => {
  const response = await request.get(`${ORIGIN}/services/kubernetes/cluster/`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(await response.text()).toContain('<h1');
});

test('an unknown path answers 404 with the site not-found page', async ({request}) => {
  const response = await request.get(`${ORIGIN}/no/such/page/`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
});

test('hashed assets are cached for a year and served compressed', async ({request}) => {
  const script = readdirSync(path.join(ROOT, E2E_BUILD_DIR, 'assets', 'js')).find((name) =>
    /^main\.[0-9a-f]+\.js$/.test(name),
  );
  expect(script).toBeDefined();
  const response = await request.get(`${ORIGIN}/assets/js/${script}`, {
    headers: {'Accept-Encoding': 'gzip'},
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('the second reading of a slug serves a redirect page to the correct one', async ({
  request,
}) => {
  const response = await request.get(`${ORIGIN}/services/kubernetes/deployments/gitub-actions/`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('/services/kubernetes/deployments/github-actions/');
});
