/**
 * One command to move the site's facts to a newer upstream state:
 *   1. the facts as they are now (facts.ts),
 *   2. the snapshot recorded from the collected files (record.ts),
 *   3. the snapshot assembled as checkouts (assemble.ts),
 *   4. the CLI data, the ledger and the rendered chart objects regenerated from them
 *      (scripts/generate/; the rendered objects need Helm: --helm, $HELM or PATH),
 *   5. the facts again, and reports/upstream-drift.md with reports/upstream-drift.json: what
 *      changed, and the pages the content gate fails until a reader has verified them again.
 *
 * Usage: npm run upstream:refresh -- <collected dir> [--out <checkouts dir>] [--helm <helm>]
 *   (collected dir: see record.ts; checkouts default to <collected dir>/checkouts)
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {helmBinary} from '../rendered';
import {SNAPSHOT_LABEL} from '../../../src/data/upstream/snapshot';

const ROOT = path.resolve(__dirname, '..', '..', '..');

function tsx(script: string, ...args: string[]): string {
  return execFileSync(process.execPath, [require.resolve('tsx/cli'), script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256e6,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

if (require.main === module) {
  const [collected] = process.argv.slice(2);
  if (!collected) {
    console.error('Usage: npm run upstream:refresh -- <collected dir> [--out <checkouts dir>]');
    process.exit(2);
  }
  const outIndex = process.argv.indexOf('--out');
  const out = path.resolve(
    outIndex > 0 ? process.argv[outIndex + 1] : path.join(collected, 'checkouts'),
  );
  const work = mkdtempSync(path.join(os.tmpdir(), 'upstream-refresh-'));
  const before = path.join(work, 'before.json');
  const after = path.join(work, 'after.json');
  writeFileSync(before, tsx('scripts/generate/upstream/facts.ts'));
  const previousLabel = SNAPSHOT_LABEL;
  process.stdout.write(tsx('scripts/generate/upstream/record.ts', path.resolve(collected)));
  process.stdout.write(
    tsx('scripts/generate/upstream/assemble.ts', '--files', path.resolve(collected), '--out', out),
  );
  process.stdout.write(tsx('scripts/generate/cli.ts', path.join(out, 'clouder')));
  process.stdout.write(tsx('scripts/generate/ledger.ts', path.join(out, 'helm-charts')));
  process.stdout.write(
    tsx(
      'scripts/generate/rendered.ts',
      path.join(out, 'helm-charts'),
      '--helm',
      helmBinary(process.argv),
    ),
  );
  writeFileSync(after, tsx('scripts/generate/upstream/facts.ts'));
  // The label before the refresh, read before record.ts rewrote the snapshot.
  process.stdout.write(
    tsx(
      'scripts/generate/upstream/drift.ts',
      before,
      after,
      'reports/upstream-drift.md',
      '--from',
      previousLabel,
    ),
  );
}
