import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {GLOSSARY} from '../glossary';
import {CLI_GROUPS, CLI_PROBLEMS, CLI_TREE, ROOT_COMMANDS} from './index';
import {CLOUDER_SNAPSHOT} from '../upstream/snapshot';
import {CLI_INSTALL} from './install';
import {CLOUDER_CLI_PAGES} from './pages';
import {checkCliWords, tokenize} from './parse';
import type {CliCommand, CliGroup} from './types';

const UNCOMMITTED_FILES = CLOUDER_SNAPSHOT.files
  .filter((file) => file.commit === null)
  .map((file) => file.path);

const PAGES_DIR = path.resolve(
  __dirname,
  '../../../docs/services/kubernetes/requirements/cli/clouder',
);

type Entry = Omit<CliCommand, 'name'> & {label: string};

function entries(group: CliGroup): Entry[] {
  return [
    ...(group.defaultCommand ? [{...group.defaultCommand, label: group.name}] : []),
    ...group.commands.map((command) => ({...command, label: `${group.name} ${command.name}`})),
    ...(group.groups ?? []).flatMap(entries),
  ];
}

const ALL: Entry[] = [
  ...ROOT_COMMANDS.map((command) => ({...command, label: command.name})),
  ...CLI_GROUPS.flatMap(entries),
];

describe('the Clouder CLI data', () => {
  it('has words for every command and option of the source, and none for what it lacks', () => {
    expect(CLI_PROBLEMS).toEqual([]);
  });

  it('covers every group the CLI registers, each once', () => {
    const names = CLI_GROUPS.map((group) => group.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['kubernetes', 'kubeadm', 'criu', 'ctx', 'aws']));
  });

  it.each(ALL.map((entry) => [entry.label, entry] as const))(
    '`clouder %s` cites its source and its example is a valid command line',
    (_label, entry) => {
      // A null commit is allowed only where the snapshot records a version no commit is known for.
      if (entry.source.commit === null) {
        expect(UNCOMMITTED_FILES, entry.source.path).toContain(entry.source.path);
      } else {
        expect(entry.source.commit).toMatch(/^[0-9a-f]{40}$/);
      }
      expect(entry.source.path).toMatch(/^(clouder|docs)\//);
      expect(entry.summary.length).toBeGreaterThan(10);
      expect(entry.example.startsWith('clouder ')).toBe(true);
      expect(checkCliWords(tokenize(entry.example), CLI_TREE)).toEqual([]);
      const names = entry.options.flatMap((option) => [option.name, ...(option.aliases ?? [])]);
      expect(new Set(names).size).toBe(names.length);
      for (const option of entry.options) {
        expect(option.name).toMatch(/^--?[a-z0-9]/);
        if (option.type === 'choice') expect(option.choices?.length).toBeGreaterThan(0);
      }
    },
  );

  it('has one reference page per group, which renders that group', () => {
    expect([...CLOUDER_CLI_PAGES].sort()).toEqual(CLI_GROUPS.map((group) => group.name).sort());
    for (const page of CLOUDER_CLI_PAGES) {
      const file = path.join(PAGES_DIR, `${page}.md`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`::cli-reference{group="${page}"}`);
    }
  });

  it('installs, on the CLI page, the commit the data was read at', () => {
    const page = readFileSync(path.join(PAGES_DIR, 'index.md'), 'utf8');
    const pinned = [...page.matchAll(/CLOUDER_COMMIT=([0-9a-f]{40})/g)].map((match) => match[1]);
    expect(pinned.length).toBeGreaterThan(0);
    expect(new Set(pinned)).toEqual(new Set([CLI_INSTALL.commit]));
    expect(page).toContain(`Python ${CLI_INSTALL.python} or later`);
    for (const script of CLI_INSTALL.scripts) expect(page).toContain(`\`${script}\``);
    for (const extra of CLI_INSTALL.extras) expect(page).toContain(`clouder[${extra}]`);
  });

  it('pins the same commit and Python floor on every page that installs Clouder', () => {
    const docs = path.resolve(__dirname, '..', '..', '..', 'docs');
    const pages = (readdirSync(docs, {recursive: true}) as string[]).filter((file) =>
      /\.mdx?$/.test(file),
    );
    let installs = 0;
    for (const page of pages) {
      const text = readFileSync(path.join(docs, page), 'utf8');
      for (const match of text.matchAll(/CLOUDER_COMMIT=([0-9a-f]{40})/g)) {
        installs += 1;
        expect(match[1], page).toBe(CLI_INSTALL.commit);
      }
      for (const match of text.matchAll(/Clouder[^\n]*?Python (3\.\d+) or later/g)) {
        expect(match[1], page).toBe(CLI_INSTALL.python);
      }
    }
    expect(installs).toBeGreaterThan(2);
  });

  it('glossary definitions name only commands the CLI has', () => {
    const spans = GLOSSARY.flatMap((entry) =>
      [...entry.definition.matchAll(/`((?:clouder|c) [^`]+)`/g)].map((match) => match[1]),
    );
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) {
      expect(checkCliWords(tokenize(span), CLI_TREE, {groupAlone: true}), span).toEqual([]);
    }
  });
});
