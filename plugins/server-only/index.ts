import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** What a `.server` module is in the browser bundle: a default export of `undefined`. */
export const BROWSER_STAND_IN = path.join(__dirname, 'browserStandIn.ts');

/** A request for a `.server` module: `./Tables.server`, with or without its extension (.ts, .tsx, .js, .mjs...). */
export const SERVER_MODULE_REQUEST = /\.server(\.[cm]?[jt]sx?)?$/;

/**
 * Leaves `.server` modules out of the browser bundle: there, each request for one resolves to
 * browserStandIn.ts, whose default export is `undefined`. The server bundle, which renders the
 * HTML, and the unit tests get the module itself. src/components/ServerRendered uses it to keep
 * content whose code and data a page needs only to render its HTML (the configuration
 * reference's tables) out of the page's first load (DESIGN.md#page-weight).
 */
export default function serverOnlyPlugin(_context: LoadContext): Plugin {
  return {
    name: 'clouder-server-only',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            SERVER_MODULE_REQUEST,
            BROWSER_STAND_IN,
          ),
        ],
      };
    },
  };
}
