/**
 * `clouder aws`: AWS identity, regions, inventory and EC2 machines, and the nested
 * `clouder aws ecr-environments` group that deploys the Environments registry in AWS ECR.
 * Written from clouder/cli/aws.py and clouder/cli/aws_ecr_environments.py at the newest versions
 * read. The newest ecr-environments code found (workspaces, `--kms-deletion-window`, `destroy`)
 * was read from the search index without a commit, so those commands cite the upstream page that
 * documents them at d62f0ea6 (docs/docs/cluster/2-registries/3-aws-ecr-environments/index.mdx);
 * `apply`, unchanged there, cites the code at 03feb65e.
 */
import type {CliGroup, CliOption, CliSource} from './types';
import {SSH_OPTIONS} from './ssh';

const SOURCE: CliSource = {
  path: 'clouder/cli/aws.py',
  commit: '34f55b12950ae8d2cd19e70c9a6a459257c49f60',
};

const ECR_CODE: CliSource = {
  path: 'clouder/cli/aws_ecr_environments.py',
  commit: '03feb65e7b9f631508b391d7933aa32c14c79f87',
};

const ECR_PAGE: CliSource = {
  path: 'docs/docs/cluster/2-registries/3-aws-ecr-environments/index.mdx',
  commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
};

const REGION: CliOption = {
  name: '--region',
  aliases: ['-r'],
  description: 'AWS region; the region of your AWS configuration when left out.',
  type: 'text',
  required: false,
};

// Options of `clouder aws ecr-environments`, shared by several of its commands.

const TERRAFORM_DIR: CliOption = {
  name: '--terraform-dir',
  description:
    'The environments-registry Terraform root; CLOUDER_ECR_ENVIRONMENTS_TERRAFORM_DIR, else terraform/environments-registry of the Clouder checkout.',
  type: 'path',
  required: false,
};

const WORKSPACE: CliOption = {
  name: '--workspace',
  description:
    'The registry to act on, by its Terraform workspace `<project>-<prefix>`; the one planned last when left out.',
  type: 'text',
  required: false,
};

const ECR_REGION: CliOption = {
  name: '--region',
  description: 'AWS region of the registry; DATALAYER_ECR_ENVIRONMENTS_REGION, then us-east-1.',
  type: 'text',
  required: false,
};

const TERRAFORM_OPTIONS: readonly CliOption[] = [
  ECR_REGION,
  {
    name: '--project-name',
    description: 'First part of every IAM and KMS name.',
    type: 'text',
    default: 'datalayer',
    required: false,
  },
  {
    name: '--repository-prefix',
    description: 'ECR prefix every repository and policy is scoped to.',
    type: 'text',
    default: 'environments',
    required: false,
  },
  {
    name: '--base-channel',
    description:
      'A base channel repository to create; repeat it. python-cpu and python-cuda when left out.',
    type: 'text',
    required: false,
    repeatable: true,
  },
  {
    name: '--manage-registry-scanning',
    aliases: ['--no-manage-registry-scanning'],
    description:
      'Whether to own the account’s registry scanning configuration, which is one per region. A configuration scanning other repositories is never replaced silently.',
    type: 'boolean',
    flag: true,
    default: 'manage-registry-scanning',
    required: false,
  },
  {
    name: '--extra-scan-filter',
    description:
      'Another repository wildcard that enhanced scanning must keep covering; repeat it.',
    type: 'text',
    required: false,
    repeatable: true,
  },
  {
    name: '--kms-deletion-window',
    description: 'Days a destroyed KMS key stays recoverable, 7 to 30; 7 suits a scratch registry.',
    type: 'integer',
    default: 30,
    required: false,
  },
];

const KEYS_DIR: CliOption = {
  name: '--keys-dir',
  description:
    'Directory of the principals’ key files; ~/.clouder/ecr-environments/<workspace>/keys when left out.',
  type: 'path',
  required: false,
};

const KUBECONFIG: CliOption = {
  name: '--kubeconfig',
  description: 'Kubeconfig of the plane; kubectl’s own when left out.',
  type: 'path',
  required: false,
};

const CONTEXT: CliOption = {
  name: '--context',
  description: 'Kubeconfig context of the plane; the current one when left out.',
  type: 'text',
  required: false,
};

const YES: CliOption = {
  name: '--yes',
  aliases: ['-y'],
  description: 'Answers every confirmation, for an unattended run.',
  type: 'boolean',
  flag: true,
  required: false,
};

const BUILDER_NAMESPACE: CliOption = {
  name: '--builder-namespace',
  description:
    'Namespace of the durable worker; DATALAYER_DURABLE_NAMESPACE, then datalayer-durable.',
  type: 'text',
  required: false,
};

const READER_NAMESPACE: CliOption = {
  name: '--reader-namespace',
  description: 'Namespace of the Runtimes service, which gets the reader’s Secret.',
  type: 'text',
  default: 'datalayer-api',
  required: false,
};

const RUNTIME_NAMESPACE: CliOption = {
  name: '--runtime-namespace',
  description: 'A namespace runtimes launch in; repeat it. datalayer-runtimes when left out.',
  type: 'text',
  required: false,
  repeatable: true,
};

const PROBE_IMAGE: CliOption = {
  name: '--probe-image',
  description: 'Small public image the check pushes and pulls.',
  type: 'text',
  default: 'public.ecr.aws/docker/library/busybox:1.36',
  required: false,
};

const SCAN_TIMEOUT: CliOption = {
  name: '--scan-timeout',
  description: 'Seconds to wait for the probe image’s scan findings.',
  type: 'integer',
  default: 600,
  required: false,
};

export const AWS_ECR_ENVIRONMENTS_GROUP: CliGroup = {
  name: 'aws ecr-environments',
  summary:
    'Deploys and checks the AWS ECR registry of Datalayer Environments: Terraform, keys, Kubernetes Secrets and a pull-secret refresher.',
  description:
    '`deploy` does everything from an empty AWS account to a plane that pulls from the registry: it plans and applies the Terraform root, creates an access key for the builder, reader and puller, writes their Kubernetes Secrets, installs the CronJob that refreshes the `ecr-environments` pull secret every 6 hours, runs the check and prints the two datalayerrc exports. Each registry (a project name and a repository prefix) is a Terraform workspace of its own, so a scratch registry can sit beside the real one and be destroyed alone. Every step is also a command of its own.',
  clouds: ['aws'],
  commands: [
    {
      name: 'plan',
      summary: 'Writes the registry’s Terraform variables and plans into tfplan, changing nothing.',
      arguments: [],
      options: [
        ...TERRAFORM_OPTIONS,
        {
          name: '--json',
          description: 'Also writes tfplan.json, for review in CI.',
          type: 'boolean',
          flag: true,
          required: false,
        },
        TERRAFORM_DIR,
      ],
      example: 'clouder aws ecr-environments plan --region us-east-1 --json',
      source: ECR_PAGE,
    },
    {
      name: 'apply',
      summary: 'Applies the saved tfplan without asking again.',
      arguments: [],
      options: [TERRAFORM_DIR],
      example: 'clouder aws ecr-environments apply',
      source: ECR_CODE,
    },
    {
      name: 'outputs',
      summary: 'Shows what a registry’s Terraform created: registry host, key ARNs and IAM names.',
      arguments: [],
      options: [WORKSPACE, TERRAFORM_DIR],
      example: 'clouder aws ecr-environments outputs --workspace datalayer-environments',
      source: ECR_PAGE,
    },
    {
      name: 'rotate-keys',
      summary:
        'Creates a new access key for each principal, or with `--retire-old` deletes all but the newest.',
      arguments: [],
      options: [
        {
          name: '--principal',
          description: 'Principal whose key to rotate.',
          type: 'choice',
          choices: ['builder', 'puller', 'reader', 'all'],
          default: 'all',
          required: false,
        },
        KEYS_DIR,
        {
          name: '--retire-old',
          description: 'Deletes every key but the newest instead of creating one.',
          type: 'boolean',
          flag: true,
          required: false,
        },
        WORKSPACE,
        TERRAFORM_DIR,
      ],
      example: 'clouder aws ecr-environments rotate-keys --principal puller',
      source: ECR_PAGE,
    },
    {
      name: 'secrets',
      summary:
        'Writes the principals’ Kubernetes Secrets from their key files, by server-side apply.',
      arguments: [],
      options: [
        {
          name: '--principal',
          description: 'Principal whose Secret to write; repeat it. All three when left out.',
          type: 'choice',
          choices: ['builder', 'reader', 'puller'],
          required: false,
          repeatable: true,
        },
        KEYS_DIR,
        BUILDER_NAMESPACE,
        READER_NAMESPACE,
        RUNTIME_NAMESPACE,
        KUBECONFIG,
        CONTEXT,
        YES,
        WORKSPACE,
        TERRAFORM_DIR,
      ],
      example: 'clouder aws ecr-environments secrets --principal puller --context my-plane',
      source: ECR_PAGE,
    },
    {
      name: 'refresher',
      summary:
        'Installs the CronJob that rewrites the `ecr-environments` pull secret every 6 hours, and runs it once.',
      arguments: [],
      options: [
        {
          name: '--registry',
          description:
            'Registry host; DATALAYER_ECR_ENVIRONMENTS_REGISTRY, then the Terraform outputs, when left out.',
          type: 'text',
          required: false,
        },
        RUNTIME_NAMESPACE,
        KUBECONFIG,
        CONTEXT,
        YES,
        WORKSPACE,
        TERRAFORM_DIR,
      ],
      example:
        'clouder aws ecr-environments refresher --context my-plane --registry 123456789012.dkr.ecr.us-east-1.amazonaws.com',
      source: ECR_PAGE,
    },
    {
      name: 'check',
      summary:
        'Proves the registry with the principals’ own keys: push, sign, pull, verify, read the scan, and two refusals.',
      arguments: [],
      options: [KEYS_DIR, PROBE_IMAGE, SCAN_TIMEOUT, WORKSPACE, TERRAFORM_DIR],
      example: 'clouder aws ecr-environments check --scan-timeout 900',
      source: ECR_PAGE,
    },
    {
      name: 'deploy',
      summary:
        'Deploys a registry end to end: Terraform, keys, Secrets, refresher and check, then prints the datalayerrc exports.',
      arguments: [],
      options: [
        ...TERRAFORM_OPTIONS,
        KEYS_DIR,
        BUILDER_NAMESPACE,
        READER_NAMESPACE,
        RUNTIME_NAMESPACE,
        KUBECONFIG,
        CONTEXT,
        {
          name: '--skip-kubernetes',
          description: 'Stops after the keys: no Secrets and no refresher.',
          type: 'boolean',
          flag: true,
          required: false,
        },
        {
          name: '--skip-check',
          description: 'Leaves out the final check.',
          type: 'boolean',
          flag: true,
          required: false,
        },
        PROBE_IMAGE,
        SCAN_TIMEOUT,
        YES,
        TERRAFORM_DIR,
      ],
      example: 'clouder aws ecr-environments deploy --region us-east-1 --context my-plane',
      source: ECR_PAGE,
    },
    {
      name: 'destroy',
      summary:
        'Removes one registry: its repositories and images, its access keys, then what Terraform made.',
      arguments: [],
      options: [
        {
          name: '--workspace',
          description:
            'The registry to destroy, by its workspace `<project>-<prefix>`; `default` is refused.',
          type: 'text',
          required: true,
        },
        {
          name: '--confirm',
          description: 'The workspace name again, to go ahead without being asked.',
          type: 'text',
          required: false,
        },
        {
          name: '--delete-environment-images',
          description: 'Also deletes the user and platform environment images the registry holds.',
          type: 'boolean',
          flag: true,
          required: false,
        },
        KEYS_DIR,
        TERRAFORM_DIR,
      ],
      example:
        'clouder aws ecr-environments destroy --workspace datalayer-scratch-environments-scratch',
      source: ECR_PAGE,
    },
  ],
  source: SOURCE,
};

export const AWS_GROUP: CliGroup = {
  name: 'aws',
  summary:
    'Shows the AWS identity, regions and inventory, and manages EC2 machines and the Environments registry.',
  description:
    'These commands use the standard AWS credentials (profile, environment variables or IAM role); `clouder aws configure` only prints the ways to set them. The `vm-*` commands reuse the flows of `clouder vm` and `clouder ssh` on AWS whatever the current context. `clouder aws` on its own prints the help (the group has `no_args_is_help`); use `clouder aws info` for the caller identity.',
  clouds: ['aws'],
  commands: [
    {
      name: 'info',
      summary: 'Shows the account, ARN and user ID of the current AWS credentials.',
      arguments: [],
      options: [],
      example: 'clouder aws info',
      source: SOURCE,
    },
    {
      name: 'regions',
      summary: 'Lists the AWS regions with their endpoint and opt-in status.',
      arguments: [],
      options: [],
      example: 'clouder aws regions',
      source: SOURCE,
    },
    {
      name: 'configure',
      summary: 'Prints the ways to give Clouder AWS credentials; it changes nothing.',
      arguments: [],
      options: [],
      example: 'clouder aws configure',
      source: SOURCE,
    },
    {
      name: 'resources',
      summary: 'Counts the EC2 instances, VPCs, subnets and security groups of a region.',
      arguments: [],
      options: [REGION],
      example: 'clouder aws resources --region eu-west-1',
      source: SOURCE,
    },
    {
      name: 'vm-sizes',
      summary:
        'Lists current-generation EC2 instance types of a region with on-demand prices, cheapest first.',
      arguments: [],
      options: [REGION],
      example: 'clouder aws vm-sizes --region us-west-2',
      source: SOURCE,
    },
    {
      name: 'vm-ls',
      summary: 'Lists EC2 instances.',
      arguments: [],
      options: [REGION],
      example: 'clouder aws vm-ls --region us-east-1',
      source: SOURCE,
    },
    {
      name: 'vm-info',
      summary: 'Shows a running EC2 instance in detail, with the load balancers in front of it.',
      arguments: [
        {
          name: 'NAME',
          description:
            'The Name tag of the instance; every enabled region is searched without `--region`.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--region',
          aliases: ['-r'],
          description: 'AWS region to look in; every enabled region when left out.',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder aws vm-info my-vm',
      source: SOURCE,
    },
    {
      name: 'vm-create',
      summary: 'Creates an EC2 instance with the interactive flow of `clouder vm create` on AWS.',
      arguments: [
        {
          name: 'NAME',
          description: 'The Name tag of the new instance.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        REGION,
        {
          name: '--vm-size',
          description: 'EC2 instance type, such as t3.large; you pick one when it is left out.',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder aws vm-create my-vm --region us-east-1 --vm-size t3.large',
      source: SOURCE,
    },
    {
      name: 'vm-terminate',
      summary:
        'Terminates a running EC2 instance by name, offering to delete its load balancers first.',
      arguments: [
        {
          name: 'NAME',
          description: 'The Name tag of the instance.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        REGION,
        {
          name: '--force',
          aliases: ['-f'],
          description: 'Skips the final confirmation.',
          type: 'boolean',
          flag: true,
          required: false,
        },
      ],
      example: 'clouder aws vm-terminate my-vm --region us-east-1',
      source: SOURCE,
    },
    {
      name: 'vm-ssh',
      summary: 'Opens SSH on an EC2 instance by name, as `clouder ssh` does.',
      arguments: [
        {
          name: 'VM_NAME',
          description: 'The Name tag of the instance.',
          type: 'text',
          required: true,
        },
      ],
      options: SSH_OPTIONS,
      example: 'clouder aws vm-ssh my-vm --user ubuntu',
      source: SOURCE,
    },
  ],
  groups: [AWS_ECR_ENVIRONMENTS_GROUP],
  source: SOURCE,
};
