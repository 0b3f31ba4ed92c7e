/**
 * Checks that the committed generated data is exactly what the generators write from the recorded
 * snapshot: regenerates the CLI tree and the ledger's chart files in memory from assembled
 * checkouts and compares them byte for byte with the repository's files.
 *
 * Usage: npm run upstream:verify -- <checkouts dir>   (as written by npm run upstream:assemble)
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {CLI_OUTPUT, generateCli} from '../generate/cli';
import {generateLedgerFiles, LEDGER_OUTPUTS} from '../generate/ledger';

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
  ];
  let failed = false;
  for (const [file, text] of expected) {
    const same = readFileSync(file, 'utf8') === text;
    console.log(`${same ? 'same' : 'DIFFERS'}  ${path.relative(process.cwd(), file)}`);
    failed ||= !same;
  }
  process.exit(failed ? 1 : 0);
}
