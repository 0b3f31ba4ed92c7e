/**
 * The `rendered` check: a page's `kubectl` commands must name objects the platform's charts create,
 * as `helm template` renders them (src/data/ledger/rendered.generated.ts, written by
 * `npm run generate:rendered`). In a namespace where a chart of the ledger installs its objects,
 * a Service, Deployment, DaemonSet, StatefulSet, Ingress, ConfigMap or CronJob named by
 * `kubectl get|describe|logs|port-forward|rollout` must be one a chart renders there; a Secret must
 * be rendered or referenced by a chart; any object may instead be one a page of the site creates
 * (a manifest or `kubectl create`). A `port-forward` port must be a port of that Service (or a
 * container port of that workload), and a `-l` selector on pods that uses the charts' label keys
 * must match a workload rendered there. A page that installs a chart Helm cannot render must say
 * that it does not render. Not checked: names with a variable or a placeholder, names of what
 * unrendered subcharts and custom resources create, and namespaces no chart of the ledger uses or
 * where a chart does not render.
 */
import {RENDERED_CHARTS} from '../../src/data/ledger/rendered.generated';
import type {RenderedChart, RenderedObject} from '../../src/data/ledger/types';
import {shellCommands, type Token} from './ledger';
import {
  markdownLineOfBlockLine,
  SHELL_LANGUAGES,
  shellCommandText,
  type ParsedDoc,
} from './markdown';
import type {ContentCheck, Finding} from './types';

const VERBS = new Set(['get', 'describe', 'logs', 'port-forward', 'rollout', 'delete', 'edit']);
const DATA_FILE = 'src/data/ledger/rendered.generated.ts';

/** kubectl's resource words, singular, plural and short, for the kinds the check knows. */
const KINDS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ['Service', ['svc', 'service', 'services']],
      ['Deployment', ['deploy', 'deployment', 'deployments']],
      ['DaemonSet', ['ds', 'daemonset', 'daemonsets']],
      ['StatefulSet', ['sts', 'statefulset', 'statefulsets']],
      ['Ingress', ['ing', 'ingress', 'ingresses']],
      ['ConfigMap', ['cm', 'configmap', 'configmaps']],
      ['CronJob', ['cj', 'cronjob', 'cronjobs']],
      ['Secret', ['secret', 'secrets']],
    ] as const
  ).flatMap(([kind, words]) => words.map((word) => [word, kind])),
);
const POD_WORDS = new Set(['po', 'pod', 'pods']);
const WORKLOADS = new Set(['Deployment', 'DaemonSet', 'StatefulSet', 'CronJob']);
/** Kinds of Kubernetes itself; any other kind a chart renders is a custom resource. */
const CORE_KINDS = new Set([
  ...WORKLOADS,
  ...Object.values(KINDS),
  'Job',
  'Pod',
  'ServiceAccount',
  'Role',
  'RoleBinding',
  'ClusterRole',
  'ClusterRoleBinding',
  'NetworkPolicy',
  'PersistentVolumeClaim',
  'PersistentVolume',
  'StorageClass',
  'CSIDriver',
  'PodDisruptionBudget',
  'HorizontalPodAutoscaler',
  'Namespace',
  'PriorityClass',
  'CustomResourceDefinition',
  'IngressClass',
]);

/** The words a page that installs a chart Helm cannot render must use to say so. */
export const RENDER_FAILURE_NOTE = 'does not render';

/**
 * The chart a command installs: the last path segment of `helm install|upgrade --install`'s chart
 * argument, or the folder of `plane up`.
 */
export function installedChart(command: readonly Token[]): Token | undefined {
  const words = command.map((token) => token.text);
  const plane = words.indexOf('plane');
  if (plane >= 0 && words[plane + 1] === 'up') return command[plane + 2];
  const helm = words.indexOf('helm');
  if (helm < 0) return undefined;
  const verb = words[helm + 1];
  if (verb !== 'install' && verb !== 'upgrade') return undefined;
  const positional = command.slice(helm + 2).filter((token, index, all) => {
    if (token.text.startsWith('-')) return false;
    const previous = all[index - 1]?.text ?? '';
    // The value of an option that takes one.
    return !/^-(n|f|-namespace|-values|-version|-set|-set-string|-set-file|-timeout|-repo)$/.test(
      previous,
    );
  });
  const chart = positional[1];
  if (!chart) return undefined;
  const name = chart.text.replace(/\/+$/, '').split('/').pop() ?? chart.text;
  return {text: name, line: chart.line};
}

export interface RenderedData {
  RENDERED_CHARTS: readonly RenderedChart[];
}

interface KubectlCall {
  verb: string;
  namespace?: string;
  /** `[kind, name]` pairs the command names. */
  targets: {kind: string; name: string; token: Token}[];
  /** Whether it lists pods (`get pods`, `logs`), where a selector applies. */
  pods: boolean;
  selector?: {text: string; token: Token};
  ports: Token[];
}

function literal(name: string): boolean {
  return /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(name);
}

/** Reads one `kubectl` command; undefined for other verbs. */
export function readKubectl(words: readonly Token[]): KubectlCall | undefined {
  const rest = words.slice(1);
  const positional: Token[] = [];
  let namespace: string | undefined;
  let selector: KubectlCall['selector'];
  for (let index = 0; index < rest.length; index++) {
    const token = rest[index] as Token;
    const text = token.text;
    const next = rest[index + 1];
    if ((text === '-n' || text === '--namespace') && next) {
      namespace = next.text;
      index++;
    } else if (text.startsWith('--namespace=')) {
      namespace = text.slice('--namespace='.length);
    } else if ((text === '-l' || text === '--selector') && next) {
      selector = {text: next.text, token: next};
      index++;
    } else if (text.startsWith('--selector=') || text.startsWith('-l=')) {
      selector = {text: text.slice(text.indexOf('=') + 1), token};
    } else if (/^-(c|o|f|-container|-output|-since|-tail|-address|-timeout)$/.test(text) && next) {
      index++;
    } else if (!text.startsWith('-')) {
      positional.push(token);
    }
  }
  const verb = positional[0]?.text;
  if (!verb || !VERBS.has(verb)) return undefined;
  let args = positional.slice(1);
  if (verb === 'rollout') args = args.slice(1);
  const call: KubectlCall = {verb, targets: [], pods: verb === 'logs', ports: []};
  if (namespace !== undefined) call.namespace = namespace;
  if (selector) call.selector = selector;
  if (verb === 'logs' || verb === 'port-forward' || verb === 'rollout') {
    const first = args[0];
    const slash = first ? /^([a-z]+)\/(.+)$/.exec(first.text) : null;
    if (first && slash && KINDS[slash[1] as string]) {
      call.targets.push({
        kind: KINDS[slash[1] as string] as string,
        name: slash[2] as string,
        token: first,
      });
    }
    if (verb === 'port-forward') call.ports = args.slice(1);
    return call;
  }
  // get / describe / delete / edit: `KIND NAME...`, `KIND/NAME...`, or `KIND,KIND`.
  const head = args[0]?.text ?? '';
  if (POD_WORDS.has(head)) call.pods = true;
  const kind = KINDS[head];
  for (const token of kind ? args.slice(1) : args) {
    const slash = /^([a-z]+)\/(.+)$/.exec(token.text);
    if (slash && KINDS[slash[1] as string]) {
      call.targets.push({
        kind: KINDS[slash[1] as string] as string,
        name: slash[2] as string,
        token,
      });
    } else if (kind && !token.text.includes('/')) {
      call.targets.push({kind, name: token.text, token});
    }
  }
  return call;
}

/**
 * Objects the site's pages create themselves, as `Kind/name`: YAML manifests in code blocks and
 * `kubectl create <kind> NAME` (a `kubectl create secret <type> NAME` included).
 */
export function objectsCreatedBy(docs: readonly ParsedDoc[]): Set<string> {
  const names = new Set<string>();
  for (const doc of docs) {
    for (const block of doc.codeBlocks) {
      for (const match of block.value.matchAll(
        /kubectl\s+create\s+([a-z]+)\s+(?:(?:generic|tls|docker-registry)\s+)?([a-z0-9][-a-z0-9.]*)/g,
      )) {
        const kind = KINDS[match[1] as string];
        if (kind) names.add(`${kind}/${match[2]}`);
      }
      for (const document of block.value.split(/^---$/m)) {
        const kind = /^kind:\s*([A-Za-z]+)\s*$/m.exec(document);
        const name = /^ {2}name:\s*['"]?([a-z0-9][-a-z0-9.]*)/m.exec(document);
        if (kind && name) names.add(`${kind[1]}/${name[1]}`);
      }
    }
  }
  return names;
}

export function createRenderedCheck(data: RenderedData): ContentCheck {
  const rendered = data.RENDERED_CHARTS.filter((chart) => chart.error === undefined);
  // A namespace where a chart fails to render is not checked: what it creates is unknown.
  const unknown = new Set(
    data.RENDERED_CHARTS.filter((chart) => chart.error !== undefined).flatMap((chart) =>
      chart.namespace ? [chart.namespace] : [],
    ),
  );
  const namespaces = new Set(
    rendered.flatMap((chart) =>
      chart.namespace && !unknown.has(chart.namespace) ? [chart.namespace] : [],
    ),
  );
  /**
   * Name parts of objects that exist without being rendered, by namespace: the subcharts that were
   * not rendered (fetched at install time) and the custom resources an operator turns into
   * objects named after them (an OpenTelemetryCollector `x` gives a Service `x-collector`).
   */
  const derived = new Map<string, string[]>();
  for (const chart of rendered) {
    if (!chart.namespace) continue;
    const parts = [
      ...(chart.dependenciesNotRendered ?? []),
      ...chart.objects
        .filter((object) => !CORE_KINDS.has(object.kind))
        .map((object) => object.name),
    ];
    derived.set(chart.namespace, [...(derived.get(chart.namespace) ?? []), ...parts]);
  }
  /** Objects that can be in a namespace: those rendered there, and those in the release's. */
  const objectsIn = (namespace: string): RenderedObject[] =>
    rendered.flatMap((chart) =>
      chart.objects.filter(
        (object) => !object.clusterScoped && (object.namespace ?? namespace) === namespace,
      ),
    );
  let created: Set<string> | undefined;

  return {
    name: 'rendered',
    check(doc, context) {
      created ??= objectsCreatedBy(context.siteDocs());
      const own = objectsCreatedBy([doc]);
      const findings: Finding[] = [];
      const report = (line: number, message: string, fix: string) =>
        findings.push({file: doc.path, line, check: 'rendered', message, fix});
      for (const block of doc.codeBlocks) {
        if (!block.lang || !SHELL_LANGUAGES.has(block.lang)) continue;
        for (const command of shellCommands(shellCommandText(block))) {
          const installed = installedChart(command);
          const broken = installed
            ? data.RENDERED_CHARTS.find(
                (chart) =>
                  chart.error !== undefined &&
                  (chart.chart === installed.text || chart.directory === installed.text),
              )
            : undefined;
          if (broken && installed && !doc.source.includes(RENDER_FAILURE_NOTE)) {
            report(
              markdownLineOfBlockLine(block, installed.line),
              `installs ${broken.chart}, which does not render at the recorded snapshot (${broken.error})`,
              `say on the page that the chart ${RENDER_FAILURE_NOTE} and what to do about it, or install it from a commit where it renders`,
            );
          }
          const start = command.findIndex((token) => token.text === 'kubectl');
          if (start < 0) continue;
          const call = readKubectl(command.slice(start));
          if (!call?.namespace || !namespaces.has(call.namespace)) continue;
          const here = objectsIn(call.namespace);
          const lineOf = (token: Token) => markdownLineOfBlockLine(block, token.line);
          for (const target of call.targets) {
            if (!literal(target.name)) continue;
            if ((derived.get(call.namespace) ?? []).some((part) => target.name.includes(part))) {
              continue;
            }
            const found = here.find(
              (object) => object.kind === target.kind && object.name === target.name,
            );
            const key = `${target.kind}/${target.name}`;
            if (created.has(key) || own.has(key)) continue;
            if (target.kind === 'Secret') {
              const referenced = here.some((object) => object.secrets?.includes(target.name));
              if (found || referenced) continue;
            } else if (found) {
              if (call.verb === 'port-forward') checkPorts(found, call, lineOf, report);
              continue;
            }
            const same = here
              .filter((object) => object.kind === target.kind)
              .map((object) => object.name);
            report(
              lineOf(target.token),
              `\`kubectl ${call.verb}\` names ${target.kind} ${target.name} in ${call.namespace}, which no chart of the ledger creates there${same.length ? ` (its charts create ${[...new Set(same)].sort().join(', ')})` : ''}`,
              `name an object the charts render (${DATA_FILE}, regenerated by npm run generate:rendered); a Secret may also be one a page creates`,
            );
          }
          if (call.selector && call.pods) checkSelector(here, call, lineOf, report);
        }
      }
      return findings;
    },
  };
}

function checkPorts(
  object: RenderedObject,
  call: KubectlCall,
  lineOf: (token: Token) => number,
  report: (line: number, message: string, fix: string) => void,
): void {
  for (const token of call.ports) {
    const remote = token.text.includes(':')
      ? token.text.slice(token.text.indexOf(':') + 1)
      : token.text;
    if (!/^[0-9]+$/.test(remote) && !literal(remote)) continue;
    const ports =
      object.kind === 'Service'
        ? (object.ports ?? []).flatMap((port) => [
            String(port.port),
            ...(port.name ? [port.name] : []),
          ])
        : WORKLOADS.has(object.kind)
          ? (object.containerPorts ?? []).map(String)
          : undefined;
    if (!ports || ports.includes(remote)) continue;
    report(
      lineOf(token),
      `\`kubectl port-forward\` to port ${remote} of ${object.kind} ${object.name}, which exposes ${ports.join(', ') || 'no port'}`,
      `forward to a port the chart renders (${DATA_FILE})`,
    );
  }
}

function checkSelector(
  here: readonly RenderedObject[],
  call: KubectlCall,
  lineOf: (token: Token) => number,
  report: (line: number, message: string, fix: string) => void,
): void {
  const requirements = call.selector!.text.split(',').map((part) => part.split('='));
  if (
    requirements.some(
      ([key, value]) => !key || value === undefined || !literal(value) || key.includes('$'),
    )
  )
    return;
  const workloads = here.filter((object) => WORKLOADS.has(object.kind));
  // Only keys the charts use: other labels are put on pods the Operator or a page creates.
  const known = new Set(
    workloads.flatMap((object) => Object.keys({...object.labels, ...object.selector})),
  );
  if (!requirements.every(([key]) => known.has(key as string))) return;
  const matches = workloads.some((object) => {
    const labels = {...object.labels, ...object.selector};
    return requirements.every(([key, value]) => labels[key as string] === value);
  });
  if (matches) return;
  report(
    lineOf(call.selector!.token),
    `\`-l ${call.selector!.text}\` in ${call.namespace} matches the pods of no workload the charts render there`,
    `use a label the charts put on their pods (${DATA_FILE}: each workload's labels and selector)`,
  );
}

export const renderedCheck: ContentCheck = createRenderedCheck({RENDERED_CHARTS});
