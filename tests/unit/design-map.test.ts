import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {describe, expect, it} from 'vitest';

/**
 * DESIGN.md opens with a map of the build pipeline and where each folder sits in it. These tests
 * keep it whole: every plugin, component, swizzle, data module and script is named in it, and
 * browser code imports nothing from the build plugins or the scripts.
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

  it('names every script and script folder', () => {
    const scripts = entries('scripts').map((name) => `scripts/${name}`);
    expect(scripts.filter((name) => !named(name))).toEqual([]);
  });
});

describe('the layers', () => {
  it('keep browser code (src/) free of imports from plugins/ and scripts/', () => {
    const offenders = fg
      .sync('src/**/*.{ts,tsx}', {cwd: ROOT, ignore: ['**/*.test.{ts,tsx}']})
      .filter((file) =>
        /from\s+['"](?:@site\/|(?:\.\.\/)+)(?:plugins|scripts)\//.test(
          readFileSync(path.join(ROOT, file), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
