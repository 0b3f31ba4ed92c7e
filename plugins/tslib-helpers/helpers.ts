/**
 * The TypeScript helpers the browser bundle needs, in place of the whole `tslib` (18 KB before
 * minification, about 4 KB gzip on every page): Docusaurus' `utils-common` is CommonJS compiled
 * with `importHelpers`, and a `require('tslib')` keeps every helper, used or not. The plugin in
 * index.ts fails the build when a module of the browser bundle asks for a helper not written here.
 */

/** A CommonJS module's exports as an ES module's namespace: its own when it is one already. */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
