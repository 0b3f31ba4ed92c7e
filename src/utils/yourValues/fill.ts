import type {LineToken} from '@site/src/data/codeTokens';
import {parseValues, variablesOf} from './fields';
import {EXPORT_LINE, VALUES_META} from './slots';

/**
 * Fills a code block with a reader's values (DESIGN.md#your-values): loaded only once a reader
 * has set one. Values go in as text, into the code and its build-time tokens alike, so the block
 * draws and copies what it shows; nothing is parsed as HTML.
 */

interface Replacement {
  start: number;
  end: number;
  text: string;
}

const NEWLINE = /\r\n|\r|\n/;
/** Characters a shell word may hold unquoted. */
const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** The value as one shell word: as it is when safe, else in single quotes. */
export function shellWord(value: string): string {
  if (SHELL_SAFE.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The marked literals of a block's meta (`values="CLUSTER_NAME=my-cluster ..."`). */
export function parseValuesMeta(
  metastring: string | undefined,
): [variable: string, literal: string][] {
  const match = VALUES_META.exec(metastring ?? '');
  if (!match) return [];
  return match[1]
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((pair) => {
      const at = pair.indexOf('=');
      return at > 0 && at < pair.length - 1
        ? [[pair.slice(0, at), pair.slice(at + 1)] as [string, string]]
        : [];
    });
}

export type Variables = ReturnType<typeof variablesOf>;

/** The variables the stored values fill: read once per change of the values, for every block. */
export function variablesFromStored(storedValues: string): Variables {
  return variablesOf(parseValues(storedValues));
}

function exportReplacement(line: string, variables: Variables): Replacement | undefined {
  const match = EXPORT_LINE.exec(line);
  if (!match) return undefined;
  const [, lead, name, raw] = match;
  const valueOf = variables.get(name);
  if (!valueOf) return undefined;
  const quote = /^(["']).*\1$/.test(raw) ? raw[0] : '';
  const example = quote ? raw.slice(1, -1) : raw;
  // `"$REGION"` refers to another variable: the line is right as it stands.
  if (example === '' || example.includes('$')) return undefined;
  const value = valueOf(example);
  if (value === undefined) return undefined;
  const start = lead.length + name.length + 1;
  // Checked values hold no quote of either kind: inside the page's quotes they stay one word.
  const text = quote ? `${quote}${value}${quote}` : shellWord(value);
  return {start, end: line.length, text};
}

function markReplacements(
  line: string,
  marks: readonly [string, string][],
  variables: Variables,
  taken: Replacement[],
): Replacement[] {
  const found: Replacement[] = [];
  // A marked literal the reader has no value for keeps its place: a shorter literal inside it
  // (`my-cluster` in `my-cluster.example.com`) would make up a host that is neither.
  const kept: {start: number; end: number}[] = [];
  const overlaps = (start: number, end: number) =>
    [...taken, ...found, ...kept].some((other) => start < other.end && other.start < end);
  // The longest literal first: `my-cluster.example.com` before `my-cluster`.
  for (const [variable, literal] of [...marks].sort((a, b) => b[1].length - a[1].length)) {
    const value = variables.get(variable)?.(literal);
    for (let at = line.indexOf(literal); at >= 0; at = line.indexOf(literal, at + literal.length)) {
      const place = {start: at, end: at + literal.length};
      if (overlaps(place.start, place.end)) continue;
      if (value === undefined) kept.push(place);
      else found.push({...place, text: value});
    }
  }
  return found;
}

function applyToText(text: string, replacements: readonly Replacement[]): string {
  let out = '';
  let cursor = 0;
  for (const {start, end, text: value} of replacements) {
    out += text.slice(cursor, start) + value;
    cursor = end;
  }
  return out + text.slice(cursor);
}

/** The tokens of a line after its replacements: each replacement joins the token it starts in. */
function applyToTokens(
  tokens: readonly LineToken[],
  replacements: readonly Replacement[],
): LineToken[] {
  const result: LineToken[] = [];
  let offset = 0;
  for (const token of tokens) {
    const start = offset;
    const end = token.empty ? start : start + token.content.length;
    offset = end;
    if (token.empty) {
      result.push(token);
      continue;
    }
    let content = '';
    let position = start;
    for (const replacement of replacements) {
      if (replacement.end <= position || replacement.start >= end) continue;
      if (replacement.start > position)
        content += token.content.slice(position - start, replacement.start - start);
      if (replacement.start >= start) content += replacement.text;
      position = Math.min(end, replacement.end);
    }
    content += token.content.slice(position - start);
    if (content !== '') result.push({...token, content});
  }
  return result;
}

export interface FilledBlock {
  code: string;
  lines: LineToken[][] | undefined;
}

/**
 * The block with the reader's values in place, or undefined where it has nothing to fill.
 * `lines` are the block's build-time tokens for `code`, one array per line.
 */
export function fillBlock(
  code: string,
  lines: readonly LineToken[][] | undefined,
  variables: Variables,
  metastring: string | undefined,
): FilledBlock | undefined {
  if (variables.size === 0) return undefined;
  const marks = parseValuesMeta(metastring);
  const texts = code.split(NEWLINE);
  let changed = false;
  const filledTexts: string[] = [];
  const filledLines: LineToken[][] = [];
  texts.forEach((text, index) => {
    const fromExport = exportReplacement(text, variables);
    const taken = fromExport ? [fromExport] : [];
    const replacements = [...taken, ...markReplacements(text, marks, variables, taken)].sort(
      (a, b) => a.start - b.start,
    );
    if (replacements.length > 0) changed = true;
    filledTexts.push(replacements.length > 0 ? applyToText(text, replacements) : text);
    const tokens = lines?.[index];
    if (tokens)
      filledLines.push(replacements.length > 0 ? applyToTokens(tokens, replacements) : [...tokens]);
  });
  if (!changed) return undefined;
  return {code: filledTexts.join('\n'), lines: lines ? filledLines : undefined};
}
