/** The site's words for `clouder azure`; the facts are generated (see ./types.ts). */
import {VM_SSH_OPTIONS} from './shared';
import type {GroupWords} from './types';

export const AZURE_WORDS: GroupWords = {
  summary: 'Configures Azure credentials and manages Azure resources and virtual machines.',
  description:
    'Credentials are either those of `az login` or a service principal, saved by `clouder azure configure` in ~/.clouder/clouds/azure/azure.yaml. The commands other than `configure` and `subscriptions` use the subscription saved there, not the current context. `clouder azure` on its own prints the help: the group has a callback that would show the saved configuration, but it also sets `no_args_is_help`.',
  clouds: ['azure'],
  defaultCommand: {
    summary:
      'Shows the group’s help. Its callback would show the saved subscription, tenant, client and sign-in method, but `no_args_is_help` answers first, and the group has no option that would get past it.',
    example: 'clouder azure',
  },
  commands: {
    configure: {
      summary:
        'Saves the subscription to use, picked from `az login` or given as a service principal.',
      example: 'clouder azure configure --subscription-id 00000000-0000-0000-0000-000000000000',
      options: {
        '--subscription-id': 'Azure subscription ID; given, the interactive questions are skipped.',
        '--tenant-id': 'Azure tenant ID.',
        '--client-id': 'Application (client) ID of a service principal.',
        '--client-secret': 'Secret of the service principal.',
        '--interactive': 'Whether to ask for the values not given.',
      },
    },
    subscriptions: {
      summary: 'Lists the Azure subscriptions the credentials can see.',
      example: 'clouder azure subscriptions',
    },
    regions: {
      summary: 'Lists the Azure regions with their display names and coordinates.',
      example: 'clouder azure regions',
    },
    resources: {
      summary:
        'Lists resources by region or in one resource group, asking for a region if none is given.',
      example: 'clouder azure resources --region westeurope',
      options: {
        '--region': 'Region to list; left out, you pick one or all.',
        '--resource-group': 'Resource group to list instead of whole regions.',
      },
    },
    'vm-sizes': {
      summary:
        'Lists the virtual machine sizes of a region, with CPU, memory, disk and GPU details.',
      example: 'clouder azure vm-sizes --region westeurope',
      options: {
        '--region': 'Region to list; you are asked, eastus by default, when it is left out.',
      },
    },
    'vm-ls': {
      summary: 'Lists the Azure virtual machines of the subscription or of one resource group.',
      example: 'clouder azure vm-ls --resource-group my-rg',
      options: {
        '--resource-group': 'Resource group to list.',
      },
    },
    'vm-create': {
      summary:
        'Creates an Azure virtual machine, asking for the values it is not given, with a network, a security group letting SSH (port 22) in from any address, a static public IP and a network interface.',
      example:
        'clouder azure vm-create --name my-vm --resource-group my-rg --region westeurope --vm-size Standard_B2s',
      options: {
        '--name': 'Name of the machine.',
        '--resource-group': 'Resource group; `<name>-rg` is proposed when it is left out.',
        '--region': 'Azure region; you pick one when it is left out.',
        '--vm-size': 'Machine size, such as Standard_B2s; you pick one when it is left out.',
        '--admin-user': 'Administrator user name.',
        '--ssh-key':
          'Path of the SSH public key to install; left out, you are offered ~/.ssh/id_rsa.pub when it exists, and without a key the machine gets a random password that Clouder never shows.',
        '--image': 'Ubuntu2204, Ubuntu2404 or Debian12; any other value falls back to Ubuntu2204.',
        '--tags': 'Tags as comma-separated key=value pairs.',
      },
    },
    'vm-delete': {
      summary:
        'Deletes an Azure virtual machine with its disks, network interface and public IP; its network, security group and resource group stay.',
      example: 'clouder azure vm-delete my-vm --resource-group my-rg',
      arguments: {
        NAME: 'The name of the machine.',
      },
      options: {
        '--resource-group': 'Resource group of the machine.',
        '--force': 'Skips the confirmation.',
      },
    },
    'vm-ssh': {
      summary:
        'Opens SSH on an Azure machine of the configured subscription, as `clouder ssh` does.',
      example: 'clouder azure vm-ssh my-vm --user azureuser',
      arguments: {
        VM_NAME: 'The name of the machine.',
      },
      options: VM_SSH_OPTIONS,
    },
    'resource-groups': {
      summary: 'Lists the resource groups of the subscription.',
      example: 'clouder azure resource-groups',
    },
    'helm-values': {
      summary:
        'Writes the Azure credentials JSON the datalayer-operator chart takes; when no client credentials are known it creates a service principal with the Contributor role on the resource group and saves it in azure.yaml.',
      example: 'clouder azure helm-values --cluster my-cluster --output -',
      options: {
        '--cluster':
          'Kubeadm cluster whose ~/.clouder/kubeadm/<name>/kubeadm.json gives the subscription and resource group; left out, the current kubectl context name is tried.',
        '--output':
          'File to write, or `-` for standard output. Left out: ~/.clouder/kubeadm/<cluster>/datalayer-operator-azure.json when the cluster is known.',
        '--tenant-id': 'Tenant ID to write instead of the saved one.',
        '--client-id': 'Client ID to write instead of the saved one.',
        '--client-secret': 'Client secret to write instead of the saved one.',
        '--subscription-id': 'Subscription ID to write instead of the cluster’s or the saved one.',
        '--resource-group': 'Resource group to write instead of the cluster’s.',
        '--create-sp':
          'Whether to create a service principal, `clouder-<cluster>-csi` with the Contributor role on the resource group, when no client credentials are known.',
        '--reuse-sp-only': 'Never creates a service principal; fails if none is saved or given.',
      },
    },
  },
};
