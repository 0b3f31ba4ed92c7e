/**
 * The ledger of platform facts: every Datalayer chart, namespace, node label, environment variable
 * and service address, every third-party tool version the site pins with the Kubernetes versions it
 * supports, and the Kubernetes versions the cluster pages create. Each entry names its source.
 *
 * The chart facts come from github.com/datalayer/helm-charts at its HEAD commit
 * 435dcf354454ce764d344d442a5d0bb39d28c0e5 (2026-06-25); `ledger/charts.generated.ts` and
 * `ledger/variables.generated.ts` are generated from every chart's Chart.yaml and values.yaml.
 * The node labels the Clouder CLI sets come from the same source files as src/data/cli/.
 * A fact no source establishes is left out rather than guessed.
 *
 * The `ledger` content check (scripts/content-checks/ledger.ts) holds every page to this data, and
 * the reference tables (src/components/LedgerTables) are rendered from it.
 */
import {GENERATED_CHARTS} from './charts.generated';
import {chartCommit, chartFile, clouderFile} from './sources';
import type {
  ChartRole,
  ClusterKubernetesVersion,
  KubernetesMinor,
  FormerName,
  FormerVariable,
  LedgerChart,
  LedgerNamespace,
  LedgerSource,
  LedgerTool,
  LedgerVariable,
  NodeLabel,
  ObjectLabel,
  SecurityRelease,
  ServiceEndpoint,
  SiteShellVariable,
  Taint,
} from './types';
import {CHART_VARIABLES} from './variables.generated';

export {CHART_HOST_KEYS} from './variables.generated';

export type * from './types';
export {HELM_CHARTS_SOURCE} from './sources';

// ---------------------------------------------------------------------------------------------
// Charts
// ---------------------------------------------------------------------------------------------

/**
 * How the charts are published. The chart repository publishes no Helm repository and no OCI
 * registry: its README, Makefile and workflows at HEAD package and push nothing. Clusters install
 * the charts from an OCI registry the operator fills with `helm package` and `helm push`, and Helm
 * names each pushed chart after the `name` of its Chart.yaml.
 */
export const CHART_PUBLICATION = {
  /** The form of a chart reference; `<name>` is the chart's `name`. */
  form: 'oci://${DATALAYER_HELM_REGISTRY}/<name>',
  publicRegistry: null,
  sources: [chartFile('README.md'), chartFile('Makefile'), chartFile('.github/workflows')],
} as const;

/** Roles, a best reading of each chart's description and templates. */
const ROLES: Record<string, ChartRole> = {
  'datalayer-ai-agents': 'platform',
  'datalayer-ai-inference': 'platform',
  'datalayer-home': 'platform',
  'datalayer-iam': 'platform',
  jump: 'platform',
  'datalayer-library': 'platform',
  'datalayer-manager': 'platform',
  'datalayer-mcp-servers': 'platform',
  'datalayer-operator': 'platform',
  'datalayer-ray': 'platform',
  'datalayer-runtimes': 'platform',
  'datalayer-scheduler': 'platform',
  'datalayer-spacer': 'platform',
  'jupyter-server': 'platform',
  'runtime-pools': 'platform',
  'datalayer-kafka': 'system',
  'datalayer-observer': 'system',
  'datalayer-filesystem': 'system',
  'datalayer-growth': 'business',
  'datalayer-inbounds': 'business',
  'datalayer-outbounds': 'business',
  'datalayer-success': 'business',
  'datalayer-support': 'business',
  'datalayer-simple': 'example',
};

/** Namespaces a chart's own files fix for it, each with the file that fixes it. */
const CHART_NAMESPACES: Record<string, {namespace: string; source: LedgerSource}> = {
  'datalayer-iam': {
    namespace: 'datalayer-api',
    // The other charts reach IAM at datalayer-iam-svc.datalayer-api.
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  'datalayer-runtimes': {
    namespace: 'datalayer-api',
    // Its RoleBinding binds the service account of namespace datalayer-api.
    source: chartFile('charts/datalayer-runtimes/templates/rolebinding.yaml'),
  },
  'datalayer-spacer': {
    namespace: 'datalayer-api',
    source: chartFile('charts/datalayer-runtimes/values.yaml'),
  },
  'datalayer-ray': {
    namespace: 'datalayer-api',
    source: chartFile('charts/datalayer-ray/values.yaml'),
  },
  'datalayer-operator': {
    namespace: 'datalayer-runtimes',
    // DATALAYER_OPERATOR_URL of the runtimes chart, and the operator's Role and RoleBinding.
    source: chartFile('charts/datalayer-runtimes/values.yaml'),
  },
  'datalayer-outbounds': {
    namespace: 'datalayer-growth',
    // `outbounds.namespace`; the template prefers the release namespace when there is one.
    source: chartFile('charts/datalayer-outbounds/values.yaml'),
  },
  'datalayer-kafka': {
    namespace: 'datalayer-kafka',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  'datalayer-observer': {
    namespace: 'datalayer-observer',
    source: chartFile('charts/datalayer-observer/values.yaml'),
  },
  'datalayer-openfga': {
    namespace: 'datalayer-openfga',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  'datalayer-vault': {
    namespace: 'datalayer-vault',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  'datalayer-pulsar': {
    namespace: 'datalayer-pulsar',
    source: chartFile('charts/datalayer-pulsar/pulsar-admin.yaml'),
  },
  'datalayer-falco': {
    namespace: 'datalayer-falco',
    source: chartFile('charts/datalayer-falco/falcosidekick-grafana.yaml'),
  },
  'datalayer-ceph-operator': {
    namespace: 'datalayer-storage',
    source: chartFile('charts/datalayer-ceph-operator/toolbox.yaml'),
  },
  jupyterhub: {namespace: 'datalayer-jupyterhub', source: chartFile('charts/jupyterhub/README.md')},
  'datalayer-simple': {
    namespace: 'datalayer-simple',
    source: chartFile('charts/example-simple/values.yaml'),
  },
};

/** Every chart folder of the chart repository at HEAD. */
export const CHARTS: readonly LedgerChart[] = GENERATED_CHARTS.map((chart) => {
  const fixed = CHART_NAMESPACES[chart.name];
  return {
    ...chart,
    role: chart.valuesOnly ? 'wrapper' : (ROLES[chart.name] ?? 'platform'),
    ...(fixed ? {namespace: fixed.namespace, namespaceSource: fixed.source} : {}),
  };
});

/**
 * Chart names the site or earlier releases use that are not the current chart names: short names
 * under `datalayer-charts/`, and folders the chart repository renamed or removed.
 */
export const FORMER_CHARTS: readonly FormerName[] = [
  {
    name: 'datalayer-jupyter',
    now: 'datalayer-runtimes',
    note: 'renamed in "Rename jupyter to runtimes (#98)"',
    source: chartCommit(
      'charts/datalayer-runtimes/Chart.yaml',
      '4e56e15a3af29f1537a646625ff1399e17b35a65',
      '2025-07-18',
    ),
  },
  {
    name: 'datalayer-mailer',
    now: 'datalayer-outbounds',
    note: 'renamed in "Bump/3 (#96)"',
    source: chartCommit(
      'charts/datalayer-outbounds/Chart.yaml',
      '4ef7328af0095943af5cc9c53ab65edb077a8015',
      '2025-05-15',
    ),
  },
  {
    name: 'datalayer-reacher',
    now: 'datalayer-inbounds',
    note: 'replaced by datalayer-inbounds and datalayer-outbounds in "chore: in and out bounds"',
    source: chartCommit(
      'charts/datalayer-inbounds/Chart.yaml',
      'c7fe167c58ef4c595ea867b25eb30c4792eeb825',
      '2025-04-21',
    ),
  },
  {
    name: 'datalayer-ai-agent',
    now: 'datalayer-ai-agents',
    note: 'renamed in "ft: ai agents (#90)"',
    source: chartCommit(
      'charts/datalayer-ai-agents/Chart.yaml',
      'a9e675a2a6b5c86e23d93b2ded0fb05d94bcc076',
      '2025-01-26',
    ),
  },
  {
    name: 'datalayer-ceph-filesystem',
    now: 'datalayer-shared-filesystem',
    note: 'renamed in "Add support for azure NFS storage (#56)"; the chart inside is named datalayer-filesystem',
    source: chartCommit(
      'charts/datalayer-shared-filesystem/Chart.yaml',
      '1692e39474e71d684b0d5c9e4b25b9b584edc976',
      '2024-11-04',
    ),
  },
  {
    name: 'jupyterpool',
    now: 'runtime-pools',
    note: 'renamed in "align"',
    source: chartCommit(
      'charts/runtime-pools/Chart.yaml',
      '66178f667c8348d2ced7399f14b0411430f66f1f',
      '2026-06-08',
    ),
  },
  {
    name: 'iam',
    now: 'datalayer-iam',
    note: 'short name of earlier releases; the chart is named datalayer-iam',
    source: chartFile('charts/datalayer-iam/Chart.yaml'),
  },
  {
    name: 'operator',
    now: 'datalayer-operator',
    note: 'short name of earlier releases; the chart is named datalayer-operator',
    source: chartFile('charts/datalayer-operator/Chart.yaml'),
  },
  {
    name: 'jupyter',
    now: 'datalayer-runtimes',
    note: 'short name of earlier releases of the chart now named datalayer-runtimes',
    source: chartCommit(
      'charts/datalayer-runtimes/Chart.yaml',
      '4e56e15a3af29f1537a646625ff1399e17b35a65',
      '2025-07-18',
    ),
  },
  {
    name: 'mailer',
    now: 'datalayer-outbounds',
    note: 'short name of the chart now named datalayer-outbounds',
    source: chartCommit(
      'charts/datalayer-outbounds/Chart.yaml',
      '4ef7328af0095943af5cc9c53ab65edb077a8015',
      '2025-05-15',
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Namespaces
// ---------------------------------------------------------------------------------------------

/**
 * Plane's deploy script, which installs the third-party system services into namespaces of their
 * own. The store that holds it names no repository or commit: it is a Datalayer script (copyright
 * Datalayer, Inc., 2023-2024) read in full there; Plane's public package is datalayer-plane.
 */
const PLANE_DEPLOY_SCRIPT: LedgerSource = {
  repository: 'Datalayer Plane (datalayer-plane)',
  path: 'deploy script, functions datalayer_traefik, datalayer_nginx, datalayer_cert_manager, datalayer_cuda_operator, datalayer_datashim, datalayer_solr_operator, datalayer_ceph_operator',
};

/** Clouder's kubeadm ingress command, which installs Traefik into its own namespace. */
const CLOUDER_INGRESS_TRAEFIK: LedgerSource = {
  repository: 'datalayer/clouder',
  path: 'clouder/cli/kubeadm/ingress_traefik.py',
  commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
};

/** The upstream Clouder docs on runtime environments (Operator settings not in the chart). */
const CLOUDER_RUNTIME_ENVIRONMENTS_DOC: LedgerSource = {
  repository: 'datalayer/clouder',
  path: 'docs/docs/management/runtime-environments.mdx',
  commit: 'd2eda75852141c9290416fae1f656c63a313acd6',
};

/** A newer version of the same page (the store names it by a short hash, 05f8111c, only). */
const CLOUDER_RUNTIME_ENVIRONMENTS_SIGNING_DOC: LedgerSource = {
  repository: 'datalayer/clouder',
  path: 'docs/docs/management/runtime-environments.mdx (version 05f8111c, section on signed images)',
};

export const NAMESPACES: readonly LedgerNamespace[] = [
  {
    name: 'datalayer-traefik',
    runs: 'Traefik, the ingress controller (IngressClass datalayer-traefik), as Plane and `clouder kubeadm enable-ingress-traefik` install it',
    source: CLOUDER_INGRESS_TRAEFIK,
  },
  {
    name: 'datalayer-nginx',
    runs: 'ingress-nginx, the earlier ingress controller, as Plane installs it',
    source: PLANE_DEPLOY_SCRIPT,
  },
  {
    name: 'datalayer-cert-manager',
    runs: 'cert-manager, as Plane installs it (release datalayer-cert-manager)',
    source: PLANE_DEPLOY_SCRIPT,
  },
  {
    name: 'datalayer-cuda-operator',
    runs: 'The NVIDIA GPU Operator and its device-plugin ConfigMap, as Plane installs them',
    source: PLANE_DEPLOY_SCRIPT,
  },
  {
    name: 'datalayer-datashim',
    runs: 'Datashim, as Plane installs it',
    source: PLANE_DEPLOY_SCRIPT,
  },
  {
    name: 'datalayer-solr-operator',
    runs: 'The Solr Operator and its CRDs, as Plane installs them',
    source: PLANE_DEPLOY_SCRIPT,
  },
  {
    name: 'datalayer-api',
    runs: 'The API services: IAM, Runtimes and Spacer (their in-cluster addresses), and the Ray add-on',
    source: chartFile('charts/datalayer-runtimes/templates/rolebinding.yaml'),
  },
  {
    name: 'datalayer-runtimes',
    runs: 'The Datalayer Operator and the runtimes it starts (its Role, RoleBinding and address)',
    source: chartFile('charts/datalayer-operator/templates/rbac-role.yaml'),
  },
  {
    name: 'datalayer-growth',
    runs: 'The outbound mail service (datalayer-outbounds)',
    source: chartFile('charts/datalayer-outbounds/values.yaml'),
  },
  {
    name: 'datalayer-openfga',
    runs: 'OpenFGA, the authorization engine (DATALAYER_OPENFGA_REST_URL)',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'datalayer-kafka',
    runs: 'Kafka through Strimzi (DATALAYER_KAFKA_URL)',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'datalayer-pulsar',
    runs: 'Apache Pulsar and its admin pod (DATALAYER_PULSAR_URL)',
    source: chartFile('charts/datalayer-pulsar/pulsar-admin.yaml'),
  },
  {
    name: 'datalayer-vault',
    runs: 'HashiCorp Vault (DATALAYER_VAULT_URL)',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'datalayer-solr',
    runs: 'SolrCloud and its ZooKeeper (DATALAYER_SOLR_ZK_HOST)',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'datalayer-otel',
    runs: 'The OpenTelemetry collector the services export to (OTEL_EXPORTER_OTLP_*_ENDPOINT)',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'datalayer-observer',
    runs: 'The Observer: Prometheus stack, Grafana, Loki, Tempo and the collector',
    source: chartFile('charts/datalayer-observer/values.yaml'),
  },
  {
    name: 'datalayer-postgresql',
    runs: 'The CloudNativePG cluster of the agent memories, which no chart creates; the Operator and Runtimes charts write a Role and RoleBinding here by default',
    source: chartFile(
      'charts/datalayer-operator/templates/operator-postgresql-agent-memories-secret-rbac.yaml',
    ),
  },
  {
    name: 'datalayer-postgresql-operator',
    runs: 'The CloudNativePG operator (upstream cnpg/cloudnative-pg chart with Datalayer values)',
    source: chartFile('charts/datalayer-postgresql-operator/README.md'),
  },
  {
    name: 'datalayer-dataserver',
    runs: 'The Data Server, a query gateway that only connects out',
    source: chartFile('charts/datalayer-data-server/values.yaml'),
  },
  {
    name: 'datalayer-storage',
    runs: 'The Rook Ceph operator and its toolbox',
    source: chartFile('charts/datalayer-ceph-operator/toolbox.yaml'),
  },
  {
    name: 'datalayer-falco',
    runs: 'Falco and Falcosidekick',
    source: chartFile('charts/datalayer-falco/falcosidekick-grafana.yaml'),
  },
  {
    name: 'datalayer-jupyterhub',
    runs: 'JupyterHub, installed from the jupyterhub values folder',
    source: chartFile('charts/jupyterhub/README.md'),
  },
  {
    name: 'datalayer-keycloak',
    runs: 'Keycloak, which the jupyterhub generic OAuth values point to',
    source: chartFile('charts/jupyterhub/values-auth-generic.yaml'),
  },
  {
    name: 'datalayer-simple',
    runs: 'The example chart',
    source: chartFile('charts/example-simple/values.yaml'),
  },
  {
    name: 'datalayer-durable',
    runs: 'The durable worker that builds Environments images (default of `clouder aws ecr-environments --builder-namespace`)',
    source: clouderFile(
      'docs/docs/cluster/2-registries/3-aws-ecr-environments/index.mdx',
      'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
    ),
  },
];

export const FORMER_NAMESPACES: readonly FormerName[] = [
  {
    name: 'datalayer-jupyter',
    now: 'datalayer-runtimes',
    note: 'the runtimes namespace was datalayer-jupyter until "Rename jupyter to runtimes (#98)"',
    source: chartCommit(
      'charts/datalayer-operator/templates/rbac-role.yaml',
      '4e56e15a3af29f1537a646625ff1399e17b35a65',
      '2025-07-18',
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Labels and taints
// ---------------------------------------------------------------------------------------------

const KUBEADM_HELPERS = clouderFile(
  'clouder/cli/kubeadm/_helpers.py',
  '3e7c47e215202223ac57142033b05c26e9c37de5',
);
const OVH_KUBERNETES = clouderFile(
  'clouder/cli/kubernetes.py',
  'b4aa584d2a03cd00d3512355bb84c151b2ad43f6',
);

export const NODE_LABELS: readonly NodeLabel[] = [
  {
    key: 'role.datalayer.io/<role>',
    values: ['true'],
    setBy: ['clouder kubernetes create-nodepool --roles (one label per role)'],
    selectedBy: [],
    source: OVH_KUBERNETES,
  },
  {
    key: 'role.datalayer.io/api',
    values: ['true'],
    setBy: [
      'clouder kubeadm setup (default labels)',
      'clouder kubernetes create-nodepool --roles api',
    ],
    // The charts that render pods selecting it (ledger-rendered.test.ts holds the list to
    // rendered.generated.ts).
    selectedBy: [
      'datalayer-iam',
      'datalayer-runtimes',
      'datalayer-operator',
      'datalayer-growth',
      'datalayer-inbounds',
      'datalayer-success',
      'datalayer-support',
      'datalayer-ai-agents',
      'datalayer-ai-inference',
      'datalayer-library',
      'datalayer-manager',
      'datalayer-mcp-servers',
      'datalayer-spacer',
      'jump',
      'jupyter-server',
      'datalayer-openfga',
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
    alsoIn: [KUBEADM_HELPERS],
  },
  {
    key: 'role.datalayer.io/system',
    values: ['true'],
    setBy: [
      'clouder kubeadm setup (default labels)',
      'clouder kubernetes create-nodepool --roles system',
    ],
    selectedBy: [
      'datalayer-kafka',
      'datalayer-outbounds',
      'datalayer-observer',
      'datalayer-falco',
      'datalayer-solr-operator',
      'datalayer-vault',
      'datalayer-pulsar',
      'datalayer-datashim',
      'datalayer-postgresql-operator',
      'kubernetes-telepresence',
    ],
    source: chartFile('charts/datalayer-kafka/values.yaml'),
    alsoIn: [KUBEADM_HELPERS],
  },
  {
    key: 'role.datalayer.io/router',
    values: ['true'],
    setBy: [
      'clouder kubeadm setup (default labels)',
      'clouder kubernetes create-nodepool --roles router',
    ],
    selectedBy: ['datalayer-cert-manager', 'datalayer-nginx', 'datalayer-traefik'],
    source: chartFile('charts/datalayer-cert-manager/values-any.yaml'),
    alsoIn: [KUBEADM_HELPERS],
  },
  {
    key: 'role.datalayer.io/runtime',
    values: ['true'],
    setBy: [
      'clouder kubeadm setup (default labels)',
      'clouder kubernetes create-nodepool --roles runtime',
    ],
    selectedBy: [
      'runtime-pools',
      'datalayer-datashim',
      'datalayer-falco',
      'datalayer-ceph-operator (CSI plugin)',
      'datalayer-local-csi',
      'datalayer-filesystem',
    ],
    source: chartFile('charts/runtime-pools/templates/deployment.yaml'),
    alsoIn: [KUBEADM_HELPERS],
  },
  {
    key: 'role.datalayer.io/solr',
    values: ['true'],
    setBy: [
      'clouder kubeadm setup (default labels)',
      'clouder kubernetes create-nodepool --roles solr',
    ],
    selectedBy: [],
    source: KUBEADM_HELPERS,
  },
  {
    key: 'role.datalayer.io/ceph',
    values: ['true'],
    setBy: ['clouder kubernetes create-nodepool --roles ceph'],
    selectedBy: ['datalayer-ceph-operator', 'datalayer-ceph-cluster'],
    source: chartFile('charts/datalayer-ceph-operator/values.yaml'),
  },
  {
    key: 'node.datalayer.io/variant',
    values: ['default', 'medium'],
    setBy: [
      'clouder kubernetes create-nodepool --variant (default: default)',
      'clouder kubeadm setup (default: medium)',
    ],
    selectedBy: [],
    source: OVH_KUBERNETES,
    alsoIn: [KUBEADM_HELPERS],
  },
  {
    key: 'node.datalayer.io/xpu',
    values: ['cpu', 'gpu-cuda', 'qpu'],
    setBy: ['clouder kubernetes create-nodepool --xpu (default: cpu)'],
    selectedBy: [],
    source: OVH_KUBERNETES,
  },
  {
    key: 'xpu.datalayer.io/cpu',
    values: ['true'],
    setBy: ['clouder kubeadm setup (default labels)'],
    selectedBy: ['runtime-pools'],
    source: KUBEADM_HELPERS,
    alsoIn: [chartFile('charts/runtime-pools/templates/deployment.yaml')],
  },
  {
    key: 'xpu.datalayer.io/gpu-cuda',
    values: ['true'],
    setBy: ['the operator, on GPU nodes (no Datalayer tool sets it)'],
    selectedBy: ['Plane, to label GPU nodes with the device-plugin configuration'],
    source: PLANE_DEPLOY_SCRIPT,
  },
];

/** Label keys the charts put on or read from objects other than nodes. */
export const OBJECT_LABELS: readonly ObjectLabel[] = [
  {
    key: 'project.datalayer.io/name',
    on: 'RuntimeEnvironment and RuntimePool objects of the upstream examples, naming their project',
    setBy: ['the operator who writes the manifest'],
    source: CLOUDER_RUNTIME_ENVIRONMENTS_DOC,
  },
  {
    key: 'datalayer.io/app',
    on: 'pods of the service charts; the Observer collector reads it as app.name',
    setBy: ['datalayer-iam and the other service charts (templates/deployment.yaml)'],
    source: chartFile('charts/datalayer-iam/templates/deployment.yaml'),
  },
  ...['name', 'pod-status', 'user-uid', 'kernel-type', 'reservation-id'].map(
    (suffix): ObjectLabel => ({
      key: `runtime-pools.datalayer.io/${suffix}`,
      on: 'runtime pods; the Observer collector turns it into a datalayer.pool.* attribute',
      setBy: ['the runtime pools (read by datalayer-observer)'],
      source: chartFile('charts/datalayer-observer/templates/collector.yaml'),
    }),
  ),
  {
    key: 'monitoring.datalayer.io/enabled',
    on: 'ServiceMonitors and PodMonitors that the Observer’s Prometheus selects',
    setBy: ['datalayer-observer', 'datalayer-ceph-cluster', 'datalayer-falco'],
    source: chartFile('charts/datalayer-observer/templates/collector-servicemonitor.yaml'),
  },
  {
    key: 'monitoring.datalayer.io/instance',
    on: 'ServiceMonitors, naming the Prometheus instance that scrapes them',
    setBy: ['datalayer-observer', 'datalayer-ceph-cluster', 'datalayer-falco'],
    source: chartFile('charts/datalayer-observer/templates/collector-servicemonitor.yaml'),
  },
];

export const FORMER_LABELS: readonly FormerName[] = [
  {
    name: 'role.datalayer.io/jupyter',
    now: 'role.datalayer.io/runtime',
    note: 'the runtime node role was called jupyter until "align"',
    source: chartCommit(
      'charts/datalayer-datashim/values-any.yaml',
      '66178f667c8348d2ced7399f14b0411430f66f1f',
      '2026-06-08',
    ),
  },
  ...['name', 'pod-status', 'user-uid', 'kernel-type', 'reservation-id'].map(
    (suffix): FormerName => ({
      name: `jupyterpool.datalayer.io/${suffix}`,
      now: `runtime-pools.datalayer.io/${suffix}`,
      note: 'renamed with the jupyterpool chart in "align"',
      source: chartCommit(
        'charts/datalayer-observer/templates/collector.yaml',
        '66178f667c8348d2ced7399f14b0411430f66f1f',
        '2026-06-08',
      ),
    }),
  ),
];

/**
 * Taints that the platform sets or tolerates. No source sets or tolerates a Datalayer taint: the
 * service charts ship empty `tolerations`, and the Clouder CLI creates OVHcloud node pools with
 * `taints: []`. The places read are in TAINT_SOURCES_READ.
 */
export const TAINTS: readonly Taint[] = [];

export const TAINT_SOURCES_READ: readonly LedgerSource[] = [
  chartFile('charts/datalayer-iam/values.yaml'),
  chartFile('charts/datalayer-operator/values.yaml'),
  OVH_KUBERNETES,
  KUBEADM_HELPERS,
];

// ---------------------------------------------------------------------------------------------
// Environment variables
// ---------------------------------------------------------------------------------------------

const CRIU = clouderFile('clouder/cli/criu.py', 'a1863c575853562158728121a0daaa858e84ccdf');
/**
 * The newest public aws_ecr_environments.py, whose commit is not identified (the snapshot records
 * its store id): cited without a commit.
 */
const ECR_MODULE: LedgerSource = {
  repository: 'datalayer/clouder',
  path: 'clouder/cli/aws_ecr_environments.py',
};
const KUBEADM_NODE_MOUNTS = clouderFile(
  'clouder/cli/kubeadm/node_mounts.py',
  'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
);

/** Variables the Clouder CLI reads (src/data/cli/ holds the commands). */
export const CLI_VARIABLES: readonly LedgerVariable[] = [
  {
    name: 'DATALAYER_ENVIRONMENTS_KMS_KEY',
    readBy: [],
    readByTools: ['the Datalayer Operator image, to verify signed environment images with cosign'],
    source: CLOUDER_RUNTIME_ENVIRONMENTS_SIGNING_DOC,
  },
  {
    name: 'DATALAYER_ENVIRONMENTS_VERIFY_TIMEOUT',
    readBy: [],
    readByTools: ['the Datalayer Operator image (timeout of the signature check)'],
    source: CLOUDER_RUNTIME_ENVIRONMENTS_SIGNING_DOC,
  },
  {
    name: 'DATALAYER_RUN_URL',
    readBy: [],
    readByTools: ['clouder criu (default of --run-url)'],
    source: CRIU,
  },
  {
    name: 'DATALAYER_CLUSTER_NAME',
    readBy: [],
    readByTools: [
      'clouder criu and clouder node-mounts (the cluster, after DATALAYER_CLOUDER_CLUSTER_NAME)',
    ],
    source: CRIU,
  },
  {
    name: 'DATALAYER_API_KEY',
    readBy: [],
    readByTools: ['clouder criu (default of --api-key)'],
    source: CRIU,
  },
  {
    name: 'DATALAYER_ECR_ENVIRONMENTS_REGION',
    readBy: [],
    readByTools: ['clouder aws ecr-environments (default of --region)'],
    toolDefault: 'us-east-1',
    source: ECR_MODULE,
  },
  {
    name: 'DATALAYER_ECR_ENVIRONMENTS_REGISTRY',
    readBy: [],
    readByTools: ['clouder aws ecr-environments (registry host)'],
    source: ECR_MODULE,
  },
  {
    name: 'DATALAYER_DURABLE_NAMESPACE',
    readBy: [],
    readByTools: ['clouder aws ecr-environments (default of --builder-namespace)'],
    toolDefault: 'datalayer-durable',
    source: ECR_MODULE,
  },
  {
    name: 'DATALAYER_HOME',
    readBy: [],
    readByTools: ['clouder kubeadm setup (where the datalayer-node-mounts chart is looked for)'],
    source: KUBEADM_NODE_MOUNTS,
  },
];

/** Every variable of the charts' `env:` maps, then those the Clouder CLI reads. */
export const VARIABLES: readonly LedgerVariable[] = [...CHART_VARIABLES, ...CLI_VARIABLES];

/** Variables the charts read under an earlier name. */
export const FORMER_VARIABLES: readonly FormerVariable[] = [
  {
    name: 'DATALAYER_URL',
    note: 'split in helm-charts 27a588fc into one key per service: each chart takes its ingress host from its own (CHART_HOST_KEYS: DATALAYER_IAM_URL in iam, home, jump and observer, DATALAYER_RUNTIMES_URL in runtimes, jupyter-server and runtime-pools, DATALAYER_<SERVICE>_URL in the others); the chart versions did not change',
    source: chartFile('charts/datalayer-iam/templates/_helpers.yaml'),
  },
  {
    name: 'DATALAYER_RUN_URL',
    note: 'renamed DATALAYER_URL in every chart in "url", which 27a588fc split per service (the Clouder CLI still reads DATALAYER_RUN_URL)',
    source: chartCommit(
      'charts/datalayer-iam/values.yaml',
      'c882347246772d6f2a858cd2db40ed9d39cd1886',
      '2026-06-25',
    ),
  },
  {
    name: 'DATALAYER_PUB_SUB_ENGINE',
    now: 'DATALAYER_PUBSUB_ENGINE',
    note: 'renamed in "lint: pubsub"',
    source: chartCommit(
      'charts/datalayer-iam/values.yaml',
      '1a4bc08f7aba2b621225cb8edc8b9cd3c05f5f45',
      '2026-06-16',
    ),
  },
  {
    name: 'DATALAYER_IAM_HOST',
    now: 'DATALAYER_IAM_URL',
    note: 'the operator chart reads a URL (http://datalayer-iam-svc.datalayer-api.svc.cluster.local:9700) since "azure: sg"',
    source: chartCommit(
      'charts/datalayer-operator/values.yaml',
      'df7d68285d4db623e7acb34fa8321a73ff3302b7',
      '2026-03-08',
    ),
  },
  {
    name: 'DATALAYER_OPERATOR_HOST',
    now: 'DATALAYER_OPERATOR_URL',
    note: 'the runtimes chart reads a URL since "azure: sg"',
    source: chartCommit(
      'charts/datalayer-runtimes/values.yaml',
      'df7d68285d4db623e7acb34fa8321a73ff3302b7',
      '2026-03-08',
    ),
  },
  {
    name: 'DATALAYER_JWT_SKIP_3RD_TOKEN_SIGNATURE_VERIFICATION',
    now: 'DATALAYER_JWT_SKIP_EXTERNAL_TOKEN_SIGNATURE_VERIFICATION',
    note: 'renamed in "chore: rename env 3rd_party to external"',
    source: chartCommit(
      'charts/datalayer-iam/values.yaml',
      '2b22821af6006e5d5871638eb9b558c8566bd356',
      '2024-07-25',
    ),
  },
  {
    name: 'DATALAYER_RUN_HOST',
    note: 'no chart reads it since "Service: manager (#67)"; the charts derive the host from DATALAYER_URL',
    source: chartCommit(
      'charts/datalayer-iam/values.yaml',
      '7ff1770ecf05b03de287f7c0882745b066969a75',
      '2024-12-09',
    ),
  },
  {
    name: 'DATALAYER_STRIPE_PRODUCT_ID',
    note: 'removed from the charts in "stripe"; the IAM chart reads the DATALAYER_STRIPE_*_PRICE_LOOKUP_KEY(S) variables',
    source: chartCommit(
      'charts/datalayer-iam/values.yaml',
      'a997aa9ab47be7300eeb7124605f76bd9f8679b4',
      '2026-05-12',
    ),
  },
  {
    name: 'DATALAYER_AZURE_OPENAI_ENDPOINT',
    note: 'removed in "feat: ai inference (#101)"; the AI charts read DATALAYER_AZURE_OPENAI_CHAT_COMPLETION_ENDPOINT',
    source: chartCommit(
      'charts/datalayer-ai-agents/values.yaml',
      'a4984513623cc9818ee819f16c14a50d600b72e0',
      '2025-10-08',
    ),
  },
];

/**
 * Variables that only the site's own shell snippets define and use: no chart and no tool of the
 * ledger reads them. The `ledger` check accepts these and nothing else outside VARIABLES.
 */
export const SITE_SHELL_VARIABLES: readonly SiteShellVariable[] = [
  {
    name: 'DATALAYER_URL',
    reason:
      "the platform's public URL in the site's datalayerrc: the pages set each chart's own URL key (CHART_HOST_KEYS) from it and call the services at it",
  },
  {
    name: 'DATALAYER_TOKEN',
    reason:
      'the IAM functional test stores the JWT it gets here, and the other service pages reuse it in curl',
  },
  {
    name: 'DATALAYER_VERSION',
    reason:
      'the JupyterHub integration pins the datalayer Python package with it in a Docker build',
  },
  {
    name: 'DATALAYER_HELM_REGISTRY_HOST',
    reason: 'the registry pages log Helm in to this host and build chart addresses from it',
  },
  {
    name: 'DATALAYER_HELM_REGISTRY',
    reason: 'the registry pages push and install charts from oci://${DATALAYER_HELM_REGISTRY}',
  },
  {
    name: 'DATALAYER_HELM_REGISTRY_USERNAME',
    reason: 'user name of the `helm registry login` steps',
  },
  {
    name: 'DATALAYER_HELM_REGISTRY_PASSWORD',
    reason: 'password of the `helm registry login` steps, read from ~/.datalayer/secrets',
  },
  {
    name: 'DATALAYER_DOCKER_REGISTRY_HOST',
    reason: 'the registry pages log Docker in to this host',
  },
  {
    name: 'DATALAYER_HOST',
    reason:
      'host part of DATALAYER_URL (`${DATALAYER_URL#https://}`), which the ingress and certificate steps need without the scheme',
  },
  {
    name: 'DATALAYER_HELM_CHARTS_REF',
    reason:
      'commit of datalayer/helm-charts that the pages check out to install a chart from its folder',
  },
  {
    name: 'DATALAYER_DOCKER_REGISTRY_USERNAME',
    reason: 'user name of the `docker login` and pull-secret steps',
  },
  {
    name: 'DATALAYER_DOCKER_REGISTRY_PASSWORD',
    reason: 'password of the `docker login` and pull-secret steps, read from ~/.datalayer/secrets',
  },
];

// ---------------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------------

/** In-cluster addresses, as the charts' defaults write them, and the ports the charts declare. */
export const SERVICE_ENDPOINTS: readonly ServiceEndpoint[] = [
  {
    service: 'IAM',
    chart: 'datalayer-iam',
    port: 9700,
    inClusterUrl: 'http://datalayer-iam-svc.datalayer-api.svc.cluster.local:9700',
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    service: 'Runtimes',
    chart: 'datalayer-runtimes',
    port: 9500,
    inClusterUrl: 'http://datalayer-runtimes-svc.datalayer-api.svc.cluster.local:9500',
    source: chartFile('charts/datalayer-scheduler/values.yaml'),
  },
  {
    service: 'Spacer',
    chart: 'datalayer-spacer',
    port: 9900,
    inClusterUrl: 'http://datalayer-spacer-svc.datalayer-api.svc.cluster.local:9900',
    source: chartFile('charts/datalayer-runtimes/values.yaml'),
  },
  {
    service: 'Operator',
    chart: 'datalayer-operator',
    port: 2111,
    inClusterUrl: 'http://datalayer-operator-svc.datalayer-runtimes.svc.cluster.local:2111',
    source: chartFile('charts/datalayer-runtimes/values.yaml'),
  },
  {
    service: 'OpenFGA (HTTP API)',
    chart: 'datalayer-openfga',
    port: 8080,
    inClusterUrl: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    service: 'Kafka bootstrap',
    chart: 'datalayer-kafka',
    port: 9092,
    inClusterUrl: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    service: 'Pulsar broker',
    chart: 'datalayer-pulsar',
    port: 6650,
    inClusterUrl: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    service: 'Vault',
    chart: 'datalayer-vault',
    port: 8200,
    inClusterUrl: 'http://datalayer-vault-internal.datalayer-vault.svc.cluster.local:8200',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    service: 'Solr ZooKeeper',
    port: 2181,
    inClusterUrl:
      'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local:2181',
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    service: 'OpenTelemetry collector (OTLP gRPC)',
    port: 4317,
    inClusterUrl: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    service: 'Observer collector (OTLP gRPC)',
    chart: 'datalayer-observer',
    port: 4317,
    inClusterUrl: 'datalayer-collector-collector.datalayer-observer.svc.cluster.local:4317',
    source: chartFile('charts/datalayer-traefik/values-any.yaml'),
  },
  {
    service: 'Loki',
    chart: 'datalayer-observer',
    port: 3100,
    inClusterUrl: 'http://datalayer-observer-loki.datalayer-observer:3100',
    source: chartFile('charts/datalayer-observer/values.yaml'),
  },
  {
    service: 'Tempo',
    chart: 'datalayer-observer',
    port: 3100,
    inClusterUrl: 'http://datalayer-observer-tempo.datalayer-observer:3100',
    source: chartFile('charts/datalayer-observer/values.yaml'),
  },
  ...(
    [
      ['Library', 'datalayer-library', 9800],
      ['Manager', 'datalayer-manager', 9300],
      ['Scheduler', 'datalayer-scheduler', 9920],
      ['AI Agents', 'datalayer-ai-agents', 4400],
      ['AI Inference', 'datalayer-ai-inference', 4450],
      ['MCP Servers', 'datalayer-mcp-servers', 4111],
      ['Growth', 'datalayer-growth', 6660],
      ['Inbounds', 'datalayer-inbounds', 7667],
      ['Success', 'datalayer-success', 3300],
      ['Support', 'datalayer-support', 2200],
      ['Jump (SSH)', 'datalayer-jump', 2223],
      ['Ray add-on', 'datalayer-ray', 4460],
      ['Jupyter Server', 'jupyter-server', 8888],
      ['Runtime pools', 'runtime-pools', 2300],
    ] as const
  ).map(([service, directory, port]): ServiceEndpoint => ({
    service,
    chart: GENERATED_CHARTS.find((chart) => chart.directory === directory)?.name ?? directory,
    port,
    source: chartFile(`charts/${directory}/values.yaml`),
  })),
];

// ---------------------------------------------------------------------------------------------
// Third-party tools and Kubernetes versions
// ---------------------------------------------------------------------------------------------

const SERVICES = 'docs/services/kubernetes/services/system';
const CLI_PAGES = 'docs/services/kubernetes/requirements/cli';

/** Chart `kubeVersion` constraints give a lower bound only. */
const KUBE_VERSION_NOTE = 'the chart’s kubeVersion constraint: Helm refuses older clusters';

const TELEPRESENCE_2_31_NOTES: LedgerSource = {
  repository: 'telepresenceio/telepresence.io',
  path: 'versioned_docs/version-2.31/release-notes.md',
  commit: 'a1a777562353a665fa0367d309df611dcda770b2',
  date: '2026-08-02',
  url: 'https://github.com/telepresenceio/telepresence/releases/tag/v2.31.2',
};
const KAFKA_CVE_LIST: LedgerSource = {
  repository: 'apache/kafka-site',
  path: 'content/en/community/cve-list.md',
  commit: '379dba2230101f7ca1b73658808d67e6e48bf909',
  url: 'https://kafka.apache.org/cve-list',
};
/** The 1.35 release page as kubernetes.io renders it; the repository was too large to mirror. */
const KUBERNETES_SCHEDULE: LedgerSource = {
  repository: 'kubernetes.io',
  path: 'releases/1.35 (patch releases, maintenance mode and end of life)',
  url: 'https://kubernetes.io/releases/1.35/',
};

/** A curl release and the CVEs it fixed, as curl's vulnerability table lists them. */
function curlSecurityRelease(version: string, date: string, advisories: string[]): SecurityRelease {
  return {
    version,
    date,
    advisories,
    source: {
      repository: 'curl/curl-www',
      path: 'docs/vuln.pm',
      commit: '245bd197493b521edc2f9a005c35c1a1d3e731ff',
      url: 'https://curl.se/docs/security.html',
    },
  };
}

const CERT_MANAGER_1_21_2_NOTES: LedgerSource = {
  repository: 'cert-manager/website',
  path: 'pull request #2261 (v1.21.2 release notes)',
  date: '2026-09-11',
  url: 'https://github.com/cert-manager/website/pull/2261',
};

const HELM_VERSION_POLICY: LedgerSource = {
  repository: 'helm/helm-www',
  path: 'docs/topics/version_skew.mdx (“a release branch for the most recent minor release”)',
  commit: '227f41447a683545325e87aedf10c67096d11004',
  url: 'https://helm.sh/docs/topics/version_skew/',
};

const HELM_4_3_0_RELEASE: LedgerSource = {
  repository: 'helm/helm',
  path: 'releases (v4.3.0, dated in devth/helm-docker#294)',
  date: '2026-09-09',
  url: 'https://github.com/helm/helm/releases/tag/v4.3.0',
};

const OPENFGA_CHANGELOG: LedgerSource = {
  repository: 'openfga/openfga',
  path: 'CHANGELOG.md',
  url: 'https://github.com/openfga/openfga/blob/main/CHANGELOG.md',
};

const STRIMZI_045_CHANGELOG: LedgerSource = {
  repository: 'strimzi/strimzi-kafka-operator',
  path: 'CHANGELOG.md (branch release-0.45.x)',
  commit: 'd56c888f76e49078de596028a7335c5cb180982a',
  date: '2026-03-06',
  url: 'https://github.com/strimzi/strimzi-kafka-operator/blob/release-0.45.x/CHANGELOG.md',
};

/** JupyterHub 5.5.1, a security release, which Z2JH chart 4.4.1 deploys. */
const JUPYTERHUB_5_5_1: LedgerSource = {
  repository: 'jupyterhub/jupyterhub',
  path: 'tag 5.5.1 (chart 4.4.1 deploys it, as installs of `--version 4.4.1` say)',
  commit: '4b520710d97766554b76e43839d16b2e22d1735f',
  date: '2026-08-10',
  url: 'https://github.com/jupyterhub/jupyterhub/releases/tag/5.5.1',
};

const Z2JH_CHANGELOG: LedgerSource = {
  repository: 'jupyterhub/zero-to-jupyterhub-k8s',
  path: 'docs/source/changelog.md',
  commit: '48ea50e34daddde55d76e30df6ecd47e4abd4d8e',
  url: 'https://z2jh.jupyter.org/en/stable/changelog.html',
};

/** A Traefik chart release, as its changelog lists it. */
function traefikChartRelease(version: string): LedgerSource {
  return {
    repository: 'traefik/traefik-helm-chart',
    path: 'traefik/Changelog.md',
    commit: 'a8a66d0098703627b2cf352c66b1725c196a734a',
    url: `https://github.com/traefik/traefik-helm-chart/releases/tag/v${version}`,
  };
}

export const TOOLS: readonly LedgerTool[] = [
  {
    name: 'cert-manager',
    pinnedVersion: 'v1.21.1',
    variables: ['CERT_MANAGER_VERSION'],
    chartRefs: ['jetstack/cert-manager'],
    pages: [
      `${SERVICES}/cert-manager.md`,
      'docs/services/kubernetes/deployments/helm.md',
      'docs/services/kubernetes/deployments/github-actions.md',
      'docs/services/kubernetes/operations/upgrades.md',
    ],
    supportedKubernetes: {min: '1.33', max: '1.36'},
    supportSource: {
      repository: 'cert-manager/website',
      path: 'content/docs/releases/README.md',
      commit: '776e5dba56510fc9de84206b806b568447077f25',
      date: '2026-08-22',
      url: 'https://cert-manager.io/docs/releases/',
    },
    releases: {
      checked: '2026-11-25',
      newest: {version: 'v1.21.2', date: '2026-09-11', source: CERT_MANAGER_1_21_2_NOTES},
      security: [
        {
          version: 'v1.21.2',
          date: '2026-09-11',
          advisories: [
            'CVE-2026-84304',
            'GHSA-vp52-pcj8-j9qc',
            'CVE-2026-84445',
            'GHSA-2v4p-qf9q-27wj',
            'CVE-2026-78662',
            'CVE-2026-56855',
          ],
          source: CERT_MANAGER_1_21_2_NOTES,
        },
      ],
    },
  },
  {
    // Clouder's kubeadm setup installs Kubernetes 1.32, below the newest release's range.
    name: 'cert-manager',
    pinnedVersion: 'v1.20.3',
    variables: [],
    pages: ['docs/services/kubernetes/cluster/kubeadm.md'],
    forClusterPages: ['docs/services/kubernetes/cluster/kubeadm.md'],
    supportedKubernetes: {min: '1.32', max: '1.35'},
    supportSource: {
      repository: 'cert-manager/website',
      path: 'content/docs/releases/README.md',
      date: '2026-03-10',
      url: 'https://github.com/cert-manager/website/pull/2007',
    },
    releases: {
      checked: '2026-11-25',
      newest: {version: 'v1.21.2', date: '2026-09-11', source: CERT_MANAGER_1_21_2_NOTES},
      // The 1.20 line ends with the release of 1.22 (the releases page), which no source read
      // on the day of the check had announced.
      security: [
        {
          version: 'v1.20.4',
          advisories: [],
          source: {
            repository: 'cybozu/neco-containers',
            path: 'pull request #2117 (cert-manager v1.20.4, a release for security fixes)',
            url: 'https://github.com/cybozu/neco-containers/pull/2117',
          },
        },
      ],
    },
  },
  {
    name: 'cmctl',
    pinnedVersion: 'v2.6.1',
    variables: ['CMCTL_VERSION'],
    pages: [`${CLI_PAGES}/cmctl.md`],
    releases: {
      checked: '2026-11-25',
      newest: {
        version: 'v2.6.1',
        source: {
          repository: 'cert-manager/cmctl',
          path: 'releases (v2.6.1, the newest tag named by Siemens-Healthineers/K2s#3149)',
          url: 'https://github.com/cert-manager/cmctl/releases/tag/v2.6.1',
        },
      },
      security: [],
    },
  },
  {
    name: 'Helm',
    pinnedVersion: 'v4.2.4',
    variables: ['HELM_VERSION'],
    pages: [`${CLI_PAGES}/helm.md`, 'docs/services/kubernetes/deployments/github-actions.md'],
    supportedKubernetes: {min: '1.33', max: '1.36'},
    supportSource: {
      repository: 'helm/helm-www',
      path: 'docs/topics/version_skew.mdx',
      commit: '227f41447a683545325e87aedf10c67096d11004',
      date: '2026-08-06',
      url: 'https://helm.sh/docs/topics/version_skew/',
    },
    releases: {
      checked: '2026-11-25',
      newest: {version: 'v4.3.0', date: '2026-09-09', source: HELM_4_3_0_RELEASE},
      security: [],
      endOfSupport: {
        date: '2026-09-09',
        rule: 'Helm maintains a release branch for the most recent minor only: 4.2 ended with 4.3.0',
        source: HELM_VERSION_POLICY,
      },
    },
  },
  {
    // Helm 4 releases of the site's pin start at Kubernetes 1.33; Helm 3.20 covers 1.32.
    name: 'Helm',
    pinnedVersion: 'v3.20',
    variables: [],
    pages: ['docs/services/kubernetes/cluster/kubeadm.md'],
    forClusterPages: ['docs/services/kubernetes/cluster/kubeadm.md'],
    supportedKubernetes: {min: '1.32', max: '1.35'},
    supportSource: {
      repository: 'helm/helm-www',
      path: 'docs/v3/topics/version_skew.md',
      url: 'https://helm.sh/docs/v3/topics/version_skew/',
    },
    releases: {
      checked: '2026-11-25',
      newest: {
        version: 'v3.22.0',
        date: '2026-09-10',
        source: {
          repository: 'helm/helm',
          path: 'releases (v3.22.0, the last Helm 3 feature release)',
          url: 'https://github.com/helm/helm/releases/tag/v3.22.0',
        },
      },
      security: [
        {
          // Newer than the 3.20.0 and 3.20.1 a reader may have installed as "3.20".
          version: 'v3.20.2',
          date: '2026-04-09',
          advisories: ['CVE-2026-35206', 'GHSA-hr2v-4r36-88hr'],
          source: {
            repository: 'helm/helm',
            path: 'security advisory GHSA-hr2v-4r36-88hr',
            url: 'https://github.com/helm/helm/security/advisories/GHSA-hr2v-4r36-88hr',
          },
        },
        {
          version: 'v3.21.1',
          date: '2026-06-11',
          advisories: ['GO-2026-5026'],
          source: {
            repository: 'helm/helm',
            path: 'tag v3.21.1 (c56dd009)',
            commit: 'c56dd0095fd76da5d7b30ecdf506103e7f26745e',
            url: 'https://github.com/helm/helm/releases/tag/v3.21.1',
          },
        },
        {
          version: 'v3.21.3',
          date: '2026-07-09',
          advisories: ['GO-2026-5622', 'GO-2026-5338', 'GO-2026-5064'],
          source: {
            repository: 'helm/helm',
            path: 'commit 037733e7 (drops the containerd v1 dependency for govulncheck findings)',
            url: 'https://github.com/helm/helm/releases/tag/v3.21.3',
          },
        },
        {
          version: 'v3.21.4',
          date: '2026-08-13',
          advisories: ['GO-2026-5158', 'GO-2026-5932', 'GO-2026-6061'],
          source: {
            repository: 'helm/helm',
            path: 'releases (v3.21.4 release notes)',
            url: 'https://github.com/helm/helm/releases/tag/v3.21.4',
          },
        },
      ],
      endOfSupport: {
        date: '2026-05-13',
        rule: 'Helm maintains a release branch for the most recent minor only: 3.20 ended with 3.21.0; Helm 3 gets security fixes until 2027-02-10',
        source: HELM_VERSION_POLICY,
      },
    },
  },
  {
    name: 'OpenFGA CLI',
    pinnedVersion: '0.7.19',
    variables: ['FGA_VERSION'],
    pages: [`${CLI_PAGES}/openfga.md`],
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '0.7.20',
        date: '2026-08-10',
        source: {
          repository: 'openfga/cli',
          path: 'CHANGELOG.md',
          commit: '73d22a21263401cdab7044d0b2ef65fe2f0794e4',
          url: 'https://github.com/openfga/cli/releases/tag/v0.7.20',
        },
      },
      security: [],
    },
  },
  {
    name: 'kind',
    pinnedVersion: 'v0.33.0',
    variables: [],
    pages: ['docs/services/kubernetes/cluster/docker.md'],
    releases: {
      checked: '2026-11-25',
      newest: {
        version: 'v0.33.0',
        date: '2026-08-26',
        source: {
          repository: 'kubernetes-sigs/kind',
          path: 'releases (v0.33.0, quoted in polarsquad/krops#112)',
          url: 'https://github.com/kubernetes-sigs/kind/releases/tag/v0.33.0',
        },
      },
      security: [],
    },
  },
  {
    name: 'KubeRay operator',
    pinnedVersion: '1.7.0',
    variables: ['KUBERAY_VERSION'],
    chartRefs: ['kuberay/kuberay-operator'],
    pages: ['docs/services/kubernetes/frameworks/ray.md'],
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '1.7.1',
        source: {
          repository: 'ray-project/kuberay',
          path: 'pull request #5318 (the version bump after 1.7.1, 2026-09-18)',
          url: 'https://github.com/ray-project/kuberay/releases/tag/v1.7.1',
        },
      },
      security: [],
    },
  },
  {
    name: 'Apache Solr Operator',
    pinnedVersion: '0.9.1',
    variables: ['SOLR_OPERATOR_VERSION'],
    chartRefs: ['apache-solr/solr-operator'],
    pages: [`${SERVICES}/solr.md`, 'docs/services/kubernetes/operations/upgrades.md'],
    supportedKubernetes: {min: '1.22'},
    supportNote: KUBE_VERSION_NOTE,
    supportSource: {
      repository: 'apache/solr-operator',
      path: 'helm/solr-operator/Chart.yaml',
      commit: 'd35f0b50852fb24b1c74e955fda1e33e9912dcc6',
      date: '2025-03-19',
    },
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '0.9.1',
        date: '2025-03-25',
        source: {
          repository: 'apache/solr-operator',
          path: 'helm/solr-operator/Chart.yaml',
          commit: 'd35f0b50852fb24b1c74e955fda1e33e9912dcc6',
          url: 'https://solr.apache.org/operator/news.html',
        },
      },
      security: [],
    },
  },
  {
    name: 'Datashim',
    pinnedVersion: '0.4.1',
    variables: ['DATASHIM_VERSION'],
    chartRefs: ['datashim/datashim-charts'],
    pages: [`${SERVICES}/datashim.md`],
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '0.4.1',
        date: '2024-11-22',
        source: {
          repository: 'datashim-io/datashim',
          path: 'chart/Chart.yaml',
          commit: '8f50a01aaf83b1cf72e2e1efeafac081cd3ac4c4',
          url: 'https://github.com/datashim-io/datashim/releases',
        },
      },
      security: [],
    },
  },
  {
    name: 'NVIDIA GPU Operator',
    pinnedVersion: 'v25.10.1',
    variables: ['GPU_OPERATOR_VERSION'],
    chartRefs: ['nvidia/gpu-operator'],
    pages: [`${SERVICES}/gpu-cuda.md`],
    supportedKubernetes: {min: '1.30', max: '1.35'},
    supportNote:
      'upstream Kubernetes on Ubuntu 22.04 and 24.04, while 25.10 was the current release',
    supportSource: {
      repository: 'NVIDIA/cloud-native-docs',
      path: 'gpu-operator/platform-support.rst',
      commit: 'a5b94d57c8cbec49b2376724fef0ef7a5e9bff4b',
      date: '2026-01-21',
      url: 'https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/platform-support.html',
    },
    releases: {
      checked: '2026-11-25',
      newest: {
        version: 'v26.7.0',
        date: '2026-08-20',
        source: {
          repository: 'NVIDIA/cloud-native-docs',
          path: 'gpu-operator/release-notes.rst',
          commit: '52dcb7b8d956784344e241df476de17094a4574c',
          url: 'https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/release-notes.html',
        },
      },
      security: [],
      endOfSupport: {
        date: '2026-08-21',
        rule: 'NVIDIA’s life-cycle table marks 25.10.x End of Support from the 26.7 release on',
        source: {
          repository: 'NVIDIA/cloud-native-docs',
          path: 'gpu-operator/life-cycle-policy.rst',
          commit: '187a4a5bdc9d6ca222ee59cde894bad4ab20eec0',
          url: 'https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/life-cycle-policy.html',
        },
      },
    },
  },
  {
    name: 'Traefik (Helm chart)',
    pinnedVersion: '37.3.0',
    variables: ['TRAEFIK_CHART_VERSION'],
    chartRefs: ['traefik/traefik'],
    pages: [`${SERVICES}/ingress.md`],
    supportedKubernetes: {min: '1.22'},
    supportNote: KUBE_VERSION_NOTE,
    supportSource: {
      repository: 'traefik/traefik-helm-chart',
      path: 'traefik/Chart.yaml',
      commit: '972666cef80eee4e5245ee12a64759f0bba78a64',
      date: '2025-11-10',
    },
    appVersion: 'v3.6.0',
    appName: 'Traefik',
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '41.6.0',
        date: '2026-09-16',
        source: {
          repository: 'traefik/traefik-helm-chart',
          path: 'pull request #2003 (publish 41.6.0)',
          url: 'https://github.com/traefik/traefik-helm-chart/releases/tag/v41.6.0',
        },
      },
      // Each chart release that moves Traefik past an advisory affecting v3.6.0 (the advisories'
      // fixed versions in golang/vulndb, matched to each chart's Traefik version).
      security: [
        {
          version: '38.0.0',
          date: '2025-12-17',
          advisories: [
            'CVE-2025-66491',
            'GHSA-7vww-mvcr-x6vj',
            'CVE-2025-66490',
            'GHSA-gm3x-23wp-hc2c',
          ],
          source: traefikChartRelease('38.0.0'),
        },
        {
          version: '39.0.0',
          date: '2026-01-22',
          advisories: ['CVE-2026-22045', 'GHSA-cwjm-3f7h-9hwq'],
          source: traefikChartRelease('39.0.0'),
        },
        {
          version: '39.0.1',
          date: '2026-02-13',
          advisories: ['CVE-2026-25949', 'GHSA-89p3-4642-cr2w', 'GHSA-gv8r-9rw9-9697'],
          source: traefikChartRelease('39.0.1'),
        },
        {
          version: '39.0.3',
          date: '2026-03-05',
          advisories: [
            'CVE-2026-26998',
            'GHSA-fw45-f5q2-2p4x',
            'CVE-2026-26999',
            'GHSA-xw98-5q62-jx94',
            'CVE-2026-29054',
            'GHSA-92mv-8f8w-wq52',
          ],
          source: traefikChartRelease('39.0.3'),
        },
        {
          version: '39.0.5',
          date: '2026-03-09',
          advisories: ['CVE-2026-29777', 'GHSA-8q2w-wr49-whqj', 'GHSA-4hjq-9h5c-252j'],
          source: traefikChartRelease('39.0.5'),
        },
        {
          version: '39.0.6',
          date: '2026-03-20',
          advisories: [
            'CVE-2026-32595',
            'GHSA-g3hg-j4jv-cwfr',
            'CVE-2026-32305',
            'GHSA-wvvq-wgcr-9q48',
            'CVE-2026-32695',
            'GHSA-67jx-r9pv-98rj',
          ],
          source: traefikChartRelease('39.0.6'),
        },
        {
          version: '39.0.7',
          date: '2026-03-30',
          advisories: ['CVE-2026-33433', 'GHSA-qr99-7898-vr7c', 'GHSA-46wh-3698-f2cx'],
          // The changelog has no 39.0.7 entry: the tag is the source (Traefik v3.6.12).
          source: {
            repository: 'traefik/traefik-helm-chart',
            path: 'tag v39.0.7 (traefik/Chart.yaml)',
            commit: '7a2f23411cb1bc1223930dddc2942334102eec73',
            date: '2026-03-30',
            url: 'https://github.com/traefik/traefik-helm-chart/releases/tag/v39.0.7',
          },
        },
        {
          version: '39.0.9',
          date: '2026-05-04',
          advisories: [
            'CVE-2026-39858',
            'GHSA-5m6w-wvh7-57vm',
            'CVE-2026-35051',
            'GHSA-6384-m2mw-rf54',
            'CVE-2026-40912',
            'GHSA-6jwx-7vp4-9847',
            'CVE-2026-41263',
            'GHSA-6x2q-h3cr-8j2h',
            'CVE-2026-41181',
            'GHSA-p6hg-qh38-555r',
            'CVE-2026-41174',
            'GHSA-xhjw-95fp-8vgq',
          ],
          source: traefikChartRelease('39.0.9'),
        },
        {
          version: '40.1.0',
          date: '2026-05-12',
          advisories: ['CVE-2026-44774', 'GHSA-96qj-4jj5-wcjc'],
          source: traefikChartRelease('40.1.0'),
        },
        {
          version: '40.3.0',
          date: '2026-06-08',
          advisories: [
            'CVE-2026-53622',
            'GHSA-9cr8-q42q-g8m7',
            'CVE-2026-48020',
            'GHSA-xf64-8mw2-4gr2',
          ],
          source: traefikChartRelease('40.3.0'),
        },
        {
          version: '41.0.0',
          date: '2026-06-15',
          advisories: ['CVE-2026-54761', 'GHSA-3g6v-2r68-prfc'],
          source: traefikChartRelease('41.0.0'),
        },
        {
          version: '41.0.2',
          date: '2026-07-06',
          advisories: [
            'CVE-2026-54764',
            'GHSA-3q9r-p662-5j8m',
            'CVE-2026-54763',
            'GHSA-x677-9fxg-v5c5',
          ],
          source: traefikChartRelease('41.0.2'),
        },
        {
          version: '41.1.0',
          date: '2026-07-29',
          advisories: [
            'CVE-2026-65602',
            'GHSA-42cj-m3vj-89wv',
            'CVE-2026-71324',
            'GHSA-3ccp-42pg-hgv6',
            'CVE-2026-65600',
            'GHSA-cxjq-mrr5-89rv',
          ],
          source: traefikChartRelease('41.1.0'),
        },
        {
          version: '41.2.0',
          date: '2026-08-07',
          advisories: [
            'CVE-2026-71325',
            'GHSA-62fc-8686-hfmq',
            'CVE-2026-71327',
            'GHSA-fgjj-px3w-67xx',
          ],
          source: traefikChartRelease('41.2.0'),
        },
        {
          // Traefik v3.7.11; the fix is opt-in (the chart's `core.strictTLSOptions`).
          version: '41.3.0',
          date: '2026-08-19',
          advisories: ['CVE-2026-85597', 'GHSA-g55h-rg46-x9c5', 'GHSA-q42x-32f8-m4r5'],
          source: traefikChartRelease('41.3.0'),
        },
        {
          // Traefik v3.7.13, whose release fixes five advisories; the one recorded is the one
          // whose affected range (before 3.7.13) was read.
          version: '41.5.0',
          date: '2026-09-07',
          advisories: ['CVE-2026-114656'],
          source: {
            repository: 'traefik/traefik-helm-chart',
            path: 'pull request #1997 (release 41.5.0, Traefik v3.7.13)',
            url: 'https://github.com/traefik/traefik-helm-chart/releases/tag/v41.5.0',
          },
        },
      ],
      endOfSupport: {
        date: '2026-08-16',
        rule: 'Traefik’s releases page ends security support for v3.6, which chart 37.3.0 deploys, on 16 August 2026',
        source: {
          repository: 'traefik/traefik',
          path: 'pull request #13702 (docs/content/deprecation/releases.md)',
          url: 'https://doc.traefik.io/traefik/deprecation/releases/',
        },
      },
    },
  },
  {
    name: 'Zero to JupyterHub (Helm chart)',
    pinnedVersion: '4.3.3',
    variables: ['Z2JH_VERSION'],
    chartRefs: ['jupyterhub/jupyterhub'],
    pages: [`${SERVICES}/jupyterhub.md`, 'docs/services/integrations/jupyterhub.md'],
    supportedKubernetes: {min: '1.28'},
    supportNote: KUBE_VERSION_NOTE,
    supportSource: {
      repository: 'jupyterhub/zero-to-jupyterhub-k8s',
      path: 'jupyterhub/Chart.yaml',
      commit: '95cc39e77a7fd43923c64d6b2a01f5566ea826d5',
      date: '2026-03-26',
    },
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '4.4.2',
        source: {
          repository: 'jupyterhub/zero-to-jupyterhub-k8s',
          path: 'pull request #3970 (4.x: JupyterHub 5.5.2, 2026-09-01), installed as 4.4.2',
          url: 'https://github.com/jupyterhub/zero-to-jupyterhub-k8s/pull/3970',
        },
      },
      security: [
        {
          version: '4.3.4',
          date: '2026-04-28',
          advisories: ['CVE-2026-40864', 'GHSA-m68r-v472-jgq9'],
          source: Z2JH_CHANGELOG,
        },
        {
          version: '4.4.0',
          date: '2026-06-10',
          advisories: ['GHSA-p43p-whwx-q52h', 'CVE-2026-54338'],
          source: Z2JH_CHANGELOG,
        },
        {
          version: '4.4.1 (JupyterHub 5.5.1)',
          date: '2026-08-10',
          advisories: ['GHSA-c4gm-pwx9-9w8j', 'GHSA-69wv-m5fw-2fhp'],
          source: JUPYTERHUB_5_5_1,
        },
      ],
    },
  },
  {
    // The operator version the datalayer-kafka chart depends on, which the Kafka page installs.
    name: 'Strimzi',
    pinnedVersion: '0.45.0',
    variables: ['STRIMZI_VERSION'],
    chartRefs: ['strimzi/strimzi-kafka-operator'],
    pages: [`${SERVICES}/kafka.md`],
    supportedKubernetes: {min: '1.25'},
    supportNote: 'Strimzi gives no upper bound (“1.25 and newer” from 0.44.0 on)',
    supportSource: STRIMZI_045_CHANGELOG,
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '1.2.0',
        date: '2026-08-18',
        source: {
          repository: 'strimzi/strimzi-kafka-operator',
          path: 'CHANGELOG.md',
          commit: '8541da1e336bdcda9647aeacfbc2048e57580a52',
          url: 'https://github.com/strimzi/strimzi-kafka-operator/releases/tag/1.2.0',
        },
      },
      security: [
        {
          version: '0.45.1',
          date: '2025-06-20',
          advisories: ['CVE-2024-57699'],
          source: STRIMZI_045_CHANGELOG,
        },
        {
          version: '0.45.2',
          date: '2026-03-06',
          advisories: [
            'CVE-2025-53864',
            'CVE-2025-55163',
            'CVE-2024-47554',
            'CVE-2025-67735',
            'CVE-2025-68161',
            'CVE-2026-1002',
            'GHSA-72hv-8253-57qq',
          ],
          source: STRIMZI_045_CHANGELOG,
        },
        {
          version: '1.0.1',
          date: '2026-06-17',
          advisories: [
            'CVE-2026-55225',
            'GHSA-mw9r-p8xp-wx96',
            'CVE-2026-55226',
            'GHSA-r427-j2h7-wv3m',
          ],
          source: {
            repository: 'strimzi/strimzi-kafka-operator',
            path: 'CHANGELOG.md',
            commit: '8541da1e336bdcda9647aeacfbc2048e57580a52',
            url: 'https://github.com/strimzi/strimzi-kafka-operator/releases/tag/1.0.1',
          },
        },
      ],
      endOfSupport: {
        date: '2026-03-06',
        rule: 'Strimzi publishes no support policy; its changelog says 0.45.2 is the last 0.45 release',
        source: STRIMZI_045_CHANGELOG,
      },
    },
  },

  {
    name: 'OpenFGA (Helm chart)',
    pinnedVersion: '0.3.7',
    variables: ['OPENFGA_CHART_VERSION'],
    chartRefs: ['openfga/openfga'],
    pages: [`${SERVICES}/openfga.md`],
    appVersion: 'v1.17.0',
    appName: 'OpenFGA',
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '0.3.13',
        source: {
          repository: 'openfga/helm-charts',
          path: 'pull request #352 (chart 0.3.13, OpenFGA v1.19.0)',
          url: 'https://github.com/openfga/helm-charts/pull/352',
        },
      },
      // Server releases with a fix, each shipped by the chart release named.
      security: [
        {
          version: '0.3.8 (OpenFGA v1.17.1)',
          date: '2026-06-08',
          advisories: [],
          source: OPENFGA_CHANGELOG,
        },
        {
          version: '0.3.9 (OpenFGA v1.18.0)',
          date: '2026-06-17',
          advisories: [
            'CVE-2026-55170',
            'GHSA-cf98-j28v-49v6',
            'CVE-2026-55689',
            'GHSA-hcxc-wf8j-23hv',
          ],
          source: OPENFGA_CHANGELOG,
        },
        {
          version: '0.3.10 (OpenFGA v1.18.1)',
          date: '2026-06-30',
          advisories: ['CVE-2026-61709', 'GHSA-g3pg-frfm-pr2m'],
          source: {
            repository: 'openfga/openfga',
            path: 'security advisory GHSA-g3pg-frfm-pr2m (fix 171806c9 in tag v1.18.1)',
            url: 'https://github.com/openfga/openfga/security/advisories/GHSA-g3pg-frfm-pr2m',
          },
        },
        {
          version: 'OpenFGA v1.20.0 (a server release)',
          date: '2026-09-08',
          advisories: [],
          source: {
            repository: 'openfga/openfga',
            path: 'pull request #3296 (v1.20.0 changelog: a security fix to streamed list results)',
            url: 'https://github.com/openfga/openfga/pull/3296',
          },
        },
      ],
    },
  },
  {
    name: 'Apache Pulsar (Helm chart)',
    pinnedVersion: '4.6.0',
    variables: ['PULSAR_CHART_VERSION'],
    chartRefs: ['apache/pulsar'],
    pages: [`${SERVICES}/pulsar.md`],
    supportedKubernetes: {min: '1.25'},
    supportNote: KUBE_VERSION_NOTE,
    supportSource: {
      repository: 'apache/pulsar-helm-chart',
      path: 'charts/pulsar/Chart.yaml',
      commit: '8d490d43a2162e695290b9a184207ff840ef7ef2',
      date: '2026-04-27',
    },
    appVersion: '4.0.10',
    appName: 'Pulsar',
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '4.8.0',
        date: '2026-10-13',
        source: {
          repository: 'apache/pulsar-helm-chart',
          path: 'releases (pulsar-4.8.0, Pulsar 5.0.0 by default)',
          url: 'https://github.com/apache/pulsar-helm-chart/releases/tag/pulsar-4.8.0',
        },
      },
      security: [
        {
          version: '4.6.1 (Pulsar 4.0.11)',
          date: '2026-06-19',
          advisories: ['CVE-2025-33042', 'CVE-2026-45205', 'CVE-2026-43869', 'CVE-2026-6860'],
          source: {
            repository: 'apache/pulsar-helm-chart',
            path: 'charts/pulsar/Chart.yaml',
            commit: 'bf9cb8455b95ff3fd13d682bcef648e4264ca783',
            url: 'https://github.com/apache/pulsar-helm-chart/releases/tag/pulsar-4.6.1',
          },
        },
        {
          version: '4.7.0 (Pulsar 4.0.12)',
          date: '2026-07-13',
          advisories: [],
          source: {
            repository: 'apache/pulsar-helm-chart',
            path: 'charts/pulsar/Chart.yaml',
            commit: 'de7be31eade0ca0868a9286ab9ccbb1ec39f2d14',
            url: 'https://github.com/apache/pulsar-helm-chart/releases/tag/pulsar-4.7.0',
          },
        },
        {
          version: 'Pulsar 4.0.13 (no chart release deploys it by default)',
          date: '2026-08-03',
          advisories: [],
          source: {
            repository: 'apache/pulsar-site',
            path: 'release-notes/versioned/pulsar-4.0.13.md',
            commit: 'c8e5add3817d38ed33284e7a9802ddf6816bea3a',
            url: 'https://pulsar.apache.org/release-notes/versioned/pulsar-4.0.13/',
          },
        },
        {
          version: 'Pulsar 4.0.14 (no chart release deploys it by default)',
          date: '2026-10-05',
          advisories: [
            'CVE-2026-105930',
            'CVE-2026-105945',
            'CVE-2026-59949',
            'GHSA-hrxh-6v49-42gf',
          ],
          source: {
            repository: 'apache/pulsar-site',
            path: 'release-notes/versioned/pulsar-4.0.14.md',
            commit: 'be136e481db4fcb4d79177be82c4623e76b42a2d',
            url: 'https://pulsar.apache.org/release-notes/versioned/pulsar-4.0.14/',
          },
        },
      ],
      // Pulsar 4.0 is an LTS line: active support ended on 2026-10-21, security fixes until
      // 2027-10-21 (pulsar.apache.org, security policy and supported versions).
    },
  },
  {
    name: 'Rook',
    pinnedVersion: 'v1.19.10',
    variables: ['ROOK_VERSION'],
    chartRefs: ['rook-release/rook-ceph', 'rook-release/rook-ceph-cluster'],
    pages: [`${SERVICES}/shared-filesystem.md`],
    supportedKubernetes: {min: '1.30', max: '1.35'},
    supportSource: {
      repository: 'rook/rook',
      path: 'Documentation/Getting-Started/Prerequisites/prerequisites.md',
      commit: '2c3d5c078e1eafcca10821ccf2e95879adc2d8cb',
      date: '2026-08-20',
      url: 'https://rook.io/docs/rook/v1.19/Getting-Started/Prerequisites/prerequisites/',
    },
    releases: {
      checked: '2026-11-25',
      newest: {
        version: 'v1.20.7',
        date: '2026-09-02',
        source: {
          repository: 'rook/rook',
          path: 'releases (v1.20.7, dated from GitHub’s latest-release answer as quoted by its users)',
          url: 'https://github.com/rook/rook/releases/tag/v1.20.7',
        },
      },
      // v1.19.10 is the newest 1.19 patch, and Rook maintains its two newest minor lines.
      security: [],
    },
  },
  {
    name: 'HashiCorp Vault (Helm chart)',
    pinnedVersion: '0.34.1',
    variables: ['VAULT_CHART_VERSION'],
    chartRefs: ['hashicorp/vault'],
    pages: [`${SERVICES}/vault.md`],
    supportedKubernetes: {min: '1.20'},
    supportNote: KUBE_VERSION_NOTE,
    supportSource: {
      repository: 'hashicorp/vault-helm',
      path: 'Chart.yaml',
      commit: 'aa1c92e4adddbce9660e536dfe5222a88eda6d52',
      date: '2026-08-13',
    },
    appVersion: '2.0.4',
    appName: 'Vault',
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '0.34.1',
        date: '2026-08-13',
        source: {
          repository: 'hashicorp/vault-helm',
          path: 'CHANGELOG.md',
          commit: 'aa1c92e4adddbce9660e536dfe5222a88eda6d52',
          url: 'https://github.com/hashicorp/vault-helm/releases/tag/v0.34.1',
        },
      },
      security: [
        {
          version: 'Vault 2.1.0 (no chart release deploys it by default)',
          date: '2026-09-01',
          advisories: ['GO-2026-6107', 'GO-2026-5052'],
          source: {
            repository: 'hashicorp/vault',
            path: 'releases (v2.1.0 release notes, security updates)',
            url: 'https://github.com/hashicorp/vault/releases/tag/v2.1.0',
          },
        },
      ],
    },
  },
  {
    name: 'Falco (Helm chart)',
    pinnedVersion: '4.20.0',
    variables: ['FALCO_CHART_VERSION'],
    chartRefs: ['falcosecurity/falco'],
    pages: [`${SERVICES}/falco.md`],
    appVersion: '0.40.0',
    appName: 'Falco',
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '9.1.0 (Falco 0.44.1)',
        date: '2026-06-11',
        source: {
          repository: 'falcosecurity/charts',
          path: 'charts/falco/Chart.yaml and CHANGELOG.md (tag falco-9.1.0)',
          commit: '53586de4fb9d8d02006131ade702b161cd7e06e3',
          date: '2026-06-11',
          url: 'https://github.com/falcosecurity/charts/releases/tag/falco-9.1.0',
        },
      },
      // No advisory names a Falco release after 0.40.0. Falco 0.44.0 rejects plugin library
      // paths that climb out of the plugin folder (falcosecurity/falco#3850), a fix its notes do
      // not call a security release, so it is not counted here.
      security: [],
      endOfSupport: {
        date: '2025-05-29',
        rule: 'security updates typically go to the latest release only; chart 4.22.0 brought Falco 0.41.0 that day, and no 0.40 release followed',
        source: {
          repository: 'falcosecurity/.github',
          path: 'SECURITY.md',
          commit: '1245e15fc704078631bf2458dfdb3e9b780d2318',
          url: 'https://github.com/falcosecurity/.github/blob/main/SECURITY.md',
        },
      },
    },
  },
  {
    name: 'Telepresence',
    pinnedVersion: '2.20.0',
    variables: ['TELEPRESENCE_VERSION'],
    chartRefs: ['oci://ghcr.io/telepresenceio/telepresence-oss'],
    pages: [`${SERVICES}/telepresence.md`],
    releases: {
      checked: '2026-11-25',
      newest: {version: '2.31.2', date: '2026-08-02', source: TELEPRESENCE_2_31_NOTES},
      security: [
        {
          version: '2.21.1',
          date: '2024-12-17',
          // The notes name no identifier: "Upgrade module dependencies to get rid of critical vulnerability".
          advisories: [],
          source: {
            repository: 'telepresenceio/telepresence',
            path: 'CHANGELOG.yml (version 2.21.1)',
            commit: '005287b72152787ea67f108d61c62c0db912e203',
            url: 'https://github.com/telepresenceio/telepresence/releases/tag/v2.21.1',
          },
        },
        {
          version: '2.31.0',
          date: '2026-07-22',
          advisories: ['GHSA-j8j4-rw65-56r6', 'GHSA-6j3h-rp73-6rvf'],
          source: TELEPRESENCE_2_31_NOTES,
        },
        {
          version: '2.31.2',
          date: '2026-08-02',
          // Three entries of its notes are typed "security", with no identifier.
          advisories: [],
          source: TELEPRESENCE_2_31_NOTES,
        },
      ],
      endOfSupport: {
        date: '2024-12-13',
        rule: 'security updates go to the latest 2.x release only; 2.21.0 replaced the 2.20 line that day',
        source: {
          repository: 'telepresenceio/telepresence',
          path: 'SECURITY.md',
          commit: 'c73b8f39eade7d845535c25c8427f6762a79acec',
          url: 'https://github.com/telepresenceio/telepresence/blob/release/v2/SECURITY.md',
        },
      },
    },
  },
  {
    // Bundled by the datalayer-observer chart (its Chart.yaml dependencies), not installed alone.
    name: 'kube-prometheus-stack (Helm chart)',
    pinnedVersion: '61.9.0',
    variables: [],
    pages: [`${SERVICES}/observer.md`],
    // The Prometheus its values deploy by default (prometheus.prometheusSpec.image.tag); the
    // chart's own appVersion is the Prometheus Operator's, v0.75.2.
    appVersion: 'v2.54.0',
    appName: 'Prometheus',
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '88.5.3 (Prometheus v3.14.0, Grafana 13.2.0)',
        date: '2026-08-21',
        source: {
          repository: 'prometheus-community/helm-charts',
          path: 'charts/kube-prometheus-stack/Chart.yaml (tag kube-prometheus-stack-88.5.3)',
          commit: 'ea930baeebeba39f56d6b44e351f23b2a072a600',
          date: '2026-08-21',
          url: 'https://github.com/prometheus-community/helm-charts/releases/tag/kube-prometheus-stack-88.5.3',
        },
      },
      security: [
        {
          // The chart stopped setting the Grafana admin password `prom-operator` by default.
          version: 'chart 79.0.0',
          date: '2025-10-27',
          advisories: [],
          source: {
            repository: 'prometheus-community/helm-charts',
            path: 'charts/kube-prometheus-stack/UPGRADE.md (Fix insecure default password in grafana, #5679)',
            commit: 'c215211a0357ccedc7e7521dca7d38100a67316c',
            date: '2025-10-27',
            url: 'https://github.com/prometheus-community/helm-charts/pull/5679',
          },
        },
        {
          version: 'chart 84.3.0 (Prometheus v3.11.3; no 2.x release has the fixes)',
          advisories: [
            'CVE-2026-42154',
            'GHSA-8rm2-7qqf-34qm',
            'CVE-2026-42151',
            'GHSA-wg65-39gg-5wfj',
          ],
          source: {
            repository: 'golang/vulndb',
            path: 'data/reports/GO-2026-5264.yaml and GO-2026-5710.yaml',
            commit: 'd93a0448e878b44818b08a61ff1d8f24f4900a1a',
            url: 'https://github.com/prometheus/prometheus/security/advisories/GHSA-8rm2-7qqf-34qm',
          },
        },
        {
          // The grafana chart 8.4 never deployed it: an image override or a newer chart does.
          version: 'Grafana 11.1.7+security-01',
          advisories: ['CVE-2024-9264', 'GHSA-q99m-qcv4-fpm7'],
          source: {
            repository: 'golang/vulndb',
            path: 'data/reports/GO-2024-3215.yaml',
            commit: '2b20095efdbb312d6bdaa824c54af6102c11c953',
            url: 'https://github.com/grafana/grafana/security/advisories/GHSA-q99m-qcv4-fpm7',
          },
        },
        {
          version: 'Grafana 11.1.11',
          advisories: ['CVE-2024-11741', 'GHSA-wxcc-2f3q-4h58'],
          source: {
            repository: 'golang/vulndb',
            path: 'data/reports/GO-2025-3438.yaml',
            commit: 'f230a5510cea8fc97fec084c3ae4c31569c0a17c',
            url: 'https://github.com/grafana/grafana/security/advisories/GHSA-wxcc-2f3q-4h58',
          },
        },
      ],
      endOfSupport: {
        date: '2025-07-31',
        // 2.54 itself lost support earlier, at the end of its six-week cycle, a day the page does
        // not give; this is the last day any 2.x release was supported.
        rule: 'a Prometheus minor gets fixes for its six-week cycle, an LTS minor for a year; 2.54 was no LTS, and 2.53, the last 2.x LTS, ended that day',
        source: {
          repository: 'prometheus/docs',
          path: 'docs/introduction/release-cycle.md',
          commit: '2527e0554db096f4be556454f6d6e402ba3fd728',
          url: 'https://prometheus.io/docs/introduction/release-cycle/',
        },
      },
    },
  },
  {
    // Bundled by the datalayer-observer chart (its Chart.yaml dependencies), not installed alone.
    name: 'Grafana Loki (Helm chart)',
    pinnedVersion: '6.12.0',
    variables: [],
    pages: [`${SERVICES}/observer.md`],
    appVersion: '3.1.1',
    appName: 'Loki',
    releases: {
      checked: '2026-11-25',
      // The open-source chart moved to grafana-community/helm-charts at 6.55.0; the grafana/loki
      // chart (7.x) is for Grafana Enterprise Logs since.
      newest: {
        version: 'loki-18.11.0 of grafana-community/helm-charts (Loki 3.7.6)',
        date: '2026-08-20',
        source: {
          repository: 'grafana-community/helm-charts',
          path: 'charts/loki/Chart.yaml (loki-18.11.0)',
          commit: '3386a1156177c6bcd7fdb1ad4c6b1dda094296e0',
          url: 'https://github.com/grafana-community/helm-charts/releases/tag/loki-18.11.0',
        },
      },
      security: [
        {
          version: 'chart 6.24.0 (Loki 3.3.2)',
          date: '2024-12-18',
          // "update module golang.org/x/crypto to v0.31.0", with no identifier.
          advisories: [],
          source: {
            repository: 'grafana/loki',
            path: 'CHANGELOG.md (3.3.2: backport update module golang.org/x/crypto to v0.31.0)',
            commit: '65e30f8488e8a5ea2013c6881675f8103a8f6bc7',
            url: 'https://github.com/grafana/loki/releases/tag/v3.3.2',
          },
        },
        {
          version: 'chart 6.51.0 (Loki 3.6.4)',
          date: '2026-01-21',
          advisories: ['CVE-2026-21726', 'GHSA-497x-rrr9-68jp'],
          source: {
            repository: 'golang/vulndb',
            path: 'data/reports/GO-2026-5115.yaml',
            commit: 'f6331c5537013104592b2e2a11f5a07b46a47c1b',
            url: 'https://grafana.com/security/security-advisories/cve-2026-21726',
          },
        },
        {
          version: 'Loki 3.7.4 (community chart loki-18.5.2)',
          date: '2026-07-22',
          advisories: ['CVE-2026-39822', 'CVE-2026-42505'],
          source: {
            repository: 'grafana/loki',
            path: 'CHANGELOG.md (3.7.4, at tag v3.7.6)',
            commit: '5003600d7c787b5f047c8d1b0198559471b0caa5',
            url: 'https://github.com/grafana/loki/releases/tag/v3.7.4',
          },
        },
      ],
      endOfSupport: {
        date: '2026-03-16',
        rule: 'the open-source chart left grafana/loki for grafana-community/helm-charts, forked at 6.55.0; no 6.x release of grafana/loki follows',
        source: {
          repository: 'grafana/loki',
          path: 'production/helm/loki/CHANGELOG.md (7.0.0)',
          commit: '307d4016f0501dccd590ae35695818b1c8d0373c',
          url: 'https://github.com/grafana/loki/issues/20705',
        },
      },
    },
  },
  {
    // The image tag the SolrCloud resource runs (`solrImage.tag`), set on the page.
    name: 'Apache Solr',
    pinnedVersion: '9.8.1',
    variables: [],
    pages: [`${SERVICES}/solr.md`],
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '10.0.0',
        date: '2026-03-03',
        source: {
          repository: 'apache/solr-site',
          path: 'pelicanconf.py (SOLR_LATEST_RELEASE)',
          commit: 'b91ddca65f7e6bcba0c41c1e1e8aa48e3db36048',
          url: 'https://solr.apache.org/downloads.html',
        },
      },
      security: [
        {
          version: '9.10.1',
          date: '2026-01-20',
          advisories: ['CVE-2026-22022', 'CVE-2026-22444'],
          source: {
            repository: 'apache/solr-site',
            path: 'content/solr/security/2026-01-20-cve-2026-22022.md and 2026-01-20-cve-2026-22444.md',
            commit: '2b0ff715b861502922de5f42ac54212d06a68c0e',
            url: 'https://solr.apache.org/security.html',
          },
        },
      ],
      endOfSupport: {
        date: '2026-03-03',
        rule: 'the previous major gets occasional critical fixes and older versions are end of life; with 10.0.0 the downloads page marks every release below 9.10 end of life',
        source: {
          repository: 'apache/solr-site',
          path: 'themes/solr/templates/downloads.html',
          commit: '5a586b3cb5e71e5cda7db094cb9d2a36482f4e8e',
          url: 'https://solr.apache.org/downloads.html#about-versions-and-support',
        },
      },
    },
  },
  {
    // The Kafka of the Strimzi image the datalayer-kafka chart runs (0.45.0-kafka-3.8.0).
    name: 'Apache Kafka',
    pinnedVersion: '3.8.0',
    variables: [],
    pages: [`${SERVICES}/kafka.md`],
    releases: {
      checked: '2026-11-25',
      // Strimzi's list of Kafka versions gives no dates; the release notes are Apache's.
      newest: {
        version: '4.3.1',
        source: {
          repository: 'strimzi/strimzi-kafka-operator',
          path: 'kafka-versions.yaml',
          commit: '17a687258f01f5bf0aee1ac8d71ee872d67f633a',
          url: 'https://archive.apache.org/dist/kafka/4.3.1/RELEASE_NOTES.html',
        },
      },
      security: [
        {
          version: '3.8.1',
          date: '2024-10-29',
          advisories: ['CVE-2024-56128'],
          source: KAFKA_CVE_LIST,
        },
        {
          version: '3.9.1',
          date: '2025-05-21',
          advisories: ['CVE-2025-27817', 'CVE-2025-27818'],
          source: KAFKA_CVE_LIST,
        },
        {
          version: '3.9.2',
          advisories: ['CVE-2026-35554', 'CVE-2026-33558'],
          source: {
            repository: 'apache/security-site',
            path: 'content/projects/kafka/_index.md',
            commit: 'a081bb94ba157bfe25ad0617fde9e9aa98960e95',
            url: 'https://security.apache.org/projects/kafka/',
          },
        },
      ],
      endOfSupport: {
        date: '2025-09-02',
        // The date is 4.1.0's (apache/kafka-site downloads.md at 095c666f); that page still
        // listed 3.8.1 among supported releases, and no 3.8 release has the 2026 fixes.
        rule: 'the project attempts bugfix releases as needed for the last three releases; 4.1.0 that day left 3.9, 4.0 and 4.1',
        source: {
          repository: 'cwiki.apache.org',
          path: 'KAFKA/Time Based Release Plan (What is our EOL policy?)',
          url: 'https://cwiki.apache.org/confluence/display/KAFKA/Time+Based+Release+Plan',
        },
      },
    },
  },
  {
    // The image the page's one-off check pod runs (curlimages/curl).
    name: 'curl',
    pinnedVersion: '8.11.1',
    variables: [],
    pages: ['docs/services/kubernetes/services/spider.md'],
    releases: {
      checked: '2026-11-25',
      // Named by third-party notes; the stored tags of curl/curl stop at rc-8_22_0-2.
      newest: {
        version: '8.22.0',
        date: '2026-09-02',
        source: {
          repository: 'curl/curl',
          path: 'releases (curl-8_22_0)',
          url: 'https://github.com/curl/curl/releases/tag/curl-8_22_0',
        },
      },
      // curl has no maintenance branches: each release fixes what the ones before it had.
      security: [
        curlSecurityRelease('8.12.0', '2025-02-05', [
          'CVE-2025-0725',
          'CVE-2025-0665',
          'CVE-2025-0167',
        ]),
        curlSecurityRelease('8.14.0', '2025-05-28', ['CVE-2025-5025', 'CVE-2025-4947']),
        curlSecurityRelease('8.16.0', '2025-09-10', ['CVE-2025-10148']),
        curlSecurityRelease('8.17.0', '2025-11-05', ['CVE-2025-10966']),
        curlSecurityRelease('8.18.0', '2026-01-07', [
          'CVE-2025-15224',
          'CVE-2025-15079',
          'CVE-2025-14819',
          'CVE-2025-14524',
          'CVE-2025-14017',
          'CVE-2025-13034',
        ]),
        curlSecurityRelease('8.19.0', '2026-03-11', [
          'CVE-2026-3784',
          'CVE-2026-3783',
          'CVE-2026-1965',
        ]),
        curlSecurityRelease('8.20.0', '2026-04-29', [
          'CVE-2026-7168',
          'CVE-2026-6429',
          'CVE-2026-6276',
          'CVE-2026-6253',
          'CVE-2026-5773',
          'CVE-2026-5545',
          'CVE-2026-4873',
        ]),
        curlSecurityRelease('8.21.0', '2026-06-24', [
          'CVE-2026-12064',
          'CVE-2026-11856',
          'CVE-2026-10536',
          'CVE-2026-9547',
          'CVE-2026-9545',
          'CVE-2026-9079',
          'CVE-2026-8932',
          'CVE-2026-8927',
          'CVE-2026-8926',
          'CVE-2026-8924',
          'CVE-2026-8458',
          'CVE-2026-8286',
        ]),
      ],
    },
  },
  {
    // The workflow pins it for azure/setup-kubectl (`KUBECTL_VERSION: v1.35.9`).
    name: 'kubectl',
    pinnedVersion: 'v1.35.9',
    variables: ['KUBECTL_VERSION'],
    pages: ['docs/services/kubernetes/deployments/github-actions.md'],
    releases: {
      checked: '2026-11-25',
      // The newest patch a stored source confirms: 1.35.10 was scheduled for 2026-10-13 and has
      // probably shipped, but no source read shows it. No advisory names a 1.35 kubectl fix since.
      newest: {version: 'v1.35.9', date: '2026-09-15', source: KUBERNETES_SCHEDULE},
      security: [],
      endOfSupport: {
        date: '2027-02-28',
        rule: 'a Kubernetes minor is patched for about 14 months; 1.35 enters maintenance mode on 2026-12-28',
        source: KUBERNETES_SCHEDULE,
      },
    },
  },
  {
    // The public Plane's deploy script (datalayer-plane 0.0.5 on PyPI) installs it; the page
    // warns and uses its own pin instead.
    name: 'cert-manager (as datalayer-plane 0.0.5 installs it)',
    pinnedVersion: 'v1.13.4',
    variables: [],
    supportNote:
      'not a pin of the site: the page warns against it (1.13 supports Kubernetes 1.21 to 1.27)',
    pages: [`${SERVICES}/cert-manager.md`],
    releases: {
      checked: '2026-11-25',
      newest: {version: 'v1.21.2', date: '2026-09-11', source: CERT_MANAGER_1_21_2_NOTES},
      security: [
        {
          // Go 1.21.8 and a newer google.golang.org/protobuf, for the vulnerabilities named.
          version: 'v1.13.5',
          date: '2024-03-08',
          advisories: ['CVE-2024-24783', 'GO-2024-2611'],
          source: {
            repository: 'cert-manager/website',
            path: 'content/docs/releases/release-notes/release-notes-1.13.md',
            commit: 'bfcd94fd32954a7eea469b4a43de745fec4a9d9a',
            url: 'https://cert-manager.io/docs/releases/release-notes/release-notes-1.13/',
          },
        },
        {
          version: 'v1.13.6',
          date: '2024-04-25',
          advisories: ['CVE-2023-45288'],
          source: {
            repository: 'cert-manager/website',
            path: 'content/docs/releases/release-notes/release-notes-1.13.md',
            commit: 'bfcd94fd32954a7eea469b4a43de745fec4a9d9a',
            url: 'https://cert-manager.io/docs/releases/release-notes/release-notes-1.13/',
          },
        },
        {
          version: 'v1.15.4',
          date: '2024-11-19',
          advisories: ['CVE-2024-12401', 'GHSA-r4pg-vg54-wxx4'],
          source: {
            repository: 'golang/vulndb',
            path: 'data/reports/GO-2024-3282.yaml',
            commit: '156c3173a5ee7d0d04efd45bab1d7f5109c94016',
            url: 'https://github.com/cert-manager/cert-manager/security/advisories/GHSA-r4pg-vg54-wxx4',
          },
        },
        {
          // The v1.13.4 chart's edit role still lets users create ACME challenges and orders.
          version: 'v1.19.6',
          date: '2026-06-25',
          advisories: ['GHSA-8rvj-mm4h-c258'],
          source: {
            repository: 'cert-manager/website',
            path: 'content/docs/releases/release-notes/release-notes-1.19.md',
            commit: '5db5a9da4529faff3a4521c6eb74e77042b1d49c',
            url: 'https://github.com/cert-manager/cert-manager/security/advisories/GHSA-8rvj-mm4h-c258',
          },
        },
      ],
      endOfSupport: {
        date: '2024-06-05',
        rule: 'a release is supported until the second release after it; 1.15 came out that day',
        source: {
          repository: 'cert-manager/website',
          path: 'content/docs/releases/README.md (Old releases)',
          commit: 'c17bb3c8530d94036b3aa89358b3bcc5733c7ffe',
          url: 'https://cert-manager.io/docs/releases/#old-releases',
        },
      },
    },
  },
  {
    // The Ray image and `rayVersion` of the page's RayCluster and RayJob.
    name: 'Ray',
    pinnedVersion: '2.58.0',
    variables: [],
    pages: ['docs/services/kubernetes/frameworks/ray.md'],
    releases: {
      checked: '2026-11-25',
      newest: {
        version: '2.58.0',
        date: '2026-08-23',
        source: {
          repository: 'ray-project/ray',
          path: 'releases (ray-2.58.0, marked Latest)',
          url: 'https://github.com/ray-project/ray/releases/tag/ray-2.58.0',
        },
      },
      // Ray publishes no support window; no advisory names a release after 2.58.0.
      security: [],
    },
  },
];

/** The Kubernetes versions the cluster pages create (docs/services/kubernetes/cluster/). */
const KUBERNETES_PATCH_RELEASES: LedgerSource = {
  repository: 'kubernetes/website',
  path: 'content/en/releases/patch-releases.md (the end-of-life date of each supported minor)',
  url: 'https://kubernetes.io/releases/patch-releases/',
};

/**
 * Upstream support windows: each minor is patched for about 14 months after its release. The
 * `support` check fails a cluster page that creates a minor past its end of life unless the page
 * warns about it.
 */
export const KUBERNETES_MINORS: readonly KubernetesMinor[] = [
  {minor: '1.30', endOfLife: '2025-06-28', source: KUBERNETES_PATCH_RELEASES},
  {minor: '1.31', endOfLife: '2025-10-28', source: KUBERNETES_PATCH_RELEASES},
  {minor: '1.32', endOfLife: '2026-02-28', source: KUBERNETES_PATCH_RELEASES},
  {minor: '1.33', endOfLife: '2026-06-28', source: KUBERNETES_PATCH_RELEASES},
  {minor: '1.34', endOfLife: '2026-10-27', source: KUBERNETES_PATCH_RELEASES},
  {minor: '1.35', endOfLife: '2027-02-28', source: KUBERNETES_PATCH_RELEASES},
];

export const CLUSTER_KUBERNETES_VERSIONS: readonly ClusterKubernetesVersion[] = [
  {
    version: '1.35',
    page: 'docs/services/kubernetes/cluster/aws-eks.md',
    how: 'eksctl ClusterConfig `version: "1.35"`',
  },
  {
    version: '1.35',
    page: 'docs/services/kubernetes/cluster/azure-aks.md',
    how: '`K8S_VERSION=1.35` for `az aks create`',
  },
  {
    version: '1.35',
    page: 'docs/services/kubernetes/cluster/docker.md',
    how: 'kind node image `kindest/node:v1.35.8`',
  },
  {
    version: '1.35',
    page: 'docs/services/kubernetes/cluster/minikube.md',
    how: '`--kubernetes-version=v1.35.0`',
  },
  {
    version: '1.35',
    page: 'docs/services/kubernetes/cluster/ovh-cloud.md',
    how: '1.35 chosen in the OVHcloud Control Panel',
  },
  {
    version: '1.32',
    page: 'docs/services/kubernetes/cluster/kubeadm.md',
    how: '`clouder kubeadm setup` installs its fixed `K8S_VERSION`',
    source: KUBEADM_HELPERS,
  },
];

// ---------------------------------------------------------------------------------------------
// Look-ups
// ---------------------------------------------------------------------------------------------

export function findChart(nameOrDirectory: string): LedgerChart | undefined {
  return (
    CHARTS.find((chart) => chart.name === nameOrDirectory) ??
    CHARTS.find((chart) => chart.directory === nameOrDirectory)
  );
}

/** `1.35.8` → `[1, 35]`. */
export function minorOf(version: string): [number, number] {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return [major, minor];
}

/** True when Kubernetes `version` lies inside `range` (by minor version). */
export function supportsKubernetes(tool: LedgerTool, version: string): boolean {
  const range = tool.supportedKubernetes;
  if (!range) return true;
  const compare = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];
  const target = minorOf(version);
  if (compare(target, minorOf(range.min)) < 0) return false;
  return range.max === undefined || compare(target, minorOf(range.max)) <= 0;
}

/** Every source the ledger cites, for the sanity tests. */
export function allSources(): LedgerSource[] {
  return [
    ...CHARTS.flatMap((chart) => [
      chart.source,
      ...(chart.namespaceSource ? [chart.namespaceSource] : []),
    ]),
    ...FORMER_CHARTS.map((entry) => entry.source),
    ...NAMESPACES.map((entry) => entry.source),
    ...FORMER_NAMESPACES.map((entry) => entry.source),
    ...NODE_LABELS.flatMap((label) => [label.source, ...(label.alsoIn ?? [])]),
    ...OBJECT_LABELS.map((label) => label.source),
    ...FORMER_LABELS.map((label) => label.source),
    ...TAINT_SOURCES_READ,
    ...VARIABLES.map((variable) => variable.source),
    ...FORMER_VARIABLES.map((variable) => variable.source),
    ...SERVICE_ENDPOINTS.map((endpoint) => endpoint.source),
    ...TOOLS.flatMap((tool) => (tool.supportSource ? [tool.supportSource] : [])),
    ...CLUSTER_KUBERNETES_VERSIONS.flatMap((entry) => (entry.source ? [entry.source] : [])),
    ...CHART_PUBLICATION.sources,
  ];
}
