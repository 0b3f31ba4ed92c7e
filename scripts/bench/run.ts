/**
 * The benchmark, as readers get the site: the build served by deploy/nginx.conf under Debian's
 * nginx (precompressed brotli where the module is installed, gzip otherwise). It reports the
 * cold and warm build times, each page type's first-load JS, CSS and HTML (compressed), the 20
 * largest modules of the first-load bundle, the search files and search timings, and Lighthouse
 * mobile and desktop (median of three runs: a 2-core machine varies by about ten points).
 * It ends with a load test of the production nginx (load.ts). Writes reports/bench.md and
 * prints it. The measurements live in scripts/bench/.
 *
 * Usage: npm run bench [-- --skip-lighthouse]
 */
import {mkdirSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {PAGE_TYPES} from '../../lib/page-weight';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {assertNoLoadErrors, loadReport, measureLoad} from './load';
import {precompress} from '../build/precompress';
import {timeBuild} from './build';
import {largestInitialModules, moduleLabel} from './bundle';
import {LIGHTHOUSE, lighthouseMedian, median, type FormFactor} from './lighthouse';
import {serveBuild} from './nginx';
import {measureCompressedWeight, type CompressedWeight} from './page-weight';
import {searchFileSizes, searchTiming} from './search';

const BUILD_DIR = 'build-bench';
const BUNDLE_STATS = 'reports/bundle-stats.json';
// Not 4190: browsers and fetch refuse that port (it is on the Fetch standard's list of bad ports).
const PORT = 4280;
const RUNS = 3;
const SEARCH_QUERY = 'renew certificate';
/** Lighthouse's mobile profile slows the CPU four times; the search timing does the same. */
const MOBILE_CPU_SLOWDOWN = 4;

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function folderSize(folder: string): {bytes: number; files: number; pages: number} {
  let bytes = 0;
  let files = 0;
  let pages = 0;
  for (const entry of readdirSync(folder, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || /\.(gz|br)$/.test(entry.name)) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
    if (entry.name === 'index.html') pages += 1;
  }
  return {bytes, files, pages};
}

async function pageWeights(browser: Browser, origin: string): Promise<CompressedWeight[]> {
  const weights: CompressedWeight[] = [];
  for (const {path: pagePath} of PAGE_TYPES) {
    const context = await browser.newContext({baseURL: origin});
    weights.push(await measureCompressedWeight(await context.newPage(), BUILD_DIR, pagePath));
    await context.close();
  }
  return weights;
}

function machine(): string {
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

async function main(): Promise<void> {
  const skipLighthouse = process.argv.includes('--skip-lighthouse');
  const lines: string[] = [
    '# Benchmark',
    '',
    `- Command: \`npm run bench${skipLighthouse ? ' -- --skip-lighthouse' : ''}\``,
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machine()}`,
    '',
  ];

  // The bundle stats come from the cold build: a warm one reports cached modules without names.
  const cold = timeBuild('.', BUILD_DIR, {cold: true, env: {CLOUDER_BUNDLE_STATS: BUNDLE_STATS}});
  const warm = timeBuild('.', BUILD_DIR, {cold: false});
  const output = folderSize(BUILD_DIR);
  const precompressed = precompress(BUILD_DIR);
  const memory = (bytes: number | null) =>
    bytes ? `, peak ${(bytes / 2 ** 30).toFixed(2)} GiB` : '';
  lines.push(
    '## Build',
    '',
    `- Cold build (no .docusaurus, no node_modules/.cache): ${cold.seconds.toFixed(1)} s${memory(cold.peakMemoryBytes)}`,
    `- Warm build (caches kept): ${warm.seconds.toFixed(1)} s${memory(warm.peakMemoryBytes)}`,
    `- Output: ${output.pages} HTML pages, ${output.files} files, ${kib(output.bytes)}; ${precompressed} files precompressed (gzip 9, brotli 11)`,
    '',
  );

  const server = serveBuild(PORT, BUILD_DIR);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const main = server.encoding === 'br' ? 'brotli' : 'gzip';
    lines.push(
      `## First load (served by deploy/nginx.conf: ${main}; gzip in brackets)`,
      '',
      'What a page fetches until it has hydrated and the network is idle, without the prefetches of linked pages.',
      '',
      '| Page type | Path | JS files | JS | CSS | HTML |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    const pick = (sizes: {gzip: number; brotli: number}) =>
      `${kib(server.encoding === 'br' ? sizes.brotli : sizes.gzip)} (${kib(sizes.gzip)})`;
    const weights = await pageWeights(browser, server.origin);
    PAGE_TYPES.forEach(({name}, i) => {
      const weight = weights[i];
      lines.push(
        `| ${name} | ${weight.path} | ${weight.js.files} | ${pick(weight.js)} | ${pick(weight.css)} | ${pick(weight.html)} |`,
      );
    });
    lines.push('');

    lines.push(
      '## The 20 largest modules of the first-load bundle (main and runtime chunks, before minification)',
      '',
      '| Bytes | Module |',
      '| --- | --- |',
      ...largestInitialModules(BUNDLE_STATS, 20).map(
        (module) => `| ${module.size} | ${moduleLabel(module.name)} |`,
      ),
      '',
    );

    const files = searchFileSizes(BUILD_DIR);
    const total = files.reduce(
      (sum, {sizes}) => ({gzip: sum.gzip + sizes.gzip, brotli: sum.brotli + sizes.brotli}),
      {gzip: 0, brotli: 0},
    );
    lines.push('## Search', '', '| File | Raw | gzip | brotli |', '| --- | --- | --- | --- |');
    for (const {file, sizes} of files) {
      lines.push(`| ${file} | ${kib(sizes.raw)} | ${kib(sizes.gzip)} | ${kib(sizes.brotli)} |`);
    }
    lines.push(`| total | | ${kib(total.gzip)} | ${kib(total.brotli)} |`, '');
    for (const slowdown of [1, MOBILE_CPU_SLOWDOWN]) {
      const timings = [];
      for (let run = 0; run < RUNS; run += 1) {
        timings.push(await searchTiming(browser, server.origin, SEARCH_QUERY, slowdown));
      }
      const ready = median(timings.map((timing) => timing.toReadyMs));
      const results = median(timings.map((timing) => timing.toResultsMs));
      lines.push(
        `- CPU ${slowdown === 1 ? 'unthrottled' : `slowed ${slowdown}×`}, "${SEARCH_QUERY}", median of ${RUNS}: first interaction to ready ${ready.toFixed(0)} ms; ready to first result ${results.toFixed(0)} ms; total ${(ready + results).toFixed(0)} ms`,
      );
    }
    lines.push('');

    if (!skipLighthouse) {
      for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
        lines.push(
          `## Lighthouse ${formFactor} (${LIGHTHOUSE}, median of ${RUNS} runs)`,
          '',
          '| Page type | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
          '| --- | --- | --- | --- | --- | --- | --- | --- |',
        );
        for (const {name, path: pagePath} of PAGE_TYPES) {
          const result = lighthouseMedian(`${server.origin}${pagePath}`, formFactor, RUNS);
          lines.push(
            `| ${name} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${Math.round(result.lcpMs)} ms | ${Math.round(result.tbtMs)} ms | ${result.cls.toFixed(3)} |`,
          );
        }
        lines.push('');
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }

  const load = await measureLoad(BUILD_DIR);
  lines.push(...loadReport(load));

  mkdirSync('reports', {recursive: true});
  writeFileSync('reports/bench.md', `${lines.join('\n')}\n`);
  console.log(`\n${lines.join('\n')}`);
  assertNoLoadErrors(load);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
