/**
 * `clouder info`: what the current context holds and who its credentials belong to. Written from
 * clouder/cli/info.py at the newest version read.
 */
import type {CliGroup, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/info.py',
  commit: 'af50444c591618bb84ee3dd623a533e842d91c0a',
};

export const INFO_GROUP: CliGroup = {
  name: 'info',
  summary: 'Shows the resources of the current context and the account behind it.',
  description:
    'Both commands read the current context (`clouder ctx set`) and answer for its cloud: OVHcloud, Azure or AWS. `clouder info me` replaces the 2024 `clouder me`. `clouder info` on its own prints the help (the group has `no_args_is_help`); use `clouder info ctx`.',
  clouds: ['ovh', 'azure', 'aws'],
  commands: [
    {
      name: 'ctx',
      summary:
        'Shows what the current context holds: clusters, machines, buckets and SSH keys on OVHcloud, resource groups and machines on Azure, regions and instances on AWS.',
      arguments: [],
      options: [],
      example: 'clouder info ctx',
      source: SOURCE,
    },
    {
      name: 'me',
      summary:
        'Shows the account of the current credentials: the OVHcloud account holder, the Azure subscription, or the AWS caller identity.',
      arguments: [],
      options: [],
      example: 'clouder info me',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
