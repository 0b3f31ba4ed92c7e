/**
 * Checks that the committed generated data is exactly what the generators write from the recorded
 * snapshot: regenerates the CLI tree, the ledger's chart files and the rendered chart objects in
 * memory from assembled checkouts and compares them byte for byte with the repository's files.
 * The rendered objects need Helm (--helm, $HELM or PATH); without it they are reported skipped.
 *
 * Usage: npm run upstream:verify -- <checkouts dir> [--helm <helm>]
 *   (<checkouts dir> as written by npm run upstream:assemble)
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {CLI_OUTPUT, generateCli} from '../cli';
import {generateLedgerFiles, LEDGER_OUTPUTS} from '../ledger';
import {generateRendered, helmBinary, RENDERED_OUTPUT} from '../rendered';

function hasHelm(helm: string): boolean {
  try {
    execFileSync(helm, ['version'], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
}

if (require.main === module) {
  const [checkouts] = process.argv.slice(2);
  if (!checkouts) {
    console.error('Usage: npm run upstream:verify -- <checkouts dir>');
    process.exit(2);
  }
  const ledger = generateLedgerFiles(path.resolve(checkouts, 'helm-charts'));
  const expected: [string, string][] = [
    [CLI_OUTPUT, generateCli(path.resolve(checkouts, 'clouder'))],
    [LEDGER_OUTPUTS.charts, ledger.charts],
    [LEDGER_OUTPUTS.variables, ledger.variables],
    [LEDGER_OUTPUTS.values, ledger.values],
  ];
  const helm = helmBinary(process.argv);
  if (hasHelm(helm)) {
    expected.push([
      RENDERED_OUTPUT,
      generateRendered(path.resolve(checkouts, 'helm-charts'), helm),
    ]);
  } else {
    console.log(`skipped  ${path.relative(process.cwd(), RENDERED_OUTPUT)} (no Helm at ${helm})`);
  }
  let failed = false;
  for (const [file, text] of expected) {
    const same = readFileSync(file, 'utf8') === text;
    console.log(`${same ? 'same' : 'DIFFERS'}  ${path.relative(process.cwd(), file)}`);
    failed ||= !same;
  }
  process.exit(failed ? 1 : 0);
}
