import {describe, expect, it} from 'vitest';
import {parseDoc} from '../../scripts/content-checks/markdown';
import {createSupportCheck} from '../../scripts/content-checks/support';
import type {Finding} from '../../scripts/content-checks/types';
import {CLUSTER_KUBERNETES_VERSIONS, KUBERNETES_MINORS} from '../../src/data/ledger';

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
};
const CONTEXT = {rootDir: '.', siteDocs: () => [], depthAllowlistPath: ''};

function messages(path: string, body: string, today = '2026-11-25'): string[] {
  const check = createSupportCheck(DATA, () => today);
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

  it('has a window for every minor the cluster pages create', () => {
    for (const cluster of CLUSTER_KUBERNETES_VERSIONS) {
      expect(KUBERNETES_MINORS.map((entry) => entry.minor)).toContain(cluster.version);
    }
  });
});
