import {isMap, isPair, isScalar, type Document} from 'yaml';
import {unknownFieldPaths, type FieldPath} from './kubernetes-types';
import type {ParsedDoc} from './markdown';
import {markdownLineOfYamlOffset, parseYamlBlocks, type ParsedYamlBlock} from './yaml';
import type {ContentCheck, Finding} from './types';

/**
 * API versions that Kubernetes 1.29 and later serve, mapped to the kubernetes-models folder that
 * holds one validating class per kind (kubernetes-models/apps/v1/Deployment, …).
 */
export const SERVED_API_VERSIONS: Readonly<Record<string, string>> = {
  v1: 'kubernetes-models/v1',
  'apps/v1': 'kubernetes-models/apps/v1',
  'batch/v1': 'kubernetes-models/batch/v1',
  'networking.k8s.io/v1': 'kubernetes-models/networking.k8s.io/v1',
  'rbac.authorization.k8s.io/v1': 'kubernetes-models/rbac.authorization.k8s.io/v1',
  'policy/v1': 'kubernetes-models/policy/v1',
  'storage.k8s.io/v1': 'kubernetes-models/storage.k8s.io/v1',
  'autoscaling/v1': 'kubernetes-models/autoscaling/v1',
  'autoscaling/v2': 'kubernetes-models/autoscaling/v2',
  'scheduling.k8s.io/v1': 'kubernetes-models/scheduling.k8s.io/v1',
  'node.k8s.io/v1': 'kubernetes-models/node.k8s.io/v1',
  'coordination.k8s.io/v1': 'kubernetes-models/coordination.k8s.io/v1',
  'discovery.k8s.io/v1': 'kubernetes-models/discovery.k8s.io/v1',
  'certificates.k8s.io/v1': 'kubernetes-models/certificates.k8s.io/v1',
  'apiextensions.k8s.io/v1': 'kubernetes-models/apiextensions.k8s.io/v1',
  'apiregistration.k8s.io/v1': 'kubernetes-models/apiregistration.k8s.io/v1',
  'admissionregistration.k8s.io/v1': 'kubernetes-models/admissionregistration.k8s.io/v1',
  'flowcontrol.apiserver.k8s.io/v1': 'kubernetes-models/flowcontrol.apiserver.k8s.io/v1',
  'events.k8s.io/v1': 'kubernetes-models/events.k8s.io/v1',
};

/** Groups built into Kubernetes: any version of them not listed above is no longer served. */
const BUILT_IN_GROUPS = new Set([...Object.keys(SERVED_API_VERSIONS).map(groupOf), 'extensions']);

/**
 * Configuration files that look like manifests but are read by a tool, not stored by the API
 * server, so they have no metadata.name (kubeconfig, kind and kubeadm configuration).
 */
const TOOL_CONFIG_API_GROUPS = new Set([
  'kind.x-k8s.io',
  'kubeadm.k8s.io',
  'kubelet.config.k8s.io',
  'kubeproxy.config.k8s.io',
  'apiserver.config.k8s.io',
  'audit.k8s.io',
  'k3d.io',
]);
const KUBECONFIG = {apiVersion: 'v1', kind: 'Config'};

/** A custom resource's group is a DNS name, its version v1, v1beta2, v2alpha1… */
const CUSTOM_API_VERSION = /^[a-z0-9-]+(\.[a-z0-9-]+)+\/v\d+((alpha|beta)\d+)?$/;

interface Manifest {
  apiVersion: string;
  kind: string;
  data: Record<string, unknown>;
  document: Document.Parsed;
  parsed: ParsedYamlBlock;
}

interface ValidatingClass {
  apiVersion: string;
  kind: string;
  new (data: unknown): {validate(): void};
}

interface SchemaError {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

export const kubernetesCheck: ContentCheck = {
  name: 'kubernetes',
  async check(doc) {
    const findings: Finding[] = [];
    for (const manifest of manifestsOf(doc)) findings.push(...(await checkManifest(doc, manifest)));
    return findings;
  },
};

function manifestsOf(doc: ParsedDoc): Manifest[] {
  return parseYamlBlocks(doc).flatMap((parsed) =>
    parsed.documents
      .filter((document) => document.errors.length === 0)
      .flatMap((document): Manifest[] => {
        const data: unknown = document.toJS();
        if (!isRecord(data) || data.apiVersion === undefined || data.kind === undefined) return [];
        return [
          {apiVersion: String(data.apiVersion), kind: String(data.kind), data, document, parsed},
        ];
      }),
  );
}

async function checkManifest(doc: ParsedDoc, manifest: Manifest): Promise<Finding[]> {
  if (isToolConfig(manifest.apiVersion, manifest.kind)) return [];
  const report = reporterFor(doc, manifest);
  const modulePath = SERVED_API_VERSIONS[manifest.apiVersion];
  const kindFindings = modulePath
    ? await schemaFindings(manifest, modulePath, report)
    : apiVersionFindings(manifest, report);
  return [...metadataNameFindings(manifest, report), ...kindFindings];
}

function reporterFor(doc: ParsedDoc, manifest: Manifest): Reporter {
  return (path, message, fix, atKey = false) => ({
    file: doc.path,
    line: lineOfPath(manifest, path, atKey),
    check: 'kubernetes',
    message: `${manifest.kind} (${manifest.apiVersion}): ${message}`,
    fix,
  });
}

/** For kinds without a schema here: removed built-in versions, malformed custom ones. */
function apiVersionFindings({apiVersion}: Manifest, report: Reporter): Finding[] {
  if (BUILT_IN_GROUPS.has(groupOf(apiVersion))) {
    return [
      report(
        ['apiVersion'],
        `apiVersion ${apiVersion} is not served by Kubernetes 1.29 or later`,
        'use the current version of the API, e.g. apps/v1, networking.k8s.io/v1, policy/v1, autoscaling/v2',
      ),
    ];
  }
  if (CUSTOM_API_VERSION.test(apiVersion)) return [];
  return [
    report(
      ['apiVersion'],
      `apiVersion "${apiVersion}" is not of the form <group>/<version>`,
      'copy the apiVersion from the CRD of the operator, e.g. cert-manager.io/v1',
    ),
  ];
}

type Reporter = (path: FieldPath, message: string, fix: string, atKey?: boolean) => Finding;

function metadataNameFindings(manifest: Manifest, report: Reporter): Finding[] {
  const metadata = manifest.data.metadata;
  const hasName =
    isRecord(metadata) &&
    ['name', 'generateName'].some(
      (key) => typeof metadata[key] === 'string' && metadata[key] !== '',
    );
  if (hasName) return [];
  return [
    report(
      isRecord(metadata) ? ['metadata'] : [],
      'metadata.name is missing',
      'add metadata.name (a lowercase DNS-1123 name): kubectl apply needs it to create the object',
    ),
  ];
}

async function schemaFindings(
  manifest: Manifest,
  modulePath: string,
  report: Reporter,
): Promise<Finding[]> {
  const {apiVersion, kind, data} = manifest;
  const model = await loadModel(modulePath, kind);
  if (!model || model.kind !== kind || model.apiVersion !== apiVersion) {
    return [
      report(
        ['kind'],
        `kind ${kind} does not exist in ${apiVersion}`,
        'check the kind and its API group: kubectl api-resources lists both',
      ),
    ];
  }
  const unknownFields = unknownFieldPaths(`${modulePath}/${kind}`, kind, data).map((path) =>
    report(
      path,
      `unknown field ${formatPath(path)}`,
      `check the field name and its nesting: kubectl explain ${explainPath(kind, path.slice(0, -1))}`,
      true,
    ),
  );
  return [
    ...schemaErrors(model, data).map((error) => reportSchemaError(kind, error, report)),
    ...unknownFields,
  ];
}

async function loadModel(modulePath: string, kind: string): Promise<ValidatingClass | null> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(kind)) return null;
  try {
    const module = (await import(`${modulePath}/${kind}`)) as Record<string, unknown>;
    return (module[kind] as ValidatingClass | undefined) ?? null;
  } catch {
    return null;
  }
}

function schemaErrors(model: ValidatingClass, data: Record<string, unknown>): SchemaError[] {
  try {
    new model(data).validate();
    return [];
  } catch (error) {
    const errors = (error as {errors?: SchemaError[]}).errors;
    if (!errors) throw error;
    return errors;
  }
}

function reportSchemaError(kind: string, error: SchemaError, report: Reporter): Finding {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const missing = error.params?.missingProperty;
  const where = formatPath(path) || 'the object';
  const message =
    typeof missing === 'string'
      ? `${where} is missing required field ${missing}`
      : `${where} ${error.message ?? 'is invalid'}${allowedValues(error)}`;
  return report(
    path,
    message,
    `give ${where} the type and value the API expects: kubectl explain ${explainPath(kind, path)}`,
  );
}

function allowedValues(error: SchemaError): string {
  const allowed = error.params?.allowedValues;
  return Array.isArray(allowed) ? `: ${allowed.join(', ')}` : '';
}

function lineOfPath(manifest: Manifest, path: FieldPath, atKey: boolean): number {
  const {document, parsed} = manifest;
  for (let length = path.length; length >= 0; length--) {
    const offset = offsetOfPath(document, path.slice(0, length), atKey && length === path.length);
    if (offset !== null) return markdownLineOfYamlOffset(parsed, offset);
  }
  return markdownLineOfYamlOffset(parsed, document.range[0]);
}

function offsetOfPath(document: Document.Parsed, path: FieldPath, atKey: boolean): number | null {
  if (path.length === 0) return document.contents?.range?.[0] ?? null;
  if (atKey) {
    const parent = document.getIn(path.slice(0, -1), true);
    const last = path[path.length - 1];
    const pair = isMap(parent)
      ? parent.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === last)
      : undefined;
    return (isScalar(pair?.key) && pair.key.range?.[0]) || null;
  }
  const node = document.getIn(path, true) as {range?: [number, number, number]} | undefined;
  return node?.range?.[0] ?? null;
}

function formatPath(path: FieldPath): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index ? '.' : ''}${segment}`,
    )
    .join('');
}

function explainPath(kind: string, path: FieldPath): string {
  return [kind.toLowerCase(), ...path.filter((segment) => typeof segment === 'string')].join('.');
}

function groupOf(apiVersion: string): string {
  return apiVersion.includes('/') ? apiVersion.split('/')[0] : '';
}

function isToolConfig(apiVersion: string, kind: string): boolean {
  if (apiVersion === KUBECONFIG.apiVersion && kind === KUBECONFIG.kind) return true;
  return TOOL_CONFIG_API_GROUPS.has(groupOf(apiVersion));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
