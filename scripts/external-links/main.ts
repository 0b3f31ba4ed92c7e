/**
 * Non-blocking check of the external links of the docs: writes reports/external-links.md and
 * always exits 0. Internal links and anchors are checked by the production build. The links are
 * collected from the parsed MDX (so each has its file:line, generated CLI reference included) and
 * probed by linkinator, with a timeout per request and bounded concurrency, so that a machine
 * without internet access gets a report of unreachable links rather than a hang.
 * Usage: npx tsx scripts/external-links/main.ts [files...]
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, relative, resolve, sep} from 'node:path';
import fg from 'fast-glob';
import {parseDocFile} from '../content-checks/markdown';
import {DEFAULT_PATTERNS} from '../content-checks/run';
import {collectExternalLinks} from './collect';
import {probeAll, type ProbeResult} from './probe';
import {renderReport} from './report';

const REPORT_PATH = 'reports/external-links.md';
const PROBE_OPTIONS = {timeoutMs: 10_000, concurrency: 8};

async function main(): Promise<void> {
  const rootDir = process.cwd();
  const arguments_ = process.argv.slice(2);
  const files =
    arguments_.length > 0 ? arguments_ : fg.sync(DEFAULT_PATTERNS, {cwd: rootDir}).sort();
  const docs = files.map((file) => {
    const path = relative(rootDir, resolve(rootDir, file)).split(sep).join('/');
    return parseDocFile(resolve(rootDir, path), path);
  });
  const links = collectExternalLinks(docs);
  const results = await probeAll(
    links.map((link) => link.url),
    PROBE_OPTIONS,
  );
  const reportFile = resolve(rootDir, REPORT_PATH);
  mkdirSync(dirname(reportFile), {recursive: true});
  writeFileSync(reportFile, renderReport(links, results, new Date()));
  const count = (state: ProbeResult['state']) =>
    results.filter((result) => result.state === state).length;
  console.log(
    `external links: ${count('ok')} reachable, ${count('broken')} unreachable, ` +
      `${count('skipped')} not verified; report in ${REPORT_PATH}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(`external link check did not complete: ${(error as Error).message}`);
  })
  .finally(() => {
    process.exitCode = 0;
  });
