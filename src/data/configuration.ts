/**
 * The environment variables that configure a Datalayer deployment.
 *
 * One source for the configuration reference page
 * (docs/services/kubernetes/deployments/configuration.md), its tables and its tests.
 * Every DATALAYER_ variable here is in the ledger (src/data/ledger/index.ts): a key of a chart's
 * values.yaml `env:` map at datalayer/helm-charts 435dcf3 (2026-06-25), a variable the Clouder CLI
 * reads, or one of the site's own shell variables (SITE_SHELL_VARIABLES). `usedBy` lists the
 * charts the ledger gives. Defaults are those of the datalayer-iam chart's values.yaml where it
 * sets one, else of the chart that reads the variable; `helm show values` on the pinned version is
 * authoritative. Descriptions only state what the charts establish; where a variable has no
 * published description, the meaning says only what its name and context make certain.
 */
// The chart variables alone, not the whole ledger: this module is bundled with the reference page.
import {CHART_HOST_KEYS, CHART_VARIABLES} from './ledger/variables.generated';

/** Service groups, in the order the reference page shows them. */
export const CONFIGURATION_GROUPS = [
  'Cluster',
  'Registries',
  'Identity and JWT',
  'Authorization',
  'Secrets',
  'Messaging',
  'Search (Solr)',
  'Storage and backups',
  'Email',
  'Billing (Stripe add-on)',
  'Observability',
  'AI',
] as const;

export type ConfigurationGroup = (typeof CONFIGURATION_GROUPS)[number];

/** The kind of value a variable holds. */
export type ConfigurationType =
  | {kind: 'string'}
  | {kind: 'url'}
  | {kind: 'boolean'}
  | {kind: 'integer'}
  | {kind: 'secret-string'}
  | {kind: 'enum'; values: readonly string[]};

export interface ConfigurationVariable {
  /** Exact environment variable name, upper case. */
  name: string;
  group: ConfigurationGroup;
  type: ConfigurationType;
  /** Value used when the variable is not set; undefined when there is none. */
  default?: string;
  /** Example value with reserved names (example.com, my-cluster); never given for secrets. */
  example?: string;
  /** True when the value must be kept out of version control and logs. */
  secret: boolean;
  /** What the variable sets. */
  meaning: string;
  /** Services, charts or tools that read it. */
  usedBy: readonly string[];
}

const STRING: ConfigurationType = {kind: 'string'};
const URL: ConfigurationType = {kind: 'url'};
const BOOLEAN: ConfigurationType = {kind: 'boolean'};
const INTEGER: ConfigurationType = {kind: 'integer'};
const SECRET: ConfigurationType = {kind: 'secret-string'};

/** The charts that read a variable, from the ledger, followed by any other readers. */
function charts(name: string, ...others: string[]): readonly string[] {
  const variable = CHART_VARIABLES.find((candidate) => candidate.name === name);
  return [...(variable?.readBy.map((reader) => reader.chart) ?? []), ...others];
}

const DESCRIBED_VARIABLES: readonly ConfigurationVariable[] = [
  // Cluster
  {
    name: 'DATALAYER_URL',
    group: 'Cluster',
    type: URL,
    example: 'https://my-cluster.example.com',
    secret: false,
    meaning:
      "Public URL of the platform, the site's own variable: no chart reads this name since helm-charts 27a588fc, where each chart took its ingress host from a key of its own (the per-service URL variables below), without bumping chart versions. The pages and the files below set each chart's key from it; its host name must resolve to the load balancer of the ingress controller.",
    usedBy: ["this site's install commands (each chart's URL key)"],
  },
  {
    name: 'DATALAYER_RUN_URL',
    group: 'Cluster',
    type: URL,
    example: 'https://my-cluster.example.com',
    secret: false,
    meaning:
      'Public URL of the platform for the Clouder CLI, which the criu commands call when --run-url is not given. The charts read DATALAYER_URL instead.',
    usedBy: ['Clouder CLI (clouder criu)'],
  },
  {
    name: 'DATALAYER_RUNTIME_ENV',
    group: 'Cluster',
    type: {kind: 'enum', values: ['dev', 'qa', 'prod']},
    default: 'prod',
    example: 'prod',
    secret: false,
    meaning: 'Kind of environment the deployment is: development, quality assurance or production.',
    usedBy: charts('DATALAYER_RUNTIME_ENV'),
  },
  {
    name: 'DATALAYER_CDN_URL',
    group: 'Cluster',
    type: URL,
    example: 'https://cdn.example.com',
    secret: false,
    meaning: 'Base URL of the content delivery network that serves the platform’s static assets.',
    usedBy: charts('DATALAYER_CDN_URL'),
  },
  {
    name: 'DATALAYER_CORS_ORIGIN',
    group: 'Cluster',
    type: STRING,
    default: '*',
    example: 'https://my-cluster.example.com',
    secret: false,
    meaning: 'Origins the API services accept in cross-origin requests.',
    usedBy: charts('DATALAYER_CORS_ORIGIN'),
  },
  {
    name: 'DATALAYER_CERT_ISSUER',
    group: 'Cluster',
    type: STRING,
    default: 'letsencrypt',
    example: 'letsencrypt',
    secret: false,
    meaning:
      'Name of the cert-manager ClusterIssuer that signs the TLS certificates of the routes the Operator creates.',
    usedBy: charts('DATALAYER_CERT_ISSUER'),
  },
  {
    name: 'DATALAYER_INGRESS_CLASS_NAME',
    group: 'Cluster',
    type: STRING,
    default: 'datalayer-traefik',
    example: 'datalayer-traefik',
    secret: false,
    meaning: 'IngressClass that the Operator sets on the routes it creates.',
    usedBy: charts('DATALAYER_INGRESS_CLASS_NAME'),
  },
  {
    name: 'KUBECONFIG',
    group: 'Cluster',
    type: STRING,
    example: '~/.datalayer/my-cluster.yaml',
    secret: false,
    meaning:
      'Path of the kubeconfig file that selects the cluster. The path is not secret, but the file it points to holds cluster credentials.',
    usedBy: ['Plane', 'helm', 'kubectl'],
  },
  // Registries
  {
    name: 'DATALAYER_DOCKER_REGISTRY',
    group: 'Registries',
    type: STRING,
    example: 'registry.example.com/datalayer',
    secret: false,
    meaning:
      'Registry host and path prefix of the Datalayer images, usually ${DATALAYER_DOCKER_REGISTRY_HOST}/datalayer. The Operator pulls runtime images from it.',
    usedBy: charts('DATALAYER_DOCKER_REGISTRY'),
  },
  {
    name: 'DATALAYER_DOCKER_REGISTRY_HOST',
    group: 'Registries',
    type: STRING,
    example: 'registry.example.com',
    secret: false,
    meaning:
      'Host name of the container registry that holds the Datalayer images. Set by the site’s registry steps; no chart reads it.',
    usedBy: ['docker login', 'the registry pages of this site'],
  },
  {
    name: 'DATALAYER_DOCKER_REGISTRY_USERNAME',
    group: 'Registries',
    type: STRING,
    example: 'deploy-bot',
    secret: false,
    meaning: 'User name for the container registry, stored in the reg-creds pull secrets.',
    usedBy: ['docker login', 'the reg-creds pull secret'],
  },
  {
    name: 'DATALAYER_DOCKER_REGISTRY_PASSWORD',
    group: 'Registries',
    type: SECRET,
    secret: true,
    meaning:
      'Password or access token for the container registry, stored in the reg-creds pull secrets.',
    usedBy: ['docker login', 'the reg-creds pull secret'],
  },
  {
    name: 'DATALAYER_HELM_REGISTRY_HOST',
    group: 'Registries',
    type: STRING,
    example: 'registry.example.com',
    secret: false,
    meaning: 'Host name of the OCI registry that holds the Datalayer Helm charts.',
    usedBy: ['helm registry login'],
  },
  {
    name: 'DATALAYER_HELM_REGISTRY',
    group: 'Registries',
    type: STRING,
    example: 'registry.example.com/datalayer-charts',
    secret: false,
    meaning:
      'Registry host and path of the Datalayer charts, usually ${DATALAYER_HELM_REGISTRY_HOST}/datalayer-charts; each chart installs from oci://${DATALAYER_HELM_REGISTRY}/<chart name>, such as datalayer-iam.',
    usedBy: ['Plane', 'helm push', 'helm upgrade --install'],
  },
  {
    name: 'DATALAYER_HELM_REGISTRY_USERNAME',
    group: 'Registries',
    type: STRING,
    example: 'deploy-bot',
    secret: false,
    meaning: 'User name for the OCI chart registry.',
    usedBy: ['helm registry login'],
  },
  {
    name: 'DATALAYER_HELM_REGISTRY_PASSWORD',
    group: 'Registries',
    type: SECRET,
    secret: true,
    meaning: 'Password or access token for the OCI chart registry.',
    usedBy: ['helm registry login'],
  },
  // Identity and JWT
  {
    name: 'DATALAYER_JWT_ISSUER',
    group: 'Identity and JWT',
    type: URL,
    default: 'https://id.datalayer.run',
    example: 'https://id.example.com',
    secret: false,
    meaning:
      'Issuer (iss claim) written into the JSON Web Tokens that IAM creates and checked by the services that verify them.',
    usedBy: charts('DATALAYER_JWT_ISSUER'),
  },
  {
    name: 'DATALAYER_JWT_SECRET',
    group: 'Identity and JWT',
    type: SECRET,
    secret: true,
    meaning: 'Key that signs and verifies the platform’s JSON Web Tokens.',
    usedBy: charts('DATALAYER_JWT_SECRET'),
  },
  {
    name: 'DATALAYER_JWT_ALGORITHM',
    group: 'Identity and JWT',
    type: STRING,
    example: 'HS256',
    secret: false,
    meaning: 'Algorithm that signs the JSON Web Tokens.',
    usedBy: charts('DATALAYER_JWT_ALGORITHM'),
  },
  {
    name: 'DATALAYER_JWT_CACHE_VALIDATE',
    group: 'Identity and JWT',
    type: BOOLEAN,
    default: 'true',
    example: 'true',
    secret: false,
    meaning:
      'Whether a service caches the validation of tokens. IAM and the business charts default to true; the runtime, library and AI charts to false.',
    usedBy: charts('DATALAYER_JWT_CACHE_VALIDATE'),
  },
  {
    name: 'DATALAYER_JWT_ALLOWED_ISSUERS',
    group: 'Identity and JWT',
    type: STRING,
    example: 'https://id.example.com',
    secret: false,
    meaning: 'Issuers whose tokens the services accept.',
    usedBy: charts('DATALAYER_JWT_ALLOWED_ISSUERS'),
  },
  {
    name: 'DATALAYER_JWT_DEFAULT_KID_ISSUER',
    group: 'Identity and JWT',
    type: URL,
    example: 'https://my-cluster.example.com/api/iam/v1/api-keys',
    secret: false,
    meaning:
      'Issuer assumed for tokens that carry a key ID (kid), such as the API keys that IAM issues.',
    usedBy: charts('DATALAYER_JWT_DEFAULT_KID_ISSUER'),
  },
  {
    name: 'DATALAYER_JWT_SKIP_EXTERNAL_TOKEN_SIGNATURE_VERIFICATION',
    group: 'Identity and JWT',
    type: BOOLEAN,
    default: 'false',
    example: 'false',
    secret: false,
    meaning:
      'When true, the service does not verify the signature of tokens issued by an external identity provider. Keep it false outside development. Charts before July 2024 called it DATALAYER_JWT_SKIP_3RD_TOKEN_SIGNATURE_VERIFICATION.',
    usedBy: charts('DATALAYER_JWT_SKIP_EXTERNAL_TOKEN_SIGNATURE_VERIFICATION'),
  },
  {
    name: 'DATALAYER_IAM_URL',
    group: 'Identity and JWT',
    type: URL,
    default: 'http://datalayer-iam-svc.datalayer-api.svc.cluster.local:9700',
    example: 'http://datalayer-iam-svc.datalayer-api.svc.cluster.local:9700',
    secret: false,
    meaning:
      'Two meanings since helm-charts 27a588fc. In the IAM, Home, Jump and Observer charts it is the public URL their ingress host comes from (empty by default; set it from DATALAYER_URL). In the other charts it is the address of the IAM service inside the cluster, except in the Operator, whose values list it twice, the in-cluster address and then an empty value, so that it renders empty unless set. It replaced the host-and-port DATALAYER_IAM_HOST in March 2026.',
    usedBy: charts('DATALAYER_IAM_URL'),
  },
  {
    name: 'DATALAYER_IAM_API_KEY',
    group: 'Identity and JWT',
    type: SECRET,
    secret: true,
    meaning: 'Shared key that protects calls to IAM between services inside the cluster.',
    usedBy: charts('DATALAYER_IAM_API_KEY'),
  },
  {
    name: 'DATALAYER_OPERATOR_URL',
    group: 'Identity and JWT',
    type: URL,
    default: 'http://datalayer-operator-svc.datalayer-runtimes.svc.cluster.local:2111',
    example: 'http://datalayer-operator-svc.datalayer-runtimes.svc.cluster.local:2111',
    secret: false,
    meaning: 'URL of the Operator inside the cluster, which Runtimes calls.',
    usedBy: charts('DATALAYER_OPERATOR_URL'),
  },
  {
    name: 'DATALAYER_OPERATOR_API_KEY',
    group: 'Identity and JWT',
    type: SECRET,
    secret: true,
    meaning: 'Shared key that secures the internal connections to the Operator.',
    usedBy: charts('DATALAYER_OPERATOR_API_KEY'),
  },
  {
    name: 'DATALAYER_RUNTIMES_API_KEY',
    group: 'Identity and JWT',
    type: SECRET,
    secret: true,
    meaning: 'Shared key that secures the internal calls to Runtimes.',
    usedBy: charts('DATALAYER_RUNTIMES_API_KEY'),
  },
  {
    name: 'DATALAYER_GITHUB_CLIENT_ID',
    group: 'Identity and JWT',
    type: STRING,
    example: 'Iv1.example',
    secret: false,
    meaning: 'Client ID of the GitHub OAuth app that lets users sign in with GitHub.',
    usedBy: charts('DATALAYER_GITHUB_CLIENT_ID'),
  },
  {
    name: 'DATALAYER_GITHUB_CLIENT_SECRET',
    group: 'Identity and JWT',
    type: SECRET,
    secret: true,
    meaning: 'Client secret of the GitHub OAuth app.',
    usedBy: charts('DATALAYER_GITHUB_CLIENT_SECRET'),
  },
  {
    name: 'DATALAYER_LINKEDIN_CLIENT_ID',
    group: 'Identity and JWT',
    type: STRING,
    example: 'example-client-id',
    secret: false,
    meaning: 'Client ID of the LinkedIn app that lets users sign in with LinkedIn.',
    usedBy: charts('DATALAYER_LINKEDIN_CLIENT_ID'),
  },
  {
    name: 'DATALAYER_LINKEDIN_CLIENT_SECRET',
    group: 'Identity and JWT',
    type: SECRET,
    secret: true,
    meaning: 'Client secret of the LinkedIn app.',
    usedBy: charts('DATALAYER_LINKEDIN_CLIENT_SECRET'),
  },
  // Authorization
  {
    name: 'DATALAYER_AUTHZ_ENGINE',
    group: 'Authorization',
    type: STRING,
    default: 'openfga',
    example: 'openfga',
    secret: false,
    meaning:
      'Authorization engine; openfga checks permissions with OpenFGA. IAM, the Operator and the business charts default to openfga; the other charts leave it empty.',
    usedBy: charts('DATALAYER_AUTHZ_ENGINE'),
  },
  {
    name: 'DATALAYER_OPENFGA_REST_URL',
    group: 'Authorization',
    type: URL,
    default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
    example: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
    secret: false,
    meaning: 'URL of the OpenFGA HTTP (REST) API.',
    usedBy: charts('DATALAYER_OPENFGA_REST_URL'),
  },
  {
    name: 'DATALAYER_OPENFGA_STORE_ID',
    group: 'Authorization',
    type: STRING,
    secret: false,
    meaning: 'ID of the OpenFGA store that holds the platform’s authorization data.',
    usedBy: charts('DATALAYER_OPENFGA_STORE_ID'),
  },
  {
    name: 'DATALAYER_OPENFGA_AUTHZ_MODEL_ID',
    group: 'Authorization',
    type: STRING,
    secret: false,
    meaning: 'ID of the authorization model to use in that OpenFGA store.',
    usedBy: charts('DATALAYER_OPENFGA_AUTHZ_MODEL_ID'),
  },
  // Secrets
  {
    name: 'DATALAYER_VAULT_URL',
    group: 'Secrets',
    type: URL,
    default: 'http://datalayer-vault-internal.datalayer-vault.svc.cluster.local:8200',
    example: 'http://datalayer-vault-internal.datalayer-vault.svc.cluster.local:8200',
    secret: false,
    meaning: 'URL of the HashiCorp Vault server that stores user secrets.',
    usedBy: charts('DATALAYER_VAULT_URL'),
  },
  {
    name: 'DATALAYER_VAULT_TOKEN',
    group: 'Secrets',
    type: SECRET,
    secret: true,
    meaning: 'Token the services use to authenticate to Vault.',
    usedBy: charts('DATALAYER_VAULT_TOKEN'),
  },
  // Messaging
  {
    name: 'DATALAYER_PUBSUB_ENGINE',
    group: 'Messaging',
    type: {kind: 'enum', values: ['kafka', 'pulsar']},
    default: 'kafka',
    example: 'kafka',
    secret: false,
    meaning:
      'Publish-subscribe messaging system the services use: Apache Kafka or Apache Pulsar. The IAM, Runtimes, Success and Support charts default to kafka; the Operator, Growth, Inbounds and Outbounds charts to pulsar, so set it once for all. Charts before June 2026 called it DATALAYER_PUB_SUB_ENGINE.',
    usedBy: charts('DATALAYER_PUBSUB_ENGINE'),
  },
  {
    name: 'DATALAYER_PULSAR_URL',
    group: 'Messaging',
    type: URL,
    default: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
    example: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
    secret: false,
    meaning: 'Service URL of the Pulsar broker, when DATALAYER_PUBSUB_ENGINE is pulsar.',
    usedBy: charts('DATALAYER_PULSAR_URL'),
  },
  {
    name: 'DATALAYER_KAFKA_URL',
    group: 'Messaging',
    type: STRING,
    default: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
    example: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
    secret: false,
    meaning:
      'Bootstrap address (host and port) of the Kafka cluster, when DATALAYER_PUBSUB_ENGINE is kafka.',
    usedBy: charts('DATALAYER_KAFKA_URL'),
  },
  {
    name: 'DATALAYER_KAFKA_USERNAME',
    group: 'Messaging',
    type: STRING,
    secret: false,
    meaning: 'User name for Kafka, when the cluster requires authentication.',
    usedBy: charts('DATALAYER_KAFKA_USERNAME'),
  },
  {
    name: 'DATALAYER_KAFKA_PASSWORD',
    group: 'Messaging',
    type: SECRET,
    secret: true,
    meaning: 'Password for Kafka.',
    usedBy: charts('DATALAYER_KAFKA_PASSWORD'),
  },
  // Search (Solr)
  {
    name: 'DATALAYER_SOLR_ZK_HOST',
    group: 'Search (Solr)',
    type: STRING,
    default: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
    example: 'solr-datalayer-solrcloud-zookeeper-headless.datalayer-solr.svc.cluster.local',
    secret: false,
    meaning:
      'ZooKeeper host of the SolrCloud cluster. The Operator chart adds the port, :2181, to its default.',
    usedBy: charts('DATALAYER_SOLR_ZK_HOST'),
  },
  {
    name: 'DATALAYER_SOLR_USERNAME',
    group: 'Search (Solr)',
    type: STRING,
    example: 'admin',
    secret: false,
    meaning:
      'User name for Solr basic authentication. Most charts read it from the username key of the solr-basic-auth secret; the Operator chart takes it as a value.',
    usedBy: charts('DATALAYER_SOLR_USERNAME'),
  },
  {
    name: 'DATALAYER_SOLR_PASSWORD',
    group: 'Search (Solr)',
    type: SECRET,
    secret: true,
    meaning:
      'Password for Solr basic authentication, from the password key of the solr-basic-auth secret in most charts.',
    usedBy: charts('DATALAYER_SOLR_PASSWORD'),
  },
  // Storage and backups
  {
    name: 'AWS_ACCESS_KEY_ID',
    group: 'Storage and backups',
    type: SECRET,
    secret: true,
    meaning: 'AWS access key ID of the services that read or write S3.',
    usedBy: charts('AWS_ACCESS_KEY_ID'),
  },
  {
    name: 'AWS_SECRET_ACCESS_KEY',
    group: 'Storage and backups',
    type: SECRET,
    secret: true,
    meaning: 'AWS secret access key that goes with AWS_ACCESS_KEY_ID.',
    usedBy: charts('AWS_SECRET_ACCESS_KEY'),
  },
  {
    name: 'AWS_DEFAULT_REGION',
    group: 'Storage and backups',
    type: STRING,
    example: 'us-east-1',
    secret: false,
    meaning: 'Default AWS Region for the AWS clients.',
    usedBy: charts('AWS_DEFAULT_REGION'),
  },
  {
    name: 'DATALAYER_S3_CHECKPOINT_URL',
    group: 'Storage and backups',
    type: URL,
    default: 'https://s3.us-west-2.amazonaws.com',
    example: 'https://s3.example.com',
    secret: false,
    meaning: 'S3 endpoint that stores the checkpoints of runtimes (CRIU checkpoint and restore).',
    usedBy: charts('DATALAYER_S3_CHECKPOINT_URL'),
  },
  {
    name: 'DATALAYER_SOLR_CHECKPOINT_COLLECTION',
    group: 'Storage and backups',
    type: STRING,
    default: 'runtime-checkpoints',
    example: 'runtime-checkpoints',
    secret: false,
    meaning: 'Solr collection that records the runtime checkpoints.',
    usedBy: charts('DATALAYER_SOLR_CHECKPOINT_COLLECTION'),
  },
  // Email
  {
    name: 'DATALAYER_SMTP_HOST',
    group: 'Email',
    type: STRING,
    example: 'smtp.example.com',
    secret: false,
    meaning: 'Host name of the SMTP server that sends the platform’s e-mail.',
    usedBy: charts('DATALAYER_SMTP_HOST'),
  },
  {
    name: 'DATALAYER_SMTP_PORT',
    group: 'Email',
    type: INTEGER,
    default: '0',
    example: '587',
    secret: false,
    meaning: 'Port of the SMTP server.',
    usedBy: charts('DATALAYER_SMTP_PORT'),
  },
  {
    name: 'DATALAYER_SMTP_USERNAME',
    group: 'Email',
    type: STRING,
    example: 'no-reply@example.com',
    secret: false,
    meaning: 'User name for the SMTP server.',
    usedBy: charts('DATALAYER_SMTP_USERNAME'),
  },
  {
    name: 'DATALAYER_SMTP_PASSWORD',
    group: 'Email',
    type: SECRET,
    secret: true,
    meaning: 'Password for the SMTP server.',
    usedBy: charts('DATALAYER_SMTP_PASSWORD'),
  },
  {
    name: 'DATALAYER_SUPPORT_EMAIL',
    group: 'Email',
    type: STRING,
    example: 'support@example.com',
    secret: false,
    meaning: 'Support address that the platform shows to its users.',
    usedBy: charts('DATALAYER_SUPPORT_EMAIL'),
  },
  // Billing (Stripe add-on)
  {
    name: 'DATALAYER_CREDITS_PROVIDER',
    group: 'Billing (Stripe add-on)',
    type: STRING,
    example: 'stripe',
    secret: false,
    meaning:
      'Add-on that provides the credits method inside IAM for billing and usage, such as stripe.',
    usedBy: charts('DATALAYER_CREDITS_PROVIDER'),
  },
  {
    name: 'DATALAYER_INITIAL_USER_CREDITS',
    group: 'Billing (Stripe add-on)',
    type: INTEGER,
    default: '500',
    example: '10',
    secret: false,
    meaning: 'Number of credits a new user account starts with.',
    usedBy: charts('DATALAYER_INITIAL_USER_CREDITS'),
  },
  {
    name: 'DATALAYER_STRIPE_API_KEY',
    group: 'Billing (Stripe add-on)',
    type: SECRET,
    secret: true,
    meaning: 'Stripe secret API key (it starts with sk_), from Developers > API keys.',
    usedBy: charts('DATALAYER_STRIPE_API_KEY'),
  },
  {
    name: 'DATALAYER_STRIPE_JS_API_KEY',
    group: 'Billing (Stripe add-on)',
    type: STRING,
    example: 'pk_test_example',
    secret: false,
    meaning:
      'Stripe publishable key (it starts with pk_), used by the web page that shows the embedded checkout. It is public by design.',
    usedBy: charts('DATALAYER_STRIPE_JS_API_KEY', 'Web application'),
  },
  {
    name: 'DATALAYER_STRIPE_WEBHOOK_SECRET',
    group: 'Billing (Stripe add-on)',
    type: SECRET,
    secret: true,
    meaning:
      'Signing secret of the Stripe webhook endpoint (it starts with whsec_), which authenticates the events Stripe sends.',
    usedBy: charts('DATALAYER_STRIPE_WEBHOOK_SECRET'),
  },
  {
    name: 'DATALAYER_STRIPE_CHECKOUT_ROUTE',
    group: 'Billing (Stripe add-on)',
    type: STRING,
    default: 'checkout',
    example: 'checkout',
    secret: false,
    meaning: 'Route of the checkout page in the web application.',
    usedBy: charts('DATALAYER_STRIPE_CHECKOUT_ROUTE', 'Web application'),
  },
  {
    name: 'DATALAYER_STRIPE_TOPUP_PRICE_LOOKUP_KEYS',
    group: 'Billing (Stripe add-on)',
    type: STRING,
    secret: false,
    meaning: 'Lookup keys of the Stripe prices offered to top up credits.',
    usedBy: charts('DATALAYER_STRIPE_TOPUP_PRICE_LOOKUP_KEYS'),
  },
  {
    name: 'DATALAYER_STRIPE_TEAM_PLAN_PRICE_LOOKUP_KEY',
    group: 'Billing (Stripe add-on)',
    type: STRING,
    secret: false,
    meaning: 'Lookup key of the Stripe price of the team plan.',
    usedBy: charts('DATALAYER_STRIPE_TEAM_PLAN_PRICE_LOOKUP_KEY'),
  },
  {
    name: 'DATALAYER_STRIPE_ORGANIZATION_SEAT_PRICE_LOOKUP_KEY',
    group: 'Billing (Stripe add-on)',
    type: STRING,
    secret: false,
    meaning: 'Lookup key of the Stripe price of an organization seat.',
    usedBy: charts('DATALAYER_STRIPE_ORGANIZATION_SEAT_PRICE_LOOKUP_KEY'),
  },
  {
    name: 'DATALAYER_STRIPE_CUST_PORTAL_ID',
    group: 'Billing (Stripe add-on)',
    type: STRING,
    secret: false,
    meaning: 'ID of the Stripe customer portal configuration.',
    usedBy: charts('DATALAYER_STRIPE_CUST_PORTAL_ID'),
  },
  {
    name: 'DATALAYER_STRIPE_CUST_PORTAL_URL',
    group: 'Billing (Stripe add-on)',
    type: URL,
    example: 'https://billing.example.com/p/login/example',
    secret: false,
    meaning: 'URL of the Stripe customer portal.',
    usedBy: charts('DATALAYER_STRIPE_CUST_PORTAL_URL'),
  },
  // Observability
  {
    name: 'OTEL_SDK_DISABLED',
    group: 'Observability',
    type: BOOLEAN,
    default: 'false',
    example: 'true',
    secret: false,
    meaning:
      'When true, turns off the OpenTelemetry SDK in the services, so they export no logs, metrics or traces.',
    usedBy: charts('OTEL_SDK_DISABLED'),
  },
  {
    name: 'OTEL_EXPORTER_OTLP_LOGS_ENDPOINT',
    group: 'Observability',
    type: URL,
    default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
    example: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
    secret: false,
    meaning:
      'OTLP endpoint that receives logs. The Operator and Runtimes charts default to a hosted HTTP endpoint instead (with OTEL_EXPORTER_OTLP_PROTOCOL http/protobuf).',
    usedBy: charts('OTEL_EXPORTER_OTLP_LOGS_ENDPOINT'),
  },
  {
    name: 'OTEL_EXPORTER_OTLP_METRICS_ENDPOINT',
    group: 'Observability',
    type: URL,
    default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
    example: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
    secret: false,
    meaning: 'OTLP endpoint that receives metrics; the same exceptions as for logs.',
    usedBy: charts('OTEL_EXPORTER_OTLP_METRICS_ENDPOINT'),
  },
  {
    name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    group: 'Observability',
    type: URL,
    default: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
    example: 'http://datalayer-otel-otel-collector-svc.datalayer-otel.svc.cluster.local:4317',
    secret: false,
    meaning: 'OTLP endpoint that receives traces; the same exceptions as for logs.',
    usedBy: charts('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
  },
  {
    name: 'OTEL_EXPORTER_OTLP_PROTOCOL',
    group: 'Observability',
    type: STRING,
    default: 'http/protobuf',
    example: 'http/protobuf',
    secret: false,
    meaning: 'OTLP transport of the Operator and Runtimes exporters.',
    usedBy: charts('OTEL_EXPORTER_OTLP_PROTOCOL'),
  },
  {
    name: 'OTEL_PYTHON_LOG_LEVEL',
    group: 'Observability',
    type: STRING,
    default: 'info',
    example: 'info',
    secret: false,
    meaning: 'Log level of the OpenTelemetry Python SDK in the services.',
    usedBy: charts('OTEL_PYTHON_LOG_LEVEL'),
  },
  {
    name: 'DATALAYER_OTEL_API_KEY',
    group: 'Observability',
    type: SECRET,
    secret: true,
    meaning: 'API key the services send with their telemetry.',
    usedBy: charts('DATALAYER_OTEL_API_KEY'),
  },
  // AI
  {
    name: 'DATALAYER_AZURE_OPENAI_CHAT_COMPLETION_ENDPOINT',
    group: 'AI',
    type: URL,
    example: 'https://my-resource.openai.azure.com',
    secret: false,
    meaning: 'Chat completion endpoint of the Azure OpenAI resource.',
    usedBy: charts('DATALAYER_AZURE_OPENAI_CHAT_COMPLETION_ENDPOINT'),
  },
  {
    name: 'DATALAYER_AZURE_OPENAI_API_KEY',
    group: 'AI',
    type: SECRET,
    secret: true,
    meaning: 'API key of the Azure OpenAI resource.',
    usedBy: charts('DATALAYER_AZURE_OPENAI_API_KEY'),
  },
  {
    name: 'DATALAYER_OPENAI_API_VERSION',
    group: 'AI',
    type: STRING,
    secret: false,
    meaning: 'Version of the OpenAI API that requests ask for.',
    usedBy: charts('DATALAYER_OPENAI_API_VERSION'),
  },
  {
    name: 'DATALAYER_INFERENCE_PROVIDER',
    group: 'AI',
    type: STRING,
    default: 'bedrock',
    example: 'bedrock',
    secret: false,
    meaning: 'Model provider of the AI Inference service.',
    usedBy: charts('DATALAYER_INFERENCE_PROVIDER'),
  },
  {
    name: 'DATALAYER_INFERENCE_MODEL',
    group: 'AI',
    type: STRING,
    secret: false,
    meaning: 'Model the AI Inference service uses.',
    usedBy: charts('DATALAYER_INFERENCE_MODEL'),
  },
  {
    name: 'DATALAYER_AGENT_RUNTIMES_URL',
    group: 'AI',
    type: URL,
    example: 'https://my-cluster.example.com',
    secret: false,
    meaning: 'URL of the agent runtimes that the AI Agents service uses.',
    usedBy: charts('DATALAYER_AGENT_RUNTIMES_URL'),
  },
];

/**
 * The per-service public URL keys (helm-charts 27a588fc onwards) that no entry above describes:
 * one entry each, built from the generated list of the keys charts take their ingress host from.
 */
function publicUrlVariables(): ConfigurationVariable[] {
  const byVariable = new Map<string, string[]>();
  for (const [chart, key] of Object.entries(CHART_HOST_KEYS)) {
    if (!key.variable) continue;
    byVariable.set(key.variable, [...(byVariable.get(key.variable) ?? []), chart]);
  }
  return [...byVariable]
    .filter(([name]) => !DESCRIBED_VARIABLES.some((variable) => variable.name === name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, hosts]) => ({
      name,
      group: 'Cluster',
      type: URL,
      example: 'https://my-cluster.example.com',
      secret: false,
      meaning: `Public URL the ingress host of ${hosts.join(', ')} comes from (without https://); empty by default, so set it from DATALAYER_URL. Charts that read it under another role take it as an address inside the cluster.`,
      usedBy: charts(name),
    }));
}

export const CONFIGURATION_VARIABLES: readonly ConfigurationVariable[] = [
  ...DESCRIBED_VARIABLES,
  ...publicUrlVariables(),
];

/** The variables of one group, in data order. */
export function variablesInGroup(group: ConfigurationGroup): ConfigurationVariable[] {
  return CONFIGURATION_VARIABLES.filter((variable) => variable.group === group);
}

/** A readable form of a type, for example "enum: none | openfga". */
export function formatType(type: ConfigurationType): string {
  return type.kind === 'enum' ? `enum: ${type.values.join(' | ')}` : type.kind;
}

/** The HTML id of a variable's row: its name in lower case. */
export function variableAnchor(name: string): string {
  return name.toLowerCase();
}
