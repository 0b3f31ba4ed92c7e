import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {CLOUDER_CLI_PAGES} from '../src/data/cli/pages';

/** Every route of the specification (shared/spec/ROUTES.md), with the trailing-slash policy applied. */
const k8s = '/services/kubernetes';
const under = (folder: string, names: string[]) => names.map((name) => `${folder}/${name}/`);

export const SPEC_DOC_ROUTES: readonly string[] = [
  '/',
  '/cluster/',
  '/architecture/',
  ...under('/architecture', ['byoc', 'byon', 'criu', 'secrets-injection', 'user-storage']),
  '/glossary/',
  '/professional-services/',
  ...under('/professional-services', ['support', 'training', 'certifications']),
  '/security/',
  '/services/',
  '/services/addons/',
  '/services/addons/stripe/',
  '/services/benchmarks/',
  ...under('/services/benchmarks', ['kernels', 'pods']),
  '/services/features/',
  ...under('/services/features', ['secrets-injection', 'user-content']),
  '/services/integrations/',
  '/services/integrations/jupyterhub/',
  `${k8s}/`,
  `${k8s}/cluster/`,
  ...under(`${k8s}/cluster`, [
    'aws-eks',
    'azure-aks',
    'docker',
    'kubeadm',
    'minikube',
    'namespaces',
    'nodes',
    'ovh-cloud',
  ]),
  `${k8s}/deployments/`,
  ...under(`${k8s}/deployments`, ['configuration', 'github-actions', 'helm', 'plane']),
  `${k8s}/frameworks/`,
  `${k8s}/frameworks/ray/`,
  `${k8s}/operations/`,
  ...under(`${k8s}/operations`, [
    'availability',
    'checkpoint-restore',
    'continuity',
    'observability',
    'runtime-environments',
    'runtime-pools',
    'scaling',
    'upgrades',
  ]),
  `${k8s}/operations/jupyter/`,
  ...under(`${k8s}/operations/jupyter`, [
    'jupyter-contents',
    'jupyter-environments',
    'jupyterpool',
  ]),
  `${k8s}/operations/management/`,
  `${k8s}/operations/management/users/`,
  `${k8s}/registries/`,
  ...under(`${k8s}/registries`, ['aws-ecr-environments', 'docker-registry', 'helm-registry']),
  `${k8s}/requirements/`,
  `${k8s}/requirements/cli/`,
  ...under(`${k8s}/requirements/cli/clouder`, [...CLOUDER_CLI_PAGES]),
  ...under(`${k8s}/requirements/cli`, [
    'clouder',
    'cmctl',
    'datalayer',
    'helm',
    'kubectl',
    'openfga',
    'plane',
  ]),
  `${k8s}/requirements/license/`,
  `${k8s}/services/`,
  ...under(`${k8s}/services`, [
    'ai-agents',
    'functions',
    'iam',
    'library',
    'manager',
    'operator',
    'runtimes',
    'scheduler',
    'spacer',
    'spider',
    'status',
  ]),
  `${k8s}/services/system/`,
  ...under(`${k8s}/services/system`, [
    'cert-manager',
    'datashim',
    'gpu-cuda',
    'ingress',
    'jupyterhub',
    'kafka',
    'mailer',
    'observer',
    'openfga',
    'pulsar',
    'shared-filesystem',
    'solr',
    'vault',
  ]),
];

export const SPEC_PAGE_ROUTES: readonly string[] = ['/markdown-page/', '/testimonials/'];

/** The second readings of two slugs, served as redirects to the correct spelling. */
export const SPEC_REDIRECTS: Readonly<Record<string, string>> = {
  [`${k8s}/deployments/gitub-actions/`]: `${k8s}/deployments/github-actions/`,
  [`${k8s}/operations/availablity/`]: `${k8s}/operations/availability/`,
};

const DOCS_DIR = path.resolve(__dirname, '..', 'docs');

/** The route a doc file is served at: folders are routes, `index` is the folder's own page. */
export function routeOfDocFile(relativePath: string): string {
  const withoutExtension = relativePath
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
  const route = withoutExtension === 'index' ? '' : withoutExtension.replace(/(^|\/)index$/, '');
  return route === '' ? '/' : `/${route}/`;
}

export function docFiles(directory = DOCS_DIR): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) return docFiles(full);
    return /\.mdx?$/.test(entry) ? [path.relative(DOCS_DIR, full)] : [];
  });
}
