import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeTokens, Prism} from 'prism-react-renderer';
import {visit} from 'unist-util-visit';
import {encodeLines, isPlain, type EncodedLines, type LineToken} from '../../src/data/codeTokens';
import {ADDITIONAL_PRISM_LANGUAGES} from '../../src/data/syntaxTheme';

/**
 * Code highlighted at build time (DESIGN.md#code-blocks-and-diagrams). The remark plugin runs
 * Prism, with the site's languages, over every fenced code block and hands the tokens to the
 * theme's code block as the `codetokens` property of the block, which the swizzled
 * `CodeBlock/Content` draws (src/components/CodeTokens/Highlight.tsx). The site plugin replaces
 * the theme's client module that loads Prism's languages into every page with an empty one. The
 * live playground, which highlights what a reader types, keeps prism-react-renderer in its own
 * chunk.
 */
export const CODE_TOKENS_PROPERTY = 'codetokens';

let languagesLoaded = false;

/** prism-react-renderer's Prism with the site's additional languages, as the theme loads them. */
function prism(): typeof Prism {
  if (!languagesLoaded) {
    const global = globalThis as {Prism?: unknown};
    const before = global.Prism;
    global.Prism = Prism;
    for (const language of ADDITIONAL_PRISM_LANGUAGES) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(`prismjs/components/prism-${language}`);
    }
    global.Prism = before;
    languagesLoaded = true;
  }
  return Prism;
}

/**
 * The tokens of `code` in `language`, line by line; undefined when Prism has no grammar for it or
 * finds only plain text (`text`), which the block draws as plain lines without tokens.
 */
export function tokenizeCode(code: string, language: string): EncodedLines | undefined {
  const highlighter = prism();
  const grammar = highlighter.languages[language.toLowerCase()];
  if (!grammar) return undefined;
  const lines = normalizeTokens(highlighter.tokenize(code, grammar)) as LineToken[][];
  const plain = lines.every((line) => line.every(({types}) => isPlain(types)));
  return plain ? undefined : encodeLines(lines);
}

export function remarkCodeTokens() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      if (!node.lang || node.lang === 'mermaid') return;
      const tokens = tokenizeCode(node.value, node.lang);
      if (!tokens) return;
      node.data ??= {};
      node.data.hProperties = {
        ...node.data.hProperties,
        [CODE_TOKENS_PROPERTY]: JSON.stringify(tokens),
      };
    });
  };
}

const THEME_CLASSIC = path.dirname(require.resolve('@docusaurus/theme-classic'));
/** The client module that loads Prism's languages into every page. */
const PRISM_LANGUAGES_MODULE = path.join(THEME_CLASSIC, 'prism-include-languages.js');
const SRC = path.resolve(__dirname, '..', '..', 'src');

export default function codeTokensPlugin(_context: LoadContext): Plugin {
  return {
    name: 'clouder-code-tokens',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [PRISM_LANGUAGES_MODULE]: path.join(SRC, 'components', 'CodeTokens', 'noPrism.ts'),
          },
        },
      };
    },
  };
}
