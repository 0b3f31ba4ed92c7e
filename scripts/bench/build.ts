import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BuildResult {
  seconds: number;
  /** Peak resident memory of the build's processes, when GNU time is there to measure it. */
  peakMemoryBytes: number | null;
}

const GNU_TIME = '/usr/bin/time';

/**
 * Runs a production build of the site in `siteDir`; `cold` first removes the caches (.docusaurus
 * and node_modules/.cache), as on a fresh clone. Extra environment variables are passed on.
 */
export function timeBuild(
  siteDir: string,
  outDir: string,
  options: {cold: boolean; env?: Record<string, string>},
): BuildResult {
  if (options.cold) {
    rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
    rmSync(path.join(siteDir, 'node_modules', '.cache'), {recursive: true, force: true});
  }
  const timeFile = path.join(os.tmpdir(), `clouder-build-time-${process.pid}.txt`);
  const command = ['npx', 'docusaurus', 'build', '--out-dir', outDir];
  const withTime = existsSync(GNU_TIME);
  const started = process.hrtime.bigint();
  const result = spawnSync(
    withTime ? GNU_TIME : command[0],
    withTime ? ['-f', '%M', '-o', timeFile, ...command] : command.slice(1),
    {
      cwd: siteDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {...process.env, CLOUDER_E2E: '', CLOUDER_GTAG_ID: '', ...options.env},
    },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`The production build in ${siteDir} failed.`);
  // GNU time reports the largest process's peak (the build's Node process) in KiB.
  const peak = withTime ? Number(readFileSync(timeFile, 'utf8').trim().split('\n').pop()) : NaN;
  return {seconds, peakMemoryBytes: Number.isFinite(peak) ? peak * 1024 : null};
}
