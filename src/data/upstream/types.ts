/** The shape of a recorded upstream snapshot (see snapshot.ts). */

export interface SnapshotFile {
  path: string;
  /** The commit that tags the newest public version of the file (40 hex). */
  commit: string;
  /** SHA-256 of the file's text as read, so that an assembled checkout can be verified. */
  sha256: string;
  /** How this version was judged the newest: what it has that the other versions found lack. */
  order: string;
}

export interface UpstreamSnapshot {
  /** owner/name on GitHub. */
  repository: string;
  /** A short name for the snapshot: the repository's newest commit in it, abbreviated. */
  id: string;
  /** The newest commit of the snapshot, by the order established below. */
  head: string;
  /** The readable git history the checkout starts from: a commit and its date. */
  base: {commit: string; date: string};
  /** Commits that tag newer versions of files, oldest first, with the evidence of that order. */
  commits: readonly {commit: string; evidence: string}[];
  /** Files laid over the base: their newest public versions. */
  files: readonly SnapshotFile[];
  /** When the snapshot was recorded. */
  recorded: string;
}
