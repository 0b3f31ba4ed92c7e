/**
 * prism-react-renderer's `Highlight` render prop, for the swizzled `CodeBlock/Content`, fed with
 * the tokens Prism made at build time (plugins/code-tokens) instead of running Prism in the
 * browser. A block without tokens (a language Prism does not
 * know) is drawn as plain lines, as Highlight draws it.
 */
import {useContext, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';
import {isPlain, linesToDraw, type LineToken} from '@site/src/data/codeTokens';
import {CodeTokensContext} from './context';

type Style = CSSProperties;
type Dictionary = Record<string, Style | undefined>;

interface LinePropsInput {
  line?: LineToken[];
  className?: string;
  style?: Style;
  [key: string]: unknown;
}

interface TokenPropsInput {
  token: LineToken;
  className?: string;
  style?: Style;
  [key: string]: unknown;
}

interface RenderProps {
  tokens: LineToken[][];
  className: string;
  style: Style;
  getLineProps(input: LinePropsInput): Record<string, unknown>;
  getTokenProps(input: TokenPropsInput): Record<string, unknown>;
}

interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  children(props: RenderProps): ReactNode;
}

/** Each token type's style in the theme, for `language`; `root` is the block's own. */
function dictionary(theme: PrismTheme, language: string): Dictionary {
  const byType: Dictionary = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = {...byType[type], ...(style as Style)};
  }
  return {
    ...byType,
    root: theme.plain as Style,
    plain: {...(theme.plain as Style), backgroundColor: undefined},
  };
}

function tokenStyle(byType: Dictionary, {types, empty}: LineToken): Style | undefined {
  const emptyStyle: Style | undefined = empty ? {display: 'inline-block'} : undefined;
  if (isPlain(types)) return emptyStyle;
  if (types.length === 1 && empty) return byType[types[0]];
  return Object.assign({}, emptyStyle, ...types.map((type) => byType[type]));
}

export function Highlight({code, language, theme, children}: HighlightProps): ReactNode {
  const block = useContext(CodeTokensContext);
  const lower = language.toLowerCase();
  const byType = useMemo(() => dictionary(theme, lower), [theme, lower]);
  const lines = useMemo(() => linesToDraw(block, code), [block, code]);
  return children({
    tokens: lines,
    className: `prism-code language-${lower}`,
    style: byType.root ?? {},
    getLineProps: ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...byType.plain, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...tokenStyle(byType, token), ...style} : tokenStyle(byType, token),
    }),
  });
}
