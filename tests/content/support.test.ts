import {describe, expect, it} from 'vitest';
import {parseDoc} from '../../scripts/content-checks/markdown';
import {createSupportCheck} from '../../scripts/content-checks/support';
import type {Finding} from '../../scripts/content-checks/types';
import {CLUSTER_KUBERNETES_VERSIONS, KUBERNETES_MINORS, TOOLS} from '../../src/data/ledger';
import type {LedgerTool} from '../../src/data/ledger/types';

const SOURCE = {repository: 'kubernetes/website', path: 'patch-releases.md'};
const DATA = {
  KUBERNETES_MINORS: [
    {minor: '1.32', endOfLife: '2026-02-28', source: SOURCE},
    {minor: '1.35', endOfLife: '2027-02-28', source: SOURCE},
  ],
  CLUSTER_KUBERNETES_VERSIONS: [
    {version: '1.32', page: 'docs/old.md', how: 'a fixed version'},
    {version: '1.35', page: 'docs/new.md', how: 'a pinned version'},
    {version: '1.36', page: 'docs/next.md', how: 'a newer version'},
  ],
  TOOLS: [] as LedgerTool[],
};
const NOTES = {repository: 'example/tool', path: 'CHANGELOG.md'};
/** A chart pinned at 1.2.0, deploying app v3.6.0, below a security release, its line ended. */
const PINNED: LedgerTool = {
  name: 'Example chart',
  pinnedVersion: '1.2.0',
  appVersion: 'v3.6.0',
  variables: [],
  pages: ['docs/tool.md'],
  releases: {
    checked: '2026-11-25',
    newest: {version: '2.0.0', source: NOTES},
    security: [{version: '1.2.1', advisories: ['CVE-2026-0001'], source: NOTES}],
    endOfSupport: {date: '2026-05-05', rule: 'only the newest minor is patched', source: NOTES},
  },
};
const CONTEXT = {rootDir: '.', siteDocs: () => [], depthAllowlistPath: ''};

function messages(
  path: string,
  body: string,
  today = '2026-11-25',
  tools: LedgerTool[] = [],
): string[] {
  const check = createSupportCheck({...DATA, TOOLS: tools}, () => today);
  const doc = parseDoc(path, `---\ntitle: 'T'\n---\n\n${body}\n`);
  return (check.check(doc, CONTEXT) as Finding[]).map((finding) => finding.message);
}

const WARNING = ':::warning[Kubernetes 1.32 is past end of life]\n\nUse it for trials only.\n\n:::';

describe('the support check', () => {
  it('fails a page that creates a minor past its end of life without a warning', () => {
    expect(messages('docs/old.md', 'Setup installs 1.32.')).toEqual([
      'creates Kubernetes 1.32 (a fixed version), past its end of life on 2026-02-28, and no warning says so',
    ]);
  });

  it('passes it when a warning names the version and its end of life', () => {
    expect(messages('docs/old.md', WARNING)).toEqual([]);
    expect(messages('docs/old.md', ':::tip\n\n1.32 is past end of life.\n\n:::')).toHaveLength(1);
  });

  it('passes a supported minor, and fails it once its window has closed', () => {
    expect(messages('docs/new.md', 'Create 1.35.')).toEqual([]);
    expect(messages('docs/new.md', 'Create 1.35.', '2027-03-01')).toHaveLength(1);
  });

  it('fails a minor whose window the ledger does not record', () => {
    expect(messages('docs/next.md', 'Create 1.36.')).toEqual([
      'creates Kubernetes 1.36, whose support window the ledger does not record',
    ]);
  });

  it('fails a page that pins a tool below a security release or past its support, unwarned', () => {
    expect(messages('docs/tool.md', 'Install 1.2.0.', '2026-11-25', [PINNED])).toEqual([
      'pins Example chart 1.2.0, below the security release 1.2.1, and no warning says so',
      'pins Example chart 1.2.0, whose release line is past its end of support on 2026-05-05 (only the newest minor is patched), and no warning says so',
    ]);
    // Pages that do not pin it are not asked to warn.
    expect(messages('docs/other.md', 'Install 1.2.0.', '2026-11-25', [PINNED])).toEqual([]);
  });

  it('passes a pin whose warning names it, or the application version, and says why', () => {
    const security =
      ':::warning\nChart 1.2.0 is below a security release: 1.2.1 fixes CVE-2026-0001.\n:::';
    const ended = ':::danger[Traefik v3.6.0]\nThe line is past its end of support.\n:::';
    expect(messages('docs/tool.md', `${security}\n\n${ended}`, '2026-11-25', [PINNED])).toEqual([]);
    // A warning about another version, or one that does not say why, does not count.
    const otherVersion =
      ':::warning\nChart 1.2.01 and 11.2.0 have security fixes; end of support.\n:::';
    expect(
      messages('docs/tool.md', `Install 1.2.0.\n\n${otherVersion}`, '2026-11-25', [PINNED]),
    ).toHaveLength(2);
    const noReason = ':::warning\nChart 1.2.0 is old.\n:::';
    expect(messages('docs/tool.md', noReason, '2026-11-25', [PINNED])).toHaveLength(2);
    const asTip = ':::tip\nChart 1.2.0 has security fixes and is past end of support.\n:::';
    expect(messages('docs/tool.md', asTip, '2026-11-25', [PINNED])).toHaveLength(2);
  });

  it('fails a page listed for a pin that no longer names it, as a version and not a prefix', () => {
    const current = {...PINNED, releases: {...PINNED.releases, security: []}};
    const stale =
      'TOOLS lists this page as pinning Example chart 1.2.0, but the page does not name 1.2.0';
    expect(messages('docs/tool.md', 'Install 1.3.0.', '2026-05-05', [current])).toEqual([stale]);
    expect(messages('docs/tool.md', 'Install 1.2.05.', '2026-05-05', [current])).toEqual([stale]);
    // A review record in the front matter that names the old pin does not keep the entry alive.
    const check = createSupportCheck({...DATA, TOOLS: [current]}, () => '2026-05-05');
    const reviewed = parseDoc(
      'docs/tool.md',
      "---\ntitle: 'T'\nreviews:\n  - sources: 'chart 1.2.0'\n---\n\nInstall 1.3.0.\n",
    );
    expect((check.check(reviewed, CONTEXT) as Finding[]).map((f) => f.message)).toEqual([stale]);
    // The application version a chart deploys names the pin as well.
    expect(messages('docs/tool.md', 'It runs v3.6.0.', '2026-05-05', [current])).toEqual([]);
  });

  it('asks nothing of a pin before its end of support, with no security release above it', () => {
    const current = {...PINNED, releases: {...PINNED.releases, security: []}};
    expect(messages('docs/tool.md', 'Install 1.2.0.', '2026-05-05', [current])).toEqual([]);
    expect(messages('docs/tool.md', 'Install 1.2.0.', '2026-05-06', [current])).toHaveLength(1);
  });

  it('records security releases newer than each pin, and a newest release for every pin', () => {
    const numbers = (version: string) =>
      (/\d+(?:\.\d+)+/.exec(version)?.[0] ?? '').split('.').map(Number);
    const newer = (a: number[], b: number[]) => {
      for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
        if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
      }
      return false;
    };
    for (const tool of TOOLS) {
      expect(tool.releases.newest.version, tool.name).toMatch(/\d/);
      expect(tool.releases.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const release of tool.releases.security) {
        // A chart's fix may be a release of the application it deploys (`Vault 2.1.0`).
        const against = /^[A-Z]/.test(release.version) ? tool.appVersion : tool.pinnedVersion;
        expect(against, `${tool.name}: ${release.version}`).toBeDefined();
        expect(newer(numbers(release.version), numbers(against!)), release.version).toBe(true);
      }
    }
  });

  it('has a window for every minor the cluster pages create', () => {
    for (const cluster of CLUSTER_KUBERNETES_VERSIONS) {
      expect(KUBERNETES_MINORS.map((entry) => entry.minor)).toContain(cluster.version);
    }
  });
});
