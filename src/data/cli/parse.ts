/**
 * Reads `clouder` (and `c`) command lines out of shell text and checks each against the command
 * data, the way Typer would parse it: group, nested group, command, then options and arguments.
 * The content check `clouder-cli` and the unit tests use it; it never runs anything.
 */
import type {CliCommand, CliGroup, CliOption, Cloud} from './types';

/** The words of one simple command, with the 1-based line of the text it started on. */
export interface ShellCommand {
  words: string[];
  line: number;
}

export interface CliProblem {
  line: number;
  /** The command line as written, for the message. */
  command: string;
  message: string;
}

export interface CliTree {
  groups: readonly CliGroup[];
  rootCommands: readonly CliCommand[];
  rootOptions: readonly CliOption[];
}

/** The program names that run the CLI: its name and the short entry point. */
export const CLI_PROGRAMS = ['clouder', 'c'] as const;

const HELP_OPTIONS = ['--help'];
const OPERATORS = new Set(['&&', '||', ';', '|', '&', '(', ')', '{', '}']);
/** Words that run the command after them (`sudo clouder ...`, `time clouder ...`). */
const PREFIX_COMMANDS = new Set(['sudo', 'time', 'exec', 'command', 'env', 'then', 'do', 'else']);
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/**
 * Splits shell text into simple commands: joins backslash continuations, drops comments and
 * here-document bodies, splits on `&&`, `||`, `;`, `|`, and looks inside `$( ... )`.
 */
export function shellCommands(text: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  const lines = text.split('\n');
  let hereDocEnd: string | null = null;
  let pending = '';
  let pendingLine = 1;
  lines.forEach((rawLine, index) => {
    if (hereDocEnd !== null) {
      if (rawLine.trim() === hereDocEnd) hereDocEnd = null;
      return;
    }
    if (pending === '') pendingLine = index + 1;
    if (/\\$/.test(rawLine)) {
      pending += rawLine.slice(0, -1) + ' ';
      return;
    }
    const logical = pending + rawLine;
    pending = '';
    const hereDoc = /<<-?\s*['"]?([A-Za-z_]+)['"]?/.exec(logical);
    if (hereDoc) hereDocEnd = hereDoc[1];
    for (const part of withSubstitutions(logical)) {
      for (const words of splitCommands(tokenize(part))) {
        commands.push({words, line: pendingLine});
      }
    }
  });
  return commands;
}

/**
 * The line with each command substitution (`$( ... )` or backquotes, quoted or not) replaced by
 * a plain word, followed by the substituted commands themselves.
 */
export function withSubstitutions(line: string): string[] {
  const inner: string[] = [];
  let outer = '';
  let quote: "'" | null = null;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = null;
      outer += char;
      continue;
    }
    if (char === "'") {
      quote = char;
      outer += char;
      continue;
    }
    if (char === '$' && line[i + 1] === '(' && line[i + 2] !== '(') {
      let depth = 1;
      let end = i + 2;
      while (end < line.length && depth > 0) {
        if (line[end] === '(') depth++;
        if (line[end] === ')') depth--;
        end++;
      }
      inner.push(...withSubstitutions(line.slice(i + 2, end - 1)));
      outer += 'SUBSTITUTION';
      i = end - 1;
      continue;
    }
    if (char === '`') {
      const end = line.indexOf('`', i + 1);
      if (end > i) {
        inner.push(...withSubstitutions(line.slice(i + 1, end)));
        outer += 'SUBSTITUTION';
        i = end;
        continue;
      }
    }
    outer += char;
  }
  return [outer, ...inner];
}

/** Shell words, with quotes removed and operators as their own words. */
export function tokenize(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  const flush = () => {
    if (inWord) words.push(current);
    current = '';
    inWord = false;
  };
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
      continue;
    }
    if (char === '#' && !inWord) break;
    if (/\s/.test(char)) {
      flush();
      continue;
    }
    const two = line.slice(i, i + 2);
    if (two === '&&' || two === '||') {
      flush();
      words.push(two);
      i++;
      continue;
    }
    if (';|&(){}'.includes(char) && !(char === '{' && inWord) && !(char === '}' && inWord)) {
      flush();
      words.push(char);
      continue;
    }
    current += char;
    inWord = true;
  }
  flush();
  return words;
}

function splitCommands(words: string[]): string[][] {
  const commands: string[][] = [];
  let current: string[] = [];
  for (const word of words) {
    if (OPERATORS.has(word)) {
      if (current.length > 0) commands.push(current);
      current = [];
      continue;
    }
    current.push(word);
  }
  if (current.length > 0) commands.push(current);
  return commands.map(stripPrefixes).filter((command) => command.length > 0);
}

/** Drops variable assignments and wrappers before the program name. */
function stripPrefixes(words: string[]): string[] {
  let start = 0;
  while (
    start < words.length &&
    (ASSIGNMENT.test(words[start]) || PREFIX_COMMANDS.has(words[start]))
  ) {
    start++;
  }
  return words.slice(start);
}

export function isCliCommand(words: readonly string[]): boolean {
  return (CLI_PROGRAMS as readonly string[]).includes(words[0] ?? '');
}

/** What a command line resolved to: the command and the words after its name. */
interface Resolved {
  path: string[];
  command: Omit<CliCommand, 'name' | 'aliases'>;
  rest: string[];
}

function matches(name: string, aliases: readonly string[] | undefined, word: string): boolean {
  return word === name || (aliases ?? []).includes(word);
}

/** Checks one `clouder ...` command line; returns what is wrong with it, or nothing. */
export function checkCliWords(
  words: readonly string[],
  tree: CliTree,
  {
    countArguments = true,
    groupAlone = false,
  }: {countArguments?: boolean; groupAlone?: boolean} = {},
): string[] {
  // A written-out ellipsis stands for the rest of a command: check what comes before it.
  const ellipsis = words.findIndex((word) => word === '...' || word === '…');
  const elided = ellipsis >= 0;
  if (elided) words = words.slice(0, ellipsis);
  let index = 1;
  const problems: string[] = [];
  // Options of the root callback (`--version`) come before any group.
  while (index < words.length && words[index].startsWith('-')) {
    const word = words[index];
    if (HELP_OPTIONS.includes(word)) return [];
    if (!findOption(tree.rootOptions, word)) {
      problems.push(`\`${word}\` is not an option of \`clouder\``);
    }
    index++;
  }
  if (problems.length > 0) return problems;
  if (index >= words.length) return [];
  const first = words[index];
  const rootCommand = tree.rootCommands.find((command) =>
    matches(command.name, command.aliases, first),
  );
  if (rootCommand) {
    return checkCommandWords(
      {path: [first], command: rootCommand, rest: words.slice(index + 1)},
      problems,
      countArguments,
    );
  }
  let groups = tree.groups;
  const path: string[] = [];
  let group: CliGroup | undefined;
  for (;;) {
    const word = words[index];
    const next = groups.find((candidate) =>
      matches(lastWord(candidate.name), candidate.aliases, word),
    );
    if (!next) break;
    group = next;
    path.push(word);
    index++;
    groups = next.groups ?? [];
    if (index >= words.length) break;
  }
  if (!group) {
    return [`\`${first}\` is not a command or group of \`clouder\``];
  }
  const word = words[index];
  const command =
    word === undefined
      ? undefined
      : group.commands.find((candidate) => matches(candidate.name, candidate.aliases, word));
  if (word !== undefined && HELP_OPTIONS.includes(word)) return [];
  if (word === undefined && (elided || groupAlone)) return problems;
  if (!command && group.defaultCommand) {
    // The group's own callback: Click parses no option after its first argument.
    return checkCommandWords(
      {path, command: group.defaultCommand, rest: words.slice(index)},
      problems,
      countArguments,
      true,
    );
  }
  if (word === undefined || word.startsWith('-')) {
    return [`\`clouder ${path.join(' ')}\` needs a command: ${commandNames(group).join(', ')}`];
  }
  if (!command) {
    return [
      `\`${word}\` is not a command of \`clouder ${path.join(' ')}\` (it has ${commandNames(group).join(', ')})`,
    ];
  }
  return checkCommandWords(
    {path: [...path, word], command, rest: words.slice(index + 1)},
    problems,
    countArguments,
  );
}

function lastWord(name: string): string {
  return name.split(' ').at(-1) ?? name;
}

function commandNames(group: CliGroup): string[] {
  return [
    ...group.commands.map((command) => command.name),
    ...(group.groups ?? []).map((nested) => lastWord(nested.name)),
  ];
}

function findOption(options: readonly CliOption[], word: string): CliOption | undefined {
  const name = word.includes('=') ? word.slice(0, word.indexOf('=')) : word;
  return options.find((option) => matches(option.name, option.aliases, name));
}

/** Options that pick a cloud by name even where the source types them as plain text. */
const CLOUD_OPTIONS: readonly string[] = ['--cloud', '--provider'];

/**
 * The cloud a command line targets: the value of a `--cloud`/`--provider` option, or of any
 * choice option whose choices are clouds. Most Clouder commands take `--cloud` as plain text and
 * check the value in code, so the name counts as much as a declared choice.
 */
function targetCloud(rest: readonly string[], options: readonly CliOption[]): Cloud | undefined {
  const clouds: readonly string[] = ['ovh', 'azure', 'aws'];
  for (let i = 0; i < rest.length; i++) {
    const option = findOption(options, rest[i]);
    if (!option || option.flag) continue;
    const choosesCloud = (option.choices ?? []).some((choice) => clouds.includes(choice));
    if (!choosesCloud && !CLOUD_OPTIONS.includes(option.name)) continue;
    const value = rest[i].includes('=') ? rest[i].slice(rest[i].indexOf('=') + 1) : rest[i + 1];
    if (value && clouds.includes(value)) return value as Cloud;
  }
  return undefined;
}

function checkCommandWords(
  {path, command, rest}: Resolved,
  problems: string[],
  countArguments: boolean,
  optionsFirst = false,
): string[] {
  if (command.passThrough) {
    // Earlier releases installed the tool with `clouder kubectl install`; now the word goes to it.
    if (rest.length === 1 && rest[0] === 'install') {
      problems.push(
        `\`clouder ${path.join(' ')} install\` hands \`install\` to the tool and installs nothing`,
      );
    }
    return problems;
  }
  const label = `clouder ${path.join(' ')}`;
  const cloud = targetCloud(rest, command.options);
  let positionals = 0;
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i];
    if (word === '--') {
      positionals += rest.length - i - 1;
      break;
    }
    if (word.startsWith('-') && word !== '-' && !/^-\d/.test(word)) {
      if (HELP_OPTIONS.includes(word)) return problems;
      if (optionsFirst && positionals > 0) {
        problems.push(`\`${word}\` comes after an argument of \`${label}\`: put options first`);
        countArguments = false;
        continue;
      }
      const option = findOption(command.options, word);
      if (!option) {
        problems.push(`\`${word}\` is not an option of \`${label}\``);
        // Whether the unknown option took a value is unknowable: do not count arguments.
        countArguments = false;
        continue;
      }
      if (cloud && option.clouds && !option.clouds.includes(cloud)) {
        problems.push(
          `\`${option.name}\` of \`${label}\` applies to ${option.clouds.join(', ')}, not ${cloud}`,
        );
      }
      if (option.flag || word.includes('=')) {
        if (word.includes('='))
          checkValue(option, word.slice(word.indexOf('=') + 1), label, problems);
        continue;
      }
      const value = rest[i + 1];
      if (value === undefined) {
        // Prose may name an option without its value; a command line may not.
        if (!countArguments) continue;
        problems.push(`\`${option.name}\` of \`${label}\` needs a value`);
        continue;
      }
      checkValue(option, value, label, problems);
      i++;
      continue;
    }
    positionals++;
  }
  const variadic = command.arguments.some((argument) => argument.variadic);
  if (countArguments && !variadic && positionals > command.arguments.length) {
    const expected = command.arguments.map((argument) => argument.name).join(' ') || 'none';
    problems.push(
      `\`${label}\` takes ${command.arguments.length} argument(s) (${expected}), got ${positionals}`,
    );
  }
  return problems;
}

function checkValue(option: CliOption, value: string, label: string, problems: string[]): void {
  if (value.includes('$')) return;
  if (option.type === 'choice' && option.choices && !option.choices.includes(value)) {
    problems.push(
      `\`${value}\` is not a value of \`${option.name}\` of \`${label}\` (${option.choices.join(', ')})`,
    );
  }
  if (option.type === 'integer' && !/^-?\d+$/.test(value)) {
    problems.push(`\`${option.name}\` of \`${label}\` takes an integer, not \`${value}\``);
  }
}

/** Every problem of every `clouder` command in a block of shell text. */
export function checkShellText(text: string, tree: CliTree): CliProblem[] {
  return shellCommands(text)
    .filter((command) => isCliCommand(command.words))
    .flatMap((command) =>
      checkCliWords(command.words, tree).map((message) => ({
        line: command.line,
        command: command.words.join(' '),
        message,
      })),
    );
}
