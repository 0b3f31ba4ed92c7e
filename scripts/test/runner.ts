/**
 * Runs every test suite of the site and closes with one line `N passed, N failed` summing them
 * all. A suite that cannot run (say, the build failed before the browser tests) counts as one
 * failure, so a broken step is never reported as a pass.
 *
 * Suites start in the order listed, as many at a time as the machine has cores: a suite that
 * keeps one core busy (the type checker, ESLint, Prettier, the content gate) shares the machine
 * with another, and one that uses every core (Vitest, the build, the browser tests) runs alone.
 * Each suite's output is printed whole when it ends.
 *
 * Usage: tsx scripts/test/runner.ts [--only=<suite>[,<suite>]]
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import os from 'node:os';

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
  /** Runs alone: the suite keeps every core busy on its own. */
  alone?: boolean;
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
  // The longest of the one-core suites first, so that the other three share the second core
  // while it runs (about 25 s for the four here, against 29 s in the order they are listed).
  {
    name: 'content',
    command: ['npx', 'tsx', 'scripts/content-checks/main.ts'],
    count: fromClosingLine,
  },
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
    alone: true,
  },
  {
    // The production build throws on broken links, anchors and unknown doc ids. It is built with
    // the test-only routes and an analytics id so that the browser tests can observe both.
    name: 'build',
    command: ['npx', 'docusaurus', 'build', '--out-dir', E2E_BUILD_DIR],
    env: {CLOUDER_E2E: '1', CLOUDER_GTAG_ID: 'G-E2ETEST000'},
    alone: true,
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
    alone: true,
  },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test'],
    count: fromPlaywrightReport,
    needs: ['build', 'csp'],
    alone: true,
  },
];

/** Runs one suite to its end; its output is printed whole, so that suites side by side do not mix. */
function run(suite: Suite): Promise<SuiteResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(suite.command[0], suite.command.slice(1), {
      env: {...process.env, ...suite.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (status) => {
      const exitCode = status ?? 1;
      const counts = (suite.count ?? byExitCode)(exitCode, output);
      const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
      console.log(`\n=== ${suite.name}: ${suite.command.join(' ')}`);
      process.stdout.write(output);
      console.log(
        `=== ${suite.name}: ${counts.passed} passed, ${counts.failed} failed (exit ${exitCode}, ${seconds} s)`,
      );
      resolve({name: suite.name, ...counts, seconds});
    });
  });
}

/**
 * Starts the suites in order, each once those it needs have ended and a core is free (every core
 * for a suite that runs alone); a suite whose needs failed is not run and counts as one failure.
 */
async function runAll(suites: Suite[]): Promise<SuiteResult[]> {
  const cores = Math.max(1, os.availableParallelism());
  const results = new Map<string, SuiteResult>();
  const running = new Map<string, {alone: boolean; done: Promise<void>}>();
  for (const suite of suites) {
    const needs = suite.needs?.filter((need) => suites.some((other) => other.name === need)) ?? [];
    const fits = () => {
      const busy = [...running.values()];
      if (busy.length === 0) return true;
      return !suite.alone && !busy.some((other) => other.alone) && busy.length < cores;
    };
    while (!needs.every((need) => results.has(need)) || !fits()) {
      await Promise.race([...running.values()].map((other) => other.done));
    }
    const unmet = needs.filter((need) => (results.get(need)?.failed ?? 0) > 0);
    if (unmet.length > 0) {
      console.log(`\n=== ${suite.name}: not run, because ${unmet.join(', ')} failed`);
      results.set(suite.name, {name: suite.name, passed: 0, failed: 1, skipped: 0});
      continue;
    }
    const done = run(suite).then((result) => {
      results.set(suite.name, result);
      running.delete(suite.name);
    });
    running.set(suite.name, {alone: suite.alone ?? false, done});
  }
  await Promise.all([...running.values()].map((other) => other.done));
  return suites.flatMap((suite) => results.get(suite.name) ?? []);
}

async function main(): Promise<void> {
  const only = process.argv
    .find((argument) => argument.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  mkdirSync('reports', {recursive: true});
  const started = Date.now();
  const results = await runAll(SUITES.filter((suite) => !only || only.includes(suite.name)));

  console.log('\nSummary');
  for (const result of results) {
    const time = `${(result.seconds ?? 0).toFixed(1)} s`.padStart(8);
    console.log(
      `  ${result.name.padEnd(12)} ${time}  ${result.passed} passed, ${result.failed} failed`,
    );
  }
  const total = (Date.now() - started) / 1000;
  console.log(
    `  ${'total'.padEnd(12)} ${`${total.toFixed(1)} s`.padStart(8)}  (suites side by side)`,
  );
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

void main();
