/**
 * Runs every test suite of the site in order and closes with one line `N passed, N failed`
 * summing them all. A suite that cannot run (say, the build failed before the browser tests)
 * counts as one failure, so a broken step is never reported as a pass.
 *
 * Usage: tsx scripts/test/runner.ts [--only=<suite>[,<suite>]]
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Wall-clock time of the suite; 0 for one that did not run. */
  seconds?: number;
}

interface Suite {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads the counts from the suite's output; by default a suite is one test: its exit code. */
  count?: (exitCode: number, output: string) => Omit<SuiteResult, 'name'>;
  /** Names of suites that must have passed for this one to run. */
  needs?: string[];
}

const E2E_BUILD_DIR = 'build-e2e';

function byExitCode(exitCode: number): Omit<SuiteResult, 'name'> {
  return {passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0};
}

/** Reads a `N passed, N failed` line, as the content checker prints it. */
function fromClosingLine(exitCode: number, output: string): Omit<SuiteResult, 'name'> {
  const match = /(\d+) passed, (\d+) failed/.exec(output.split('\n').reverse().join('\n'));
  if (!match) return byExitCode(exitCode === 0 ? 1 : exitCode);
  const counts = {passed: Number(match[1]), failed: Number(match[2]), skipped: 0};
  // A non-zero exit with no counted failure is still a failure.
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

function fromVitestReport(reportPath: string) {
  return (exitCode: number): Omit<SuiteResult, 'name'> => countVitestReport(reportPath, exitCode);
}

function countVitestReport(reportPath: string, exitCode: number): Omit<SuiteResult, 'name'> {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(reportPath);
  if (!report) return byExitCode(exitCode === 0 ? 1 : exitCode);
  const failed = report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return {
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function fromPlaywrightReport(exitCode: number): Omit<SuiteResult, 'name'> {
  const report = readJson<{
    stats: {expected: number; unexpected: number; flaky: number; skipped: number};
  }>('reports/e2e.json');
  if (!report) return byExitCode(exitCode === 0 ? 1 : exitCode);
  const {expected, unexpected, flaky, skipped} = report.stats;
  const failed = unexpected + flaky + (exitCode !== 0 && unexpected + flaky === 0 ? 1 : 0);
  return {passed: expected, failed, skipped};
}

function readJson<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const SUITES: Suite[] = [
  {name: 'typecheck', command: ['npx', 'tsc', '--noEmit']},
  {name: 'eslint', command: ['npx', 'eslint', '.']},
  {name: 'prettier', command: ['npx', 'prettier', '--check', '.']},
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=reports/vitest.json',
    ],
    count: fromVitestReport('reports/vitest.json'),
  },
  {
    name: 'content',
    command: ['npx', 'tsx', 'scripts/content-checks/main.ts'],
    count: fromClosingLine,
  },
  {
    // The production build throws on broken links, anchors and unknown doc ids. It is built with
    // the test-only routes and an analytics id so that the browser tests can observe both.
    name: 'build',
    command: ['npx', 'docusaurus', 'build', '--out-dir', E2E_BUILD_DIR],
    env: {CLOUDER_E2E: '1', CLOUDER_GTAG_ID: 'G-E2ETEST000'},
  },
  {
    // The Content-Security-Policy of that build, as the nginx include the browser tests serve.
    name: 'csp',
    command: ['npx', 'tsx', 'scripts/build/csp.ts', E2E_BUILD_DIR],
    needs: ['build'],
  },
  {
    // Whole builds of a copy of the site with one fault each: they must fail and name it.
    name: 'build-errors',
    command: [
      'npx',
      'vitest',
      'run',
      '--config',
      'vitest.build.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=reports/vitest-build.json',
    ],
    count: fromVitestReport('reports/vitest-build.json'),
  },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test'],
    count: fromPlaywrightReport,
    needs: ['build', 'csp'],
  },
];

function run(suite: Suite): SuiteResult {
  console.log(`\n=== ${suite.name}: ${suite.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(suite.command[0], suite.command.slice(1), {
    env: {...process.env, ...suite.env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  process.stdout.write(output);
  const exitCode = result.status ?? 1;
  const counts = (suite.count ?? byExitCode)(exitCode, output);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `=== ${suite.name}: ${counts.passed} passed, ${counts.failed} failed (exit ${exitCode}, ${seconds} s)`,
  );
  return {name: suite.name, ...counts, seconds: Number(seconds)};
}

function main(): void {
  const only = process.argv
    .find((argument) => argument.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  mkdirSync('reports', {recursive: true});
  const results: SuiteResult[] = [];
  for (const suite of SUITES) {
    if (only && !only.includes(suite.name)) continue;
    const unmet = (suite.needs ?? []).filter((need) =>
      results.some((result) => result.name === need && result.failed > 0),
    );
    if (unmet.length > 0) {
      console.log(`\n=== ${suite.name}: not run, because ${unmet.join(', ')} failed`);
      results.push({name: suite.name, passed: 0, failed: 1, skipped: 0});
      continue;
    }
    results.push(run(suite));
  }

  console.log('\nSummary');
  for (const result of results) {
    const time = `${(result.seconds ?? 0).toFixed(1)} s`.padStart(8);
    console.log(
      `  ${result.name.padEnd(12)} ${time}  ${result.passed} passed, ${result.failed} failed`,
    );
  }
  const total = results.reduce((sum, result) => sum + (result.seconds ?? 0), 0);
  console.log(`  ${'total'.padEnd(12)} ${`${total.toFixed(1)} s`.padStart(8)}`);
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main();
