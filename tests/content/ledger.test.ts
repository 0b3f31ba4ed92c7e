import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  createLedgerCheck,
  DEFAULT_LEDGER,
  ledgerCheck,
  shellCommands,
} from '../../scripts/content-checks/ledger';
import {parseDoc} from '../../scripts/content-checks/markdown';
import {formatFinding} from '../../scripts/content-checks/run';
import type {CheckContext, ContentCheck, Finding} from '../../scripts/content-checks/types';

// These tests call the check directly, with the context runContentChecks builds
// (scripts/content-checks/run.ts), so that each can give it a ledger of its own.
const ROOT_DIR = resolve(__dirname, '../..');
const FIXTURES = 'tests/content/fixtures/ledger';

function context(docs: ReturnType<typeof parseDoc>[]): CheckContext {
  return {
    rootDir: ROOT_DIR,
    siteDocs: () => docs,
    depthAllowlistPath: `tests/content/fixtures/allowlists/none.txt`,
  };
}

async function findingsFor(fixture: string, check: ContentCheck = ledgerCheck): Promise<string[]> {
  const path = `${FIXTURES}/${fixture}`;
  const doc = parseDoc(path, readFileSync(resolve(ROOT_DIR, path), 'utf8'));
  const findings: Finding[] = await check.check(doc, context([doc]));
  return findings.map(formatFinding);
}

describe('ledger check on faulty fixtures', () => {
  it('reports a --set key that is neither in the chart values nor read by its templates', async () => {
    expect(await findingsFor('values.md')).toEqual([
      expect.stringMatching(
        /values\.md:10: \[ledger\] `--set iam\.ingresClass`: chart datalayer-iam has no value iam\.ingresClass/,
      ),
      expect.stringMatching(
        /values\.md:11: \[ledger\] `--set iam\.replicas`: chart datalayer-iam has no value iam\.replicas/,
      ),
    ]);
  });

  it('(a) reports a chart, an old chart address and a Plane target that are not in the ledger', async () => {
    expect(await findingsFor('chart-name.md')).toEqual([
      expect.stringMatching(
        /^tests\/content\/fixtures\/ledger\/chart-name\.md:10: \[ledger\] chart `oci:\/\/\$\{DATALAYER_HELM_REGISTRY\}\/datalayer-status` is not in the ledger — use a chart of CHARTS/,
      ),
      expect.stringMatching(
        /chart-name\.md:14: \[ledger\] chart reference `datalayer-charts\/jupyter` does not name a chart of the ledger: jupyter is datalayer-runtimes now.* — write oci:\/\/\$\{DATALAYER_HELM_REGISTRY\}\/datalayer-runtimes$/,
      ),
      expect.stringMatching(
        /chart-name\.md:17: \[ledger\] `plane up\|down datalayer-mailer`: .*datalayer-outbounds now.* — use datalayer-outbounds$/,
      ),
    ]);
  });

  it('(b) reports a chart version that differs from the ledger, set in a variable or inline', async () => {
    expect(await findingsFor('chart-version.md')).toEqual([
      expect.stringMatching(
        /chart-version\.md:7: \[ledger\] chart version 1\.0\.16 for datalayer-iam, pinned by IAM_CHART_VERSION: the ledger has datalayer-iam 1\.1\.2 .* — pin 1\.1\.2/,
      ),
      expect.stringMatching(
        /chart-version\.md:15: \[ledger\] chart version 1\.0\.8 for datalayer-operator: the ledger has datalayer-operator 1\.0\.20 .* — pin 1\.0\.20/,
      ),
    ]);
  });

  it('(c) reports namespaces in -n, --namespace and namespace: that are not in the ledger', async () => {
    expect(await findingsFor('namespace.md')).toEqual([
      expect.stringMatching(
        /namespace\.md:7: \[ledger\] namespace `datalayer-jupyter` is not in the ledger: datalayer-jupyter is datalayer-runtimes now.* — use datalayer-runtimes$/,
      ),
      expect.stringMatching(
        /namespace\.md:8: \[ledger\] namespace `datalayer-nowhere` is not in the ledger — use a namespace of NAMESPACES/,
      ),
      expect.stringMatching(/namespace\.md:16: \[ledger\] namespace `datalayer-jupyter`/),
    ]);
  });

  it('(d) reports label keys under datalayer.io that are not in the ledger, in prose and code', async () => {
    expect(await findingsFor('label.md')).toEqual([
      expect.stringMatching(
        /label\.md:6: \[ledger\] label key `role\.datalayer\.io\/jupyter` is not in the ledger: .* — use role\.datalayer\.io\/runtime$/,
      ),
      expect.stringMatching(
        /label\.md:9: \[ledger\] label key `jupyterpool\.datalayer\.io\/name` is not in the ledger: .* — use runtime-pools\.datalayer\.io\/name$/,
      ),
      expect.stringMatching(
        /label\.md:12: \[ledger\] label key `node\.datalayer\.io\/role` is not in the ledger — /,
      ),
    ]);
  });

  it('(e) reports DATALAYER_ variables that no chart or tool reads, and one a chart does not read', async () => {
    expect(await findingsFor('variable.md')).toEqual([
      expect.stringMatching(
        /variable\.md:7: \[ledger\] variable `DATALAYER_PUB_SUB_ENGINE` is not read by any chart or tool of the ledger: .* — use DATALAYER_PUBSUB_ENGINE$/,
      ),
      expect.stringMatching(
        /variable\.md:10: \[ledger\] variable `DATALAYER_MADE_UP_SETTING` is not read .* SITE_SHELL_VARIABLES/,
      ),
      expect.stringMatching(
        /variable\.md:15: \[ledger\] `--set iam\.env\.DATALAYER_RUN_URL`: chart datalayer-iam has no variable DATALAYER_RUN_URL .* — set iam\.env\.DATALAYER_IAM_URL, the key datalayer-iam takes its host from/,
      ),
    ]);
  });

  it('(f) reports tool versions that differ from the ledger, in a variable or a --version flag', async () => {
    expect(await findingsFor('tool-version.md')).toEqual([
      expect.stringMatching(
        /tool-version\.md:7: \[ledger\] `CERT_MANAGER_VERSION=v1\.19\.0`: the ledger pins cert-manager v1\.21\.1 — use v1\.21\.1/,
      ),
      expect.stringMatching(
        /tool-version\.md:8: \[ledger\] Rook version v1\.17\.0: the ledger pins v1\.19\.10 — use v1\.19\.10/,
      ),
    ]);
  });

  it('(h) reports a version pin that TOOLS does not record, in a variable or a chart --version', async () => {
    // A Kubernetes version, a Datalayer chart's version variable and a placeholder are not such pins.
    expect(await findingsFor('unrecorded-pin.md')).toEqual([
      expect.stringMatching(
        /unrecorded-pin\.md:7: \[ledger\] `WIDGET_VERSION=1\.4\.2`: a version pin TOOLS does not record, .* — add the tool to TOOLS/,
      ),
      expect.stringMatching(
        /unrecorded-pin\.md:11: \[ledger\] chart `gadgets\/gadget` version 3\.0\.1: a pin TOOLS does not record, .* — add the chart to TOOLS/,
      ),
    ]);
  });

  it('passes a page whose facts all agree with the ledger', async () => {
    expect(await findingsFor('clean.md')).toEqual([]);
  });
});

describe('(g) pinned tools and the cluster Kubernetes versions', () => {
  const NO_NEWER_RELEASE = {
    checked: '2026-11-25',
    newest: {version: '1.0.0', source: {repository: 'example/old-tool', path: 'CHANGELOG.md'}},
    security: [],
  };
  const data = {
    ...DEFAULT_LEDGER,
    TOOLS: [
      {
        name: 'Old Tool',
        pinnedVersion: '1.0.0',
        variables: [],
        pages: [],
        supportedKubernetes: {min: '1.29', max: '1.34'},
        releases: NO_NEWER_RELEASE,
      },
    ],
    CLUSTER_KUBERNETES_VERSIONS: [
      {version: '1.35', page: 'docs/cluster/new.md', how: 'pinned'},
      {version: '1.32', page: 'docs/cluster/old.md', how: 'pinned'},
    ],
  };
  const ledgerFile = `${FIXTURES}/tools.txt`;

  it('reports a tool whose supported range excludes a cluster version, against the ledger file', () => {
    const check = createLedgerCheck({data, ledgerFile});
    const findings = check.checkRun?.([], context([])) ?? [];
    expect(findings.map(formatFinding)).toEqual([
      expect.stringMatching(
        /^tests\/content\/fixtures\/ledger\/tools\.txt:3: \[ledger\] Old Tool 1\.0\.0 supports Kubernetes 1\.29–1\.34, but docs\/cluster\/new\.md creates Kubernetes 1\.35 — pin a Old Tool release that supports Kubernetes 1\.35/,
      ),
    ]);
  });

  it('accepts a second pin made for the page whose version the newest release no longer supports', () => {
    const check = createLedgerCheck({
      data: {
        ...data,
        TOOLS: [
          ...data.TOOLS,
          {
            name: 'Old Tool',
            pinnedVersion: '0.9.0',
            variables: [],
            pages: ['docs/cluster/new.md'],
            forClusterPages: ['docs/cluster/new.md'],
            supportedKubernetes: {min: '1.33', max: '1.36'},
            releases: NO_NEWER_RELEASE,
          },
        ],
      },
      ledgerFile,
    });
    expect(check.checkRun?.([], context([])) ?? []).toEqual([]);
  });

  it('reports nothing when every range covers every cluster version', () => {
    const check = createLedgerCheck({
      data: {...data, CLUSTER_KUBERNETES_VERSIONS: [data.CLUSTER_KUBERNETES_VERSIONS[1]!]},
      ledgerFile,
    });
    expect(check.checkRun?.([], context([]))).toEqual([]);
  });

  it('passes on the real ledger: every cluster page has a supporting pin of each tool', () => {
    expect(ledgerCheck.checkRun?.([], context([])) ?? []).toEqual([]);
  });
});

describe('shell parsing', () => {
  it('keeps the line of each word across continuation lines and quotes', () => {
    const commands = shellCommands(
      'helm upgrade x \\\n  "oci://a/b" --version "1.0" # note\nls -n y',
    );
    expect(commands).toEqual([
      [
        {text: 'helm', line: 1},
        {text: 'upgrade', line: 1},
        {text: 'x', line: 1},
        {text: 'oci://a/b', line: 2},
        {text: '--version', line: 2},
        {text: '1.0', line: 2},
      ],
      [
        {text: 'ls', line: 3},
        {text: '-n', line: 3},
        {text: 'y', line: 3},
      ],
    ]);
  });
});
