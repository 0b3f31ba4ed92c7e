/**
 * Code blocks are highlighted at build time (plugins/code-tokens) and drawn in the browser from
 * the tokens it wrote, so that no syntax highlighter ships to readers (DESIGN.md#code-blocks-and-diagrams).
 *
 * The tokens travel with the page as a compact JSON string beside the code itself: one array per
 * line of the code as written, one entry per token, holding the token's types and its length
 * rather than its text, which the code already carries.
 */

/** A token as prism-react-renderer's `Highlight` hands it to the theme's `Line`. */
export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** A plain token's length, or a typed token's types (space-separated) and length. */
export type EncodedToken = number | [string, number];
export type EncodedLines = EncodedToken[][];

const NEWLINE = /\r\n|\r|\n/;

/** True for the types of a plain token: text outside every token of the grammar. */
export const isPlain = (types: readonly string[]) => types.length === 1 && types[0] === 'plain';

/** The build side: lines of tokens (as Prism and normalizeTokens give them) to their encoding. */
export function encodeLines(lines: readonly (readonly LineToken[])[]): EncodedLines {
  return lines.map((line) =>
    line.map(({types, content, empty}) => {
      const length = empty ? 0 : content.length;
      return isPlain(types) ? length : [types.join(' '), length];
    }),
  );
}

/**
 * The browser side: the tokens of each line of `code` as written, from their encoding. Returns
 * undefined when the encoding does not fit the code (another text than it was made from).
 */
export function decodeLines(code: string, encoded: EncodedLines): LineToken[][] | undefined {
  const texts = code.split(NEWLINE);
  if (encoded.length > texts.length) return undefined;
  const lines: LineToken[][] = [];
  for (const [index, line] of encoded.entries()) {
    const text = texts[index];
    const tokens: LineToken[] = [];
    let offset = 0;
    for (const token of line) {
      const [types, length] = typeof token === 'number' ? ['plain', token] : token;
      tokens.push({types: types.split(' '), content: text.slice(offset, offset + length)});
      offset += length;
    }
    if (offset !== text.length) return undefined;
    // An empty line is one empty token, which the theme's Line draws as a line of its own.
    if (tokens.length === 1 && tokens[0].content === '') {
      tokens[0] = {...tokens[0], content: '\n', empty: true};
    }
    lines.push(tokens);
  }
  return lines;
}

/** A line of `code` as one plain token: how a block without build-time tokens is drawn. */
export function plainLine(text: string): LineToken[] {
  return text === ''
    ? [{types: ['plain'], content: '\n', empty: true}]
    : [{types: ['plain'], content: text}];
}

/**
 * The tokens of each line of `shown`, the code a block displays, from the tokens of `written`, the
 * code as the page wrote it. They differ only by whole lines: the theme drops the lines that
 * hold a magic comment (`// highlight-next-line`). A shown line with no written line to match is
 * drawn plain.
 */
export function tokensOfShownLines(
  written: string,
  writtenLines: readonly LineToken[][],
  shown: string,
): LineToken[][] {
  const writtenTexts = written.split(NEWLINE);
  let next = 0;
  return shown.split(NEWLINE).map((text) => {
    let match = next;
    while (match < writtenLines.length && writtenTexts[match] !== text) match += 1;
    if (match >= writtenLines.length) return plainLine(text);
    next = match + 1;
    return writtenLines[match];
  });
}

/** A block's code as the page wrote it, with the tokens decoded from its build-time encoding. */
export interface DecodedBlock {
  written: string;
  lines: LineToken[][];
}

/**
 * Decodes a block's build-time tokens once, for every part of the block that draws or copies it;
 * undefined where there are none or they do not fit the code.
 */
export function decodeBlock(
  written: string | undefined,
  tokens: EncodedLines | undefined,
): DecodedBlock | undefined {
  if (written === undefined || !tokens) return undefined;
  const lines = decodeLines(written, tokens);
  return lines ? {written, lines} : undefined;
}

/** The lines a block draws: the tokens of `shown` from its decoded block, or plain lines. */
export function linesToDraw(block: DecodedBlock | undefined, shown: string): LineToken[][] {
  if (block) return tokensOfShownLines(block.written, block.lines, shown);
  return shown.split(NEWLINE).map(plainLine);
}

/** The languages of console blocks: a prompt, a command, then the command's output. */
export const CONSOLE_LANGUAGES = new Set(['shell-session', 'sh-session', 'shellsession']);

/**
 * What Copy copies of a console block: its commands without their prompts, one per line (a
 * command continued with `\` keeps its continuation lines), and none of the output.
 */
export function commandsOf(lines: readonly LineToken[][]): string {
  return lines
    .map((line) =>
      line
        .filter(({types}) => types.includes('bash'))
        .map(({content}) => content)
        .join(''),
    )
    .filter((command) => command.trim() !== '')
    .join('\n');
}
