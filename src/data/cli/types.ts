/**
 * The shape of the Clouder CLI command data: the generated tree (facts read from the Typer source
 * of github.com/datalayer/clouder at the recorded snapshot) joined with the site's words
 * (`overlay/`) by `merge.ts`. The CLI reference pages are generated from it, and the content check
 * `clouder-cli` parses every `clouder` and `c` command line on the site against it.
 */

/** The clouds a command or option can act on. */
export type Cloud = 'ovh' | 'azure' | 'aws';

/** Where a fact was read: a path in github.com/datalayer/clouder at a commit. */
export interface CliSource {
  path: string;
  /** Full 40-character commit hash; null where the newest public version has none known. */
  commit: string | null;
}

export type CliValueType = 'text' | 'integer' | 'number' | 'boolean' | 'choice' | 'path';

interface CliParameterBase {
  /** What the value sets, in one sentence of the site's own words. */
  description: string;
  type: CliValueType;
  /** Allowed values when `type` is 'choice'. */
  choices?: readonly string[];
  /** The default as the CLI shows it; omitted when there is none. */
  default?: string | number | boolean;
  /** A default the source computes, as the source writes it (`Path.home() / ".ssh"`). */
  defaultExpression?: string;
  /** Environment variables read when the option is not given, in the order tried. */
  envvar?: readonly string[];
  required: boolean;
  /** Clouds the parameter applies to; omitted when it applies wherever its command does. */
  clouds?: readonly Cloud[];
}

/** A positional argument, written in upper case in synopses (`CLUSTER_NAME`). */
export interface CliArgument extends CliParameterBase {
  name: string;
  /** True when the argument takes any number of values (Typer `List[str]`). */
  variadic?: boolean;
}

/** An option: its long name with dashes (`--roles`), its other spellings, and its value. */
export interface CliOption extends CliParameterBase {
  name: string;
  /** Other spellings, short (`-r`) or long; for a boolean flag, its negative form (`--no-wait`). */
  aliases?: readonly string[];
  /** True for a flag that takes no value (`--yes`). */
  flag?: boolean;
  /** True when the option may be given several times. */
  repeatable?: boolean;
}

export interface CliCommand {
  name: string;
  aliases?: readonly string[];
  /** What the command does, in one line. */
  summary: string;
  arguments: readonly CliArgument[];
  options: readonly CliOption[];
  /** Clouds the command applies to; omitted when it does not depend on the cloud. */
  clouds?: readonly Cloud[];
  /**
   * True when everything after the command is handed to another program unparsed
   * (`clouder kubectl`, `clouder helm`), so the check does not validate those words.
   */
  passThrough?: boolean;
  /** One realistic command line, starting with `clouder`. */
  example: string;
  source: CliSource;
}

export interface CliGroup {
  /** The word after `clouder` (`kubeadm`), or the full path for nested groups (`aws ecr-environments`). */
  name: string;
  aliases?: readonly string[];
  summary: string;
  /** A few sentences for the top of the group's reference page. */
  description: string;
  /**
   * The command run by the group's name alone (Typer `invoke_without_command` callback), if any:
   * its options are accepted right after the group's name.
   */
  defaultCommand?: Omit<CliCommand, 'name' | 'aliases'>;
  commands: readonly CliCommand[];
  /** Nested groups (`clouder aws ecr-environments ...`). */
  groups?: readonly CliGroup[];
  clouds?: readonly Cloud[];
  source: CliSource;
}
