/**
 * Generates src/data/cli/generated.ts from a Clouder checkout: every group, alias, command,
 * argument and option the Typer application registers, with type, default, environment variables,
 * a digest of its help text, and the file, commit and line it is defined at (commits from the
 * snapshot manifest, src/data/upstream/snapshot.ts). The tree is read by
 * scripts/generate/cli/typer_tree.py with Python's ast: nothing of the checkout is run or copied.
 *
 * Usage: npm run generate:cli -- <clouder checkout>
 */
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {
  GeneratedCli,
  GeneratedCommand,
  GeneratedGroup,
  GeneratedPackage,
  GeneratedParameter,
} from '../../src/data/cli/generated-types';
import {CLOUDER_SNAPSHOT, snapshotCommit} from '../../src/data/upstream/snapshot';
import type {UpstreamSnapshot} from '../../src/data/upstream/types';
import {formatTypeScript} from './format';

const EXTRACTOR = path.join(__dirname, 'cli', 'typer_tree.py');
const PYPROJECT = path.join(__dirname, 'cli', 'pyproject_facts.py');
export const CLI_OUTPUT = path.resolve(__dirname, '..', '..', 'src', 'data', 'cli', 'generated.ts');

interface RawParameter {
  kind: 'argument' | 'option';
  name: string;
  parameter: string;
  aliases?: string[];
  type: GeneratedParameter['type'];
  choices?: string[];
  default?: unknown;
  required: boolean;
  many?: boolean;
  flag?: boolean;
  envvar?: string[];
  hidden?: boolean;
  helpDigest?: string;
}

interface RawCommand {
  name: string;
  source: {path: string; line: number};
  parameters: RawParameter[];
  hidden?: boolean;
  passThrough?: boolean;
  helpDigest?: string;
}

interface RawGroup {
  name: string;
  aliases?: string[];
  source: {path: string};
  noArgsIsHelp: boolean;
  helpDigest?: string;
  callback?: {
    invokeWithoutCommand: boolean;
    source: {path: string; line: number};
    parameters: RawParameter[];
  };
  commands: RawCommand[];
  groups: RawGroup[];
  addCompletion?: boolean;
  clickCommands?: RawCommand[];
}

/** Runs the extractor on a checkout and returns its raw JSON tree. */
export function readTyperTree(
  checkout: string,
  packageDir: string,
  entry: string,
  variable: string,
): RawGroup {
  const output = execFileSync('python3', [EXTRACTOR, checkout, packageDir, entry, variable], {
    encoding: 'utf8',
    maxBuffer: 64e6,
  });
  return JSON.parse(output) as RawGroup;
}

function parameter(raw: RawParameter): GeneratedParameter {
  const literal =
    typeof raw.default === 'string' ||
    typeof raw.default === 'number' ||
    typeof raw.default === 'boolean';
  const expression =
    raw.default && typeof raw.default === 'object' && 'expression' in raw.default
      ? String((raw.default as {expression: unknown}).expression)
      : undefined;
  return {
    kind: raw.kind,
    name: raw.name,
    parameter: raw.parameter,
    ...(raw.aliases && raw.aliases.length > 0 ? {aliases: raw.aliases} : {}),
    type: raw.type,
    ...(raw.choices ? {choices: raw.choices} : {}),
    ...(literal ? {default: raw.default as string | number | boolean} : {}),
    ...(expression ? {defaultExpression: expression} : {}),
    required: raw.required,
    ...(raw.many ? {many: true} : {}),
    ...(raw.flag ? {flag: true} : {}),
    ...(raw.envvar ? {envvar: raw.envvar} : {}),
    ...(raw.hidden ? {hidden: true} : {}),
    ...(raw.helpDigest ? {helpDigest: raw.helpDigest} : {}),
  };
}

/** Converts the raw tree, naming each file's commit from the snapshot. */
export function toGenerated(raw: RawGroup, snapshot: UpstreamSnapshot): GeneratedCli {
  const commitOf = (file: string) => snapshotCommit(snapshot, file);
  const command = (entry: RawCommand): GeneratedCommand => ({
    name: entry.name,
    source: {path: entry.source.path, commit: commitOf(entry.source.path), line: entry.source.line},
    parameters: entry.parameters.map(parameter),
    ...(entry.hidden ? {hidden: true} : {}),
    ...(entry.passThrough ? {passThrough: true} : {}),
    ...(entry.helpDigest ? {helpDigest: entry.helpDigest} : {}),
  });
  const group = (entry: RawGroup): GeneratedGroup => ({
    name: entry.name,
    ...(entry.aliases ? {aliases: entry.aliases} : {}),
    source: {path: entry.source.path, commit: commitOf(entry.source.path)},
    noArgsIsHelp: entry.noArgsIsHelp,
    ...(entry.helpDigest ? {helpDigest: entry.helpDigest} : {}),
    ...(entry.callback
      ? {
          callback: {
            invokeWithoutCommand: entry.callback.invokeWithoutCommand,
            source: {
              path: entry.callback.source.path,
              commit: commitOf(entry.callback.source.path),
              line: entry.callback.source.line,
            },
            parameters: entry.callback.parameters.map(parameter),
          },
        }
      : {}),
    commands: entry.commands.map(command),
    groups: entry.groups.map(group),
  });
  return {
    repository: snapshot.repository,
    snapshot: snapshot.id,
    root: {
      ...group(raw),
      addCompletion: raw.addCompletion !== false,
      clickCommands: (raw.clickCommands ?? []).map(command),
    },
  };
}

/** Install facts of the checkout's pyproject.toml: Python floor, console scripts, extras. */
export function readPackage(checkout: string, snapshot: UpstreamSnapshot): GeneratedPackage {
  const facts = JSON.parse(
    execFileSync('python3', [PYPROJECT, path.join(checkout, 'pyproject.toml')], {encoding: 'utf8'}),
  ) as Omit<GeneratedPackage, 'source'>;
  return {
    ...facts,
    source: {path: 'pyproject.toml', commit: snapshotCommit(snapshot, 'pyproject.toml')},
  };
}

export function renderGenerated(
  tree: GeneratedCli,
  pkg: GeneratedPackage,
  snapshot: UpstreamSnapshot,
  environment: Record<string, string[]> = {},
): string {
  return formatTypeScript(
    `// Generated by \`npm run generate:cli\` from github.com/${snapshot.repository}, snapshot ${snapshot.id}\n` +
      `// (src/data/upstream/snapshot.ts): the Typer application in clouder/cli/, read with Python's ast.\n` +
      `// Do not edit: regenerate. The site's words about each command are in ./overlay/.\n` +
      `import type {GeneratedCli, GeneratedPackage} from './generated-types';\n\n` +
      `export const GENERATED_CLI: GeneratedCli = ${JSON.stringify(tree)};\n\n` +
      `/** The package's install facts, from its pyproject.toml. */\n` +
      `export const GENERATED_PACKAGE: GeneratedPackage = ${JSON.stringify(pkg)};\n\n` +
      `/**\n * Upper-case names the CLI's modules quote where they read the environment (os.environ,\n` +
      ` * os.getenv), with the modules: the variables the CLI may read beyond Typer's envvar.\n */\n` +
      `export const GENERATED_ENVIRONMENT: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(environment)};\n`,
  );
}

/** Environment-variable-like names quoted in the CLI's modules that read the environment. */
export function readEnvironment(
  checkout: string,
  packageDir = 'clouder/cli',
): Record<string, string[]> {
  const names = new Map<string, Set<string>>();
  const walk = (dir: string): string[] =>
    readdirSync(path.join(checkout, dir), {withFileTypes: true}).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(relative);
      return entry.name.endsWith('.py') ? [relative] : [];
    });
  for (const file of walk(packageDir).sort()) {
    const text = readFileSync(path.join(checkout, file), 'utf8');
    if (!/\bos\.(?:environ|getenv)\b/.test(text)) continue;
    for (const match of text.matchAll(/["']([A-Z][A-Z0-9]*_[A-Z0-9_]+)["']/g)) {
      const name = match[1] as string;
      if (!names.has(name)) names.set(name, new Set());
      names.get(name)!.add(file);
    }
  }
  return Object.fromEntries(
    [...names]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, files]) => [name, [...files].sort()]),
  );
}

export function generateCli(checkout: string, snapshot = CLOUDER_SNAPSHOT): string {
  const raw = readTyperTree(checkout, 'clouder/cli', 'clouder/cli/main.py', 'app');
  return renderGenerated(
    toGenerated(raw, snapshot),
    readPackage(checkout, snapshot),
    snapshot,
    readEnvironment(checkout),
  );
}

if (require.main === module) {
  const [checkout] = process.argv.slice(2);
  if (!checkout) {
    console.error('Usage: npm run generate:cli -- <clouder checkout>');
    process.exit(2);
  }
  writeFileSync(CLI_OUTPUT, generateCli(path.resolve(checkout)));
  console.log(`wrote ${path.relative(process.cwd(), CLI_OUTPUT)}`);
}
