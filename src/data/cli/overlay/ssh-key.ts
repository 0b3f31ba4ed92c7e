/** The site's words for `clouder ssh-key`; the facts are generated (see ./types.ts). */
import type {GroupWords} from './types';

export const SSH_KEY_WORDS: GroupWords = {
  summary: 'Creates, lists, saves and picks the default SSH key.',
  description:
    'Keys live in ~/.ssh. On an OVHcloud context, `create` also registers the public key in the project and `ls` lists the project’s keys; on an AWS context `create` imports the public key as an EC2 key pair and `ls` lists the key pairs of a region; Azure has no key registry, so only local keys are shown there. Clouder has no command that removes a key it registered. The default key chosen with `set-current` is stored in ~/.clouder/clouder.yaml; `clouder ssh` falls back to it after an AWS instance’s key pair and ~/.ssh/<vm>-key, and the kubeadm commands use it unless a key is given. The group has a callback that would list the keys, but it also sets `no_args_is_help`, so `clouder ssh-key` on its own prints the help; use `clouder ssh-key ls`.',
  defaultCommand: {
    summary:
      'Shows the group’s help. Its callback would list the keys as `ls` does, but `no_args_is_help` answers first, and the group has no option that would get past it.',
    example: 'clouder ssh-key',
  },
  commands: {
    create: {
      summary:
        'Generates a passphrase-less key pair in ~/.ssh and registers the public key on OVHcloud (project key) or AWS (EC2 key pair).',
      example: 'clouder ssh-key create my-key --type ed25519 --region eu-west-1',
      arguments: {
        NAME: 'File name of the key in ~/.ssh, and its name in the cloud; the command stops if the file exists.',
      },
      options: {
        '--type': 'Key type handed to ssh-keygen, ed25519 or rsa.',
        '--region': {
          description:
            'AWS region to import the key pair into; left out, the region of Clouder’s AWS client, which the command prints. A key pair of that name already in the region is reported, not replaced.',
          clouds: ['aws'],
        },
      },
    },
    ls: {
      summary:
        'Lists the local keys and the default one, then the cloud’s keys: the OVHcloud project’s keys or the EC2 key pairs of a region.',
      example: 'clouder ssh-key ls --region eu-west-1',
      options: {
        '--region': {
          description:
            'AWS region whose EC2 key pairs to list; left out, the region of Clouder’s AWS client, shown in the table title.',
          clouds: ['aws'],
        },
      },
    },
    'set-current': {
      summary: 'Asks which local key to use by default, or clears the default.',
      example: 'clouder ssh-key set-current',
    },
    download: {
      summary:
        'Saves a private key into ~/.ssh with mode 600, from a file, from the option’s text or from standard input.',
      example: 'clouder ssh-key download my-server --key ~/Downloads/my-server.pem',
      arguments: {
        NAME: 'File name to save the key under in ~/.ssh.',
      },
      options: {
        '--key':
          'The private key itself (text starting with -----) or the path of a file holding it. Without it, the key is read from standard input.',
      },
    },
  },
};
