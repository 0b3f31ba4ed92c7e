import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readTyperTree, toGenerated} from '../../scripts/generate/cli';
import {mergeCli} from '../../src/data/cli/merge';
import type {GroupWords, RootWords} from '../../src/data/cli/overlay/types';
import type {UpstreamSnapshot} from '../../src/data/upstream/types';

/** A small Typer application written for these tests (tests/fixtures/typer-app/toy/cli). */
const CHECKOUT = path.resolve(__dirname, '..', 'fixtures', 'typer-app');
const SNAPSHOT: UpstreamSnapshot = {
  repository: 'example/toy',
  id: 'bbbbbbbb',
  head: 'b'.repeat(40),
  base: {commit: 'a'.repeat(40), date: '2026-01-01'},
  commits: [],
  files: [
    {path: 'toy/cli/cluster/create.py', commit: 'b'.repeat(40), sha256: '0'.repeat(64), order: ''},
  ],
  recorded: '2026-11-25',
};

const tree = toGenerated(readTyperTree(CHECKOUT, 'toy/cli', 'toy/cli/main.py', 'app'), SNAPSHOT);
const cluster = tree.root.groups.find((group) => group.name === 'cluster')!;
const create = cluster.commands.find((command) => command.name === 'create')!;
const option = (name: string) => create.parameters.find((parameter) => parameter.name === name);

describe('the Typer tree generator', () => {
  it('reads groups in registration order, a second name of the same app as an alias', () => {
    expect(tree.root.groups.map((group) => group.name)).toEqual(['cluster', 'keys']);
    expect(cluster.aliases).toEqual(['c']);
    expect(cluster.noArgsIsHelp).toBe(true);
  });

  it('finds commands registered by decorator, by call and by a register(app) function', () => {
    expect(cluster.commands.map((command) => command.name)).toEqual([
      'create',
      'scale',
      'remove-all',
      'secret',
    ]);
    expect(cluster.commands.find((command) => command.name === 'secret')?.hidden).toBe(true);
    const scale = cluster.commands.find((command) => command.name === 'scale')!;
    expect(scale.parameters.map((parameter) => [parameter.name, parameter.default])).toEqual([
      ['NAME', undefined],
      ['--workers', 1],
    ]);
  });

  it('reads each parameter: kind, spellings, type, default, constants, enums and environment', () => {
    expect(create.parameters[0]).toMatchObject({kind: 'argument', name: 'NAME', required: true});
    expect(option('--cloud')).toMatchObject({
      type: 'choice',
      choices: ['aws', 'azure'],
      default: 'aws',
    });
    expect(option('--size')).toMatchObject({
      aliases: ['-s'],
      default: 'small',
      envvar: ['TOY_SIZE'],
    });
    expect(option('--count')).toMatchObject({type: 'integer', aliases: ['-n'], default: 3});
    expect(option('--label')).toMatchObject({many: true, required: false});
    expect(option('--label')?.default).toBeUndefined();
    expect(option('--wait')).toMatchObject({flag: true, aliases: ['--no-wait'], default: true});
    expect(option('--yes')).toMatchObject({flag: true, aliases: ['-y'], default: false});
    expect(option('--dry-run')).toMatchObject({flag: true, aliases: ['--no-dry-run']});
    expect(option('--region')).toMatchObject({type: 'text', required: false});
  });

  it('keeps a digest of help text, never the text, and names each file with its snapshot commit', () => {
    expect(option('--cloud')?.helpDigest).toMatch(/^[0-9a-f]{12}$/);
    expect(JSON.stringify(tree)).not.toContain('Cluster name.');
    expect(create.source).toEqual({
      path: 'toy/cli/cluster/create.py',
      commit: 'b'.repeat(40),
      line: 15,
    });
    expect(cluster.source.commit).toBe('a'.repeat(40));
  });

  it('reads a callback that runs on its own, the root options and a Click pass-through command', () => {
    const keys = tree.root.groups.find((group) => group.name === 'keys')!;
    expect(keys.callback?.invokeWithoutCommand).toBe(true);
    expect(keys.callback?.parameters.map((parameter) => parameter.name)).toEqual(['--show']);
    expect(tree.root.callback?.parameters[0]).toMatchObject({name: '--version', aliases: ['-V']});
    expect(tree.root.clickCommands).toEqual([
      expect.objectContaining({name: 'wrapped', passThrough: true}),
    ]);
  });
});

describe('mergeCli', () => {
  const commandWords = {summary: 'Does it.', example: 'toy cluster create a'};
  const words: Record<string, GroupWords> = {
    cluster: {
      summary: 'Clusters.',
      description: 'Clusters.',
      commands: {
        create: {
          ...commandWords,
          arguments: {NAME: 'Name.'},
          options: {'--cloud': 'Cloud.', '--gone': 'An option the source does not have.'},
        },
        scale: commandWords,
        'remove-all': commandWords,
        vanished: commandWords,
      },
    },
  };
  const root: RootWords = {options: {}, commands: {}};
  const merged = mergeCli(tree, words, root);

  it('fails words for what the source does not have, and facts without words', () => {
    expect(merged.problems).toEqual(
      expect.arrayContaining([
        'clouder cluster create: words for option --gone, which the source does not have',
        'clouder cluster: words for command vanished, which the source does not have',
        'clouder cluster create: option --size has no words',
        'clouder keys: group has no words',
        'clouder keys: runs on its own, but has no defaultCommand words',
        'clouder wrapped: command has no words',
        'clouder (top level): option --version has no words',
      ]),
    );
    expect(merged.problems.join('\n')).not.toContain('secret');
  });

  it('takes every fact from the tree and every word from the overlay', () => {
    const merged_create = merged.groups[0].commands[0];
    expect(merged_create.options.find((entry) => entry.name === '--cloud')).toMatchObject({
      description: 'Cloud.',
      type: 'choice',
      default: 'aws',
    });
    expect(merged.rootOptions.map((entry) => entry.name)).toEqual([
      '--version',
      '--install-completion',
      '--show-completion',
    ]);
  });
});
