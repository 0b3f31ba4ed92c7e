import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseAllDocuments} from 'yaml';
import {kubernetesCheck} from '../../scripts/content-checks/kubernetes';
import {yamlCheck} from '../../scripts/content-checks/yaml';
import {parseDoc} from '../../scripts/content-checks/markdown';
import type {CheckContext} from '../../scripts/content-checks/types';

/**
 * deploy/: the Kubernetes manifests pass the schema check the docs' own YAML passes, and the
 * Dockerfile keeps its shape. No Docker engine runs here, so the image itself is not built.
 */
const DEPLOY = path.resolve(__dirname, '..', '..', 'deploy');
const CONTEXT: CheckContext = {
  rootDir: path.resolve(DEPLOY, '..'),
  siteDocs: () => [],
  depthAllowlistPath: '',
};
const MANIFESTS = readdirSync(path.join(DEPLOY, 'k8s')).filter((name) => name.endsWith('.yaml'));

function manifest(name: string): Record<string, unknown> {
  return parseAllDocuments(readFileSync(path.join(DEPLOY, 'k8s', name), 'utf8'))[0].toJS();
}

describe('deploy/k8s', () => {
  it.each(MANIFESTS)('%s passes the YAML and Kubernetes schema checks', async (name) => {
    const source = readFileSync(path.join(DEPLOY, 'k8s', name), 'utf8');
    // The checks read YAML from a Markdown page's code blocks.
    const doc = parseDoc(`deploy/k8s/${name}`, `\`\`\`yaml\n${source}\`\`\`\n`);
    expect(await yamlCheck.check(doc, CONTEXT)).toEqual([]);
    expect(await kubernetesCheck.check(doc, CONTEXT)).toEqual([]);
  });

  it('has each object the deployment needs', () => {
    const kinds = MANIFESTS.map((name) => manifest(name).kind).sort();
    expect(kinds).toEqual([
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'PodDisruptionBudget',
      'Service',
    ]);
  });

  it('runs the container unprivileged with a read-only root and probes', () => {
    const spec = (manifest('deployment.yaml') as {spec: {template: {spec: PodSpec}}}).spec.template
      .spec;
    expect(spec.securityContext.runAsNonRoot).toBe(true);
    const [container] = spec.containers;
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
    expect(container.volumeMounts.map((mount) => mount.mountPath)).toContain('/tmp');
    expect(container.livenessProbe).toBeDefined();
    expect(container.readinessProbe).toBeDefined();
    expect(Object.keys(container.resources)).toEqual(['requests', 'limits']);
    expect(container.ports[0].containerPort).toBeGreaterThan(1024);
  });

  it('gets TLS for the Ingress from cert-manager', () => {
    const ingress = manifest('ingress.yaml') as {
      metadata: {annotations: Record<string, string>};
      spec: {tls: {hosts: string[]; secretName: string}[]};
    };
    expect(ingress.metadata.annotations['cert-manager.io/cluster-issuer']).toBeTruthy();
    expect(ingress.spec.tls[0].secretName).toBeTruthy();
  });
});

interface PodSpec {
  securityContext: {runAsNonRoot: boolean};
  containers: {
    securityContext: {readOnlyRootFilesystem: boolean; allowPrivilegeEscalation: boolean};
    volumeMounts: {mountPath: string}[];
    livenessProbe?: unknown;
    readinessProbe?: unknown;
    resources: Record<string, unknown>;
    ports: {containerPort: number}[];
  }[];
}

describe('deploy/Dockerfile', () => {
  const lines = readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
  const instructions = (name: string) =>
    lines.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1));

  it('builds with Node, then serves with an unprivileged nginx', () => {
    const stages = instructions('FROM');
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/^node:\S+ AS build$/);
    expect(stages[1]).toMatch(/^nginxinc\/nginx-unprivileged:\S+$/);
    expect(instructions('RUN').join('\n')).toContain('npm run build');
  });

  it('runs as a non-root user on a port above 1024, with the config and the policy include', () => {
    const lastFrom = lines.map((line) => line.startsWith('FROM ')).lastIndexOf(true);
    const finalStage = lines.slice(lastFrom);
    const user = finalStage.find((line) => line.startsWith('USER '))?.slice(5);
    expect(user).toBeDefined();
    expect(['0', 'root']).not.toContain(user);
    expect(Number(instructions('EXPOSE')[0])).toBeGreaterThan(1024);
    const copies = finalStage.filter((line) => line.startsWith('COPY ')).join('\n');
    expect(copies).toContain('deploy/nginx.conf /etc/nginx/conf.d/default.conf');
    expect(copies).toContain('/etc/nginx/clouder/csp.conf');
    expect(readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8')).toContain(
      'include /etc/nginx/clouder/csp.conf;',
    );
  });
});

describe('deploy/nginx.conf and the precompressed files', () => {
  const config = readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8');

  it('serves the Markdown twins and llms.txt as UTF-8 text, compressed', () => {
    const gzipTypes = /^\s*gzip_types ([^;]+);/m.exec(config)?.[1].split(/\s+/) ?? [];
    expect(gzipTypes).toEqual(expect.arrayContaining(['text/markdown', 'text/plain']));
    expect(config).toMatch(/^\s*charset utf-8;/m);
    expect(config).toMatch(/^\s*charset_types text\/markdown text\/plain;/m);
    expect(config).toMatch(/location ~ \\\.md\$ \{\s*types \{\s*text\/markdown md;\s*\}/);
  });

  it('precompresses .md and .txt files', () => {
    const script = readFileSync(
      path.resolve(DEPLOY, '..', 'scripts', 'build', 'precompress.ts'),
      'utf8',
    );
    const pattern = /const COMPRESSIBLE = \/(.+)\/;/.exec(script)?.[1];
    expect(pattern).toBeDefined();
    const compressible = new RegExp(pattern!);
    expect(compressible.test('cluster.md')).toBe(true);
    expect(compressible.test('llms-full.txt')).toBe(true);
  });
});
