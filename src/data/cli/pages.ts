/**
 * The Clouder CLI reference pages, one per command group, in the sidebar's order. Each is
 * docs/services/kubernetes/requirements/cli/clouder/<group>.md and renders its group with
 * `::cli-reference{group="<group>"}`.
 */
export const CLOUDER_CLI_PAGES: readonly string[] = [
  'ctx',
  'kubernetes',
  'kubeadm',
  'vm',
  'ssh-key',
  'ssh',
  's3',
  'info',
  'operator',
  'sh',
  'azure',
  'aws',
  'ovh',
  'criu',
  'node-mounts',
  'cost',
  'completion',
];
