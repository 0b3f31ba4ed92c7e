import {spawnSync} from 'node:child_process';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {resolve} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {probeAll} from '../../scripts/external-links/probe';
import {FIXTURES, ROOT_DIR, SLOW} from './gate-helpers';

/**
 * The gate's command line (its output, summary line and exit codes) and the external link probe:
 * a file apart from gate.test.ts and checks.test.ts so that Vitest runs them side by side.
 */
const TSX = resolve(ROOT_DIR, 'node_modules/.bin/tsx');

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
