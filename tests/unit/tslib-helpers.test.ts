import {describe, expect, it} from 'vitest';
import * as helpers from '../../plugins/tslib-helpers/helpers';
import {PROVIDED_HELPERS, helpersUsedBy} from '../../plugins/tslib-helpers';

describe('tslib helpers of the browser bundle', () => {
  it('provides exactly the helpers the plugin lets through', () => {
    expect(Object.keys(helpers).sort()).toEqual([...PROVIDED_HELPERS].sort());
  });

  it('reads the helpers a CommonJS or ES module uses', () => {
    const commonJs = [
      'const tslib_1 = require("tslib");',
      'const a = tslib_1.__importDefault(require("a"));',
      'tslib_1.__exportStar(require("./b"), exports);',
    ].join('\n');
    expect(helpersUsedBy(commonJs)).toEqual(['__exportStar', '__importDefault']);
    expect(helpersUsedBy('import {__awaiter, __assign as assign} from "tslib";')).toEqual([
      '__assign',
      '__awaiter',
    ]);
    expect(helpersUsedBy('const x = 1;')).toEqual([]);
  });

  it('reads the forms other compilers write', () => {
    // Babel, esbuild, another binding name, a namespace import, destructuring, direct access.
    expect(helpersUsedBy('var _tslib = require("tslib"); (0, _tslib.__awaiter)(a);')).toEqual([
      '__awaiter',
    ]);
    expect(helpersUsedBy('var import_tslib = require("tslib"); import_tslib.__rest(a);')).toEqual([
      '__rest',
    ]);
    expect(helpersUsedBy('const h = require("tslib"); h.__extends(a, b);')).toEqual(['__extends']);
    expect(helpersUsedBy('import * as helpers from "tslib"; helpers.__values(a);')).toEqual([
      '__values',
    ]);
    expect(helpersUsedBy('const {__read, __spreadArray: s} = require("tslib");')).toEqual([
      '__read',
      '__spreadArray',
    ]);
    expect(helpersUsedBy('require("tslib").__decorate([], a);')).toEqual(['__decorate']);
    expect(helpersUsedBy("export {__assign} from 'tslib';")).toEqual(['__assign']);
    expect(helpersUsedBy("import h, {__awaiter} from 'tslib'; h.__rest(a);")).toEqual([
      '__awaiter',
      '__rest',
    ]);
  });

  it('gives up, so that the build refuses, on a use of tslib it cannot read', () => {
    expect(helpersUsedBy('const t = require("tslib"); call(t);')).toBeUndefined();
  });

  it('wraps a CommonJS module as a default export and leaves an ES module as it is', () => {
    const commonJs = {value: 1};
    expect(helpers.__importDefault(commonJs)).toEqual({default: commonJs});
    const esModule = {__esModule: true, default: 2};
    expect(helpers.__importDefault(esModule)).toBe(esModule);
  });

  it('covers what the browser bundle needs from tslib today', async () => {
    // Docusaurus' utils-common is the one CommonJS module of the client that requires tslib.
    const {readFileSync, readdirSync} = await import('node:fs');
    const folder = 'node_modules/@docusaurus/utils-common/lib';
    const used = readdirSync(folder)
      .filter((file) => file.endsWith('.js'))
      .flatMap(
        (file) => helpersUsedBy(readFileSync(`${folder}/${file}`, 'utf8')) ?? ['unreadable'],
      );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((helper) => !PROVIDED_HELPERS.has(helper))).toEqual([]);
  });
});
