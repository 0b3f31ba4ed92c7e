/** The shape of a recorded upstream snapshot (see snapshot.ts). */

export interface SnapshotFile {
  path: string;
  /**
   * The commit that tags the newest public version of the file (40 hex), or null where the public
   * store holds a newer version than any it names a commit for; `storeId` then says where it is.
   */
  commit: string | null;
  /** The store's id of a version no commit could be tied to (see `commit`). */
  storeId?: string;
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

/**
 * What code that reaches the browser needs of a snapshot: which commit each file is at. The rest
 * of the manifest (digests, the reasoning of the order) stays in snapshot.ts, which only build-time
 * code imports, so that recording more files does not weigh on any page.
 */
export interface SnapshotCommits {
  repository: string;
  head: string;
  base: {commit: string; date: string};
  /** The commit of each laid-over file, by path. */
  files: Readonly<Record<string, string>>;
}
