/**
 * `clouder ovh`: the OVHcloud project of the current context. Written from clouder/cli/ovh.py.
 */
import type {CliGroup, CliSource} from './types';
import {SSH_OPTIONS} from './ssh';

const SOURCE: CliSource = {
  path: 'clouder/cli/ovh.py',
  commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
};

export const OVH_GROUP: CliGroup = {
  name: 'ovh',
  summary: 'Shows the OVHcloud project of the current context and manages its instances.',
  description:
    'Every command requires an OVHcloud current context (`clouder ctx set ovh <project-id>`) and stops otherwise. `clouder ovh` on its own prints the help (the group has `no_args_is_help`), although the code has a callback that would show the project; use `clouder ovh info`.',
  clouds: ['ovh'],
  commands: [
    {
      name: 'info',
      summary: 'Shows the project ID, name and status.',
      arguments: [],
      options: [],
      example: 'clouder ovh info',
      source: SOURCE,
    },
    {
      name: 'regions',
      summary: 'Lists the regions available to the project.',
      arguments: [],
      options: [],
      example: 'clouder ovh regions',
      source: SOURCE,
    },
    {
      name: 'resources',
      summary: 'Counts the project’s instances, SSH keys, Kubernetes clusters and S3 buckets.',
      arguments: [],
      options: [],
      example: 'clouder ovh resources',
      source: SOURCE,
    },
    {
      name: 'vm-sizes',
      summary: 'Lists the instance flavors with CPU, memory, disk and availability.',
      arguments: [],
      options: [
        {
          name: '--region',
          aliases: ['-r'],
          description: 'Only the flavors of this region.',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder ovh vm-sizes --region GRA11',
      source: SOURCE,
    },
    {
      name: 'vm-ls',
      summary: 'Lists the project’s instances.',
      arguments: [],
      options: [],
      example: 'clouder ovh vm-ls',
      source: SOURCE,
    },
    {
      name: 'vm-create',
      summary: 'Creates an instance, asking for the region and flavor it is not given.',
      arguments: [],
      options: [
        {
          name: '--name',
          aliases: ['-n'],
          description: 'Name of the instance.',
          type: 'text',
          required: true,
        },
        {
          name: '--region',
          aliases: ['-r'],
          description: 'OVHcloud region.',
          type: 'text',
          required: false,
        },
        {
          name: '--flavor',
          aliases: ['-f'],
          description: 'Flavor ID, such as b2-15.',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder ovh vm-create --name my-vm --region GRA11 --flavor b2-15',
      source: SOURCE,
    },
    {
      name: 'vm-delete',
      summary: 'Deletes an instance by name.',
      arguments: [
        {
          name: 'NAME',
          description: 'The name of the instance.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--force',
          aliases: ['-f'],
          description: 'Skips the confirmation.',
          type: 'boolean',
          flag: true,
          required: false,
        },
      ],
      example: 'clouder ovh vm-delete my-vm',
      source: SOURCE,
    },
    {
      name: 'vm-ssh',
      summary: 'Opens SSH on an instance of the project, as `clouder ssh` does.',
      arguments: [
        {
          name: 'VM_NAME',
          description: 'The name of the instance.',
          type: 'text',
          required: true,
        },
      ],
      options: SSH_OPTIONS,
      example: 'clouder ovh vm-ssh my-vm --user ubuntu',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
