/** The site's words for `clouder kubernetes`; the facts are generated (see ./types.ts). */
import type {GroupWords} from './types';

export const KUBERNETES_WORDS: GroupWords = {
  summary: 'Manages OVHcloud Managed Kubernetes clusters and their labelled node pools.',
  description:
    'These commands drive the OVHcloud Managed Kubernetes API of the current context and refuse any other cloud. Node pools get `role.datalayer.io/<role>` labels, which the Datalayer charts select (system, api, runtime, router, ceph), and `node.datalayer.io/variant` and `node.datalayer.io/xpu` labels, which no chart selects. `clouder kubernetes` on its own prints the help: the group has a callback that would list the clusters, but it also sets `no_args_is_help`; use `clouder kubernetes ls`. Kubeconfigs are saved under ~/.clouder/clouds/ovh/k8s/. This group was `clouder k8s` in 2024.',
  clouds: ['ovh'],
  defaultCommand: {
    summary:
      'Shows the group’s help. Its callback would list the clusters as `ls` does, but `no_args_is_help` answers first, and the group has no option that would get past it.',
    example: 'clouder kubernetes',
  },
  commands: {
    create: {
      summary: 'Asks OVHcloud for a new managed Kubernetes cluster with the given name.',
      example: 'clouder kubernetes create my-cluster',
      arguments: {
        NAME: 'The name of the new cluster.',
      },
    },
    ls: {
      summary: 'Lists the clusters of the current project with their node pools and nodes.',
      example: 'clouder kubernetes ls',
    },
    kubeconfig: {
      summary:
        'Downloads a cluster’s kubeconfig to ~/.clouder/clouds/ovh/k8s/<name>.yaml (mode 600) and prints the `export KUBECONFIG` line.',
      example: 'clouder kubernetes kubeconfig my-cluster',
      arguments: {
        NAME: 'The name of the cluster.',
      },
    },
    use: {
      summary:
        'Records ~/.clouder/clouds/ovh/k8s/<name>.yaml as Clouder’s default kubeconfig and prints the `export KUBECONFIG` line.',
      example: 'clouder kubernetes use my-cluster',
      arguments: {
        NAME: 'The name of the cluster, whose kubeconfig `kubeconfig` downloaded before.',
      },
    },
    'create-nodepool': {
      summary:
        'Creates a node pool of one flavor, labelled with its roles, variant and compute type.',
      example:
        'clouder kubernetes create-nodepool my-cluster runtime-cpu-medium --flavor b2-15 --min 3 --desired 3 --max 10 --roles runtime --variant medium --xpu cpu',
      arguments: {
        CLUSTER_NAME: 'The name of the managed Kubernetes cluster.',
        NODEPOOL_NAME: 'The name of the new node pool.',
      },
      options: {
        '--flavor': 'OVHcloud instance flavor of the nodes.',
        '--min': 'Smallest number of nodes.',
        '--desired': 'Number of nodes to start with.',
        '--max': 'Largest number of nodes.',
        '--roles':
          'Comma-separated roles; each becomes the node label `role.datalayer.io/<role>=true`. None by default.',
        '--variant': 'Value of the `node.datalayer.io/variant` label.',
        '--xpu':
          'Value of the `node.datalayer.io/xpu` label, such as cpu, gpu-cuda or qpu. A value containing `gpu` also sets the NVIDIA device plugin label.',
      },
    },
    'update-nodepool': {
      summary:
        'Resizes a node pool. Options left out are sent with their defaults, so give all three.',
      example:
        'clouder kubernetes update-nodepool my-cluster runtime-cpu-medium --min 3 --desired 6 --max 10',
      arguments: {
        CLUSTER_NAME: 'The name of the managed Kubernetes cluster.',
        NODEPOOL_NAME: 'The name of the node pool.',
      },
      options: {
        '--min': 'Smallest number of nodes.',
        '--desired': 'Number of nodes wanted now.',
        '--max': 'Largest number of nodes.',
      },
    },
  },
};
