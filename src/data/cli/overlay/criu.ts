/** The site's words for `clouder criu`; the facts are generated (see ./types.ts). */
import type {GroupWords, ParameterWords} from './types';

/**
 * How the criu and node-mounts commands name the cluster (node-mounts reuses the same resolution).
 */
export const CLUSTER_OPTION: ParameterWords =
  'Kubeadm cluster name. Left out: DATALAYER_CLOUDER_CLUSTER_NAME, then DATALAYER_CLUSTER_NAME, then the current kubectl context, which is refused when it is a generic name (kubernetes-admin@kubernetes, the one kubeadm writes on every cluster, kubernetes or default); the kubeadm default cluster is not used.';

/** How `status` and `checkpoints` find the cluster and reach its nodes over SSH. */
const NODE_CONNECTION: Readonly<Record<string, ParameterWords>> = {
  '--cluster': CLUSTER_OPTION,
  '--admin-user': 'SSH user on the nodes: azureuser on Azure and ubuntu on AWS by default.',
  '--key': 'Name of the SSH private key in ~/.ssh; by default the cluster key is looked up.',
  '--cloud':
    'Cloud the cluster runs on, azure or aws. By default the cloud in the cluster metadata, then the current context.',
};

/** How the checkpoint commands reach the runtimes API (one shared option pair in the source). */
const RUNTIMES_API: Readonly<Record<string, ParameterWords>> = {
  '--run-url':
    'URL of the Datalayer platform (or of its /api/runtimes/v1 API). By default the DATALAYER_RUN_URL environment variable.',
  '--api-key': 'Datalayer API key. By default the DATALAYER_API_KEY environment variable.',
};

export const CRIU_WORDS: GroupWords = {
  summary: 'Check CRIU on cluster nodes and create, restore, list and delete runtime checkpoints.',
  description:
    'The criu commands cover two sides of checkpointing. `status` and `checkpoints` connect to the nodes of a kubeadm cluster over SSH to show the CRIU and containerd versions, whether `criu check` passes, the kubelet ContainerCheckpoint feature gate, and which checkpoint archives are on disk. `checkpoint`, `restore`, `ls`, `inspect` and `delete` call the runtimes API of a Datalayer platform with an API key. `storage` and `storage-set` read and record a checkpoint storage location in the cluster metadata. The commands that act on a cluster take its name from `--cluster`, else from DATALAYER_CLOUDER_CLUSTER_NAME (which a datalayerrc sets) or DATALAYER_CLUSTER_NAME, else from the current kubectl context; a generic kubeadm context such as kubernetes-admin@kubernetes names no cluster and is refused.',
  commands: {
    status: {
      summary:
        'Show, for every node, the CRIU version, the result of criu check, the containerd version and the ContainerCheckpoint gate.',
      example: 'clouder criu status --cluster my-cluster',
      clouds: ['azure', 'aws'],
      options: NODE_CONNECTION,
    },
    checkpoints: {
      summary: 'List the checkpoint archives in /var/lib/kubelet/checkpoints on every node.',
      example: 'clouder criu checkpoints --cluster my-cluster',
      clouds: ['azure', 'aws'],
      options: NODE_CONNECTION,
    },
    checkpoint: {
      summary: 'Ask the runtimes API to checkpoint (pause) a runtime.',
      example: 'clouder criu checkpoint my-runtime --checkpoint-mode criu --name before-upgrade',
      arguments: {
        RUNTIME: 'Name of the runtime pod to checkpoint.',
      },
      options: {
        '--checkpoint-mode': 'Kind of checkpoint: criu or light.',
        '--agent-spec-id': 'Agent spec id to attach to the checkpoint.',
        '--name': 'Display name of the checkpoint.',
        '--description': 'Description of the checkpoint.',
        ...RUNTIMES_API,
      },
    },
    restore: {
      summary: 'Ask the runtimes API to resume a runtime from a checkpoint.',
      example: 'clouder criu restore my-runtime',
      arguments: {
        RUNTIME: 'Name of the runtime pod to restore.',
      },
      options: {
        '--checkpoint-id':
          'Checkpoint to restore; without it the API picks the runtime’s paused checkpoint.',
        ...RUNTIMES_API,
      },
    },
    ls: {
      summary: 'List runtime checkpoints with their mode, status and last update.',
      example: 'clouder criu ls --runtime my-runtime',
      options: {
        '--runtime': 'Show only the checkpoints of this runtime pod.',
        ...RUNTIMES_API,
      },
    },
    inspect: {
      summary: 'Print the full record of one runtime checkpoint as JSON.',
      example: 'clouder criu inspect my-runtime my-checkpoint-id',
      arguments: {
        RUNTIME: 'Name of the runtime pod.',
        CHECKPOINT_ID: 'Id of the checkpoint.',
      },
      options: {
        ...RUNTIMES_API,
      },
    },
    delete: {
      summary: 'Delete one runtime checkpoint through the runtimes API.',
      example: 'clouder criu delete my-runtime my-checkpoint-id',
      arguments: {
        RUNTIME: 'Name of the runtime pod.',
        CHECKPOINT_ID: 'Id of the checkpoint.',
      },
      options: {
        ...RUNTIMES_API,
      },
    },
    storage: {
      summary: 'Show the checkpoint storage location recorded in a cluster’s metadata.',
      example: 'clouder criu storage --cluster my-cluster',
      options: {
        '--cluster': CLUSTER_OPTION,
        '--cloud':
          'Only checked: the command stops when the cluster metadata names another cloud. The storage location is read from the local metadata either way.',
      },
    },
    'storage-set': {
      summary:
        'Record a checkpoint storage location, such as an S3 URI, in a cluster’s metadata, creating the metadata file if the name has none.',
      example:
        'clouder criu storage-set --cluster my-cluster --storage s3://my-bucket/checkpoints/',
      options: {
        '--storage': 'Storage URI for checkpoints, for example s3://my-bucket/checkpoints/.',
        '--cluster': CLUSTER_OPTION,
      },
    },
  },
};
