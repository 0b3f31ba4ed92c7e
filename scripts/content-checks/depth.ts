import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {isPartial} from './markdown';
import {countProseWords} from './prose';
import {DEPTH_THRESHOLDS, type PageKind} from './thresholds';
import type {CheckContext, ContentCheck, Finding} from './types';

interface AllowlistEntry {
  path: string;
  line: number;
}

const DOC_FILE = /\.mdx?$/;

export const depthCheck: ContentCheck = {
  name: 'depth',
  // Standalone pages under src/pages are landing pages, not documentation.
  appliesTo: (doc) => !doc.path.startsWith('src/pages/') && !isPartial(doc),
  check(doc, context) {
    const kind = pageKind(doc.path, context.rootDir, doc.source);
    const threshold = DEPTH_THRESHOLDS[kind];
    const words = countProseWords(doc);
    const entry = readAllowlist(context).find((listed) => listed.path === doc.path);
    const allowlist = context.depthAllowlistPath;
    if (words < threshold && !entry) {
      return [
        depthFinding(
          doc.path,
          1,
          `${words} words of prose outside code; a ${describeKind(kind)} needs ${threshold}`,
          'explain the why, the steps and the failure modes an operator meets; no filler',
        ),
      ];
    }
    if (words >= threshold && entry) {
      return [
        depthFinding(
          doc.path,
          1,
          `now has ${words} words (bar ${threshold}) but is still listed in ${allowlist}:${entry.line}`,
          `delete line ${entry.line} of ${allowlist} so the page stays above the bar`,
        ),
      ];
    }
    return [];
  },
  checkRun(_docs, context) {
    return readAllowlist(context)
      .filter((entry) => !existsSync(join(context.rootDir, entry.path)))
      .map((entry) =>
        depthFinding(
          context.depthAllowlistPath,
          entry.line,
          `lists ${entry.path}, which does not exist`,
          'delete the line (or correct the path if the page moved)',
        ),
      );
  },
};

export function pageKind(path: string, rootDir: string, source = ''): PageKind {
  if (/^docs\/glossary\/index\.mdx?$/.test(path)) return 'glossary';
  if (/^::cli-reference\{/m.test(source)) return 'generatedReference';
  if (/^index\.mdx?$/.test(basename(path)) && hasChildPages(join(rootDir, dirname(path)), path)) {
    return 'sectionIndex';
  }
  return 'page';
}

function hasChildPages(directory: string, indexPath: string): boolean {
  return readdirSync(directory, {withFileTypes: true}).some((entry) =>
    entry.isDirectory()
      ? containsDocs(join(directory, entry.name))
      : DOC_FILE.test(entry.name) && entry.name !== basename(indexPath),
  );
}

function containsDocs(directory: string): boolean {
  return readdirSync(directory, {withFileTypes: true}).some((entry) =>
    entry.isDirectory() ? containsDocs(join(directory, entry.name)) : DOC_FILE.test(entry.name),
  );
}

function describeKind(kind: PageKind): string {
  const descriptions: Record<PageKind, string> = {
    page: 'page',
    sectionIndex: 'section index page',
    glossary: 'glossary',
    generatedReference: 'generated reference page',
  };
  return descriptions[kind];
}

export function readAllowlist(context: CheckContext): AllowlistEntry[] {
  const file = join(context.rootDir, context.depthAllowlistPath);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({path: text.trim(), line: index + 1}))
    .filter((entry) => entry.path !== '' && !entry.path.startsWith('#'));
}

function depthFinding(file: string, line: number, message: string, fix: string): Finding {
  return {file, line, check: 'depth', message, fix};
}
