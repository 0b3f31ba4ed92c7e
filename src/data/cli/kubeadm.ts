/**
 * `clouder kubeadm` (alias `clouder k`): kubeadm Kubernetes clusters on Azure and AWS VMs.
 *
 * Written from github.com/datalayer/clouder, `clouder/cli/kubeadm/`. Each command module was read
 * at the newest stored version found; the `source` of every command names that file and commit.
 * The package registers its commands in `clouder/cli/kubeadm/__init__.py`.
 */
import type {CliArgument, CliGroup, CliOption, CliSource} from './types';

const DIR = 'clouder/cli/kubeadm';

/** Commits the command files were read at (full hashes). */
const AT_D62F0EA6 = 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c';
const AT_A1863C57 = 'a1863c575853562158728121a0daaa858e84ccdf';
const AT_8F1AB58C = '8f1ab58c550ef22d956c9036d79d0c55aa434d6e';
const AT_E2199DA4 = 'e2199da45513d66d793135bd2b2864b8bf32bde1';
const AT_B01DF3D9 = 'b01df3d9ac74c2e4533564a9e555ebfb7b6c4406';

function source(file: string, commit: string): CliSource {
  return {path: `${DIR}/${file}`, commit};
}

/** The optional cluster name most commands take. */
const NAME: CliArgument = {
  name: 'NAME',
  description:
    'Cluster name. When omitted, the default cluster set with `clouder kubeadm set-default` is used.',
  type: 'text',
  required: false,
};

/** `--cloud` where the value is checked: only azure or aws are accepted. */
const CLOUD: CliOption = {
  name: '--cloud',
  description:
    'Cloud the cluster runs on. By default the cloud recorded in the cluster metadata, then the cloud of the current context.',
  type: 'choice',
  choices: ['azure', 'aws'],
  required: false,
};

/** `--admin-user` where the user falls back to the metadata, then to the cloud's image user. */
const ADMIN_USER: CliOption = {
  name: '--admin-user',
  aliases: ['-u'],
  description:
    'SSH user on the VMs. By default the user saved in the cluster metadata, else azureuser on Azure and ubuntu on AWS.',
  type: 'text',
  required: false,
};

const KEY: CliOption = {
  name: '--key',
  aliases: ['-i'],
  description:
    'Name of the SSH private key in ~/.ssh to connect with. By default Clouder looks for <cluster>-key, the key named in the metadata, the default SSH key, then asks.',
  type: 'text',
  required: false,
};

const FORCE: CliOption = {
  name: '--force',
  aliases: ['-f'],
  description: 'Skip the confirmation prompt.',
  type: 'boolean',
  flag: true,
  default: false,
  required: false,
};

const NODE_LABEL: CliOption = {
  name: '--node-label',
  description:
    'Label key=value put on each worker once it is Ready. Give it several times or separate labels with commas; without it the default Datalayer node labels are used.',
  type: 'text',
  repeatable: true,
  required: false,
};

export const KUBEADM_GROUP: CliGroup = {
  name: 'kubeadm',
  aliases: ['k'],
  summary: 'Create, set up, operate and delete kubeadm Kubernetes clusters on Azure or AWS VMs.',
  description:
    'The kubeadm commands build a Kubernetes cluster out of plain cloud VMs: `create` provisions one master and N workers on a shared network, `setup` installs containerd, CRIU and Kubernetes over SSH and enables container checkpointing, and `get-config` or `use` brings the kubeconfig to your machine. Day-2 commands scale, repair, upgrade and test the cluster, and `terminate` deletes every cloud resource. Cluster details are kept in ~/.clouder/kubeadm/<name>/kubeadm.json. Azure and AWS are supported.',
  clouds: ['azure', 'aws'],
  source: source('__init__.py', AT_8F1AB58C),
  commands: [
    {
      name: 'create',
      summary: 'Provision the VMs of a new cluster: one master and N workers on a shared network.',
      arguments: [
        {
          name: 'NAME',
          description: 'Cluster name, used as the prefix of every VM and network resource.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--cloud',
          description:
            'Cloud to create the VMs on, azure or aws. By default the cloud of the current context.',
          type: 'choice',
          choices: ['azure', 'aws'],
          required: false,
        },
        {
          name: '--workers',
          aliases: ['-w'],
          description: 'Number of worker VMs.',
          type: 'integer',
          default: 3,
          required: false,
        },
        {
          name: '--region',
          aliases: ['-r'],
          description:
            'Region, for example eastus or us-east-1. On AWS it defaults to us-east-1; on Azure it is asked for when missing.',
          type: 'text',
          required: false,
        },
        {
          name: '--resource-group',
          aliases: ['-g'],
          description:
            'Azure resource group. When missing, Clouder offers the existing groups or a new <name>-rg.',
          type: 'text',
          required: false,
          clouds: ['azure'],
        },
        {
          name: '--master-size',
          description:
            'VM size (Azure) or instance type (AWS) of the master. When missing, Clouder asks, proposing Standard_B4ms on Azure and t3.large on AWS.',
          type: 'text',
          required: false,
        },
        {
          name: '--node-size',
          description:
            'VM size (Azure) or instance type (AWS) of the workers. When missing, Clouder asks, proposing Standard_B4ms on Azure and t3.large on AWS.',
          type: 'text',
          required: false,
        },
        {
          name: '--os-disk-size',
          description: 'OS disk size of every VM, in GB; at least 30.',
          type: 'integer',
          default: 100,
          required: false,
        },
        {
          name: '--admin-user',
          description:
            'Admin user created on the VMs: azureuser on Azure and ubuntu on AWS by default.',
          type: 'text',
          required: false,
        },
        {
          name: '--image',
          description:
            'Azure image: Ubuntu2204, Ubuntu2404 or Debian12. When missing, Clouder asks, proposing Ubuntu2204; AWS always uses the latest Ubuntu 22.04 AMI.',
          type: 'text',
          required: false,
          clouds: ['azure'],
        },
      ],
      clouds: ['azure', 'aws'],
      example:
        'clouder kubeadm create my-cluster --cloud azure --workers 2 --region eastus --node-size Standard_D4s_v5',
      source: source('create.py', AT_D62F0EA6),
    },
    {
      name: 'ls',
      summary:
        'List the kubeadm clusters known on this machine, with their cloud, region and state.',
      arguments: [],
      options: [
        {
          name: '--cloud',
          description: 'Show only the clusters of this cloud (azure or aws).',
          type: 'text',
          required: false,
        },
        {
          name: '--details',
          description:
            'Also count the masters and workers and show how many are Ready, by querying each cluster (slower).',
          type: 'boolean',
          flag: true,
          default: false,
          required: false,
        },
      ],
      example: 'clouder kubeadm ls --details',
      source: source('list_clusters.py', AT_D62F0EA6),
    },
    {
      name: 'set-default',
      summary: 'Make a cluster the one kubeadm commands act on when no name is given.',
      arguments: [
        {
          name: 'NAME',
          description: 'Cluster name; its metadata must exist in ~/.clouder/kubeadm.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--cloud',
          description: 'Refuse the change unless the cluster runs on this cloud (azure or aws).',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder kubeadm set-default my-cluster',
      source: source('set_default.py', AT_A1863C57),
    },
    {
      name: 'setup',
      summary:
        'Install Kubernetes on the created VMs over SSH: containerd, CRIU, kubeadm init and join, CNI, checkpointing, storage and load balancer.',
      arguments: [NAME],
      options: [
        CLOUD,
        ADMIN_USER,
        KEY,
        {
          name: '--k8s-version',
          description: 'Kubernetes version recorded for the cluster and shown in the summary.',
          type: 'text',
          default: '1.32',
          required: false,
        },
        NODE_LABEL,
        {
          name: '--node-mounts',
          aliases: ['--no-node-mounts'],
          description:
            'Also install the Datalayer node mounts DaemonSet (CSI driver local.csi.datalayer.io) after the storage provider.',
          type: 'boolean',
          flag: true,
          default: false,
          required: false,
        },
        {
          name: '--local-csi-relay-host',
          description:
            'Contents relay host the node mounts driver may connect to; empty accepts any wss:// host.',
          type: 'text',
          required: false,
        },
        {
          name: '--local-csi-relay-port',
          description: 'Port of the contents relay.',
          type: 'integer',
          default: 443,
          required: false,
        },
        {
          name: '--local-csi-relay-cidr',
          description:
            'Address range of the relay for the driver egress NetworkPolicy; empty allows the port to any destination.',
          type: 'text',
          required: false,
        },
        {
          name: '--node-mounts-image',
          description: 'Container image of the node mounts driver.',
          type: 'text',
          default: 'datalayer/node-mounts:0.1.0',
          required: false,
        },
        {
          name: '--node-mounts-gateway',
          aliases: ['--no-node-mounts-gateway'],
          description:
            'Also switch on the Node Mount Gateway half of the DaemonSet and check mount propagation on the nodes.',
          type: 'boolean',
          flag: true,
          default: false,
          required: false,
        },
        {
          name: '--node-mounts-chart',
          description:
            'Path to the datalayer-node-mounts Helm chart. By default it is looked for under PLANE_HOME, DATALAYER_HOME or the source tree.',
          type: 'path',
          required: false,
        },
      ],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm setup my-cluster --node-label role.datalayer.io/runtime=true',
      source: source('setup.py', AT_D62F0EA6),
    },
    {
      name: 'get-config',
      summary:
        'Copy the kubeconfig and the kubelet client certificate from the master to ~/.clouder/kubeadm/<name>/.',
      arguments: [NAME],
      options: [CLOUD, ADMIN_USER, KEY],
      example: 'clouder kubeadm get-config my-cluster',
      source: source('get_config.py', AT_A1863C57),
    },
    {
      name: 'use',
      summary:
        'Select a cluster: fetch its kubeconfig if missing, make it the default and print the KUBECONFIG export line.',
      arguments: [NAME],
      options: [
        CLOUD,
        ADMIN_USER,
        KEY,
        {
          name: '--print-export',
          description: 'Print only the export line, for use with eval.',
          type: 'boolean',
          flag: true,
          default: false,
          required: false,
        },
      ],
      example: 'clouder kubeadm use my-cluster --print-export',
      source: source('use.py', AT_A1863C57),
    },
    {
      name: 'info',
      summary:
        'Show a cluster’s nodes, version and load balancer addresses, with the commands to run next.',
      arguments: [NAME],
      options: [CLOUD],
      example: 'clouder kubeadm info my-cluster',
      source: source('info.py', AT_A1863C57),
    },
    {
      name: 'scale',
      summary:
        'Change the number of workers: add and join new VMs, or drain and delete the least loaded ones.',
      arguments: [NAME],
      options: [
        CLOUD,
        {
          name: '--workers',
          aliases: ['-w'],
          description: 'Number of workers the cluster should have.',
          type: 'integer',
          required: true,
        },
        {
          name: '--admin-user',
          aliases: ['-u'],
          description: 'SSH user on the VMs.',
          type: 'text',
          required: false,
        },
        KEY,
        {
          name: '--os-disk-size-gb',
          description:
            'OS disk size of the new workers, in GiB (at least 30); larger disks give pods more ephemeral storage.',
          type: 'integer',
          required: false,
        },
        NODE_LABEL,
        FORCE,
      ],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm scale my-cluster --workers 5 --os-disk-size-gb 128',
      source: source('scale.py', AT_8F1AB58C),
    },
    {
      name: 'terminate',
      summary: 'Delete every VM and network resource of a cluster, then its local files.',
      arguments: [NAME],
      options: [
        CLOUD,
        FORCE,
        {
          name: '--delete-rg',
          description:
            'Also delete the Azure resource group. It is deleted anyway when it is the <name>-rg group Clouder created.',
          type: 'boolean',
          flag: true,
          default: false,
          required: false,
          clouds: ['azure'],
        },
      ],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm terminate my-cluster',
      source: source('terminate.py', AT_8F1AB58C),
    },
    {
      name: 'prune',
      summary:
        'List the workers whose node is not Ready or whose VM is unhealthy, then force-delete them.',
      arguments: [NAME],
      options: [CLOUD, FORCE],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm prune my-cluster',
      source: source('prune.py', AT_B01DF3D9),
    },
    {
      name: 'enable-ingress-nginx',
      summary:
        'Deprecated: stops with an error that points to enable-ingress-traefik; ingress-nginx is no longer installed.',
      arguments: [NAME],
      options: [CLOUD, ADMIN_USER, KEY],
      example: 'clouder kubeadm enable-ingress-nginx my-cluster',
      source: source('ingress_nginx.py', AT_A1863C57),
    },
    {
      name: 'disable-ingress-nginx',
      summary:
        'Deprecated: stops with an error that points to disable-ingress-traefik; nothing is removed.',
      arguments: [NAME],
      options: [CLOUD, ADMIN_USER, KEY, FORCE],
      example: 'clouder kubeadm disable-ingress-nginx my-cluster',
      source: source('ingress_nginx.py', AT_A1863C57),
    },
    {
      name: 'enable-ingress-traefik',
      summary:
        'Install Traefik and a public cloud load balancer in front of it, then check the DNS name you map to it.',
      arguments: [NAME],
      options: [CLOUD, ADMIN_USER, KEY],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm enable-ingress-traefik my-cluster',
      source: source('ingress_traefik.py', AT_D62F0EA6),
    },
    {
      name: 'disable-ingress-traefik',
      summary: 'Uninstall Traefik and, on Azure, delete the load balancer and its public IP.',
      arguments: [NAME],
      options: [CLOUD, ADMIN_USER, KEY, FORCE],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm disable-ingress-traefik my-cluster --force',
      source: source('ingress_traefik.py', AT_D62F0EA6),
    },
    {
      name: 'smoke-test',
      summary:
        'Test the cluster end to end: HTTP through the ingress load balancer, then a CRIU checkpoint and restore of a pod.',
      arguments: [NAME],
      options: [
        CLOUD,
        ADMIN_USER,
        KEY,
        {
          name: '--cleanup',
          aliases: ['--no-cleanup'],
          description: 'Delete the test pods and resources at the end; --no-cleanup keeps them.',
          type: 'boolean',
          flag: true,
          default: true,
          required: false,
        },
      ],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm smoke-test my-cluster --no-cleanup',
      source: source('smoke_test.py', AT_8F1AB58C),
    },
    {
      name: 'upgrade-kubelet',
      summary:
        'Upgrade kubelet, kubeadm and kubectl on every node, one after the other, and restart kubelet.',
      arguments: [NAME],
      options: [CLOUD, ADMIN_USER, KEY],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm upgrade-kubelet my-cluster',
      source: source('upgrade_kubelet.py', AT_8F1AB58C),
    },
    {
      name: 'repair',
      summary:
        'Find worker VMs that are not registered as Kubernetes nodes and set each one up and join it again.',
      arguments: [NAME],
      options: [CLOUD, ADMIN_USER, KEY, NODE_LABEL],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm repair my-cluster',
      source: source('repair.py', AT_E2199DA4),
    },
    {
      name: 'repair-config',
      summary:
        'Rebuild a missing or damaged kubeadm.json from the cloud inventory, the live cluster and prompts.',
      arguments: [NAME],
      options: [
        {
          name: '--cloud',
          description:
            'Cloud the cluster runs on, azure or aws. By default the cloud of the current context.',
          type: 'choice',
          choices: ['azure', 'aws'],
          required: false,
        },
        {
          name: '--force',
          aliases: ['-f'],
          description: 'Rebuild the metadata even when the current file is valid.',
          type: 'boolean',
          flag: true,
          default: false,
          required: false,
        },
        {
          name: '--skip-ssh',
          description: 'Do not connect to the master; use only the cloud inventory and prompts.',
          type: 'boolean',
          flag: true,
          default: false,
          required: false,
        },
      ],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm repair-config my-cluster --skip-ssh',
      source: source('repair_config.py', AT_8F1AB58C),
    },
    {
      name: 'repair-load-balancer',
      summary:
        'Re-create the Traefik load balancer when its address is gone, keeping the previous IP or endpoint where possible.',
      arguments: [NAME],
      options: [
        CLOUD,
        ADMIN_USER,
        KEY,
        {
          name: '--reinstall',
          description:
            'Run the Traefik Helm install or upgrade again before repairing the load balancer.',
          type: 'boolean',
          flag: true,
          default: false,
          required: false,
        },
        FORCE,
      ],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm repair-load-balancer my-cluster --reinstall',
      source: source('repair_load_balancer.py', AT_A1863C57),
    },
    {
      name: 'remove-node',
      summary: 'Cordon, drain and delete one worker node, then delete its VM.',
      arguments: [
        NAME,
        {
          name: 'NODE_NAME',
          description:
            'Name of the worker to remove, as the VM is named (for example my-cluster-node-2-a1b2); the master is refused.',
          type: 'text',
          required: true,
        },
      ],
      options: [CLOUD, FORCE],
      clouds: ['azure', 'aws'],
      example: 'clouder kubeadm remove-node my-cluster my-cluster-node-2-a1b2 --force',
      source: source('remove_node.py', AT_8F1AB58C),
    },
  ],
};
