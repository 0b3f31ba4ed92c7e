import {relative, resolve, sep} from 'node:path';
import fg from 'fast-glob';
import {CONTENT_CHECKS} from './index';
import {parseDocFile, type ParsedDoc} from './markdown';
import {DEPTH_ALLOWLIST_PATH} from './thresholds';
import type {CheckContext, CheckName, ContentCheck, Finding} from './types';

export const DEFAULT_PATTERNS = ['docs/**/*.{md,mdx}', 'src/pages/**/*.{md,mdx}'];

export interface RunOptions {
  rootDir: string;
  /** Files to check; the default patterns when empty. */
  files?: readonly string[];
  only?: readonly CheckName[];
  depthAllowlistPath?: string;
}

export interface RunResult {
  findings: Finding[];
  passed: number;
  failed: number;
}

export async function runContentChecks(options: RunOptions): Promise<RunResult> {
  const {rootDir} = options;
  const docs = options.files?.length
    ? options.files.map((file) => parseRelative(rootDir, file))
    : defaultFiles(rootDir).map((file) => parseRelative(rootDir, file));
  const context: CheckContext = {
    rootDir,
    siteDocs: memoize(() => siteDocs(rootDir, docs)),
    depthAllowlistPath: options.depthAllowlistPath ?? DEPTH_ALLOWLIST_PATH,
  };
  const checks = CONTENT_CHECKS.filter(
    (check) => !options.only?.length || options.only.includes(check.name),
  );
  const result: RunResult = {findings: [], passed: 0, failed: 0};
  for (const check of checks) {
    for (const findings of (await findingsByFile(check, docs, context)).values()) {
      result.findings.push(...findings);
      if (findings.length === 0) result.passed++;
      else result.failed++;
    }
  }
  result.findings.sort(byLocation);
  return result;
}

/** One entry per (check, file) pair: the files the check applies to, and any file a run-wide rule names. */
async function findingsByFile(
  check: ContentCheck,
  docs: readonly ParsedDoc[],
  context: CheckContext,
): Promise<Map<string, Finding[]>> {
  const byFile = new Map<string, Finding[]>();
  for (const doc of docs.filter((candidate) => check.appliesTo?.(candidate) ?? true)) {
    byFile.set(doc.path, await runOne(check, doc, context));
  }
  for (const finding of check.checkRun?.(docs, context) ?? []) {
    byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
  }
  return byFile;
}

async function runOne(
  check: ContentCheck,
  doc: ParsedDoc,
  context: CheckContext,
): Promise<Finding[]> {
  try {
    return await check.check(doc, context);
  } catch (error) {
    return [
      {
        file: doc.path,
        line: 1,
        check: check.name,
        message: `the check could not run: ${(error as Error).message}`,
        fix: 'fix the environment (see tests/content/README.md) and run again',
      },
    ];
  }
}

function defaultFiles(rootDir: string): string[] {
  return fg.sync(DEFAULT_PATTERNS, {cwd: rootDir, onlyFiles: true}).sort();
}

function parseRelative(rootDir: string, file: string): ParsedDoc {
  const path = relative(rootDir, resolve(rootDir, file)).split(sep).join('/');
  return parseDocFile(resolve(rootDir, path), path);
}

/** The whole default scope plus the files of this run, parsing each file once. */
function siteDocs(rootDir: string, parsed: readonly ParsedDoc[]): ParsedDoc[] {
  const extra = defaultFiles(rootDir)
    .filter((path) => !parsed.some((doc) => doc.path === path))
    .map((path) => parseRelative(rootDir, path));
  return [...parsed, ...extra];
}

function memoize<T>(compute: () => T): () => T {
  let value: {computed: T} | undefined;
  return () => (value ??= {computed: compute()}).computed;
}

function byLocation(a: Finding, b: Finding): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.check.localeCompare(b.check);
}

export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}: [${finding.check}] ${finding.message} — ${finding.fix}`;
}
