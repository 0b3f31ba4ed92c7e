/** The site's words for `clouder ssh`; the facts are generated (see ./types.ts). */
import {VM_SSH_OPTIONS} from './shared';
import type {GroupWords} from './types';

export const SSH_WORDS: GroupWords = {
  summary: 'Opens an SSH session on a virtual machine of the current context, found by name.',
  description:
    'Clouder looks the machine up in the current context, takes its public address (an Elastic IP first on AWS, where every enabled region is searched), picks the key and runs `ssh` with `StrictHostKeyChecking=accept-new`. Options go before the machine name: the group parses no option after it, so `clouder ssh my-vm --user ubuntu` fails with “No such command”.',
  clouds: ['ovh', 'azure', 'aws'],
  defaultCommand: {
    summary: 'Connects to the named machine, or runs one command on it with `--command`.',
    example: 'clouder ssh --user ubuntu --key my-key my-vm',
    arguments: {
      VM_NAME:
        'The name of the virtual machine; with options but no name the command prints its usage and fails, and with nothing at all it prints the help.',
    },
    options: VM_SSH_OPTIONS,
  },
  commands: {},
};
