import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createGitLastUpdateVcs, readGitHistory} from '../../plugins/git-last-update';

/** 2025-01-02, 2025-03-04 and 2025-05-06 at noon UTC, in seconds. */
const FIRST = Date.UTC(2025, 0, 2, 12) / 1000;
const SECOND = Date.UTC(2025, 2, 4, 12) / 1000;
const THIRD = Date.UTC(2025, 4, 6, 12) / 1000;

let workspace: string;
let full: string;
let shallow: string;

function git(cwd: string, args: string[], seconds?: number): void {
  const date = seconds === undefined ? undefined : `@${seconds} +0000`;
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Docs Writer',
      GIT_AUTHOR_EMAIL: 'docs@example.com',
      GIT_COMMITTER_NAME: 'Docs Writer',
      GIT_COMMITTER_EMAIL: 'docs@example.com',
      ...(date ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date} : {}),
    },
  });
}

function commitFile(file: string, text: string, seconds: number): void {
  mkdirSync(path.dirname(path.join(full, file)), {recursive: true});
  writeFileSync(path.join(full, file), text);
  git(full, ['add', file]);
  git(full, ['commit', '-q', '-m', `Change ${file}`], seconds);
}

beforeAll(() => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'git-last-update-'));
  full = path.join(workspace, 'full');
  mkdirSync(full);
  git(full, ['init', '-q', '-b', 'main']);
  commitFile('docs/old.md', '# Old\n', FIRST);
  commitFile('docs/changed.md', '# Changed\n', FIRST);
  commitFile('docs/changed.md', '# Changed again\n', SECOND);
  commitFile('docs/recent.md', '# Recent\n', THIRD);
  shallow = path.join(workspace, 'shallow');
  // Two commits deep: the boundary is the commit of SECOND, so old.md's history is cut off.
  git(workspace, ['clone', '-q', '--depth', '2', `file://${full}`, shallow]);
});

afterAll(() => rmSync(workspace, {recursive: true, force: true}));

describe('readGitHistory', () => {
  it('gives each file of a full clone its last and first commit', () => {
    const history = readGitHistory(full)!;
    expect(history.shallow).toBe(false);
    const changed = history.files.get(path.join(full, 'docs/changed.md'));
    expect(changed?.lastUpdate).toEqual({timestamp: SECOND * 1000, author: 'Docs Writer'});
    expect(changed?.creation).toEqual({timestamp: FIRST * 1000, author: 'Docs Writer'});
    expect(history.files.get(path.join(full, 'docs/old.md'))?.lastUpdate?.timestamp).toBe(
      FIRST * 1000,
    );
  });

  it('gives no date, rather than the boundary date, to files a shallow clone cuts off', () => {
    const history = readGitHistory(shallow)!;
    expect(history.shallow).toBe(true);
    // In the shallow clone the boundary commit (SECOND) seems to add every file it holds.
    expect(history.files.get(path.join(shallow, 'docs/old.md'))?.lastUpdate).toBeNull();
    expect(history.files.get(path.join(shallow, 'docs/changed.md'))?.lastUpdate).toBeNull();
    // A change after the boundary keeps its true date.
    expect(history.files.get(path.join(shallow, 'docs/recent.md'))?.lastUpdate?.timestamp).toBe(
      THIRD * 1000,
    );
  });

  it('dates a change merged into the main line by its merge', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'git-merge-'));
    try {
      git(repo, ['init', '-q', '-b', 'main']);
      writeFileSync(path.join(repo, 'page.md'), '# Page\n');
      git(repo, ['add', 'page.md']);
      git(repo, ['commit', '-q', '-m', 'Add page'], FIRST);
      git(repo, ['checkout', '-q', '-b', 'topic']);
      writeFileSync(path.join(repo, 'page.md'), '# Page, revised\n');
      git(repo, ['commit', '-q', '-am', 'Revise page'], SECOND);
      git(repo, ['checkout', '-q', 'main']);
      git(repo, ['merge', '-q', '--no-ff', '-m', 'Merge topic', 'topic'], THIRD);
      expect(
        readGitHistory(repo)!.files.get(path.join(repo, 'page.md'))?.lastUpdate?.timestamp,
      ).toBe(THIRD * 1000);
    } finally {
      rmSync(repo, {recursive: true, force: true});
    }
  });

  it('returns undefined outside a git work tree', () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      expect(readGitHistory(outside)).toBeUndefined();
    } finally {
      rmSync(outside, {recursive: true, force: true});
    }
  });
});

describe('createGitLastUpdateVcs', () => {
  it('answers Docusaurus with the history, and null for unknown or untracked files', async () => {
    const vcs = createGitLastUpdateVcs();
    vcs.initialize({siteDir: full});
    await expect(vcs.getFileLastUpdateInfo(path.join(full, 'docs/recent.md'))).resolves.toEqual({
      timestamp: THIRD * 1000,
      author: 'Docs Writer',
    });
    await expect(vcs.getFileCreationInfo(path.join(full, 'docs/changed.md'))).resolves.toEqual({
      timestamp: FIRST * 1000,
      author: 'Docs Writer',
    });
    await expect(vcs.getFileLastUpdateInfo(path.join(full, 'docs/untracked.md'))).resolves.toBe(
      null,
    );
  });
});
