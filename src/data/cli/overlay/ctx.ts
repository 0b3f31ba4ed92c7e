/** The site's words for `clouder ctx`; the facts are generated (see ./types.ts). */
import type {GroupWords} from './types';

export const CTX_WORDS: GroupWords = {
  summary: 'Discover, list and select the cloud context Clouder works in.',
  description:
    'A context is one OVHcloud project, Azure subscription or AWS account. Clouder keeps the known contexts and the current one in ~/.clouder/clouder.yaml, and commands such as `clouder kubeadm create` act on the current context. `init` and `sync` discover contexts with the credentials found for each cloud; `set` selects one. `clouder ctx` on its own prints the help: the group has a callback that would print the contexts, but it also sets `no_args_is_help`; use `clouder ctx ls` or `clouder ctx show`.',
  clouds: ['ovh', 'azure', 'aws'],
  defaultCommand: {
    summary:
      'Shows the group’s help. Its callback would print the contexts table as `show` does, but `no_args_is_help` answers first, and the group has no option that would get past it.',
    example: 'clouder ctx',
  },
  commands: {
    init: {
      summary:
        'Write a new context file from the OVHcloud projects, Azure subscriptions and AWS account your credentials reach, replacing the old one with its current context and settings.',
      example: 'clouder ctx init',
    },
    sync: {
      summary:
        'Discover contexts again and add or update them, keeping the existing entries and settings.',
      example: 'clouder ctx sync',
    },
    ls: {
      summary: 'Show the current context and a table of every saved context with its details.',
      example: 'clouder ctx ls',
    },
    show: {
      summary: 'Print the table of known contexts, marking the current one.',
      example: 'clouder ctx show',
    },
    set: {
      summary: 'Make a context the current one, adding it to the file if needed.',
      example: 'clouder ctx set azure 00000000-0000-0000-0000-000000000000',
      arguments: {
        CLOUD: 'Cloud of the context: ovh, azure or aws.',
        CONTEXT_ID: 'OVHcloud project id, Azure subscription id or AWS account id.',
      },
    },
    rm: {
      summary: 'Remove a saved context; the current context cannot be removed.',
      example: 'clouder ctx rm aws 123456789012',
      arguments: {
        CLOUD: 'Cloud of the context: ovh, azure or aws.',
        CONTEXT_ID: 'Id of the context to remove.',
      },
    },
  },
};
