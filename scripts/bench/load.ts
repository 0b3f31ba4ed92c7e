/**
 * The load test of the benchmark: 10,000 requests over 50 connections to the production server
 * (deploy/nginx.conf on Debian's nginx, loopback) across pages, assets and the search files,
 * as a browser asks for them (gzip accepted). Any error or non-2xx answer fails the benchmark.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {serveBuild} from './nginx';
import {SEARCH_FILE_NAME} from '../../src/utils/search/format';

const REQUESTS = 10_000;
const CONNECTIONS = 50;
const PORT = 4281;

export interface LoadResult {
  requests: number;
  connections: number;
  paths: number;
  errors: number;
  non2xx: number;
  requestsPerSecond: number;
  megabytesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  seconds: number;
}

/** Every page of the sitemap, the JavaScript and CSS of the build, and the search files. */
function loadPaths(buildDir: string): string[] {
  const pages = [
    ...readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(
      /<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g,
    ),
  ].map(([, pathname]) => pathname);
  const assets = ['js', 'css'].flatMap((folder) =>
    readdirSync(path.join(buildDir, 'assets', folder))
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => `/assets/${folder}/${name}`),
  );
  const search = readdirSync(buildDir)
    .filter((name) => SEARCH_FILE_NAME.test(name))
    .map((name) => `/${name}`);
  return [...pages, ...assets, ...search];
}

export async function measureLoad(buildDir: string): Promise<LoadResult> {
  const paths = loadPaths(buildDir);
  // The benchmark builds with `docusaurus build`, which does not run npm's postbuild: serveBuild
  // writes the policy include.
  const server = serveBuild(PORT, buildDir);
  try {
    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      amount: REQUESTS,
      headers: {'accept-encoding': 'gzip'},
      requests: paths.map((pathname) => ({method: 'GET', path: pathname})),
    });
    return {
      requests: result.requests.total,
      connections: CONNECTIONS,
      paths: paths.length,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      requestsPerSecond: result.requests.average,
      megabytesPerSecond: result.throughput.average / 2 ** 20,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      seconds: result.duration,
    };
  } finally {
    server.stop();
  }
}

export function loadReport(load: LoadResult): string[] {
  return [
    `## Load (deploy/nginx.conf on Debian's nginx, loopback)`,
    '',
    `- ${load.requests} requests over ${load.connections} connections, cycling through ${load.paths} paths (every sitemap page, every JS and CSS asset, the search files), gzip accepted`,
    `- Errors: ${load.errors}; non-2xx answers: ${load.non2xx}`,
    `- Throughput: ${Math.round(load.requestsPerSecond)} requests/s, ${load.megabytesPerSecond.toFixed(1)} MiB/s, in ${load.seconds.toFixed(1)} s`,
    `- Latency: p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms`,
    '',
  ];
}

export function assertNoLoadErrors(load: LoadResult): void {
  if (load.errors > 0 || load.non2xx > 0 || load.requests < REQUESTS) {
    throw new Error(
      `The load test failed: ${load.errors} errors, ${load.non2xx} non-2xx answers, ${load.requests} of ${REQUESTS} requests.`,
    );
  }
}
