/**
 * Joins the generated CLI tree (facts) with the site's words (overlay) into the command data the
 * reference pages and the `clouder-cli` content check read. Words for a command, argument or
 * option the tree does not have, and a visible command of the tree without words, are errors:
 * `mergeCli` collects them in `problems`, and the unit tests fail on any.
 */
import type {
  GeneratedCli,
  GeneratedCommand,
  GeneratedGroup,
  GeneratedParameter,
} from './generated-types';
import type {CommandWords, GroupWords, ParameterWords, RootWords} from './overlay/types';
import type {CliArgument, CliCommand, CliGroup, CliOption, CliSource} from './types';

export interface MergedCli {
  groups: CliGroup[];
  rootCommands: CliCommand[];
  rootOptions: CliOption[];
  /** Words without a fact, or facts without words, each as `clouder <path>: what`. */
  problems: string[];
}

/** The options Typer adds to the root command when completion is on (`add_completion`). */
const TYPER_COMPLETION_OPTIONS: GeneratedParameter[] = [
  {
    kind: 'option',
    name: '--install-completion',
    parameter: 'install_completion',
    type: 'boolean',
    flag: true,
    required: false,
  },
  {
    kind: 'option',
    name: '--show-completion',
    parameter: 'show_completion',
    type: 'boolean',
    flag: true,
    required: false,
  },
];

function words(entry: ParameterWords | undefined): {
  description: string;
  clouds?: CliOption['clouds'];
} {
  if (entry === undefined) return {description: ''};
  return typeof entry === 'string' ? {description: entry} : entry;
}

function defaultOf(parameter: GeneratedParameter): Pick<CliOption, 'default'> {
  return parameter.default === undefined ? {} : {default: parameter.default};
}

function parameters(
  label: string,
  generated: readonly GeneratedParameter[],
  commandWords: CommandWords | undefined,
  problems: string[],
  passThrough = false,
): {arguments: CliArgument[]; options: CliOption[]} {
  const visible = generated.filter((parameter) => !parameter.hidden);
  const argumentsOut: CliArgument[] = [];
  const optionsOut: CliOption[] = [];
  for (const parameter of visible) {
    const table = parameter.kind === 'argument' ? commandWords?.arguments : commandWords?.options;
    const entry = table?.[parameter.name];
    if (entry === undefined) {
      problems.push(`clouder ${label}: ${parameter.kind} ${parameter.name} has no words`);
    }
    const {description, clouds} = words(entry);
    const common = {
      name: parameter.name,
      description,
      type: parameter.type,
      ...(parameter.choices ? {choices: parameter.choices} : {}),
      ...defaultOf(parameter),
      ...(parameter.defaultExpression ? {defaultExpression: parameter.defaultExpression} : {}),
      required: parameter.required,
      ...(clouds ? {clouds} : {}),
      ...(parameter.envvar ? {envvar: parameter.envvar} : {}),
    };
    if (parameter.kind === 'argument') {
      argumentsOut.push({...common, ...(parameter.many ? {variadic: true} : {})});
    } else {
      optionsOut.push({
        ...common,
        ...(parameter.aliases && parameter.aliases.length > 0 ? {aliases: parameter.aliases} : {}),
        ...(parameter.flag ? {flag: true} : {}),
        ...(parameter.many ? {repeatable: true} : {}),
      });
    }
  }
  for (const [kind, table] of [
    ['argument', commandWords?.arguments],
    ['option', commandWords?.options],
  ] as const) {
    for (const name of Object.keys(table ?? {})) {
      if (!visible.some((parameter) => parameter.kind === kind && parameter.name === name)) {
        if (passThrough && kind === 'argument') {
          // A command that reads its own words (ctx.args) declares none: the site names them.
          argumentsOut.push({
            name,
            ...words(commandWords?.arguments?.[name]),
            type: 'text',
            required: false,
            variadic: true,
          });
          continue;
        }
        problems.push(
          `clouder ${label}: words for ${kind} ${name}, which the source does not have`,
        );
      }
    }
  }
  return {arguments: argumentsOut, options: optionsOut};
}

function source(generated: {source: {path: string; commit: string | null}}): CliSource {
  return {path: generated.source.path, commit: generated.source.commit};
}

function command(
  label: string,
  generated: GeneratedCommand,
  commandWords: CommandWords | undefined,
  problems: string[],
): CliCommand {
  if (!commandWords) problems.push(`clouder ${label}: command has no words`);
  return {
    name: generated.name,
    summary: commandWords?.summary ?? '',
    ...parameters(label, generated.parameters, commandWords, problems, generated.passThrough),
    ...(commandWords?.clouds ? {clouds: commandWords.clouds} : {}),
    ...(generated.passThrough ? {passThrough: true} : {}),
    example: commandWords?.example ?? '',
    source: source(generated),
  };
}

function withoutName(entry: CliCommand): Omit<CliCommand, 'name' | 'aliases'> {
  const copy: Partial<CliCommand> = {...entry};
  delete copy.name;
  delete copy.aliases;
  return copy as Omit<CliCommand, 'name' | 'aliases'>;
}

function group(
  label: string,
  generated: GeneratedGroup,
  groupWords: GroupWords | undefined,
  problems: string[],
): CliGroup {
  if (!groupWords) problems.push(`clouder ${label}: group has no words`);
  const visible = generated.commands.filter((entry) => !entry.hidden);
  const commands = visible.map((entry) =>
    command(`${label} ${entry.name}`, entry, groupWords?.commands[entry.name], problems),
  );
  for (const name of Object.keys(groupWords?.commands ?? {})) {
    if (!visible.some((entry) => entry.name === name)) {
      problems.push(`clouder ${label}: words for command ${name}, which the source does not have`);
    }
  }
  const nested = generated.groups.map((child) =>
    group(`${label} ${child.name}`, child, groupWords?.groups?.[child.name], problems),
  );
  for (const name of Object.keys(groupWords?.groups ?? {})) {
    if (!generated.groups.some((child) => child.name === name)) {
      problems.push(`clouder ${label}: words for group ${name}, which the source does not have`);
    }
  }
  const callback = generated.callback?.invokeWithoutCommand ? generated.callback : undefined;
  if (callback && !groupWords?.defaultCommand) {
    problems.push(`clouder ${label}: runs on its own, but has no defaultCommand words`);
  }
  if (!callback && groupWords?.defaultCommand) {
    problems.push(`clouder ${label}: defaultCommand words, but the group does not run on its own`);
  }
  const defaultCommand =
    callback && groupWords?.defaultCommand
      ? withoutName(
          command(
            label,
            {name: generated.name, source: callback.source, parameters: callback.parameters},
            groupWords.defaultCommand,
            problems,
          ),
        )
      : undefined;
  return {
    name: label.split(' ').length > 1 ? label : generated.name,
    ...(generated.aliases ? {aliases: generated.aliases} : {}),
    summary: groupWords?.summary ?? '',
    description: groupWords?.description ?? '',
    ...(defaultCommand ? {defaultCommand} : {}),
    commands,
    ...(nested.length > 0 ? {groups: nested} : {}),
    ...(groupWords?.clouds ? {clouds: groupWords.clouds} : {}),
    source: source(generated),
  };
}

export function mergeCli(
  generated: GeneratedCli,
  groupWords: Readonly<Record<string, GroupWords>>,
  rootWords: RootWords,
): MergedCli {
  const problems: string[] = [];
  const groups = generated.root.groups.map((entry) =>
    group(entry.name, entry, groupWords[entry.name], problems),
  );
  for (const name of Object.keys(groupWords)) {
    if (!generated.root.groups.some((entry) => entry.name === name)) {
      problems.push(`clouder ${name}: words for a group the source does not register`);
    }
  }
  const rootCommandsGenerated = [
    ...generated.root.commands.filter((entry) => !entry.hidden),
    ...generated.root.clickCommands,
  ];
  const rootCommands = rootCommandsGenerated.map((entry) =>
    command(entry.name, entry, rootWords.commands[entry.name], problems),
  );
  for (const name of Object.keys(rootWords.commands)) {
    if (!rootCommandsGenerated.some((entry) => entry.name === name)) {
      problems.push(`clouder ${name}: words for a command the source does not have`);
    }
  }
  const rootParameters = [
    ...(generated.root.callback?.parameters ?? []),
    ...(generated.root.addCompletion ? TYPER_COMPLETION_OPTIONS : []),
  ];
  const {options: rootOptions} = parameters(
    '(top level)',
    rootParameters,
    {summary: '', example: '', options: rootWords.options},
    problems,
  );
  return {groups, rootCommands, rootOptions, problems};
}
