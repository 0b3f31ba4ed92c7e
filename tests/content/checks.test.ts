import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatFinding, runContentChecks, type RunOptions} from '../../scripts/content-checks/run';
import {CHECK_NAMES, type CheckName, type Finding} from '../../scripts/content-checks/types';

const ROOT_DIR = resolve(__dirname, '../..');
const FIXTURES = 'tests/content/fixtures';
const NO_ALLOWLIST = `${FIXTURES}/allowlists/none.txt`;
const TSX = resolve(ROOT_DIR, 'node_modules/.bin/tsx');

async function findingsFor(
  fixture: string,
  only: CheckName,
  options: Partial<RunOptions> = {},
): Promise<Finding[]> {
  const result = await runContentChecks({
    rootDir: ROOT_DIR,
    files: [`${FIXTURES}/${fixture}`],
    only: [only],
    depthAllowlistPath: NO_ALLOWLIST,
    ...options,
  });
  return result.findings;
}

/** Findings as the command prints them, so the assertions read like the report. */
function lines(findings: Finding[]): string[] {
  return findings.map(formatFinding);
}

// The checks start the spell checker and the TypeScript compiler, which are slow on a busy machine.
const SLOW = {timeout: 120_000};

describe('content checks on faulty fixtures', SLOW, () => {
  it('reports YAML that does not parse, at the Markdown line', async () => {
    const findings = await findingsFor('bad-yaml-indent.md', 'yaml');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /^tests\/content\/fixtures\/bad-yaml-indent\.md:10: \[yaml\] YAML does not parse: .+ — /,
      ),
    ]);
  });

  it('reports a Deployment field of the wrong type and an unknown field', async () => {
    const findings = await findingsFor('invalid-deployment.md', 'kubernetes');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /invalid-deployment\.md:14: \[kubernetes\] Deployment \(apps\/v1\): spec\.replicas must be integer — /,
      ),
      expect.stringMatching(
        /invalid-deployment\.md:26: \[kubernetes\] Deployment \(apps\/v1\): unknown field spec\.replica — /,
      ),
    ]);
  });

  it('reports JSON with a trailing comma', async () => {
    const findings = await findingsFor('json-trailing-comma.md', 'json');
    expect(findings).toHaveLength(1);
    expect(formatFinding(findings[0])).toMatch(
      /json-trailing-comma\.md:12: \[json\] JSON does not parse: /,
    );
  });

  it('reports an unquoted variable in a shell block (SC2086)', async () => {
    const findings = await findingsFor('unquoted-variable.md', 'shellcheck');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /unquoted-variable\.md:9: \[shellcheck\] SC2086 \(info\): .+ — quote the variable/,
      ),
    ]);
  });

  it('reports a missing description', async () => {
    const findings = await findingsFor('missing-description.md', 'front-matter');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /missing-description\.md:1: \[front-matter\] front matter has no description — /,
      ),
    ]);
  });

  it('reports a misspelling with suggestions', async () => {
    const findings = await findingsFor('misspelling.md', 'spelling');
    expect(lines(findings)).toEqual([
      expect.stringMatching(/misspelling\.md:2: \[spelling\] unknown word "misspeled"/),
      expect.stringMatching(
        /misspelling\.md:6: \[spelling\] unknown word "sentance" \(did you mean sentence/,
      ),
    ]);
  });

  it('reports a TODO, "coming soon" and 🚧 in prose', async () => {
    const findings = await findingsFor('todo.md', 'placeholders');
    expect(lines(findings)).toEqual([
      expect.stringMatching(/todo\.md:8: \[placeholders\] placeholder text "TODO" — /),
      expect.stringMatching(/todo\.md:10: \[placeholders\] placeholder text "coming soon" — /),
      expect.stringMatching(/todo\.md:10: \[placeholders\] placeholder text "🚧" — /),
    ]);
  });

  it('reports a thin page that is not on the allowlist', async () => {
    const findings = await findingsFor('thin-page.md', 'depth');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /thin-page\.md:1: \[depth\] 14 words of prose outside code; a page needs 300 — /,
      ),
    ]);
  });

  it('accepts a thin page that is on the allowlist', async () => {
    const allowlist = `${FIXTURES}/allowlists/lists-thin-page.txt`;
    const findings = await findingsFor('thin-page.md', 'depth', {depthAllowlistPath: allowlist});
    expect(findings).toEqual([]);
  });

  it('reports a page on the allowlist that now meets the bar', async () => {
    const allowlist = `${FIXTURES}/allowlists/lists-deep-page.txt`;
    const findings = await findingsFor('clean.mdx', 'depth', {depthAllowlistPath: allowlist});
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /clean\.mdx:1: \[depth\] now has \d+ words \(bar 300\) but is still listed in tests\/content\/fixtures\/allowlists\/lists-deep-page\.txt:2 — delete line 2/,
      ),
    ]);
  });

  it('reports an allowlisted path that does not exist', async () => {
    const allowlist = `${FIXTURES}/allowlists/lists-missing-page.txt`;
    const findings = await findingsFor('thin-page.md', 'depth', {depthAllowlistPath: allowlist});
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /^tests\/content\/fixtures\/allowlists\/lists-missing-page\.txt:2: \[depth\] lists tests\/content\/fixtures\/removed-page\.md, which does not exist — /,
      ),
    ]);
  });

  it('reports a skipped heading level', async () => {
    const findings = await findingsFor('skipped-heading.md', 'headings');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /skipped-heading\.md:10: \[headings\] heading level skipped: h4 after h2 — /,
      ),
    ]);
  });

  it('reports an image without alt text', async () => {
    const findings = await findingsFor('image-without-alt.md', 'images');
    expect(lines(findings)).toEqual([
      expect.stringMatching(/image-without-alt\.md:8: \[images\] image has no alt text — /),
      expect.stringMatching(/image-without-alt\.md:12: \[images\] image has no alt text — /),
    ]);
  });

  it('reports Clouder commands the current CLI does not have, wherever a page uses them', async () => {
    const findings = await findingsFor('clouder-cli.md', 'clouder-cli');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /clouder-cli\.md:10: \[clouder-cli\] `k8s` is not a command or group of `clouder`, in `clouder k8s ls` — /,
      ),
      expect.stringMatching(
        /clouder-cli\.md:11: \[clouder-cli\] `--resource-group` of `clouder kubeadm create` applies to azure, not aws, in /,
      ),
      expect.stringMatching(/clouder-cli\.md:17: \[clouder-cli\] `pip install clouder` installs /),
      expect.stringMatching(
        /clouder-cli\.md:20: \[clouder-cli\] `me` is not a command or group of `clouder`/,
      ),
      expect.stringMatching(
        /clouder-cli\.md:20: \[clouder-cli\] `--role` is not an option of `clouder kubernetes create-nodepool`/,
      ),
    ]);
  });

  it('reports a code block without a language', async () => {
    const findings = await findingsFor('code-without-language.md', 'code-language');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /code-without-language\.md:8: \[code-language\] code block has no language — /,
      ),
    ]);
  });
});

describe('checks that look across pages and manifests', SLOW, () => {
  it('reports a title used twice and a description that is too short', async () => {
    const result = await runContentChecks({
      rootDir: ROOT_DIR,
      files: [`${FIXTURES}/clean.mdx`, `${FIXTURES}/duplicate-title.md`],
      only: ['front-matter'],
      depthAllowlistPath: NO_ALLOWLIST,
    });
    expect(lines(result.findings)).toEqual([
      expect.stringMatching(
        /clean\.mdx:2: \[front-matter\] title "Fixture: a clean page" is also used by tests\/content\/fixtures\/duplicate-title\.md — /,
      ),
      expect.stringMatching(
        /duplicate-title\.md:2: \[front-matter\] title "Fixture: a clean page" is also used by /,
      ),
      expect.stringMatching(
        /duplicate-title\.md:3: \[front-matter\] description is 10 characters — /,
      ),
    ]);
  });

  it('reports a custom resource without a name and a removed API version, not tool configs', async () => {
    const findings = await findingsFor('kubernetes-objects.md', 'kubernetes');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /kubernetes-objects\.md:13: \[kubernetes\] RayCluster \(ray\.io\/v1\): metadata\.name is missing — /,
      ),
      expect.stringMatching(
        /kubernetes-objects\.md:17: \[kubernetes\] Ingress \(extensions\/v1beta1\): apiVersion extensions\/v1beta1 is not served/,
      ),
    ]);
  });
});

describe('the command line', SLOW, () => {
  it('prints findings, ends with the summary line and exits 1', () => {
    const run = spawnSync(
      TSX,
      ['scripts/check-content.ts', '--only=headings,placeholders', `${FIXTURES}/todo.md`],
      {cwd: ROOT_DIR, encoding: 'utf8'},
    );
    const output = run.stdout.trim().split('\n');
    expect(output).toEqual([
      expect.stringMatching(
        /^tests\/content\/fixtures\/todo\.md:8: \[placeholders\] placeholder text "TODO" — /,
      ),
      expect.stringMatching(
        /^tests\/content\/fixtures\/todo\.md:10: \[placeholders\] .+"coming soon"/,
      ),
      expect.stringMatching(/^tests\/content\/fixtures\/todo\.md:10: \[placeholders\] .+"🚧"/),
      'content: 1 passed, 1 failed',
    ]);
    expect(run.status).toBe(1);
  });

  it('rejects an unknown check name', () => {
    const run = spawnSync(TSX, ['scripts/check-content.ts', '--only=spellings'], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    });
    expect(run.stderr).toContain('unknown check "spellings"');
    expect(run.status).toBe(1);
  });
});

describe('content checks on a clean fixture', SLOW, () => {
  it('passes every check', async () => {
    const result = await runContentChecks({
      rootDir: ROOT_DIR,
      files: [`${FIXTURES}/clean.mdx`],
      depthAllowlistPath: NO_ALLOWLIST,
    });
    expect(lines(result.findings)).toEqual([]);
    expect(result).toMatchObject({passed: CHECK_NAMES.length, failed: 0});
  });

  it('counts (check, file) pairs', async () => {
    const result = await runContentChecks({
      rootDir: ROOT_DIR,
      files: [`${FIXTURES}/clean.mdx`, `${FIXTURES}/todo.md`],
      only: ['placeholders', 'headings'],
      depthAllowlistPath: NO_ALLOWLIST,
    });
    expect(result).toMatchObject({passed: 3, failed: 1});
  });
});
