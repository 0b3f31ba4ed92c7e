/**
 * The services catalogue: every chart of the ledger with the page that documents it, and the
 * services the site documents that have no public chart. Joined with the ledger, it gives each
 * chart's role, version, namespace and what it needs (node pool, secrets, other services), and
 * the catalogue table on the Services index is generated from it. Its test fails when a chart has
 * no entry, an entry names no chart of the ledger, or a service page is in neither list.
 */
import {CHARTS, NODE_LABELS, SERVICE_ENDPOINTS, VARIABLES, type LedgerChart} from './ledger';

const SERVICES = '/services/kubernetes/services';
const SYSTEM = `${SERVICES}/system`;

/** Where each chart is documented, by chart directory; `why` when no page documents it. */
export const CHART_PAGES: Readonly<Record<string, {page: string} | {why: string}>> = {
  'datalayer-ai-agents': {page: `${SERVICES}/ai-agents/`},
  'datalayer-ai-inference': {page: `${SERVICES}/ai-inference/`},
  'datalayer-ceph-cluster': {page: `${SYSTEM}/shared-filesystem/`},
  'datalayer-ceph-operator': {page: `${SYSTEM}/shared-filesystem/`},
  'datalayer-cert-manager': {page: `${SYSTEM}/cert-manager/`},
  'datalayer-cuda-operator': {page: `${SYSTEM}/gpu-cuda/`},
  'datalayer-datashim': {page: `${SYSTEM}/datashim/`},
  'datalayer-falco': {page: `${SYSTEM}/falco/`},
  'datalayer-growth': {page: `${SERVICES}/business-services/`},
  'datalayer-home': {page: `${SERVICES}/business-services/`},
  'datalayer-iam': {page: `${SERVICES}/iam/`},
  'datalayer-inbounds': {page: `${SERVICES}/inbounds/`},
  'datalayer-jump': {page: `${SERVICES}/jump/`},
  'datalayer-kafka': {page: `${SYSTEM}/kafka/`},
  'datalayer-library': {page: `${SERVICES}/library/`},
  'datalayer-manager': {page: `${SERVICES}/manager/`},
  'datalayer-mcp-servers': {page: `${SERVICES}/mcp-servers/`},
  'datalayer-nginx': {page: `${SYSTEM}/ingress/`},
  'datalayer-observer': {page: `${SYSTEM}/observer/`},
  'datalayer-openfga': {page: `${SYSTEM}/openfga/`},
  'datalayer-operator': {page: `${SERVICES}/operator/`},
  'datalayer-outbounds': {page: `${SYSTEM}/mailer/`},
  'datalayer-pulsar': {page: `${SYSTEM}/pulsar/`},
  'datalayer-ray': {page: '/services/kubernetes/frameworks/ray/'},
  'datalayer-runtimes': {page: `${SERVICES}/runtimes/`},
  'datalayer-scheduler': {page: `${SERVICES}/scheduler/`},
  'datalayer-shared-filesystem': {page: `${SYSTEM}/shared-filesystem/`},
  'datalayer-solr-operator': {page: `${SYSTEM}/solr/`},
  'datalayer-spacer': {page: `${SERVICES}/spacer/`},
  'datalayer-success': {page: `${SERVICES}/business-services/`},
  'datalayer-support': {page: `${SERVICES}/business-services/`},
  'datalayer-traefik': {page: `${SYSTEM}/ingress/`},
  'datalayer-vault': {page: `${SYSTEM}/vault/`},
  'example-simple': {
    why: 'An example chart of the repository: a sample service that shows the chart layout; no platform service uses it.',
  },
  'jupyter-server': {page: `${SERVICES}/jupyter-server/`},
  jupyterhub: {page: `${SYSTEM}/jupyterhub/`},
  'kubernetes-telepresence': {page: `${SYSTEM}/telepresence/`},
  'runtime-pools': {page: '/services/kubernetes/operations/runtime-pools/'},
};

/** Services the site documents that no public chart packages, with the page that says so. */
export const UNPACKAGED_SERVICES: readonly {name: string; page: string}[] = [
  {name: 'Functions', page: `${SERVICES}/functions/`},
  {name: 'Spider', page: `${SERVICES}/spider/`},
  {name: 'Status', page: `${SERVICES}/status/`},
];

export interface CatalogueEntry {
  chart: LedgerChart;
  page?: string;
  why?: string;
  /** Node labels the chart's pods select, from the ledger. */
  nodePool: readonly string[];
  /** Secrets its values reference (`secretKeyRef` names). */
  secrets: readonly string[];
  /** Other services its default addresses point at. */
  calls: readonly string[];
}

function secretsOf(chart: string): string[] {
  const names = VARIABLES.flatMap((variable) =>
    variable.readBy
      .filter((reader) => reader.chart === chart && typeof reader.default === 'object')
      .map((reader) => (reader.default as {secretKeyRef: {name: string}}).secretKeyRef.name),
  );
  return [...new Set(names)].sort();
}

/** `http://name.namespace.svc.cluster.local:9700/x` or `name.ns.svc:9092` → the host name. */
function hostOf(address: string): string {
  return address.replace(/^[a-z]+:\/\//, '').split(/[:/]/)[0] ?? address;
}

function callsOf(chart: string): string[] {
  const defaults = VARIABLES.flatMap((variable) =>
    variable.readBy
      .filter((reader) => reader.chart === chart && typeof reader.default === 'string')
      .map((reader) => reader.default as string),
  );
  const called = SERVICE_ENDPOINTS.filter(
    (endpoint) =>
      endpoint.inClusterUrl !== undefined &&
      endpoint.chart !== chart &&
      defaults.some((value) => value.includes(hostOf(endpoint.inClusterUrl!))),
  ).map((endpoint) => endpoint.service);
  return [...new Set(called)].sort();
}

export const SERVICES_CATALOGUE: readonly CatalogueEntry[] = CHARTS.map((chart) => {
  const entry = CHART_PAGES[chart.directory];
  return {
    chart,
    ...(entry && 'page' in entry ? {page: entry.page} : {}),
    ...(entry && 'why' in entry ? {why: entry.why} : {}),
    nodePool: NODE_LABELS.filter((label) => label.selectedBy.includes(chart.name)).map(
      (label) => label.key,
    ),
    secrets: secretsOf(chart.name),
    calls: callsOf(chart.name),
  };
});
