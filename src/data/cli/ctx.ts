/**
 * `clouder ctx`: the cloud contexts (OVHcloud projects, Azure subscriptions, AWS accounts) that
 * Clouder acts on, kept in ~/.clouder/clouder.yaml.
 *
 * Written from github.com/datalayer/clouder, `clouder/cli/ctx.py`.
 */
import type {CliGroup, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/ctx.py',
  commit: 'af877868e15e73298309f97013158cc1b5be0e4a',
};

export const CTX_GROUP: CliGroup = {
  name: 'ctx',
  summary: 'Discover, list and select the cloud context Clouder works in.',
  description:
    'A context is one OVHcloud project, Azure subscription or AWS account. Clouder keeps the known contexts and the current one in ~/.clouder/clouder.yaml, and commands such as `clouder kubeadm create` act on the current context. `init` and `sync` discover contexts with the credentials found for each cloud; `set` selects one.',
  clouds: ['ovh', 'azure', 'aws'],
  source: SOURCE,
  commands: [
    {
      name: 'init',
      summary:
        'Write a new context file from the OVHcloud projects, Azure subscriptions and AWS account your credentials reach.',
      arguments: [],
      options: [],
      example: 'clouder ctx init',
      source: SOURCE,
    },
    {
      name: 'sync',
      summary:
        'Discover contexts again and add or update them, keeping the existing entries and settings.',
      arguments: [],
      options: [],
      example: 'clouder ctx sync',
      source: SOURCE,
    },
    {
      name: 'ls',
      summary: 'Show the current context and a table of every saved context with its details.',
      arguments: [],
      options: [],
      example: 'clouder ctx ls',
      source: SOURCE,
    },
    {
      name: 'show',
      summary: 'Print the table of known contexts, marking the current one.',
      arguments: [],
      options: [],
      example: 'clouder ctx show',
      source: SOURCE,
    },
    {
      name: 'set',
      summary: 'Make a context the current one, adding it to the file if needed.',
      arguments: [
        {
          name: 'CLOUD',
          description: 'Cloud of the context: ovh, azure or aws.',
          type: 'text',
          required: true,
        },
        {
          name: 'CONTEXT_ID',
          description: 'OVHcloud project id, Azure subscription id or AWS account id.',
          type: 'text',
          required: true,
        },
      ],
      options: [],
      example: 'clouder ctx set azure 00000000-0000-0000-0000-000000000000',
      source: SOURCE,
    },
    {
      name: 'rm',
      summary: 'Remove a saved context; the current context cannot be removed.',
      arguments: [
        {
          name: 'CLOUD',
          description: 'Cloud of the context: ovh, azure or aws.',
          type: 'text',
          required: true,
        },
        {
          name: 'CONTEXT_ID',
          description: 'Id of the context to remove.',
          type: 'text',
          required: true,
        },
      ],
      options: [],
      example: 'clouder ctx rm aws 123456789012',
      source: SOURCE,
    },
  ],
};
