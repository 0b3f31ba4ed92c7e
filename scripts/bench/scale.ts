/**
 * The scaling benchmark: the site as it is and with 1000 and 2000 generated pages added, each built
 * cold in a temporary copy of the repository. Reports, at each size, the build time and peak
 * memory, the first-load JS of one page (the glossary), the parts of that first load that grow
 * with the number of pages (route table and registry in the main bundle, the sidebar in the
 * docs version data), and the search files. Writes reports/bench-scale.md and prints it.
 *
 * Usage: npm run bench:scale [-- --sizes=0,1000,2000] (0: the site as it is)
 */
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {firstLoadResources} from '../../lib/page-weight';
import {timeBuild} from './build';
import {serveBuild} from './nginx';
import {fileSizes} from './page-weight';
import {searchFileSizes} from './search';

const ROOT = path.resolve(__dirname, '..', '..');
const PORT = 4281;
const PAGE = '/glossary/';
const COPIED = [
  'docs',
  'src',
  'static',
  'plugins',
  'lib',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
];

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** A page like the site's own: introduction, sections, a list, a table and a code block. */
function generatedPage(n: number): string {
  return `---
title: 'Generated page ${n}'
sidebar_label: 'Generated ${n}'
description: 'A generated page for the scaling benchmark: it has the shape and length of an ordinary page of this site.'
---

This page ${n} stands for an ordinary task page: it introduces a procedure on a Kubernetes cluster, node pool ${n % 7}, kernel image ${n % 13} and a Helm release named release-${n}.

## Before you begin

- A cluster where you may create namespaces, and kubectl pointed at it.
- Helm 3.14 or later, and the chart repository of service ${n % 11}.

## Install the service

Run the install with the values of your environment. The release takes a few minutes; watch its pods until they are ready and check the events of the namespace if one of them stays pending.

\`\`\`bash
helm upgrade --install "release-${n}" "charts/service-${n % 11}" --namespace "generated-${n}" --create-namespace
\`\`\`

## Settings

| Setting | Default | Meaning |
| --- | --- | --- |
| SETTING_${n}_REPLICAS | 1 | How many replicas of the service run. |
| SETTING_${n}_TIMEOUT | 30s | How long a request may take before it fails. |

## Verify

List the pods of the namespace and check that every one of them is running and ready.
`;
}

function prepareCopy(size: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `clouder-scale-${size}-`));
  // nginx's workers run as another user: they must be able to read the build.
  chmodSync(dir, 0o755);
  for (const entry of COPIED)
    cpSync(path.join(ROOT, entry), path.join(dir, entry), {recursive: true});
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const folder = path.join(dir, 'docs', 'generated');
  mkdirSync(folder, {recursive: true});
  const ids: string[] = [];
  for (let n = 1; n <= size; n += 1) {
    const name = `page-${String(n).padStart(4, '0')}`;
    writeFileSync(path.join(folder, `${name}.md`), generatedPage(n));
    ids.push(`generated/${name}`);
  }
  // The generated pages go into the sidebar in categories of 50, as a large site would group them.
  const categories = [];
  for (let start = 0; start < ids.length; start += 50) {
    categories.push({
      type: 'category',
      label: `Generated ${start + 1}-${Math.min(start + 50, ids.length)}`,
      collapsed: true,
      items: ids.slice(start, start + 50),
    });
  }
  const sidebars = path.join(dir, 'sidebars.ts');
  writeFileSync(
    sidebars,
    readFileSync(sidebars, 'utf8').replace(
      "    'glossary/index',\n  ],",
      `    'glossary/index',\n    ...${JSON.stringify(categories)},\n  ],`,
    ),
  );
  return dir;
}

interface ScaleRow {
  pages: number;
  buildSeconds: number;
  peakMemory: number | null;
  firstLoadJs: {gzip: number; brotli: number};
  main: {raw: number; gzip: number};
  /** The other chunks of the first load: layout components and route data (the sidebar, ...). */
  dataChunks: {gzip: number};
  /**
   * What grows with the pages in every first load, each gzip on its own: the route table, the
   * registry of chunk loaders and the route chunk names (sources Docusaurus generates into
   * .docusaurus/ and bundles into main.js), the runtime's map of chunk files, and the docs
   * version data that holds the sidebar.
   */
  routeData: {
    routes: number;
    registry: number;
    chunkNames: number;
    runtime: number;
    sidebar: number;
  };
  search: {gzip: number};
}

/** The gzip size of each of the generated route modules of a built copy. */
function routeDataSizes(dir: string, files: string[]): ScaleRow['routeData'] {
  const generated = (name: string) => fileSizes([path.join(dir, '.docusaurus', name)]).gzip;
  const runtime = files.filter((file) => /\/runtime~main\.[0-9a-f]+\.js$/.test(file));
  const sidebar = files.filter((file) => readFileSync(file, 'utf8').includes('"docsSidebars"'));
  return {
    routes: generated('routes.js'),
    registry: generated('registry.js'),
    chunkNames: generated('routesChunkNames.json'),
    runtime: fileSizes(runtime).gzip,
    sidebar: fileSizes(sidebar).gzip,
  };
}

async function measure(size: number): Promise<ScaleRow> {
  const dir = prepareCopy(size);
  const outDir = path.join(dir, 'build');
  try {
    const build = timeBuild(dir, outDir, {cold: true});
    const server = serveBuild(PORT, outDir);
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
    try {
      const context = await browser.newContext({baseURL: server.origin});
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const resources = await firstLoadResources(page, PAGE).catch((error: unknown) => {
        throw new Error(`${PAGE} did not load: ${errors.join('; ') || String(error)}`);
      });
      await context.close();
      const files = resources
        .filter((url) => url.endsWith('.js'))
        .map((url) => path.join(outDir, new URL(url).pathname));
      const js = fileSizes(files);
      const main = fileSizes(files.filter((file) => /\/main\.[0-9a-f]+\.js$/.test(file)));
      // Every chunk but main and the runtime: page components and route data (with the sidebar).
      const data = fileSizes(
        files.filter((file) => !/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(file)),
      );
      const search = searchFileSizes(outDir).reduce((sum, file) => sum + file.sizes.gzip, 0);
      return {
        pages: size,
        buildSeconds: build.seconds,
        peakMemory: build.peakMemoryBytes,
        firstLoadJs: {gzip: js.gzip, brotli: js.brotli},
        main: {raw: main.raw, gzip: main.gzip},
        dataChunks: {gzip: data.gzip},
        routeData: routeDataSizes(dir, files),
        search: {gzip: search},
      };
    } finally {
      await browser.close();
      server.stop();
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const sizesArg = process.argv.find((arg) => arg.startsWith('--sizes='));
  // 0 is the site as it is.
  const sizes = (sizesArg?.slice('--sizes='.length) ?? '0,1000,2000').split(',').map(Number);
  const rows: ScaleRow[] = [];
  for (const size of sizes) rows.push(await measure(size));
  const lines = [
    '# Scaling benchmark',
    '',
    `- Command: \`npm run bench:scale\``,
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
    `- The site plus N generated pages (in sidebar categories of 50), built cold; first load of ${PAGE}.`,
    '',
    '| Generated pages | Build | Peak memory | First-load JS (gzip) | main.js (raw / gzip) | Other first-load chunks (gzip) | Search files (gzip) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.pages} | ${row.buildSeconds.toFixed(0)} s | ${row.peakMemory ? `${(row.peakMemory / 2 ** 30).toFixed(2)} GiB` : 'n/a'} | ${kib(row.firstLoadJs.gzip)} | ${kib(row.main.raw)} / ${kib(row.main.gzip)} | ${kib(row.dataChunks.gzip)} | ${kib(row.search.gzip)} |`,
    ),
    '',
    'Route data in every first load, each part gzip on its own (the route table, registry and chunk names are bundled into main.js):',
    '',
    '| Generated pages | Route table | Registry | Chunk names | Runtime (chunk map) | Docs version data (sidebar) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({pages, routeData: data}) =>
        `| ${pages} | ${kib(data.routes)} | ${kib(data.registry)} | ${kib(data.chunkNames)} | ${kib(data.runtime)} | ${kib(data.sidebar)} |`,
    ),
    '',
  ];
  mkdirSync(path.join(ROOT, 'reports'), {recursive: true});
  writeFileSync(path.join(ROOT, 'reports', 'bench-scale.md'), `${lines.join('\n')}\n`);
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
