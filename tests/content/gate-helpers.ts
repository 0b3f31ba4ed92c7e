import {resolve} from 'node:path';
import {formatFinding, runContentChecks, type RunOptions} from '../../scripts/content-checks/run';
import type {CheckName, Finding} from '../../scripts/content-checks/types';

/** What the gate's tests share: the fixtures, an empty depth allowlist, the findings of a run. */
export const ROOT_DIR = resolve(__dirname, '../..');
export const FIXTURES = 'tests/content/fixtures';
export const NO_ALLOWLIST = `${FIXTURES}/allowlists/none.txt`;

export async function findingsFor(
  fixture: string,
  only: CheckName,
  options: Partial<RunOptions> = {},
): Promise<Finding[]> {
  const result = await runContentChecks({
    rootDir: ROOT_DIR,
    files: [`${FIXTURES}/${fixture}`],
    only: [only],
    depthAllowlistPath: NO_ALLOWLIST,
    ...options,
  });
  return result.findings;
}

/** Findings as the command prints them, so the assertions read like the report. */
export function lines(findings: Finding[]): string[] {
  return findings.map(formatFinding);
}

/** The checks start the spell checker and the TypeScript compiler, which are slow on a busy machine. */
export const SLOW = {timeout: 120_000};
