import type {PrismTheme} from 'prism-react-renderer';

/**
 * The code blocks' syntax theme: GitHub's light palette, darkened where needed so that every
 * token reaches WCAG 2.1 AA contrast (4.5:1) on the code background (#f6f8fa) and on a
 * highlighted line (custom.css darkens it by 8%). prism-react-renderer's `github` theme, which
 * the site used before, has tokens from 2.3:1 (#36acaa) to 3.3:1 (#999988).
 * tests/unit/syntax-theme.test.ts holds every colour to the ratio.
 */
/**
 * Prism's languages beyond prism-react-renderer's own, as `themeConfig.prism.additionalLanguages`
 * and as plugins/code-tokens loads them to highlight at build time.
 */
export const ADDITIONAL_PRISM_LANGUAGES = [
  'bash',
  'yaml',
  'json',
  'docker',
  'hcl',
  'python',
  'toml',
  'ini',
  'diff',
  'shell-session',
];

export const CODE_BACKGROUND = '#f6f8fa';
/** #f6f8fa under rgba(0, 0, 0, 0.08), the highlighted-line background. */
export const HIGHLIGHTED_LINE_BACKGROUND = '#e3e4e6';

/** A line a diff adds (`+`), and one it removes (`-`), in ```diff blocks (src/css/custom.css). */
export const INSERTED_LINE_BACKGROUND = '#dafbe1';
export const DELETED_LINE_BACKGROUND = '#ffebe9';
/** A line marked `error-next-line` (or between `error-start` and `error-end`). */
export const ERROR_LINE_BACKGROUND = '#ffebe9';

/**
 * The magic comments of code blocks: the theme's own highlight, and an error marker for the line
 * that fails (troubleshooting). No focus marker: dimming the other lines would take their tokens
 * under 4.5:1.
 */
export const MAGIC_COMMENTS = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
  {
    className: 'code-block-error-line',
    line: 'error-next-line',
    block: {start: 'error-start', end: 'error-end'},
  },
];

export const syntaxTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: CODE_BACKGROUND},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#57606a', fontStyle: 'italic'},
    },
    {types: ['namespace'], style: {color: '#57606a'}},
    {types: ['string', 'attr-value', 'char', 'template-string'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'constant', 'regex'],
      style: {color: '#0550ae'},
    },
    {types: ['variable', 'property', 'parameter'], style: {color: '#953800'}},
    {types: ['atrule', 'keyword', 'attr-name', 'selector', 'important'], style: {color: '#a40e26'}},
    {types: ['function', 'function-variable', 'class-name', 'builtin'], style: {color: '#6639ba'}},
    {types: ['tag'], style: {color: '#116329'}},
    {types: ['inserted'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#82071e'}},
  ],
};
