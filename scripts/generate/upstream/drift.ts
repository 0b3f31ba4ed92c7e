/**
 * Compares two fact maps (facts.ts) and writes the drift report: each fact added, removed or
 * changed, with the pages that use it, so that the author of a refresh knows which pages to read
 * again. A page uses a CLI fact when it writes the command (`clouder cost ls`, or with `c`), and an
 * option fact when it also writes the option; a chart or variable fact when it names the chart or
 * the variable.
 *
 * Usage: tsx scripts/generate/upstream/drift.ts <before.json> <after.json> [report]   (default:
 * reports/upstream-drift.md)
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {SNAPSHOT_LABEL} from '../../../src/data/upstream/snapshot';
import fg from 'fast-glob';
import type {Facts} from './facts';

export interface DriftEntry {
  key: string;
  change: 'added' | 'removed' | 'changed';
  before?: string;
  after?: string;
  pages: string[];
}

export function diffFacts(before: Facts, after: Facts): Omit<DriftEntry, 'pages'>[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.flatMap((key): Omit<DriftEntry, 'pages'>[] => {
    if (!(key in before)) return [{key, change: 'added', after: after[key]}];
    if (!(key in after)) return [{key, change: 'removed', before: before[key]}];
    return before[key] === after[key]
      ? []
      : [{key, change: 'changed', before: before[key], after: after[key]}];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words a page must contain to use a fact. */
export function factPatterns(key: string): RegExp[] {
  const [kind, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (kind === 'cli') {
    const words = name.replace(/ \(group\)$/, '').split(' ');
    const last = words.at(-1)!;
    const isParameter = /^-|^[A-Z_]+$/.test(last);
    const command = (isParameter ? words.slice(0, -1) : words).slice(1).join(' ');
    const commandPattern = new RegExp(
      `(?:^|[\\s\`$(])(?:clouder|c) ${escape(command)}(?![\\w-])`,
      'm',
    );
    return isParameter && last.startsWith('-')
      ? [commandPattern, new RegExp(`(?<![\\w-])${escape(last)}(?![\\w-])`)]
      : [commandPattern];
  }
  // A rendered object is used by its name (`datalayer-iam-svc`), a chart that fails by its own.
  const used = kind === 'object' ? name.replace(/^[A-Za-z]+\//, '').replace(/ \(.*\)$/, '') : name;
  return [new RegExp(`(?<![\\w-])${escape(used)}(?![\\w-])`)];
}

export function pagesUsing(key: string, pages: ReadonlyMap<string, string>): string[] {
  const patterns = factPatterns(key);
  return [...pages]
    .filter(([, text]) => patterns.every((pattern) => pattern.test(text)))
    .map(([file]) => file)
    .sort();
}

export function readPages(root: string): Map<string, string> {
  const files = fg.sync('docs/**/*.{md,mdx}', {cwd: root});
  return new Map(files.sort().map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

export function drift(
  before: Facts,
  after: Facts,
  pages: ReadonlyMap<string, string>,
): DriftEntry[] {
  // A kind of fact the state before did not record at all (rendered objects, the first time) is
  // new data, not drift: it is left out rather than sending every page that names it to a reader.
  const kindOf = (key: string) => key.slice(0, key.indexOf(':'));
  const known = new Set(Object.keys(before).map(kindOf));
  return diffFacts(before, after)
    .filter((entry) => known.has(kindOf(entry.key)))
    .map((entry) => ({...entry, pages: pagesUsing(entry.key, pages)}));
}

/**
 * What the content gate holds pages to after a refresh (the `drift` check): each page that uses a
 * changed fact, with the facts, until its front matter says it was verified against the snapshot
 * the refresh recorded (`verified_against: '<label>'`).
 */
export interface RereadList {
  label: string;
  pages: Record<string, string[]>;
}

export function rereadList(entries: readonly DriftEntry[], label: string): RereadList {
  const pages: Record<string, string[]> = {};
  for (const entry of entries) {
    for (const page of entry.pages) (pages[page] ??= []).push(entry.key);
  }
  return {
    label,
    pages: Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))),
  };
}

export function renderDrift(entries: readonly DriftEntry[], title: string): string {
  const lines = [
    `# Upstream drift: ${title}`,
    '',
    'Written by `npm run upstream:refresh` (scripts/generate/upstream/drift.ts). Each fact the generators',
    'wrote differently from the recorded state before, with the pages that use it. Read each page',
    'listed again against the new source: the content gate (`drift` check) fails each page listed',
    'until its front matter says `verified_against` the new snapshot; it also fails pages whose',
    'commands, options, variables or objects no longer exist.',
    '',
    `${entries.length} facts changed: ${entries.filter((e) => e.change === 'added').length} added, ` +
      `${entries.filter((e) => e.change === 'removed').length} removed, ` +
      `${entries.filter((e) => e.change === 'changed').length} changed; ` +
      `${new Set(entries.flatMap((e) => e.pages)).size} pages to read again.`,
    '',
  ];
  for (const kind of ['cli', 'chart', 'variable', 'object']) {
    const part = entries.filter((entry) => entry.key.startsWith(`${kind}:`));
    if (part.length === 0) continue;
    lines.push(
      `## ${{cli: 'CLI', chart: 'Charts', variable: 'Configuration variables', object: 'Rendered objects'}[kind]}`,
      '',
    );
    lines.push('| Fact | Change | Before | After | Pages |', '| --- | --- | --- | --- | --- |');
    for (const entry of part) {
      const cell = (text?: string) => (text ? `\`${text.replace(/\|/g, '\\|')}\`` : '');
      lines.push(
        `| \`${entry.key.slice(kind.length + 1)}\` | ${entry.change} | ${cell(entry.before)} | ${cell(entry.after)} | ${entry.pages.map((page) => `\`${page}\``).join(', ')} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

if (require.main === module) {
  const fromIndex = process.argv.indexOf('--from');
  const from = fromIndex > 0 ? process.argv[fromIndex + 1] : undefined;
  const positional = process.argv
    .slice(2)
    .filter((_, index, all) => all[index] !== '--from' && all[index - 1] !== '--from');
  const [beforeFile, afterFile, report = 'reports/upstream-drift.md'] = positional;
  if (!beforeFile || !afterFile) {
    console.error(
      'Usage: tsx scripts/generate/upstream/drift.ts <before.json> <after.json> [report] [--from <what the facts before were>]',
    );
    process.exit(2);
  }
  const root = path.resolve(__dirname, '..', '..', '..');
  const entries = drift(
    JSON.parse(readFileSync(beforeFile, 'utf8')) as Facts,
    JSON.parse(readFileSync(afterFile, 'utf8')) as Facts,
    readPages(root),
  );
  writeFileSync(
    path.join(root, report),
    renderDrift(
      entries,
      `${new Date().toISOString().slice(0, 10)}, ${from ? `from ${from} ` : ''}to ${SNAPSHOT_LABEL}`,
    ),
  );
  writeFileSync(
    path.join(root, report.replace(/\.md$/, '.json')),
    `${JSON.stringify(rereadList(entries, SNAPSHOT_LABEL), null, 1)}\n`,
  );
  console.log(`${report}: ${entries.length} facts changed`);
}
