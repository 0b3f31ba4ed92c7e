/**
 * Regenerates the chart half of the ledger, src/data/ledger/charts.generated.ts and
 * variables.generated.ts, from a checkout of github.com/datalayer/helm-charts (the recorded
 * snapshot assembled by `npm run upstream:assemble`): every
 * charts/<directory>/Chart.yaml (name, version, appVersion, description, dependencies; a folder
 * without one is a values-only wrapper, described by its README title), every key of a values.yaml
 * `env:` map (top-level or under a service key) with its default, and every variable a template
 * sets from another value (`- name: X` then `value: {{ .Values.a.b }}`).
 *
 * Each fact's source names its file; the commit of that file comes from the snapshot manifest
 * (src/data/upstream/snapshot.ts) through `chartFile`.
 *
 * Usage: npm run generate:ledger -- <helm-charts checkout>
 */
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {HELM_CHARTS_SNAPSHOT} from '../../src/data/upstream/snapshot';
import {formatTypeScript} from './format';

interface ChartEntry {
  name: string;
  directory: string;
  wrapper: boolean;
  version?: string;
  appVersion?: string;
  description?: string;
  dependencies: {name: string; version: string; repository?: string}[];
  files: string[];
}

type Default = string | {secretKeyRef: {name: string; key: string}};

interface Reader {
  chart: string;
  directory: string;
  default: Default;
  /** The values key a template reads, for variables set from another value. */
  fromValue?: string;
  template?: string;
}

const OUTPUT_DIR = path.resolve(__dirname, '..', '..', 'src', 'data', 'ledger');

/**
 * A values.yaml as Helm reads it. Helm accepts a key repeated in one map and keeps the last value
 * (helm-charts at 27a588fc repeats DATALAYER_IAM_URL in the operator's env, and the operator renders
 * it empty), so the ledger records what an install gets rather than refusing the file.
 */
export function parseValues(text: string): Record<string, unknown> {
  return (YAML.parse(text, {uniqueKeys: false}) ?? {}) as Record<string, unknown>;
}

export function generateLedger(
  checkout: string,
  snapshotId = HELM_CHARTS_SNAPSHOT.id,
): {charts: string; variables: string; values: string} {
  const show = (file: string): string | undefined => {
    const full = path.join(checkout, file);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
  };
  /** Paths under a folder (with its trailing slash), like `git ls-tree --name-only`, sorted. */
  const list = (folder: string, recursive = false): string[] => {
    const base = path.join(checkout, folder);
    if (!existsSync(base)) return [];
    return readdirSync(base, {withFileTypes: true})
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .flatMap((entry) => {
        const relative = `${folder}${entry.name}`;
        if (entry.isDirectory()) return recursive ? list(`${relative}/`, true) : [relative];
        return [relative];
      });
  };

  const charts: ChartEntry[] = [];
  /** The values key holding each chart's `env:` map (`iam` for `iam.env.X`), by chart. */
  const envKeys = new Map<string, string>();
  const variables = new Map<string, Reader[]>();
  const addReader = (name: string, reader: Reader) =>
    variables.set(name, [...(variables.get(name) ?? []), reader]);

  for (const directory of list('charts/').map((entry) => entry.replace('charts/', ''))) {
    const chartYaml = show(`charts/${directory}/Chart.yaml`);
    const valuesText = show(`charts/${directory}/values.yaml`);
    if (!chartYaml) {
      const title = (show(`charts/${directory}/README.md`) ?? '')
        .split('\n')
        .find((line) => line.startsWith('# '));
      charts.push({
        name: directory,
        directory,
        wrapper: true,
        description: title?.slice(2).trim(),
        dependencies: [],
        files: list(`charts/${directory}/`).map((file) => file.replace(`charts/${directory}/`, '')),
      });
      continue;
    }
    const chart = YAML.parse(chartYaml) as {
      name: string;
      version: unknown;
      appVersion?: unknown;
      description?: string;
      dependencies?: {name: string; version: unknown; repository?: string}[];
    };
    const entry: ChartEntry = {
      name: chart.name,
      directory,
      wrapper: false,
      version: String(chart.version),
      appVersion: chart.appVersion === undefined ? undefined : String(chart.appVersion),
      description: chart.description,
      dependencies: (chart.dependencies ?? []).map((dependency) => ({
        name: dependency.name,
        version: String(dependency.version),
        ...(dependency.repository ? {repository: dependency.repository} : {}),
      })),
      files: [],
    };
    charts.push(entry);
    if (!valuesText) continue;
    const values = parseValues(valuesText);
    const envMaps: Record<string, unknown>[] = [];
    const isMap = (value: unknown): value is Record<string, unknown> =>
      Boolean(value) && typeof value === 'object' && !Array.isArray(value);
    for (const [key, value] of Object.entries(values)) {
      if (key === 'env' && isMap(value)) envMaps.push(value);
      if (isMap(value) && isMap(value.env)) {
        envMaps.push(value.env);
        if (!envKeys.has(entry.name)) envKeys.set(entry.name, key);
      }
    }
    for (const env of envMaps) {
      for (const [name, raw] of Object.entries(env)) {
        const reference = isMap(raw) && isMap(raw.secretKeyRef) ? raw.secretKeyRef : undefined;
        addReader(name, {
          chart: entry.name,
          directory,
          default: reference
            ? {secretKeyRef: {name: String(reference.name), key: String(reference.key)}}
            : raw === null || raw === undefined
              ? ''
              : String(raw),
        });
      }
    }
  }

  const valuePaths = new Map<string, {paths: string[]; open: string[]}>();
  for (const entry of charts.filter((chart) => !chart.wrapper)) {
    const valuesText = show(`charts/${entry.directory}/values.yaml`);
    const values = valuesText ? parseValues(valuesText) : {};
    const paths = new Set<string>();
    const open = new Set<string>();
    keyPaths(values, '', paths, open);
    for (const file of list(`charts/${entry.directory}/templates/`, true)) {
      for (const match of (show(file) ?? '').matchAll(
        /\.Values\.([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)/g,
      )) {
        paths.add(match[1] as string);
      }
    }
    valuePaths.set(entry.name, {paths: [...paths].sort(), open: [...open].sort()});
    const templates = list(`charts/${entry.directory}/templates/`, true).filter((file) =>
      file.endsWith('.yaml'),
    );
    for (const file of templates) {
      const lines = (show(file) ?? '').split('\n');
      lines.forEach((line, index) => {
        const named = /-\s+name:\s*['"]?([A-Z][A-Z0-9_]+)['"]?\s*$/.exec(line);
        if (!named) return;
        const next = lines.slice(index + 1, index + 3).join('\n');
        const reference =
          // `{{ .Values.a.b }}`, also through a pipe that only formats it (`| quote`).
          /value:\s*['"]?\{\{-?\s*\.Values\.([A-Za-z0-9_.-]+)\s*(?:\|\s*(?:quote|toString|squote)\s*)?-?\}\}['"]?\s*(?:\n|$)/.exec(
            next,
          );
        if (!reference || /\.env\./.test(reference[1])) return;
        const name = named[1];
        if ((variables.get(name) ?? []).some((reader) => reader.chart === entry.name)) return;
        const value = reference[1]
          .split('.')
          .reduce<unknown>(
            (node, key) =>
              node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
            values,
          );
        addReader(name, {
          chart: entry.name,
          directory: entry.directory,
          fromValue: reference[1],
          default:
            value === null || value === undefined || typeof value === 'object' ? '' : String(value),
          template: file,
        });
      });
    }
  }

  // The value each chart takes its ingress host from: what its `<name>.runHost` helper reads,
  // else what an Ingress `host:` reads directly (runtime-pools).
  const hostKeys = new Map<string, {valuesPath: string; variable?: string}>();
  const hostReference = /\.Values\.([A-Za-z0-9_.-]*[A-Za-z0-9_])/;
  for (const entry of charts.filter((chart) => !chart.wrapper)) {
    const templates = list(`charts/${entry.directory}/templates/`, true).map(
      (file) => show(file) ?? '',
    );
    const helper = templates
      .map((text) => /define "[^"]+\.runHost"[\s\S]*?\{\{-?\s*end\s*-?\}\}/.exec(text)?.[0])
      .find(Boolean);
    const direct = templates
      .flatMap((text) => text.split('\n'))
      .find((line) => /^\s*-?\s*host:\s*\{\{/.test(line) && hostReference.test(line));
    const reference = hostReference.exec(helper ?? direct ?? '');
    if (!reference) continue;
    const variable = /\.env\.([A-Z][A-Z0-9_]+)$/.exec(reference[1])?.[1];
    hostKeys.set(entry.name, {valuesPath: reference[1], ...(variable ? {variable} : {})});
  }

  const header =
    `// Generated from github.com/datalayer/helm-charts, snapshot ${snapshotId} (src/data/upstream/snapshot.ts),\n` +
    `// by reading every charts/<directory>/Chart.yaml, values.yaml and templates/; regenerate rather\n` +
    `// than edit by hand (npm run generate:ledger -- <helm-charts checkout>).\n`;
  const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

  let chartsOut =
    header +
    `import type {LedgerChart} from './types';\nimport {chartFile} from './sources';\n\n` +
    `export const GENERATED_CHARTS: readonly Omit<LedgerChart, 'role' | 'namespace' | 'namespaceSource'>[] = [\n`;
  for (const chart of charts) {
    const fields = [`name: ${quote(chart.name)}`, `directory: ${quote(chart.directory)}`];
    if (chart.wrapper) {
      fields.push(
        'valuesOnly: true',
        `valuesFiles: [${chart.files
          .filter((file) => file.endsWith('.yaml'))
          .map(quote)
          .join(', ')}]`,
      );
    } else {
      fields.push(`version: ${quote(chart.version!)}`);
      if (chart.appVersion) fields.push(`appVersion: ${quote(chart.appVersion)}`);
    }
    if (chart.description) fields.push(`description: ${quote(chart.description)}`);
    if (chart.dependencies.length > 0) {
      const dependencies = chart.dependencies.map(
        (dependency) =>
          `{name: ${quote(dependency.name)}, version: ${quote(dependency.version)}` +
          (dependency.repository ? `, repository: ${quote(dependency.repository)}` : '') +
          '}',
      );
      fields.push(`dependencies: [${dependencies.join(', ')}]`);
    }
    const file = `charts/${chart.directory}/${chart.wrapper ? 'README.md' : 'Chart.yaml'}`;
    fields.push(`source: chartFile(${quote(file)})`);
    chartsOut += `  {${fields.join(', ')}},\n`;
  }
  chartsOut += '];\n';

  let variablesOut =
    header +
    `import type {LedgerVariable} from './types';\nimport {chartFile} from './sources';\n\n` +
    "/** Every key of every Datalayer chart's values.yaml `env:` map, with the chart that reads it and its default there. */\n" +
    'export const CHART_VARIABLES: readonly LedgerVariable[] = [\n';
  for (const [name, readers] of [...variables].sort(([a], [b]) => a.localeCompare(b))) {
    const readBy = readers.map((reader) => {
      const fallback =
        typeof reader.default === 'object'
          ? `{secretKeyRef: {name: ${quote(reader.default.secretKeyRef.name)}, key: ${quote(reader.default.secretKeyRef.key)}}}`
          : quote(reader.default);
      const from = reader.fromValue ? `fromValue: ${quote(reader.fromValue)}, ` : '';
      return `{chart: ${quote(reader.chart)}, ${from}default: ${fallback}}`;
    });
    const source = readers[0].template ?? `charts/${readers[0].directory}/values.yaml`;
    variablesOut += `  {name: ${quote(name)}, readBy: [${readBy.join(', ')}], source: chartFile(${quote(source)})},\n`;
  }
  variablesOut += '];\n\n';
  variablesOut +=
    '/** The values key under which each chart keeps its `env:` map (`<key>.env.<VARIABLE>`), by chart. */\n' +
    'export const CHART_ENV_KEYS: Readonly<Record<string, string>> = {\n';
  for (const [chart, key] of [...envKeys].sort(([a], [b]) => a.localeCompare(b))) {
    variablesOut += `  ${quote(chart)}: ${quote(key)},\n`;
  }
  variablesOut += '};\n\n';
  variablesOut +=
    '/**\n * The value each chart takes its ingress host from (https:// removed), by chart: its path in the\n' +
    ' * values, and the env variable when it is one.\n */\n' +
    'export const CHART_HOST_KEYS: Readonly<Record<string, {valuesPath: string; variable?: string}>> = {\n';
  for (const [chart, key] of [...hostKeys].sort(([a], [b]) => a.localeCompare(b))) {
    const variable = key.variable ? `, variable: ${quote(key.variable)}` : '';
    variablesOut += `  ${quote(chart)}: {valuesPath: ${quote(key.valuesPath)}${variable}},\n`;
  }
  variablesOut += '};\n';
  const valuesOut =
    header +
    "\n/**\n * The values each chart has, for the content gate's check of `--set` keys: `paths`, every key path\n" +
    ' * of its values.yaml and every `.Values.<path>` its templates read; `open`, the paths whose default\n' +
    ' * is an empty map or nothing, under which any key may be set.\n */\n' +
    'export const CHART_VALUE_PATHS: Readonly<Record<string, {paths: readonly string[]; open: readonly string[]}>> = ' +
    JSON.stringify(Object.fromEntries([...valuePaths].sort(([a], [b]) => a.localeCompare(b)))) +
    ';\n';
  return {charts: chartsOut, variables: variablesOut, values: valuesOut};
}

/** Every key path of a values tree; `open` gets the paths of empty maps and empty values. */
function keyPaths(node: unknown, prefix: string, paths: Set<string>, open: Set<string>): void {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    const entries = Object.entries(node as Record<string, unknown>);
    if (entries.length === 0 && prefix) open.add(prefix);
    for (const [key, value] of entries) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      keyPaths(value, path, paths, open);
    }
  } else if ((node === null || node === undefined) && prefix) {
    open.add(prefix);
  }
}

export const LEDGER_OUTPUTS = {
  charts: path.join(OUTPUT_DIR, 'charts.generated.ts'),
  variables: path.join(OUTPUT_DIR, 'variables.generated.ts'),
  values: path.join(OUTPUT_DIR, 'values.generated.ts'),
};

/** The generated files, formatted as committed. */
export function generateLedgerFiles(checkout: string): {
  charts: string;
  variables: string;
  values: string;
} {
  const {charts, variables, values} = generateLedger(checkout);
  return {
    charts: formatTypeScript(charts, 'src/data/ledger/charts.generated.ts'),
    variables: formatTypeScript(variables, 'src/data/ledger/variables.generated.ts'),
    values: formatTypeScript(values, 'src/data/ledger/values.generated.ts'),
  };
}

if (require.main === module) {
  const [checkout] = process.argv.slice(2);
  if (!checkout) {
    console.error('Usage: npm run generate:ledger -- <helm-charts checkout>');
    process.exit(2);
  }
  const {charts, variables, values} = generateLedgerFiles(path.resolve(checkout));
  writeFileSync(LEDGER_OUTPUTS.charts, charts);
  writeFileSync(LEDGER_OUTPUTS.variables, variables);
  writeFileSync(LEDGER_OUTPUTS.values, values);
}
