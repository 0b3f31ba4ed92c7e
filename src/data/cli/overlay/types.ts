/**
 * The site's own words about the Clouder CLI: what each group, command, argument and option is for,
 * which clouds it applies to, and one example. Every fact (names, spellings, types, defaults,
 * environment variables, where a command is defined) comes from the generated tree
 * (`../generated.ts`); `../merge.ts` joins the two, and fails on words for a command or option the
 * tree does not have, and on a command of the tree that has no words.
 */
import type {Cloud} from '../types';

/** Words for an argument or option: a sentence, or a sentence with the clouds it applies to. */
export type ParameterWords =
  | string
  | {
      description: string;
      clouds?: readonly Cloud[];
    };

export interface CommandWords {
  /** What the command does, in one line. */
  summary: string;
  /** One realistic command line, starting with `clouder`. */
  example: string;
  clouds?: readonly Cloud[];
  /** Keyed by the argument's upper-case name (`NAME`). */
  arguments?: Readonly<Record<string, ParameterWords>>;
  /** Keyed by the option's long name (`--cloud`). */
  options?: Readonly<Record<string, ParameterWords>>;
}

export interface GroupWords {
  summary: string;
  /** A few sentences for the top of the group's reference page. */
  description: string;
  clouds?: readonly Cloud[];
  /** Words for the group's callback when it runs on its own (`invoke_without_command`). */
  defaultCommand?: CommandWords;
  /** Keyed by command name. */
  commands: Readonly<Record<string, CommandWords>>;
  /** Nested groups, keyed by name. */
  groups?: Readonly<Record<string, GroupWords>>;
}

export interface RootWords {
  options: Readonly<Record<string, ParameterWords>>;
  commands: Readonly<Record<string, CommandWords>>;
}
