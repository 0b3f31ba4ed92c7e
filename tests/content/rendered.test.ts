import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {shellCommands} from '../../scripts/content-checks/ledger';
import {installedChart, readKubectl} from '../../scripts/content-checks/rendered';
import {formatFinding, runContentChecks} from '../../scripts/content-checks/run';
import {RENDERED_CHARTS} from '../../src/data/ledger/rendered.generated';

const ROOT_DIR = resolve(__dirname, '../..');

function kubectl(text: string) {
  return readKubectl(shellCommands(text)[0]!);
}

describe('reading the chart a command installs', () => {
  it("takes the last segment of helm's chart argument, or plane's folder", () => {
    const chart = (text: string) => installedChart(shellCommands(text)[0]!)?.text;
    expect(chart('helm upgrade --install -n ns rel oci://r/datalayer-iam --version 1')).toBe(
      'datalayer-iam',
    );
    expect(chart('helm install rel ./charts/runtime-pools/ --values v.yaml')).toBe('runtime-pools');
    expect(chart('plane up datalayer-iam')).toBe('datalayer-iam');
    expect(chart('helm list -A')).toBeUndefined();
  });
});

describe('reading kubectl commands', () => {
  it('finds the kind, name and namespace in each spelling', () => {
    expect(kubectl('kubectl get svc a b -n ns')?.targets.map((t) => [t.kind, t.name])).toEqual([
      ['Service', 'a'],
      ['Service', 'b'],
    ]);
    expect(kubectl('kubectl --namespace=ns describe deploy/a')).toMatchObject({
      verb: 'describe',
      namespace: 'ns',
      targets: [{kind: 'Deployment', name: 'a'}],
    });
    expect(kubectl('kubectl rollout status sts/a -n ns')?.targets[0]).toMatchObject({
      kind: 'StatefulSet',
      name: 'a',
    });
    expect(kubectl('kubectl logs -n ns deploy/a -c main --tail 20')).toMatchObject({
      pods: true,
      targets: [{kind: 'Deployment', name: 'a'}],
    });
    expect(kubectl('kubectl port-forward svc/a 8080:80 -n ns')?.ports.map((t) => t.text)).toEqual([
      '8080:80',
    ]);
    expect(kubectl('kubectl apply -f x.yaml')).toBeUndefined();
  });
});

describe('the rendered check', {timeout: 120_000}, () => {
  it('knows what the IAM chart renders, so the fixture tests something real', () => {
    const iam = RENDERED_CHARTS.find((chart) => chart.chart === 'datalayer-iam');
    expect(iam?.namespace).toBe('datalayer-api');
    expect(iam?.objects.map((object) => `${object.kind}/${object.name}`)).toContain(
      'Service/datalayer-iam-svc',
    );
  });

  it('reports objects, ports, selectors and Secrets the charts do not render, and nothing else', async () => {
    const result = await runContentChecks({
      rootDir: ROOT_DIR,
      files: ['tests/content/fixtures/rendered.md'],
      only: ['rendered'],
      depthAllowlistPath: 'tests/content/fixtures/allowlists/none.txt',
    });
    expect(result.findings.map(formatFinding)).toEqual([
      expect.stringMatching(
        /rendered\.md:10: \[rendered\] `kubectl get` names Service datalayer-iam in datalayer-api, which no chart of the ledger creates there \(its charts create .*datalayer-iam-svc/,
      ),
      expect.stringMatching(
        /rendered\.md:12: \[rendered\] `kubectl port-forward` to port 9701 of Service datalayer-iam-svc, which exposes 9700, iam-http/,
      ),
      expect.stringMatching(
        /rendered\.md:15: \[rendered\] `-l app=iam-server` in datalayer-api matches the pods of no workload/,
      ),
      expect.stringMatching(/rendered\.md:17: \[rendered\] `kubectl get` names Secret iam-tokens/),
      expect.stringMatching(
        /rendered\.md:22: \[rendered\] `kubectl rollout` names Deployment datalayer-iams/,
      ),
      expect.stringMatching(
        /rendered\.md:28: \[rendered\] installs runtime-pools, which does not render at the recorded snapshot \(Error: parse error at \(runtime-pools\/templates\/svc\.yaml:15\)/,
      ),
    ]);
  });
});
