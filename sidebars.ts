import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {CLOUDER_CLI_PAGES} from './src/data/cli/pages';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * One sidebar holds every doc, in reading order: from a first cluster to operating the platform.
 * Ids are listed explicitly so that a missing or misspelled doc id fails the build and names it.
 */

/** A category whose landing page is the folder's own `index` doc, with the given children. */
function section(folder: string, label: string, items: SidebarItemConfig[]): SidebarItemConfig {
  return {
    type: 'category',
    label,
    link: {type: 'doc', id: `${folder}/index`},
    collapsible: true,
    collapsed: true,
    items,
  };
}

/** Doc ids of leaf pages that live directly in `folder`. */
function pages(folder: string, names: string[]): string[] {
  return names.map((name) => `${folder}/${name}`);
}

const k8s = 'services/kubernetes';

const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'index',
    'cluster/index',
    section('services', 'Services', [
      section(k8s, 'Kubernetes', [
        section(`${k8s}/requirements`, 'Requirements', [
          section(`${k8s}/requirements/cli`, 'CLI', [
            section(
              `${k8s}/requirements/cli/clouder`,
              'Clouder',
              pages(`${k8s}/requirements/cli/clouder`, [...CLOUDER_CLI_PAGES]),
            ),
            ...pages(`${k8s}/requirements/cli`, [
              'kubectl',
              'helm',
              'cmctl',
              'openfga',
              'plane',
              'datalayer',
            ]),
          ]),
          `${k8s}/requirements/license`,
        ]),
        section(
          `${k8s}/cluster`,
          'Cluster',
          pages(`${k8s}/cluster`, [
            'nodes',
            'namespaces',
            'aws-eks',
            'azure-aks',
            'ovh-cloud',
            'kubeadm',
            'minikube',
            'docker',
          ]),
        ),
        section(
          `${k8s}/registries`,
          'Registries',
          pages(`${k8s}/registries`, ['docker-registry', 'helm-registry', 'aws-ecr-environments']),
        ),
        section(
          `${k8s}/deployments`,
          'Deployments',
          pages(`${k8s}/deployments`, [
            'configuration',
            'platform-reference',
            'plane',
            'helm',
            'github-actions',
          ]),
        ),
        section(`${k8s}/services`, 'Services', [
          section(
            `${k8s}/services/system`,
            'System',
            pages(`${k8s}/services/system`, [
              'cert-manager',
              'ingress',
              'solr',
              'openfga',
              'vault',
              'pulsar',
              'kafka',
              'shared-filesystem',
              'datashim',
              'gpu-cuda',
              'observer',
              'mailer',
              'jupyterhub',
              'falco',
              'telepresence',
            ]),
          ),
          ...pages(`${k8s}/services`, [
            'operator',
            'iam',
            'runtimes',
            'spacer',
            'library',
            'ai-agents',
            'functions',
            'scheduler',
            'spider',
            'manager',
            'status',
            'ai-inference',
            'mcp-servers',
            'inbounds',
            'jump',
            'jupyter-server',
            'business-services',
          ]),
        ]),
        section(`${k8s}/frameworks`, 'Frameworks', pages(`${k8s}/frameworks`, ['ray'])),
        section(`${k8s}/operations`, 'Operations', [
          section(
            `${k8s}/operations/management`,
            'Management',
            pages(`${k8s}/operations/management`, ['users']),
          ),
          section(
            `${k8s}/operations/jupyter`,
            'Jupyter',
            pages(`${k8s}/operations/jupyter`, [
              'jupyter-contents',
              'jupyter-environments',
              'jupyterpool',
            ]),
          ),
          ...pages(`${k8s}/operations`, [
            'observability',
            'scaling',
            'checkpoint-restore',
            'runtime-pools',
            'runtime-environments',
            'availability',
            'continuity',
            'upgrades',
          ]),
        ]),
      ]),
      section(
        'services/features',
        'Features',
        pages('services/features', ['secrets-injection', 'user-content']),
      ),
      section(
        'services/integrations',
        'Integrations',
        pages('services/integrations', ['jupyterhub']),
      ),
      section('services/addons', 'Add-ons', pages('services/addons', ['stripe'])),
      section(
        'services/benchmarks',
        'Benchmarks',
        pages('services/benchmarks', ['kernels', 'pods']),
      ),
    ]),
    section(
      'architecture',
      'Architecture',
      pages('architecture', ['criu', 'secrets-injection', 'user-storage', 'byoc', 'byon']),
    ),
    'security/index',
    section(
      'professional-services',
      'Professional Services',
      pages('professional-services', ['support', 'training', 'certifications']),
    ),
    'glossary/index',
  ],
};

export default sidebars;
