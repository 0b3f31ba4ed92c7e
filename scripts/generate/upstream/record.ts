/**
 * Records a snapshot: writes src/data/upstream/snapshot.ts from a collected folder (the newer
 * file versions read from the public store, and notes on how each was judged the newest).
 *
 * Usage: npm run upstream:record -- <collected dir>
 *   <collected dir>/<name>/files/<path>       the newest version of each file, as read
 *   <name>/versions/*.json or versions.json   per file: {path, commit | newest.commit, order}
 *   <name>/commits.json                       [{commit, evidence}], oldest first; the last is the head
 * for <name> = clouder and helm-charts. The base commit is the git mirror's HEAD. Also writes
 * src/data/upstream/commits.ts, each chart file's commit alone, for code that reaches the browser.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {
  SnapshotCommits,
  SnapshotFile,
  UpstreamSnapshot,
} from '../../../src/data/upstream/types';
import {formatTypeScript} from '../format';
import {defaultGitDir, sha256} from './assemble';

const OUTPUT_DIR = path.resolve(__dirname, '..', '..', '..', 'src', 'data', 'upstream');
const OUTPUT = path.join(OUTPUT_DIR, 'snapshot.ts');
const COMMITS_OUTPUT = path.join(OUTPUT_DIR, 'commits.ts');

interface CollectedVersion {
  path: string;
  commit?: string;
  newest?: {commit: string | null; storeId?: string} | null;
  order?: string;
}

function readVersions(dir: string): CollectedVersion[] {
  const single = path.join(dir, 'versions.json');
  if (existsSync(single)) return JSON.parse(readFileSync(single, 'utf8')) as CollectedVersion[];
  const folder = path.join(dir, 'versions');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CollectedVersion);
}

export function recordSnapshot(
  repository: string,
  dir: string,
  gitDir: string,
  recorded: string,
): UpstreamSnapshot {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', gitDir, ...args], {encoding: 'utf8'}).trim();
  const base = git('rev-parse', 'HEAD');
  const commits = JSON.parse(readFileSync(path.join(dir, 'commits.json'), 'utf8')) as {
    commit: string;
    evidence: string;
  }[];
  const files: SnapshotFile[] = [];
  for (const version of readVersions(dir)) {
    const commit = version.newest?.commit ?? version.commit ?? null;
    const storeId = version.newest?.storeId;
    if (!commit && !storeId) continue;
    const file = path.join(dir, 'files', version.path);
    if (!existsSync(file)) throw new Error(`${repository}: ${version.path} was not collected`);
    files.push({
      path: version.path,
      commit,
      ...(commit ? {} : {storeId}),
      sha256: sha256(file),
      order: version.order ?? '',
    });
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  const head = commits.at(-1)?.commit ?? base;
  return {
    repository,
    id: head.slice(0, 8),
    head,
    base: {commit: base, date: git('show', '-s', '--format=%cs', base)},
    commits,
    files,
    recorded,
  };
}

export function renderSnapshot(clouder: UpstreamSnapshot, helmCharts: UpstreamSnapshot): string {
  return formatTypeScript(
    `// Written by \`npm run upstream:record\`: the newest public state of the upstream sources the\n` +
      `// site's facts are generated from. Each repository's readable git history stops at \`base\`;\n` +
      `// newer versions of files exist only in the public store, without dates, so their order was\n` +
      `// established by content (each file's \`order\`, each commit's \`evidence\`). No upstream text\n` +
      `// is kept here: \`npm run upstream:assemble\` checks the collected files against these digests.\n` +
      `import type {UpstreamSnapshot} from './types';\n\n` +
      `export const CLOUDER_SNAPSHOT: UpstreamSnapshot = ${JSON.stringify(clouder)};\n\n` +
      `export const HELM_CHARTS_SNAPSHOT: UpstreamSnapshot = ${JSON.stringify(helmCharts)};\n\n` +
      `export const SNAPSHOTS: readonly UpstreamSnapshot[] = [CLOUDER_SNAPSHOT, HELM_CHARTS_SNAPSHOT];\n\n` +
      `/** The commit of a file in a snapshot: its laid-over version's (null if unknown), else the base's. */\n` +
      `export function snapshotCommit(snapshot: UpstreamSnapshot, file: string): string | null {\n` +
      `  const laid = snapshot.files.find((entry) => entry.path === file);\n` +
      `  return laid ? laid.commit : snapshot.base.commit;\n` +
      `}\n\n` +
      `/** How a page names the snapshot it was verified against: "clouder 1234abcd, helm-charts 5678ef90". */\n` +
      `export const SNAPSHOT_LABEL = SNAPSHOTS.map((s) => \`\${s.repository.split('/')[1]} \${s.id}\`).join(', ');\n`,
    'src/data/upstream/snapshot.ts',
  );
}

/** The light half of the snapshot: each file's commit, for the ledger's sources (see types.ts). */
export function commitsOf(snapshot: UpstreamSnapshot): SnapshotCommits {
  return {
    repository: snapshot.repository,
    head: snapshot.head,
    base: snapshot.base,
    files: Object.fromEntries(
      snapshot.files.map((file) => {
        // The ledger cites every chart fact by commit: a chart file without one cannot be recorded.
        if (!file.commit) throw new Error(`${snapshot.repository}: ${file.path} has no commit`);
        return [file.path, file.commit];
      }),
    ),
  };
}

export function renderCommits(helmCharts: UpstreamSnapshot): string {
  return formatTypeScript(
    `// Written by \`npm run upstream:record\` with snapshot.ts: the commit of each helm-charts file of\n` +
      `// the recorded snapshot and nothing else, for code that reaches the browser (the ledger's sources).\n` +
      `import type {SnapshotCommits} from './types';\n\n` +
      `export const HELM_CHARTS_COMMITS: SnapshotCommits = ${JSON.stringify(commitsOf(helmCharts))};\n\n` +
      `/** The commit of a file: its laid-over version's, else the base's. */\n` +
      `export function fileCommit(commits: SnapshotCommits, file: string): string {\n` +
      `  return commits.files[file] ?? commits.base.commit;\n` +
      `}\n`,
    'src/data/upstream/commits.ts',
  );
}

if (require.main === module) {
  const [dir] = process.argv.slice(2);
  if (!dir) {
    console.error('Usage: npm run upstream:record -- <collected dir>');
    process.exit(2);
  }
  const today = new Date().toISOString().slice(0, 10);
  const clouder = recordSnapshot(
    'datalayer/clouder',
    path.join(dir, 'clouder'),
    defaultGitDir('datalayer/clouder'),
    today,
  );
  const helm = recordSnapshot(
    'datalayer/helm-charts',
    path.join(dir, 'helm-charts'),
    defaultGitDir('datalayer/helm-charts'),
    today,
  );
  writeFileSync(OUTPUT, renderSnapshot(clouder, helm));
  writeFileSync(COMMITS_OUTPUT, renderCommits(helm));
  console.log(
    `wrote ${path.relative(process.cwd(), OUTPUT)}: clouder ${clouder.files.length} files, helm-charts ${helm.files.length}`,
  );
}
