/**
 * The key under which each Datalayer service chart keeps its `env:` map in values.yaml: Helm
 * values set `<key>.env.<VARIABLE>` (`iam.env.DATALAYER_URL`). Read from every chart's
 * values.yaml at datalayer/helm-charts 435dcf354454ce764d344d442a5d0bb39d28c0e5 (2026-06-25), the
 * commit of the rest of the ledger; keyed by chart name (the `name` of Chart.yaml).
 */
export const CHART_ENV_KEYS: Readonly<Record<string, string>> = {
  'datalayer-ai-agents': 'aiagents',
  'datalayer-ai-inference': 'aiinference',
  'datalayer-growth': 'growth',
  'datalayer-home': 'home',
  'datalayer-iam': 'iam',
  'datalayer-inbounds': 'inbounds',
  jump: 'jump',
  'datalayer-library': 'library',
  'datalayer-manager': 'manager',
  'datalayer-mcp-servers': 'mcpservers',
  'datalayer-observer': 'observer',
  'datalayer-operator': 'operator',
  'datalayer-outbounds': 'outbounds',
  'datalayer-ray': 'ray',
  'datalayer-runtimes': 'runtimes',
  'datalayer-scheduler': 'scheduler',
  'datalayer-spacer': 'spacer',
  'datalayer-success': 'success',
  'datalayer-support': 'support',
  'jupyter-server': 'server',
  'runtime-pools': 'runtime-pools',
};
