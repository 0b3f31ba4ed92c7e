// Generated from github.com/datalayer/helm-charts, snapshot 435dcf35 (src/data/upstream/snapshot.ts),
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
        chart: 'datalayer-operator',
        default: 'http://datalayer-iam-svc.datalayer-api.svc.cluster.local:9700',
      },
      {
        chart: 'datalayer-runtimes',
        default: 'http://datalayer-iam-svc.datalayer-api.svc.cluster.local:9700',
      },
      {
        chart: 'datalayer-scheduler',
        default: 'http://datalayer-iam-svc.datalayer-api.svc.cluster.local:9700',
      },
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
  },
  {
    name: 'DATALAYER_INBOUNDS_API_KEY',
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
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
    ],
    source: chartFile('charts/datalayer-operator/values.yaml'),
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
    readBy: [{chart: 'datalayer-ray', default: 'https://prod1.datalayer.run'}],
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
      {chart: 'datalayer-ray', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
    ],
    source: chartFile('charts/datalayer-ray/values.yaml'),
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
      {chart: 'datalayer-runtimes', default: 'https://r1.datalayer.run'},
      {
        chart: 'datalayer-scheduler',
        default: 'http://datalayer-runtimes-svc.datalayer-api.svc.cluster.local:9500',
      },
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
    name: 'DATALAYER_SHARED_FS_VOLUME_CLAIM_NAME',
    readBy: [
      {chart: 'datalayer-library', fromValue: 'library.sharedFsPVC', default: ''},
      {chart: 'datalayer-operator', fromValue: 'operator.sharedFsPVC', default: ''},
    ],
    source: chartFile('charts/datalayer-library/templates/deployment.yaml'),
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
    source: chartFile('charts/datalayer-growth/values.yaml'),
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
        chart: 'datalayer-runtimes',
        default: 'http://datalayer-spacer-svc.datalayer-api.svc.cluster.local:9900',
      },
    ],
    source: chartFile('charts/datalayer-runtimes/values.yaml'),
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
    name: 'DATALAYER_Support_API_KEY',
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
    name: 'DATALAYER_URL',
    readBy: [
      {chart: 'datalayer-ai-agents', default: ''},
      {chart: 'datalayer-ai-inference', default: ''},
      {chart: 'datalayer-growth', default: ''},
      {chart: 'datalayer-home', default: ''},
      {chart: 'datalayer-iam', default: ''},
      {chart: 'datalayer-inbounds', default: ''},
      {chart: 'jump', default: ''},
      {chart: 'datalayer-library', default: ''},
      {chart: 'datalayer-manager', default: ''},
      {chart: 'datalayer-mcp-servers', default: ''},
      {chart: 'datalayer-observer', default: 'oss.datalayer.run'},
      {chart: 'datalayer-operator', default: ''},
      {chart: 'datalayer-runtimes', default: ''},
      {chart: 'datalayer-scheduler', default: ''},
      {chart: 'datalayer-spacer', default: ''},
      {chart: 'datalayer-success', default: ''},
      {chart: 'datalayer-support', default: ''},
      {chart: 'jupyter-server', default: ''},
      {chart: 'runtime-pools', default: ''},
    ],
    source: chartFile('charts/datalayer-ai-agents/values.yaml'),
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
];
