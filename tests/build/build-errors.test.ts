import {spawn, spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

/**
 * The build must fail loudly, naming the offender, on each fault DESIGN.md#build-failures lists.
 * Each test copies a fixture site, introduces one fault and runs the production build.
 *
 * The fixture site is this site with every doc cut to its front matter: the configuration, the
 * sidebars, the plugins, the theme and every doc id and route stay, so each fault meets the
 * same checks as in the real build, while a build takes half the time. The builds skip
 * minification, which no fault depends on.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const EXCLUDED = [
  'node_modules',
  'build',
  'build-e2e',
  'build-bench',
  '.docusaurus',
  '.git',
  'reports',
];
const copies: string[] = [];
let fixtureSite = '';

/** This site without its build outputs, every doc reduced to its front matter and one line. */
function makeFixtureSite(): string {
  const target = mkdtempSync(path.join(os.tmpdir(), 'clouder-build-fixture-'));
  copies.push(target);
  const pack = spawnSync(
    'tar',
    [...EXCLUDED.map((name) => `--exclude=./${name}`), '-cf', '-', '.'],
    {
      cwd: ROOT,
      maxBuffer: 1024 * 1024 * 1024,
    },
  );
  spawnSync('tar', ['-xf', '-'], {cwd: target, input: pack.stdout});
  for (const file of fg.sync('docs/**/*.{md,mdx}', {cwd: target})) {
    const full = path.join(target, file);
    const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(readFileSync(full, 'utf8'))?.[0] ?? '';
    writeFileSync(full, `${frontMatter}\nThe fixture site keeps only the front matter.\n`);
  }
  return target;
}

/** A copy of the fixture site to put one fault in. */
function copySite(): string {
  const target = mkdtempSync(path.join(os.tmpdir(), 'clouder-build-fault-'));
  copies.push(target);
  cpSync(fixtureSite, target, {recursive: true});
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'));
  return target;
}

beforeAll(() => {
  fixtureSite = makeFixtureSite();
});

function edit(site: string, file: string, change: (content: string) => string): void {
  const full = path.join(site, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `the fault was not applied to ${file}`).not.toBe(before);
  writeFileSync(full, after);
}

/** Runs the production build of `site`; builds run side by side, so this does not block. */
function build(site: string): Promise<{status: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['docusaurus', 'build', '--no-minify', '--out-dir', 'build-fault'], {
      cwd: site,
      env: {...process.env, CLOUDER_E2E: '', CLOUDER_GTAG_ID: ''},
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

afterAll(() => {
  for (const copy of copies) rmSync(copy, {recursive: true, force: true});
});

/** Builds a copy of the site with one file changed; returns the failed build's output. */
async function buildWithFault(file: string, change: (content: string) => string): Promise<string> {
  const site = copySite();
  edit(site, file, change);
  const {status, output} = await build(site);
  expect(status, 'the build should have failed').not.toBe(0);
  return output;
}

// The six builds run two at a time, as many as the CI machine has cores.
describe.concurrent('the production build fails and names the offender', () => {
  it('on a sidebar entry that names no doc', async () => {
    const output = await buildWithFault('sidebars.ts', (content) =>
      content.replace("'glossary/index',", "'glossary/index',\n    'services/no-such-doc',"),
    );
    expect(output).toContain('services/no-such-doc');
    expect(output).toMatch(/Available document ids are/);
  });

  it('on a navbar link to an unknown doc id', async () => {
    const output = await buildWithFault('docusaurus.config.ts', (content) =>
      content.replace("docId: 'glossary/index'", "docId: 'glossary/no-such-doc'"),
    );
    expect(output).toContain('glossary/no-such-doc');
  });

  it('on a navbar item of an unknown type', async () => {
    const output = await buildWithFault('docusaurus.config.ts', (content) =>
      content.replace(
        "{type: 'localeDropdown', position: 'right'}",
        "{type: 'localeDropdwn', position: 'right'}",
      ),
    );
    expect(output).toContain('localeDropdwn');
  });

  it('on invalid configuration', async () => {
    const output = await buildWithFault('docusaurus.config.ts', (content) =>
      content.replace("defaultMode: 'light'", "defaultMode: 'sepia'"),
    );
    expect(output).toContain('defaultMode');
  });

  it('on a broken link in a page', async () => {
    const output = await buildWithFault(
      'docs/security/index.md',
      (content) => `${content}\nSee [the missing page](/services/no-such-route/).\n`,
    );
    expect(output).toContain('/services/no-such-route/');
    expect(output).toContain('/security/');
  });

  it('on a browser module that needs a tslib helper the bundle does not provide', async () => {
    const output = await buildWithFault(
      'src/theme/Root.tsx',
      (content) => `import {__awaiter} from 'tslib';\nvoid __awaiter;\n${content}`,
    );
    expect(output).toContain('src/theme/Root.tsx');
    expect(output).toContain("uses tslib's __awaiter");
  });
});
