import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';

/**
 * Dates of the pages from git history, right in a shallow clone too.
 *
 * Docusaurus reads each doc's last commit from git. In a shallow clone (as CI may make) the
 * oldest fetched commit has no parents, so git reports every file it holds as added by that
 * commit: every page would show the clone's boundary date, which is wrong. This reader takes the
 * whole history in one `git log` and gives no date (rather than a wrong one) for a file whose
 * last change is a boundary commit of the shallow clone; files changed after the boundary keep
 * their true dates. Outside a git work tree it gives no dates and says so once; the build goes on.
 */

/** What the history says of one file. */
export interface FileHistory {
  /** The last commit that changed the file, or null when the clone's boundary hides it. */
  lastUpdate: VcsChangeInfo | null;
  /** The first commit that added the file, or null when it lies beyond the boundary. */
  creation: VcsChangeInfo | null;
}

export interface GitHistory {
  /** Absolute paths of the files git tracks under the directory read. */
  files: Map<string, FileHistory>;
  /** True when the repository is a shallow clone. */
  shallow: boolean;
}

function git(args: readonly string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', ['-c', 'core.quotepath=off', ...args], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** The commits at which a shallow clone's history is cut, empty for a full clone. */
function shallowBoundaries(cwd: string): Set<string> {
  const shallowFile = git(['rev-parse', '--path-format=absolute', '--git-path', 'shallow'], cwd);
  const file = shallowFile?.trim();
  if (!file || !existsSync(file)) return new Set();
  return new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

const COMMIT_LINE = /^commit ([0-9a-f]{40}) (\d+) (.*)$/;

/**
 * Reads the history of every tracked file under `directory`, newest commit first. Returns
 * undefined when `directory` is not inside a git work tree.
 */
export function readGitHistory(directory: string): GitHistory | undefined {
  const root = git(['rev-parse', '--show-toplevel'], directory)?.trim();
  if (!root) return undefined;
  const boundaries = shallowBoundaries(directory);
  const log =
    git(
      [
        '-c',
        'log.showSignature=false',
        'log',
        '--no-renames',
        // A merge counts as changing what it brought to the main line: the date a change landed.
        '--first-parent',
        '--diff-merges=first-parent',
        '--format=commit %H %ct %an',
        '--name-only',
        '--',
        '.',
      ],
      directory,
    ) ?? '';
  const files = new Map<string, FileHistory>();
  let change: VcsChangeInfo | null = null;
  for (const line of log.split('\n')) {
    const commit = COMMIT_LINE.exec(line);
    if (commit) {
      const [, hash, seconds, author] = commit;
      change = boundaries.has(hash) ? null : {timestamp: Number(seconds) * 1000, author};
      continue;
    }
    if (!line) continue;
    const file = path.resolve(root, line);
    const known = files.get(file);
    // The log runs newest first: the first commit seen is the last update, the last one the creation.
    if (known) known.creation = change;
    else files.set(file, {lastUpdate: change, creation: change});
  }
  return {files, shallow: boundaries.size > 0};
}

/** A Docusaurus VCS (`future.experimental_vcs`) backed by {@link readGitHistory}. */
export function createGitLastUpdateVcs(): VcsConfig {
  let history: GitHistory | undefined;
  let initialized = false;
  const read = (siteDir: string) => {
    if (initialized) return;
    initialized = true;
    history = readGitHistory(siteDir);
    if (!history) {
      console.warn(
        `[git-last-update] ${siteDir} is not in a git work tree: pages show no last-updated date.`,
      );
    } else if (history.shallow) {
      console.warn(
        '[git-last-update] Shallow clone: pages whose last change is older than the clone show no last-updated date.',
      );
    }
  };
  return {
    initialize: ({siteDir}) => read(siteDir),
    getFileCreationInfo: async (filePath) => history?.files.get(filePath)?.creation ?? null,
    getFileLastUpdateInfo: async (filePath) => history?.files.get(filePath)?.lastUpdate ?? null,
  };
}
