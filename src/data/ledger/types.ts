/**
 * The shapes of the ledger of platform facts (src/data/ledger/index.ts). Every entry names where it was
 * read, so that a reader, a reviewer or the `ledger` content check can go back to the source.
 */

/** Where a fact was read: a file of a repository at a commit, or a published page of a release. */
export interface LedgerSource {
  /** `owner/name` on GitHub, or the site that publishes the page (`strimzi.io`). */
  repository: string;
  /** Path of the file in the repository, or of the page on the site. */
  path: string;
  /** Full 40-character commit hash, when the fact was read from git. */
  commit?: string;
  /** Date of that commit or of the release, `YYYY-MM-DD`. */
  date?: string;
  /** Public address of the page, for facts read from a web page. */
  url?: string;
}

/**
 * What a chart is, read from its description and templates:
 * - `platform`: a Datalayer service of the platform (IAM, Runtimes, the Operator…);
 * - `system`: infrastructure the services need (storage, messaging, observability);
 * - `business`: growth, success, support and mail services around the product;
 * - `wrapper`: a folder of values files for a third-party chart, with no Chart.yaml of its own;
 * - `example`: a sample chart (charts/example-simple).
 */
export type ChartRole = 'platform' | 'system' | 'business' | 'wrapper' | 'example';

export interface ChartDependency {
  name: string;
  version: string;
  repository?: string;
}

export interface LedgerChart {
  /** The `name` of Chart.yaml, which is also the repository name `helm push` gives it; the folder name for a wrapper. */
  name: string;
  /** The folder under `charts/`, which is what `plane up|down` takes. */
  directory: string;
  /** Chart version (`version` of Chart.yaml); absent for a wrapper. */
  version?: string;
  appVersion?: string;
  description?: string;
  /** True for a folder of values files with no Chart.yaml: it is installed with a third-party chart. */
  valuesOnly?: boolean;
  valuesFiles?: readonly string[];
  dependencies?: readonly ChartDependency[];
  role: ChartRole;
  /** The namespace the chart or its own files fix for it, when they fix one. */
  namespace?: string;
  namespaceSource?: LedgerSource;
  source: LedgerSource;
}

/** A chart name or folder that existed and was renamed or removed. */
export interface FormerName {
  name: string;
  /** The current name; absent when the thing was removed without a successor. */
  now?: string;
  /** What happened, in a few words. */
  note: string;
  source: LedgerSource;
}

export interface LedgerNamespace {
  name: string;
  /** What runs there, as the source shows it. */
  runs: string;
  source: LedgerSource;
}

export interface NodeLabel {
  key: string;
  /** The values the sources give; `<role>` stands for any role name. */
  values: readonly string[];
  /** Who puts the label on nodes. */
  setBy: readonly string[];
  /** Who selects nodes by it. */
  selectedBy: readonly string[];
  source: LedgerSource;
  /** Further sources, when several establish the same key. */
  alsoIn?: readonly LedgerSource[];
}

/** A label the charts put on, or select, objects other than nodes (pods, service monitors). */
export interface ObjectLabel {
  key: string;
  on: string;
  setBy: readonly string[];
  source: LedgerSource;
}

export interface Taint {
  key: string;
  value?: string;
  effect: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
  setBy: readonly string[];
  toleratedBy: readonly string[];
  source: LedgerSource;
}

export interface SecretKeyRef {
  secretKeyRef: {name: string; key: string};
}

/** One chart's reading of a variable: the chart name and its default in that chart's values.yaml. */
export interface VariableReader {
  chart: string;
  /**
   * For a variable a deployment template sets from another value rather than from the `env:` map:
   * that value's key (`operator.sharedFsPVC`).
   */
  fromValue?: string;
  default: string | SecretKeyRef;
}

export interface LedgerVariable {
  name: string;
  /** Charts whose values.yaml `env:` map (or a template, from another value) sets it, with the default each gives. */
  readBy: readonly VariableReader[];
  /** Programs other than the charts that read it (the Clouder CLI). */
  readByTools?: readonly string[];
  /** Default outside the charts, such as the CLI's. */
  toolDefault?: string;
  source: LedgerSource;
}

/** A variable that the charts used to read, with what replaced it. */
export interface FormerVariable {
  name: string;
  now?: string;
  note: string;
  source: LedgerSource;
}

/** A variable that the site's own shell snippets define; no chart or tool reads it. */
export interface SiteShellVariable {
  name: string;
  reason: string;
}

export interface ServiceEndpoint {
  /** The service as the platform names it. */
  service: string;
  /** The chart whose release serves it, when it is a Datalayer chart. */
  chart?: string;
  port: number;
  /** The address the charts' defaults use inside the cluster; absent when no source gives one. */
  inClusterUrl?: string;
  source: LedgerSource;
}

export interface KubernetesRange {
  /** Oldest supported minor version, `1.29`. */
  min: string;
  /** Newest supported minor version; absent when the source gives no upper bound. */
  max?: string;
}

export interface LedgerTool {
  name: string;
  /** The version the site pins, as the site writes it (`v1.21.1`, `0.48.0`). */
  pinnedVersion: string;
  /** Shell variables the site pins it with (`CERT_MANAGER_VERSION`). */
  variables: readonly string[];
  /** `repo/chart` references of its Helm chart, when it is installed with Helm. */
  chartRefs?: readonly string[];
  /** Pages that pin it. */
  pages: readonly string[];
  /** Kubernetes versions the release supports, when its project publishes them. */
  supportedKubernetes?: KubernetesRange;
  /** Where the supported range was read; absent with the range. */
  supportSource?: LedgerSource;
  /** What the range means when it is not a support table (a chart's `kubeVersion` constraint). */
  supportNote?: string;
  /**
   * The cluster pages this pin is for, when a tool has more than one pin: an older release for
   * a cluster page whose Kubernetes version the newest release no longer supports.
   */
  forClusterPages?: readonly string[];
  /** The version of the application a chart deploys by default (`v3.6.0` for Traefik 37.3.0). */
  appVersion?: string;
  /** The application `appVersion` is of, where the tool's name does not say it (`Prometheus`). */
  appName?: string;
  /** What the project has published since the pin, checked by the `support` check. */
  releases: ToolReleases;
}

/**
 * A pin's standing against its project's releases, as read on `checked`: the newest release, the
 * releases that fix a vulnerability the pinned release has, and the end of the pinned line's
 * support. The `support` check fails a page that pins it below a security release or past its
 * end of support unless a warning on the page says so.
 */
export interface ToolReleases {
  /**
   * The day the releases were read. The sources were stored copies of the projects'
   * repositories, issues and pages, most ending between July and October 2026: a newer release
   * may exist.
   */
  checked: string;
  newest: {version: string; date?: string; source: LedgerSource};
  /** Releases with a fix the pinned release lacks; empty when none was found. */
  security: readonly SecurityRelease[];
  /** When the pinned release line stopped getting fixes, where the project says so. */
  endOfSupport?: {date: string; rule: string; source: LedgerSource};
}

export interface SecurityRelease {
  /** The release that fixes it: of the tool or chart, or of the application a chart deploys. */
  version: string;
  date?: string;
  /** CVE, GHSA or Go vulnerability identifiers; empty when the notes name none. */
  advisories: readonly string[];
  source: LedgerSource;
}

/** A Kubernetes minor version and the day upstream stops patching it. */
export interface KubernetesMinor {
  minor: string;
  /** The last day of upstream maintenance (kubernetes.io, Patch Releases). */
  endOfLife: string;
  source: LedgerSource;
}

export interface ClusterKubernetesVersion {
  /** Minor version the page creates, `1.35`. */
  version: string;
  page: string;
  how: string;
  source?: LedgerSource;
}

/** A Service port as a chart renders it. */
export interface RenderedPort {
  port: number;
  name?: string;
  targetPort?: string;
}

/** One object a chart creates, as `helm template` renders it (scripts/generate/rendered.ts). */
export interface RenderedObject {
  kind: string;
  name: string;
  /** Absent in the release's namespace (the reader's choice) and for cluster-scoped kinds. */
  namespace?: string;
  clusterScoped?: boolean;
  labels?: Readonly<Record<string, string>>;
  /** A Service's selector, or a workload's `matchLabels`. */
  selector?: Readonly<Record<string, string>>;
  ports?: readonly RenderedPort[];
  containerPorts?: readonly number[];
  /** Node label keys the pods are scheduled by (nodeSelector and node affinity). */
  nodeLabels?: readonly string[];
  /** Secrets the object references: volumes, env, envFrom, image pull secrets, Ingress TLS. */
  secrets?: readonly string[];
  configMaps?: readonly string[];
  /** Rendered only with this platform values file, not with the defaults. */
  onlyWith?: string;
}

/** What one chart creates when installed under its own name as the release. */
export interface RenderedChart {
  chart: string;
  directory: string;
  release: string;
  /** The namespace the chart's values fix, or the ledger's; absent when the release decides. */
  namespace?: string;
  objects: readonly RenderedObject[];
  /** Helm's error when the chart does not render with its defaults. */
  error?: string;
  /** Helm's error with the platform values file. */
  platformError?: string;
  /** Subcharts that were not rendered (fetched from the network at install time). */
  dependenciesNotRendered?: readonly string[];
}
