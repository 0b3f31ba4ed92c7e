// Written by `npm run upstream:record` with snapshot.ts: the commit of each helm-charts file of
// the recorded snapshot and nothing else, for code that reaches the browser (the ledger's sources).
import type {SnapshotCommits} from './types';

export const HELM_CHARTS_COMMITS: SnapshotCommits = {
  repository: 'datalayer/helm-charts',
  head: 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
  base: {commit: '435dcf354454ce764d344d442a5d0bb39d28c0e5', date: '2026-06-25'},
  files: {
    'charts/datalayer-ai-agents/templates/_helpers.yaml':
      '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-ai-agents/templates/ingress.yaml': '2ee036297c0a3806ca19a29aa2411be0763d89fe',
    'charts/datalayer-ai-agents/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-ai-inference/templates/_helpers.yaml':
      '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-ai-inference/templates/ingress.yaml':
      '2ee036297c0a3806ca19a29aa2411be0763d89fe',
    'charts/datalayer-ai-inference/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-contents/Chart.yaml': '5ee5ae1295b88da49782804d4f887c5cc707386f',
    'charts/datalayer-contents/templates/_helpers.yaml': '5ee5ae1295b88da49782804d4f887c5cc707386f',
    'charts/datalayer-contents/templates/deployment.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-contents/templates/ingress.yaml': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-contents/templates/ingressroute-flight.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-contents/templates/NOTES.txt': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-contents/templates/processes.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-contents/templates/prometheusrule.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-contents/templates/service.yaml': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-contents/templates/serviceaccount.yaml':
      '5ee5ae1295b88da49782804d4f887c5cc707386f',
    'charts/datalayer-contents/values.yaml': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-data-server/Chart.yaml': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-data-server/templates/_helpers.tpl':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-data-server/templates/configmap.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-data-server/templates/deployment.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-data-server/templates/NOTES.txt': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-data-server/values.yaml': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-datashim/values-any.yaml': '2ee036297c0a3806ca19a29aa2411be0763d89fe',
    'charts/datalayer-growth/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-growth/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-home/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-home/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-iam/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-iam/templates/deployment.yaml': '5ee5ae1295b88da49782804d4f887c5cc707386f',
    'charts/datalayer-iam/templates/ingress.yaml': '5ee5ae1295b88da49782804d4f887c5cc707386f',
    'charts/datalayer-iam/templates/oidc-secret.yaml': '5ee5ae1295b88da49782804d4f887c5cc707386f',
    'charts/datalayer-iam/values.yaml': '5ee5ae1295b88da49782804d4f887c5cc707386f',
    'charts/datalayer-inbounds/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-inbounds/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-jump/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-jump/templates/deployment.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-jump/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-library/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-library/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-local-csi/Chart.yaml': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-local-csi/templates/_helpers.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-local-csi/templates/csidriver.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-local-csi/templates/daemonset.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-local-csi/templates/networkpolicy.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-local-csi/templates/NOTES.txt': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-local-csi/templates/rbac.yaml': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-local-csi/templates/serviceaccount.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-local-csi/values.yaml': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-manager/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-manager/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-mcp-servers/templates/_helpers.yaml':
      '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-mcp-servers/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-observer/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-observer/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-operator/templates/operator-postgresql-agent-memories-secret-rbac.yaml':
      'ed2a43f44f43939270d147524801b033321066fd',
    'charts/datalayer-operator/values.yaml': '5ee5ae1295b88da49782804d4f887c5cc707386f',
    'charts/datalayer-postgresql-operator/README.md': 'c824ead916d401eb659bd7fd6615d9c9f765532a',
    'charts/datalayer-postgresql-operator/values-any.yaml':
      'c824ead916d401eb659bd7fd6615d9c9f765532a',
    'charts/datalayer-postgresql-operator/values.yaml': 'c824ead916d401eb659bd7fd6615d9c9f765532a',
    'charts/datalayer-ray/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-runtimes/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-runtimes/templates/deployment.yaml':
      'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-runtimes/templates/postgresql-agent-memories-secret-rbac.yaml':
      'ed2a43f44f43939270d147524801b033321066fd',
    'charts/datalayer-runtimes/values.yaml': 'fc4462929c006a9aeaa283bb59c19fe1bfeb6ea6',
    'charts/datalayer-scheduler/templates/_helpers.yaml':
      '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-scheduler/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-spacer/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-spacer/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-success/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-success/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-support/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/datalayer-support/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/jupyter-server/templates/_helpers.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/jupyter-server/templates/deployment.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/jupyter-server/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/runtime-pools/templates/deployment.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/runtime-pools/templates/ingress-eks.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/runtime-pools/templates/ingress-ovh.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
    'charts/runtime-pools/values.yaml': '27a588fcb66c637a0b916af5af069a4e976a2e03',
  },
};

/** The commit of a file: its laid-over version's, else the base's. */
export function fileCommit(commits: SnapshotCommits, file: string): string {
  return commits.files[file] ?? commits.base.commit;
}
