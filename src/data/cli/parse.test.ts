import {describe, expect, it} from 'vitest';
import {checkCliWords, checkShellText, shellCommands, tokenize, type CliTree} from './parse';
import type {CliGroup} from './types';

const source = {path: 'clouder/cli/example.py', commit: '0'.repeat(40)};

const KUBE: CliGroup = {
  name: 'kubeadm',
  aliases: ['k'],
  summary: 'Clusters on virtual machines.',
  description: 'Clusters on virtual machines.',
  source,
  commands: [
    {
      name: 'create',
      summary: 'Create a cluster.',
      arguments: [{name: 'NAME', type: 'text', required: true, description: 'Cluster name.'}],
      options: [
        {
          name: '--cloud',
          type: 'choice',
          choices: ['azure', 'aws'],
          required: false,
          description: 'The cloud.',
        },
        {
          name: '--workers',
          aliases: ['-w'],
          type: 'integer',
          required: false,
          description: 'Workers.',
        },
        {
          name: '--location',
          type: 'text',
          required: false,
          clouds: ['azure'],
          description: 'Azure region.',
        },
        {
          name: '--yes',
          aliases: ['-y'],
          flag: true,
          type: 'boolean',
          required: false,
          description: 'No prompt.',
        },
      ],
      example: 'clouder kubeadm create demo --cloud azure',
      source,
    },
  ],
};

const AWS: CliGroup = {
  name: 'aws',
  summary: 'AWS.',
  description: 'AWS.',
  source,
  commands: [],
  groups: [
    {
      name: 'aws ecr-environments',
      summary: 'ECR.',
      description: 'ECR.',
      source,
      commands: [
        {
          name: 'plan',
          summary: 'Plan.',
          arguments: [],
          options: [],
          example: 'clouder aws ecr-environments plan',
          source,
        },
      ],
    },
  ],
};

const SSH: CliGroup = {
  name: 'ssh',
  summary: 'SSH.',
  description: 'SSH.',
  source,
  defaultCommand: {
    summary: 'Connect.',
    arguments: [{name: 'VM_NAME', type: 'text', required: false, description: 'Machine.'}],
    options: [
      {name: '--user', aliases: ['-u'], type: 'text', required: false, description: 'User.'},
    ],
    example: 'clouder ssh --user ubuntu my-vm',
    source,
  },
  commands: [],
};

const TREE: CliTree = {
  groups: [KUBE, AWS, SSH],
  rootCommands: [
    {
      name: 'kubectl',
      summary: 'kubectl.',
      arguments: [],
      options: [],
      passThrough: true,
      example: 'clouder kubectl get nodes',
      source,
    },
  ],
  rootOptions: [
    {
      name: '--version',
      aliases: ['-V'],
      flag: true,
      type: 'boolean',
      required: false,
      description: 'Version.',
    },
  ],
};

const check = (line: string) => checkCliWords(tokenize(line), TREE);

describe('shell text', () => {
  it('joins continuations, splits operators and reads inside $( )', () => {
    const commands = shellCommands(
      'export KUBECONFIG="$(clouder kubeadm get-config demo)"\nFOO=1 clouder \\\n  ctx && echo done # clouder nope',
    );
    expect(commands.map((command) => command.words)).toEqual([
      ['export', 'KUBECONFIG=SUBSTITUTION'],
      ['clouder', 'kubeadm', 'get-config', 'demo'],
      ['clouder', 'ctx'],
      ['echo', 'done'],
    ]);
    expect(commands[2].line).toBe(2);
    expect(shellCommands('ssh host `clouder info me`')[1].words).toEqual(['clouder', 'info', 'me']);
  });

  it('skips here-document bodies', () => {
    const commands = shellCommands("cat <<'EOF'\nclouder nope\nEOF\nclouder ctx");
    expect(commands.map((command) => command.words[1])).toEqual(['<<EOF', 'ctx']);
  });
});

describe('checkCliWords', () => {
  it('accepts commands, aliases, nested groups, default commands and pass-through tools', () => {
    expect(check('clouder kubeadm create demo --cloud azure --workers 3 -y')).toEqual([]);
    expect(check('c k create demo --cloud=aws')).toEqual([]);
    expect(check('clouder aws ecr-environments plan')).toEqual([]);
    expect(check('clouder ssh my-vm')).toEqual([]);
    expect(check('clouder ssh -u ubuntu my-vm')).toEqual([]);
    expect(check('clouder kubectl get pods --all-namespaces')).toEqual([]);
    expect(check('clouder --version')).toEqual([]);
    expect(check('clouder kubeadm --help')).toEqual([]);
  });

  it('names an unknown group, command or option', () => {
    expect(check('clouder k8s create demo')).toEqual([
      '`k8s` is not a command or group of `clouder`',
    ]);
    expect(check('clouder kubeadm make demo')[0]).toContain(
      '`make` is not a command of `clouder kubeadm`',
    );
    expect(check('clouder kubeadm create demo --role jupyter')).toEqual([
      '`--role` is not an option of `clouder kubeadm create`',
    ]);
    expect(check('clouder --help-all')).toEqual(['`--help-all` is not an option of `clouder`']);
  });

  it('reports an option used for a cloud it does not apply to', () => {
    expect(check('clouder kubeadm create demo --cloud aws --location westeurope')).toEqual([
      '`--location` of `clouder kubeadm create` applies to azure, not aws',
    ]);
  });

  it('checks choices, integers, missing values and extra arguments', () => {
    expect(check('clouder kubeadm create demo --cloud gcp')[0]).toContain('`gcp` is not a value');
    expect(check('clouder kubeadm create demo --workers three')[0]).toContain('takes an integer');
    expect(check('clouder kubeadm create demo --workers')[0]).toContain('needs a value');
    expect(check('clouder kubeadm create demo extra')[0]).toContain('takes 1 argument(s)');
    expect(check('clouder kubeadm create "$NAME" --cloud "$CLOUD"')).toEqual([]);
  });

  it('wants the options of a group callback before its arguments, as Click parses them', () => {
    expect(check('clouder ssh my-vm --user ubuntu')).toEqual([
      '`--user` comes after an argument of `clouder ssh`: put options first',
    ]);
  });

  it('reports the earlier install form of a pass-through tool', () => {
    expect(check('clouder kubectl install')).toEqual([
      '`clouder kubectl install` hands `install` to the tool and installs nothing',
    ]);
    expect(check('clouder kubectl my-cluster apply -f install.yaml')).toEqual([]);
  });

  it('asks for a command when a group has no default one', () => {
    expect(check('clouder kubeadm')[0]).toContain('needs a command');
  });

  it('stops at a written-out ellipsis', () => {
    expect(check('clouder kubeadm ...')).toEqual([]);
  });
});

describe('checkShellText', () => {
  it('reports each problem with its line in the block', () => {
    const problems = checkShellText('echo start\nclouder me\nclouder ssh my-vm', TREE);
    expect(problems).toEqual([
      {line: 2, command: 'clouder me', message: '`me` is not a command or group of `clouder`'},
    ]);
  });

  it('ignores other programs, quoted mentions and comments', () => {
    expect(checkShellText('echo "clouder k8s"\n# clouder k8s\ncloud k8s', TREE)).toEqual([]);
  });
});
