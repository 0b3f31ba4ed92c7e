/**
 * Assembles the recorded snapshot (src/data/upstream/snapshot.ts) as plain checkouts outside the
 * repository: each repository's readable git history at the snapshot's base commit, with the newer
 * file versions laid over it. Every laid-over file must match the SHA-256 the snapshot recorded.
 *
 * Usage: npm run upstream:assemble -- --files <collected dir> --out <dir>
 *          [--clouder-git <git dir>] [--helm-charts-git <git dir>]
 *   <collected dir>/<repository name>/files/<path> holds the newer versions, as read from the
 *   public store (DESIGN.md, "Upstream facts", says how to collect them). The git directories
 *   default to the mirrors the search tool's fetch writes (/work/.mirror/<owner>+<name>/repo).
 * Writes <out>/clouder and <out>/helm-charts.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {SNAPSHOTS} from '../../../src/data/upstream/snapshot';
import type {UpstreamSnapshot} from '../../../src/data/upstream/types';

export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

export function defaultGitDir(repository: string): string {
  return `/work/.mirror/${repository.replace('/', '+')}/repo`;
}

/** Writes one repository's checkout; throws on a missing or altered file. */
export function assemble(
  snapshot: UpstreamSnapshot,
  gitDir: string,
  filesDir: string,
  out: string,
): void {
  rmSync(out, {recursive: true, force: true});
  mkdirSync(out, {recursive: true});
  const archive = execFileSync('git', ['-C', gitDir, 'archive', snapshot.base.commit], {
    maxBuffer: 1e9,
  });
  execFileSync('tar', ['-x', '-C', out], {input: archive});
  for (const file of snapshot.files) {
    const from = path.join(filesDir, file.path);
    if (!existsSync(from))
      throw new Error(`${snapshot.repository}: ${file.path} is not in ${filesDir}`);
    const actual = sha256(from);
    if (actual !== file.sha256) {
      throw new Error(
        `${snapshot.repository}: ${file.path} has SHA-256 ${actual}, the snapshot recorded ${file.sha256}`,
      );
    }
    mkdirSync(path.dirname(path.join(out, file.path)), {recursive: true});
    copyFileSync(from, path.join(out, file.path));
  }
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (require.main === module) {
  const files = option('files');
  const out = option('out');
  if (!files || !out) {
    console.error('Usage: npm run upstream:assemble -- --files <collected dir> --out <dir>');
    process.exit(2);
  }
  for (const snapshot of SNAPSHOTS) {
    const name = snapshot.repository.split('/')[1];
    const gitDir = option(`${name}-git`) ?? defaultGitDir(snapshot.repository);
    assemble(snapshot, gitDir, path.join(files, name, 'files'), path.join(out, name));
    console.log(
      `${snapshot.repository}: ${path.join(out, name)} (${snapshot.files.length} files laid over ${snapshot.base.commit.slice(0, 8)})`,
    );
  }
}
