/**
 * The Clouder CLI as its current source defines it: every command group, read by the CLI
 * reference pages (plugins/remark-cli-reference) and the `clouder-cli` content check.
 */
import {AWS_GROUP} from './aws';
import {AZURE_GROUP} from './azure';
import {COMPLETION_GROUP} from './completion';
import {COST_GROUP} from './cost';
import {CRIU_GROUP} from './criu';
import {CTX_GROUP} from './ctx';
import {INFO_GROUP} from './info';
import {KUBEADM_GROUP} from './kubeadm';
import {KUBERNETES_GROUP} from './kubernetes';
import {OPERATOR_GROUP} from './operator';
import {OVH_GROUP} from './ovh';
import type {CliTree} from './parse';
import {ROOT_COMMANDS, ROOT_OPTIONS} from './root';
import {S3_GROUP} from './s3';
import {SH_GROUP} from './sh';
import {SSH_GROUP} from './ssh';
import {SSH_KEY_GROUP} from './ssh-key';
import type {CliGroup, CliSource} from './types';
import {VM_GROUP} from './vm';

export {CLI_EARLIER_RELEASES, type EarlierRelease} from './earlier-releases';

/** The source repository the data was read from. */
export const CLI_REPOSITORY_URL = 'https://github.com/datalayer/clouder';

/** Top-level groups, in the order the CLI registers them. */
export const CLI_GROUPS: readonly CliGroup[] = [
  CTX_GROUP,
  VM_GROUP,
  KUBERNETES_GROUP,
  SSH_KEY_GROUP,
  S3_GROUP,
  INFO_GROUP,
  OPERATOR_GROUP,
  SH_GROUP,
  SSH_GROUP,
  KUBEADM_GROUP,
  AZURE_GROUP,
  AWS_GROUP,
  OVH_GROUP,
  CRIU_GROUP,
  COST_GROUP,
  COMPLETION_GROUP,
];

export const CLI_TREE: CliTree = {
  groups: CLI_GROUPS,
  rootCommands: ROOT_COMMANDS,
  rootOptions: ROOT_OPTIONS,
};

export {ROOT_COMMANDS, ROOT_OPTIONS};

export function findGroup(name: string): CliGroup | undefined {
  return CLI_GROUPS.find((group) => group.name === name);
}

/** The file a fact was read from, at the commit it was read at. */
export function cliSourceUrl(source: CliSource): string {
  return `${CLI_REPOSITORY_URL}/blob/${source.commit}/${source.path}`;
}
