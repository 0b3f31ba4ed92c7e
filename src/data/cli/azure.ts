/**
 * `clouder azure`: Azure credentials, subscriptions, regions, resources and virtual machines.
 * Written from clouder/cli/azure.py at the newest version read (the one with `vm-ssh`);
 * clouder/cli/azure_cmd.py is an older copy that main.py no longer imports.
 */
import type {CliGroup, CliSource} from './types';
import {SSH_OPTIONS} from './ssh';

const SOURCE: CliSource = {
  path: 'clouder/cli/azure.py',
  commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
};

export const AZURE_GROUP: CliGroup = {
  name: 'azure',
  summary: 'Configures Azure credentials and manages Azure resources and virtual machines.',
  description:
    'Credentials are either those of `az login` or a service principal, saved by `clouder azure configure` in ~/.clouder/clouds/azure/azure.yaml. The commands other than `configure` and `subscriptions` use the subscription saved there, not the current context. `clouder azure` on its own prints the help (the group has `no_args_is_help`), although the code has a callback that would show the saved configuration.',
  clouds: ['azure'],
  commands: [
    {
      name: 'configure',
      summary:
        'Saves the subscription to use, picked from `az login` or given as a service principal.',
      arguments: [],
      options: [
        {
          name: '--subscription-id',
          aliases: ['-s'],
          description: 'Azure subscription ID; given, the interactive questions are skipped.',
          type: 'text',
          required: false,
        },
        {
          name: '--tenant-id',
          aliases: ['-t'],
          description: 'Azure tenant ID.',
          type: 'text',
          required: false,
        },
        {
          name: '--client-id',
          aliases: ['-c'],
          description: 'Application (client) ID of a service principal.',
          type: 'text',
          required: false,
        },
        {
          name: '--client-secret',
          description: 'Secret of the service principal.',
          type: 'text',
          required: false,
        },
        {
          name: '--interactive',
          aliases: ['--no-interactive'],
          description: 'Whether to ask for the values not given.',
          type: 'boolean',
          flag: true,
          default: 'interactive',
          required: false,
        },
      ],
      example: 'clouder azure configure --subscription-id 00000000-0000-0000-0000-000000000000',
      source: SOURCE,
    },
    {
      name: 'subscriptions',
      summary: 'Lists the Azure subscriptions the credentials can see.',
      arguments: [],
      options: [],
      example: 'clouder azure subscriptions',
      source: SOURCE,
    },
    {
      name: 'regions',
      summary: 'Lists the Azure regions with their display names and coordinates.',
      arguments: [],
      options: [],
      example: 'clouder azure regions',
      source: SOURCE,
    },
    {
      name: 'resources',
      summary:
        'Lists resources by region or in one resource group, asking for a region if none is given.',
      arguments: [],
      options: [
        {
          name: '--region',
          aliases: ['-r'],
          description: 'Region to list; left out, you pick one or all.',
          type: 'text',
          required: false,
        },
        {
          name: '--resource-group',
          aliases: ['-g'],
          description: 'Resource group to list instead of whole regions.',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder azure resources --region westeurope',
      source: SOURCE,
    },
    {
      name: 'vm-sizes',
      summary:
        'Lists the virtual machine sizes of a region, with CPU, memory, disk and GPU details.',
      arguments: [],
      options: [
        {
          name: '--region',
          aliases: ['-r'],
          description: 'Region to list; you are asked, eastus by default, when it is left out.',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder azure vm-sizes --region westeurope',
      source: SOURCE,
    },
    {
      name: 'vm-ls',
      summary: 'Lists the Azure virtual machines of the subscription or of one resource group.',
      arguments: [],
      options: [
        {
          name: '--resource-group',
          aliases: ['-g'],
          description: 'Resource group to list.',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder azure vm-ls --resource-group my-rg',
      source: SOURCE,
    },
    {
      name: 'vm-create',
      summary: 'Creates an Azure virtual machine, asking for the values it is not given.',
      arguments: [],
      options: [
        {
          name: '--name',
          aliases: ['-n'],
          description: 'Name of the machine.',
          type: 'text',
          required: false,
        },
        {
          name: '--resource-group',
          aliases: ['-g'],
          description: 'Resource group; `<name>-rg` is proposed when it is left out.',
          type: 'text',
          required: false,
        },
        {
          name: '--region',
          aliases: ['-r'],
          description: 'Azure region.',
          type: 'text',
          required: false,
        },
        {
          name: '--vm-size',
          description: 'Machine size, such as Standard_B2s.',
          type: 'text',
          required: false,
        },
        {
          name: '--admin-user',
          description: 'Administrator user name.',
          type: 'text',
          default: 'azureuser',
          required: false,
        },
        {
          name: '--ssh-key',
          description:
            'Path of the SSH public key to install; left out, you are offered ~/.ssh/id_rsa.pub when it exists.',
          type: 'path',
          required: false,
        },
        {
          name: '--image',
          description:
            'Ubuntu2204, Ubuntu2404 or Debian12; any other value falls back to Ubuntu2204.',
          type: 'text',
          default: 'Ubuntu2204',
          required: false,
        },
        {
          name: '--tags',
          description: 'Tags as comma-separated key=value pairs.',
          type: 'text',
          required: false,
        },
      ],
      example:
        'clouder azure vm-create --name my-vm --resource-group my-rg --region westeurope --vm-size Standard_B2s',
      source: SOURCE,
    },
    {
      name: 'vm-delete',
      summary: 'Deletes an Azure virtual machine with its disks, network interface and public IP.',
      arguments: [
        {
          name: 'NAME',
          description: 'The name of the machine.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--resource-group',
          aliases: ['-g'],
          description: 'Resource group of the machine.',
          type: 'text',
          required: true,
        },
        {
          name: '--force',
          aliases: ['-f'],
          description: 'Skips the confirmation.',
          type: 'boolean',
          flag: true,
          required: false,
        },
      ],
      example: 'clouder azure vm-delete my-vm --resource-group my-rg',
      source: SOURCE,
    },
    {
      name: 'vm-ssh',
      summary:
        'Opens SSH on an Azure machine of the configured subscription, as `clouder ssh` does.',
      arguments: [
        {
          name: 'VM_NAME',
          description: 'The name of the machine.',
          type: 'text',
          required: true,
        },
      ],
      options: SSH_OPTIONS,
      example: 'clouder azure vm-ssh my-vm --user azureuser',
      source: SOURCE,
    },
    {
      name: 'resource-groups',
      summary: 'Lists the resource groups of the subscription.',
      arguments: [],
      options: [],
      example: 'clouder azure resource-groups',
      source: SOURCE,
    },
    {
      name: 'helm-values',
      summary:
        'Writes the Azure credentials JSON the datalayer-operator chart takes, creating a scoped service principal when none is saved.',
      arguments: [],
      options: [
        {
          name: '--cluster',
          description:
            'Kubeadm cluster whose ~/.clouder/kubeadm/<name>/kubeadm.json gives the subscription and resource group; left out, the current kubectl context name is tried.',
          type: 'text',
          required: false,
        },
        {
          name: '--output',
          aliases: ['-o'],
          description:
            'File to write, or `-` for standard output. Left out: ~/.clouder/kubeadm/<cluster>/datalayer-operator-azure.json when the cluster is known.',
          type: 'text',
          required: false,
        },
        {
          name: '--tenant-id',
          description: 'Tenant ID to write instead of the saved one.',
          type: 'text',
          required: false,
        },
        {
          name: '--client-id',
          description: 'Client ID to write instead of the saved one.',
          type: 'text',
          required: false,
        },
        {
          name: '--client-secret',
          description: 'Client secret to write instead of the saved one.',
          type: 'text',
          required: false,
        },
        {
          name: '--subscription-id',
          description: 'Subscription ID to write instead of the cluster’s or the saved one.',
          type: 'text',
          required: false,
        },
        {
          name: '--resource-group',
          aliases: ['-g'],
          description: 'Resource group to write instead of the cluster’s.',
          type: 'text',
          required: false,
        },
        {
          name: '--create-sp',
          aliases: ['--no-create-sp'],
          description:
            'Whether to create a service principal scoped to the resource group when no client credentials are known.',
          type: 'boolean',
          flag: true,
          default: 'create-sp',
          required: false,
        },
        {
          name: '--reuse-sp-only',
          description: 'Never creates a service principal; fails if none is saved or given.',
          type: 'boolean',
          flag: true,
          required: false,
        },
      ],
      example: 'clouder azure helm-values --cluster my-cluster --output -',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
