/** The site's words for the top-level `clouder` options and commands; the facts are generated. */
import type {RootWords} from './types';

export const ROOT_WORDS: RootWords = {
  options: {
    '--version': 'Prints the installed Clouder version and exits.',
    '--install-completion':
      'Added by Typer: installs tab completion for the current shell. `clouder completion install` does it for both `clouder` and `c`.',
    '--show-completion':
      'Added by Typer: prints the completion script for the current shell, to copy or customise.',
  },
  commands: {
    about: {
      summary: 'Prints the Clouder banner with the documentation and source code links.',
      example: 'clouder about',
    },
    server: {
      summary: 'Starts the Clouder Jupyter server extension in the foreground.',
      example: 'clouder server',
    },
    kubectl: {
      summary:
        'Runs kubectl with the kubeconfig Clouder saved for a kubeadm cluster, the named one or the default one.',
      example: 'clouder kubectl my-cluster get nodes',
      arguments: {
        NAME: 'A kubeadm cluster name. When no kubeconfig or metadata exists under ~/.clouder/kubeadm/ for this word, it is handed to kubectl instead and the default kubeadm cluster is used.',
        KUBECTL_ARGS: 'Everything else, passed to kubectl unchanged.',
      },
    },
    helm: {
      summary:
        'Runs helm with the kubeconfig Clouder saved for a kubeadm cluster, the named one or the default one.',
      example: 'clouder helm my-cluster list -A',
      arguments: {
        NAME: 'A kubeadm cluster name. When no kubeconfig or metadata exists under ~/.clouder/kubeadm/ for this word, it is handed to helm instead and the default kubeadm cluster is used.',
        HELM_ARGS: 'Everything else, passed to helm unchanged.',
      },
    },
  },
};
