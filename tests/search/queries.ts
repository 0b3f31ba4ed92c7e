/**
 * Queries an operator types into the search box, each with the page that answers it. The search
 * quality test (tests/e2e/search-quality.spec.ts) runs them against the built index.
 */
export interface SearchQueryCase {
  query: string;
  /** The route of the page that should be among the first three results. */
  route: string;
}

const k8s = '/services/kubernetes';

export const SEARCH_QUERIES: readonly SearchQueryCase[] = [
  // Clusters
  {query: 'create node pool', route: '/cluster/'},
  {query: 'resize a node pool', route: '/cluster/'},
  {query: 'share cluster access with a teammate', route: '/cluster/'},
  {query: 'eksctl', route: `${k8s}/cluster/aws-eks/`},
  {query: 'eks default storage class', route: `${k8s}/cluster/aws-eks/`},
  {query: 'aks resource group', route: `${k8s}/cluster/azure-aks/`},
  {query: 'ovhcloud api credentials', route: `${k8s}/cluster/ovh-cloud/`},
  {query: 'minikube ingress addon', route: `${k8s}/cluster/minikube/`},
  {query: 'minikube gpu passthrough', route: `${k8s}/cluster/minikube/`},
  {query: 'kind cluster on docker', route: `${k8s}/cluster/docker/`},
  {query: 'stuck namespace', route: `${k8s}/cluster/namespaces/`},
  {query: 'delete namespace terminating', route: `${k8s}/cluster/namespaces/`},
  {query: 'label nodes', route: `${k8s}/cluster/nodes/`},
  {query: 'taints gpu pool', route: `${k8s}/cluster/nodes/`},
  // Deployments and registries
  {query: 'helm rollback release', route: `${k8s}/deployments/helm/`},
  {query: 'oci registry login helm', route: `${k8s}/deployments/helm/`},
  {query: 'github actions oidc', route: `${k8s}/deployments/github-actions/`},
  {query: 'plane install order', route: `${k8s}/deployments/plane/`},
  {query: 'generate secret values', route: `${k8s}/deployments/configuration/`},
  // Configuration variables are rows of the reference's tables.
  {query: 'DATALAYER_RUN_URL', route: `${k8s}/deployments/configuration/`},
  {query: 'DATALAYER_PUB_SUB_ENGINE', route: `${k8s}/deployments/configuration/`},
  {query: 'docker pull secret every namespace', route: `${k8s}/registries/docker-registry/`},
  {query: 'pre-pull kernel images', route: `${k8s}/registries/docker-registry/`},
  {query: 'push helm chart', route: `${k8s}/registries/helm-registry/`},
  // System services
  {query: 'renew certificate', route: `${k8s}/services/system/cert-manager/`},
  {query: "let's encrypt issuer", route: `${k8s}/services/system/cert-manager/`},
  {query: 'gpu time slicing', route: `${k8s}/services/system/gpu-cuda/`},
  {query: 'gpu operator install', route: `${k8s}/services/system/gpu-cuda/`},
  {query: 'unseal vault', route: `${k8s}/services/system/vault/`},
  {query: 'traefik load balancer dns', route: `${k8s}/services/system/ingress/`},
  {query: 'kafka topic strimzi', route: `${k8s}/services/system/kafka/`},
  {query: 'pulsar send message python', route: `${k8s}/services/system/pulsar/`},
  {query: 'smtp test mailer', route: `${k8s}/services/system/mailer/`},
  {query: 'ceph rook cephfs', route: `${k8s}/services/system/shared-filesystem/`},
  {query: 'solrcloud collections', route: `${k8s}/services/system/solr/`},
  {query: 'jupyterhub github oauth', route: `${k8s}/services/system/jupyterhub/`},
  {query: 'grafana login observer', route: `${k8s}/services/system/observer/`},
  {query: 'datashim dataset s3', route: `${k8s}/services/system/datashim/`},
  // Platform services
  {query: 'operator reconcile loop', route: `${k8s}/services/operator/`},
  {query: 'iam authentication flows', route: `${k8s}/services/iam/`},
  {query: 'how a kernel is created', route: `${k8s}/services/runtimes/`},
  {query: 'spider github rate limit', route: `${k8s}/services/spider/`},
  // Operations
  {query: 'solr backup s3', route: `${k8s}/operations/continuity/`},
  {query: 'disaster recovery drill', route: `${k8s}/operations/continuity/`},
  {query: 'jupyterpool size', route: `${k8s}/operations/jupyter/jupyterpool/`},
  {query: 'jupyter environment image', route: `${k8s}/operations/jupyter/jupyter-environments/`},
  {query: 'git content notebooks', route: `${k8s}/operations/jupyter/jupyter-contents/`},
  {query: 'cluster autoscaler', route: `${k8s}/operations/scaling/`},
  {query: 'upgrade kubernetes version', route: `${k8s}/operations/upgrades/`},
  {query: 'grafana dashboards alert rules', route: `${k8s}/operations/observability/`},
  {query: 'add role to user', route: `${k8s}/operations/management/users/`},
  {query: 'service level objectives', route: `${k8s}/operations/availability/`},
  // Frameworks, features, benchmarks, add-ons
  {query: 'kuberay operator', route: `${k8s}/frameworks/ray/`},
  {query: 'rayjob', route: `${k8s}/frameworks/ray/`},
  {query: 'inject secrets into kernels', route: '/services/features/secrets-injection/'},
  {query: 'user persistent storage pvc', route: '/services/features/user-content/'},
  {query: 'kernel provisioning benchmark', route: '/services/benchmarks/kernels/'},
  {query: 'cpu throttling requests limits', route: '/services/benchmarks/pods/'},
  {query: 'stripe webhook', route: '/services/addons/stripe/'},
  {query: 'jupyterhub extension single-user image', route: '/services/integrations/jupyterhub/'},
  // Tools, licence, support, security
  {query: 'install kubectl', route: `${k8s}/requirements/cli/kubectl/`},
  {query: 'cmctl', route: `${k8s}/requirements/cli/cmctl/`},
  {query: 'request a license trial', route: `${k8s}/requirements/license/`},
  {query: 'support request', route: '/professional-services/support/'},
  {query: 'network policies', route: '/security/'},
  {query: 'report a vulnerability', route: '/security/'},
];
