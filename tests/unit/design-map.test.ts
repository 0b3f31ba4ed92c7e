import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {describe, expect, it} from 'vitest';

/**
 * DESIGN.md opens with a map of the build pipeline and where each folder sits in it. These tests
 * keep it whole: every plugin, component, swizzle, data module, shared module and script is named
 * in it; browser code imports nothing from the build plugins or the scripts, the plugins nothing
 * from the scripts or tests, and lib/ nothing from any of them.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const design = readFileSync(path.join(ROOT, 'DESIGN.md'), 'utf8');
const MAP = design.slice(design.indexOf('\n## Map\n'), design.indexOf('\n## Recipes\n'));

const entries = (folder: string) => readdirSync(path.join(ROOT, folder));
const isDirectory = (folder: string, name: string) =>
  statSync(path.join(ROOT, folder, name)).isDirectory();
/** The map names each part in backticks. */
const named = (part: string) => MAP.includes(`\`${part}\``) || MAP.includes(`\`${part}/\``);

describe('the map at the top of DESIGN.md', () => {
  it('is there, before the behaviour contract', () => {
    expect(MAP.length).toBeGreaterThan(500);
    expect(design.indexOf('\n## Map\n')).toBeLessThan(design.indexOf('\n## Behaviour contract\n'));
  });

  it('names every plugin', () => {
    const missing = entries('plugins')
      .filter((name) => isDirectory('plugins', name))
      .filter((name) => !named(`plugins/${name}`));
    expect(missing).toEqual([]);
  });

  it('names every component and every swizzle', () => {
    const components = entries('src/components').filter((name) =>
      isDirectory('src/components', name),
    );
    const swizzles = fg
      .sync('**/index.{ts,tsx}', {cwd: path.join(ROOT, 'src/theme')})
      .map((file) => path.dirname(file));
    expect(swizzles.length).toBeGreaterThan(3);
    expect([...components, ...swizzles].filter((name) => !named(name))).toEqual([]);
  });

  it('names every data module', () => {
    const modules = entries('src/data')
      .filter((name) => !/\.test\.tsx?$/.test(name))
      .map((name) => (isDirectory('src/data', name) ? name : name.replace(/\.tsx?$/, '.ts')));
    expect(modules.filter((name) => !named(name))).toEqual([]);
  });

  it('names every shared module of lib/', () => {
    const modules = entries('lib').map((name) => `lib/${name}`);
    expect(modules.length).toBeGreaterThan(3);
    expect(modules.filter((name) => !named(name))).toEqual([]);
  });

  it('names every script and script folder', () => {
    const scripts = entries('scripts').map((name) => `scripts/${name}`);
    expect(scripts.filter((name) => !named(name))).toEqual([]);
  });
});

/** Files of `pattern` (tests aside) that import from one of the `forbidden` top-level folders. */
function importOffenders(pattern: string, forbidden: readonly string[]): string[] {
  const importing = new RegExp(
    `from\\s+['"](?:@site\\/|(?:\\.\\.\\/)+)(?:${forbidden.join('|')})\\/`,
  );
  return fg
    .sync(pattern, {cwd: ROOT, ignore: ['**/*.test.{ts,tsx}']})
    .filter((file) => importing.test(readFileSync(path.join(ROOT, file), 'utf8')));
}

describe('the layers', () => {
  it('keep browser code (src/) free of imports from plugins/ and scripts/', () => {
    expect(importOffenders('src/**/*.{ts,tsx}', ['plugins', 'scripts'])).toEqual([]);
  });

  it('keep lib/, which plugins, scripts and tests share, free of imports from any of them', () => {
    expect(importOffenders('lib/**/*.ts', ['plugins', 'scripts', 'tests'])).toEqual([]);
  });

  it('keep plugins/ free of imports from scripts/ and tests/', () => {
    expect(importOffenders('plugins/**/*.{ts,tsx}', ['scripts', 'tests'])).toEqual([]);
  });
});
