import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {markdownLineOfBlockLine} from './markdown';
import type {ContentCheck, Finding} from './types';

/** Narrower than the shell languages of markdown.ts: shellcheck reads neither zsh nor console output. */
const SHELLCHECK_LANGUAGES = new Set(['bash', 'shell', 'sh']);

/**
 * Rules that flag idioms of documentation rather than mistakes. Each block is checked alone, the
 * way a reader pastes it, so the list stays short and the check keeps its meaning.
 */
export const EXCLUDED_SHELLCHECK_RULES = {
  // A page sets its placeholders once (CLUSTER_NAME=my-cluster) and uses them in later blocks,
  // so a block that only assigns looks like it assigns unused variables.
  SC2034: 'variable appears unused: placeholders are set in one block and used in the next',
  // `source ./venv/bin/activate` names a file on the reader's machine that shellcheck cannot open.
  SC1091: 'not following a sourced file: it exists only on the reader’s machine',
  // Readers type `cd my-repo` at an interactive prompt; `|| exit` would close their terminal.
  SC2164: 'cd without || exit: in an interactive shell exiting on failure closes the terminal',
} as const;

interface ShellcheckComment {
  file: string;
  line: number;
  column: number;
  level: string;
  code: number;
  message: string;
}

export const shellcheckCheck: ContentCheck = {
  name: 'shellcheck',
  check(doc) {
    const blocks = doc.codeBlocks.filter((block) => SHELLCHECK_LANGUAGES.has(block.lang ?? ''));
    const comments = runShellcheck(blocks.map((block) => block.value));
    return comments.map(({block, comment}): Finding => ({
      file: doc.path,
      line: markdownLineOfBlockLine(blocks[block], comment.line),
      check: 'shellcheck',
      message: `SC${comment.code} (${comment.level}): ${comment.message}`,
      fix: fixHint(comment.code),
    }));
  },
};

/**
 * Checks each script as a file of its own, all in one run of shellcheck (one process per page,
 * not per block); returns each comment with the index of its script.
 */
function runShellcheck(scripts: string[]): {block: number; comment: ShellcheckComment}[] {
  if (scripts.length === 0) return [];
  const folder = mkdtempSync(path.join(os.tmpdir(), 'clouder-shellcheck-'));
  try {
    const files = scripts.map((script, index) => {
      const file = path.join(folder, `${index}.sh`);
      writeFileSync(file, script);
      return file;
    });
    const excluded = Object.keys(EXCLUDED_SHELLCHECK_RULES).join(',');
    const result = spawnSync('shellcheck', ['-s', 'bash', '-f', 'json', '-e', excluded, ...files], {
      encoding: 'utf8',
    });
    if (result.error) {
      throw new Error(
        `shellcheck could not run (${result.error.message}); install it: apt-get install shellcheck`,
      );
    }
    return (JSON.parse(result.stdout || '[]') as ShellcheckComment[]).map((comment) => ({
      block: files.indexOf(comment.file),
      comment,
    }));
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

function fixHint(code: number): string {
  const hints: Record<number, string> = {
    2086: 'quote the variable: "$VARIABLE"',
    2002: 'pass the file to the command instead of piping cat into it',
    1036: 'write placeholders as shell variables set at the top of the page, not <angle brackets>',
  };
  return `${hints[code] ?? 'fix the command'} (see https://www.shellcheck.net/wiki/SC${code})`;
}
