/** The site's words for `clouder vm`; the facts are generated (see ./types.ts). */
import type {GroupWords} from './types';

export const VM_WORDS: GroupWords = {
  summary: 'Creates, lists, inspects and terminates virtual machines in the current context.',
  description:
    'Every `clouder vm` command acts on the cloud of the current context (`clouder ctx set`): OVHcloud, Azure or AWS. Missing values are asked for interactively. On Azure, `create` also makes the resource group if needed, a virtual network `<name>-vnet`, a network security group `<name>-nsg` that lets SSH (port 22) in from any address, a static public IP and a network interface; `terminate` deletes the machine with its disks, interface and IP but leaves the network, the security group and the resource group. On AWS, `create` uses the default VPC, its first subnet and its default security group, and an EC2 key pair it creates stays after `terminate`, as do the security group and rules that `add-alb` creates. `clouder vm` on its own prints the help: the group has a callback that would list the machines, but it also sets `no_args_is_help`; use `clouder vm ls`.',
  clouds: ['ovh', 'azure', 'aws'],
  defaultCommand: {
    summary:
      'Shows the group’s help. Its callback would list the machines as `ls` does, but `no_args_is_help` answers first, and the group has no option that would get past it.',
    example: 'clouder vm',
  },
  commands: {
    create: {
      summary:
        'Creates a virtual machine; on Azure and AWS it asks for the region, size, key and (Azure) resource group it is not given.',
      example:
        'clouder vm create my-vm --region westeurope --resource-group my-rg --vm-size Standard_B4ms',
      arguments: {
        NAME: 'The name of the new virtual machine.',
      },
      options: {
        '--region':
          'Region to create the machine in. Left out: BHS, Clouder’s default region, on OVHcloud; on Azure the location of a resource group you pick, else you are asked; on AWS you are asked.',
        '--resource-group': {
          description:
            'Azure resource group; you pick one or a new `<name>-rg` when it is left out.',
          clouds: ['azure'],
        },
        '--vm-size': {
          description:
            'Machine size, such as Standard_B2s on Azure or t3.large on AWS; you pick from a short list when it is left out.',
          clouds: ['azure', 'aws'],
        },
        '--admin-user': {
          description: 'Administrator user name of the Azure machine.',
          clouds: ['azure'],
        },
        '--image': {
          description:
            'Azure image: Ubuntu2204, Ubuntu2404 or Debian12. Any other value falls back to Ubuntu2204.',
          clouds: ['azure'],
        },
      },
    },
    ls: {
      summary: 'Lists the virtual machines of the current context.',
      example: 'clouder vm ls',
    },
    info: {
      summary:
        'Shows an AWS instance in detail, with the load balancers in front of it; other clouds are refused.',
      example: 'clouder vm info my-vm',
      clouds: ['aws'],
      arguments: {
        NAME: 'The Name tag of a running EC2 instance, searched in every enabled region.',
      },
    },
    terminate: {
      summary:
        'Deletes a virtual machine by name; on AWS it offers to delete the load balancers attached to it first.',
      example: 'clouder vm terminate my-vm --force',
      arguments: {
        NAME: 'The name of the machine to delete.',
      },
      options: {
        '--force':
          'Skips the final confirmation. On AWS, deleting attached load balancers is still asked.',
      },
    },
    'add-alb': {
      summary:
        'Puts an internet-facing AWS Application Load Balancer with HTTPS in front of an EC2 instance, opening ports 80 and 443 to any address and the target port to the load balancer.',
      example:
        'clouder vm add-alb my-vm --certificate-arn arn:aws:acm:us-east-1:123456789012:certificate/example --target-port 8080',
      clouds: ['aws'],
      arguments: {
        VM_NAME: 'The Name tag of the EC2 instance to expose.',
      },
      options: {
        '--certificate-arn': 'ARN of the ACM certificate the HTTPS listener uses.',
        '--target-port': 'HTTP port of the instance the load balancer forwards to, 1 to 65535.',
      },
    },
  },
};
