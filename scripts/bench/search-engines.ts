/**
 * Compares three search engines on this site's query set (tests/search/queries.ts), all built from
 * the same sections of the built pages (plugins/search-index/indexer.ts `pageContent`):
 *
 * - `own`: the site's format and engine (buildSearchFiles, createSearchEngine);
 * - `lunr` 2.3.9, indexed and queried as docusaurus-lunr-search did (fields title, boost 200,
 *   and text, boost 2; no position metadata; each query token as an exact term, boost 10, and
 *   from two characters on as a trailing wildcard without the pipeline, boost 1);
 * - `minisearch` (fields title and text; prefix, fuzzy 0.2, title boost 2, OR).
 *
 * lunr and minisearch show their results from the same document list as `own` (its search-doc
 * file): the list is shared, only the index differs, and their totals count it.
 *
 * For each engine: the size of its files (raw, gzip at zlib's default level 6, like nginx's
 * on-the-fly gzip; gzip -9 and brotli -11 as the build precompresses them), hits in the top 3
 * (computed in Node, by the same bundled client code the browser runs), and the time in Chromium
 * with the CPU slowed 4×: loading (JSON.parse of the files and building the engine), one search
 * per query of the set (after a warm-up run of the set), and each successive prefix of
 * TYPED_QUERY. Three rounds, each in a fresh page; the medians of the rounds are reported. Writes
 * reports/search-engines.md and prints it.
 *
 * lunr and minisearch are not dependencies of the project: they are loaded from the folder
 * SEARCH_ENGINES_MODULES (default .scratch/engines/node_modules, git-ignored), installed with
 *
 *   mkdir -p .scratch/engines && cd .scratch/engines && npm init -y >/dev/null &&
 *   npm install --no-audit --no-fund lunr@2.3.9 minisearch
 *
 * The clients are bundled with esbuild (tsx's) from entry files it writes to
 * .scratch/engines/clients.
 *
 * Usage: npx tsx scripts/bench/search-engines.ts [buildDir]   (default: build)
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {build} from 'esbuild';
import {format, resolveConfig} from 'prettier';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../lib/chromium';
import {buildSearchFiles, pageContent, type PageContent} from '../../plugins/search-index/indexer';
import {SEARCH_QUERIES, type SearchQueryKind} from '../../tests/search/queries';
import {compress} from '../build/precompress';

const ROOT = path.resolve(__dirname, '..', '..');
const SCRATCH = path.join(ROOT, '.scratch', 'engines');
const CLIENTS = path.join(SCRATCH, 'clients');
const REPORT = path.join(ROOT, 'reports', 'search-engines.md');
const INSTALL = [
  'mkdir -p .scratch/engines && cd .scratch/engines && npm init -y >/dev/null &&',
  'npm install --no-audit --no-fund lunr@2.3.9 minisearch',
].join(' ');

const MAX_HITS = 8;
const TOP = 3;
const CPU_SLOWDOWN = 4;
const ROUNDS = 3;
/** Typed a character at a time: each prefix is a search of its own. */
const TYPED_QUERY = 'kubernetes autoscaler';
const KINDS: readonly SearchQueryKind[] = ['words', 'error', 'identifier'];

const LUNR_BOOSTS = {title: 200, text: 2};
const MINISEARCH_OPTIONS = {
  fields: ['title', 'text'],
  idField: 'id',
  searchOptions: {prefix: true, fuzzy: 0.2, boost: {title: 2}, combineWith: 'OR'},
};

/** One document per section, for lunr and minisearch; `id` is the section's index in own's list. */
interface SectionDoc {
  id: number;
  title: string;
  text: string;
}

/** The part of lunr's builder this script uses. */
interface LunrBuilder {
  ref(name: string): void;
  field(name: string, attributes: {boost: number}): void;
  add(doc: SectionDoc): void;
  metadataWhitelist: string[];
}
type Lunr = (config: (this: LunrBuilder, builder: LunrBuilder) => void) => object;

/** The part of MiniSearch this script uses. */
interface MiniSearchIndex {
  addAll(docs: readonly SectionDoc[]): void;
  toJSON(): object;
}
type MiniSearchClass = new (options: typeof MINISEARCH_OPTIONS) => MiniSearchIndex;

type CandidateName = 'own' | 'lunr' | 'minisearch';

interface Candidate {
  name: CandidateName;
  /** The document list and the index, serialized, as the page would fetch them. */
  files: {docList: string; index: string};
  /** Client entry source: exports `load(files)` and `measure(files, queries, prefixes)`. */
  entry: string;
}

/** What the bundled client exports (clients/harness.ts). */
interface Client {
  load(files: string[]): (query: string) => string[];
  stats?: {fallbacks: number};
}

interface Measurement {
  loadMs: number;
  queryMs: number[];
  prefixMs: number[];
}

interface Sizes {
  raw: number;
  gzip6: number;
  gzip9: number;
  brotli: number;
}

interface Result {
  name: CandidateName;
  list: Sizes;
  index: Sizes;
  top3: Record<SearchQueryKind | 'all', {hits: number; total: number}>;
  loadMs: number;
  queryMedianMs: number;
  queryP95Ms: number;
  prefixMaxMs: number;
  rounds: Measurement[];
  fallbacks?: number;
}

// ---------------------------------------------------------------------------------------------
// Engines from SEARCH_ENGINES_MODULES

/** The file `name` resolves to inside `modulesDir` (CommonJS condition), or undefined. */
function resolveInside(modulesDir: string, name: string): string | undefined {
  if (!existsSync(path.join(modulesDir, name, 'package.json'))) return undefined;
  const resolved = createRequire(path.join(modulesDir, 'resolve.js')).resolve(name);
  return resolved.startsWith(modulesDir + path.sep) ? resolved : undefined;
}

async function importDefault<T>(file: string): Promise<T> {
  const module = (await import(pathToFileURL(file).href)) as {default?: unknown};
  return (module.default ?? module) as T;
}

function packageVersion(modulesDir: string, name: string): string {
  const json = JSON.parse(readFileSync(path.join(modulesDir, name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return json.version;
}

// ---------------------------------------------------------------------------------------------
// The site's sections

function builtPages(buildDir: string): PageContent[] {
  const contents: PageContent[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const relative = path.relative(buildDir, dir).split(path.sep).join('/');
        if (relative === 'e2e' || relative.startsWith('e2e/')) continue;
        const url = relative ? `/${relative}/` : '/';
        const content = pageContent({url, html: readFileSync(full, 'utf8')});
        if (content) contents.push(content);
      }
    }
  };
  walk(buildDir);
  return contents.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

function sectionDocs(contents: readonly PageContent[]): SectionDoc[] {
  return contents
    .flatMap((content) =>
      content.sections.map(({hash, heading, text}) => ({
        id: 0,
        title: hash ? heading : content.title,
        text,
      })),
    )
    .map((doc, id) => ({...doc, id}));
}

// ---------------------------------------------------------------------------------------------
// Client code, bundled for the page and run in Node for the hits

function absoluteImport(file: string): string {
  return JSON.stringify(file.replace(/\.tsx?$/, ''));
}

function harnessSource(): string {
  const format = path.join(ROOT, 'src', 'utils', 'search', 'format.ts');
  return `import {sectionHash, type SearchDocFile} from ${absoluteImport(format)};

export type Search = (query: string) => string[];

/** The URL a section of the document list leads to. */
export function sectionUrl(docFile: SearchDocFile, section: number): string {
  const entry = docFile.searchDocs.sections[section];
  const route = docFile.searchDocs.pages[entry[0]][0];
  const hash = sectionHash(entry);
  return hash ? \`\${route}#\${hash}\` : route;
}

/** Load, a warm-up run of the queries, then each query and each prefix timed once. */
export function measureWith(
  load: (files: string[]) => Search,
  files: string[],
  queries: string[],
  prefixes: string[],
): {loadMs: number; queryMs: number[]; prefixMs: number[]} {
  const started = performance.now();
  const search = load(files);
  const loadMs = performance.now() - started;
  for (const query of queries) search(query);
  const time = (query: string): number => {
    const start = performance.now();
    search(query);
    return performance.now() - start;
  };
  return {loadMs, queryMs: queries.map(time), prefixMs: prefixes.map(time)};
}
`;
}

const MEASURE_EXPORT = `
export function measure(files: string[], queries: string[], prefixes: string[]) {
  return measureWith(load, files, queries, prefixes);
}
`;

function ownEntry(): string {
  const engine = path.join(ROOT, 'src', 'utils', 'search', 'engine.ts');
  return `import {createSearchEngine} from ${absoluteImport(engine)};
import {measureWith, type Search} from './harness';

export function load([docList, index]: string[]): Search {
  const engine = createSearchEngine(JSON.parse(docList), JSON.parse(index));
  return (query) => engine.search(query, engine.maxHits).hits.map((hit) => hit.url);
}
${MEASURE_EXPORT}`;
}

function lunrEntry(lunrFile: string): string {
  return `import lunr from ${JSON.stringify(lunrFile)};
import {measureWith, sectionUrl, type Search} from './harness';

/** Queries that threw a TypeError with the wildcard terms and ran with exact terms only. */
export const stats = {fallbacks: 0};

/** As docusaurus-lunr-search did: each token exact (boost 10) and as a prefix (boost 1). */
function query(index: lunr.Index, input: string): lunr.Index.Result[] {
  const tokens = lunr.tokenizer(input);
  const run = (wildcard: boolean) =>
    index.query((query) => {
      for (const token of tokens) {
        query.term(token, {boost: 10});
        if (wildcard && token.toString().length >= 2) {
          query.term(token, {boost: 1, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING});
        }
      }
    });
  try {
    return run(true);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    stats.fallbacks += 1;
    return run(false);
  }
}

export function load([docList, index]: string[]): Search {
  const docFile = JSON.parse(docList);
  const lunrIndex = lunr.Index.load(JSON.parse(index));
  const maxHits = docFile.options.maxHits;
  return (input) =>
    query(lunrIndex, input)
      .slice(0, maxHits)
      .map((result) => sectionUrl(docFile, Number(result.ref)));
}
${MEASURE_EXPORT}`;
}

function miniSearchEntry(miniSearchFile: string): string {
  return `import MiniSearch from ${JSON.stringify(miniSearchFile)};
import {measureWith, sectionUrl, type Search} from './harness';

const OPTIONS = ${JSON.stringify(MINISEARCH_OPTIONS)};

export function load([docList, index]: string[]): Search {
  const docFile = JSON.parse(docList);
  const miniSearch = MiniSearch.loadJSON(index, OPTIONS);
  const maxHits = docFile.options.maxHits;
  return (input) =>
    miniSearch
      .search(input)
      .slice(0, maxHits)
      .map((result) => sectionUrl(docFile, result.id));
}
${MEASURE_EXPORT}`;
}

function globalName(name: CandidateName): string {
  return `SearchEngineBench_${name}`;
}

/** Writes a client source formatted as the project formats its own (eslint and prettier see it). */
async function writeSource(file: string, source: string): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(source, {...options, filepath: file}));
}

/** The candidate's client as one IIFE script defining `globalName(name)`. */
async function bundle(candidate: Candidate): Promise<string> {
  mkdirSync(CLIENTS, {recursive: true});
  await writeSource(path.join(CLIENTS, 'harness.ts'), harnessSource());
  const entry = path.join(CLIENTS, `${candidate.name}.ts`);
  await writeSource(entry, candidate.entry);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: globalName(candidate.name),
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

function runInNode(name: CandidateName, code: string): Client {
  // The same script the page runs; in Node its `var` is local to the function.
  return new Function(`${code}\nreturn ${globalName(name)};`)() as Client;
}

// ---------------------------------------------------------------------------------------------
// Figures

function sizesOf(content: string): Sizes {
  const buffer = Buffer.from(content);
  const {gzip, brotli} = compress(buffer);
  return {raw: buffer.length, gzip6: gzipSync(buffer, {level: 6}).length, gzip9: gzip, brotli};
}

function addSizes(a: Sizes, b: Sizes): Sizes {
  return {
    raw: a.raw + b.raw,
    gzip6: a.gzip6 + b.gzip6,
    gzip9: a.gzip9 + b.gzip9,
    brotli: a.brotli + b.brotli,
  };
}

function topHits(search: (query: string) => string[]): Result['top3'] {
  const top3 = {
    all: {hits: 0, total: 0},
    words: {hits: 0, total: 0},
    error: {hits: 0, total: 0},
    identifier: {hits: 0, total: 0},
  };
  for (const {query, route, kind} of SEARCH_QUERIES) {
    const hit = search(query)
      .slice(0, TOP)
      .some((url) => url.split('#')[0] === route);
    for (const tally of [top3.all, top3[kind]]) {
      tally.total += 1;
      if (hit) tally.hits += 1;
    }
  }
  return top3;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measureInPage(
  browser: Browser,
  name: CandidateName,
  code: string,
  files: string[],
): Promise<Measurement> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<html><body></body></html>');
  await page.addScriptTag({content: code});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  const queries = SEARCH_QUERIES.map(({query}) => query);
  const prefixes = [...TYPED_QUERY].map((_, i) => TYPED_QUERY.slice(0, i + 1));
  const measurement = await page.evaluate(
    ([global, files, queries, prefixes]) => {
      const client = (window as unknown as Record<string, Record<string, unknown>>)[global];
      const measure = client.measure as (...args: string[][]) => Measurement;
      return measure(files, queries, prefixes);
    },
    [globalName(name), files, queries, prefixes] as const,
  );
  await context.close();
  return measurement;
}

// ---------------------------------------------------------------------------------------------
// Report

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function ms(value: number): string {
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}

function git(args: string[]): string {
  return execFileSync('git', args, {cwd: ROOT, encoding: 'utf8'}).trim();
}

function environmentLine(buildDir: string): string {
  const date = execFileSync('date', ['-u'], {encoding: 'utf8'}).trim();
  const cpus = os.cpus();
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`;
  const dirty = git(['status', '--porcelain', '--', 'src', 'plugins'])
    ? ' + uncommitted changes'
    : '';
  const commit = `${git(['rev-parse', '--short', 'HEAD'])}${dirty}`;
  return (
    `${date}; ${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}, ${memory}; ` +
    `Node ${process.version}; commit ${commit}; build ${path.relative(ROOT, buildDir) || '.'}`
  );
}

/** The slowest prefix of TYPED_QUERY in a round, and its time. */
function slowestPrefix(measurement: Measurement): string {
  const slowest = measurement.prefixMs.indexOf(Math.max(...measurement.prefixMs));
  return `${ms(measurement.prefixMs[slowest])} ('${TYPED_QUERY.slice(0, slowest + 1)}')`;
}

function report(
  results: readonly Result[],
  notes: {environment: string; versions: string; pages: number; sections: number; own: string},
): string {
  const top = (result: Result): string =>
    (['all', ...KINDS] as const)
      .map((kind) => `${result.top3[kind].hits}/${result.top3[kind].total}`)
      .join(' · ');
  const rows = results.map((result) => {
    const total = addSizes(result.list, result.index);
    return [
      result.name,
      kib(result.index.gzip6),
      kib(total.gzip6),
      top(result),
      ms(result.loadMs),
      `${ms(result.queryMedianMs)} / ${ms(result.queryP95Ms)}`,
      ms(result.prefixMaxMs),
    ];
  });
  const sizeRows = results.flatMap(
    (result) =>
      [
        [`${result.name}: index`, result.index],
        [`${result.name}: list + index`, addSizes(result.list, result.index)],
      ] as const,
  );
  const table = (header: string[], body: string[][]): string =>
    [header, header.map(() => '---'), ...body].map((row) => `| ${row.join(' | ')} |`).join('\n');
  const fallbacks = results.find((result) => result.name === 'lunr')?.fallbacks ?? 0;
  return `# Search engines on this site's query set

${notes.environment}. ${notes.versions}.

${notes.pages} pages, ${notes.sections} sections (introductions, h2/h3 sections and anchored table
rows), the same for the three engines. Top 3: queries of tests/search/queries.ts whose page is
the page of one of the first ${TOP} results (all · words · error · identifier). Times in Chromium
with the CPU slowed ${CPU_SLOWDOWN}×, medians of ${ROUNDS} rounds each in a fresh page: load is
JSON.parse of both files and building the engine; query is one search call per query of the set,
after a warm-up run of the set; typing is the slowest of the ${TYPED_QUERY.length} prefixes of
'${TYPED_QUERY}'. gzip: zlib level 6 (nginx-like on-the-fly compression).

${table(
  [
    'candidate',
    'index gzip',
    'list + index gzip',
    `top-${TOP} all · words · error · identifier`,
    `load ms (${CPU_SLOWDOWN}×)`,
    `query median / p95 ms (${CPU_SLOWDOWN}×)`,
    `typing max ms (${CPU_SLOWDOWN}×)`,
  ],
  rows,
)}

## Sizes

${table(
  ['file', 'raw', 'gzip -6', 'gzip -9', 'brotli -11'],
  sizeRows.map(([label, sizes]) => [
    label,
    kib(sizes.raw),
    kib(sizes.gzip6),
    kib(sizes.gzip9),
    kib(sizes.brotli),
  ]),
)}

The document list (own's search-doc file, ${kib(results[0].list.gzip6)} gzip) is shared: lunr
and minisearch show their results from it too, so it counts in every total; what differs is the
index. gzip -9 and brotli -11 are how scripts/build/precompress.ts precompresses the build, which
deploy/nginx.conf serves as is.

## Rounds

${table(
  ['candidate', 'load ms', 'query median ms', 'query p95 ms', 'slowest prefix ms'],
  results.map((result) => [
    result.name,
    result.rounds.map((m) => ms(m.loadMs)).join(', '),
    result.rounds.map((m) => ms(median(m.queryMs))).join(', '),
    result.rounds.map((m) => ms(percentile(m.queryMs, 95))).join(', '),
    result.rounds.map(slowestPrefix).join(', '),
  ]),
)}

## Notes

- ${notes.own}
- Tokenizers differ: own uses src/utils/search/tokens.ts (its stop words and stemmer, and the
  typo tolerance of the engine); lunr its default tokenizer (separator \`/[\\s\\-]+/\`) and
  pipeline (trimmer, English stop words, Porter stemmer); minisearch its default tokenizer
  (Unicode spaces and punctuation) with no stemming or stop words, fuzzy 0.2 and prefixes.
  docusaurus-lunr-search's client split queries on \`/[\\s\\-/]+/\` (its index on the default);
  here both use the default.
- own indexes the page title in every section of the page; lunr and minisearch have it as the
  title of the introduction only (a section's title is its heading), as
  docusaurus-lunr-search did.
- own's search returns finished hits (excerpts and highlights built, at most ${MAX_HITS}, at most
  two sections of a page before others); lunr's and minisearch's are their raw score order, the
  first ${MAX_HITS} mapped to URLs, no excerpts: their query times leave out that work.
- lunr queries that threw a TypeError with the wildcard terms and ran with exact terms only:
  ${fallbacks} of ${SEARCH_QUERIES.length}.
- performance.now() in the page is coarsened to 0.1 ms (no cross-origin isolation): per-query
  figures below that are not resolved. The rounds vary (see Rounds): the machine is shared.
`;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const modulesDir = path.resolve(
    ROOT,
    process.env.SEARCH_ENGINES_MODULES ?? path.join('.scratch', 'engines', 'node_modules'),
  );
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: npx docusaurus build --out-dir ${buildDir}`);
  }
  const lunrFile = resolveInside(modulesDir, 'lunr');
  const miniSearchFile = resolveInside(modulesDir, 'minisearch');
  if (!lunrFile || !miniSearchFile) {
    console.error(
      `lunr and minisearch are not in ${modulesDir} (SEARCH_ENGINES_MODULES). From ${ROOT}:\n` +
        `  ${INSTALL}\n` +
        '(npm install --no-save --no-audit --no-fund lunr minisearch in the project works too, ' +
        'with SEARCH_ENGINES_MODULES=node_modules, but check that git diff shows no change to ' +
        'package.json or package-lock.json.)',
    );
    process.exitCode = 1;
    return;
  }
  const lunr = await importDefault<Lunr>(lunrFile);
  const MiniSearch = await importDefault<MiniSearchClass>(miniSearchFile);
  const versions =
    `lunr ${packageVersion(modulesDir, 'lunr')}, ` +
    `minisearch ${packageVersion(modulesDir, 'minisearch')}`;

  const contents = builtPages(buildDir);
  const {docFile, indexFile} = buildSearchFiles(contents, {referenceRoutes: [], maxHits: MAX_HITS});
  const docs = sectionDocs(contents);
  if (docs.length !== docFile.searchDocs.sections.length) {
    throw new Error(`${docs.length} documents for ${docFile.searchDocs.sections.length} sections`);
  }
  const docList = JSON.stringify(docFile);

  const lunrIndex = lunr(function () {
    this.ref('id');
    this.field('title', {boost: LUNR_BOOSTS.title});
    this.field('text', {boost: LUNR_BOOSTS.text});
    this.metadataWhitelist = [];
    for (const doc of docs) this.add(doc);
  });
  const miniSearch = new MiniSearch(MINISEARCH_OPTIONS);
  miniSearch.addAll(docs);

  const candidates: Candidate[] = [
    {name: 'own', files: {docList, index: JSON.stringify(indexFile)}, entry: ownEntry()},
    {name: 'lunr', files: {docList, index: JSON.stringify(lunrIndex)}, entry: lunrEntry(lunrFile)},
    {
      name: 'minisearch',
      files: {docList, index: JSON.stringify(miniSearch)},
      entry: miniSearchEntry(miniSearchFile),
    },
  ];

  // Own's files as the build wrote them, to say whether these are the same.
  const built = readdirSync(buildDir).filter((name) => /^search-(doc|index)-\d+\.json$/.test(name));
  const builtText = (prefix: string): string | undefined => {
    const name = built.find((file) => file.startsWith(prefix));
    return name && readFileSync(path.join(buildDir, name), 'utf8');
  };
  const same = (a: string | undefined, b: string): string => {
    if (a === undefined) return 'not in the build';
    if (a === b) return 'identical';
    const built = Buffer.byteLength(a);
    return `differs (${built} bytes built, ${Buffer.byteLength(b) - built} bytes here)`;
  };
  const ownNote =
    `own's files are rebuilt here with buildSearchFiles (reference routes empty, so no page ` +
    `is of kind reference, as the site's configuration makes four); against the build's: ` +
    `document list ` +
    `${same(builtText('search-doc-'), docList)}, index ` +
    `${same(builtText('search-index-'), candidates[0].files.index)}.`;

  const codes = new Map<CandidateName, string>();
  const results: Result[] = [];
  for (const candidate of candidates) {
    const code = await bundle(candidate);
    codes.set(candidate.name, code);
    const client = runInNode(candidate.name, code);
    const search = client.load([candidate.files.docList, candidate.files.index]);
    const top3 = topHits(search);
    results.push({
      name: candidate.name,
      list: sizesOf(candidate.files.docList),
      index: sizesOf(candidate.files.index),
      top3,
      loadMs: 0,
      queryMedianMs: 0,
      queryP95Ms: 0,
      prefixMaxMs: 0,
      rounds: [],
      fallbacks: client.stats?.fallbacks,
    });
    console.log(`${candidate.name}: top ${TOP} ${top3.all.hits}/${top3.all.total}`);
  }

  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const rounds = new Map<CandidateName, Measurement[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const candidate of candidates) {
        const files = [candidate.files.docList, candidate.files.index];
        const code = codes.get(candidate.name) ?? '';
        const measurement = await measureInPage(browser, candidate.name, code, files);
        rounds.set(candidate.name, [...(rounds.get(candidate.name) ?? []), measurement]);
        console.log(
          `round ${round + 1}, ${candidate.name}: load ${ms(measurement.loadMs)} ms, ` +
            `query median ${ms(median(measurement.queryMs))} ms`,
        );
      }
    }
    for (const result of results) {
      const measured = rounds.get(result.name) ?? [];
      result.rounds = measured;
      result.loadMs = median(measured.map((m) => m.loadMs));
      result.queryMedianMs = median(measured.map((m) => median(m.queryMs)));
      result.queryP95Ms = median(measured.map((m) => percentile(m.queryMs, 95)));
      result.prefixMaxMs = median(measured.map((m) => Math.max(...m.prefixMs)));
    }
  } finally {
    await browser.close();
  }

  const markdown = report(results, {
    environment: environmentLine(buildDir),
    versions,
    pages: contents.length,
    sections: docs.length,
    own: ownNote,
  });
  mkdirSync(path.dirname(REPORT), {recursive: true});
  writeFileSync(REPORT, markdown);
  console.log(`\n${markdown}`);
  console.log(`Written to ${path.relative(process.cwd(), REPORT)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
