/** The site's words for every command group, keyed by the group's name (see ./types.ts). */
import {AWS_WORDS} from './aws';
import {AZURE_WORDS} from './azure';
import {COMPLETION_WORDS} from './completion';
import {COST_WORDS} from './cost';
import {CRIU_WORDS} from './criu';
import {CTX_WORDS} from './ctx';
import {INFO_WORDS} from './info';
import {KUBEADM_WORDS} from './kubeadm';
import {KUBERNETES_WORDS} from './kubernetes';
import {NODE_MOUNTS_WORDS} from './node-mounts';
import {OPERATOR_WORDS} from './operator';
import {OVH_WORDS} from './ovh';
import {S3_WORDS} from './s3';
import {SH_WORDS} from './sh';
import {SSH_KEY_WORDS} from './ssh-key';
import {SSH_WORDS} from './ssh';
import {VM_WORDS} from './vm';
import type {GroupWords} from './types';

export {ROOT_WORDS} from './root';

export const GROUP_WORDS: Readonly<Record<string, GroupWords>> = {
  aws: AWS_WORDS,
  azure: AZURE_WORDS,
  completion: COMPLETION_WORDS,
  cost: COST_WORDS,
  criu: CRIU_WORDS,
  ctx: CTX_WORDS,
  info: INFO_WORDS,
  kubeadm: KUBEADM_WORDS,
  kubernetes: KUBERNETES_WORDS,
  'node-mounts': NODE_MOUNTS_WORDS,
  operator: OPERATOR_WORDS,
  ovh: OVH_WORDS,
  s3: S3_WORDS,
  sh: SH_WORDS,
  'ssh-key': SSH_KEY_WORDS,
  ssh: SSH_WORDS,
  vm: VM_WORDS,
};
