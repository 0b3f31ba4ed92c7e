/**
 * The Clouder CLI as the recorded snapshot's source defines it: the generated tree
 * (`generated.ts`, facts) joined with the site's words (`overlay/`). Read by the CLI reference
 * pages (plugins/remark-cli-reference) and the `clouder-cli` content check.
 */
import {GENERATED_CLI} from './generated';
import {mergeCli} from './merge';
import {GROUP_WORDS, ROOT_WORDS} from './overlay';
import type {CliTree} from './parse';
import type {CliGroup, CliSource} from './types';

export {CLI_EARLIER_RELEASES, type EarlierRelease} from './earlier-releases';

/** The source repository the data was read from. */
export const CLI_REPOSITORY_URL = `https://github.com/${GENERATED_CLI.repository}`;

const MERGED = mergeCli(GENERATED_CLI, GROUP_WORDS, ROOT_WORDS);

/** Words without a fact or facts without words; the unit tests require none. */
export const CLI_PROBLEMS: readonly string[] = MERGED.problems;

/** Top-level groups, in the order the CLI registers them. */
export const CLI_GROUPS: readonly CliGroup[] = MERGED.groups;
export const ROOT_COMMANDS = MERGED.rootCommands;
export const ROOT_OPTIONS = MERGED.rootOptions;

export const CLI_TREE: CliTree = {
  groups: CLI_GROUPS,
  rootCommands: ROOT_COMMANDS,
  rootOptions: ROOT_OPTIONS,
};

export function findGroup(name: string): CliGroup | undefined {
  return CLI_GROUPS.find((group) => group.name === name);
}

/**
 * The file a fact was read from, at the commit it was read at; on the default branch where the
 * version read is tied to no commit (the newest there is the nearest public match).
 */
export function cliSourceUrl(source: CliSource): string {
  return `${CLI_REPOSITORY_URL}/blob/${source.commit ?? 'main'}/${source.path}`;
}

/** How a page names the version a fact was read from: `path@1234567`, or the path alone. */
export function cliSourceLabel(source: CliSource): string {
  return source.commit ? `${source.path}@${source.commit.slice(0, 7)}` : source.path;
}
