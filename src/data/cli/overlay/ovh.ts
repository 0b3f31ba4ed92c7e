/** The site's words for `clouder ovh`; the facts are generated (see ./types.ts). */
import {VM_SSH_OPTIONS} from './shared';
import type {GroupWords} from './types';

export const OVH_WORDS: GroupWords = {
  summary: 'Shows the OVHcloud project of the current context and manages its instances.',
  description:
    'Every command requires an OVHcloud current context (`clouder ctx set ovh <project-id>`) and stops otherwise. `clouder ovh` on its own prints the help: the group has a callback that would show the project, but it also sets `no_args_is_help`; use `clouder ovh info`.',
  clouds: ['ovh'],
  defaultCommand: {
    summary:
      'Shows the group’s help. Its callback would show the project as `info` does, but `no_args_is_help` answers first, and the group has no option that would get past it.',
    example: 'clouder ovh',
  },
  commands: {
    info: {
      summary: 'Shows the project ID, name and status.',
      example: 'clouder ovh info',
    },
    regions: {
      summary: 'Lists the regions available to the project.',
      example: 'clouder ovh regions',
    },
    resources: {
      summary: 'Counts the project’s instances, SSH keys, Kubernetes clusters and S3 buckets.',
      example: 'clouder ovh resources',
    },
    'vm-sizes': {
      summary: 'Lists the instance flavors with CPU, memory, disk and availability.',
      example: 'clouder ovh vm-sizes --region GRA11',
      options: {
        '--region': 'Only the flavors of this region.',
      },
    },
    'vm-ls': {
      summary: 'Lists the project’s instances.',
      example: 'clouder ovh vm-ls',
    },
    'vm-create': {
      summary: 'Creates an instance, asking for the region and flavor it is not given.',
      example: 'clouder ovh vm-create --name my-vm --region GRA11 --flavor b2-15',
      options: {
        '--name': 'Name of the instance.',
        '--region': 'OVHcloud region.',
        '--flavor': 'Flavor ID, such as b2-15.',
      },
    },
    'vm-delete': {
      summary: 'Deletes an instance by name.',
      example: 'clouder ovh vm-delete my-vm',
      arguments: {
        NAME: 'The name of the instance.',
      },
      options: {
        '--force': 'Skips the confirmation.',
      },
    },
    'vm-ssh': {
      summary: 'Opens SSH on an instance of the project, as `clouder ssh` does.',
      example: 'clouder ovh vm-ssh my-vm --user ubuntu',
      arguments: {
        VM_NAME: 'The name of the instance.',
      },
      options: VM_SSH_OPTIONS,
    },
  },
};
