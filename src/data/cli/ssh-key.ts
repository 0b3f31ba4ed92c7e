/**
 * `clouder ssh-key`: the SSH keys in ~/.ssh and, on OVHcloud, in the cloud project. Written from
 * clouder/cli/ssh_key.py at the newest version read.
 */
import type {CliGroup, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/ssh_key.py',
  commit: '6d42545ad8d3e47049e5755980a71529fc6b542f',
};

export const SSH_KEY_GROUP: CliGroup = {
  name: 'ssh-key',
  summary: 'Creates, lists, saves and picks the default SSH key.',
  description:
    'Keys live in ~/.ssh. On an OVHcloud context, `create` also registers the public key in the project and `ls` lists the project’s keys; Azure has no key registry, so only local keys are shown there. The default key chosen with `set-current` is stored in ~/.clouder/clouder.yaml and used by `clouder ssh` and the kubeadm commands unless a key is given. `clouder ssh-key` on its own prints the help (the group has `no_args_is_help`).',
  commands: [
    {
      name: 'create',
      summary:
        'Generates a passphrase-less key pair in ~/.ssh and, on OVHcloud, registers the public key in the project.',
      arguments: [
        {
          name: 'NAME',
          description: 'File name of the key in ~/.ssh; the command stops if it exists.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--type',
          aliases: ['-t'],
          description: 'Key type handed to ssh-keygen, ed25519 or rsa.',
          type: 'text',
          default: 'ed25519',
          required: false,
        },
      ],
      example: 'clouder ssh-key create my-key --type ed25519',
      source: SOURCE,
    },
    {
      name: 'ls',
      summary: 'Lists the local keys and the default one, then the keys of the OVHcloud project.',
      arguments: [],
      options: [],
      example: 'clouder ssh-key ls',
      source: SOURCE,
    },
    {
      name: 'set-current',
      summary: 'Asks which local key to use by default, or clears the default.',
      arguments: [],
      options: [],
      example: 'clouder ssh-key set-current',
      source: SOURCE,
    },
    {
      name: 'download',
      summary:
        'Saves a private key into ~/.ssh with mode 600, from a file, from the option’s text or from standard input.',
      arguments: [
        {
          name: 'NAME',
          description: 'File name to save the key under in ~/.ssh.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--key',
          aliases: ['-k'],
          description:
            'The private key itself (text starting with -----) or the path of a file holding it. Without it, the key is read from standard input.',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder ssh-key download my-server --key ~/Downloads/my-server.pem',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
