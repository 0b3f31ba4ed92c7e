/**
 * `clouder ssh`: opens SSH to a virtual machine found by name in the current context. Written from
 * clouder/cli/ssh.py at the newest version read; the whole group is its callback.
 */
import type {CliGroup, CliOption, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/ssh.py',
  commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
};

/** The options of `clouder ssh`, shared by `clouder aws|azure|ovh vm-ssh`. */
export const SSH_OPTIONS: readonly CliOption[] = [
  {
    name: '--user',
    aliases: ['-u'],
    description: 'User to log in as; azureuser on Azure and ubuntu elsewhere when left out.',
    type: 'text',
    required: false,
  },
  {
    name: '--key',
    aliases: ['-i'],
    description:
      'Name of the private key file in ~/.ssh. Left out, Clouder tries the EC2 key pair of an AWS instance, then ~/.ssh/<vm>-key, then the default key, then asks.',
    type: 'text',
    required: false,
  },
  {
    name: '--port',
    aliases: ['-p'],
    description: 'SSH port.',
    type: 'integer',
    default: 22,
    required: false,
  },
  {
    name: '--command',
    aliases: ['-c'],
    description:
      'A command to run on the machine instead of an interactive shell; its exit code is returned.',
    type: 'text',
    required: false,
  },
];

export const SSH_GROUP: CliGroup = {
  name: 'ssh',
  summary: 'Opens an SSH session on a virtual machine of the current context, found by name.',
  description:
    'Clouder looks the machine up in the current context, takes its public address (an Elastic IP first on AWS, where every enabled region is searched), picks the key and runs `ssh` with `StrictHostKeyChecking=accept-new`. Options go before the machine name: the group parses no option after it, so `clouder ssh my-vm --user ubuntu` fails with “No such command”.',
  clouds: ['ovh', 'azure', 'aws'],
  defaultCommand: {
    summary: 'Connects to the named machine, or runs one command on it with `--command`.',
    arguments: [
      {
        name: 'VM_NAME',
        description:
          'The name of the virtual machine; without it the command prints its usage and fails.',
        type: 'text',
        required: false,
      },
    ],
    options: SSH_OPTIONS,
    example: 'clouder ssh --user ubuntu --key my-key my-vm',
    source: SOURCE,
  },
  commands: [],
  source: SOURCE,
};
