import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Routes that exist only for the end-to-end tests (enabled by CLOUDER_E2E=1 in
 * docusaurus.config.ts), so that the production site never ships them.
 */
export default function e2eFixturesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'clouder-e2e-fixtures',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/e2e/crash/',
        component: path.resolve(__dirname, 'CrashPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/e2e/lazy-panel/',
        component: path.resolve(__dirname, 'LazyPanelPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/e2e/hydration-mismatch/',
        component: path.resolve(__dirname, 'HydrationMismatchPage.tsx'),
        exact: true,
      });
    },
  };
}
