/**
 * Glossary of the terms a reader meets on this site: the Datalayer platform's own words and the
 * Kubernetes and cloud words the pages use. One source feeds the glossary page, its tests and any
 * component that needs a definition.
 */

/** Which family a term belongs to; the glossary page explains each group. */
export type GlossaryGroup = 'platform' | 'kubernetes' | 'security' | 'tooling';

export interface GlossaryTerm {
  /** The term as readers meet it in the pages. */
  term: string;
  /** Stable anchor on the glossary page: kebab-case and unique, e.g. `jupyterpool`. */
  slug: string;
  /** One to three sentences, plain English. */
  definition: string;
  /** The site page that explains the term in depth, as an absolute path with a trailing slash. */
  seeAlso: string;
  /** Other spellings or abbreviations readers may search for. */
  aliases?: readonly string[];
  group: GlossaryGroup;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  // The platform's own words.
  {
    term: 'Data Platform',
    slug: 'data-platform',
    definition:
      'The set of services that stores, catalogs and computes on an organization’s data. On this site it means the Datalayer services deployed on a Kubernetes cluster.',
    seeAlso: '/services/',
    group: 'platform',
  },
  {
    term: 'Data Science Platform',
    slug: 'data-science-platform',
    definition:
      'A data platform specialized for interactive analysis and model training: notebooks, kernels, environments and the compute behind them. Datalayer is a data science platform built on Jupyter and Kubernetes.',
    seeAlso: '/services/',
    aliases: ['DSP'],
    group: 'platform',
  },
  {
    term: 'Data Practitioner',
    slug: 'data-practitioner',
    definition:
      'Anyone who works with data in notebooks: data scientists, analysts, machine learning engineers and researchers. They are the end users of the kernels an operator provides.',
    seeAlso: '/services/features/',
    group: 'platform',
  },
  {
    term: 'Data Product',
    slug: 'data-product',
    definition:
      'A reusable result of data work, such as a dataset, a notebook, a cell or an environment, published so that others can find and use it. The Library service indexes these artifacts.',
    seeAlso: '/services/kubernetes/services/library/',
    group: 'platform',
  },
  {
    term: 'Data Product Builder',
    slug: 'data-product-builder',
    definition:
      'A data practitioner who assembles data products and shares them with a team, typically inside a collaborative space.',
    seeAlso: '/services/kubernetes/services/spacer/',
    group: 'platform',
  },
  {
    term: 'Datalayer',
    slug: 'datalayer',
    definition:
      'The cloud-native Jupyter platform that Clouder clusters run. It serves remote kernels on CPU and GPU nodes, with identity, usage credits, contents and AI agents, as a set of services deployed on Kubernetes.',
    seeAlso: '/services/',
    group: 'platform',
  },
  {
    term: 'Clouder',
    slug: 'clouder',
    definition:
      'Datalayer’s command-line tool to create, manage and share Kubernetes clusters, installed from its source repository as `clouder` and `c`. It builds kubeadm clusters on Azure and AWS virtual machines (`clouder kubeadm`), manages OVHcloud Managed Kubernetes clusters and their labelled node pools (`clouder kubernetes`), checks and drives container checkpoints (`clouder criu`), and writes kubeconfig files.',
    seeAlso: '/services/kubernetes/requirements/cli/clouder/',
    group: 'platform',
  },
  {
    term: 'Clouder context',
    slug: 'clouder-context',
    definition:
      'The cloud account or project that Clouder commands act on, chosen with `clouder ctx set`. It is unrelated to a kubeconfig context.',
    seeAlso: '/services/kubernetes/requirements/cli/clouder/',
    group: 'platform',
  },
  {
    term: 'Plane',
    slug: 'plane',
    definition:
      'Datalayer Plane, the command-line tool that deploys and removes Datalayer services on a cluster with `plane up` and `plane down`. It runs Helm underneath.',
    seeAlso: '/services/kubernetes/requirements/cli/plane/',
    aliases: ['Datalayer Plane'],
    group: 'platform',
  },
  {
    term: 'Datalayer CLI',
    slug: 'datalayer-cli',
    definition:
      'The end-user command-line tool of the platform, installed with `pip install datalayer`. Among other things it runs the kernel benchmarks.',
    seeAlso: '/services/kubernetes/requirements/cli/datalayer/',
    group: 'platform',
  },
  {
    term: 'Remote Kernel',
    slug: 'remote-kernel',
    definition:
      'A Jupyter kernel that runs in a pod on the cluster while the notebook stays in the user’s own JupyterLab, VS Code or JupyterHub. Code travels to the kernel over the Jupyter protocol and results come back.',
    seeAlso: '/services/kubernetes/services/runtimes/',
    aliases: ['Kernel', 'Jupyter Kernel'],
    group: 'platform',
  },
  {
    term: 'Runtime',
    slug: 'runtime',
    definition:
      'The platform’s name for a remote kernel together with the resources it runs on. The Datalayer Runtimes service hands out runtimes from Runtime Pools, the `RuntimePool` resources that replaced Jupyterpools.',
    seeAlso: '/services/kubernetes/services/runtimes/',
    aliases: ['Datalayer Runtimes'],
    group: 'platform',
  },
  {
    term: 'Jupyterpool',
    slug: 'jupyterpool',
    definition:
      'A custom resource of earlier Datalayer Operator releases that keeps a number of kernels of one environment started and ready, so that a user gets one at once instead of waiting for a pod to start. Current releases replace it with `RuntimePool`, which works the same way.',
    seeAlso: '/services/kubernetes/operations/jupyter/jupyterpool/',
    group: 'platform',
  },
  {
    term: 'Jupyter Environment',
    slug: 'jupyter-environment',
    definition:
      'A custom resource of earlier Datalayer Operator releases that describes what a kernel contains: its container image and libraries, environment variables, snippets and default CPU, GPU and memory. Current releases replace it with `RuntimeEnvironment`.',
    seeAlso: '/services/kubernetes/operations/jupyter/jupyter-environments/',
    group: 'platform',
  },
  {
    term: 'Jupyter Content',
    slug: 'jupyter-content',
    definition:
      'A custom resource of earlier Datalayer Operator releases that defines data a kernel can mount, such as an S3 bucket, a Git repository or an NFS share, usually with a reference to the secret that grants access. Current releases replace it with `RuntimeContent`.',
    seeAlso: '/services/kubernetes/operations/jupyter/jupyter-contents/',
    group: 'platform',
  },
  {
    term: 'Node pool',
    slug: 'node-pool',
    definition:
      'A group of cluster nodes of the same machine type and labels that scales as one unit. Clouder creates node pools with roles, a variant and an accelerator type so that workloads can select them.',
    seeAlso: '/services/kubernetes/cluster/nodes/',
    aliases: ['Nodepool', 'Node group'],
    group: 'platform',
  },
  {
    term: 'Credits',
    slug: 'credits',
    definition:
      'The unit in which the platform accounts for kernel usage. Users buy prepaid credits, for example through the Stripe add-on, and running kernels consume them.',
    seeAlso: '/services/addons/stripe/',
    group: 'platform',
  },
  {
    term: 'Quota',
    slug: 'quota',
    definition:
      'The maximum number of kernels one user may run at the same time, five by default. A platform administrator can change it for a user.',
    seeAlso: '/services/benchmarks/kernels/',
    group: 'platform',
  },
  {
    term: 'Operator (Datalayer)',
    slug: 'datalayer-operator',
    definition:
      'The Datalayer Operator, a Kubernetes operator that watches the platform’s custom resources, such as Runtime Pools, and creates and reconciles the runtime pods and other resources they describe. It runs in the `datalayer-runtimes` namespace.',
    seeAlso: '/services/kubernetes/services/operator/',
    aliases: ['Datalayer Operator'],
    group: 'platform',
  },
  {
    term: 'IAM',
    slug: 'iam',
    definition:
      'Identity and access management: the Datalayer IAM service signs users in, issues their tokens, holds accounts, organizations, teams and roles, and keeps each user’s credit balance.',
    seeAlso: '/services/kubernetes/services/iam/',
    aliases: ['Datalayer IAM', 'Identity and access management'],
    group: 'platform',
  },
  {
    term: 'Platform admin',
    slug: 'platform-admin',
    definition:
      'The `platform_admin` role of Datalayer IAM, which grants platform-wide administration rights. Running the kernel benchmarks requires it.',
    seeAlso: '/services/kubernetes/operations/management/users/',
    aliases: ['platform_admin'],
    group: 'platform',
  },
  {
    term: 'Spacer',
    slug: 'spacer',
    definition:
      'The Datalayer service for collaborative spaces. A space gathers members and permissions, contents, environments and runtimes for one piece of work.',
    seeAlso: '/services/kubernetes/services/spacer/',
    aliases: ['Space', 'Datalayer Spacer'],
    group: 'platform',
  },
  {
    term: 'Library',
    slug: 'library',
    definition:
      'The Datalayer service that keeps a searchable index of datasets, cells, notebooks, environments and kernels.',
    seeAlso: '/services/kubernetes/services/library/',
    aliases: ['Datalayer Library'],
    group: 'platform',
  },
  {
    term: 'Observer',
    slug: 'observer',
    definition:
      'The Datalayer Observer Helm chart, which installs the observability tooling of a production cluster: Prometheus metrics, Loki logs, Tempo traces, alerts and Grafana dashboards.',
    seeAlso: '/services/kubernetes/services/system/observer/',
    aliases: ['Datalayer Observer'],
    group: 'platform',
  },
  {
    term: 'AI Agents',
    slug: 'ai-agents',
    definition: 'The Datalayer service that exposes AI agents through a REST API.',
    seeAlso: '/services/kubernetes/services/ai-agents/',
    aliases: ['Datalayer AI Agents'],
    group: 'platform',
  },
  {
    term: 'Companion sidecar',
    slug: 'companion-sidecar',
    definition:
      'A container that runs next to the kernel container in each kernel pod. It connects to the kernel over the Jupyter protocol, for example to set a user’s secrets as environment variables when the kernel is assigned.',
    seeAlso: '/services/features/secrets-injection/',
    aliases: ['Sidecar'],
    group: 'platform',
  },
  {
    term: 'Secrets injection',
    slug: 'secrets-injection',
    definition:
      'The platform feature that makes a user’s personal secrets, stored in Vault, available as environment variables in every kernel that user receives.',
    seeAlso: '/services/features/secrets-injection/',
    group: 'platform',
  },
  {
    term: 'User persistent storage',
    slug: 'user-persistent-storage',
    definition:
      'The optional platform feature that mounts a user’s home folder from the shared file system into a runtime pod, so that files outlive the runtime. The platform may create a new pod for such a runtime instead of taking one from a warm pool, which makes it start more slowly.',
    seeAlso: '/services/features/user-content/',
    aliases: ['User content'],
    group: 'platform',
  },
  {
    term: 'Shared file system',
    slug: 'shared-file-system',
    definition:
      'A file system that pods on many nodes can mount read-write at the same time, such as Ceph FS managed by Rook, Azure Files over NFS or Amazon EFS. The platform keeps user data on it.',
    seeAlso: '/services/kubernetes/services/system/shared-filesystem/',
    aliases: ['Ceph FS', 'CephFS'],
    group: 'platform',
  },
  {
    term: 'Jupyter Kernels extension',
    slug: 'jupyter-kernels-extension',
    definition:
      'The JupyterLab and Jupyter Server extension that lets a user launch remote kernels on a Datalayer cluster from their own Jupyter, for example from a JupyterHub single-user server.',
    seeAlso: '/services/integrations/jupyterhub/',
    group: 'platform',
  },
  {
    term: 'JupyterHub',
    slug: 'jupyterhub',
    definition:
      'The multi-user server that starts one Jupyter server per user. Zero to JupyterHub (Z2JH) is its Helm chart for Kubernetes.',
    seeAlso: '/services/kubernetes/services/system/jupyterhub/',
    aliases: ['Z2JH'],
    group: 'platform',
  },

  // Kubernetes and cloud words.
  {
    term: 'CNCF conformance',
    slug: 'cncf-conformance',
    definition:
      'The Cloud Native Computing Foundation’s certification that a Kubernetes distribution passes the upstream conformance tests. The cluster pages of this site pin Kubernetes 1.35, except the kubeadm page, where Clouder installs 1.32, past end of life; run the platform on a conformant cluster at a version its provider still supports.',
    seeAlso: '/services/kubernetes/cluster/',
    aliases: ['Certified Kubernetes'],
    group: 'kubernetes',
  },
  {
    term: 'Namespace',
    slug: 'namespace',
    definition:
      'A named scope inside a cluster that groups resources and their names. The platform spreads its services over namespaces such as `datalayer-api` for the APIs and `datalayer-runtimes` for the Operator and the runtime pods.',
    seeAlso: '/services/kubernetes/cluster/namespaces/',
    group: 'kubernetes',
  },
  {
    term: 'Node',
    slug: 'node',
    definition:
      'One machine, virtual or physical, that runs pods for the cluster. Nodes carry labels and taints that decide which pods they accept.',
    seeAlso: '/services/kubernetes/cluster/nodes/',
    group: 'kubernetes',
  },
  {
    term: 'Pod',
    slug: 'pod',
    definition:
      'The smallest unit Kubernetes schedules: one or more containers that share a network address and volumes and always run on the same node. Every kernel runs in a pod.',
    seeAlso: '/services/benchmarks/pods/',
    group: 'kubernetes',
  },
  {
    term: 'Deployment',
    slug: 'deployment',
    definition:
      'A workload resource that keeps a number of identical pods running and replaces them in a rolling update when their template changes.',
    seeAlso: '/services/benchmarks/pods/',
    group: 'kubernetes',
  },
  {
    term: 'DaemonSet',
    slug: 'daemonset',
    definition:
      'A workload resource that runs one copy of a pod on every matching node, used for agents such as the NVIDIA device plugin or a log collector.',
    seeAlso: '/services/kubernetes/services/system/gpu-cuda/',
    group: 'kubernetes',
  },
  {
    term: 'StatefulSet',
    slug: 'statefulset',
    definition:
      'A workload resource for pods that need a stable name and their own persistent volume, such as Vault or Solr nodes.',
    seeAlso: '/services/kubernetes/services/system/vault/',
    group: 'kubernetes',
  },
  {
    term: 'Service',
    slug: 'service',
    definition:
      'A Kubernetes resource that gives a set of pods one stable virtual address and DNS name inside the cluster, such as `datalayer-iam-svc.datalayer-api.svc.cluster.local`.',
    seeAlso: '/services/kubernetes/services/system/ingress/',
    aliases: ['Kubernetes Service'],
    group: 'kubernetes',
  },
  {
    term: 'Ingress',
    slug: 'ingress',
    definition:
      'A Kubernetes resource that routes external HTTP and HTTPS requests to services by host name and path, and names the TLS certificate to present.',
    seeAlso: '/services/kubernetes/services/system/ingress/',
    group: 'kubernetes',
  },
  {
    term: 'Ingress controller',
    slug: 'ingress-controller',
    definition:
      'The proxy that reads Ingress resources and actually serves the traffic, such as ingress-nginx or Traefik. Without one, Ingress resources have no effect.',
    seeAlso: '/services/kubernetes/services/system/ingress/',
    group: 'kubernetes',
  },
  {
    term: 'IngressClass',
    slug: 'ingressclass',
    definition:
      'A cluster resource that names an ingress controller, so that each Ingress can say which controller should serve it through `spec.ingressClassName`.',
    seeAlso: '/services/kubernetes/services/system/ingress/',
    group: 'kubernetes',
  },
  {
    term: 'CRD',
    slug: 'crd',
    definition:
      'A CustomResourceDefinition adds a new resource kind to the Kubernetes API, with its own schema. The platform defines kinds such as RuntimePool this way.',
    seeAlso: '/services/kubernetes/operations/jupyter/',
    aliases: ['CustomResourceDefinition'],
    group: 'kubernetes',
  },
  {
    term: 'Custom resource',
    slug: 'custom-resource',
    definition:
      'An object of a kind defined by a CRD, created and listed with `kubectl` like any built-in resource. An operator usually acts on it.',
    seeAlso: '/services/kubernetes/operations/jupyter/',
    group: 'kubernetes',
  },
  {
    term: 'Operator',
    slug: 'operator',
    definition:
      'A controller that runs in the cluster and keeps the real state of an application in line with custom resources that describe its desired state. Strimzi, the Solr Operator and the Datalayer Operator follow this pattern.',
    seeAlso: '/services/kubernetes/services/operator/',
    aliases: ['Kubernetes operator'],
    group: 'kubernetes',
  },
  {
    term: 'Helm chart',
    slug: 'helm-chart',
    definition:
      'A versioned package of Kubernetes manifest templates with default values, installed with the Helm CLI from a chart repository or an OCI registry.',
    seeAlso: '/services/kubernetes/registries/helm-registry/',
    aliases: ['Chart'],
    group: 'kubernetes',
  },
  {
    term: 'Helm release',
    slug: 'helm-release',
    definition:
      'One installation of a chart in a namespace under a name, with its own history of revisions that `helm upgrade` and `helm rollback` move between.',
    seeAlso: '/services/kubernetes/deployments/helm/',
    aliases: ['Release'],
    group: 'kubernetes',
  },
  {
    term: 'Values file',
    slug: 'values-file',
    definition:
      'A YAML file passed to Helm with `--values` (or `-f`) that overrides a chart’s default settings for one release.',
    seeAlso: '/services/kubernetes/deployments/helm/',
    aliases: ['values.yaml'],
    group: 'kubernetes',
  },
  {
    term: 'OCI registry',
    slug: 'oci-registry',
    definition:
      'A registry that speaks the Open Container Initiative distribution protocol. It stores container images and, since Helm 3.8, Helm charts addressed as `oci://` URLs.',
    seeAlso: '/services/kubernetes/registries/helm-registry/',
    group: 'kubernetes',
  },
  {
    term: 'Container registry',
    slug: 'container-registry',
    definition:
      'The server a cluster pulls container images from, public or private. The platform uses public images, private Datalayer images and a base kernel image that you can extend.',
    seeAlso: '/services/kubernetes/registries/docker-registry/',
    aliases: ['Docker registry', 'Image registry'],
    group: 'kubernetes',
  },
  {
    term: 'PVC',
    slug: 'pvc',
    definition:
      'A PersistentVolumeClaim is a pod’s request for storage of a size and access mode. Kubernetes binds it to a persistent volume, which the pod then mounts, possibly at a `subPath` inside it.',
    seeAlso: '/services/features/user-content/',
    aliases: ['PersistentVolumeClaim'],
    group: 'kubernetes',
  },
  {
    term: 'PV',
    slug: 'pv',
    definition:
      'A PersistentVolume is a piece of storage in the cluster, created by an administrator or provisioned on demand through a StorageClass, that outlives the pods using it.',
    seeAlso: '/services/kubernetes/services/system/shared-filesystem/',
    aliases: ['PersistentVolume'],
    group: 'kubernetes',
  },
  {
    term: 'StorageClass',
    slug: 'storageclass',
    definition:
      'A cluster resource that names a kind of storage and the provisioner that creates volumes of that kind when a PVC asks for it.',
    seeAlso: '/services/kubernetes/services/system/shared-filesystem/',
    group: 'kubernetes',
  },
  {
    term: 'ServiceMonitor',
    slug: 'servicemonitor',
    definition:
      'A custom resource of the Prometheus Operator that tells Prometheus to scrape metrics from the pods behind a Service.',
    seeAlso: '/services/kubernetes/operations/observability/',
    group: 'kubernetes',
  },
  {
    term: 'PodMonitor',
    slug: 'podmonitor',
    definition:
      'A custom resource of the Prometheus Operator that tells Prometheus to scrape metrics directly from pods selected by labels, without a Service.',
    seeAlso: '/services/kubernetes/operations/observability/',
    group: 'kubernetes',
  },
  {
    term: 'ConfigMap',
    slug: 'configmap',
    definition:
      'A Kubernetes object that holds non-secret configuration as key-value pairs or files, which pods read as environment variables or mounted files.',
    seeAlso: '/services/kubernetes/deployments/configuration/',
    group: 'kubernetes',
  },
  {
    term: 'Secret',
    slug: 'secret',
    definition:
      'A Kubernetes object for sensitive values such as tokens, keys and TLS certificates. Its data is only base64-encoded, so access to Secrets must be restricted and, ideally, encrypted at rest.',
    seeAlso: '/security/',
    aliases: ['Kubernetes Secret'],
    group: 'kubernetes',
  },
  {
    term: 'Kubeconfig',
    slug: 'kubeconfig',
    definition:
      'The file, `~/.kube/config` by default, in which `kubectl` and Helm find the clusters, credentials and contexts they can use.',
    seeAlso: '/services/kubernetes/requirements/cli/kubectl/',
    group: 'kubernetes',
  },
  {
    term: 'Context',
    slug: 'context',
    definition:
      'An entry of a kubeconfig that binds a cluster, a user and a default namespace. `kubectl config use-context` chooses which cluster the next commands reach.',
    seeAlso: '/services/kubernetes/requirements/cli/kubectl/',
    aliases: ['Kubeconfig context'],
    group: 'kubernetes',
  },
  {
    term: 'Label',
    slug: 'label',
    definition:
      'A key-value pair attached to an object and used to select it. Clouder node pools carry labels such as `role.datalayer.io/runtime` and `node.datalayer.io/variant`.',
    seeAlso: '/services/kubernetes/cluster/nodes/',
    group: 'kubernetes',
  },
  {
    term: 'Node selector',
    slug: 'node-selector',
    definition:
      'The `nodeSelector` field of a pod spec: the pod is only scheduled on nodes that carry all the listed labels.',
    seeAlso: '/services/kubernetes/cluster/nodes/',
    aliases: ['nodeSelector'],
    group: 'kubernetes',
  },
  {
    term: 'Node affinity',
    slug: 'node-affinity',
    definition:
      'A more expressive form of node selection in a pod spec, with required and preferred rules and operators such as `In` and `Exists`.',
    seeAlso: '/services/kubernetes/cluster/nodes/',
    group: 'kubernetes',
  },
  {
    term: 'Taint and toleration',
    slug: 'taint-and-toleration',
    definition:
      'A taint on a node repels pods; a toleration on a pod lets it be scheduled there anyway. Together they keep general workloads off expensive nodes such as GPU nodes.',
    seeAlso: '/services/kubernetes/cluster/nodes/',
    aliases: ['Taint', 'Toleration'],
    group: 'kubernetes',
  },
  {
    term: 'Requests and limits',
    slug: 'requests-and-limits',
    definition:
      'A container’s resource request is what the scheduler reserves for it on a node; its limit is the most it may use. A container over its CPU limit is throttled, one over its memory limit is killed.',
    seeAlso: '/services/benchmarks/pods/',
    aliases: ['Resource requests', 'Resource limits'],
    group: 'kubernetes',
  },
  {
    term: 'QoS class',
    slug: 'qos-class',
    definition:
      'Guaranteed, Burstable or BestEffort: the class Kubernetes gives a pod from its requests and limits. It decides which pods are evicted first when a node runs short of memory.',
    seeAlso: '/services/benchmarks/pods/',
    aliases: ['Quality of Service'],
    group: 'kubernetes',
  },
  {
    term: 'Cluster autoscaler',
    slug: 'cluster-autoscaler',
    definition:
      'The component that adds nodes to a node pool when pods cannot be scheduled and removes nodes that stay underused, within the pool’s minimum and maximum.',
    seeAlso: '/services/kubernetes/operations/scaling/',
    group: 'kubernetes',
  },
  {
    term: 'Time slicing',
    slug: 'time-slicing',
    definition:
      'A setting of the NVIDIA device plugin that advertises one GPU as several, so that several pods share it in turns. The pods are not isolated from each other’s memory use.',
    seeAlso: '/services/kubernetes/services/system/gpu-cuda/',
    group: 'kubernetes',
  },
  {
    term: 'MIG',
    slug: 'mig',
    definition:
      'Multi-Instance GPU: a feature of some NVIDIA data-center GPUs that splits one GPU into isolated instances, each with its own memory and compute, exposed to pods as separate resources.',
    seeAlso: '/services/kubernetes/services/system/gpu-cuda/',
    aliases: ['Multi-Instance GPU'],
    group: 'kubernetes',
  },

  // Security words.
  {
    term: 'cert-manager',
    slug: 'cert-manager',
    definition:
      'The Kubernetes add-on that requests, stores and renews TLS certificates as Secrets, from issuers such as Let’s Encrypt.',
    seeAlso: '/services/kubernetes/services/system/cert-manager/',
    group: 'security',
  },
  {
    term: 'ClusterIssuer',
    slug: 'clusterissuer',
    definition:
      'A cert-manager resource that describes a certificate authority, for example an ACME server, usable from every namespace. An Issuer does the same for one namespace.',
    seeAlso: '/services/kubernetes/services/system/cert-manager/',
    aliases: ['Issuer'],
    group: 'security',
  },
  {
    term: 'ACME',
    slug: 'acme',
    definition:
      'Automatic Certificate Management Environment, the protocol Let’s Encrypt uses to prove that you control a domain, through an HTTP-01 or DNS-01 challenge, before it signs a certificate.',
    seeAlso: '/services/kubernetes/services/system/cert-manager/',
    group: 'security',
  },
  {
    term: 'JWT',
    slug: 'jwt',
    definition:
      'A JSON Web Token is a signed set of claims, such as who the user is and when the token expires. Datalayer IAM issues JWTs and the other services check their signature and issuer.',
    seeAlso: '/security/',
    aliases: ['JSON Web Token'],
    group: 'security',
  },
  {
    term: 'OpenFGA',
    slug: 'openfga',
    definition:
      'An open-source authorization engine based on relationships between users and objects. The platform asks it whether a user may act on a resource.',
    seeAlso: '/services/kubernetes/services/system/openfga/',
    group: 'security',
  },
  {
    term: 'Vault',
    slug: 'vault',
    definition:
      'HashiCorp Vault, a secrets store with access policies and audit logs. The platform keeps users’ personal secrets in its key-value engine.',
    seeAlso: '/services/kubernetes/services/system/vault/',
    aliases: ['HashiCorp Vault'],
    group: 'security',
  },
  {
    term: 'NetworkPolicy',
    slug: 'networkpolicy',
    definition:
      'A Kubernetes resource that limits which pods and namespaces may connect to a set of pods, and where they may connect to. It only takes effect if the network plugin enforces it.',
    seeAlso: '/security/',
    aliases: ['Network policy'],
    group: 'security',
  },
  {
    term: 'Pod Security Admission',
    slug: 'pod-security-admission',
    definition:
      'The built-in admission controller that enforces the Pod Security Standards (privileged, baseline, restricted) per namespace, according to labels on the namespace.',
    seeAlso: '/security/',
    aliases: ['PSA', 'Pod Security Standards'],
    group: 'security',
  },
  {
    term: 'Webhook',
    slug: 'webhook',
    definition:
      'An HTTP request that a service such as Stripe sends to your endpoint when an event happens. The receiver checks the request’s signature before it trusts the event.',
    seeAlso: '/services/addons/stripe/',
    group: 'security',
  },

  // Tools and frameworks.
  {
    term: 'kubectl',
    slug: 'kubectl',
    definition: 'The Kubernetes command-line client, which reads and changes cluster resources.',
    seeAlso: '/services/kubernetes/requirements/cli/kubectl/',
    group: 'tooling',
  },
  {
    term: 'Helm',
    slug: 'helm',
    definition:
      'The package manager for Kubernetes: it installs, upgrades and removes charts as releases.',
    seeAlso: '/services/kubernetes/requirements/cli/helm/',
    group: 'tooling',
  },
  {
    term: 'Solr',
    slug: 'solr',
    definition:
      'Apache Solr, the search server in which the platform stores accounts, credits and other records, run by the Solr Operator.',
    seeAlso: '/services/kubernetes/services/system/solr/',
    aliases: ['Apache Solr', 'SolrCloud'],
    group: 'tooling',
  },
  {
    term: 'Datashim',
    slug: 'datashim',
    definition:
      'A Kubernetes framework that presents S3 buckets and NFS shares as datasets that pods mount as volumes. The platform uses it to mount S3 contents into runtimes.',
    seeAlso: '/services/kubernetes/services/system/datashim/',
    group: 'tooling',
  },
  {
    term: 'Ray',
    slug: 'ray',
    definition:
      'A framework that distributes Python work over many machines. KubeRay runs Ray clusters on Kubernetes as custom resources.',
    seeAlso: '/services/kubernetes/frameworks/ray/',
    aliases: ['KubeRay'],
    group: 'tooling',
  },
];

/** The terms sorted as the glossary shows them: alphabetically, ignoring case and accents. */
export function sortedGlossary(terms: readonly GlossaryTerm[] = GLOSSARY): GlossaryTerm[] {
  return [...terms].sort((a, b) => a.term.localeCompare(b.term, 'en', {sensitivity: 'base'}));
}

/** The letter a term is filed under in the A–Z jump list. */
export function initialOf(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}
