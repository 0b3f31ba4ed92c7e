import type {ParsedDoc} from './markdown';

export const CHECK_NAMES = [
  'markdownlint',
  'yaml',
  'kubernetes',
  'json',
  'shellcheck',
  'front-matter',
  'spelling',
  'placeholders',
  'diagrams',
  'depth',
  'clouder-cli',
  'ledger',
  'rendered',
  'drift',
  'review',
  'support',
  'your-values',
] as const;

export type CheckName = (typeof CHECK_NAMES)[number];

export interface Finding {
  file: string;
  line: number;
  check: CheckName;
  message: string;
  fix: string;
}

/** What a check may need beyond the file it looks at. */
export interface CheckContext {
  /** Repository root; paths in findings and in the allowlist are relative to it. */
  rootDir: string;
  /** Every doc in the default scope, so that cross-file rules (unique titles) see the whole site. */
  siteDocs: () => readonly ParsedDoc[];
  depthAllowlistPath: string;
}

export interface ContentCheck {
  name: CheckName;
  /** Files a check does not apply to are neither passed nor failed. */
  appliesTo?: (doc: ParsedDoc) => boolean;
  check: (doc: ParsedDoc, context: CheckContext) => Finding[] | Promise<Finding[]>;
  /** Findings about the run as a whole rather than one file (stale allowlist entries). */
  checkRun?: (docs: readonly ParsedDoc[], context: CheckContext) => Finding[];
}

export function isCheckName(value: string): value is CheckName {
  return (CHECK_NAMES as readonly string[]).includes(value);
}
