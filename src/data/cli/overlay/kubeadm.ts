/** The site's words for `clouder kubeadm`; the facts are generated (see ./types.ts). */
import type {GroupWords, ParameterWords} from './types';

/** The cluster argument of every command that falls back to the default cluster. */
const DEFAULT_CLUSTER_ARGUMENT: Readonly<Record<string, ParameterWords>> = {
  NAME: 'Cluster name. When omitted, the default cluster set with `clouder kubeadm set-default` is used.',
};

/** How the day-2 commands reach a cluster's VMs: the same three options, the same fallbacks. */
const CLUSTER_CONNECTION: Readonly<Record<string, ParameterWords>> = {
  '--cloud':
    'Cloud the cluster runs on. By default the cloud recorded in the cluster metadata, then the cloud of the current context.',
  '--admin-user':
    'SSH user on the VMs. By default the user saved in the cluster metadata, else azureuser on Azure and ubuntu on AWS.',
  '--key':
    'Name of the SSH private key in ~/.ssh to connect with. By default Clouder looks for <cluster>-key, the key named in the metadata, the default SSH key, then asks.',
};

export const KUBEADM_WORDS: GroupWords = {
  summary: 'Create, set up, operate and delete kubeadm Kubernetes clusters on Azure or AWS VMs.',
  description:
    'The kubeadm commands build a Kubernetes cluster out of plain cloud VMs: `create` provisions one master and N workers on a shared network, `setup` installs containerd, CRIU and Kubernetes over SSH and enables container checkpointing, and `get-config` or `use` brings the kubeconfig to your machine. Day-2 commands scale, repair, upgrade and test the cluster, and `terminate` deletes every cloud resource. Cluster details are kept in ~/.clouder/kubeadm/<name>/kubeadm.json. Azure and AWS are supported.',
  clouds: ['azure', 'aws'],
  commands: {
    create: {
      summary: 'Provision the VMs of a new cluster: one master and N workers on a shared network.',
      example:
        'clouder kubeadm create my-cluster --cloud azure --workers 2 --region eastus --node-size Standard_D4s_v5',
      clouds: ['azure', 'aws'],
      arguments: {
        NAME: 'Cluster name, used as the prefix of every VM and network resource.',
      },
      options: {
        '--cloud':
          'Cloud to create the VMs on, azure or aws. By default the cloud of the current context.',
        '--workers': 'Number of worker VMs.',
        '--region':
          'Region, for example eastus or us-east-1. On AWS it defaults to us-east-1; on Azure it is asked for when missing.',
        '--resource-group': {
          description:
            'Azure resource group. When missing, Clouder offers the existing groups or a new <name>-rg.',
          clouds: ['azure'],
        },
        '--master-size':
          'VM size (Azure) or instance type (AWS) of the master. When missing, Clouder asks, proposing Standard_B4ms on Azure and t3.large on AWS.',
        '--node-size':
          'VM size (Azure) or instance type (AWS) of the workers. When missing, Clouder asks, proposing Standard_B4ms on Azure and t3.large on AWS.',
        '--os-disk-size': 'OS disk size of every VM, in GB; at least 30.',
        '--admin-user':
          'Admin user created on the VMs: azureuser on Azure and ubuntu on AWS by default.',
        '--image': {
          description:
            'Azure image: Ubuntu2204, Ubuntu2404 or Debian12. When missing, Clouder asks, proposing Ubuntu2204; AWS always uses the latest Ubuntu 22.04 AMI.',
          clouds: ['azure'],
        },
      },
    },
    ls: {
      summary:
        'List the kubeadm clusters known on this machine, with their cloud, region and state.',
      example: 'clouder kubeadm ls --details',
      options: {
        '--cloud': 'Show only the clusters of this cloud (azure or aws).',
        '--details':
          'Also count the masters and workers and show how many are Ready, by querying each cluster (slower).',
      },
    },
    'set-default': {
      summary: 'Make a cluster the one kubeadm commands act on when no name is given.',
      example: 'clouder kubeadm set-default my-cluster',
      arguments: {
        NAME: 'Cluster name; its metadata must exist in ~/.clouder/kubeadm.',
      },
      options: {
        '--cloud': 'Refuse the change unless the cluster runs on this cloud (azure or aws).',
      },
    },
    setup: {
      summary:
        'Install Kubernetes on the created VMs over SSH: containerd, CRIU, kubeadm init and join, CNI, checkpointing, storage and load balancer.',
      example: 'clouder kubeadm setup my-cluster --node-label role.datalayer.io/runtime=true',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
        '--k8s-version': 'Kubernetes version recorded for the cluster and shown in the summary.',
        '--node-label':
          'Label key=value put on each worker once it is Ready. Give it several times or separate labels with commas; without it the default Datalayer node labels are used. The labels are saved in the cluster metadata for `scale` and `repair`.',
        '--node-mounts':
          'Also install the Datalayer node mounts DaemonSet (CSI driver local.csi.datalayer.io) after the storage provider.',
        '--local-csi-relay-host':
          'Contents relay host the node mounts driver may connect to; empty accepts any wss:// host.',
        '--local-csi-relay-port': 'Port of the contents relay.',
        '--local-csi-relay-cidr':
          'Address range of the relay for the driver egress NetworkPolicy; empty allows the port to any destination.',
        '--node-mounts-image': 'Container image of the node mounts driver.',
        '--node-mounts-gateway':
          'With `--node-mounts`, asks for the Node Mount Gateway half of the DaemonSet as well. The chart then needs a shared filesystem claim, which `setup` has no option to pass, so in this source the node mounts install stops with an error and the rest of the setup goes on.',
        '--node-mounts-chart':
          'Path to the datalayer-node-mounts Helm chart. By default it is looked for under PLANE_HOME, DATALAYER_HOME or the source tree.',
      },
    },
    'get-config': {
      summary:
        'Copy the kubeconfig and the kubelet client certificate from the master to ~/.clouder/kubeadm/<name>/.',
      example: 'clouder kubeadm get-config my-cluster',
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
      },
    },
    use: {
      summary:
        'Select a cluster: fetch its kubeconfig if missing, make it the default and print the KUBECONFIG export line.',
      example: 'clouder kubeadm use my-cluster --print-export',
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
        '--print-export': 'Print only the export line, for use with eval.',
      },
    },
    info: {
      summary:
        'Show a cluster’s nodes, version and load balancer addresses, with the commands to run next.',
      example: 'clouder kubeadm info my-cluster',
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        '--cloud':
          'Cloud the cluster runs on. By default the cloud recorded in the cluster metadata, then the cloud of the current context.',
      },
    },
    scale: {
      summary:
        'Change the number of workers: add and join new VMs, or drain and delete the least loaded ones.',
      example: 'clouder kubeadm scale my-cluster --workers 5 --os-disk-size-gb 128',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        '--cloud':
          'Cloud the cluster runs on. By default the cloud recorded in the cluster metadata, then the cloud of the current context.',
        '--workers': 'Number of workers the cluster should have.',
        '--admin-user': 'SSH user on the VMs.',
        '--key':
          'Name of the SSH private key in ~/.ssh to connect with. By default Clouder looks for <cluster>-key, the key named in the metadata, the default SSH key, then asks.',
        '--os-disk-size-gb':
          'OS disk size of the new workers, in GiB (at least 30); larger disks give pods more ephemeral storage.',
        '--node-label':
          'Label key=value put on each new worker once it is Ready. Give it several times or separate labels with commas; without it the labels saved in the cluster metadata are used, else the default Datalayer node labels. The labels used are saved back in the metadata.',
        '--force': 'Skip the confirmation prompt.',
      },
    },
    terminate: {
      summary: 'Delete every VM and network resource of a cluster, then its local files.',
      example: 'clouder kubeadm terminate my-cluster',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        '--cloud':
          'Cloud the cluster runs on. By default the cloud recorded in the cluster metadata, then the cloud of the current context.',
        '--force': 'Skip the confirmation prompt.',
        '--delete-rg': {
          description:
            'Also delete the Azure resource group. It is deleted anyway when it is the <name>-rg group Clouder created.',
          clouds: ['azure'],
        },
      },
    },
    prune: {
      summary:
        'List the workers whose node is not Ready or whose VM is unhealthy, then force-delete them.',
      example: 'clouder kubeadm prune my-cluster',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        '--cloud':
          'Cloud the cluster runs on. By default the cloud recorded in the cluster metadata, then the cloud of the current context.',
        '--force': 'Skip the confirmation prompt.',
      },
    },
    'enable-ingress-nginx': {
      summary:
        'Deprecated: stops with an error that points to enable-ingress-traefik; ingress-nginx is no longer installed.',
      example: 'clouder kubeadm enable-ingress-nginx my-cluster',
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
      },
    },
    'disable-ingress-nginx': {
      summary:
        'Deprecated: stops with an error that points to disable-ingress-traefik; nothing is removed.',
      example: 'clouder kubeadm disable-ingress-nginx my-cluster',
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
        '--force': 'Skip the confirmation prompt.',
      },
    },
    'enable-ingress-traefik': {
      summary:
        'Install Traefik and a public cloud load balancer in front of it, then check the DNS name you map to it.',
      example: 'clouder kubeadm enable-ingress-traefik my-cluster',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
      },
    },
    'disable-ingress-traefik': {
      summary: 'Uninstall Traefik and, on Azure, delete the load balancer and its public IP.',
      example: 'clouder kubeadm disable-ingress-traefik my-cluster --force',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
        '--force': 'Skip the confirmation prompt.',
      },
    },
    'smoke-test': {
      summary:
        'Test the cluster end to end: HTTP through the ingress load balancer, then a CRIU checkpoint and restore of a pod.',
      example: 'clouder kubeadm smoke-test my-cluster --no-cleanup',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
        '--cleanup': 'Delete the test pods and resources at the end; --no-cleanup keeps them.',
      },
    },
    'upgrade-kubelet': {
      summary:
        'Upgrade kubelet, kubeadm and kubectl on every node, one after the other, and restart kubelet.',
      example: 'clouder kubeadm upgrade-kubelet my-cluster',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
      },
    },
    repair: {
      summary:
        'Find worker VMs that are not registered as Kubernetes nodes and set each one up and join it again.',
      example: 'clouder kubeadm repair my-cluster',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
        '--node-label':
          'Label key=value put on each repaired worker once it is Ready. Give it several times or separate labels with commas; without it the labels saved in the cluster metadata are used, else the default Datalayer node labels. The labels used are saved back in the metadata.',
      },
    },
    'repair-config': {
      summary:
        'Rebuild a missing or damaged kubeadm.json from the cloud inventory, the live cluster and prompts.',
      example: 'clouder kubeadm repair-config my-cluster --skip-ssh',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        '--cloud':
          'Cloud the cluster runs on, azure or aws. By default the cloud of the current context.',
        '--force': 'Rebuild the metadata even when the current file is valid.',
        '--skip-ssh': 'Do not connect to the master; use only the cloud inventory and prompts.',
      },
    },
    'repair-load-balancer': {
      summary:
        'Re-create the Traefik load balancer when its address is gone, keeping the previous IP or endpoint where possible.',
      example: 'clouder kubeadm repair-load-balancer my-cluster --reinstall',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
        '--reinstall':
          'Run the Traefik Helm install or upgrade again before repairing the load balancer.',
        '--force': 'Skip the confirmation prompt.',
      },
    },
    'remove-node': {
      summary: 'Cordon, drain and delete one worker node, then delete its VM.',
      example: 'clouder kubeadm remove-node my-cluster my-cluster-node-2-a1b2 --force',
      clouds: ['azure', 'aws'],
      arguments: {
        NAME: 'Cluster name. When omitted, the default cluster set with `clouder kubeadm set-default` is used.',
        NODE_NAME:
          'Name of the worker to remove, as the VM is named (for example my-cluster-node-2-a1b2); the master is refused.',
      },
      options: {
        '--cloud':
          'Cloud the cluster runs on. By default the cloud recorded in the cluster metadata, then the cloud of the current context.',
        '--force': 'Skip the confirmation prompt.',
      },
    },
  },
};
