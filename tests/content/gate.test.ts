import {spawnSync} from 'node:child_process';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {resolve} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {runContentChecks} from '../../scripts/content-checks/run';
import {probeAll} from '../../scripts/external-links/probe';
import {CHECK_NAMES} from '../../scripts/content-checks/types';
import {findingsFor, FIXTURES, lines, NO_ALLOWLIST, ROOT_DIR, SLOW} from './gate-helpers';

/**
 * The gate as a whole: checks across pages, the command line, a clean fixture and the external
 * link probe. A file apart from checks.test.ts so that Vitest runs the two side by side.
 */
const TSX = resolve(ROOT_DIR, 'node_modules/.bin/tsx');

describe('checks that look across pages and manifests', SLOW, () => {
  it('reports a title used twice and a description that is too short', async () => {
    const result = await runContentChecks({
      rootDir: ROOT_DIR,
      files: [`${FIXTURES}/clean.mdx`, `${FIXTURES}/duplicate-title.md`],
      only: ['front-matter'],
      depthAllowlistPath: NO_ALLOWLIST,
    });
    expect(lines(result.findings)).toEqual([
      expect.stringMatching(
        /clean\.mdx:2: \[front-matter\] title "Fixture: a clean page" is also used by tests\/content\/fixtures\/duplicate-title\.md — /,
      ),
      expect.stringMatching(
        /duplicate-title\.md:2: \[front-matter\] title "Fixture: a clean page" is also used by /,
      ),
      expect.stringMatching(
        /duplicate-title\.md:3: \[front-matter\] description is 10 characters — /,
      ),
    ]);
  });

  it('reports a custom resource without a name and a removed API version, not tool configs', async () => {
    const findings = await findingsFor('kubernetes-objects.md', 'kubernetes');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /kubernetes-objects\.md:13: \[kubernetes\] RayCluster \(ray\.io\/v1\): metadata\.name is missing — /,
      ),
      expect.stringMatching(
        /kubernetes-objects\.md:17: \[kubernetes\] Ingress \(extensions\/v1beta1\): apiVersion extensions\/v1beta1 is not served/,
      ),
    ]);
  });
});

describe('the command line', SLOW, () => {
  it('prints findings, ends with the summary line and exits 1', () => {
    const run = spawnSync(
      TSX,
      [
        'scripts/content-checks/main.ts',
        '--only=markdownlint,spelling,placeholders',
        `${FIXTURES}/todo.md`,
      ],
      {cwd: ROOT_DIR, encoding: 'utf8'},
    );
    const output = run.stdout.trim().split('\n');
    expect(output).toEqual([
      expect.stringMatching(
        /^tests\/content\/fixtures\/todo\.md:8: \[spelling\] placeholder word "TODO" .+ — /,
      ),
      expect.stringMatching(
        /^tests\/content\/fixtures\/todo\.md:10: \[placeholders\] .+"coming soon"/,
      ),
      expect.stringMatching(/^tests\/content\/fixtures\/todo\.md:10: \[placeholders\] .+"🚧"/),
      'content: 1 passed, 2 failed',
    ]);
    expect(run.status).toBe(1);
  });

  it('rejects an unknown check name', () => {
    const run = spawnSync(TSX, ['scripts/content-checks/main.ts', '--only=spellings'], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    });
    expect(run.stderr).toContain('unknown check "spellings"');
    expect(run.status).toBe(1);
  });
});

describe('content checks on a clean fixture', SLOW, () => {
  it('passes every check', async () => {
    const result = await runContentChecks({
      rootDir: ROOT_DIR,
      files: [`${FIXTURES}/clean.mdx`],
      depthAllowlistPath: NO_ALLOWLIST,
    });
    expect(lines(result.findings)).toEqual([]);
    // Every check but `review`, which applies to the site's doc pages only.
    expect(result).toMatchObject({passed: CHECK_NAMES.length - 1, failed: 0});
  });

  it('counts (check, file) pairs', async () => {
    const result = await runContentChecks({
      rootDir: ROOT_DIR,
      files: [`${FIXTURES}/clean.mdx`, `${FIXTURES}/todo.md`],
      only: ['placeholders', 'markdownlint'],
      depthAllowlistPath: NO_ALLOWLIST,
    });
    expect(result).toMatchObject({passed: 3, failed: 1});
  });
});

describe('the external link probe (linkinator)', SLOW, () => {
  // A local server stands in for remote sites, so the test needs no internet access.
  const statuses: Record<string, number> = {'/ok': 200, '/missing': 404, '/challenge': 999};
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const status = statuses[request.url ?? ''];
      if (status === undefined) return; // /hang: never answers
      response.writeHead(status, {'content-type': 'text/plain'}).end('ok');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('reports each URL as reachable, unreachable or not verified, and gives up on a silent host', async () => {
    const urls = [
      `${base}/ok#section`,
      `${base}/missing`,
      `${base}/challenge`,
      `${base}/hang`,
      'https://exa mple.com/',
    ];
    const results = await probeAll(urls, {timeoutMs: 500, concurrency: 4});
    expect(results).toEqual([
      {url: urls[0], state: 'ok', detail: '200'},
      {url: urls[1], state: 'broken', detail: '404'},
      {url: urls[2], state: 'skipped', detail: '999'},
      {url: urls[3], state: 'broken', detail: 'timed out'},
      {url: urls[4], state: 'broken', detail: 'not a valid URL'},
    ]);
  });
});
