import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The helpers plugins/tslib-helpers/helpers.ts provides. */
export const PROVIDED_HELPERS: ReadonlySet<string> = new Set(['__importDefault']);

const HELPERS_MODULE = path.join(__dirname, 'helpers.ts');

const FROM_TSLIB = String.raw`["']tslib["']`;
const REQUIRE_TSLIB = String.raw`require\(\s*${FROM_TSLIB}\s*\)`;

function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+|\s*:\s*/)[0] ?? '')
    .filter((name) => name !== '');
}

/**
 * The tslib helpers a module's source uses, however it was compiled: through a binding of the
 * module (`const tslib_1 = require("tslib")`, `import * as h from 'tslib'`, Babel's `_tslib`,
 * esbuild's `import_tslib`), by destructuring or named imports and exports, or straight off
 * `require("tslib")`. `undefined` when the source loads tslib in a way none of these reads, so
 * that the build refuses what it cannot check.
 */
export function helpersUsedBy(source: string): string[] | undefined {
  const used = new Set<string>();
  const bindings = new Set<string>();
  for (const pattern of [
    String.raw`(?:const|let|var)\s+(\w+)\s*=\s*${REQUIRE_TSLIB}`,
    String.raw`import\s*\*\s*as\s+(\w+)\s+from\s*${FROM_TSLIB}`,
    String.raw`import\s+(\w+)\s*(?:,\s*\{[^}]*\}\s*)?from\s*${FROM_TSLIB}`,
  ]) {
    for (const [, binding] of source.matchAll(new RegExp(pattern, 'g'))) bindings.add(binding);
  }
  for (const binding of bindings) {
    for (const [, name] of source.matchAll(new RegExp(String.raw`\b${binding}\.(__\w+)`, 'g'))) {
      used.add(name);
    }
  }
  for (const [, name] of source.matchAll(/\b\w*tslib\w*\.(__\w+)/g)) used.add(name);
  for (const [, name] of source.matchAll(new RegExp(String.raw`${REQUIRE_TSLIB}\.(__\w+)`, 'g'))) {
    used.add(name);
  }
  for (const pattern of [
    String.raw`\{([^}]*)\}\s*=\s*${REQUIRE_TSLIB}`,
    String.raw`(?:import\s+(?:\w+\s*,\s*)?|export\s*)\{([^}]*)\}\s*from\s*${FROM_TSLIB}`,
  ]) {
    for (const [, list] of source.matchAll(new RegExp(pattern, 'g'))) {
      for (const name of namesIn(list)) used.add(name);
    }
  }
  const loadsTslib = new RegExp(String.raw`${REQUIRE_TSLIB}|from\s*${FROM_TSLIB}`).test(source);
  if (loadsTslib && used.size === 0) return undefined;
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
                  const {issuer} = data.contextInfo;
                  if (data.request.startsWith('tslib/')) {
                    throw new Error(
                      `${issuer} loads ${data.request}, which would bring all of tslib back ` +
                        'into the browser bundle: see plugins/tslib-helpers.',
                    );
                  }
                  if (data.request !== 'tslib' || !issuer) return;
                  let source: string;
                  try {
                    source = readFileSync(issuer, 'utf8');
                  } catch {
                    throw new Error(
                      `${issuer} loads tslib and plugins/tslib-helpers cannot read its source.`,
                    );
                  }
                  const used = helpersUsedBy(source);
                  if (!used) {
                    throw new Error(
                      `${issuer} loads tslib in a way plugins/tslib-helpers cannot read, so it ` +
                        'cannot tell which helpers it needs.',
                    );
                  }
                  const missing = used.filter((helper) => !PROVIDED_HELPERS.has(helper));
                  if (missing.length > 0) {
                    throw new Error(
                      `${issuer} uses tslib's ${missing.join(', ')}, which ` +
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
