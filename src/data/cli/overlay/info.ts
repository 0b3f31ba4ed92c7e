/** The site's words for `clouder info`; the facts are generated (see ./types.ts). */
import type {GroupWords} from './types';

export const INFO_WORDS: GroupWords = {
  summary: 'Shows the resources of the current context and the account behind it.',
  description:
    'Both commands read the current context (`clouder ctx set`) and answer for its cloud: OVHcloud, Azure or AWS. `clouder info me` replaces the 2024 `clouder me`. `clouder info` on its own prints the help: the group has a callback that would show the context, but it also sets `no_args_is_help`; use `clouder info ctx`.',
  clouds: ['ovh', 'azure', 'aws'],
  defaultCommand: {
    summary:
      'Shows the group’s help. Its callback would show the context as `ctx` does, but `no_args_is_help` answers first, and the group has no option that would get past it.',
    example: 'clouder info',
  },
  commands: {
    ctx: {
      summary:
        'Shows what the current context holds: clusters, machines, the buckets of region BHS and SSH keys on OVHcloud, resource groups and machines on Azure, regions and the instances of the default region on AWS.',
      example: 'clouder info ctx',
    },
    me: {
      summary:
        'Shows who you are in the current context: the OVHcloud account holder, the Azure subscription the context names (as your credentials list it), or the AWS caller identity.',
      example: 'clouder info me',
    },
  },
};
