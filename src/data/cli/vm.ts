/**
 * `clouder vm`: virtual machines in the current context's cloud. Written from clouder/cli/vm.py
 * at the newest version read (the one with `info`, `terminate` and `add-alb`).
 */
import type {CliGroup, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/vm.py',
  commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
};

export const VM_GROUP: CliGroup = {
  name: 'vm',
  summary: 'Creates, lists, inspects and terminates virtual machines in the current context.',
  description:
    'Every `clouder vm` command acts on the cloud of the current context (`clouder ctx set`): OVHcloud, Azure or AWS. Missing values are asked for interactively. `clouder vm` on its own prints the help: the code has a callback that would list the machines, but the group is declared with `no_args_is_help`, so Typer shows the help first; use `clouder vm ls`.',
  clouds: ['ovh', 'azure', 'aws'],
  commands: [
    {
      name: 'create',
      summary:
        'Creates a virtual machine; on Azure and AWS it asks for the region, size, key and (Azure) resource group it is not given.',
      arguments: [
        {
          name: 'NAME',
          description: 'The name of the new virtual machine.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--region',
          aliases: ['-r'],
          description:
            'Region to create the machine in. On OVHcloud the default region of Clouder is used when it is left out; on Azure and AWS you are asked.',
          type: 'text',
          required: false,
        },
        {
          name: '--resource-group',
          aliases: ['-g'],
          description:
            'Azure resource group; you pick one or a new `<name>-rg` when it is left out.',
          type: 'text',
          required: false,
          clouds: ['azure'],
        },
        {
          name: '--vm-size',
          description:
            'Machine size, such as Standard_B2s on Azure or t3.large on AWS; you pick from a short list when it is left out.',
          type: 'text',
          required: false,
          clouds: ['azure', 'aws'],
        },
        {
          name: '--admin-user',
          description: 'Administrator user name of the Azure machine.',
          type: 'text',
          default: 'azureuser',
          required: false,
          clouds: ['azure'],
        },
        {
          name: '--image',
          description:
            'Azure image: Ubuntu2204, Ubuntu2404 or Debian12. Any other value falls back to Ubuntu2204.',
          type: 'text',
          default: 'Ubuntu2204',
          required: false,
          clouds: ['azure'],
        },
      ],
      example:
        'clouder vm create my-vm --region westeurope --resource-group my-rg --vm-size Standard_B4ms',
      source: SOURCE,
    },
    {
      name: 'ls',
      summary: 'Lists the virtual machines of the current context.',
      arguments: [],
      options: [],
      example: 'clouder vm ls',
      source: SOURCE,
    },
    {
      name: 'info',
      summary:
        'Shows an AWS instance in detail, with the load balancers in front of it; other clouds are refused.',
      arguments: [
        {
          name: 'NAME',
          description: 'The Name tag of a running EC2 instance, searched in every enabled region.',
          type: 'text',
          required: true,
        },
      ],
      options: [],
      clouds: ['aws'],
      example: 'clouder vm info my-vm',
      source: SOURCE,
    },
    {
      name: 'terminate',
      summary:
        'Deletes a virtual machine by name; on AWS it offers to delete the load balancers attached to it first.',
      arguments: [
        {
          name: 'NAME',
          description: 'The name of the machine to delete.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--force',
          aliases: ['-f'],
          description:
            'Skips the final confirmation. On AWS, deleting attached load balancers is still asked.',
          type: 'boolean',
          flag: true,
          required: false,
        },
      ],
      example: 'clouder vm terminate my-vm --force',
      source: SOURCE,
    },
    {
      name: 'add-alb',
      summary:
        'Puts an internet-facing AWS Application Load Balancer with HTTPS in front of an EC2 instance.',
      arguments: [
        {
          name: 'VM_NAME',
          description: 'The Name tag of the EC2 instance to expose.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--certificate-arn',
          description: 'ARN of the ACM certificate the HTTPS listener uses.',
          type: 'text',
          required: true,
        },
        {
          name: '--target-port',
          description: 'HTTP port of the instance the load balancer forwards to, 1 to 65535.',
          type: 'integer',
          default: 80,
          required: false,
        },
      ],
      clouds: ['aws'],
      example:
        'clouder vm add-alb my-vm --certificate-arn arn:aws:acm:us-east-1:123456789012:certificate/example --target-port 8080',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
