import {readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {E2E_BUILD_DIR} from '../../playwright.config';

/**
 * deploy/nginx.conf, run by Debian's nginx on loopback against the built site: the trailing
 * slash policy, the not-found page, caching and compression a reader's browser relies on.
 */

test('a route without its trailing slash is redirected to it, once', async ({
  request,
  nginxOrigin,
}) => {
  const response = await request.get(`${nginxOrigin}/services/kubernetes/cluster`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/services/kubernetes/cluster/');
  const target = await request.get(`${nginxOrigin}${response.headers().location}`, {
    maxRedirects: 0,
  });
  expect(target.status()).toBe(200);
});

test('a route with its trailing slash serves the page, revalidated on each visit', async ({
  request,
  nginxOrigin,
}) => {
  const response = await request.get(`${nginxOrigin}/services/kubernetes/cluster/`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(await response.text()).toContain('<h1');
});

test('an unknown path answers 404 with the site not-found page', async ({request, nginxOrigin}) => {
  for (const unknown of ['/no/such/page/', '/no/such/page', '/assets/js/no-such-chunk.js']) {
    const response = await request.get(`${nginxOrigin}${unknown}`, {maxRedirects: 0});
    expect(response.status(), unknown).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    // Not the year-long caching of the hashed assets: the path may exist after the next deploy.
    expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  }
});

test('the policy include of the build is not served', async ({request, nginxOrigin}) => {
  const response = await request.get(`${nginxOrigin}/nginx-csp.conf`);
  expect(response.status()).toBe(404);
});

test('hashed assets are cached for a year and served compressed', async ({
  request,
  nginxOrigin,
}) => {
  const script = readdirSync(path.join(E2E_BUILD_DIR, 'assets', 'js')).find((name) =>
    /^main\.[0-9a-f]+\.js$/.test(name),
  );
  expect(script).toBeDefined();
  const response = await request.get(`${nginxOrigin}/assets/js/${script}`, {
    headers: {'Accept-Encoding': 'gzip'},
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('the second reading of a slug serves a redirect page to the correct one', async ({
  request,
  nginxOrigin,
}) => {
  const response = await request.get(
    `${nginxOrigin}/services/kubernetes/deployments/gitub-actions/`,
  );
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('/services/kubernetes/deployments/github-actions/');
});
