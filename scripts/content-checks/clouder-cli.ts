import type {InlineCode} from 'mdast';
import {visitParents} from 'unist-util-visit-parents';
import {CLI_TREE} from '../../src/data/cli';
import {checkCliWords, checkShellText, isCliCommand, tokenize} from '../../src/data/cli/parse';
import {EARLIER_RELEASES_MARK} from '../../plugins/remark-cli-reference';
import {markdownLineOfBlockLine, lineOf, SHELL_LANGUAGES, shellCommandText} from './markdown';
import type {ContentCheck, Finding} from './types';

/** The package index serves a 2023 release older than the current CLI under this name. */
const REGISTRY_INSTALL = /\bpip3?\s+install\s+(?:-[-\w]+\s+)*clouder(?:[=<>\s]|$)/m;

const FIX =
  'use the command as the current CLI defines it (see the Clouder CLI reference, src/data/cli/); if the CLI changed, update the data first';

/**
 * Every `clouder` and `c` command in the site's shell blocks and inline code must exist in the
 * current CLI: its group, command and options, and each option where it applies.
 */
export const clouderCliCheck: ContentCheck = {
  name: 'clouder-cli',
  check(doc) {
    const findings: Finding[] = [];
    for (const block of doc.codeBlocks) {
      if (!block.lang || !SHELL_LANGUAGES.has(block.lang)) continue;
      const value = shellCommandText(block);
      for (const problem of checkShellText(value, CLI_TREE)) {
        findings.push({
          file: doc.path,
          line: markdownLineOfBlockLine(block, problem.line),
          check: 'clouder-cli',
          message: `${problem.message}, in \`${problem.command}\``,
          fix: FIX,
        });
      }
      const install = REGISTRY_INSTALL.exec(value);
      if (install) {
        const lineInBlock = value.slice(0, install.index).split('\n').length;
        findings.push({
          file: doc.path,
          line: markdownLineOfBlockLine(block, lineInBlock),
          check: 'clouder-cli',
          message:
            "`pip install clouder` installs the package index's last release, older than the current CLI",
          fix: 'install from the source repository at a pinned commit, as the Clouder CLI page shows',
        });
      }
    }
    visitParents(doc.tree, 'inlineCode', (node: InlineCode, ancestors) => {
      if (ancestors.some((ancestor) => ancestor.data && EARLIER_RELEASES_MARK in ancestor.data)) {
        return;
      }
      const words = tokenize(node.value);
      if (!isCliCommand(words) || words.length < 2) return;
      // Prose names groups (`clouder kubeadm`) and elides arguments: check the names it uses.
      for (const message of checkCliWords(words, CLI_TREE, {
        countArguments: false,
        groupAlone: true,
      })) {
        findings.push({
          file: doc.path,
          line: lineOf(node),
          check: 'clouder-cli',
          message: `${message}, in \`${node.value}\``,
          fix: FIX,
        });
      }
    });
    return findings;
  },
};
