/**
 * Commands of the 2024 Clouder CLI that the current CLI replaced or dropped, so that readers of
 * older notes can map them. The CLI reference shows this table once; no other page may use
 * these commands (the `clouder-cli` content check holds that).
 */
export interface EarlierRelease {
  /** The command as earlier releases spelled it. */
  before: string;
  /** Today's equivalent, when there is one. */
  now?: string;
  /** What changed, when the equivalent alone does not say it. */
  note?: string;
}

export const CLI_EARLIER_RELEASES: readonly EarlierRelease[] = [
  {before: 'clouder k8s ...', now: 'clouder kubernetes ...', note: 'Same commands and arguments.'},
  {
    before: 'clouder k8s create-nodepool --role ROLE',
    now: 'clouder kubernetes create-nodepool --roles ROLES',
    note: '`--role` and `--cloud` are gone; `--roles`, `--variant` and `--xpu` remain.',
  },
  {before: 'clouder me', now: 'clouder info me'},
  {before: 'clouder info', now: 'clouder info ctx', note: 'The group alone now prints its help.'},
  {before: 'clouder s3', now: 'clouder s3 ls', note: 'The group alone now prints its help.'},
  {before: 'clouder box ls, clouder box info', note: 'Removed; no command replaces them.'},
  {
    before: 'clouder --help-all',
    now: 'clouder GROUP --help',
    note: 'Each group lists its own commands and options.',
  },
  {
    before: 'clouder sh WORDS',
    now: 'clouder sh run WORDS',
    note: 'Or `clouder sh sbin WORDS` for the scripts shipped with Clouder.',
  },
  {
    before: 'clouder kubectl install',
    now: 'clouder kubectl ARGS',
    note: "Now runs kubectl with a kubeadm cluster's kubeconfig. Install kubectl from its upstream packages.",
  },
  {
    before: 'clouder helm install',
    now: 'clouder helm ARGS',
    note: "Now runs Helm with a kubeadm cluster's kubeconfig. Install Helm from its upstream packages.",
  },
  {
    before: 'clouder cmctl install',
    note: 'Never worked: no script existed. Install cmctl from its upstream releases.',
  },
  {
    before: 'clouder eksctl-install',
    note: 'Never worked: no script existed. Install eksctl from its upstream releases.',
  },
  {
    before: 'pip install clouder',
    note: 'Installs the package index release, which predates this CLI. Install from source at a pinned commit.',
  },
];
