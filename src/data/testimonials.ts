/**
 * Use-case stories by role. They describe how each kind of reader uses Clouder and the
 * Datalayer platform, written from the documented features; they quote no real person or company.
 */
export interface UseCaseStory {
  /** Stable id, used as the anchor of the story on the page. */
  id: string;
  role: string;
  challenge: string;
  approach: string;
  outcome: string;
  /** Doc paths the story relies on, so that readers can follow it. */
  guides: readonly {label: string; to: string}[];
}

export const USE_CASE_STORIES: readonly UseCaseStory[] = [
  {
    id: 'platform-operator',
    role: 'Platform operator',
    challenge:
      'Runs the cluster for a data-science team and has to keep kernels available without paying for idle GPUs.',
    approach:
      'Creates separate node pools for CPU and GPU kernels with the Clouder CLI, sizes a Jupyterpool per environment, and lets the GPU pool scale from a minimum of zero nodes.',
    outcome:
      'Users get a warm CPU kernel at once, GPU kernels start when a GPU node is ready, and GPU nodes are released when nobody uses them.',
    guides: [
      {label: 'Nodes and node pools', to: '/services/kubernetes/cluster/nodes/'},
      {label: 'Scaling', to: '/services/kubernetes/operations/scaling/'},
    ],
  },
  {
    id: 'data-scientist',
    role: 'Data scientist',
    challenge:
      'Works in JupyterLab on a laptop, but the models need a GPU and the data sits in an S3 bucket.',
    approach:
      'Opens a remote GPU kernel whose pod sees the bucket as a Datashim dataset, with personal credentials injected as environment variables.',
    outcome:
      'The notebook stays local while the code runs next to the data on a GPU, and no secret is written in a notebook.',
    guides: [
      {label: 'Datashim', to: '/services/kubernetes/services/system/datashim/'},
      {label: 'Secrets injection', to: '/services/features/secrets-injection/'},
    ],
  },
  {
    id: 'hub-administrator',
    role: 'JupyterHub administrator',
    challenge:
      'Runs a JupyterHub for a department whose users sometimes need more compute than their single-user servers offer.',
    approach:
      'Adds the Datalayer extension to the single-user image so that users can launch remote kernels from their existing servers.',
    outcome:
      'The hub keeps its sign-in and storage; heavy work runs on remote kernels that are accounted in credits.',
    guides: [{label: 'JupyterHub integration', to: '/services/integrations/jupyterhub/'}],
  },
  {
    id: 'release-engineer',
    role: 'Release engineer',
    challenge:
      'Must deploy chart upgrades to several clusters the same way every time, with an approval before production.',
    approach:
      'Deploys every service with pinned chart versions from a GitHub Actions workflow whose production environment requires a reviewer.',
    outcome:
      'Each deployment is recorded, reviewed and repeatable, and a failed smoke test stops a bad release before users see it.',
    guides: [
      {label: 'Deploy with GitHub Actions', to: '/services/kubernetes/deployments/github-actions/'},
      {label: 'Upgrades', to: '/services/kubernetes/operations/upgrades/'},
    ],
  },
  {
    id: 'ml-engineer',
    role: 'Machine learning engineer',
    challenge: 'Needs to spread a hyper-parameter search over many machines for a few hours.',
    approach:
      'Deploys a Ray cluster with the KubeRay operator next to the platform, with workers that the Ray autoscaler adds and removes between a minimum and a maximum, and submits the search from a pod in the cluster or as a Ray job from a workstation.',
    outcome:
      'The trials run in parallel across the workers, idle workers are removed, and the Ray cluster is uninstalled with Helm when the search is done, which frees its pods.',
    guides: [{label: 'Ray', to: '/services/kubernetes/frameworks/ray/'}],
  },
  {
    id: 'course-instructor',
    role: 'Course instructor',
    challenge:
      'Teaches a hands-on session in which every participant opens a kernel within the same few minutes.',
    approach:
      'Asks the platform operator to run the kernel benchmark a few days before, with the expected number of participants, and to size the Jupyterpool and the node pool minimum from the Over Capacity count.',
    outcome:
      'Participants get warm kernels when the session starts instead of waiting for new nodes, and the pool is shrunk again once the session ends.',
    guides: [
      {label: 'Kernel benchmark', to: '/services/benchmarks/kernels/'},
      {label: 'Jupyterpool', to: '/services/kubernetes/operations/jupyter/jupyterpool/'},
    ],
  },
  {
    id: 'platform-owner',
    role: 'Platform owner',
    challenge:
      'Opens the cluster to users outside the team and needs them to pay for the kernels they use.',
    approach:
      'Enables the Stripe add-on with one-off credit packages and a signed webhook to Datalayer IAM, and tests the whole purchase in Stripe test mode first.',
    outcome:
      'Users buy prepaid credits through Stripe Checkout, their balance grows only when Stripe confirms the payment, and running kernels consume those credits.',
    guides: [
      {label: 'Stripe add-on', to: '/services/addons/stripe/'},
      {label: 'Security', to: '/security/'},
    ],
  },
];

/** Where readers send their own story. */
export const SHARE_STORY_URL = 'https://github.com/datalayer/support/issues/new';
