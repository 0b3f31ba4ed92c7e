import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The browser bundle's React entry points, each mapped to its counterpart in Preact's React
 * compatibility layer. The aliases are exact (`$`) so that no React module reaches the browser
 * bundle. `preact/compat/jsx-runtime` (not `preact/jsx-runtime`) loads compat first, so that its
 * option hooks (className, onChange, style...) apply to JSX too. The values are requests, not
 * file paths, so that the bundler picks the ES module build of every entry (one copy of Preact;
 * `require.resolve` would give some entries' CommonJS build).
 */
export const PREACT_CLIENT_ALIASES: Record<string, string> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react-dom/test-utils$': 'preact/test-utils',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

/**
 * The browser runs the site on Preact's React compatibility layer; the server bundle keeps React
 * and renders the HTML, which Preact hydrates. React DOM alone was 42 KB gzip of every page's
 * first load, Preact and its compatibility layer are about 10 KB (DESIGN.md#page-weight).
 * Preact hydrates without comparing attributes and reports no mismatch:
 * tests/e2e/hydration.spec.ts compares, for every page, the hydrated DOM with the browser's own
 * render, and eslint.config.mjs forbids `useId`, whose values differ between the two.
 */
export default function preactClientPlugin(_context: LoadContext): Plugin {
  return {
    name: 'clouder-preact-client',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus aliases `react` and `react-dom` to the site's package folders (prefix
      // aliases, first in the list), which would catch `react/jsx-runtime` and the rest before
      // the exact aliases below: the browser bundle drops them.
      const alias = config.resolve?.alias as Record<string, unknown> | undefined;
      if (alias) {
        delete alias.react;
        delete alias['react-dom'];
      }
      return {resolve: {alias: PREACT_CLIENT_ALIASES}};
    },
    getClientModules() {
      // Scrolls to a link's fragment after navigation, where Preact's render order defeats
      // Docusaurus' own scroll (see the module).
      return [path.join(__dirname, 'scrollToHash.ts')];
    },
  };
}
