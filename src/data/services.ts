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
  'datalayer-contents': {
    why: 'Added to the chart repository after 435dcf3 (first at 5ee5ae12; 0.1.0, image datalayer/contents:0.1.0): the Contents service, files and data behind the API, in datalayer-api. No page installs it yet, and no public page documents the service.',
  },
  'datalayer-cuda-operator': {page: `${SYSTEM}/gpu-cuda/`},
  'datalayer-data-server': {
    why: 'Added after 435dcf3 (at fc446292; 0.1.0, image datalayer/data-server:0.1.0): a query gateway that runs in a customer network and only connects out. No page installs it yet, and no public page documents the service.',
  },
  'datalayer-datashim': {page: `${SYSTEM}/datashim/`},
  'datalayer-falco': {page: `${SYSTEM}/falco/`},
  'datalayer-growth': {page: `${SERVICES}/business-services/`},
  'datalayer-home': {page: `${SERVICES}/business-services/`},
  'datalayer-iam': {page: `${SERVICES}/iam/`},
  'datalayer-inbounds': {page: `${SERVICES}/inbounds/`},
  'datalayer-jump': {page: `${SERVICES}/jump/`},
  'datalayer-kafka': {page: `${SYSTEM}/kafka/`},
  'datalayer-library': {page: `${SERVICES}/library/`},
  'datalayer-local-csi': {
    why: 'Added after 435dcf3 (at fc446292; 0.1.0): the CSI driver local.csi.datalayer.io, a DaemonSet in datalayer-runtimes whose image datalayer/local-csi:0.1.0 is pulled with the reg-creds Secret. No page installs it: `clouder kubeadm setup --node-mounts` installs the same driver from a chart named datalayer-node-mounts (image datalayer/node-mounts:0.1.0) found in a local checkout, and `clouder node-mounts status` and `verify` check that release by default (/services/kubernetes/requirements/cli/clouder/node-mounts/).',
  },
  'datalayer-manager': {page: `${SERVICES}/manager/`},
  'datalayer-mcp-servers': {page: `${SERVICES}/mcp-servers/`},
  'datalayer-nginx': {page: `${SYSTEM}/ingress/`},
  'datalayer-observer': {page: `${SYSTEM}/observer/`},
  'datalayer-openfga': {page: `${SYSTEM}/openfga/`},
  'datalayer-operator': {page: `${SERVICES}/operator/`},
  'datalayer-outbounds': {page: `${SYSTEM}/mailer/`},
  'datalayer-postgresql-operator': {
    why: 'Values only (at c824ead9), for the upstream cnpg/cloudnative-pg chart 0.29.0 (CloudNativePG 1.30.0) on the system nodes: the PostgreSQL operator behind the agent memories the Operator and Runtimes charts gained after 435dcf3. No page installs it yet.',
  },
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
