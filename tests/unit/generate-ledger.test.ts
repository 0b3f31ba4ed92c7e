import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generateLedger} from '../../scripts/generate/ledger';

/** A chart repository checkout in miniature: one chart with env maps and a template, one wrapper folder. */
const FILES: Record<string, string> = {
  'charts/datalayer-demo/Chart.yaml':
    'name: datalayer-demo\nversion: 1.2.0\nappVersion: "2.0"\ndescription: Demo service\n' +
    'dependencies:\n  - name: redis\n    version: 19.0.1\n    repository: https://charts.example.com\n',
  'charts/datalayer-demo/values.yaml':
    'demo:\n  port: 8080\n  env:\n    DATALAYER_URL: https://example.com\n    DATALAYER_EMPTY:\n' +
    '    DATALAYER_DEMO_URL: http://demo-svc.demo.svc.cluster.local\n    DATALAYER_DEMO_URL: ""\n' +
    '    DATALAYER_PASSWORD:\n      secretKeyRef:\n        name: demo-secret\n        key: password\n',
  'charts/datalayer-demo/templates/_helpers.yaml':
    '{{- define "demo.runHost" -}}\n{{- printf "%s" .Values.demo.env.DATALAYER_DEMO_URL | replace "https://" "" -}}\n{{- end -}}\n',
  'charts/datalayer-demo/templates/deployment.yaml':
    'env:\n  - name: DEMO_PORT\n    value: "{{ .Values.demo.port }}"\n',
  'charts/datalayer-wrapper/README.md': '# Wrapper of an upstream chart\n',
  'charts/datalayer-wrapper/values-any.yaml': 'replicas: 1\n',
};

let repo: string;

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'helm-charts-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
    writeFileSync(path.join(repo, file), text);
  }
});

afterAll(() => rmSync(repo, {recursive: true, force: true}));

describe('generateLedger', () => {
  it('keeps the last of a key repeated in one map, as Helm does', () => {
    const {variables} = generateLedger(repo);
    expect(variables).toContain(
      "{name: 'DATALAYER_DEMO_URL', readBy: [{chart: 'datalayer-demo', default: ''}]",
    );
  });

  it('records the value paths of each chart and the paths its templates read', () => {
    const {values} = generateLedger(repo);
    expect(values).toContain('export const CHART_VALUE_PATHS');
    const data = JSON.parse(/= (\{.*\});/s.exec(values)![1]!) as Record<
      string,
      {paths: string[]; open: string[]}
    >;
    expect(data['datalayer-demo']!.paths).toEqual(
      expect.arrayContaining(['demo', 'demo.port', 'demo.env.DATALAYER_URL']),
    );
    expect(data['datalayer-demo']!.open).toEqual(['demo.env.DATALAYER_EMPTY']);
  });

  it("records each chart's env key and the value its ingress host comes from", () => {
    const {variables} = generateLedger(repo);
    expect(variables).toContain('export const CHART_ENV_KEYS');
    expect(variables).toContain("  'datalayer-demo': 'demo',");
    expect(variables).toContain(
      "  'datalayer-demo': {valuesPath: 'demo.env.DATALAYER_DEMO_URL', variable: 'DATALAYER_DEMO_URL'},",
    );
  });

  it('reads each chart, its dependencies, and a wrapper folder by its README title', () => {
    const {charts} = generateLedger(repo, 'cafe1234');
    expect(charts).toContain('snapshot cafe1234 (src/data/upstream/snapshot.ts)');
    expect(charts).toContain(
      "{name: 'datalayer-demo', directory: 'datalayer-demo', version: '1.2.0', appVersion: '2.0', description: 'Demo service', dependencies: [{name: 'redis', version: '19.0.1', repository: 'https://charts.example.com'}], source: chartFile('charts/datalayer-demo/Chart.yaml')}",
    );
    expect(charts).toContain(
      "{name: 'datalayer-wrapper', directory: 'datalayer-wrapper', valuesOnly: true, valuesFiles: ['values-any.yaml'], description: 'Wrapper of an upstream chart', source: chartFile('charts/datalayer-wrapper/README.md')}",
    );
  });

  it('reads env keys with defaults and secret references, and variables templates set from values', () => {
    const {variables} = generateLedger(repo);
    const lines = variables.split('\n').filter((line) => line.startsWith('  {name:'));
    expect(lines.map((line) => /name: '(\w+)'/.exec(line)?.[1])).toEqual([
      'DATALAYER_DEMO_URL',
      'DATALAYER_EMPTY',
      'DATALAYER_PASSWORD',
      'DATALAYER_URL',
      'DEMO_PORT',
    ]);
    expect(variables).toContain("{chart: 'datalayer-demo', default: 'https://example.com'}");
    expect(variables).toContain(
      "{chart: 'datalayer-demo', default: {secretKeyRef: {name: 'demo-secret', key: 'password'}}}",
    );
    expect(variables).toContain(
      "{name: 'DEMO_PORT', readBy: [{chart: 'datalayer-demo', fromValue: 'demo.port', default: '8080'}], source: chartFile('charts/datalayer-demo/templates/deployment.yaml')}",
    );
  });
});
