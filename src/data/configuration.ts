/**
 * The environment variables that configure a Datalayer deployment.
 *
 * One source for the configuration reference page
 * (docs/services/kubernetes/deployments/configuration.md), its tables and its tests.
 * Defaults are those of the datalayer-iam chart's values.yaml where it sets one; they can change
 * between chart versions, so `helm show values` on the pinned version is authoritative.
 * Descriptions only state what the platform's charts and notes establish; where a variable
 * has no published description, the meaning says only what its name and context make certain.
 */

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

export const CONFIGURATION_VARIABLES: readonly ConfigurationVariable[] = [
  // Cluster
  {
    name: 'DATALAYER_RUN_URL',
    group: 'Cluster',
    type: URL,
    example: 'https://my-cluster.example.com',
    secret: false,
    meaning:
      'Public URL of the platform. Its host name must resolve in DNS to the load balancer that the ingress controller creates; cert-manager issues the TLS certificate for it.',
    usedBy: ['datalayer-iam', 'Plane', 'DNS and TLS set-up'],
  },
  {
    name: 'DATALAYER_RUN_HOST',
    group: 'Cluster',
    type: STRING,
    example: 'my-cluster.example.com',
    secret: false,
    meaning:
      'Host name of DATALAYER_RUN_URL, without the scheme. The charts use it for ingress rules and to name the certificate secret (for example my-cluster.example.com-datalayer-api-cert-secret).',
    usedBy: ['datalayer-iam', 'datalayer-runtimes', 'datalayer-operator', 'datalayer-observer'],
  },
  {
    name: 'DATALAYER_RUNTIME_ENV',
    group: 'Cluster',
    type: {kind: 'enum', values: ['dev', 'qa', 'prod']},
    default: 'prod',
    example: 'prod',
    secret: false,
    meaning: 'Kind of environment the deployment is: development, quality assurance or production.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_CLUSTER_NAME',
    group: 'Cluster',
    type: STRING,
    example: 'my-cluster',
    secret: false,
    meaning: 'Name of the Kubernetes cluster the platform is deployed to.',
    usedBy: ['Plane'],
  },
  {
    name: 'DATALAYER_CLUSTER_TYPE',
    group: 'Cluster',
    type: {kind: 'enum', values: ['eks', 'ovh']},
    example: 'eks',
    secret: false,
    meaning:
      'Advanced setting: the kind of managed Kubernetes service the cluster runs on, Amazon EKS or OVHcloud Managed Kubernetes.',
    usedBy: ['Plane'],
  },
  {
    name: 'DATALAYER_CDN_URL',
    group: 'Cluster',
    type: URL,
    example: 'https://cdn.example.com',
    secret: false,
    meaning: 'Base URL of the content delivery network that serves the platform’s static assets.',
    usedBy: ['datalayer-iam', 'datalayer-runtimes'],
  },
  {
    name: 'DATALAYER_CERT_ISSUER',
    group: 'Cluster',
    type: {kind: 'enum', values: ['letsencrypt', 'letsencrypt-prod']},
    example: 'letsencrypt',
    secret: false,
    meaning:
      'Name of the cert-manager ClusterIssuer that signs the TLS certificates of the platform’s ingress routes.',
    usedBy: ['datalayer-operator', 'datalayer-cert-manager'],
  },
  {
    name: 'DATALAYER_INGRESS_CLASS_NAME',
    group: 'Cluster',
    type: {kind: 'enum', values: ['datalayer-traefik', 'nginx']},
    example: 'datalayer-traefik',
    secret: false,
    meaning:
      'IngressClass that the Operator sets on the routes it creates: datalayer-traefik for Traefik, nginx for the deprecated NGINX controller.',
    usedBy: ['datalayer-operator'],
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
    name: 'DATALAYER_DOCKER_REGISTRY_HOST',
    group: 'Registries',
    type: STRING,
    example: 'registry.example.com',
    secret: false,
    meaning: 'Host name of the container registry that holds the Datalayer images.',
    usedBy: ['Plane (reg-creds-create, docker-build, docker-push)', 'docker login'],
  },
  {
    name: 'DATALAYER_DOCKER_REGISTRY',
    group: 'Registries',
    type: STRING,
    example: 'registry.example.com/datalayer',
    secret: false,
    meaning:
      'Registry host and path prefix of the Datalayer images, usually ${DATALAYER_DOCKER_REGISTRY_HOST}/datalayer.',
    usedBy: ['All Datalayer charts (image references)', 'datalayer-operator'],
  },
  {
    name: 'DATALAYER_DOCKER_REGISTRY_USERNAME',
    group: 'Registries',
    type: STRING,
    example: 'deploy-bot',
    secret: false,
    meaning: 'User name for the container registry, stored in the reg-creds pull secrets.',
    usedBy: ['Plane (reg-creds-create)', 'docker login'],
  },
  {
    name: 'DATALAYER_DOCKER_REGISTRY_PASSWORD',
    group: 'Registries',
    type: SECRET,
    secret: true,
    meaning:
      'Password or access token for the container registry, stored in the reg-creds pull secrets.',
    usedBy: ['Plane (reg-creds-create)', 'docker login'],
  },
  {
    name: 'DATALAYER_HELM_REGISTRY_HOST',
    group: 'Registries',
    type: STRING,
    example: 'registry.example.com',
    secret: false,
    meaning: 'Host name of the OCI registry that holds the Datalayer Helm charts.',
    usedBy: ['Plane (helm-push)', 'helm registry login'],
  },
  {
    name: 'DATALAYER_HELM_REGISTRY',
    group: 'Registries',
    type: STRING,
    example: 'registry.example.com/datalayer-charts',
    secret: false,
    meaning:
      'Registry host and path of the Datalayer charts, usually ${DATALAYER_HELM_REGISTRY_HOST}/datalayer-charts; charts install from oci://${DATALAYER_HELM_REGISTRY}.',
    usedBy: ['Plane', 'helm push', 'helm upgrade --install'],
  },
  {
    name: 'DATALAYER_HELM_REGISTRY_USERNAME',
    group: 'Registries',
    type: STRING,
    example: 'deploy-bot',
    secret: false,
    meaning: 'User name for the OCI chart registry.',
    usedBy: ['Plane (helm-push)', 'helm registry login'],
  },
  {
    name: 'DATALAYER_HELM_REGISTRY_PASSWORD',
    group: 'Registries',
    type: SECRET,
    secret: true,
    meaning: 'Password or access token for the OCI chart registry.',
    usedBy: ['Plane (helm-push)', 'helm registry login'],
  },
  // Identity and JWT
  {
    name: 'DATALAYER_JWT_ISSUER',
    group: 'Identity and JWT',
    type: URL,
    default: 'https://id.datalayer.run',
    example: 'https://id.example.com',
    secret: false,
    meaning: 'Issuer (iss claim) written into the JSON Web Tokens that IAM creates.',
    usedBy: ['datalayer-iam', 'datalayer-runtimes'],
  },
  {
    name: 'DATALAYER_JWT_SECRET',
    group: 'Identity and JWT',
    type: SECRET,
    secret: true,
    meaning: 'Key that signs and verifies the platform’s JSON Web Tokens.',
    usedBy: ['datalayer-iam', 'datalayer-runtimes'],
  },
  {
    name: 'DATALAYER_JWT_ALGORITHM',
    group: 'Identity and JWT',
    type: STRING,
    example: 'HS256',
    secret: false,
    meaning: 'Algorithm that signs the JSON Web Tokens.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_JWT_ALLOWED_ISSUERS',
    group: 'Identity and JWT',
    type: STRING,
    example: 'https://id.example.com',
    secret: false,
    meaning: 'Issuers whose tokens the services accept.',
    usedBy: ['datalayer-iam', 'datalayer-runtimes'],
  },
  {
    name: 'DATALAYER_JWT_DEFAULT_KID_ISSUER',
    group: 'Identity and JWT',
    type: URL,
    example: 'https://my-cluster.example.com/api/iam/v1/api-keys',
    secret: false,
    meaning:
      'Issuer assumed for tokens that carry a key ID (kid), such as the API keys that IAM issues.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_JWT_SKIP_EXTERNAL_TOKEN_SIGNATURE_VERIFICATION',
    group: 'Identity and JWT',
    type: BOOLEAN,
    default: 'false',
    example: 'false',
    secret: false,
    meaning:
      'When true, IAM does not verify the signature of tokens issued by an external identity provider. Keep it false outside development.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_JWT_SKIP_3RD_TOKEN_SIGNATURE_VERIFICATION',
    group: 'Identity and JWT',
    type: BOOLEAN,
    example: 'false',
    secret: false,
    meaning:
      'Name that the platform’s earlier notes and Helm commands give to the setting that the datalayer-iam charts read as DATALAYER_JWT_SKIP_EXTERNAL_TOKEN_SIGNATURE_VERIFICATION. Run helm show values on your chart to see which name it expects.',
    usedBy: ['datalayer-iam (earlier deployment notes)'],
  },
  {
    name: 'DATALAYER_IAM_HOST',
    group: 'Identity and JWT',
    type: STRING,
    example: 'datalayer-iam-svc.datalayer-api.svc.cluster.local:9700',
    secret: false,
    meaning: 'Host and port of the IAM service inside the cluster.',
    usedBy: ['datalayer-operator'],
  },
  {
    name: 'DATALAYER_IAM_API_KEY',
    group: 'Identity and JWT',
    type: SECRET,
    secret: true,
    meaning: 'Shared key that protects calls to IAM between services inside the cluster.',
    usedBy: ['datalayer-iam', 'datalayer-operator'],
  },
  {
    name: 'DATALAYER_OPERATOR_API_KEY',
    group: 'Identity and JWT',
    type: SECRET,
    secret: true,
    meaning: 'Shared key that secures the internal connections to the Operator.',
    usedBy: ['datalayer-operator', 'datalayer-runtimes'],
  },
  {
    name: 'DATALAYER_GITHUB_CLIENT_ID',
    group: 'Identity and JWT',
    type: STRING,
    example: 'Iv1.example',
    secret: false,
    meaning: 'Client ID of the GitHub OAuth app that lets users sign in with GitHub.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_GITHUB_CLIENT_SECRET',
    group: 'Identity and JWT',
    type: SECRET,
    secret: true,
    meaning: 'Client secret of the GitHub OAuth app.',
    usedBy: ['datalayer-iam'],
  },
  // Authorization
  {
    name: 'DATALAYER_AUTHZ_ENGINE',
    group: 'Authorization',
    type: {kind: 'enum', values: ['none', 'openfga']},
    default: 'openfga',
    example: 'none',
    secret: false,
    meaning:
      'Authorization engine: openfga checks permissions with OpenFGA; none turns the checks off.',
    usedBy: ['datalayer-iam', 'datalayer-runtimes', 'datalayer-operator'],
  },
  {
    name: 'DATALAYER_OPENFGA_REST_URL',
    group: 'Authorization',
    type: URL,
    default: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
    example: 'http://datalayer-openfga.datalayer-openfga.svc.cluster.local:8080',
    secret: false,
    meaning: 'URL of the OpenFGA HTTP (REST) API.',
    usedBy: ['datalayer-iam and the other API services, when DATALAYER_AUTHZ_ENGINE is openfga'],
  },
  {
    name: 'DATALAYER_OPENFGA_STORE_ID',
    group: 'Authorization',
    type: STRING,
    secret: false,
    meaning: 'ID of the OpenFGA store that holds the platform’s authorization data.',
    usedBy: ['datalayer-iam and the other API services, when DATALAYER_AUTHZ_ENGINE is openfga'],
  },
  {
    name: 'DATALAYER_OPENFGA_AUTHZ_MODEL_ID',
    group: 'Authorization',
    type: STRING,
    secret: false,
    meaning: 'ID of the authorization model to use in that OpenFGA store.',
    usedBy: ['datalayer-iam and the other API services, when DATALAYER_AUTHZ_ENGINE is openfga'],
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
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_VAULT_TOKEN',
    group: 'Secrets',
    type: SECRET,
    secret: true,
    meaning: 'Token the services use to authenticate to Vault.',
    usedBy: ['datalayer-iam'],
  },
  // Messaging
  {
    name: 'DATALAYER_PUB_SUB_ENGINE',
    group: 'Messaging',
    type: {kind: 'enum', values: ['none', 'pulsar', 'kafka']},
    default: 'pulsar',
    example: 'none',
    secret: false,
    meaning:
      'Publish-subscribe messaging system the services use: Apache Pulsar, Apache Kafka, or none. The platform’s configuration notes give pulsar as the default; later datalayer-iam charts set kafka in their values.',
    usedBy: ['datalayer-iam and the other API services', 'datalayer-pulsar', 'datalayer-kafka'],
  },
  {
    name: 'DATALAYER_PULSAR_URL',
    group: 'Messaging',
    type: URL,
    default: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
    example: 'pulsar://datalayer-pulsar-broker.datalayer-pulsar.svc.cluster.local:6650',
    secret: false,
    meaning: 'Service URL of the Pulsar broker.',
    usedBy: ['datalayer-iam and the other API services, when DATALAYER_PUB_SUB_ENGINE is pulsar'],
  },
  {
    name: 'DATALAYER_KAFKA_URL',
    group: 'Messaging',
    type: STRING,
    default: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
    example: 'datalayer-kafka-kafka-bootstrap.datalayer-kafka.svc.cluster.local:9092',
    secret: false,
    meaning: 'Bootstrap address (host and port) of the Kafka cluster.',
    usedBy: ['datalayer-iam and the other API services, when DATALAYER_PUB_SUB_ENGINE is kafka'],
  },
  // Search (Solr)
  {
    name: 'DATALAYER_SOLR_USERNAME',
    group: 'Search (Solr)',
    type: STRING,
    example: 'admin',
    secret: false,
    meaning:
      'User name for Solr basic authentication, stored in the solr-basic-auth secret in the datalayer-solr and datalayer-api namespaces.',
    usedBy: [
      'Solr cluster (solr-datalayer)',
      'datalayer-iam (from the solr-basic-auth secret)',
      'Plane (solr-init)',
    ],
  },
  {
    name: 'DATALAYER_SOLR_PASSWORD',
    group: 'Search (Solr)',
    type: SECRET,
    secret: true,
    meaning: 'Password for Solr basic authentication, stored in the solr-basic-auth secret.',
    usedBy: [
      'Solr cluster (solr-datalayer)',
      'datalayer-iam (from the solr-basic-auth secret)',
      'Plane (solr-init)',
    ],
  },
  // Storage and backups
  {
    name: 'DATALAYER_SOLR_BACKUP_S3_BUCKET_NAME',
    group: 'Storage and backups',
    type: STRING,
    example: 'my-cluster-solr-backups',
    secret: false,
    meaning: 'S3 bucket that receives the Solr collection backups.',
    usedBy: ['Solr cluster (backup repository s3)'],
  },
  {
    name: 'DATALAYER_SOLR_BACKUP_S3_REGION',
    group: 'Storage and backups',
    type: STRING,
    example: 'us-east-1',
    secret: false,
    meaning: 'AWS Region of the Solr backup bucket.',
    usedBy: ['Solr cluster (backup repository s3)'],
  },
  {
    name: 'AWS_ACCESS_KEY_ID',
    group: 'Storage and backups',
    type: SECRET,
    secret: true,
    meaning: 'AWS access key ID for the S3 bucket that holds backups.',
    usedBy: ['Solr cluster (aws-creds secret)', 'datalayer-operator'],
  },
  {
    name: 'AWS_SECRET_ACCESS_KEY',
    group: 'Storage and backups',
    type: SECRET,
    secret: true,
    meaning: 'AWS secret access key that goes with AWS_ACCESS_KEY_ID.',
    usedBy: ['Solr cluster (aws-creds secret)', 'datalayer-operator'],
  },
  {
    name: 'AWS_DEFAULT_REGION',
    group: 'Storage and backups',
    type: STRING,
    example: 'us-east-1',
    secret: false,
    meaning: 'Default AWS Region for the AWS clients.',
    usedBy: ['Solr cluster', 'datalayer-operator', 'datalayer-datashim'],
  },
  {
    name: 'AWS_REGION',
    group: 'Storage and backups',
    type: STRING,
    example: 'us-east-1',
    secret: false,
    meaning:
      'AWS Region for the AWS clients; AWS tools give it precedence over AWS_DEFAULT_REGION.',
    usedBy: ['Backups to S3'],
  },
  {
    name: 'AWS_DEFAULT_PROFILE',
    group: 'Storage and backups',
    type: STRING,
    example: 'default',
    secret: false,
    meaning: 'Named profile of the AWS CLI configuration to use.',
    usedBy: ['Backups to S3', 'aws CLI'],
  },
  {
    name: 'DATALAYER_STORAGE_PROVIDER',
    group: 'Storage and backups',
    type: {kind: 'enum', values: ['azure', 'ceph']},
    example: 'ceph',
    secret: false,
    meaning:
      'Backend of the shared file system for user data: Azure Files over NFS, or Ceph through the Rook operator.',
    usedBy: [
      'datalayer-shared-filesystem',
      'datalayer-storage-operator',
      'datalayer-storage-cluster',
    ],
  },
  {
    name: 'DATALAYER_USERS_PVC_NAME',
    group: 'Storage and backups',
    type: STRING,
    example: 'storage-users-pvc',
    secret: false,
    meaning: 'Name of the PersistentVolumeClaim that holds user storage.',
    usedBy: ['datalayer-shared-filesystem', 'datalayer-operator'],
  },
  // Email
  {
    name: 'DATALAYER_SMTP_HOST',
    group: 'Email',
    type: STRING,
    example: 'smtp.example.com',
    secret: false,
    meaning: 'Host name of the SMTP server that sends the platform’s e-mail.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_SMTP_PORT',
    group: 'Email',
    type: INTEGER,
    example: '587',
    secret: false,
    meaning: 'Port of the SMTP server.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_SMTP_USERNAME',
    group: 'Email',
    type: STRING,
    example: 'no-reply@example.com',
    secret: false,
    meaning: 'User name for the SMTP server.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_SMTP_PASSWORD',
    group: 'Email',
    type: SECRET,
    secret: true,
    meaning: 'Password for the SMTP server.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_SUPPORT_EMAIL',
    group: 'Email',
    type: STRING,
    example: 'support@example.com',
    secret: false,
    meaning: 'Support address that the platform shows to its users.',
    usedBy: ['datalayer-iam'],
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
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_INITIAL_USER_CREDITS',
    group: 'Billing (Stripe add-on)',
    type: INTEGER,
    default: '500',
    example: '10',
    secret: false,
    meaning: 'Number of credits a new user account starts with.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_STRIPE_API_KEY',
    group: 'Billing (Stripe add-on)',
    type: SECRET,
    secret: true,
    meaning: 'Stripe secret API key (it starts with sk_), from Developers > API keys.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_STRIPE_JS_API_KEY',
    group: 'Billing (Stripe add-on)',
    type: STRING,
    example: 'pk_test_example',
    secret: false,
    meaning:
      'Stripe publishable key (it starts with pk_), used by the web page that shows the embedded checkout. It is public by design.',
    usedBy: ['datalayer-iam', 'Web application'],
  },
  {
    name: 'DATALAYER_STRIPE_PRODUCT_ID',
    group: 'Billing (Stripe add-on)',
    type: STRING,
    example: 'prod_example',
    secret: false,
    meaning: 'ID of the Stripe product that represents credits (it starts with prod_).',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_STRIPE_WEBHOOK_SECRET',
    group: 'Billing (Stripe add-on)',
    type: SECRET,
    secret: true,
    meaning:
      'Signing secret of the Stripe webhook endpoint (it starts with whsec_); IAM checks each checkout.session.completed event with it.',
    usedBy: ['datalayer-iam'],
  },
  {
    name: 'DATALAYER_STRIPE_CHECKOUT_ROUTE',
    group: 'Billing (Stripe add-on)',
    type: STRING,
    example: '/usage/payment',
    secret: false,
    meaning:
      'Route of the checkout page in the web application, relative to the usage route. The Stripe add-on notes give /usage/payment as the default; the datalayer-iam chart sets its own value in its values.yaml (checkout in recent versions), so check helm show values.',
    usedBy: ['datalayer-iam', 'Web application'],
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
      'When true, turns off the OpenTelemetry SDK in the services, so they export no metrics or traces.',
    usedBy: ['datalayer-iam and the other API services'],
  },
  {
    name: 'OTEL_EXPORTER_OTLP_METRICS_ENDPOINT',
    group: 'Observability',
    type: URL,
    example: 'http://datalayer-collector-collector.datalayer-observer.svc.cluster.local:4317',
    secret: false,
    meaning:
      'OTLP gRPC endpoint that receives metrics: the OpenTelemetry Collector of the Observer.',
    usedBy: ['datalayer-iam and the other API services', 'datalayer-observer'],
  },
  {
    name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    group: 'Observability',
    type: URL,
    example: 'http://datalayer-observer-tempo.datalayer-observer.svc.cluster.local:4317',
    secret: false,
    meaning: 'OTLP gRPC endpoint that receives traces: Tempo in the Observer.',
    usedBy: ['datalayer-iam and the other API services', 'datalayer-observer'],
  },
  {
    name: 'DATALAYER_GRAFANA_ADMIN_PWD',
    group: 'Observability',
    type: SECRET,
    secret: true,
    meaning: 'Password of the Grafana admin user.',
    usedBy: ['datalayer-observer'],
  },
  // AI
  {
    name: 'DATALAYER_AZURE_OPENAI_ENDPOINT',
    group: 'AI',
    type: URL,
    example: 'https://my-resource.openai.azure.com',
    secret: false,
    meaning: 'Endpoint of the Azure OpenAI resource.',
    usedBy: ['datalayer-ai-agents'],
  },
  {
    name: 'DATALAYER_AZURE_OPENAI_API_KEY',
    group: 'AI',
    type: SECRET,
    secret: true,
    meaning: 'API key of the Azure OpenAI resource.',
    usedBy: ['datalayer-ai-agents'],
  },
  {
    name: 'DATALAYER_OPENAI_API_VERSION',
    group: 'AI',
    type: STRING,
    secret: false,
    meaning: 'Version of the OpenAI API that requests ask for.',
    usedBy: ['datalayer-ai-agents'],
  },
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
