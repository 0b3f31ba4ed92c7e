/**
 * Words that several groups share because the source shares the code behind them: the VM SSH
 * options come from one `ssh_to_vm` helper (`clouder ssh`, `aws vm-ssh`, `azure vm-ssh`,
 * `ovh vm-ssh`), so they are written once here.
 */
import type {ParameterWords} from './types';

export const VM_SSH_OPTIONS: Readonly<Record<string, ParameterWords>> = {
  '--user': 'User to log in as; azureuser on Azure and ubuntu elsewhere when left out.',
  '--key':
    'Name of the private key file in ~/.ssh. Left out: for an AWS instance with a key pair, that key pair’s file in ~/.ssh (a <key>.pem in ~/Downloads or ~ is copied there), and it stops if none is found; otherwise ~/.ssh/<vm>-key, then the default key, then the only key in ~/.ssh or one you pick.',
  '--port': 'SSH port.',
  '--command':
    'A command to run on the machine instead of an interactive shell; its exit code is returned.',
};
