import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The helpers plugins/tslib-helpers/helpers.ts provides. */
export const PROVIDED_HELPERS: ReadonlySet<string> = new Set(['__importDefault']);

const HELPERS_MODULE = path.join(__dirname, 'helpers.ts');

/**
 * The tslib helpers a module's source uses: `tslib_1.__name` in CommonJS compiled by TypeScript,
 * `import {__name} from 'tslib'` in an ES module.
 */
export function helpersUsedBy(source: string): string[] {
  const used = new Set<string>();
  for (const [, name] of source.matchAll(/\btslib(?:_\d+)?\.(__\w+)/g)) used.add(name);
  for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']tslib["']/g)) {
    for (const name of names.split(',')) {
      const imported = name.trim().split(/\s+as\s+/)[0];
      if (imported) used.add(imported);
    }
  }
  return [...used].sort();
}

interface ResolveData {
  request: string;
  contextInfo: {issuer: string};
}

interface Compiler {
  hooks: {
    normalModuleFactory: {
      tap(
        name: string,
        fn: (factory: {
          hooks: {beforeResolve: {tap(name: string, fn: (data: ResolveData) => void): void}};
        }) => void,
      ): void;
    };
  };
}

/**
 * Gives the browser bundle only the tslib helpers it uses (helpers.ts), and fails the build,
 * naming the module and the helper, when a module asks for one it does not provide. The server
 * bundle keeps tslib.
 */
export default function tslibHelpersPlugin(_context: LoadContext): Plugin {
  return {
    name: 'clouder-tslib-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {tslib$: HELPERS_MODULE}},
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.normalModuleFactory.tap('clouder-tslib-helpers', (factory) => {
                factory.hooks.beforeResolve.tap('clouder-tslib-helpers', (data) => {
                  if (data.request !== 'tslib' || !data.contextInfo.issuer) return;
                  const source = readFileSync(data.contextInfo.issuer, 'utf8');
                  const missing = helpersUsedBy(source).filter(
                    (helper) => !PROVIDED_HELPERS.has(helper),
                  );
                  if (missing.length > 0) {
                    throw new Error(
                      `${data.contextInfo.issuer} uses tslib's ${missing.join(', ')}, which ` +
                        'plugins/tslib-helpers/helpers.ts does not provide: write it there.',
                    );
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
