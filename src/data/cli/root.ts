/**
 * The top-level commands and options of the Clouder CLI: what `clouder` (and its `c` entry point)
 * accepts before any command group. Written from clouder/cli/main.py at the newest commit read,
 * with the `kubectl` and `helm` wrappers from their own modules.
 */
import type {CliCommand, CliOption, CliSource} from './types';

const MAIN: CliSource = {
  path: 'clouder/cli/main.py',
  commit: 'af877868e15e73298309f97013158cc1b5be0e4a',
};

export const ROOT_OPTIONS: readonly CliOption[] = [
  {
    name: '--version',
    aliases: ['-V'],
    description: 'Prints the installed Clouder version and exits.',
    type: 'boolean',
    flag: true,
    required: false,
  },
  {
    name: '--install-completion',
    description:
      'Added by Typer: installs tab completion for the current shell. `clouder completion install` does it for both `clouder` and `c`.',
    type: 'boolean',
    flag: true,
    required: false,
  },
  {
    name: '--show-completion',
    description:
      'Added by Typer: prints the completion script for the current shell, to copy or customise.',
    type: 'boolean',
    flag: true,
    required: false,
  },
];

export const ROOT_COMMANDS: readonly CliCommand[] = [
  {
    name: 'about',
    summary: 'Prints the Clouder banner with the documentation and source code links.',
    arguments: [],
    options: [],
    example: 'clouder about',
    source: MAIN,
  },
  {
    name: 'server',
    summary: 'Starts the Clouder Jupyter server extension in the foreground.',
    arguments: [],
    options: [],
    example: 'clouder server',
    source: MAIN,
  },
  {
    name: 'kubectl',
    summary:
      'Runs kubectl with the kubeconfig Clouder saved for a kubeadm cluster, the named one or the default one.',
    arguments: [
      {
        name: 'NAME',
        description:
          'A kubeadm cluster name. When no kubeconfig or metadata exists under ~/.clouder/kubeadm/ for this word, it is handed to kubectl instead and the default kubeadm cluster is used.',
        type: 'text',
        required: false,
      },
      {
        name: 'KUBECTL_ARGS',
        description: 'Everything else, passed to kubectl unchanged.',
        type: 'text',
        required: false,
        variadic: true,
      },
    ],
    options: [],
    passThrough: true,
    example: 'clouder kubectl my-cluster get nodes',
    source: {
      path: 'clouder/cli/kubectl.py',
      commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
    },
  },
  {
    name: 'helm',
    summary:
      'Runs helm with the kubeconfig Clouder saved for a kubeadm cluster, the named one or the default one.',
    arguments: [
      {
        name: 'NAME',
        description:
          'A kubeadm cluster name. When no kubeconfig or metadata exists under ~/.clouder/kubeadm/ for this word, it is handed to helm instead and the default kubeadm cluster is used.',
        type: 'text',
        required: false,
      },
      {
        name: 'HELM_ARGS',
        description: 'Everything else, passed to helm unchanged.',
        type: 'text',
        required: false,
        variadic: true,
      },
    ],
    options: [],
    passThrough: true,
    example: 'clouder helm my-cluster list -A',
    source: {
      path: 'clouder/cli/helm.py',
      commit: '9eda3c55b7bbf2f376a654075da47f8f3fcc94b5',
    },
  },
];
