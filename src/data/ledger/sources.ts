import {fileCommit, HELM_CHARTS_COMMITS} from '../upstream/commits';
import type {LedgerSource} from './types';

/**
 * The chart repository, at the recorded snapshot's newest commit. Reads commits.ts, not
 * snapshot.ts: the configuration reference carries these sources to the browser.
 */
export const HELM_CHARTS_SOURCE = {
  repository: HELM_CHARTS_COMMITS.repository,
  commit: HELM_CHARTS_COMMITS.head,
} as const;

/**
 * A file of the chart repository in the recorded snapshot: at the commit of its newest public
 * version (a laid-over file), else at the base commit with that commit's date.
 */
export function chartFile(path: string): LedgerSource {
  const commit = fileCommit(HELM_CHARTS_COMMITS, path);
  return {
    repository: HELM_CHARTS_COMMITS.repository,
    path,
    commit,
    ...(commit === HELM_CHARTS_COMMITS.base.commit ? {date: HELM_CHARTS_COMMITS.base.date} : {}),
  };
}

/** A commit of the chart repository (renames), with the file it changed. */
export function chartCommit(path: string, commit: string, date: string): LedgerSource {
  return {repository: HELM_CHARTS_SOURCE.repository, path, commit, date};
}

/** A file of the Clouder CLI source, at the commit the CLI data (src/data/cli/) read it. */
export function clouderFile(path: string, commit: string): LedgerSource {
  return {repository: 'datalayer/clouder', path, commit};
}
