// Generated from github.com/datalayer/helm-charts, snapshot fc446292 (src/data/upstream/snapshot.ts),
// by reading every charts/<directory>/Chart.yaml, values.yaml and templates/; regenerate rather
// than edit by hand (npm run generate:ledger -- <helm-charts checkout>).
import type {LedgerVariable} from './types';
import {chartFile} from './sources';

/** Every key of every Datalayer chart's values.yaml `env:` map, with the chart that reads it and its default there. */
export const CHART_VARIABLES: readonly LedgerVariable[] = [
  {
    name: 'AGENT_OP_FEATURES',
    readBy: [{chart: 'datalayer-operator', default: ''}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'AGENT_RUNTIMES_MEM0_BACKEND',
    readBy: [{chart: 'datalayer-operator', default: 'auto'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'AWS_ACCESS_KEY_ID',
    readBy: [
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-scheduler', default: ''},
    ],
    source: chartFile('charts/datalayer-library/values.yaml'),
  },
  {
    name: 'AWS_DEFAULT_REGION',
    readBy: [
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-scheduler', default: ''},
    ],
    source: chartFile('charts/datalayer-library/values.yaml'),
  },
  {
    name: 'AWS_SECRET_ACCESS_KEY',
    readBy: [
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-scheduler', default: ''},
    ],
    source: chartFile('charts/datalayer-library/values.yaml'),
  },
  {
    name: 'AZURE_CLIENT_ID',
    readBy: [{chart: 'datalayer-operator', default: ''}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'AZURE_CLIENT_SECRET',
    readBy: [{chart: 'datalayer-operator', default: ''}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'AZURE_RESOURCE_GROUP',
    readBy: [{chart: 'datalayer-operator', default: ''}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'AZURE_SUBSCRIPTION_ID',
    readBy: [{chart: 'datalayer-operator', default: ''}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'AZURE_TENANT_ID',
    readBy: [{chart: 'datalayer-operator', default: ''}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_AGENT_CHECKPOINTER_IMAGE',
    readBy: [{chart: 'datalayer-operator', default: 'datalayer/agent-checkpointer:0.0.1'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_AGENT_RUNTIMES_URL',
    readBy: [{chart: 'datalayer-ai-agents', default: ''}],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_AI_AGENTS_URL',
    readBy: [{chart: 'datalayer-ai-agents', default: ''}],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_AI_INFERENCE_URL',
    readBy: [{chart: 'datalayer-ai-inference', default: ''}],
    source: chartFile('charts/datalayer-ai-inference/values.yaml'),
  },
  {
    name: 'DATALAYER_ANYMAIL_API_KEY',
    readBy: [{chart: 'datalayer-inbounds', default: ''}],
    source: chartFile('charts/datalayer-inbounds/values.yaml'),
  },
  {
    name: 'DATALAYER_ANYMAIL_FINDER_API_KEY',
    readBy: [{chart: 'datalayer-growth', default: ''}],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_AUTHZ_ENGINE',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-growth', default: 'openfga'},
      {chart: 'datalayer-iam', default: 'openfga'},
      {chart: 'datalayer-inbounds', default: 'openfga'},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
      {chart: 'datalayer-operator', default: 'openfga'},
      {chart: 'datalayer-runtimes', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: 'openfga'},
      {chart: 'datalayer-support', default: 'openfga'},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_AVAILABLE_RUNTIMES_MAX_LIFE_SEC',
    readBy: [{chart: 'datalayer-operator', default: '3600'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_AZURE_OPENAI_API_KEY',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_AZURE_OPENAI_CHAT_COMPLETION_ENDPOINT',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_BEDROCK_AWS_ACCESS_KEY_ID',
    readBy: [{chart: 'datalayer-ai-inference', default: ''}],
    source: chartFile('charts/datalayer-ai-inference/values.yaml'),
  },
  {
    name: 'DATALAYER_BEDROCK_AWS_DEFAULT_REGION',
    readBy: [{chart: 'datalayer-ai-inference', default: ''}],
    source: chartFile('charts/datalayer-ai-inference/values.yaml'),
  },
  {
    name: 'DATALAYER_BEDROCK_AWS_SECRET_ACCESS_KEY',
    readBy: [{chart: 'datalayer-ai-inference', default: ''}],
    source: chartFile('charts/datalayer-ai-inference/values.yaml'),
  },
  {
    name: 'DATALAYER_BEDROCK_MODEL',
    readBy: [{chart: 'datalayer-ai-inference', default: ''}],
    source: chartFile('charts/datalayer-ai-inference/values.yaml'),
  },
  {
    name: 'DATALAYER_BLUESKY_API_KEY',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_BLUESKY_API_SECRET',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_CDN_URL',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_CERT_ISSUER',
    readBy: [{chart: 'datalayer-operator', default: 'letsencrypt'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_CLOUDER_CLUSTER_NAME',
    readBy: [{chart: 'datalayer-operator', default: ''}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_CLOUDER_EXECUTOR_PYTHON_TIMEOUT_SECONDS',
    readBy: [{chart: 'datalayer-operator', default: '300'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_CLOUDER_OS_DISK_SIZE_GB',
    readBy: [{chart: 'datalayer-operator', default: ''}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_API_KEY',
    readBy: [{chart: 'datalayer-contents', default: ''}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_BRIDGE_PORT',
    readBy: [{chart: 'datalayer-contents', fromValue: 'contents.bridgePort', default: '9402'}],
    source: chartFile('charts/datalayer-contents/templates/deployment.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_CLEANUP_INTERVAL_SECONDS',
    readBy: [{chart: 'datalayer-contents', default: '300'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_FLIGHT_API_KEY',
    readBy: [{chart: 'datalayer-contents', default: ''}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_FLIGHT_PROBE_PORT',
    readBy: [{chart: 'datalayer-contents', default: '9404'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_FLIGHT_TLS_CERT',
    readBy: [{chart: 'datalayer-contents', default: ''}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_FLIGHT_TLS_KEY',
    readBy: [{chart: 'datalayer-contents', default: ''}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_HOME_FOLDER_QUOTA_BYTES',
    readBy: [{chart: 'datalayer-contents', default: '10737418240'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_HOME_FOLDER_QUOTA_OBJECTS',
    readBy: [{chart: 'datalayer-contents', default: '100000'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_MAX_BRIDGES',
    readBy: [{chart: 'datalayer-contents', default: '10'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_MAX_CONCURRENT_QUERIES',
    readBy: [{chart: 'datalayer-contents', default: '8'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_MAX_TRANSFER_BYTES',
    readBy: [{chart: 'datalayer-contents', default: '0'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_MAXIMUM_UPLOAD_PART_BYTES',
    readBy: [{chart: 'datalayer-contents', default: '16777216'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_MCP_CALLS_PER_MINUTE',
    readBy: [{chart: 'datalayer-contents', default: '60'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_QUERY_MAX_BYTES',
    readBy: [{chart: 'datalayer-contents', default: '1073741824'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_QUERY_MAX_ROWS',
    readBy: [{chart: 'datalayer-contents', default: '1000000'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_QUERY_MAX_SECONDS',
    readBy: [{chart: 'datalayer-contents', default: '600'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_RECONCILE_INTERVAL_SECONDS',
    readBy: [{chart: 'datalayer-contents', default: '21600'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_RECONCILE_SAMPLE',
    readBy: [{chart: 'datalayer-contents', default: '0'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_RECONCILE_VERIFY',
    readBy: [{chart: 'datalayer-contents', default: 'false'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_REQUIRE_IAM',
    readBy: [{chart: 'datalayer-contents', default: 'true'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_REQUIRE_SOLR',
    readBy: [{chart: 'datalayer-contents', default: 'true'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_STORAGE_BACKEND',
    readBy: [{chart: 'datalayer-contents', default: 's3'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_STORAGE_BUCKET',
    readBy: [{chart: 'datalayer-contents', default: 'datalayer-contents'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_STORAGE_ENDPOINT_URL',
    readBy: [{chart: 'datalayer-contents', default: ''}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_STORAGE_REGION',
    readBy: [{chart: 'datalayer-contents', default: ''}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_URL',
    readBy: [
      {
        chart: 'datalayer-operator',
        default: 'http://datalayer-contents-svc.datalayer-api.svc.cluster.local:9400',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'http://datalayer-contents-svc.datalayer-api.svc.cluster.local:9400',
      },
      {chart: 'datalayer-data-server', fromValue: 'dataserver.contentsUrl', default: ''},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_CONTENTS_VERSION_RETENTION_DAYS',
    readBy: [{chart: 'datalayer-contents', default: '30'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_CORS_ORIGIN',
    readBy: [
      {chart: 'datalayer-ai-agents', default: '*'},
      {chart: 'datalayer-ai-inference', default: '*'},
      {chart: 'datalayer-growth', default: '*'},
      {chart: 'datalayer-iam', default: '*'},
      {chart: 'datalayer-inbounds', default: '*'},
      {chart: 'datalayer-library', default: '*'},
      {chart: 'datalayer-manager', default: '*'},
      {chart: 'datalayer-mcp-servers', default: '*'},
      {chart: 'datalayer-runtimes', default: '*'},
      {chart: 'datalayer-scheduler', default: '*'},
      {chart: 'datalayer-spacer', default: '*'},
      {chart: 'datalayer-success', default: '*'},
      {chart: 'datalayer-support', default: '*'},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_CREDITS_PROVIDER',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_DATASERVER_DRAIN_SECONDS',
    readBy: [{chart: 'datalayer-data-server', default: '60'}],
    source: chartFile('charts/datalayer-data-server/values.yaml'),
  },
  {
    name: 'DATALAYER_DATASERVER_IDENTITY',
    readBy: [{chart: 'datalayer-data-server', fromValue: 'dataserver.identity', default: ''}],
    source: chartFile('charts/datalayer-data-server/templates/deployment.yaml'),
  },
  {
    name: 'DATALAYER_DATASERVER_MAX_PARALLEL_JOBS',
    readBy: [{chart: 'datalayer-data-server', default: '2'}],
    source: chartFile('charts/datalayer-data-server/values.yaml'),
  },
  {
    name: 'DATALAYER_DATASERVER_POLL_WAIT_SECONDS',
    readBy: [{chart: 'datalayer-data-server', default: '20'}],
    source: chartFile('charts/datalayer-data-server/values.yaml'),
  },
  {
    name: 'DATALAYER_DOCKER_REGISTRY',
    readBy: [{chart: 'datalayer-operator', default: ''}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_GITHUB_CLIENT_ID',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_GITHUB_CLIENT_SECRET',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_GROWTH_URL',
    readBy: [{chart: 'datalayer-growth', default: ''}],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_IAM_API_KEY',
    readBy: [
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-operator', default: ''},
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_IAM_URL',
    readBy: [
      {
        chart: 'datalayer-contents',
        default: 'http://datalayer-iam-svc.datalayer-api.svc.cluster.local:9700',
      },
      {chart: 'datalayer-home', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'jump', default: ''},
      {chart: 'datalayer-observer', default: 'oss.datalayer.run'},
      {chart: 'datalayer-operator', default: ''},
      {
        chart: 'datalayer-runtimes',
        default: 'http://datalayer-iam-svc.datalayer-api.svc.cluster.local:9700',
      },
      {
        chart: 'datalayer-scheduler',
        default: 'http://datalayer-iam-svc.datalayer-api.svc.cluster.local:9700',
      },
    ],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_INBOUNDS_API_KEY',
    readBy: [{chart: 'datalayer-inbounds', default: ''}],
    source: chartFile('charts/datalayer-inbounds/values.yaml'),
  },
  {
    name: 'DATALAYER_INBOUNDS_URL',
    readBy: [{chart: 'datalayer-inbounds', default: ''}],
    source: chartFile('charts/datalayer-inbounds/values.yaml'),
  },
  {
    name: 'DATALAYER_INFERENCE_MODEL',
    readBy: [{chart: 'datalayer-ai-inference', default: ''}],
    source: chartFile('charts/datalayer-ai-inference/values.yaml'),
  },
  {
    name: 'DATALAYER_INFERENCE_PROVIDER',
    readBy: [{chart: 'datalayer-ai-inference', default: 'bedrock'}],
    source: chartFile('charts/datalayer-ai-inference/values.yaml'),
  },
  {
    name: 'DATALAYER_INGRESS_CLASS_NAME',
    readBy: [{chart: 'datalayer-operator', default: 'datalayer-traefik'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_INITIAL_USER_CREDITS',
    readBy: [
      {chart: 'datalayer-growth', default: '500'},
      {chart: 'datalayer-iam', default: '500'},
      {chart: 'datalayer-inbounds', default: '500'},
      {chart: 'datalayer-success', default: '500'},
      {chart: 'datalayer-support', default: '500'},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_JWT_ALGORITHM',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
      {chart: 'datalayer-scheduler', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_JWT_ALLOWED_ISSUERS',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_JWT_CACHE_VALIDATE',
    readBy: [
      {chart: 'datalayer-ai-agents', default: 'false'},
      {chart: 'datalayer-ai-inference', default: 'false'},
      {chart: 'datalayer-growth', default: 'true'},
      {chart: 'datalayer-iam', default: 'true'},
      {chart: 'datalayer-inbounds', default: 'true'},
      {chart: 'datalayer-library', default: 'false'},
      {chart: 'datalayer-manager', default: 'false'},
      {chart: 'datalayer-mcp-servers', default: 'false'},
      {chart: 'datalayer-runtimes', default: 'false'},
      {chart: 'datalayer-scheduler', default: 'false'},
      {chart: 'datalayer-spacer', default: 'false'},
      {chart: 'datalayer-success', default: 'true'},
      {chart: 'datalayer-support', default: 'true'},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_JWT_DEFAULT_KID_ISSUER',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_JWT_ISSUER',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-growth', default: 'https://id.datalayer.run'},
      {chart: 'datalayer-iam', default: 'https://id.datalayer.run'},
      {chart: 'datalayer-inbounds', default: 'https://id.datalayer.run'},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
      {chart: 'datalayer-runtimes', default: 'https://id.datalayer.run'},
      {chart: 'datalayer-scheduler', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: 'https://id.datalayer.run'},
      {chart: 'datalayer-support', default: 'https://id.datalayer.run'},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_JWT_SECRET',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
      {chart: 'datalayer-scheduler', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_JWT_SKIP_EXTERNAL_TOKEN_SIGNATURE_VERIFICATION',
    readBy: [
      {chart: 'datalayer-growth', default: 'false'},
      {chart: 'datalayer-iam', default: 'false'},
      {chart: 'datalayer-inbounds', default: 'false'},
      {chart: 'datalayer-success', default: 'false'},
      {chart: 'datalayer-support', default: 'false'},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_KAFKA_PASSWORD',
    readBy: [
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-outbounds', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_KAFKA_URL',
    readBy: [
      {
        chart: 'datalayer-growth',
        default: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
      },
      {
        chart: 'datalayer-iam',
        default: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
      },
      {
        chart: 'datalayer-inbounds',
        default: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
      },
      {
        chart: 'datalayer-operator',
        default: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
      },
      {
        chart: 'datalayer-outbounds',
        default: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
      },
      {
        chart: 'datalayer-success',
        default: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
      },
      {
        chart: 'datalayer-support',
        default: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
      },
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_KAFKA_USERNAME',
    readBy: [
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-outbounds', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_LIBRARY_URL',
    readBy: [{chart: 'datalayer-library', default: ''}],
    source: chartFile('charts/datalayer-library/values.yaml'),
  },
  {
    name: 'DATALAYER_LINKEDIN_CLIENT_ID',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_LINKEDIN_CLIENT_SECRET',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_MAIL_OUTBOUND_INTERVAL_SEC',
    readBy: [{chart: 'datalayer-outbounds', default: '60'}],
    source: chartFile('charts/datalayer-outbounds/values.yaml'),
  },
  {
    name: 'DATALAYER_MANAGER_URL',
    readBy: [{chart: 'datalayer-manager', default: ''}],
    source: chartFile('charts/datalayer-manager/values.yaml'),
  },
  {
    name: 'DATALAYER_MCP_SERVERS_URL',
    readBy: [{chart: 'datalayer-mcp-servers', default: ''}],
    source: chartFile('charts/datalayer-mcp-servers/values.yaml'),
  },
  {
    name: 'DATALAYER_OPENAI_API_VERSION',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_OPENFGA_AUTHZ_MODEL_ID',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_OPENFGA_REST_URL',
    readBy: [
      {
        chart: 'datalayer-ai-agents',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-ai-inference',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-growth',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-iam',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-inbounds',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-library',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-manager',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-mcp-servers',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-spacer',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-success',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
      {
        chart: 'datalayer-support',
        default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
      },
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_OPENFGA_STORE_ID',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_OPERATOR_API_KEY',
    readBy: [
      {chart: 'datalayer-contents', default: ''},
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
    ],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_OPERATOR_SERVICE_ACCOUNT',
    readBy: [
      {
        chart: 'datalayer-operator',
        fromValue: 'operator.rbac.serviceAccountName',
        default: 'datalayer-operator-sa',
      },
    ],
    source: chartFile('charts/datalayer-operator/templates/deployment.yaml'),
  },
  {
    name: 'DATALAYER_OPERATOR_URL',
    readBy: [
      {
        chart: 'datalayer-runtimes',
        default: 'http://datalayer-operator-svc.datalayer-runtimes.svc.cluster.local:2111',
      },
    ],
    source: chartFile('charts/datalayer-runtimes/values.yaml'),
  },
  {
    name: 'DATALAYER_OTEL_API_KEY',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
      {chart: 'datalayer-scheduler', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_POSTGRESQL_AGENT_MEMORIES_COLLECTION',
    readBy: [
      {chart: 'datalayer-operator', default: 'agent_memories'},
      {chart: 'datalayer-runtimes', default: 'agent_memories'},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_POSTGRESQL_AGENT_MEMORIES_DATABASE',
    readBy: [
      {chart: 'datalayer-operator', default: 'mem0'},
      {chart: 'datalayer-runtimes', default: 'mem0'},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_POSTGRESQL_AGENT_MEMORIES_HOST',
    readBy: [
      {
        chart: 'datalayer-operator',
        default: 'datalayer-postgresql-agent-memories-rw.datalayer-postgresql.svc.cluster.local',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'datalayer-postgresql-agent-memories-rw.datalayer-postgresql.svc.cluster.local',
      },
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_POSTGRESQL_AGENT_MEMORIES_NAMESPACE',
    readBy: [
      {chart: 'datalayer-operator', default: 'datalayer-postgresql'},
      {chart: 'datalayer-runtimes', default: 'datalayer-postgresql'},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_POSTGRESQL_AGENT_MEMORIES_PASSWORD',
    readBy: [
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_POSTGRESQL_AGENT_MEMORIES_PORT',
    readBy: [
      {chart: 'datalayer-operator', default: '5432'},
      {chart: 'datalayer-runtimes', default: '5432'},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_POSTGRESQL_AGENT_MEMORIES_SECRET',
    readBy: [
      {chart: 'datalayer-operator', default: 'datalayer-postgresql-agent-memories-app'},
      {chart: 'datalayer-runtimes', default: 'datalayer-postgresql-agent-memories-app'},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_POSTGRESQL_AGENT_MEMORIES_URI',
    readBy: [
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_POSTGRESQL_AGENT_MEMORIES_USER',
    readBy: [
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_PUBSUB_ENGINE',
    readBy: [
      {chart: 'datalayer-growth', default: 'pulsar'},
      {chart: 'datalayer-iam', default: 'kafka'},
      {chart: 'datalayer-inbounds', default: 'pulsar'},
      {chart: 'datalayer-operator', default: 'pulsar'},
      {chart: 'datalayer-outbounds', default: 'pulsar'},
      {chart: 'datalayer-runtimes', default: 'kafka'},
      {chart: 'datalayer-success', default: 'kafka'},
      {chart: 'datalayer-support', default: 'kafka'},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_PULSAR_URL',
    readBy: [
      {
        chart: 'datalayer-growth',
        default: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
      },
      {
        chart: 'datalayer-iam',
        default: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
      },
      {
        chart: 'datalayer-inbounds',
        default: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
      },
      {
        chart: 'datalayer-operator',
        default: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
      },
      {
        chart: 'datalayer-outbounds',
        default: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
      },
      {
        chart: 'datalayer-success',
        default: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
      },
      {
        chart: 'datalayer-support',
        default: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
      },
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_RAY_PUBLIC_URL',
    readBy: [{chart: 'datalayer-ray', default: 'https://r1.datalayer.run'}],
    source: chartFile('charts/datalayer-ray/values.yaml'),
  },
  {
    name: 'DATALAYER_RUNTIME_ENV',
    readBy: [
      {chart: 'datalayer-ai-agents', default: 'prod'},
      {chart: 'datalayer-ai-inference', default: 'prod'},
      {chart: 'datalayer-growth', default: 'prod'},
      {chart: 'datalayer-iam', default: 'prod'},
      {chart: 'datalayer-inbounds', default: 'prod'},
      {chart: 'datalayer-manager', default: 'prod'},
      {chart: 'datalayer-mcp-servers', default: 'prod'},
      {chart: 'datalayer-runtimes', default: 'prod'},
      {chart: 'datalayer-scheduler', default: 'prod'},
      {chart: 'datalayer-spacer', default: 'prod'},
      {chart: 'datalayer-success', default: 'prod'},
      {chart: 'datalayer-support', default: 'prod'},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'DATALAYER_RUNTIMES_API_KEY',
    readBy: [
      {chart: 'datalayer-contents', default: ''},
      {chart: 'datalayer-ray', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
    ],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_RUNTIMES_INGRESS_URL',
    readBy: [{chart: 'datalayer-operator', default: ''}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_RUNTIMES_REPLICAS',
    readBy: [{chart: 'datalayer-runtimes', fromValue: 'runtimes.replicaCount', default: '1'}],
    source: chartFile('charts/datalayer-runtimes/templates/deployment.yaml'),
  },
  {
    name: 'DATALAYER_RUNTIMES_RUN_HOOKS',
    readBy: [{chart: 'datalayer-operator', default: 'false'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_RUNTIMES_URL',
    readBy: [
      {chart: 'datalayer-ray', default: 'https://r1.datalayer.run'},
      {chart: 'datalayer-runtimes', default: ''},
      {
        chart: 'datalayer-scheduler',
        default: 'http://datalayer-runtimes-svc.datalayer-api.svc.cluster.local:9500',
      },
      {chart: 'jupyter-server', default: ''},
      {chart: 'runtime-pools', default: ''},
    ],
    source: chartFile('charts/datalayer-ray/values.yaml'),
  },
  {
    name: 'DATALAYER_S3_CHECKPOINT_URL',
    readBy: [{chart: 'datalayer-operator', default: 'https://s3.us-west-2.amazonaws.com'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_COMMANDS_DLQ_TOPIC',
    readBy: [{chart: 'datalayer-operator', default: 'operator-scaling-commands-dlq-topic'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_COMMANDS_MAX_REDELIVERIES',
    readBy: [{chart: 'datalayer-operator', default: '5'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_COMMANDS_RETRY_DELAY_SECONDS',
    readBy: [{chart: 'datalayer-operator', default: '5'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_COMMANDS_SUBSCRIPTION',
    readBy: [{chart: 'datalayer-operator', default: 'datalayer-operator-scaling'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_COMMANDS_TOPIC',
    readBy: [{chart: 'datalayer-operator', default: 'operator-scaling-commands-topic'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_COOLDOWN_SECONDS',
    readBy: [{chart: 'datalayer-operator', default: '30'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_DRY_RUN',
    readBy: [{chart: 'datalayer-operator', default: 'true'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_EVENT_DEDUP_SECONDS',
    readBy: [{chart: 'datalayer-operator', default: '5'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_EVENTS_TOPIC',
    readBy: [{chart: 'datalayer-operator', default: 'operator-scaling-events-topic'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_HISTORY_MAX_EVENTS',
    readBy: [{chart: 'datalayer-operator', default: '512'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_MAX_NODES',
    readBy: [{chart: 'datalayer-operator', default: '100'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_MIN_HEADROOM_CPU_MILLIS',
    readBy: [{chart: 'datalayer-operator', default: '1000'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_MIN_HEADROOM_MEMORY_MB',
    readBy: [{chart: 'datalayer-operator', default: '1024'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_MIN_NODES',
    readBy: [{chart: 'datalayer-operator', default: '0'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_PRESSURE_SCALE_DOWN_THRESHOLD',
    readBy: [{chart: 'datalayer-operator', default: '0'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_PRESSURE_SCALE_UP_THRESHOLD',
    readBy: [{chart: 'datalayer-operator', default: '1'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_SCALE_DOWN_HEADROOM_MULTIPLIER',
    readBy: [{chart: 'datalayer-operator', default: '2'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_SCALE_DOWN_MAX_STEP',
    readBy: [{chart: 'datalayer-operator', default: '1'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_STRATEGY',
    readBy: [{chart: 'datalayer-operator', default: 'simple'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCALING_TICK_INTERVAL_SECONDS',
    readBy: [{chart: 'datalayer-operator', default: '5'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SCHEDULER_API_KEY',
    readBy: [{chart: 'datalayer-scheduler', default: ''}],
    source: chartFile('charts/datalayer-scheduler/values.yaml'),
  },
  {
    name: 'DATALAYER_SCHEDULER_EXEC_TIMEOUT_SECONDS',
    readBy: [{chart: 'datalayer-scheduler', default: '300'}],
    source: chartFile('charts/datalayer-scheduler/values.yaml'),
  },
  {
    name: 'DATALAYER_SCHEDULER_INTERVAL_SECONDS',
    readBy: [{chart: 'datalayer-scheduler', default: '10'}],
    source: chartFile('charts/datalayer-scheduler/values.yaml'),
  },
  {
    name: 'DATALAYER_SCHEDULER_RUNTIME_CREDITS_FRACTION',
    readBy: [{chart: 'datalayer-scheduler', default: '0.5'}],
    source: chartFile('charts/datalayer-scheduler/values.yaml'),
  },
  {
    name: 'DATALAYER_SCHEDULER_RUNTIME_ENVIRONMENT',
    readBy: [{chart: 'datalayer-scheduler', default: 'ai-agents-env'}],
    source: chartFile('charts/datalayer-scheduler/values.yaml'),
  },
  {
    name: 'DATALAYER_SCHEDULER_URL',
    readBy: [{chart: 'datalayer-scheduler', default: ''}],
    source: chartFile('charts/datalayer-scheduler/values.yaml'),
  },
  {
    name: 'DATALAYER_SHARED_FS_MOUNT_PATH',
    readBy: [
      {
        chart: 'datalayer-contents',
        fromValue: 'contents.sharedFsMountPath',
        default: '/mnt/shared-fs',
      },
    ],
    source: chartFile('charts/datalayer-contents/templates/deployment.yaml'),
  },
  {
    name: 'DATALAYER_SHARED_FS_VOLUME_CLAIM_NAME',
    readBy: [
      {chart: 'datalayer-contents', fromValue: 'contents.sharedFsPVC', default: ''},
      {chart: 'datalayer-library', fromValue: 'library.sharedFsPVC', default: ''},
      {chart: 'datalayer-operator', fromValue: 'operator.sharedFsPVC', default: ''},
    ],
    source: chartFile('charts/datalayer-contents/templates/deployment.yaml'),
  },
  {
    name: 'DATALAYER_SMTP_HOST',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-outbounds', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_SMTP_PASSWORD',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-outbounds', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_SMTP_PORT',
    readBy: [
      {chart: 'datalayer-growth', default: '0'},
      {chart: 'datalayer-iam', default: '0'},
      {chart: 'datalayer-inbounds', default: '0'},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-outbounds', default: '0'},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: '0'},
      {chart: 'datalayer-support', default: '0'},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_SMTP_USERNAME',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-outbounds', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_SOLR_CHECKPOINT_COLLECTION',
    readBy: [{chart: 'datalayer-operator', default: 'runtime-checkpoints'}],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_SOLR_PASSWORD',
    readBy: [
      {
        chart: 'datalayer-growth',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'password'}},
      },
      {chart: 'datalayer-iam', default: {secretKeyRef: {name: 'solr-basic-auth', key: 'password'}}},
      {
        chart: 'datalayer-inbounds',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'password'}},
      },
      {chart: 'datalayer-operator', default: ''},
      {
        chart: 'datalayer-outbounds',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'password'}},
      },
      {
        chart: 'datalayer-runtimes',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'password'}},
      },
      {
        chart: 'datalayer-success',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'password'}},
      },
      {
        chart: 'datalayer-support',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'password'}},
      },
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_SOLR_RUNTIME_REGISTRATIONS_COLLECTION',
    readBy: [{chart: 'datalayer-runtimes', default: 'runtime-registrations'}],
    source: chartFile('charts/datalayer-runtimes/values.yaml'),
  },
  {
    name: 'DATALAYER_SOLR_URL',
    readBy: [
      {
        chart: 'datalayer-contents',
        default: 'http://solr-datalayer-solrcloud-common.datalayer-solr.svc.cluster.local',
      },
    ],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_SOLR_USERNAME',
    readBy: [
      {
        chart: 'datalayer-growth',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'username'}},
      },
      {chart: 'datalayer-iam', default: {secretKeyRef: {name: 'solr-basic-auth', key: 'username'}}},
      {
        chart: 'datalayer-inbounds',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'username'}},
      },
      {chart: 'datalayer-operator', default: ''},
      {
        chart: 'datalayer-outbounds',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'username'}},
      },
      {
        chart: 'datalayer-runtimes',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'username'}},
      },
      {
        chart: 'datalayer-success',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'username'}},
      },
      {
        chart: 'datalayer-support',
        default: {secretKeyRef: {name: 'solr-basic-auth', key: 'username'}},
      },
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_SOLR_ZK_HOST',
    readBy: [
      {
        chart: 'datalayer-contents',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-growth',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-iam',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-inbounds',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-library',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-manager',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-operator',
        default:
          'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local:2181',
      },
      {
        chart: 'datalayer-outbounds',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-scheduler',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-spacer',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-success',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
      {
        chart: 'datalayer-support',
        default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
      },
    ],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_SPACE_URL',
    readBy: [
      {
        chart: 'datalayer-scheduler',
        default: 'http://datalayer-spacer-svc.datalayer-api.svc.cluster.local:9900',
      },
    ],
    source: chartFile('charts/datalayer-scheduler/values.yaml'),
  },
  {
    name: 'DATALAYER_SPACER_AWS_ACCESS_KEY_ID',
    readBy: [
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-spacer', default: ''},
    ],
    source: chartFile('charts/datalayer-library/values.yaml'),
  },
  {
    name: 'DATALAYER_SPACER_AWS_DEFAULT_REGION',
    readBy: [
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-spacer', default: ''},
    ],
    source: chartFile('charts/datalayer-library/values.yaml'),
  },
  {
    name: 'DATALAYER_SPACER_AWS_SECRET_ACCESS_KEY',
    readBy: [
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-spacer', default: ''},
    ],
    source: chartFile('charts/datalayer-library/values.yaml'),
  },
  {
    name: 'DATALAYER_SPACER_URL',
    readBy: [
      {
        chart: 'datalayer-contents',
        default: 'http://datalayer-spacer-svc.datalayer-api.svc.cluster.local:9900',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'http://datalayer-spacer-svc.datalayer-api.svc.cluster.local:9900',
      },
      {chart: 'datalayer-spacer', default: ''},
    ],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
  {
    name: 'DATALAYER_STRIPE_API_KEY',
    readBy: [
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_STRIPE_CHECKOUT_ROUTE',
    readBy: [
      {chart: 'datalayer-iam', default: 'checkout'},
      {chart: 'datalayer-success', default: 'checkout'},
      {chart: 'datalayer-support', default: 'checkout'},
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_STRIPE_CUST_PORTAL_ID',
    readBy: [{chart: 'datalayer-iam', default: ''}],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_STRIPE_CUST_PORTAL_URL',
    readBy: [{chart: 'datalayer-iam', default: ''}],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_STRIPE_JS_API_KEY',
    readBy: [
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_STRIPE_ORGANIZATION_SEAT_PRICE_LOOKUP_KEY',
    readBy: [
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_STRIPE_TEAM_PLAN_PRICE_LOOKUP_KEY',
    readBy: [
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_STRIPE_TOPUP_PRICE_LOOKUP_KEYS',
    readBy: [
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_STRIPE_WEBHOOK_SECRET',
    readBy: [
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-iam/values.yaml'),
  },
  {
    name: 'DATALAYER_Success_API_KEY',
    readBy: [{chart: 'datalayer-success', default: ''}],
    source: chartFile('charts/datalayer-success/values.yaml'),
  },
  {
    name: 'DATALAYER_SUCCESS_URL',
    readBy: [{chart: 'datalayer-success', default: ''}],
    source: chartFile('charts/datalayer-success/values.yaml'),
  },
  {
    name: 'DATALAYER_SUPPORT_API_KEY',
    readBy: [{chart: 'datalayer-support', default: ''}],
    source: chartFile('charts/datalayer-support/values.yaml'),
  },
  {
    name: 'DATALAYER_SUPPORT_EMAIL',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_SUPPORT_URL',
    readBy: [{chart: 'datalayer-support', default: ''}],
    source: chartFile('charts/datalayer-support/values.yaml'),
  },
  {
    name: 'DATALAYER_UNIPILE_API_KEY',
    readBy: [{chart: 'datalayer-growth', default: ''}],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_UNIPILE_DSN_URL',
    readBy: [{chart: 'datalayer-growth', default: ''}],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_UNIPILE_GMAIL_ACCOUNT_ID',
    readBy: [{chart: 'datalayer-growth', default: ''}],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_UNIPILE_LINKEDIN_ACCOUNT_ID',
    readBy: [{chart: 'datalayer-growth', default: ''}],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_UNIPILE_LINKEDIN_ACCOUNT_INTERNAL_ID',
    readBy: [{chart: 'datalayer-growth', default: ''}],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_VAULT_TOKEN',
    readBy: [
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'DATALAYER_VAULT_URL',
    readBy: [
      {
        chart: 'datalayer-growth',
        default: 'http://datalayer-vault-internal.datalayer-vault.svc.cluster.local:8200',
      },
      {
        chart: 'datalayer-iam',
        default: 'http://datalayer-vault-internal.datalayer-vault.svc.cluster.local:8200',
      },
      {
        chart: 'datalayer-inbounds',
        default: 'http://datalayer-vault-internal.datalayer-vault.svc.cluster.local:8200',
      },
      {
        chart: 'datalayer-operator',
        default: 'http://datalayer-vault-internal.datalayer-vault.svc.cluster.local:8200',
      },
      {
        chart: 'datalayer-success',
        default: 'http://datalayer-vault-internal.datalayer-vault.svc.cluster.local:8200',
      },
      {
        chart: 'datalayer-support',
        default: 'http://datalayer-vault-internal.datalayer-vault.svc.cluster.local:8200',
      },
    ],
    source: chartFile('charts/datalayer-growth/values.yaml'),
  },
  {
    name: 'GITHUB_CLIENT_ID',
    readBy: [
      {chart: 'jupyter-server', default: ''},
      {chart: 'runtime-pools', default: ''},
    ],
    source: chartFile('charts/jupyter-server/values.yaml'),
  },
  {
    name: 'GITHUB_CLIENT_SECRET',
    readBy: [
      {chart: 'jupyter-server', default: ''},
      {chart: 'runtime-pools', default: ''},
    ],
    source: chartFile('charts/jupyter-server/values.yaml'),
  },
  {
    name: 'GITHUB_OAUTH_CALLBACK_URL',
    readBy: [
      {chart: 'jupyter-server', default: ''},
      {chart: 'runtime-pools', default: ''},
    ],
    source: chartFile('charts/jupyter-server/values.yaml'),
  },
  {
    name: 'KERNEL_GID',
    readBy: [
      {chart: 'datalayer-filesystem', fromValue: 'sharedStorage.storageOwner.gid', default: '100'},
    ],
    source: chartFile('charts/datalayer-shared-filesystem/templates/shared-storage.yaml'),
  },
  {
    name: 'KERNEL_UID',
    readBy: [
      {chart: 'datalayer-filesystem', fromValue: 'sharedStorage.storageOwner.uid', default: '1000'},
    ],
    source: chartFile('charts/datalayer-shared-filesystem/templates/shared-storage.yaml'),
  },
  {
    name: 'OTEL_EXPORTER_OTLP_LOGS_ENDPOINT',
    readBy: [
      {
        chart: 'datalayer-ai-agents',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-ai-inference',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-growth',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-iam',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-inbounds',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-library',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-manager',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-mcp-servers',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-operator',
        default: 'https://prod1.datalayer.run/api/otel/v1/otlp/v1/logs',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'https://prod1.datalayer.run/api/otel/v1/otlp/v1/logs',
      },
      {
        chart: 'datalayer-scheduler',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-spacer',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-success',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-support',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'OTEL_EXPORTER_OTLP_METRICS_ENDPOINT',
    readBy: [
      {
        chart: 'datalayer-ai-agents',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-ai-inference',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-growth',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-iam',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-inbounds',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-library',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-manager',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-mcp-servers',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-operator',
        default: 'https://prod1.datalayer.run/api/otel/v1/otlp/v1/metrics',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'https://prod1.datalayer.run/api/otel/v1/otlp/v1/metrics',
      },
      {
        chart: 'datalayer-scheduler',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-spacer',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-success',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-support',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'OTEL_EXPORTER_OTLP_PROTOCOL',
    readBy: [
      {chart: 'datalayer-operator', default: 'http/protobuf'},
      {chart: 'datalayer-runtimes', default: 'http/protobuf'},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    readBy: [
      {
        chart: 'datalayer-ai-agents',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-ai-inference',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-growth',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-iam',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-inbounds',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-library',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-manager',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-mcp-servers',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-operator',
        default: 'https://prod1.datalayer.run/api/otel/v1/otlp/v1/traces',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'https://prod1.datalayer.run/api/otel/v1/otlp/v1/traces',
      },
      {
        chart: 'datalayer-scheduler',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-spacer',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-success',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
      {
        chart: 'datalayer-support',
        default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
      },
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'OTEL_PYTHON_LOG_LEVEL',
    readBy: [
      {chart: 'datalayer-ai-agents', default: 'info'},
      {chart: 'datalayer-ai-inference', default: 'info'},
      {chart: 'datalayer-growth', default: 'info'},
      {chart: 'datalayer-iam', default: 'info'},
      {chart: 'datalayer-inbounds', default: 'info'},
      {chart: 'datalayer-library', default: 'info'},
      {chart: 'datalayer-manager', default: 'info'},
      {chart: 'datalayer-mcp-servers', default: 'info'},
      {chart: 'datalayer-operator', default: 'info'},
      {chart: 'datalayer-runtimes', default: 'info'},
      {chart: 'datalayer-scheduler', default: 'info'},
      {chart: 'datalayer-spacer', default: 'info'},
      {chart: 'datalayer-success', default: 'info'},
      {chart: 'datalayer-support', default: 'info'},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'OTEL_SDK_DISABLED',
    readBy: [
      {chart: 'datalayer-ai-agents', default: 'false'},
      {chart: 'datalayer-ai-inference', default: 'false'},
      {chart: 'datalayer-growth', default: 'false'},
      {chart: 'datalayer-iam', default: 'false'},
      {chart: 'datalayer-inbounds', default: 'false'},
      {chart: 'datalayer-library', default: 'false'},
      {chart: 'datalayer-manager', default: 'false'},
      {chart: 'datalayer-mcp-servers', default: 'false'},
      {chart: 'datalayer-operator', default: 'false'},
      {chart: 'datalayer-runtimes', default: 'false'},
      {chart: 'datalayer-scheduler', default: 'false'},
      {chart: 'datalayer-spacer', default: 'false'},
      {chart: 'datalayer-success', default: 'false'},
      {chart: 'datalayer-support', default: 'false'},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
  },
  {
    name: 'OTEL_SERVICE_NAME',
    readBy: [{chart: 'datalayer-contents', default: 'datalayer-contents'}],
    source: chartFile('charts/datalayer-contents/values.yaml'),
  },
];

/** The values key under which each chart keeps its `env:` map (`<key>.env.<VARIABLE>`), by chart. */
export const CHART_ENV_KEYS: Readonly<Record<string, string>> = {
  'datalayer-ai-agents': 'aiagents',
  'datalayer-ai-inference': 'aiinference',
  'datalayer-contents': 'contents',
  'datalayer-data-server': 'dataserver',
  'datalayer-growth': 'growth',
  'datalayer-home': 'home',
  'datalayer-iam': 'iam',
  'datalayer-inbounds': 'inbounds',
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
  jump: 'jump',
  'jupyter-server': 'server',
  'runtime-pools': 'runtime-pools',
};

/**
 * The value each chart takes its ingress host from (https:// removed), by chart: its path in the
 * values, and the env variable when it is one.
 */
export const CHART_HOST_KEYS: Readonly<Record<string, {valuesPath: string; variable?: string}>> = {
  'datalayer-ai-agents': {
    valuesPath: 'aiagents.env.DATALAYER_AI_AGENTS_URL',
    variable: 'DATALAYER_AI_AGENTS_URL',
  },
  'datalayer-ai-inference': {
    valuesPath: 'aiinference.env.DATALAYER_AI_INFERENCE_URL',
    variable: 'DATALAYER_AI_INFERENCE_URL',
  },
  'datalayer-contents': {valuesPath: 'contents.runHost'},
  'datalayer-growth': {
    valuesPath: 'growth.env.DATALAYER_GROWTH_URL',
    variable: 'DATALAYER_GROWTH_URL',
  },
  'datalayer-home': {valuesPath: 'home.env.DATALAYER_IAM_URL', variable: 'DATALAYER_IAM_URL'},
  'datalayer-iam': {valuesPath: 'iam.env.DATALAYER_IAM_URL', variable: 'DATALAYER_IAM_URL'},
  'datalayer-inbounds': {
    valuesPath: 'inbounds.env.DATALAYER_INBOUNDS_URL',
    variable: 'DATALAYER_INBOUNDS_URL',
  },
  'datalayer-library': {
    valuesPath: 'library.env.DATALAYER_LIBRARY_URL',
    variable: 'DATALAYER_LIBRARY_URL',
  },
  'datalayer-manager': {
    valuesPath: 'manager.env.DATALAYER_MANAGER_URL',
    variable: 'DATALAYER_MANAGER_URL',
  },
  'datalayer-mcp-servers': {
    valuesPath: 'mcpservers.env.DATALAYER_MCP_SERVERS_URL',
    variable: 'DATALAYER_MCP_SERVERS_URL',
  },
  'datalayer-observer': {
    valuesPath: 'observer.env.DATALAYER_IAM_URL',
    variable: 'DATALAYER_IAM_URL',
  },
  'datalayer-ray': {valuesPath: 'ray.ingress.host'},
  'datalayer-runtimes': {
    valuesPath: 'runtimes.env.DATALAYER_RUNTIMES_URL',
    variable: 'DATALAYER_RUNTIMES_URL',
  },
  'datalayer-scheduler': {
    valuesPath: 'scheduler.env.DATALAYER_SCHEDULER_URL',
    variable: 'DATALAYER_SCHEDULER_URL',
  },
  'datalayer-spacer': {
    valuesPath: 'spacer.env.DATALAYER_SPACER_URL',
    variable: 'DATALAYER_SPACER_URL',
  },
  'datalayer-success': {
    valuesPath: 'success.env.DATALAYER_SUCCESS_URL',
    variable: 'DATALAYER_SUCCESS_URL',
  },
  'datalayer-support': {
    valuesPath: 'support.env.DATALAYER_SUPPORT_URL',
    variable: 'DATALAYER_SUPPORT_URL',
  },
  jump: {valuesPath: 'jump.env.DATALAYER_IAM_URL', variable: 'DATALAYER_IAM_URL'},
  'jupyter-server': {
    valuesPath: 'server.env.DATALAYER_RUNTIMES_URL',
    variable: 'DATALAYER_RUNTIMES_URL',
  },
  'runtime-pools': {
    valuesPath: 'runtime-pools.env.DATALAYER_RUNTIMES_URL',
    variable: 'DATALAYER_RUNTIMES_URL',
  },
};
