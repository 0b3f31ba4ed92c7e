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
    'Name of the SSH private key in ~/.ssh to connect with. By default Clouder looks for <cluster>-key, the key named in the metadata, the default SSH key, then the only key pair in ~/.ssh, else asks which.',
};

/** The deprecated ingress-nginx commands stop before they read any option. */
const IGNORED = 'Accepted and ignored: the command stops before using it.';

export const KUBEADM_WORDS: GroupWords = {
  summary: 'Create, set up, operate and delete kubeadm Kubernetes clusters on Azure or AWS VMs.',
  description:
    'The kubeadm commands build a Kubernetes cluster out of plain cloud VMs: `create` provisions one master and N workers on a shared network, `setup` installs containerd, CRIU and Kubernetes over SSH and enables container checkpointing, and `get-config` or `use` brings the kubeconfig to your machine. Day-2 commands scale, repair, upgrade and test the cluster, and `terminate` deletes the VMs, the network and the Azure load balancer. `terminate` leaves behind the SSH key pair `create` made (and on AWS the EC2 key pair), the Azure service principal clouder-<name>-csi that `setup` creates, and the CSI policies `setup` attaches to the AWS nodes’ IAM role; on AWS it deletes the EFS mount targets but not the encrypted EFS file system `setup` creates (Name tag <name>-efs, creation token clouder-<name>-kubeadm-efs), which stays billed until you delete it. `setup` installs Kubernetes 1.32, fixed in the source, and the Kubernetes project ended support for 1.32 on 28 February 2026. Cluster details are kept in ~/.clouder/kubeadm/<name>/kubeadm.json. Azure and AWS are supported.',
  clouds: ['azure', 'aws'],
  commands: {
    create: {
      summary:
        'Provision one master and N worker VMs, each with a public IP, on a shared network; on Azure its NSG opens ports 22, 6443, 80, 443 and 30000-32767 to any address, on AWS its security group <name>-kubeadm-sg opens 22, 6443, 80, 443 and 30000-32767 to any address (0.0.0.0/0, fixed in the source), and when the region has no EC2 key pair it offers to create one, <name>-key by default, saving its private key to ~/.ssh/<name>-key.pem.',
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
          'Region, for example eastus or us-east-1. On AWS it defaults to us-east-1; on Azure, when missing, it is the location of the existing resource group you pick, else asked for.',
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
          'Admin user created on Azure VMs, azureuser by default. On AWS it is only recorded in the metadata for later SSH, so keep the default ubuntu.',
        '--image': {
          description:
            'Azure image: Ubuntu2204, Ubuntu2404 or Debian12 (any other name gives Ubuntu2204); asked for when missing. `setup` adds Ubuntu-only package sources, so it fails on Debian12. AWS ignores it and uses the Ubuntu AMI Clouder looks up.',
          clouds: ['azure'],
        },
      },
    },
    ls: {
      summary:
        'List the kubeadm clusters known on this machine: cloud, region, resource group, and whether a kubeconfig is saved and setup finished.',
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
        'Install Kubernetes 1.32 on the created VMs over SSH: containerd, CRIU, kubeadm init and join, Flannel, checkpointing, storage drivers and, on AWS, the load balancer controller and an encrypted EFS file system (Name tag <name>-efs, creation token clouder-<name>-kubeadm-efs, reused if it exists) with a mount target in the cluster subnet and an NFS (2049) rule on the cluster security group.',
      example: 'clouder kubeadm setup my-cluster --node-label role.datalayer.io/runtime=true',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
        '--k8s-version':
          'Only shown in the summary and recorded in the metadata: setup always installs 1.32, fixed in the source, which the Kubernetes project stopped supporting on 28 February 2026.',
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
          'With `--node-mounts`, asks for the Node Mount Gateway half of the DaemonSet as well. The chart then needs a shared filesystem claim, which `setup` has no option to pass, so nothing of the node mounts is installed: the error names a `--node-mounts-shared-claim` option that does not exist, and the rest of the setup goes on.',
        '--node-mounts-chart':
          'Path to the datalayer-node-mounts Helm chart. By default it is looked for under PLANE_HOME, DATALAYER_HOME or the source tree.',
      },
    },
    'get-config': {
      summary:
        'Copy the kubeconfig, pointed at the master’s public IP, and the kubelet client certificate and key from the master to ~/.clouder/kubeadm/<name>/.',
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
        '--print-export':
          'Print only the export line, for use with eval; when the kubeconfig has to be fetched first, the fetch messages are printed too, so run `get-config` before.',
      },
    },
    info: {
      summary:
        'Show a cluster’s master and workers (from the metadata when complete, else the cloud), its recorded Kubernetes version, the load balancer addresses found and the commands to run next.',
      example: 'clouder kubeadm info my-cluster',
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        '--cloud': CLUSTER_CONNECTION['--cloud'],
      },
    },
    scale: {
      summary:
        'Set the number of Ready workers: first delete NotReady or unhealthy workers without asking, then join new VMs, or drain and delete workers (least loaded first on Azure, by name on AWS); needs the kubeconfig from `get-config`.',
      example: 'clouder kubeadm scale my-cluster --workers 5 --os-disk-size-gb 128',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        '--cloud': CLUSTER_CONNECTION['--cloud'],
        '--workers': 'Number of workers the cluster should have.',
        '--admin-user':
          'SSH user on the VMs; the user saved in the cluster metadata wins over it, except in an Azure scale-down, which connects with this option alone, so give it there.',
        '--key': CLUSTER_CONNECTION['--key'],
        '--os-disk-size-gb':
          'OS disk size of the new workers, in GiB (at least 30); larger disks give pods more ephemeral storage. Left out, AWS reuses the size recorded at `create`.',
        '--node-label':
          'Label key=value put on each new worker once it is Ready. Give it several times or separate labels with commas; without it the labels saved in the cluster metadata are used, else the default Datalayer node labels. The labels used are saved back in the metadata.',
        '--force': 'Skip the confirmation prompt.',
      },
    },
    terminate: {
      summary:
        'Delete a cluster’s VMs, network and Azure load balancer, then its local files (on Azure even when a deletion failed); on AWS, after the instances and before the rest of the network, it deletes every ELBv2 load balancer in the VPC, whoever created it, and every EFS mount target in the VPC, and leaves the EFS file system.',
      example: 'clouder kubeadm terminate my-cluster',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        '--cloud': CLUSTER_CONNECTION['--cloud'],
        '--force': 'Skip both confirmations: the yes-or-no question and typing the cluster name.',
        '--delete-rg': {
          description:
            'Also delete the Azure resource group of the VMs, with everything else in it. A group named <name>-rg is deleted anyway.',
          clouds: ['azure'],
        },
      },
    },
    prune: {
      summary:
        'Force-delete the Kubernetes node of every NotReady worker and the VM of every unhealthy one (Azure state not Succeeded, AWS not running); a NotReady worker whose VM runs keeps its VM.',
      example: 'clouder kubeadm prune my-cluster',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        '--cloud': CLUSTER_CONNECTION['--cloud'],
        '--force': 'Skip the confirmation prompt.',
      },
    },
    'enable-ingress-nginx': {
      summary:
        'Deprecated: stops with an error that points to the Traefik commands; ingress-nginx is no longer installed.',
      example: 'clouder kubeadm enable-ingress-nginx my-cluster',
      arguments: {NAME: IGNORED},
      options: {
        '--cloud': IGNORED,
        '--admin-user': IGNORED,
        '--key': IGNORED,
      },
    },
    'disable-ingress-nginx': {
      summary:
        'Deprecated: stops with an error that points to the Traefik commands; nothing is removed.',
      example: 'clouder kubeadm disable-ingress-nginx my-cluster',
      arguments: {NAME: IGNORED},
      options: {
        '--cloud': IGNORED,
        '--admin-user': IGNORED,
        '--key': IGNORED,
        '--force': IGNORED,
      },
    },
    'enable-ingress-traefik': {
      summary:
        'Install Traefik behind a public load balancer (Azure <name>-lb, or an AWS NLB), then wait until the hostname you give resolves to it; on AWS it opens 80, 443 and the Traefik NodePorts to any address on the workers’ security groups.',
      example: 'clouder kubeadm enable-ingress-traefik my-cluster',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
      },
    },
    'disable-ingress-traefik': {
      summary:
        'Uninstall Traefik and, on Azure, delete the load balancer and its public IP; on AWS the security-group rules that enable opened stay.',
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
        'Test HTTP through the ingress load balancer (skipped without one), then CRIU-checkpoint a pod; the “restore” starts a new pod from the checkpoint’s file changes, so it checks files, not process memory.',
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
        'Install the newest 1.32 patch of kubelet, kubeadm and kubectl on every node, one after the other, and restart kubelet; nodes are not drained and the control plane is not upgraded.',
      example: 'clouder kubeadm upgrade-kubelet my-cluster',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        ...CLUSTER_CONNECTION,
      },
    },
    repair: {
      summary:
        'Find worker VMs that are not registered as Kubernetes nodes and, without asking, reinstall, reset and join each one again.',
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
        'Rebuild a missing or damaged kubeadm.json from the cloud inventory, the live cluster and prompts; it has no network ids, so on AWS `terminate` then leaves the VPC and `scale` cannot add workers.',
      example: 'clouder kubeadm repair-config my-cluster --skip-ssh',
      clouds: ['azure', 'aws'],
      arguments: DEFAULT_CLUSTER_ARGUMENT,
      options: {
        '--cloud':
          'Cloud the cluster runs on, azure or aws. By default the cloud in the old metadata if it is still readable, then the cloud of the current context.',
        '--force': 'Rebuild the metadata even when the current file is valid.',
        '--skip-ssh': 'Do not connect to the master; use only the cloud inventory and prompts.',
      },
    },
    'repair-load-balancer': {
      summary:
        'Re-apply the Traefik load balancer, for when its address is gone, reusing the existing IP or endpoint when there is one; on AWS it opens the same ports as enable-ingress-traefik.',
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
        NAME: 'Cluster name. It cannot be left out: a single argument is taken as NAME and NODE_NAME is then missing.',
        NODE_NAME:
          'Name of the worker to remove, as the VM is named (for example my-cluster-node-2-a1b2); the master is refused.',
      },
      options: {
        '--cloud': CLUSTER_CONNECTION['--cloud'],
        '--force': 'Skip the confirmation prompt.',
      },
    },
  },
};
