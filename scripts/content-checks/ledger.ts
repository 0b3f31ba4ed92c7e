import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import type {InlineCode, Text} from 'mdast';
import {visit} from 'unist-util-visit';
import * as LEDGER from '../../src/data/ledger';
import {CHART_VALUE_PATHS} from '../../src/data/ledger/values.generated';
import type {
  ClusterKubernetesVersion,
  FormerName,
  FormerVariable,
  LedgerChart,
  LedgerNamespace,
  LedgerSource,
  LedgerTool,
  LedgerVariable,
  NodeLabel,
  ObjectLabel,
  SiteShellVariable,
} from '../../src/data/ledger';
import {supportsKubernetes} from '../../src/data/ledger';
import {
  markdownLineOfBlockLine,
  lineOf,
  shellCommandText,
  type CodeBlock,
  type ParsedDoc,
} from './markdown';
import type {CheckName, ContentCheck, Finding} from './types';

/**
 * The `ledger` check: every chart, chart version, namespace, label key, DATALAYER_ variable and
 * pinned tool version a page names must be in the ledger of platform facts (src/data/ledger/index.ts)
 * and agree with it, and every pinned tool must support the Kubernetes versions the cluster pages
 * create. A version pinned in a `NAME_VERSION=` variable or a chart's `--version` must be one the
 * ledger records (h), so that the `support` check follows its releases. Its tests:
 * tests/content/ledger.test.ts.
 */

/** The data the check holds pages to; the tests give their own. */
export interface LedgerData {
  CHARTS: readonly LedgerChart[];
  FORMER_CHARTS: readonly FormerName[];
  NAMESPACES: readonly LedgerNamespace[];
  FORMER_NAMESPACES: readonly FormerName[];
  NODE_LABELS: readonly NodeLabel[];
  OBJECT_LABELS: readonly ObjectLabel[];
  FORMER_LABELS: readonly FormerName[];
  VARIABLES: readonly LedgerVariable[];
  FORMER_VARIABLES: readonly FormerVariable[];
  SITE_SHELL_VARIABLES: readonly SiteShellVariable[];
  TOOLS: readonly LedgerTool[];
  CLUSTER_KUBERNETES_VERSIONS: readonly ClusterKubernetesVersion[];
  /** Each chart's value paths, for `--set` keys outside the env map (values.generated.ts). */
  CHART_VALUE_PATHS?: Readonly<Record<string, {paths: readonly string[]; open: readonly string[]}>>;
  /** The values path each chart takes its ingress host from, for the hint on a former URL key. */
  CHART_HOST_KEYS?: Readonly<Record<string, {valuesPath: string; variable?: string}>>;
}

export interface LedgerCheckOptions {
  data: LedgerData;
  /** The ledger module, relative to the repository root: run-wide findings point into it. */
  ledgerFile: string;
}

const CHECK: CheckName = 'ledger';
const LEDGER_FILE = 'src/data/ledger/index.ts';

/** Helm flags that take no value; every other flag without `=` takes the next word. */
const HELM_BOOLEAN_FLAGS = new Set([
  '--install',
  '-i',
  '--create-namespace',
  '--wait',
  '--wait-for-jobs',
  '--atomic',
  '--rollback-on-failure',
  '--cleanup-on-fail',
  '--dry-run',
  '--debug',
  '--force',
  '--force-update',
  '--reuse-values',
  '--reset-values',
  '--reset-then-reuse-values',
  '--untar',
  '--devel',
  '--skip-crds',
  '--include-crds',
  '--dependency-update',
  '--render-subchart-notes',
  '--no-hooks',
  '--disable-openapi-validation',
  '--verify',
  '--insecure-skip-tls-verify',
  '--plain-http',
  '--pass-credentials',
  '--enable-dns',
  '--skip-schema-validation',
  '--take-ownership',
  '--hide-notes',
  '--generate-name',
  '-g',
  '--validate',
  '--is-upgrade',
  '--replace',
  '--hide-secret',
  '--all',
]);

const HELM_CHART_COMMANDS = new Set(['install', 'upgrade', 'template', 'show', 'inspect', 'pull']);

export interface Token {
  text: string;
  /** 1-based line within the text the token came from. */
  line: number;
}

interface Assignment {
  name: string;
  value: string;
  /** Line in the Markdown file. */
  line: number;
}

/** A place in the page: the text scanned and how its lines map to the file. */
interface Scope {
  text: string;
  fileLine: (lineInText: number) => number;
}

/** A chart reference resolved against the ledger. */
type ChartRefKind =
  | {kind: 'datalayer'; name: string; chart?: LedgerChart; former?: FormerName}
  | {kind: 'tool'; ref: string; tool: LedgerTool}
  | {kind: 'other'; ref: string};

export function createLedgerCheck(options: LedgerCheckOptions): ContentCheck {
  const {data, ledgerFile} = options;
  const chartNames = new Set(data.CHARTS.flatMap((chart) => [chart.name, chart.directory]));
  const namespaceNames = new Set(data.NAMESPACES.map((namespace) => namespace.name));
  const labelKeys = new Set([
    ...data.NODE_LABELS.map((label) => label.key),
    ...data.OBJECT_LABELS.map((label) => label.key),
  ]);
  const variableNames = new Set(data.VARIABLES.map((variable) => variable.name));
  const siteVariables = new Set(data.SITE_SHELL_VARIABLES.map((variable) => variable.name));

  function findChart(name: string): LedgerChart | undefined {
    return (
      data.CHARTS.find((chart) => chart.name === name) ??
      data.CHARTS.find((chart) => chart.directory === name)
    );
  }

  function formerChart(name: string): FormerName | undefined {
    return data.FORMER_CHARTS.find((entry) => entry.name === name);
  }

  function describeSource(source: LedgerSource): string {
    const at = source.commit ? ` at ${source.commit.slice(0, 7)}` : '';
    const date = source.date ? `, ${source.date}` : '';
    return `${source.repository} ${source.path}${at}${date}`;
  }

  function classifyChartRef(ref: string): ChartRefKind {
    const cleaned = ref.replace(/\/+$/, '');
    const isOci = cleaned.startsWith('oci://');
    const segments = cleaned.replace(/^oci:\/\//, '').split('/');
    const last = segments[segments.length - 1] ?? '';
    // A registry host may stay a variable; the chart name may not.
    if (last.includes('$') || (!isOci && cleaned.includes('$')))
      return {kind: 'other', ref: cleaned};
    const tool = data.TOOLS.find((candidate) => candidate.chartRefs?.includes(cleaned));
    if (tool) return {kind: 'tool', ref: cleaned, tool};
    const isLocalPath =
      !isOci && (cleaned.startsWith('.') || cleaned.startsWith('/') || segments.includes('charts'));
    // The registry a reader pushes Datalayer's charts to, named by variable, or the old path.
    const inDatalayerRegistry =
      isOci &&
      (segments.includes('datalayer-charts') ||
        /^\$\{?DATALAYER_HELM_REGISTRY\}?$/.test(segments[0] ?? ''));
    const datalayerAlias =
      !isOci && !isLocalPath && segments.length === 2 && segments[0] === 'datalayer';
    if (
      inDatalayerRegistry ||
      datalayerAlias ||
      ((isOci || isLocalPath) && /^datalayer-[a-z0-9-]+$/.test(last))
    ) {
      return {kind: 'datalayer', name: last, chart: findChart(last), former: formerChart(last)};
    }
    return {kind: 'other', ref: cleaned};
  }

  return {
    name: CHECK,
    check(doc) {
      const findings: Finding[] = [];
      const seen = new Set<string>();
      // A page that explains renames or documents earlier releases (front matter
      // `former_names: explained`) may use the ledger's former names; any other name still fails.
      const describesEarlierReleases = doc.frontMatter.former_names === 'explained';
      const report = (line: number, message: string, fix: string) => {
        const key = `${line}\u0000${message}`;
        if (seen.has(key)) return;
        seen.add(key);
        findings.push({file: doc.path, line, check: CHECK, message, fix});
      };
      const assignments = collectAssignments(doc);

      const resolveWord = (word: string, fileLine: number): {value: string; from?: Assignment} => {
        let from: Assignment | undefined;
        const value = word.replace(
          /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
          (whole, braced?: string, bare?: string) => {
            const assignment = lookUp(assignments, (braced ?? bare) as string, fileLine);
            if (!assignment || assignment.value.includes('$')) return whole;
            from = assignment;
            return assignment.value;
          },
        );
        return {value, from};
      };

      // (a) chart names and (b) chart versions, (f) tool versions, in helm and plane commands.
      const checkChartRef = (ref: string, fileLine: number): ChartRefKind => {
        const {value} = resolveWord(ref, fileLine);
        const kind = classifyChartRef(value);
        // The old `datalayer-charts/<name>` form is reported where the text is scanned.
        if (kind.kind !== 'datalayer' || value.includes('datalayer-charts/')) return kind;
        if (kind.chart && kind.chart.name === kind.name) return kind;
        if (kind.chart && kind.chart.directory === kind.name && value.startsWith('oci://')) {
          report(
            fileLine,
            `chart \`${value}\`: ${kind.name} is a folder of the chart repository; the chart in it is named ${kind.chart.name}, which is the name it is pushed under`,
            `use oci://\${DATALAYER_HELM_REGISTRY}/${kind.chart.name} (see CHARTS in ${ledgerFile})`,
          );
          return kind;
        }
        if (kind.chart) return kind;
        report(
          fileLine,
          `chart \`${value}\` is not in the ledger${kind.former ? `: ${formerText(kind.former)}` : ''}`,
          kind.former?.now
            ? `use the chart ${kind.former.now} as oci://\${DATALAYER_HELM_REGISTRY}/${findChart(kind.former.now)?.name ?? kind.former.now}`
            : `use a chart of CHARTS in ${ledgerFile} (the folders of datalayer/helm-charts); if the chart exists, add it to the ledger with its source`,
        );
        return kind;
      };

      // Variables a chart's `--version` takes: checked, or reported, with the chart.
      const chartVersionVariables = new Set<string>();

      const checkVersion = (chartKind: ChartRefKind, word: string, fileLine: number) => {
        const {value, from} = resolveWord(word, fileLine);
        if (value.includes('$') || value === '') return;
        const line = from?.line ?? fileLine;
        const via = from ? `, pinned by ${from.name}` : '';
        if (from) chartVersionVariables.add(from.name);
        if (chartKind.kind === 'other' && VERSION.test(value)) {
          report(
            line,
            `chart \`${chartKind.ref}\` version ${value}${via}: a pin TOOLS does not record, so no check knows its newest or security releases`,
            `add the chart to TOOLS in ${ledgerFile} with its chartRefs, pages and releases, each with its source`,
          );
        } else if (chartKind.kind === 'datalayer') {
          const chart = chartKind.chart ?? findChart(chartKind.former?.now ?? '');
          if (!chart?.version || sameVersion(value, chart.version)) return;
          report(
            line,
            `chart version ${value} for ${chartKind.name}${via}: the ledger has ${chart.name} ${chart.version} (${describeSource(chart.source)})`,
            `pin ${chart.version}; if the chart has moved on, regenerate the ledger from the chart repository first`,
          );
        } else if (chartKind.kind === 'tool') {
          const tool = chartKind.tool;
          // A variable of the tool is reported where it is set (checkToolAssignment).
          if (isPinned(data, tool.name, value) || (from && tool.variables.includes(from.name))) {
            return;
          }
          report(
            line,
            `${tool.name} version ${value}${via}: the ledger pins ${tool.pinnedVersion}`,
            `use ${tool.pinnedVersion}, or change TOOLS in ${ledgerFile} (and its supported Kubernetes range) in the same change`,
          );
        }
      };

      const checkNamespace = (word: string, fileLine: number) => {
        const {value} = resolveWord(word, fileLine);
        if (!/^datalayer-[a-z0-9-]+$/.test(value) || namespaceNames.has(value)) return;
        const former = data.FORMER_NAMESPACES.find((entry) => entry.name === value);
        if (former && describesEarlierReleases) return;
        report(
          fileLine,
          `namespace \`${value}\` is not in the ledger${former ? `: ${formerText(former)}` : ''}`,
          former?.now
            ? `use ${former.now}`
            : `use a namespace of NAMESPACES in ${ledgerFile}; if a chart or tool does create it, add it there with that source`,
        );
      };

      const checkVariable = (name: string, fileLine: number) => {
        if (name.endsWith('_')) {
          const known = [...variableNames, ...siteVariables].some((known) =>
            known.startsWith(name),
          );
          if (!known) {
            report(
              fileLine,
              `no variable of the ledger starts with \`${name}\``,
              `name variables from VARIABLES in ${ledgerFile}`,
            );
          }
          return;
        }
        if (variableNames.has(name) || siteVariables.has(name)) return;
        const former = data.FORMER_VARIABLES.find((entry) => entry.name === name);
        if (former && describesEarlierReleases) return;
        report(
          fileLine,
          `variable \`${name}\` is not read by any chart or tool of the ledger${former ? `: ${formerText(former)}` : ''}`,
          former?.now
            ? `use ${former.now}`
            : `use a variable of VARIABLES in ${ledgerFile}; a variable only the site's shell snippets use needs an entry in SITE_SHELL_VARIABLES with its reason`,
        );
      };

      /** A `--set` key outside the env map must be a value the chart has or its templates read. */
      const checkValueSet = (chartKind: ChartRefKind, setting: string, fileLine: number) => {
        if (chartKind.kind !== 'datalayer' || !data.CHART_VALUE_PATHS) return;
        const chart = chartKind.chart ?? findChart(chartKind.former?.now ?? '');
        const known = chart ? data.CHART_VALUE_PATHS[chart.name] : undefined;
        if (!chart || !known) return;
        // `a=1,b=2` sets two keys; `a\.b` is one key with a dot; `[0]` indexes a list.
        for (const assignment of setting.split(/,(?=[^,=]+=)/)) {
          const key = (assignment.split('=')[0] ?? '').replace(/\[\d+\]/g, '');
          if (key === '' || /(?:^|\.)env(?:\.|$)/.test(key) || key.includes('$')) continue;
          const parts = key.split(/(?<!\\)\./).map((part) => part.replace(/\\\./g, '.'));
          const dotted = parts.join('.');
          const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join('.'));
          const has =
            known.paths.includes(dotted) ||
            known.paths.some((path) => path.startsWith(`${dotted}.`)) ||
            prefixes.some((prefix) => known.open.includes(prefix));
          if (has) continue;
          report(
            fileLine,
            `\`--set ${dotted}\`: chart ${chart.name} has no value ${dotted} (its values.yaml and templates)`,
            `set a value the chart reads (CHART_VALUE_PATHS in src/data/ledger/values.generated.ts, generated from the chart)`,
          );
        }
      };

      const checkEnvSet = (chartKind: ChartRefKind, setting: string, fileLine: number) => {
        if (chartKind.kind !== 'datalayer') return;
        const chart = chartKind.chart ?? findChart(chartKind.former?.now ?? '');
        const match = /(?:^|\.)env\.([A-Za-z_][A-Za-z0-9_]*)=/.exec(setting);
        if (!chart || !match) return;
        const name = match[1] as string;
        const variable = data.VARIABLES.find((candidate) => candidate.name === name);
        if (variable?.readBy.some((reader) => reader.chart === chart.name)) return;
        const former = data.FORMER_VARIABLES.find((entry) => entry.name === name);
        report(
          fileLine,
          `\`--set ${setting.split('=')[0]}\`: chart ${chart.name} has no variable ${name} in its env map${former ? ` (${formerText(former)})` : ''}`,
          former?.now
            ? `set ${former.now}, if ${chart.name} reads it (VARIABLES in ${ledgerFile})`
            : former && data.CHART_HOST_KEYS?.[chart.name]
              ? `set ${data.CHART_HOST_KEYS[chart.name]!.valuesPath}, the key ${chart.name} takes its host from`
              : `set only variables VARIABLES in ${ledgerFile} lists for ${chart.name}`,
        );
      };

      const checkToolAssignment = (name: string, value: string, fileLine: number) => {
        const tool = data.TOOLS.find((candidate) => candidate.variables.includes(name));
        if (!tool || value.includes('$') || isPinned(data, tool.name, value)) return;
        report(
          fileLine,
          `\`${name}=${value}\`: the ledger pins ${tool.name} ${tool.pinnedVersion}`,
          `use ${tool.pinnedVersion}, or change TOOLS in ${ledgerFile} (and its supported Kubernetes range) in the same change`,
        );
      };

      const scanCommands = (scope: Scope) => {
        for (const command of shellCommands(scope.text)) {
          const words = command.map((token) => token.text);
          for (let index = 0; index < words.length; index++) {
            const word = words[index] as string;
            const fileLine = scope.fileLine((command[index] as Token).line);
            if (word === 'helm') scanHelm(command.slice(index + 1), scope);
            if (word === 'plane' && (words[index + 1] === 'up' || words[index + 1] === 'down')) {
              const target = command[index + 2];
              if (target && /^datalayer-[a-z0-9-]*$/.test(target.text)) {
                checkPlaneTarget(target.text, scope.fileLine(target.line));
              }
            }
            if ((word === '-n' || word === '--namespace') && command[index + 1]) {
              const next = command[index + 1] as Token;
              checkNamespace(next.text, scope.fileLine(next.line));
            }
            const inline = /^--namespace=(.+)$/.exec(word);
            if (inline) checkNamespace(inline[1] as string, fileLine);
            if (
              word === 'kubectl' &&
              words[index + 1] === 'create' &&
              (words[index + 2] === 'namespace' || words[index + 2] === 'ns') &&
              command[index + 3]
            ) {
              const target = command[index + 3] as Token;
              checkNamespace(target.text, scope.fileLine(target.line));
            }
          }
        }
      };

      const checkPlaneTarget = (target: string, fileLine: number) => {
        if (target === 'datalayer-' || chartNames.has(target)) return;
        const former = formerChart(target);
        report(
          fileLine,
          `\`plane up|down ${target}\`: ${target} is not a chart folder of the ledger${former ? `; ${formerText(former)}` : ''}`,
          former?.now
            ? `use ${findChart(former.now)?.directory ?? former.now}`
            : `use a folder of CHARTS in ${ledgerFile}; if Plane deploys it from elsewhere, add that source to the ledger`,
        );
      };

      const scanHelm = (tokens: Token[], scope: Scope) => {
        const command = tokens[0]?.text;
        if (!command || !HELM_CHART_COMMANDS.has(command)) return;
        let rest = tokens.slice(1);
        if (command === 'show' || command === 'inspect') rest = rest.slice(1);
        const positionals: Token[] = [];
        let version: Token | undefined;
        const sets: Token[] = [];
        let generateName = false;
        for (let index = 0; index < rest.length; index++) {
          const token = rest[index] as Token;
          const text = token.text;
          if (text.startsWith('-')) {
            const [flag, inlineValue] = text.split(/=(.*)/s, 2) as [string, string | undefined];
            if (flag === '--generate-name' || flag === '-g') generateName = true;
            if (HELM_BOOLEAN_FLAGS.has(flag) || inlineValue !== undefined) {
              if (flag === '--version' && inlineValue !== undefined) {
                version = {text: inlineValue, line: token.line};
              }
              if (flag === '--set' && inlineValue !== undefined) {
                sets.push({text: inlineValue, line: token.line});
              }
              continue;
            }
            const value = rest[index + 1];
            if (value && flag === '--version') version = value;
            if (value && (flag === '--set' || flag === '--set-string')) sets.push(value);
            index++;
            continue;
          }
          positionals.push(token);
        }
        const chartIndex =
          command === 'install'
            ? generateName
              ? 0
              : 1
            : command === 'upgrade'
              ? 1
              : command === 'template'
                ? positionals.length > 1
                  ? 1
                  : 0
                : 0;
        const chartToken = positionals[chartIndex];
        if (!chartToken) return;
        const kind = checkChartRef(chartToken.text, scope.fileLine(chartToken.line));
        if (version) {
          checkVersion(kind, version.text, scope.fileLine(version.line));
        }
        for (const set of sets) {
          checkEnvSet(kind, set.text, scope.fileLine(set.line));
          checkValueSet(kind, set.text, scope.fileLine(set.line));
        }
      };

      const scanText = (scope: Scope, options: {variables: boolean; yaml: boolean}) => {
        const lines = scope.text.split('\n');
        lines.forEach((text, index) => {
          const fileLine = scope.fileLine(index + 1);
          const withoutUrls = text.replace(/[a-z][a-z0-9+.-]*:\/\/[^\s"'`)<>\]]+/gi, (url) =>
            // keep chart addresses: their path names the chart
            url.startsWith('oci://') ? url : ' '.repeat(url.length),
          );
          for (const match of withoutUrls.matchAll(
            /(?<![\w./@:-])((?:[a-z0-9-]+\.)*datalayer\.io)\/([A-Za-z0-9<>._-]*[A-Za-z0-9>._])/g,
          )) {
            checkLabel(`${match[1]}/${match[2]}`, fileLine);
          }
          for (const match of text.matchAll(/datalayer-charts\/([a-z0-9][a-z0-9-]*)/g)) {
            const name = match[1] as string;
            if (chartNames.has(name)) continue;
            const former = formerChart(name);
            report(
              fileLine,
              `chart reference \`datalayer-charts/${name}\` does not name a chart of the ledger${former ? `: ${formerText(former)}` : ''}`,
              former?.now
                ? `write oci://\${DATALAYER_HELM_REGISTRY}/${findChart(former.now)?.name ?? former.now}`
                : `write oci://\${DATALAYER_HELM_REGISTRY}/<name> with a name of CHARTS in ${ledgerFile}`,
            );
          }
          if (options.variables) {
            for (const match of text.matchAll(/(?<![A-Za-z0-9_])DATALAYER_[A-Za-z0-9_]*/g)) {
              checkVariable(match[0], fileLine);
            }
            for (const match of text.matchAll(
              /(?<![A-Za-z0-9_])([A-Z][A-Z0-9_]*_VERSION)=("[^"]*"|'[^']*'|[^\s;&|)]+)/g,
            )) {
              checkToolAssignment(match[1] as string, unquote(match[2] as string), fileLine);
            }
            for (const {tool, pattern} of pinPatterns(data.TOOLS)) {
              for (const match of text.matchAll(pattern)) {
                const value = match[1] as string;
                if (isPinned(data, tool.name, value)) continue;
                report(
                  fileLine,
                  `${tool.name} ${value}: the ledger pins ${tool.pinnedVersion}`,
                  `use ${tool.pinnedVersion}, or change TOOLS in ${ledgerFile} in the same change`,
                );
              }
            }
          }
          if (options.yaml) {
            const namespace =
              /^\s*(?:-\s+)?(?:namespace|targetNamespace|releaseNamespace):\s*["']?([^"'\s#]+)/.exec(
                text,
              );
            if (namespace) checkNamespace(namespace[1] as string, fileLine);
            const chart = /^(\s*)(?:-\s+)?chart:\s*["']?([^"'\s#]+)/.exec(text);
            if (chart) {
              const kind = checkChartRef(chart[2] as string, fileLine);
              const indent = (chart[1] as string).length;
              for (
                let near = Math.max(0, index - 8);
                near < Math.min(lines.length, index + 9);
                near++
              ) {
                const version =
                  /^(\s*)(?:-\s+)?(?:version|targetRevision):\s*["']?([^"'\s#]+)/.exec(
                    lines[near] as string,
                  );
                if (version && (version[1] as string).length === indent) {
                  checkVersion(kind, version[2] as string, scope.fileLine(near + 1));
                }
              }
            }
          }
        });
        if (options.yaml) checkNamespaceManifests(scope);
      };

      const checkNamespaceManifests = (scope: Scope) => {
        const lines = scope.text.split('\n');
        let documentStart = 0;
        const flush = (end: number) => {
          const document = lines.slice(documentStart, end);
          if (document.some((line) => /^kind:\s*Namespace\s*$/.test(line))) {
            document.forEach((line, offset) => {
              const name = /^\s+name:\s*["']?(datalayer-[a-z0-9-]+)/.exec(line);
              if (name)
                checkNamespace(name[1] as string, scope.fileLine(documentStart + offset + 1));
            });
          }
        };
        lines.forEach((line, index) => {
          if (/^---\s*$/.test(line)) {
            flush(index);
            documentStart = index + 1;
          }
        });
        flush(lines.length);
      };

      const checkLabel = (rawKey: string, fileLine: number) => {
        const key = rawKey.replace(/[-.]+$/, '');
        const [prefix = '', name = ''] = key.split('/');
        if (name === '' || /^v\d+((alpha|beta)\d+)?$/.test(name)) return;
        if (labelKeys.has(key)) return;
        const placeholder = /[<>]|\.\.\.|^[A-Z_]+$/.test(name);
        if (placeholder && [...labelKeys].some((known) => known.startsWith(`${prefix}/`))) return;
        const former = data.FORMER_LABELS.find((entry) => entry.name === key);
        // A family such as `role.datalayer.io/<role>` takes any name (Clouder's --roles sets one
        // per role), except the names the ledger records as former.
        if (!former && labelKeys.has(`${prefix}/<${prefix.split('.')[0]}>`)) return;
        if (former && describesEarlierReleases) return;
        report(
          fileLine,
          `label key \`${key}\` is not in the ledger${former ? `: ${formerText(former)}` : ''}`,
          former?.now
            ? `use ${former.now}`
            : `use a key of NODE_LABELS or OBJECT_LABELS in ${ledgerFile} (what the charts select and the Clouder CLI sets); if a source sets this one, add it there with that source`,
        );
      };

      for (const block of doc.codeBlocks) {
        const scope = blockScope(block);
        scanCommands(scope);
        scanText(
          {text: block.value, fileLine: (line) => markdownLineOfBlockLine(block, line)},
          {variables: true, yaml: true},
        );
      }
      visit(doc.tree, 'inlineCode', (node: InlineCode) => {
        const line = lineOf(node);
        const scope: Scope = {text: node.value, fileLine: () => line};
        scanCommands(scope);
        scanText(scope, {variables: true, yaml: false});
      });
      visit(doc.tree, 'text', (node: Text) => {
        const start = lineOf(node);
        scanText(
          {text: node.value, fileLine: (line) => start + line - 1},
          {variables: false, yaml: false},
        );
      });
      for (const assignment of unrecordedPins(data, assignments, chartVersionVariables)) {
        report(
          assignment.line,
          `\`${assignment.name}=${assignment.value}\`: a version pin TOOLS does not record, so no check knows its newest or security releases`,
          `add the tool to TOOLS in ${ledgerFile} with this variable, its pages and releases, each with its source; or use the variable as the --version of a chart the ledger knows`,
        );
      }
      return findings.sort((a, b) => a.line - b.line);
    },
    checkRun(_docs, context) {
      return unsupportedClusterVersions(data, ledgerFile, context.rootDir);
    },
  };
}

/**
 * (g) every Kubernetes version a cluster page creates must be supported by a pin of each tool
 * that applies to that page: the tool's general pin, or one made for that page.
 */
function unsupportedClusterVersions(
  data: LedgerData,
  ledgerFile: string,
  rootDir: string,
): Finding[] {
  const path = resolve(rootDir, ledgerFile);
  const source = existsSync(path) ? readFileSync(path, 'utf8').split('\n') : [];
  const findings: Finding[] = [];
  const toolNames = [...new Set(data.TOOLS.map((tool) => tool.name))];
  for (const name of toolNames) {
    const pins = data.TOOLS.filter((tool) => tool.name === name && tool.supportedKubernetes);
    if (pins.length === 0) continue;
    for (const cluster of data.CLUSTER_KUBERNETES_VERSIONS) {
      const applicable = pins.filter(
        (pin) => !pin.forClusterPages || pin.forClusterPages.includes(cluster.page),
      );
      const forPage = applicable.filter((pin) => pin.forClusterPages);
      const candidates = forPage.length > 0 ? forPage : applicable;
      if (candidates.some((pin) => supportsKubernetes(pin, cluster.version))) {
        continue;
      }
      const tool = candidates[0] ?? pins[0]!;
      const range = tool.supportedKubernetes!;
      const index = source.findIndex((line) => line.includes(`name: '${tool.name}'`));
      findings.push({
        file: ledgerFile,
        line: index + 1 || 1,
        check: CHECK,
        message: `${tool.name} ${tool.pinnedVersion} supports Kubernetes ${range.min}–${range.max ?? 'newer'}, but ${cluster.page} creates Kubernetes ${cluster.version}${tool.supportSource ? ` (${tool.supportSource.repository} ${tool.supportSource.path})` : ''}`,
        fix: `pin a ${tool.name} release that supports Kubernetes ${cluster.version} for that page (TOOLS with forClusterPages), or change the page's Kubernetes version`,
      });
    }
  }
  return findings;
}

/** A version number as projects write them (`v1.21.1`, `4.20.0`, `0.45.0-kafka-3.8.0`), not a placeholder. */
const VERSION = /^v?\d+(?:\.\d+)*(?:[-+][\w.-]+)?$/;

/**
 * A variable that holds a Kubernetes version: not a tool pin. The cluster pages' versions are kept
 * by hand in CLUSTER_KUBERNETES_VERSIONS, which the `support` check holds to end-of-life dates.
 */
const KUBERNETES_VERSION_VARIABLE = /(?:^|_)(?:K8S|KUBERNETES|KUBE|AKS|EKS|GKE|DOKS)_VERSION$/;

/**
 * (h) `NAME_VERSION=value` assignments that pin something no check follows: the variable belongs
 * to no tool of TOOLS and is not the `--version` of a chart, which is checked with the chart.
 */
function unrecordedPins(
  data: LedgerData,
  assignments: ReadonlyMap<string, readonly Assignment[]>,
  chartVersionVariables: ReadonlySet<string>,
): Assignment[] {
  const toolVariables = new Set(data.TOOLS.flatMap((tool) => tool.variables));
  return [...assignments.values()]
    .flat()
    .filter(
      ({name, value}) =>
        name.endsWith('_VERSION') &&
        VERSION.test(value) &&
        !toolVariables.has(name) &&
        !chartVersionVariables.has(name) &&
        !KUBERNETES_VERSION_VARIABLE.test(name),
    );
}

/** True when the version is one of the site's pins of that tool. */
function isPinned(data: LedgerData, name: string, version: string): boolean {
  return data.TOOLS.some((tool) => tool.name === name && sameVersion(version, tool.pinnedVersion));
}

function formerText(entry: FormerName | FormerVariable): string {
  const when = entry.source.date ? `, ${entry.source.date}` : '';
  const commit = entry.source.commit ? ` (${entry.source.commit.slice(0, 7)}${when})` : '';
  return entry.now
    ? `${entry.name} is ${entry.now} now: ${entry.note}${commit}`
    : `${entry.note}${commit}`;
}

function sameVersion(a: string, b: string): boolean {
  return a.replace(/^v/, '') === b.replace(/^v/, '');
}

function unquote(value: string): string {
  return value.replace(/^(["'])(.*)\1$/s, '$2');
}

/** Versions pinned in download addresses rather than in a variable. */
function pinPatterns(tools: readonly LedgerTool[]): {tool: LedgerTool; pattern: RegExp}[] {
  const kind = tools.find((tool) => tool.name === 'kind');
  return kind
    ? [{tool: kind, pattern: /kubernetes-sigs\/kind\/releases\/download\/(v\d+\.\d+\.\d+)\//g}]
    : [];
}

function blockScope(block: CodeBlock): Scope {
  return {text: shellCommandText(block), fileLine: (line) => markdownLineOfBlockLine(block, line)};
}

/** Every `NAME=value` shell assignment of the page, by name, in page order. */
function collectAssignments(doc: ParsedDoc): Map<string, Assignment[]> {
  const assignments = new Map<string, Assignment[]>();
  for (const block of doc.codeBlocks) {
    block.value.split('\n').forEach((text, index) => {
      const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|[^\s;#]*)/.exec(
        text,
      );
      if (!match) return;
      const list = assignments.get(match[1] as string) ?? [];
      list.push({
        name: match[1] as string,
        value: unquote(match[2] as string),
        line: markdownLineOfBlockLine(block, index + 1),
      });
      assignments.set(match[1] as string, list);
    });
  }
  return assignments;
}

/** The assignment in force at `line`: the last one above it, else the first one below. */
function lookUp(
  assignments: Map<string, Assignment[]>,
  name: string,
  line: number,
): Assignment | undefined {
  const list = assignments.get(name);
  if (!list?.length) return undefined;
  const before = list.filter((assignment) => assignment.line <= line);
  return before[before.length - 1] ?? list[0];
}

/**
 * Splits shell text into commands of words, keeping each word's line. Quotes are removed, a
 * backslash-newline continues the command, and newlines, `;`, `&&`, `||` and `|` end it.
 */
export function shellCommands(text: string): Token[][] {
  const commands: Token[][] = [];
  let command: Token[] = [];
  let word = '';
  let wordLine = 1;
  let inWord = false;
  let line = 1;
  const endWord = () => {
    if (inWord) command.push({text: word, line: wordLine});
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (command.length) commands.push(command);
    command = [];
  };
  const startWord = () => {
    if (!inWord) {
      inWord = true;
      wordLine = line;
    }
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '\\' && text[index + 1] === '\n') {
      index++;
      line++;
      endWord();
      continue;
    }
    if (char === '\n') {
      endCommand();
      line++;
      continue;
    }
    if (char === '#' && !inWord) {
      while (index + 1 < text.length && text[index + 1] !== '\n') index++;
      continue;
    }
    if (char === "'" || char === '"') {
      startWord();
      const close = text.indexOf(char, index + 1);
      const end = close === -1 ? text.length : close;
      const quoted = text.slice(index + 1, end);
      word += quoted;
      line += (quoted.match(/\n/g) ?? []).length;
      index = end;
      continue;
    }
    if (char === ';' || char === '|' || char === '&') {
      endCommand();
      continue;
    }
    if (char === ' ' || char === '\t') {
      endWord();
      continue;
    }
    startWord();
    word += char;
  }
  endCommand();
  return commands;
}

export const DEFAULT_LEDGER: LedgerData = {...LEDGER, CHART_VALUE_PATHS};

export const ledgerCheck: ContentCheck = createLedgerCheck({
  data: DEFAULT_LEDGER,
  ledgerFile: LEDGER_FILE,
});
