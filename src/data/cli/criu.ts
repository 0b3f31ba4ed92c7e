/**
 * `clouder criu`: CRIU readiness, checkpoint archives, runtime checkpoints and checkpoint storage.
 *
 * Written from github.com/datalayer/clouder, `clouder/cli/criu.py`, at the newest stored version
 * found (the one with `--cloud` on the node commands).
 */
import type {CliGroup, CliOption, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/criu.py',
  commit: '703cf83c08c5f62b1b40f1f2a2fb906294cb688c',
};

const CLUSTER: CliOption = {
  name: '--cluster',
  description:
    'Kubeadm cluster name. By default the name of the current kubectl context (kubectl config current-context).',
  type: 'text',
  required: false,
};

const ADMIN_USER: CliOption = {
  name: '--admin-user',
  aliases: ['-u'],
  description: 'SSH user on the nodes: azureuser on Azure and ubuntu on AWS by default.',
  type: 'text',
  required: false,
};

const KEY: CliOption = {
  name: '--key',
  aliases: ['-i'],
  description: 'Name of the SSH private key in ~/.ssh; by default the cluster key is looked up.',
  type: 'text',
  required: false,
};

const CLOUD: CliOption = {
  name: '--cloud',
  description:
    'Cloud the cluster runs on, azure or aws. By default the cloud in the cluster metadata, then the current context.',
  type: 'choice',
  choices: ['azure', 'aws'],
  required: false,
};

const RUN_URL: CliOption = {
  name: '--run-url',
  description:
    'URL of the Datalayer platform (or of its /api/runtimes/v1 API). By default the DATALAYER_RUN_URL environment variable.',
  type: 'text',
  required: false,
};

const API_KEY: CliOption = {
  name: '--api-key',
  description: 'Datalayer API key. By default the DATALAYER_API_KEY environment variable.',
  type: 'text',
  required: false,
};

export const CRIU_GROUP: CliGroup = {
  name: 'criu',
  summary: 'Check CRIU on cluster nodes and create, restore, list and delete runtime checkpoints.',
  description:
    'The criu commands cover two sides of checkpointing. `status` and `checkpoints` connect to the nodes of a kubeadm cluster over SSH to show whether CRIU, containerd and the kubelet ContainerCheckpoint feature gate are ready, and which checkpoint archives are on disk. `checkpoint`, `restore`, `ls`, `inspect` and `delete` call the runtimes API of a Datalayer platform with an API key. `storage` and `storage-set` read and record a checkpoint storage location in the cluster metadata.',
  source: SOURCE,
  commands: [
    {
      name: 'status',
      summary:
        'Show, for every node, the CRIU version, the result of criu check, the containerd version and the ContainerCheckpoint gate.',
      arguments: [],
      options: [CLUSTER, ADMIN_USER, KEY, CLOUD],
      clouds: ['azure', 'aws'],
      example: 'clouder criu status --cluster my-cluster',
      source: SOURCE,
    },
    {
      name: 'checkpoints',
      summary: 'List the checkpoint archives in /var/lib/kubelet/checkpoints on every node.',
      arguments: [],
      options: [CLUSTER, ADMIN_USER, KEY, CLOUD],
      clouds: ['azure', 'aws'],
      example: 'clouder criu checkpoints --cluster my-cluster',
      source: SOURCE,
    },
    {
      name: 'checkpoint',
      summary: 'Ask the runtimes API to checkpoint (pause) a runtime.',
      arguments: [
        {
          name: 'RUNTIME',
          description: 'Name of the runtime pod to checkpoint.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--checkpoint-mode',
          description: 'Kind of checkpoint: criu or light.',
          type: 'choice',
          choices: ['criu', 'light'],
          default: 'criu',
          required: false,
        },
        {
          name: '--agent-spec-id',
          description: 'Agent spec id to attach to the checkpoint.',
          type: 'text',
          required: false,
        },
        {
          name: '--name',
          description: 'Display name of the checkpoint.',
          type: 'text',
          required: false,
        },
        {
          name: '--description',
          description: 'Description of the checkpoint.',
          type: 'text',
          required: false,
        },
        RUN_URL,
        API_KEY,
      ],
      example: 'clouder criu checkpoint my-runtime --checkpoint-mode criu --name before-upgrade',
      source: SOURCE,
    },
    {
      name: 'restore',
      summary: 'Ask the runtimes API to resume a runtime from a checkpoint.',
      arguments: [
        {
          name: 'RUNTIME',
          description: 'Name of the runtime pod to restore.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--checkpoint-id',
          description:
            'Checkpoint to restore; without it the API picks the runtime’s paused checkpoint.',
          type: 'text',
          required: false,
        },
        RUN_URL,
        API_KEY,
      ],
      example: 'clouder criu restore my-runtime',
      source: SOURCE,
    },
    {
      name: 'ls',
      summary: 'List runtime checkpoints with their mode, status and last update.',
      arguments: [],
      options: [
        {
          name: '--runtime',
          description: 'Show only the checkpoints of this runtime pod.',
          type: 'text',
          required: false,
        },
        RUN_URL,
        API_KEY,
      ],
      example: 'clouder criu ls --runtime my-runtime',
      source: SOURCE,
    },
    {
      name: 'inspect',
      summary: 'Print the full record of one runtime checkpoint as JSON.',
      arguments: [
        {name: 'RUNTIME', description: 'Name of the runtime pod.', type: 'text', required: true},
        {name: 'CHECKPOINT_ID', description: 'Id of the checkpoint.', type: 'text', required: true},
      ],
      options: [RUN_URL, API_KEY],
      example: 'clouder criu inspect my-runtime my-checkpoint-id',
      source: SOURCE,
    },
    {
      name: 'delete',
      summary: 'Delete one runtime checkpoint through the runtimes API.',
      arguments: [
        {name: 'RUNTIME', description: 'Name of the runtime pod.', type: 'text', required: true},
        {name: 'CHECKPOINT_ID', description: 'Id of the checkpoint.', type: 'text', required: true},
      ],
      options: [RUN_URL, API_KEY],
      example: 'clouder criu delete my-runtime my-checkpoint-id',
      source: SOURCE,
    },
    {
      name: 'storage',
      summary: 'Show the checkpoint storage location recorded in a cluster’s metadata.',
      arguments: [],
      options: [CLUSTER, CLOUD],
      example: 'clouder criu storage --cluster my-cluster',
      source: SOURCE,
    },
    {
      name: 'storage-set',
      summary: 'Record a checkpoint storage location, such as an S3 URI, in a cluster’s metadata.',
      arguments: [],
      options: [
        {
          name: '--storage',
          description: 'Storage URI for checkpoints, for example s3://my-bucket/checkpoints/.',
          type: 'text',
          required: true,
        },
        CLUSTER,
      ],
      example:
        'clouder criu storage-set --cluster my-cluster --storage s3://my-bucket/checkpoints/',
      source: SOURCE,
    },
  ],
};
