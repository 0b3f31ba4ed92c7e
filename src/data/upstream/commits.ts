// Written by `npm run upstream:record` with snapshot.ts: the commit of each helm-charts file of
// the recorded snapshot and nothing else, for code that reaches the browser (the ledger's sources).
import type {SnapshotCommits} from './types';

export const HELM_CHARTS_COMMITS: SnapshotCommits = {
  repository: 'datalayer/helm-charts',
  head: '435dcf354454ce764d344d442a5d0bb39d28c0e5',
  base: {commit: '435dcf354454ce764d344d442a5d0bb39d28c0e5', date: '2026-06-25'},
  files: {},
};

/** The commit of a file: its laid-over version's, else the base's. */
export function fileCommit(commits: SnapshotCommits, file: string): string {
  return commits.files[file] ?? commits.base.commit;
}
