import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {assemble, sha256} from '../../scripts/generate/upstream/assemble';
import {createDriftCheck} from '../../scripts/content-checks/drift';
import {parseDoc} from '../../scripts/content-checks/markdown';
import {
  diffFacts,
  drift,
  pagesUsing,
  renderDrift,
  rereadList,
} from '../../scripts/generate/upstream/drift';
import type {UpstreamSnapshot} from '../../src/data/upstream/types';

const PAGES = new Map([
  ['docs/cost.md', 'Run `clouder cost list --cloud aws` to see sizes.'],
  ['docs/other.md', '```bash\nc cost list\n```\nand DATALAYER_URL is set.'],
  ['docs/none.md', 'Nothing about costs; `clouder costly` is another word.'],
]);

describe('the drift report', () => {
  it('lists facts added, removed and changed', () => {
    expect(diffFacts({a: '1', b: '2', c: '3'}, {a: '1', b: '9', d: '4'})).toEqual([
      {key: 'b', change: 'changed', before: '2', after: '9'},
      {key: 'c', change: 'removed', before: '3'},
      {key: 'd', change: 'added', after: '4'},
    ]);
  });

  it('finds the pages that write a command, an option of it, a variable', () => {
    expect(pagesUsing('cli:clouder cost list', PAGES)).toEqual(['docs/cost.md', 'docs/other.md']);
    expect(pagesUsing('cli:clouder cost list --cloud', PAGES)).toEqual(['docs/cost.md']);
    expect(pagesUsing('variable:DATALAYER_URL', PAGES)).toEqual(['docs/other.md']);
    expect(pagesUsing('cli:clouder cost', PAGES)).toEqual(['docs/cost.md', 'docs/other.md']);
  });

  it('renders each change with its pages', () => {
    const entries = drift(
      {'cli:clouder cost list': 'cost.py'},
      {'cli:clouder cost ls': 'cost.py'},
      PAGES,
    );
    const report = renderDrift(entries, '2026-11-25');
    expect(report).toContain(
      '| `clouder cost list` | removed | `cost.py` |  | `docs/cost.md`, `docs/other.md` |',
    );
    expect(report).toContain(
      '2 facts changed: 1 added, 1 removed, 0 changed; 2 pages to read again.',
    );
  });
});

describe('the pages to read again', () => {
  const entries = drift(
    {'cli:clouder cost list': 'x', 'object:x': '1'},
    {'cli:clouder cost ls': 'y', 'object:x': '2'},
    PAGES,
  );

  it('leaves out a kind of fact the state before did not record', () => {
    const first = drift({'cli:a': '1'}, {'cli:a': '1', 'object:Service/s': '{}'}, PAGES);
    expect(first).toEqual([]);
  });

  it('lists each page with the changed facts it uses', () => {
    expect(rereadList(entries, 'clouder 1, helm-charts 2')).toEqual({
      label: 'clouder 1, helm-charts 2',
      pages: {
        'docs/cost.md': ['cli:clouder cost list'],
        'docs/other.md': ['cli:clouder cost list'],
      },
    });
  });

  it('fails a listed page until its front matter names the new snapshot', () => {
    const check = createDriftCheck(() => rereadList(entries, 'clouder 1, helm-charts 2'));
    const context = {rootDir: '.', siteDocs: () => [], depthAllowlistPath: ''};
    const page = (front: string) =>
      parseDoc('docs/cost.md', `---\ntitle: 'T'\n${front}---\n\nText.\n`);
    const findings = check.check(page(''), context) as {message: string; fix: string}[];
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toMatch(
      /uses 1 fact the last upstream refresh changed \(`cli:clouder cost list`/,
    );
    expect(findings[0]!.fix).toContain("verified_against: 'clouder 1, helm-charts 2'");
    expect(
      check.check(page("verified_against: 'clouder 0, helm-charts 2'\n"), context),
    ).toHaveLength(1);
    expect(check.check(page("verified_against: 'clouder 1, helm-charts 2'\n"), context)).toEqual(
      [],
    );
    expect(
      check.check(parseDoc('docs/none.md', "---\ntitle: 'N'\n---\n\nText.\n"), context),
    ).toEqual([]);
  });
});

describe('assembling a snapshot', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'assemble-'));
  const gitDir = path.join(work, 'repo');
  mkdirSync(gitDir);
  writeFileSync(path.join(gitDir, 'a.txt'), 'base\n');
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-C', gitDir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args],
      {encoding: 'utf8'},
    );
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  const base = git('rev-parse', 'HEAD').trim();
  const files = path.join(work, 'files');
  mkdirSync(path.join(files, 'cli'), {recursive: true});
  writeFileSync(path.join(files, 'cli', 'new.py'), 'print(1)\n');
  const snapshot = (digest: string): UpstreamSnapshot => ({
    repository: 'example/repo',
    id: 'cccccccc',
    head: 'c'.repeat(40),
    base: {commit: base, date: '2026-01-01'},
    commits: [],
    files: [{path: 'cli/new.py', commit: 'c'.repeat(40), sha256: digest, order: ''}],
    recorded: '2026-11-25',
  });

  it('lays the newer files over the base checkout', () => {
    const out = path.join(work, 'out');
    assemble(snapshot(sha256(path.join(files, 'cli', 'new.py'))), gitDir, files, out);
    expect(readFileSync(path.join(out, 'a.txt'), 'utf8')).toBe('base\n');
    expect(readFileSync(path.join(out, 'cli', 'new.py'), 'utf8')).toBe('print(1)\n');
  });

  it('refuses a collected file that differs from the recorded digest', () => {
    expect(() =>
      assemble(snapshot('0'.repeat(64)), gitDir, files, path.join(work, 'out2')),
    ).toThrow(/cli\/new.py has SHA-256 [0-9a-f]{64}, the snapshot recorded 0{64}/);
  });
});
