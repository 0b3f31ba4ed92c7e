/**
 * Content quality gate for the documentation pages.
 * Usage: npx tsx scripts/content-checks/main.ts [--only=<check>[,<check>]] [files...]
 */
import {CHECK_NAMES, isCheckName, type CheckName} from './types';
import {formatFinding, runContentChecks} from './run';

interface CliArguments {
  only: CheckName[];
  files: string[];
}

function parseArguments(argv: readonly string[]): CliArguments {
  const only: CheckName[] = [];
  const files: string[] = [];
  for (const argument of argv) {
    if (!argument.startsWith('--only=')) {
      files.push(argument);
      continue;
    }
    for (const name of argument.slice('--only='.length).split(',').filter(Boolean)) {
      if (!isCheckName(name)) {
        throw new Error(`unknown check "${name}"; the checks are: ${CHECK_NAMES.join(', ')}`);
      }
      only.push(name);
    }
  }
  return {only, files};
}

async function main(): Promise<number> {
  const {only, files} = parseArguments(process.argv.slice(2));
  const result = await runContentChecks({rootDir: process.cwd(), only, files});
  for (const finding of result.findings) console.log(formatFinding(finding));
  console.log(`content: ${result.passed} passed, ${result.failed} failed`);
  return result.failed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error((error as Error).message);
    console.log('content: 0 passed, 1 failed');
    process.exitCode = 1;
  },
);
