/** The site's words for `clouder aws`; the facts are generated (see ./types.ts). */
import {VM_SSH_OPTIONS} from './shared';
import type {GroupWords, ParameterWords} from './types';

/** Where every ecr-environments command finds the Terraform root. */
const ROOT: Readonly<Record<string, ParameterWords>> = {
  '--terraform-dir':
    'The environments-registry Terraform root; CLOUDER_ECR_ENVIRONMENTS_TERRAFORM_DIR, else terraform/environments-registry of the Clouder checkout.',
};

/** Which registry a command reads, for every command after `plan`. */
const WORKSPACE: Readonly<Record<string, ParameterWords>> = {
  '--workspace':
    'The registry, by its Terraform workspace `<project>-<prefix>`; left out, the workspace the root last selected, which any command given `--workspace` changes and `destroy` leaves at `default`.',
};

const KEYS: Readonly<Record<string, ParameterWords>> = {
  '--keys-dir':
    'Directory of the principals’ key files, one <principal>.env each, readable by their owner only; ~/.clouder/ecr-environments/<workspace>/keys when left out.',
};

/** The registry's Terraform variables, which `plan` and `deploy` write from the same options. */
const REGISTRY_SETTINGS: Readonly<Record<string, ParameterWords>> = {
  '--region':
    'AWS region of the registry; DATALAYER_ECR_ENVIRONMENTS_REGION, then us-east-1, when left out.',
  '--project-name': 'First part of every IAM and KMS name, and of the workspace name.',
  '--repository-prefix':
    'ECR prefix every repository and policy is scoped to, and the second part of the workspace name.',
  '--base-channel':
    'A base channel repository to create; repeat it. python-cpu and python-cuda when left out.',
  '--manage-registry-scanning':
    'Whether the Terraform root owns the account’s registry scanning configuration, of which there is one per region; `--no-manage-registry-scanning` leaves it alone.',
  '--extra-scan-filter':
    'Another repository wildcard that registry scanning must keep covering; repeat it.',
  '--kms-deletion-window':
    'Days a deleted KMS key stays recoverable, from 7 to 30; 7 suits a scratch registry.',
};

/** The namespaces that receive the builder's and the reader's Secrets. */
const NAMESPACES: Readonly<Record<string, ParameterWords>> = {
  '--builder-namespace':
    'Namespace of the durable worker, which gets the builder’s Secret; DATALAYER_DURABLE_NAMESPACE, then datalayer-durable, when left out.',
  '--reader-namespace': 'Namespace of the Runtimes service, which gets the reader’s Secret.',
};

/** The Kubernetes plane a command changes. */
const PLANE: Readonly<Record<string, ParameterWords>> = {
  '--kubeconfig': 'Kubeconfig of the plane; kubectl’s own when left out.',
  '--context': 'Kubeconfig context of the plane; the current one when left out.',
};

const PROBE: Readonly<Record<string, ParameterWords>> = {
  '--probe-image': 'Small public image the check pushes and pulls.',
  '--scan-timeout': 'Seconds to wait for the probe image’s scan findings.',
};

export const AWS_WORDS: GroupWords = {
  summary:
    'Shows the AWS identity, regions and inventory, and manages EC2 machines and the Environments registry.',
  description:
    'These commands use the standard AWS credentials (profile, environment variables or IAM role); `clouder aws configure` only prints the ways to set them. The `vm-*` commands reuse the flows of `clouder vm` and `clouder ssh` on AWS whatever the current context. `clouder aws` on its own prints the help: the group has a callback that would show the caller identity, but it also sets `no_args_is_help`; use `clouder aws info`.',
  clouds: ['aws'],
  defaultCommand: {
    summary:
      'Shows the group’s help. Its callback would show the caller identity as `info` does, but `no_args_is_help` answers first, and the group has no option that would get past it.',
    example: 'clouder aws',
  },
  commands: {
    info: {
      summary: 'Shows the account, ARN and user ID of the current AWS credentials.',
      example: 'clouder aws info',
    },
    regions: {
      summary: 'Lists the AWS regions with their endpoint and opt-in status.',
      example: 'clouder aws regions',
    },
    configure: {
      summary: 'Prints the ways to give Clouder AWS credentials; it changes nothing.',
      example: 'clouder aws configure',
    },
    resources: {
      summary: 'Counts the EC2 instances, VPCs, subnets and security groups of a region.',
      example: 'clouder aws resources --region eu-west-1',
      options: {
        '--region': 'AWS region; the region of your AWS configuration when left out.',
      },
    },
    'vm-sizes': {
      summary:
        'Lists current-generation EC2 instance types of a region with on-demand prices, cheapest first.',
      example: 'clouder aws vm-sizes --region us-west-2',
      options: {
        '--region': 'AWS region; the region of your AWS configuration when left out.',
      },
    },
    'vm-ls': {
      summary: 'Lists EC2 instances.',
      example: 'clouder aws vm-ls --region us-east-1',
      options: {
        '--region': 'AWS region; the region of your AWS configuration when left out.',
      },
    },
    'vm-info': {
      summary: 'Shows a running EC2 instance in detail, with the load balancers in front of it.',
      example: 'clouder aws vm-info my-vm',
      arguments: {
        NAME: 'The Name tag of the instance; every enabled region is searched without `--region`.',
      },
      options: {
        '--region': 'AWS region to look in; every enabled region when left out.',
      },
    },
    'vm-create': {
      summary:
        'Creates an EC2 instance in the default VPC with the interactive flow of `clouder vm create` on AWS; an EC2 key pair it creates on the way stays after `vm-terminate`.',
      example: 'clouder aws vm-create my-vm --region us-east-1 --vm-size t3.large',
      arguments: {
        NAME: 'The Name tag of the new instance.',
      },
      options: {
        '--region': 'AWS region; you pick one when it is left out.',
        '--vm-size': 'EC2 instance type, such as t3.large; you pick one when it is left out.',
      },
    },
    'vm-terminate': {
      summary:
        'Terminates a running EC2 instance by name, offering to delete its load balancers first.',
      example: 'clouder aws vm-terminate my-vm --region us-east-1',
      arguments: {
        NAME: 'The Name tag of the instance.',
      },
      options: {
        '--region': 'AWS region; the region of your AWS configuration when left out.',
        '--force': 'Skips the final confirmation.',
      },
    },
    'vm-ssh': {
      summary: 'Opens SSH on an EC2 instance by name, as `clouder ssh` does.',
      example: 'clouder aws vm-ssh my-vm --user ubuntu',
      arguments: {
        VM_NAME: 'The Name tag of the instance.',
      },
      options: VM_SSH_OPTIONS,
    },
  },
  groups: {
    'ecr-environments': {
      summary:
        'Deploys, checks and destroys the AWS ECR registries of Datalayer Environments: Terraform, keys, Kubernetes Secrets and a pull-secret refresher.',
      description:
        '`deploy` runs every step in order: it shows the AWS account and the Kubernetes context it is about to change, writes the Terraform variables from its options, plans and applies the environments-registry Terraform root, creates an access key for each of the builder, reader and puller that has none yet (it stops if IAM has a key whose file is missing), writes their Kubernetes Secrets, installs the CronJob that refreshes the `ecr-environments` pull secret every 6 hours, runs the check and prints the two `DATALAYER_ECR_ENVIRONMENTS_*` exports for the plane’s datalayerrc. Each registry (a project name and a repository prefix) is a Terraform workspace of its own, `<project>-<prefix>`, with its own state, variables file (`workspaces/<workspace>.tfvars` in the root) and key files, so a scratch registry can sit beside the real one and be destroyed alone. Each step is also a command of its own; the commands that read a registry take `--workspace` and otherwise use the workspace the root last selected: the last one planned, unless a command has named another since. Terraform runs from PATH, or from its pinned container image when only docker is installed.',
      clouds: ['aws'],
      commands: {
        plan: {
          summary:
            'Writes the registry’s Terraform variables to its workspace’s variables file and plans into tfplan, changing nothing in AWS.',
          example: 'clouder aws ecr-environments plan --region us-east-1 --json',
          options: {
            ...REGISTRY_SETTINGS,
            '--json': 'Also writes tfplan.json, for review in CI.',
            ...ROOT,
          },
        },
        apply: {
          summary:
            'Applies the saved tfplan without asking again, in the workspace the root has selected, which is the planned one only if no command named another since; it stops if there is no tfplan.',
          example: 'clouder aws ecr-environments apply',
          options: ROOT,
        },
        outputs: {
          summary:
            'Shows the Terraform outputs of one registry, such as the registry host and the IAM user names.',
          example: 'clouder aws ecr-environments outputs --workspace datalayer-environments',
          options: {...WORKSPACE, ...ROOT},
        },
        'rotate-keys': {
          summary:
            'Creates a new access key for each principal into its key file, or with `--retire-old` deletes all but the newest.',
          example: 'clouder aws ecr-environments rotate-keys --principal puller',
          options: {
            '--principal': 'Principal whose key to rotate: builder, puller, reader or all.',
            ...KEYS,
            '--retire-old':
              'Deletes every key but the newest instead of creating one; run it once the Secrets carry the new key.',
            ...WORKSPACE,
            ...ROOT,
          },
        },
        secrets: {
          summary:
            'Writes the principals’ Kubernetes Secrets from their key files, by server-side apply, after confirming the context.',
          example: 'clouder aws ecr-environments secrets --principal puller --context my-plane',
          options: {
            '--principal':
              'Principal whose Secret to write, builder, reader or puller; repeat it. All three when left out.',
            ...KEYS,
            ...NAMESPACES,
            '--runtime-namespace':
              'A namespace runtimes launch in, which gets the puller’s Secret; repeat it. datalayer-runtimes when left out.',
            ...PLANE,
            '--yes': 'Answers every confirmation, for an unattended run.',
            ...WORKSPACE,
            ...ROOT,
          },
        },
        refresher: {
          summary:
            'Installs the CronJob that rewrites the `ecr-environments` pull secret every 6 hours in each runtime namespace, and runs it once.',
          example:
            'clouder aws ecr-environments refresher --context my-plane --registry 123456789012.dkr.ecr.us-east-1.amazonaws.com',
          options: {
            '--registry':
              'Registry host; DATALAYER_ECR_ENVIRONMENTS_REGISTRY, then the Terraform outputs, when left out.',
            '--runtime-namespace':
              'A namespace runtimes launch in; repeat it. datalayer-runtimes when left out. Each must already hold the puller’s Secret.',
            ...PLANE,
            '--yes': 'Answers every confirmation, for an unattended run.',
            ...WORKSPACE,
            ...ROOT,
          },
        },
        check: {
          summary:
            'Proves the registry with the principals’ own keys: push, sign, pull, verify, read the scan, and two refusals.',
          example: 'clouder aws ecr-environments check --scan-timeout 900',
          options: {...KEYS, ...PROBE, ...WORKSPACE, ...ROOT},
        },
        deploy: {
          summary:
            'Deploys one registry end to end: Terraform, keys, Secrets, refresher and check, then prints the datalayerrc exports.',
          example: 'clouder aws ecr-environments deploy --region us-east-1 --context my-plane',
          options: {
            ...REGISTRY_SETTINGS,
            ...KEYS,
            ...NAMESPACES,
            '--runtime-namespace':
              'A namespace runtimes launch in, which gets the puller’s Secret and the refresher; repeat it. datalayer-runtimes when left out.',
            ...PLANE,
            '--skip-kubernetes': 'Stops after the keys: no Secrets and no refresher.',
            '--skip-check': 'Leaves out the final check.',
            ...PROBE,
            '--yes':
              'Answers every confirmation, the plan’s apply included, for an unattended run.',
            ...ROOT,
          },
        },
        destroy: {
          summary:
            'Destroys one registry: deletes its repositories and images and its access keys, runs terraform destroy (the region’s scanning configuration too, when the registry manages it), and removes its workspace, variables and key files.',
          example:
            'clouder aws ecr-environments destroy --workspace datalayer-scratch-environments-scratch',
          options: {
            '--workspace':
              'The registry to destroy, by its workspace `<project>-<prefix>`; `default` is refused.',
            '--confirm': 'The workspace name again, to go ahead without the prompt.',
            '--delete-environment-images':
              'Also deletes the repositories of user and platform environments; without it, a registry with any repository under `u/` (the check’s probe aside) or `platform/` is refused.',
            ...KEYS,
            ...ROOT,
          },
        },
      },
    },
  },
};
