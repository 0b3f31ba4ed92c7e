/**
 * The shape of the generated CLI tree (`./generated.ts`), written by `npm run generate:cli` from
 * the Typer source of the recorded snapshot. Facts only: help texts are kept as digests, so that a
 * change of upstream wording is noticed without the wording entering this repository.
 */
import type {CliValueType} from './types';

export interface GeneratedSource {
  path: string;
  /** Null where the newest public version is tied to no commit (see upstream/types.ts). */
  commit: string | null;
  line?: number;
}

export interface GeneratedParameter {
  kind: 'argument' | 'option';
  /** `--cloud` for an option, `NAME` for an argument. */
  name: string;
  /** The Python parameter the value is passed to. */
  parameter: string;
  aliases?: readonly string[];
  type: CliValueType;
  choices?: readonly string[];
  /** A literal default. */
  default?: string | number | boolean;
  /** A default the source computes (an expression, shown as such). */
  defaultExpression?: string;
  required: boolean;
  /** Several values (Typer `List[...]`): a repeatable option or a variadic argument. */
  many?: boolean;
  flag?: boolean;
  envvar?: readonly string[];
  hidden?: boolean;
  helpDigest?: string;
}

export interface GeneratedCommand {
  name: string;
  source: GeneratedSource;
  parameters: readonly GeneratedParameter[];
  hidden?: boolean;
  /** Everything after the command goes to another program unparsed (Click wrappers). */
  passThrough?: boolean;
  helpDigest?: string;
}

export interface GeneratedGroup {
  name: string;
  aliases?: readonly string[];
  source: GeneratedSource;
  noArgsIsHelp: boolean;
  helpDigest?: string;
  /** The group's callback, when it takes options or runs on its own. */
  callback?: {
    invokeWithoutCommand: boolean;
    source: GeneratedSource;
    parameters: readonly GeneratedParameter[];
  };
  commands: readonly GeneratedCommand[];
  groups: readonly GeneratedGroup[];
}

export interface GeneratedCli {
  repository: string;
  /** The snapshot the tree was generated from (src/data/upstream/snapshot.ts). */
  snapshot: string;
  root: GeneratedGroup & {addCompletion: boolean; clickCommands: readonly GeneratedCommand[]};
}

export interface GeneratedPackage {
  name: string;
  /** `requires-python` as the metadata says it. */
  requiresPython: string;
  /** Console scripts the package installs (`clouder`, `c`, ...). */
  scripts: readonly string[];
  /** Extras (`pip install "clouder[csi]"`). */
  extras: readonly string[];
  /** Each dependency's version specifier, by name. */
  dependencies: Readonly<Record<string, string>>;
  source: GeneratedSource;
}
