/**
 * Prints the site's generated facts as one flat JSON map, `key -> value`, so that two states of
 * the repository (before and after a refresh) can be compared fact by fact (drift.ts).
 *   cli:clouder cost ls                 the command exists (its source file)
 *   cli:clouder cost ls --cloud         an option: type, default, spellings, environment, help digest
 *   chart:datalayer-iam                 a chart: version, appVersion
 *   variable:DATALAYER_IAM_URL          a configuration variable: the charts that read it, defaults
 *   object:Service/datalayer-iam-svc    an object a chart renders: chart, namespace, Service ports
 *
 * Usage: tsx scripts/generate/upstream/facts.ts [repository root]   (default: this repository)
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {CliTree} from '../../../src/data/cli/parse';
import type {CliArgument, CliCommand, CliGroup, CliOption} from '../../../src/data/cli/types';

export type Facts = Record<string, string>;

function parameterFact(parameter: CliArgument | CliOption): string {
  const option = parameter as CliOption;
  return JSON.stringify({
    type: parameter.type,
    // A flag without a default is off: the same fact whichever way a tree spells it.
    default:
      parameter.default ??
      parameter.defaultExpression ??
      (parameter.type === 'boolean' ? false : null),
    required: parameter.required,
    aliases: option.aliases ?? [],
    choices: parameter.choices ?? [],
    envvar: parameter.envvar ?? [],
  });
}

function commandFacts(prefix: string, command: Omit<CliCommand, 'name'>, facts: Facts): void {
  facts[`cli:${prefix}`] = command.source.path;
  for (const argument of command.arguments)
    facts[`cli:${prefix} ${argument.name}`] = parameterFact(argument);
  for (const option of command.options)
    facts[`cli:${prefix} ${option.name}`] = parameterFact(option);
}

function groupFacts(prefix: string, group: CliGroup, facts: Facts): void {
  facts[`cli:${prefix} (group)`] = JSON.stringify({
    aliases: group.aliases ?? [],
    runsAlone: Boolean(group.defaultCommand),
  });
  if (group.defaultCommand) commandFacts(prefix, group.defaultCommand, facts);
  for (const command of group.commands) commandFacts(`${prefix} ${command.name}`, command, facts);
  for (const nested of group.groups ?? []) {
    groupFacts(`${prefix} ${nested.name.split(' ').at(-1)}`, nested, facts);
  }
}

export function cliFacts(tree: CliTree): Facts {
  const facts: Facts = {};
  for (const option of tree.rootOptions)
    facts[`cli:clouder ${option.name}`] = parameterFact(option);
  for (const command of tree.rootCommands) commandFacts(`clouder ${command.name}`, command, facts);
  for (const group of tree.groups) groupFacts(`clouder ${group.name}`, group, facts);
  return facts;
}

interface ChartLike {
  name: string;
  version?: string;
  appVersion?: string;
}
interface VariableLike {
  name: string;
  readBy: readonly {chart: string; default: unknown}[];
}

export function ledgerFacts(
  charts: readonly ChartLike[],
  variables: readonly VariableLike[],
): Facts {
  const facts: Facts = {};
  for (const chart of charts) {
    facts[`chart:${chart.name}`] = JSON.stringify({
      version: chart.version ?? null,
      appVersion: chart.appVersion ?? null,
    });
  }
  for (const variable of variables) {
    facts[`variable:${variable.name}`] = JSON.stringify(
      [...variable.readBy].map((reader) => [reader.chart, reader.default]).sort(),
    );
  }
  return facts;
}

interface RenderedChartLike {
  chart: string;
  error?: string;
  objects: readonly {kind: string; name: string; namespace?: string; ports?: readonly unknown[]}[];
}

/** What each chart renders: `object:<Kind>/<name>` with its chart, namespace and Service ports. */
export function renderedFacts(charts: readonly RenderedChartLike[]): Facts {
  const facts: Facts = {};
  for (const chart of charts) {
    if (chart.error) facts[`object:${chart.chart} (does not render)`] = chart.error;
    for (const object of chart.objects) {
      facts[`object:${object.kind}/${object.name}`] = JSON.stringify({
        chart: chart.chart,
        namespace: object.namespace ?? null,
        ports: object.ports ?? [],
      });
    }
  }
  return facts;
}

export async function readFacts(root: string): Promise<Facts> {
  const cli = (await import(path.join(root, 'src/data/cli/index.ts'))) as {CLI_TREE: CliTree};
  const charts = (await import(path.join(root, 'src/data/ledger/charts.generated.ts'))) as {
    GENERATED_CHARTS: readonly ChartLike[];
  };
  const variables = (await import(path.join(root, 'src/data/ledger/variables.generated.ts'))) as {
    CHART_VARIABLES: readonly VariableLike[];
  };
  const renderedFile = path.join(root, 'src/data/ledger/rendered.generated.ts');
  const rendered = existsSync(renderedFile)
    ? ((await import(renderedFile)) as {RENDERED_CHARTS: readonly RenderedChartLike[]})
        .RENDERED_CHARTS
    : [];
  return {
    ...cliFacts(cli.CLI_TREE),
    ...ledgerFacts(charts.GENERATED_CHARTS, variables.CHART_VARIABLES),
    ...renderedFacts(rendered),
  };
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', '..'));
  void readFacts(root).then((facts) => process.stdout.write(`${JSON.stringify(facts, null, 1)}\n`));
}
