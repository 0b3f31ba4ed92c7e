/**
 * The benchmark: build time, output size, page weight, search index size, time from the first
 * search interaction to results, Lighthouse scores (median of three runs, since a 2-core
 * machine varies by about ten points) and a load test of the production nginx (bench-load.ts). Writes reports/bench.md and prints it.
 *
 * Usage: npm run bench [-- --skip-lighthouse]
 */
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {measurePageWeight, REPRESENTATIVE_PAGES, type PageWeight} from '../tests/page-weight';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/chromium';
import {assertNoLoadErrors, loadReport, measureLoad} from './bench-load';

const BUILD_DIR = 'build-bench';
// Not 4190: browsers and fetch refuse that port (it is on the Fetch standard's list of bad ports).
const PORT = 4280;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const LIGHTHOUSE_PAGES = ['/', '/services/kubernetes/services/system/observer/'];
const RUNS = 3;
const SEARCH_QUERY = 'helm';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function folderSize(folder: string): {bytes: number; files: number; pages: number} {
  let bytes = 0;
  let files = 0;
  let pages = 0;
  for (const entry of readdirSync(folder, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    bytes += statSync(full).size;
    files += 1;
    if (entry.name === 'index.html') pages += 1;
  }
  return {bytes, files, pages};
}

function timeBuild(): number {
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', BUILD_DIR], {
    stdio: 'inherit',
    env: {...process.env, CLOUDER_E2E: '', CLOUDER_GTAG_ID: ''},
  });
  if (result.status !== 0) throw new Error('The production build failed.');
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function searchIndexSizes(): {file: string; bytes: number; gzipBytes: number}[] {
  return readdirSync(BUILD_DIR)
    .filter((name) => /^(search-doc|lunr-index)-\d+\.json$/.test(name))
    .map((file) => {
      const content = readFileSync(path.join(BUILD_DIR, file));
      return {
        file: file.replace(/-\d+\.json$/, '-*.json'),
        bytes: content.length,
        gzipBytes: gzipSync(content, {level: 9}).length,
      };
    });
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(
    'npx',
    [
      'docusaurus',
      'serve',
      '--dir',
      BUILD_DIR,
      '--port',
      String(PORT),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {stdio: 'ignore', detached: true},
  );
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${ORIGIN}/`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The benchmark server did not start.');
}

async function pageWeights(browser: Browser): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const pagePath of REPRESENTATIVE_PAGES) {
    const context = await browser.newContext({baseURL: ORIGIN});
    const page = await context.newPage();
    weights.push(await measurePageWeight(page, BUILD_DIR, pagePath));
    await context.close();
  }
  return weights;
}

/** Milliseconds from the first click on the search box to the first result shown, per run. */
async function searchLatencies(browser: Browser): Promise<number[]> {
  const latencies: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({baseURL: ORIGIN});
    const page = await context.newPage();
    await page.goto('/cluster/');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const search = page.locator('.navbar [role="search"]');
    const started = Date.now();
    // The first click starts loading; what is typed meanwhile is kept for the box.
    await search.click();
    await page.keyboard.type(SEARCH_QUERY);
    await search.getByRole('option').first().waitFor({timeout: 15_000});
    latencies.push(Date.now() - started);
    await context.close();
  }
  return latencies;
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function lighthouseRun(url: string): LighthouseRun {
  const output = execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    {
      env: {...process.env, CHROME_PATH: CHROMIUM_PATH},
      maxBuffer: 512 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(output) as {
    categories: Record<string, {score: number}>;
    audits: Record<string, {numericValue: number}>;
  };
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    bestPractices: report.categories['best-practices'].score * 100,
    seo: report.categories.seo.score * 100,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
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

  const buildSeconds = timeBuild();
  const output = folderSize(BUILD_DIR);
  lines.push(
    '## Build',
    '',
    `- Production build (Rspack via @docusaurus/faster): ${buildSeconds.toFixed(1)} s`,
    `- Output: ${output.pages} HTML pages, ${output.files} files, ${kib(output.bytes)}`,
    '',
  );

  lines.push('## Search index', '', '| File | Raw | gzip |', '| --- | --- | --- |');
  for (const file of searchIndexSizes()) {
    lines.push(`| ${file.file} | ${kib(file.bytes)} | ${kib(file.gzipBytes)} |`);
  }
  lines.push('');

  const server = await startServer();
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    lines.push(
      '## Page weight (what a page fetches before it is interactive)',
      '',
      '| Page | HTML | JS files | JS | JS gzip | CSS gzip |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const weight of await pageWeights(browser)) {
      lines.push(
        `| ${weight.path} | ${kib(weight.htmlBytes)} | ${weight.jsFiles} | ${kib(weight.jsBytes)} | ${kib(weight.jsGzipBytes)} | ${kib(weight.cssGzipBytes)} |`,
      );
    }
    lines.push('');

    const latencies = await searchLatencies(browser);
    lines.push(
      '## Search',
      '',
      `- First interaction (click, then typing) to first result for "${SEARCH_QUERY}", ${RUNS} runs: median ${median(latencies)} ms (${latencies.join(', ')} ms)`,
      '',
    );

    if (!skipLighthouse) {
      lines.push(
        `## Lighthouse (${LIGHTHOUSE}, mobile, median of ${RUNS} runs)`,
        '',
        '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
      );
      for (const pagePath of LIGHTHOUSE_PAGES) {
        const runs = Array.from({length: RUNS}, () => lighthouseRun(`${ORIGIN}${pagePath}`));
        const pick = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
        lines.push(
          `| ${pagePath} | ${pick('performance')} | ${pick('accessibility')} | ${pick('bestPractices')} | ${pick('seo')} | ${Math.round(pick('lcpMs'))} ms | ${Math.round(pick('tbtMs'))} ms | ${pick('cls').toFixed(3)} |`,
        );
      }
      lines.push('');
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
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
