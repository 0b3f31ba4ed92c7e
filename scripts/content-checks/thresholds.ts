/** Minimum words of prose outside code blocks, by kind of page. The single source of truth. */
export const DEPTH_THRESHOLDS = {
  page: 300,
  sectionIndex: 120,
  glossary: 600,
  /** A page whose body is generated reference tables (`::cli-reference`); its prose frames them. */
  generatedReference: 150,
} as const satisfies Record<string, number>;

export type PageKind = keyof typeof DEPTH_THRESHOLDS;

export const DEPTH_ALLOWLIST_PATH = 'tests/content/depth-allowlist.txt';
