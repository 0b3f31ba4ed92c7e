/**
 * Whether a code block has places a reader's values fill (DESIGN.md#your-values): an
 * `export NAME=...` line of a variable the values set, or literals its author marked with
 * `values="NAME=literal ..."` in the block's meta. Loaded with every page, so kept small.
 */

/** The shell variables the values fill (src/utils/yourValues/fields.ts sets each). */
export const FILLED_VARIABLES = [
  'CLUSTER_NAME',
  'CLUSTER_DOMAIN',
  'DATALAYER_URL',
  'AWS_DEFAULT_REGION',
  'REGION',
  'RESOURCE_GROUP',
  'OVH_PROJECT_ID',
  'OVH_ENDPOINT',
] as const;

/** An `export NAME=...` line of one of them; `m`, so that it also finds one inside a block. */
export const EXPORT_LINE = new RegExp(
  `^(\\s*export\\s+)(${FILLED_VARIABLES.join('|')})=(.*)$`,
  'm',
);

/** The `values` attribute of a code block's meta: `NAME=literal` pairs, space-separated. */
export const VALUES_META = /(?:^|\s)values="([^"]*)"/;

export function hasSlots(code: string, metastring: string | undefined): boolean {
  return EXPORT_LINE.test(code) || VALUES_META.test(metastring ?? '');
}
