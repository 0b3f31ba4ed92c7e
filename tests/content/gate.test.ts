import {describe, expect, it} from 'vitest';
import {runContentChecks} from '../../scripts/content-checks/run';
import {CHECK_NAMES} from '../../scripts/content-checks/types';
import {findingsFor, FIXTURES, lines, NO_ALLOWLIST, ROOT_DIR, SLOW} from './gate-helpers';

/**
 * The gate as a whole: checks across pages and a clean fixture. The gate's findings on faulty
 * fixtures are in checks.test.ts, its command line and the link probe in command-line.test.ts:
 * three files of similar length, which Vitest runs side by side.
 */

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

describe('content checks on a clean fixture', SLOW, () => {
  it('passes every check', async () => {
    const result = await runContentChecks({
      rootDir: ROOT_DIR,
      files: [`${FIXTURES}/clean.mdx`],
      depthAllowlistPath: NO_ALLOWLIST,
    });
    expect(lines(result.findings)).toEqual([]);
    // Every check but `review`, which applies to the site's doc pages only.
    expect(result).toMatchObject({passed: CHECK_NAMES.length - 1, failed: 0});
  });

  it('counts (check, file) pairs', async () => {
    const result = await runContentChecks({
      rootDir: ROOT_DIR,
      files: [`${FIXTURES}/clean.mdx`, `${FIXTURES}/todo.md`],
      only: ['placeholders', 'markdownlint'],
      depthAllowlistPath: NO_ALLOWLIST,
    });
    expect(result).toMatchObject({passed: 3, failed: 1});
  });
});
