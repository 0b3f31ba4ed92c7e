/**
 * `clouder kubernetes`: OVHcloud Managed Kubernetes clusters and their node pools, the 2024
 * `clouder k8s`. Written from clouder/cli/kubernetes.py; clouder/cli/k8s.py is the same code
 * under the old name and is no longer imported by main.py.
 */
import type {CliArgument, CliGroup, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/kubernetes.py',
  commit: 'b4aa584d2a03cd00d3512355bb84c151b2ad43f6',
};

const CLUSTER_NAME: CliArgument = {
  name: 'CLUSTER_NAME',
  description: 'The name of the managed Kubernetes cluster.',
  type: 'text',
  required: true,
};

export const KUBERNETES_GROUP: CliGroup = {
  name: 'kubernetes',
  summary: 'Manages OVHcloud Managed Kubernetes clusters and their labelled node pools.',
  description:
    'These commands drive the OVHcloud Managed Kubernetes API of the current context and refuse any other cloud. Node pools are labelled the way the Datalayer platform schedules its pods (`role.datalayer.io/<role>`, `node.datalayer.io/variant`, `node.datalayer.io/xpu`). `clouder kubernetes` on its own prints the help (the group has `no_args_is_help`); `clouder kubernetes ls` lists the clusters. This group was `clouder k8s` in 2024.',
  clouds: ['ovh'],
  commands: [
    {
      name: 'create',
      summary: 'Asks OVHcloud for a new managed Kubernetes cluster with the given name.',
      arguments: [
        {
          name: 'NAME',
          description: 'The name of the new cluster.',
          type: 'text',
          required: true,
        },
      ],
      options: [],
      example: 'clouder kubernetes create my-cluster',
      source: SOURCE,
    },
    {
      name: 'ls',
      summary: 'Lists the clusters of the current project with their node pools and nodes.',
      arguments: [],
      options: [],
      example: 'clouder kubernetes ls',
      source: SOURCE,
    },
    {
      name: 'kubeconfig',
      summary:
        'Downloads a cluster’s kubeconfig to ~/.clouder/ovh/k8s/<name>.yaml and prints the `export KUBECONFIG` line.',
      arguments: [
        {
          name: 'NAME',
          description: 'The name of the cluster.',
          type: 'text',
          required: true,
        },
      ],
      options: [],
      example: 'clouder kubernetes kubeconfig my-cluster',
      source: SOURCE,
    },
    {
      name: 'use',
      summary:
        'Records a downloaded kubeconfig as Clouder’s default and prints the `export KUBECONFIG` line.',
      arguments: [
        {
          name: 'NAME',
          description: 'The name of the cluster, whose kubeconfig `kubeconfig` downloaded before.',
          type: 'text',
          required: true,
        },
      ],
      options: [],
      example: 'clouder kubernetes use my-cluster',
      source: SOURCE,
    },
    {
      name: 'create-nodepool',
      summary:
        'Creates a node pool of one flavor, labelled with its roles, variant and compute type.',
      arguments: [
        CLUSTER_NAME,
        {
          name: 'NODEPOOL_NAME',
          description: 'The name of the new node pool.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--flavor',
          aliases: ['-f'],
          description: 'OVHcloud instance flavor of the nodes.',
          type: 'text',
          default: 'b2-15',
          required: false,
        },
        {
          name: '--min',
          description: 'Smallest number of nodes.',
          type: 'integer',
          default: 3,
          required: false,
        },
        {
          name: '--desired',
          description: 'Number of nodes to start with.',
          type: 'integer',
          default: 3,
          required: false,
        },
        {
          name: '--max',
          description: 'Largest number of nodes.',
          type: 'integer',
          default: 10,
          required: false,
        },
        {
          name: '--roles',
          description:
            'Comma-separated roles; each becomes the node label `role.datalayer.io/<role>=true`. None by default.',
          type: 'text',
          required: false,
        },
        {
          name: '--variant',
          description: 'Value of the `node.datalayer.io/variant` label.',
          type: 'text',
          default: 'default',
          required: false,
        },
        {
          name: '--xpu',
          description:
            'Value of the `node.datalayer.io/xpu` label, such as cpu, gpu-cuda or qpu. A value containing `gpu` also sets the NVIDIA device plugin label.',
          type: 'text',
          default: 'cpu',
          required: false,
        },
      ],
      example:
        'clouder kubernetes create-nodepool my-cluster jupyter-cpu-medium --flavor b2-15 --min 3 --desired 3 --max 10 --roles jupyter --variant medium --xpu cpu',
      source: SOURCE,
    },
    {
      name: 'update-nodepool',
      summary:
        'Resizes a node pool. Options left out are sent with their defaults, so give all three.',
      arguments: [
        CLUSTER_NAME,
        {
          name: 'NODEPOOL_NAME',
          description: 'The name of the node pool.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--min',
          description: 'Smallest number of nodes.',
          type: 'integer',
          default: 3,
          required: false,
        },
        {
          name: '--desired',
          description: 'Number of nodes wanted now.',
          type: 'integer',
          default: 3,
          required: false,
        },
        {
          name: '--max',
          description: 'Largest number of nodes.',
          type: 'integer',
          default: 10,
          required: false,
        },
      ],
      example:
        'clouder kubernetes update-nodepool my-cluster jupyter-cpu-medium --min 3 --desired 6 --max 10',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
