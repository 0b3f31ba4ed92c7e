import {describe, expect, it} from 'vitest';
import {
  allSources,
  CHART_PUBLICATION,
  CHARTS,
  CLUSTER_KUBERNETES_VERSIONS,
  findChart,
  FORMER_CHARTS,
  FORMER_NAMESPACES,
  FORMER_VARIABLES,
  NAMESPACES,
  NODE_LABELS,
  OBJECT_LABELS,
  SERVICE_ENDPOINTS,
  SITE_SHELL_VARIABLES,
  supportsKubernetes,
  TOOLS,
  VARIABLES,
} from './ledger';

const SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const MINOR = /^\d+\.\d+$/;

/**
 * Every chart folder of github.com/datalayer/helm-charts in the recorded snapshot (fc446292: the
 * readable history's 435dcf3 with the newer files laid over, src/data/upstream/snapshot.ts), written
 * down from the assembled checkout's charts/ and each folder's Chart.yaml: [folder, name, version],
 * with `null` for the folders that hold values files only. CI cannot read the chart repository,
 * so this snapshot stands in for it; regenerate the ledger and this list together.
 */
const CHARTS_AT_HEAD: readonly [string, string, string | null][] = [
  ['datalayer-ai-agents', 'datalayer-ai-agents', '0.0.1'],
  ['datalayer-ai-inference', 'datalayer-ai-inference', '0.0.1'],
  ['datalayer-ceph-cluster', 'datalayer-ceph-cluster', null],
  ['datalayer-ceph-operator', 'datalayer-ceph-operator', null],
  ['datalayer-cert-manager', 'datalayer-cert-manager', null],
  ['datalayer-contents', 'datalayer-contents', '0.1.0'],
  ['datalayer-cuda-operator', 'datalayer-cuda-operator', null],
  ['datalayer-data-server', 'datalayer-data-server', '0.1.0'],
  ['datalayer-datashim', 'datalayer-datashim', null],
  ['datalayer-falco', 'datalayer-falco', null],
  ['datalayer-growth', 'datalayer-growth', '0.0.1'],
  ['datalayer-home', 'datalayer-home', '1.0.0'],
  ['datalayer-iam', 'datalayer-iam', '1.1.2'],
  ['datalayer-inbounds', 'datalayer-inbounds', '0.0.1'],
  ['datalayer-jump', 'jump', '0.0.6'],
  ['datalayer-kafka', 'datalayer-kafka', '0.1.0'],
  ['datalayer-library', 'datalayer-library', '0.0.8'],
  ['datalayer-local-csi', 'datalayer-local-csi', '0.1.0'],
  ['datalayer-manager', 'datalayer-manager', '0.0.2'],
  ['datalayer-mcp-servers', 'datalayer-mcp-servers', '0.0.1'],
  ['datalayer-nginx', 'datalayer-nginx', null],
  ['datalayer-observer', 'datalayer-observer', '0.1.0'],
  ['datalayer-openfga', 'datalayer-openfga', null],
  ['datalayer-operator', 'datalayer-operator', '1.0.20'],
  ['datalayer-outbounds', 'datalayer-outbounds', '0.0.2'],
  ['datalayer-postgresql-operator', 'datalayer-postgresql-operator', null],
  ['datalayer-pulsar', 'datalayer-pulsar', null],
  ['datalayer-ray', 'datalayer-ray', '0.0.1'],
  ['datalayer-runtimes', 'datalayer-runtimes', '1.0.11'],
  ['datalayer-scheduler', 'datalayer-scheduler', '0.0.1'],
  ['datalayer-shared-filesystem', 'datalayer-filesystem', '0.0.1'],
  ['datalayer-solr-operator', 'datalayer-solr-operator', null],
  ['datalayer-spacer', 'datalayer-spacer', '0.0.7'],
  ['datalayer-success', 'datalayer-success', '0.0.1'],
  ['datalayer-support', 'datalayer-support', '0.0.1'],
  ['datalayer-traefik', 'datalayer-traefik', null],
  ['datalayer-vault', 'datalayer-vault', null],
  ['example-simple', 'datalayer-simple', '0.0.6'],
  ['jupyter-server', 'jupyter-server', '0.0.6'],
  ['jupyterhub', 'jupyterhub', null],
  ['kubernetes-telepresence', 'kubernetes-telepresence', null],
  ['runtime-pools', 'runtime-pools', '0.0.6'],
];

describe('ledger data', () => {
  it('lists exactly the chart folders of the chart repository at HEAD', () => {
    expect(CHARTS.map((chart) => [chart.directory, chart.name, chart.version ?? null])).toEqual(
      CHARTS_AT_HEAD,
    );
  });

  it('cites a repository and a path for every fact, and full commit hashes', () => {
    const sources = allSources();
    expect(sources.length).toBeGreaterThan(100);
    for (const source of sources) {
      expect(source.repository, JSON.stringify(source)).toMatch(/\S/);
      expect(source.path, JSON.stringify(source)).toMatch(/\S/);
      if (source.commit !== undefined) expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
      if (source.date !== undefined) expect(source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (source.url !== undefined) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it('gives semver chart versions, and a version exactly when the folder has a Chart.yaml', () => {
    for (const chart of CHARTS) {
      if (chart.valuesOnly) {
        expect(chart.version, chart.directory).toBeUndefined();
        expect(chart.role).toBe('wrapper');
      } else {
        expect(chart.version, chart.directory).toMatch(SEMVER);
        if (chart.appVersion !== undefined) expect(chart.appVersion).toMatch(SEMVER);
        expect(chart.role).not.toBe('wrapper');
      }
      for (const dependency of chart.dependencies ?? []) expect(dependency.version).toMatch(SEMVER);
    }
  });

  it('puts every fixed chart namespace in NAMESPACES', () => {
    const names = new Set(NAMESPACES.map((namespace) => namespace.name));
    for (const chart of CHARTS) {
      if (chart.namespace) expect(names.has(chart.namespace), chart.name).toBe(true);
    }
    for (const former of FORMER_NAMESPACES) {
      expect(names.has(former.name)).toBe(false);
      if (former.now) expect(names.has(former.now)).toBe(true);
    }
  });

  it('points former chart names at current charts', () => {
    for (const former of FORMER_CHARTS) {
      expect(findChart(former.name), former.name).toBeUndefined();
      if (former.now) expect(findChart(former.now), former.now).toBeDefined();
    }
  });

  it('has unique names in every table', () => {
    const unique = (values: readonly string[]) => expect(new Set(values).size).toBe(values.length);
    unique(CHARTS.map((chart) => chart.directory));
    unique(NAMESPACES.map((namespace) => namespace.name));
    unique([...NODE_LABELS, ...OBJECT_LABELS].map((label) => label.key));
    unique(VARIABLES.map((variable) => variable.name));
    // A tool may have a second pin for the cluster pages its newest release no longer supports.
    unique(TOOLS.map((tool) => `${tool.name} ${tool.pinnedVersion}`));
    for (const tool of TOOLS.filter((candidate) => candidate.forClusterPages)) {
      expect(TOOLS.some((other) => other.name === tool.name && !other.forClusterPages)).toBe(true);
    }
  });

  it('reads the pub/sub engine from DATALAYER_PUBSUB_ENGINE, with the IAM chart defaulting to kafka', () => {
    const engine = VARIABLES.find((variable) => variable.name === 'DATALAYER_PUBSUB_ENGINE');
    expect(engine?.readBy.find((reader) => reader.chart === 'datalayer-iam')?.default).toBe(
      'kafka',
    );
    expect(VARIABLES.some((variable) => variable.name === 'DATALAYER_PUB_SUB_ENGINE')).toBe(false);
    expect(FORMER_VARIABLES.find((former) => former.name === 'DATALAYER_PUB_SUB_ENGINE')?.now).toBe(
      'DATALAYER_PUBSUB_ENGINE',
    );
  });

  it('names chart readers that exist, and keeps site variables apart from the charts’ ones', () => {
    const chartNames = new Set(CHARTS.map((chart) => chart.name));
    const variableNames = new Set(VARIABLES.map((variable) => variable.name));
    for (const variable of VARIABLES) {
      expect(variable.readBy.length + (variable.readByTools?.length ?? 0)).toBeGreaterThan(0);
      for (const reader of variable.readBy) expect(chartNames.has(reader.chart)).toBe(true);
    }
    for (const variable of SITE_SHELL_VARIABLES) {
      expect(variableNames.has(variable.name), variable.name).toBe(false);
      expect(variable.reason.length).toBeGreaterThan(20);
    }
  });

  it('gives ports and in-cluster URLs that agree', () => {
    for (const endpoint of SERVICE_ENDPOINTS) {
      expect(endpoint.port).toBeGreaterThan(0);
      if (endpoint.inClusterUrl) expect(endpoint.inClusterUrl).toContain(`:${endpoint.port}`);
    }
  });

  it('pins tools with versions and Kubernetes ranges of minor versions', () => {
    for (const tool of TOOLS) {
      // A pin for one page may name a minor release line (`v3.20`): the page asks for its newest patch.
      expect(tool.pinnedVersion, tool.name).toMatch(
        tool.forClusterPages ? /^v?\d+\.\d+(\.\d+)?$/ : SEMVER,
      );
      expect(tool.pages.length).toBeGreaterThan(0);
      const range = tool.supportedKubernetes;
      expect(Boolean(range), tool.name).toBe(Boolean(tool.supportSource));
      if (!range) continue;
      expect(range.min).toMatch(MINOR);
      if (range.max !== undefined) expect(range.max).toMatch(MINOR);
    }
    for (const entry of CLUSTER_KUBERNETES_VERSIONS) expect(entry.version).toMatch(MINOR);
  });

  it('compares Kubernetes versions by minor version', () => {
    const certManager = TOOLS.find((tool) => tool.name === 'cert-manager');
    expect(certManager && supportsKubernetes(certManager, '1.35.8')).toBe(true);
    expect(certManager && supportsKubernetes(certManager, '1.36')).toBe(true);
    expect(certManager && supportsKubernetes(certManager, '1.32')).toBe(false);
    expect(certManager && supportsKubernetes(certManager, '1.37')).toBe(false);
  });

  it('records that no public chart registry was found', () => {
    expect(CHART_PUBLICATION.publicRegistry).toBeNull();
    expect(CHART_PUBLICATION.form).toBe('oci://${DATALAYER_HELM_REGISTRY}/<name>');
  });
});
