/**
 * One command to move the site's facts to a newer upstream state:
 *   1. the facts as they are now (facts.ts),
 *   2. the snapshot recorded from the collected files (record.ts),
 *   3. the snapshot assembled as checkouts (assemble.ts),
 *   4. the CLI data and the ledger regenerated from them (scripts/generate/),
 *   5. the facts again, and reports/upstream-drift.md: what changed and which pages use it.
 *
 * Usage: npm run upstream:refresh -- <collected dir> [--out <checkouts dir>]
 *   (collected dir: see record.ts; checkouts default to <collected dir>/checkouts)
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

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
  writeFileSync(before, tsx('scripts/upstream/facts.ts'));
  process.stdout.write(tsx('scripts/upstream/record.ts', path.resolve(collected)));
  process.stdout.write(
    tsx('scripts/upstream/assemble.ts', '--files', path.resolve(collected), '--out', out),
  );
  process.stdout.write(tsx('scripts/generate/cli.ts', path.join(out, 'clouder')));
  process.stdout.write(tsx('scripts/generate/ledger.ts', path.join(out, 'helm-charts')));
  writeFileSync(after, tsx('scripts/upstream/facts.ts'));
  process.stdout.write(tsx('scripts/upstream/drift.ts', before, after));
}
