/**
 * Queries an operator types into the search box, each with the page that answers it. The search
 * quality test (tests/e2e/search-quality.spec.ts) runs them against the built index. A query is of
 * one of three kinds: `words`, a few words of a task as an operator paraphrases it; `error`, an
 * error message, status or event reason pasted as the operator sees it; `identifier`, a flag,
 * variable, label, resource, chart or command typed exactly. The set is written from the pages,
 * not from the engine's results: the errors from the pages' Troubleshooting sections (and other
 * quoted output), each with the page whose entry explains it, and the identifiers from the
 * reference tables (configuration, platform reference, CLI reference, nodes), each with the page
 * that defines it.
 */
export type SearchQueryKind = 'words' | 'error' | 'identifier';

export interface SearchQueryCase {
  query: string;
  /** The route of the page that should be among the first three results. */
  route: string;
  /**
   * words: a few words of a task; error: an error message or status as an operator pastes it;
   * identifier: a flag, variable, label, resource or chart name typed exactly.
   */
  kind: SearchQueryKind;
}

const k8s = '/services/kubernetes';

export const SEARCH_QUERIES: readonly SearchQueryCase[] = [
  // Clusters
  {query: 'create node pool', route: '/cluster/', kind: 'words'},
  {query: 'resize a node pool', route: '/cluster/', kind: 'words'},
  {query: 'share cluster access with a teammate', route: '/cluster/', kind: 'words'},
  {query: 'eksctl', route: `${k8s}/cluster/aws-eks/`, kind: 'identifier'},
  {query: 'eks default storage class', route: `${k8s}/cluster/aws-eks/`, kind: 'words'},
  {query: 'aks resource group', route: `${k8s}/cluster/azure-aks/`, kind: 'words'},
  {query: 'ovhcloud api credentials', route: `${k8s}/cluster/ovh-cloud/`, kind: 'words'},
  {query: 'minikube ingress addon', route: `${k8s}/cluster/minikube/`, kind: 'words'},
  {query: 'minikube gpu passthrough', route: `${k8s}/cluster/minikube/`, kind: 'words'},
  {query: 'kind cluster on docker', route: `${k8s}/cluster/docker/`, kind: 'words'},
  {query: 'stuck namespace', route: `${k8s}/cluster/namespaces/`, kind: 'words'},
  {query: 'delete namespace terminating', route: `${k8s}/cluster/namespaces/`, kind: 'words'},
  {query: 'label nodes', route: `${k8s}/cluster/nodes/`, kind: 'words'},
  {query: 'taints gpu pool', route: `${k8s}/cluster/nodes/`, kind: 'words'},
  // Deployments and registries
  {query: 'helm rollback release', route: `${k8s}/deployments/helm/`, kind: 'words'},
  {query: 'oci registry login helm', route: `${k8s}/deployments/helm/`, kind: 'words'},
  {query: 'github actions oidc', route: `${k8s}/deployments/github-actions/`, kind: 'words'},
  {query: 'plane install order', route: `${k8s}/deployments/plane/`, kind: 'words'},
  {query: 'generate secret values', route: `${k8s}/deployments/configuration/`, kind: 'words'},
  // Configuration variables are rows of the reference's tables.
  {query: 'DATALAYER_RUN_URL', route: `${k8s}/deployments/configuration/`, kind: 'identifier'},
  {
    query: 'DATALAYER_PUB_SUB_ENGINE',
    route: `${k8s}/deployments/configuration/`,
    kind: 'identifier',
  },
  {
    query: 'docker pull secret every namespace',
    route: `${k8s}/registries/docker-registry/`,
    kind: 'words',
  },
  {query: 'pre-pull kernel images', route: `${k8s}/registries/docker-registry/`, kind: 'words'},
  {query: 'push helm chart', route: `${k8s}/registries/helm-registry/`, kind: 'words'},
  // System services
  {query: 'renew certificate', route: `${k8s}/services/system/cert-manager/`, kind: 'words'},
  {query: "let's encrypt issuer", route: `${k8s}/services/system/cert-manager/`, kind: 'words'},
  {query: 'gpu time slicing', route: `${k8s}/services/system/gpu-cuda/`, kind: 'words'},
  {query: 'gpu operator install', route: `${k8s}/services/system/gpu-cuda/`, kind: 'words'},
  {query: 'unseal vault', route: `${k8s}/services/system/vault/`, kind: 'words'},
  {query: 'traefik load balancer dns', route: `${k8s}/services/system/ingress/`, kind: 'words'},
  {query: 'kafka topic strimzi', route: `${k8s}/services/system/kafka/`, kind: 'words'},
  {query: 'pulsar send message python', route: `${k8s}/services/system/pulsar/`, kind: 'words'},
  {query: 'smtp test mailer', route: `${k8s}/services/system/mailer/`, kind: 'words'},
  {query: 'ceph rook cephfs', route: `${k8s}/services/system/shared-filesystem/`, kind: 'words'},
  {query: 'solrcloud collections', route: `${k8s}/services/system/solr/`, kind: 'words'},
  {query: 'jupyterhub github oauth', route: `${k8s}/services/system/jupyterhub/`, kind: 'words'},
  {query: 'grafana login observer', route: `${k8s}/services/system/observer/`, kind: 'words'},
  {query: 'datashim dataset s3', route: `${k8s}/services/system/datashim/`, kind: 'words'},
  // Platform services
  {query: 'operator reconcile loop', route: `${k8s}/services/operator/`, kind: 'words'},
  {query: 'iam authentication flows', route: `${k8s}/services/iam/`, kind: 'words'},
  {query: 'how a kernel is created', route: `${k8s}/services/runtimes/`, kind: 'words'},
  {query: 'spider github rate limit', route: `${k8s}/services/spider/`, kind: 'words'},
  // Operations
  {query: 'solr backup s3', route: `${k8s}/operations/continuity/`, kind: 'words'},
  {query: 'disaster recovery drill', route: `${k8s}/operations/continuity/`, kind: 'words'},
  {query: 'jupyterpool size', route: `${k8s}/operations/jupyter/jupyterpool/`, kind: 'words'},
  {
    query: 'jupyter environment image',
    route: `${k8s}/operations/jupyter/jupyter-environments/`,
    kind: 'words',
  },
  {
    query: 'git content notebooks',
    route: `${k8s}/operations/jupyter/jupyter-contents/`,
    kind: 'words',
  },
  {query: 'cluster autoscaler', route: `${k8s}/operations/scaling/`, kind: 'words'},
  {query: 'upgrade kubernetes version', route: `${k8s}/operations/upgrades/`, kind: 'words'},
  {
    query: 'grafana dashboards alert rules',
    route: `${k8s}/operations/observability/`,
    kind: 'words',
  },
  {query: 'add role to user', route: `${k8s}/operations/management/users/`, kind: 'words'},
  {query: 'service level objectives', route: `${k8s}/operations/availability/`, kind: 'words'},
  // Frameworks, features, benchmarks, add-ons
  {query: 'kuberay operator', route: `${k8s}/frameworks/ray/`, kind: 'words'},
  {query: 'rayjob', route: `${k8s}/frameworks/ray/`, kind: 'identifier'},
  {
    query: 'inject secrets into kernels',
    route: '/services/features/secrets-injection/',
    kind: 'words',
  },
  {query: 'user persistent storage pvc', route: '/services/features/user-content/', kind: 'words'},
  {query: 'kernel provisioning benchmark', route: '/services/benchmarks/kernels/', kind: 'words'},
  {query: 'cpu throttling requests limits', route: '/services/benchmarks/pods/', kind: 'words'},
  {query: 'stripe webhook', route: '/services/addons/stripe/', kind: 'words'},
  {
    query: 'jupyterhub extension single-user image',
    route: '/services/integrations/jupyterhub/',
    kind: 'words',
  },
  // Tools, licence, support, security
  {query: 'install kubectl', route: `${k8s}/requirements/cli/kubectl/`, kind: 'words'},
  {query: 'cmctl', route: `${k8s}/requirements/cli/cmctl/`, kind: 'identifier'},
  {query: 'request a license trial', route: `${k8s}/requirements/license/`, kind: 'words'},
  {query: 'support request', route: '/professional-services/support/', kind: 'words'},
  {query: 'network policies', route: '/security/', kind: 'words'},
  {query: 'report a vulnerability', route: '/security/', kind: 'words'},
  // Error messages from the cluster pages' Troubleshooting sections
  {
    query: 'Error from server (Forbidden): namespaces is forbidden',
    route: `${k8s}/cluster/namespaces/`,
    kind: 'error',
  },
  {query: 'VcpuLimitExceeded', route: `${k8s}/cluster/aws-eks/`, kind: 'error'},
  {query: 'MissingSubscriptionRegistration', route: `${k8s}/cluster/azure-aks/`, kind: 'error'},
  {query: 'Invalid agent pool name', route: `${k8s}/cluster/azure-aks/`, kind: 'error'},
  {query: 'This call has not been granted', route: `${k8s}/cluster/ovh-cloud/`, kind: 'error'},
  {
    query: 'REMOTE HOST IDENTIFICATION HAS CHANGED',
    route: `${k8s}/cluster/kubeadm/`,
    kind: 'error',
  },
  {
    query: 'Could not resolve a unique context for --cloud',
    route: `${k8s}/cluster/kubeadm/`,
    kind: 'error',
  },
  // Error messages: deployments, registries and command-line tools
  {query: 'context deadline exceeded', route: `${k8s}/deployments/helm/`, kind: 'error'},
  {
    query: 'Not authorized to perform sts:AssumeRoleWithWebIdentity',
    route: `${k8s}/deployments/github-actions/`,
    kind: 'error',
  },
  {
    query: 'ImagePullBackOff pull access denied',
    route: `${k8s}/registries/docker-registry/`,
    kind: 'error',
  },
  {query: 'Init:CrashLoopBackOff', route: `${k8s}/registries/docker-registry/`, kind: 'error'},
  {query: 'exec format error', route: `${k8s}/registries/docker-registry/`, kind: 'error'},
  {
    query: 'Error: found in Chart.yaml, but missing in charts/ directory',
    route: `${k8s}/registries/helm-registry/`,
    kind: 'error',
  },
  {
    query: 'authorization token has expired',
    route: `${k8s}/registries/aws-ecr-environments/`,
    kind: 'error',
  },
  {
    query: 'Error: INSTALLATION FAILED: cannot re-use a name that is still in use',
    route: `${k8s}/requirements/cli/helm/`,
    kind: 'error',
  },
  {
    query: 'The connection to the server localhost:8080 was refused',
    route: `${k8s}/requirements/cli/kubectl/`,
    kind: 'error',
  },
  {query: 'error: unknown command "renew"', route: `${k8s}/requirements/cli/cmctl/`, kind: 'error'},
  {
    query: 'externally-managed-environment',
    route: `${k8s}/requirements/cli/clouder/`,
    kind: 'error',
  },
  {
    query: 'datalayer: command not found',
    route: `${k8s}/requirements/cli/datalayer/`,
    kind: 'error',
  },
  {
    query: 'Permission denied (publickey)',
    route: `${k8s}/requirements/cli/clouder/ssh/`,
    kind: 'error',
  },
  // Error messages: system services
  {
    query: 'failed calling webhook "webhook.cert-manager.io"',
    route: `${k8s}/services/system/cert-manager/`,
    kind: 'error',
  },
  {query: '429 rateLimited', route: `${k8s}/services/system/cert-manager/`, kind: 'error'},
  {query: 'TRAEFIK DEFAULT CERT', route: `${k8s}/services/system/ingress/`, kind: 'error'},
  {
    query: 'redirect_uri is not associated with this application',
    route: `${k8s}/services/system/jupyterhub/`,
    kind: 'error',
  },
  {query: 'NOT_ENOUGH_REPLICAS', route: `${k8s}/services/system/kafka/`, kind: 'error'},
  {query: 'InvalidCookieException', route: `${k8s}/services/system/pulsar/`, kind: 'error'},
  {query: 'clock skew detected', route: `${k8s}/services/system/shared-filesystem/`, kind: 'error'},
  {query: 'Could not connect to ZooKeeper', route: `${k8s}/services/system/solr/`, kind: 'error'},
  {query: 'Insufficient nvidia.com/gpu', route: `${k8s}/services/system/gpu-cuda/`, kind: 'error'},
  {
    query: 'no runtime for "nvidia" is configured',
    route: `${k8s}/services/system/gpu-cuda/`,
    kind: 'error',
  },
  {
    query: 'no matches for kind "PrometheusRule"',
    route: `${k8s}/services/system/falco/`,
    kind: 'error',
  },
  {
    query: 'no matches for kind "Dataset" in version "datashim.io/v1alpha1"',
    route: `${k8s}/services/system/datashim/`,
    kind: 'error',
  },
  {
    query: 'The name of the release MUST BE traffic-manager',
    route: `${k8s}/services/system/telepresence/`,
    kind: 'error',
  },
  {query: 'Login denied', route: `${k8s}/services/system/mailer/`, kind: 'error'},
  // Error messages: platform services, operations, features and benchmarks
  {query: 'no matches for kind "BackendConfig"', route: `${k8s}/services/jump/`, kind: 'error'},
  {query: 'violates PodSecurity', route: `${k8s}/services/jump/`, kind: 'error'},
  {
    query: 'no matches for kind "Middleware" in version "traefik.io/v1alpha1"',
    route: `${k8s}/services/mcp-servers/`,
    kind: 'error',
  },
  {
    query: 'mapping key "resources" already defined',
    route: `${k8s}/services/jupyter-server/`,
    kind: 'error',
  },
  {
    query: 'namespaces "datalayer-postgresql" not found',
    route: `${k8s}/services/operator/`,
    kind: 'error',
  },
  {
    query: 'error: unable to upgrade connection',
    route: `${k8s}/operations/management/users/`,
    kind: 'error',
  },
  {query: 'Could not find backup', route: `${k8s}/operations/continuity/`, kind: 'error'},
  {
    query: 'checkpoint-mode must be one of: criu, light',
    route: `${k8s}/operations/checkpoint-restore/`,
    kind: 'error',
  },
  {query: 'NotTriggerScaleUp', route: `${k8s}/operations/scaling/`, kind: 'error'},
  {
    query: 'error: the server doesn\'t have a resource type "jupyter-contents"',
    route: `${k8s}/operations/jupyter/jupyter-contents/`,
    kind: 'error',
  },
  {
    query: 'error: the server doesn\'t have a resource type "jupyter-environments"',
    route: `${k8s}/operations/jupyter/jupyter-environments/`,
    kind: 'error',
  },
  {query: 'FailedMount', route: '/services/features/user-content/', kind: 'error'},
  {query: 'Metrics API not available', route: '/services/benchmarks/pods/', kind: 'error'},
  // Node and namespace labels, with the page that defines them
  {query: 'role.datalayer.io/runtime', route: `${k8s}/cluster/nodes/`, kind: 'identifier'},
  {query: 'node.datalayer.io/variant', route: `${k8s}/cluster/nodes/`, kind: 'identifier'},
  {query: 'role.datalayer.io/jupyter', route: `${k8s}/cluster/nodes/`, kind: 'identifier'},
  {query: 'monitor-pods-datasets', route: `${k8s}/services/system/datashim/`, kind: 'identifier'},
  // Custom resources and API groups
  {
    query: 'runtime-pools.datalayer.io',
    route: `${k8s}/operations/runtime-pools/`,
    kind: 'identifier',
  },
  {query: 'jupyterpools', route: `${k8s}/operations/jupyter/jupyterpool/`, kind: 'identifier'},
  {
    query: 'ssh-keys.clouder.sh',
    route: `${k8s}/requirements/cli/clouder/operator/`,
    kind: 'identifier',
  },
  {query: 'SolrBackup', route: `${k8s}/operations/continuity/`, kind: 'identifier'},
  {query: 'KafkaTopic', route: `${k8s}/services/system/kafka/`, kind: 'identifier'},
  {query: 'ClusterIssuer', route: `${k8s}/services/system/cert-manager/`, kind: 'identifier'},
  {query: 'cephfilesystem', route: `${k8s}/services/system/shared-filesystem/`, kind: 'identifier'},
  {query: 'zookeeperclusters', route: `${k8s}/services/system/solr/`, kind: 'identifier'},
  // Clouder and other CLI flags and commands, from the CLI reference pages
  {query: '--checkpoint-mode', route: `${k8s}/requirements/cli/clouder/criu/`, kind: 'identifier'},
  {
    query: '--no-manage-registry-scanning',
    route: `${k8s}/requirements/cli/clouder/aws/`,
    kind: 'identifier',
  },
  {query: '--no-create-sp', route: `${k8s}/requirements/cli/clouder/azure/`, kind: 'identifier'},
  {
    query: '--health-port',
    route: `${k8s}/requirements/cli/clouder/node-mounts/`,
    kind: 'identifier',
  },
  {
    query: 'clouder kubeadm repair',
    route: `${k8s}/requirements/cli/clouder/kubeadm/`,
    kind: 'identifier',
  },
  {
    query: 'clouder kubernetes update-nodepool',
    route: `${k8s}/requirements/cli/clouder/kubernetes/`,
    kind: 'identifier',
  },
  {query: 'clouder ctx sync', route: `${k8s}/requirements/cli/clouder/ctx/`, kind: 'identifier'},
  {query: 'clouder info me', route: `${k8s}/requirements/cli/clouder/info/`, kind: 'identifier'},
  {
    query: 'clouder ssh-key set-current',
    route: `${k8s}/requirements/cli/clouder/ssh-key/`,
    kind: 'identifier',
  },
  {
    query: 'clouder completion install',
    route: `${k8s}/requirements/cli/clouder/completion/`,
    kind: 'identifier',
  },
  {query: 'clouder cost ls', route: `${k8s}/requirements/cli/clouder/cost/`, kind: 'identifier'},
  {query: 'clouder sh sbin', route: `${k8s}/requirements/cli/clouder/sh/`, kind: 'identifier'},
  {query: 'clouder vm add-alb', route: `${k8s}/requirements/cli/clouder/vm/`, kind: 'identifier'},
  {query: 'clouder ovh info', route: `${k8s}/requirements/cli/clouder/ovh/`, kind: 'identifier'},
  {query: 'clouder s3 ls', route: `${k8s}/requirements/cli/clouder/s3/`, kind: 'identifier'},
  {query: 'fga tuple read', route: `${k8s}/requirements/cli/openfga/`, kind: 'identifier'},
  // Charts, releases and namespaces
  {
    query: 'datalayer-postgresql-operator',
    route: `${k8s}/deployments/platform-reference/`,
    kind: 'identifier',
  },
  {
    query: 'datalayer-keycloak',
    route: `${k8s}/deployments/platform-reference/`,
    kind: 'identifier',
  },
  {query: 'traffic-manager', route: `${k8s}/services/system/telepresence/`, kind: 'identifier'},
  {query: 'datalayer-functions', route: `${k8s}/services/functions/`, kind: 'identifier'},
  // Variables, at most eight in all: the configuration reference is tested row by row elsewhere
  {query: 'DATALAYER_JWT_SECRET', route: `${k8s}/deployments/configuration/`, kind: 'identifier'},
  {
    query: 'DATALAYER_OPERATOR_API_KEY',
    route: `${k8s}/deployments/configuration/`,
    kind: 'identifier',
  },
  {query: 'DATALAYER_SOLR_ZK_HOST', route: `${k8s}/deployments/configuration/`, kind: 'identifier'},
  {query: 'DATALAYER_VAULT_TOKEN', route: `${k8s}/deployments/configuration/`, kind: 'identifier'},
  {query: 'KUBECTL_VERSION', route: `${k8s}/requirements/cli/kubectl/`, kind: 'identifier'},
  {query: 'PLANE_HOME', route: `${k8s}/requirements/cli/plane/`, kind: 'identifier'},
  // Tasks on pages the words above did not cover: architecture, services, operations, references
  {query: 'attach on premises worker nodes', route: '/architecture/byon/', kind: 'words'},
  {query: 'remote containers as runtime capacity', route: '/architecture/byoc/', kind: 'words'},
  {query: 'how kubelet checkpoints a container', route: '/architecture/criu/', kind: 'words'},
  {
    query: 'secrets warm pools cold start',
    route: '/architecture/secrets-injection/',
    kind: 'words',
  },
  {query: 'home folder bind mount gateway', route: '/architecture/user-storage/', kind: 'words'},
  {query: 'smallest working platform install', route: `${k8s}/`, kind: 'words'},
  {
    query: 'pinned tool versions supported kubernetes',
    route: `${k8s}/deployments/platform-reference/`,
    kind: 'words',
  },
  {
    query: 'ecr registry for environment images',
    route: `${k8s}/registries/aws-ecr-environments/`,
    kind: 'words',
  },
  {
    query: 'pin environment image by digest',
    route: `${k8s}/operations/runtime-environments/`,
    kind: 'words',
  },
  {
    query: 'pause kernel keep memory state',
    route: `${k8s}/operations/checkpoint-restore/`,
    kind: 'words',
  },
  {query: 'ssh into vm by name', route: `${k8s}/requirements/cli/clouder/ssh/`, kind: 'words'},
  {query: 'notebook ai agents azure openai', route: `${k8s}/services/ai-agents/`, kind: 'words'},
  {query: 'amazon bedrock model provider', route: `${k8s}/services/ai-inference/`, kind: 'words'},
  {
    query: 'remove growth and success charts',
    route: `${k8s}/services/business-services/`,
    kind: 'words',
  },
  {query: 'admin service without public route', route: `${k8s}/services/manager/`, kind: 'words'},
  {query: 'schedule notebooks with cron', route: `${k8s}/services/scheduler/`, kind: 'words'},
  {query: 'share notebooks in spaces', route: `${k8s}/services/spacer/`, kind: 'words'},
  {query: 'uptime check outside the cluster', route: `${k8s}/services/status/`, kind: 'words'},
  {query: 'openfga postgres datastore', route: `${k8s}/services/system/openfga/`, kind: 'words'},
  {query: 'data practitioner meaning', route: '/glossary/', kind: 'words'},
  {
    query: 'kubernetes course for administrators',
    route: '/professional-services/training/',
    kind: 'words',
  },
  {
    query: 'jupyter certification for operators',
    route: '/professional-services/certifications/',
    kind: 'words',
  },
];
