/** The site's words for `clouder node-mounts`; the facts are generated (see ./types.ts). */
import {CLUSTER_OPTION} from './criu';
import type {GroupWords, ParameterWords} from './types';

const CLUSTER: ParameterWords = CLUSTER_OPTION;
const ADMIN_USER: ParameterWords =
  'SSH user on the master: azureuser on Azure and ubuntu otherwise when left out.';
const KEY: ParameterWords =
  'Name of the SSH private key in ~/.ssh; left out, the key of the cluster is looked up.';
const CLOUD: ParameterWords = 'Cloud the cluster runs on, azure or aws.';
const NAMESPACE: ParameterWords = 'Namespace of the driver’s DaemonSet.';
const RELEASE: ParameterWords =
  'Helm release of the driver, which names its DaemonSet and the `app` label of its pods.';
const HEALTH_PORT: ParameterWords =
  'Port of the driver’s health endpoint inside its pods (the chart’s driver.healthPort).';

export const NODE_MOUNTS_WORDS: GroupWords = {
  summary:
    'Checks the Local CSI driver (local.csi.datalayer.io) and its Node Mount Gateway on a kubeadm cluster.',
  description:
    'Both commands connect to the cluster’s master over SSH and run kubectl there. `status` reports what is deployed and what each node plugin holds: the CSIDriver object, the DaemonSet of the datalayer-node-mounts release, the bridges and volumes every ready driver pod reports on its health port, and, on nodes where the Node Mount Gateway is on, which runtime pods have mounts and how many unmounts have failed since the agent started. `verify` runs the checks the gateway depends on, the node ones on a single driver pod, and prints what to do for each one that fails.',
  clouds: ['azure', 'aws'],
  commands: {
    status: {
      summary:
        'Shows the CSIDriver, the DaemonSet’s ready count, each node plugin’s bridges and volumes, and the gateway’s mounts per runtime pod.',
      example: 'clouder node-mounts status --cluster my-cluster',
      options: {
        '--cluster': CLUSTER,
        '--admin-user': ADMIN_USER,
        '--key': KEY,
        '--cloud': CLOUD,
        '--namespace': NAMESPACE,
        '--release': RELEASE,
        '--health-port': HEALTH_PORT,
        '--json': 'Prints the collected status as JSON instead of tables.',
      },
    },
    verify: {
      summary:
        'Checks the DaemonSet, then on one driver pod propagation, kernel and gateway, the Operator’s switch, the claim, RBAC and stuck mounts, and says how to fix each failure.',
      example: 'clouder node-mounts verify --cluster my-cluster --json',
      options: {
        '--cluster': CLUSTER,
        '--admin-user': ADMIN_USER,
        '--key': KEY,
        '--cloud': CLOUD,
        '--namespace':
          'Namespace of the driver’s DaemonSet and of its service account, whose permissions are checked; the runtimes and the Operator are still looked for in datalayer-runtimes.',
        '--release':
          'Helm release of the driver, which names its DaemonSet and its service account.',
        '--health-port': HEALTH_PORT,
        '--json':
          'Prints the checks as JSON and exits with status 1 when one failed; the table output exits 0 even then.',
      },
    },
  },
};
