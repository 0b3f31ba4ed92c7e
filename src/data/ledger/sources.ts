import type {LedgerSource} from './types';

/** The chart repository, read at its HEAD commit of 2026-06-25. */
export const HELM_CHARTS_SOURCE = {
  repository: 'datalayer/helm-charts',
  commit: '435dcf354454ce764d344d442a5d0bb39d28c0e5',
  date: '2026-06-25',
} as const;

/** A file of the chart repository at that commit. */
export function chartFile(path: string): LedgerSource {
  return {...HELM_CHARTS_SOURCE, path};
}

/** A commit of the chart repository (renames), with the file it changed. */
export function chartCommit(path: string, commit: string, date: string): LedgerSource {
  return {repository: HELM_CHARTS_SOURCE.repository, path, commit, date};
}

/** A file of the Clouder CLI source, at the commit the CLI data (src/data/cli/) read it. */
export function clouderFile(path: string, commit: string): LedgerSource {
  return {repository: 'datalayer/clouder', path, commit};
}
