/**
 * The configuration builder's model, without React: which variables a deployment needs for the
 * reader's choices, and the files it writes (datalayerrc, secrets, Helm values). The rules follow
 * the configuration reference page (docs/services/kubernetes/deployments/configuration.md) and
 * the Helm page; the facts come from src/data/configuration.ts and the ledger. See
 * DESIGN.md#configuration-builder.
 */
import {
  CONFIGURATION_GROUPS,
  CONFIGURATION_VARIABLES,
  type ConfigurationVariable,
} from '../../data/configuration';
import {SERVICE_ENDPOINTS, VARIABLES} from '../../data/ledger';
import {CHART_ENV_KEYS, CHART_HOST_KEYS} from '../../data/ledger/variables.generated';

/** Where the cluster runs: the clouds the cluster pages create clusters on, and the rest. */
export const CLOUDS = [
  {id: 'aws', label: 'AWS (Amazon EKS)'},
  {id: 'azure', label: 'Azure (AKS)'},
  {id: 'ovhcloud', label: 'OVHcloud'},
  {id: 'other', label: 'Another cluster or a local one (kubeadm, kind, Minikube)'},
] as const;
export type CloudId = (typeof CLOUDS)[number]['id'];

function variable(name: string): ConfigurationVariable {
  const found = CONFIGURATION_VARIABLES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} is not in CONFIGURATION_VARIABLES`);
  return found;
}

function enumValues(name: string): readonly string[] {
  const {type} = variable(name);
  if (type.kind !== 'enum') throw new Error(`${name} is not an enum`);
  return type.values;
}

/** The data's default engine, and `none`, which the page's minimal configuration sets. */
export const AUTHZ_ENGINES = [variable('DATALAYER_AUTHZ_ENGINE').default ?? 'openfga', 'none'];
export const PUBSUB_ENGINES = enumValues('DATALAYER_PUBSUB_ENGINE');
/** Off (the variable unset, as the page leaves it), or the one provider the data names. */
export const CREDITS_PROVIDERS = [
  'none',
  variable('DATALAYER_CREDITS_PROVIDER').example ?? 'stripe',
];

export interface BuilderService {
  /** Chart name, as the ledger gives it. */
  chart: string;
  label: string;
  /** The values key of the chart's `env:` map. */
  valuesKey: string;
}

function serviceLabel(chart: string): string {
  const endpoint = SERVICE_ENDPOINTS.find((candidate) => candidate.chart === chart);
  return endpoint ? `${endpoint.service} (${chart})` : chart;
}

/** The base services of the page's minimal configuration, first and preselected. */
export const BASE_SERVICES = ['datalayer-iam', 'datalayer-runtimes', 'datalayer-operator'];

/** Every chart that reads a configuration variable, base services first. */
export const SERVICES: readonly BuilderService[] = Object.entries(CHART_ENV_KEYS)
  .map(([chart, valuesKey]) => ({chart, valuesKey, label: serviceLabel(chart)}))
  .sort(
    (a, b) =>
      (BASE_SERVICES.indexOf(a.chart) + 1 || 99) - (BASE_SERVICES.indexOf(b.chart) + 1 || 99) ||
      a.label.localeCompare(b.label),
  );

export interface Choices {
  cloud: CloudId;
  authz: string;
  pubsub: string;
  credits: string;
  /** Chart names of the services to run. */
  services: readonly string[];
}

export const DEFAULT_CHOICES: Choices = {
  cloud: 'aws',
  authz: AUTHZ_ENGINES[0]!,
  pubsub: PUBSUB_ENGINES[0]!,
  credits: 'none',
  services: BASE_SERVICES,
};

/**
 * Variables no chart reads that every deployment sets: the platform's public URL, from which each
 * chart's own URL key is written (`publicUrlKeys`), the kubeconfig that selects the cluster, and
 * the registries Plane, Helm and Docker log in to (the page's minimal configuration).
 */
const TOOL_VARIABLES = [
  'DATALAYER_URL',
  'KUBECONFIG',
  'DATALAYER_DOCKER_REGISTRY_HOST',
  'DATALAYER_DOCKER_REGISTRY_USERNAME',
  'DATALAYER_DOCKER_REGISTRY_PASSWORD',
  'DATALAYER_HELM_REGISTRY_HOST',
  'DATALAYER_HELM_REGISTRY',
  'DATALAYER_HELM_REGISTRY_USERNAME',
  'DATALAYER_HELM_REGISTRY_PASSWORD',
];

/** Variables whose value is one of the choices rather than a field. */
export const CHOICE_VARIABLES: Readonly<Record<string, keyof Choices>> = {
  DATALAYER_AUTHZ_ENGINE: 'authz',
  DATALAYER_PUBSUB_ENGINE: 'pubsub',
  DATALAYER_CREDITS_PROVIDER: 'credits',
};

/**
 * Required fields: what the page's minimal configuration and its secrets file set, the registry
 * credentials it asks for, the OpenFGA store and model when OpenFGA checks permissions, and the
 * three Stripe keys the add-on cannot work without. Other fields may stay empty: they are left
 * out of the files, so the chart's default applies or the feature stays off.
 */
const REQUIRED = new Set([
  'DATALAYER_URL',
  'DATALAYER_RUNTIME_ENV',
  'DATALAYER_CDN_URL',
  ...TOOL_VARIABLES,
  'DATALAYER_DOCKER_REGISTRY',
  'DATALAYER_JWT_ALGORITHM',
  'DATALAYER_JWT_ISSUER',
  'DATALAYER_JWT_ALLOWED_ISSUERS',
  'DATALAYER_JWT_SECRET',
  'DATALAYER_IAM_API_KEY',
  'DATALAYER_OPERATOR_API_KEY',
  'DATALAYER_SOLR_USERNAME',
  'DATALAYER_SOLR_PASSWORD',
  'DATALAYER_OPENFGA_STORE_ID',
  'DATALAYER_OPENFGA_AUTHZ_MODEL_ID',
  'DATALAYER_STRIPE_API_KEY',
  'DATALAYER_STRIPE_JS_API_KEY',
  'DATALAYER_STRIPE_WEBHOOK_SECRET',
]);

/**
 * Secrets the services share among themselves, which the page generates with
 * `openssl rand -hex 32`. The other secrets are issued by an outside service (a registry, GitHub,
 * Stripe, AWS, Vault, or the Solr Operator, which generates the Solr password when it creates the
 * cluster): the reader copies them, as the page says.
 */
export const GENERATED_SECRETS = new Set([
  'DATALAYER_JWT_SECRET',
  'DATALAYER_IAM_API_KEY',
  'DATALAYER_OPERATOR_API_KEY',
  'DATALAYER_RUNTIMES_API_KEY',
]);

/** Variables for S3 storage, which the data describes as AWS's. */
const AWS_VARIABLES = new Set([
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_DEFAULT_REGION',
  'DATALAYER_S3_CHECKPOINT_URL',
]);

/**
 * The env key of a chart that holds the platform's public URL: the key its ingress host comes
 * from (generated), and for the Operator, which has no ingress, DATALAYER_IAM_URL, whose values
 * list it twice (the in-cluster address, then an empty value that wins) and which its values'
 * comment names as the base of the runtime ingress URLs (helm-charts 27a588fc onwards).
 */
export function publicUrlKey(chart: string): string | undefined {
  if (chart === 'datalayer-operator') return 'DATALAYER_IAM_URL';
  return CHART_HOST_KEYS[chart]?.variable;
}

function readersOf(name: string) {
  return VARIABLES.find((candidate) => candidate.name === name)?.readBy ?? [];
}

/** True when the choices leave the variable out whichever services run. */
function excludedByChoices(item: ConfigurationVariable, choices: Choices): boolean {
  const {name} = item;
  if (name.startsWith('DATALAYER_OPENFGA_')) return choices.authz !== 'openfga';
  if (name.startsWith('DATALAYER_KAFKA_')) return choices.pubsub !== 'kafka';
  if (name.startsWith('DATALAYER_PULSAR_')) return choices.pubsub !== 'pulsar';
  if (item.group === 'Billing (Stripe add-on)') return choices.credits === 'none';
  if (AWS_VARIABLES.has(name)) return choices.cloud !== 'aws';
  return false;
}

/** The variables the choices need, in the data's order. */
export function neededVariables(choices: Choices): ConfigurationVariable[] {
  return CONFIGURATION_VARIABLES.filter((item) => {
    if (excludedByChoices(item, choices)) return false;
    if (TOOL_VARIABLES.includes(item.name)) return true;
    // A chart's public URL key is written from DATALAYER_URL, not asked for (helmValues).
    return readersOf(item.name).some(
      (reader) =>
        choices.services.includes(reader.chart) && publicUrlKey(reader.chart) !== item.name,
    );
  });
}

export interface Field {
  variable: ConfigurationVariable;
  required: boolean;
  /** The value the field starts with: the data's default, unless it is Datalayer's own host. */
  initial: string;
  /** Example shown as the placeholder. */
  placeholder?: string;
  /** What to write, when the type alone does not say it. */
  hint?: string;
  canGenerate: boolean;
}

/** A default that points at Datalayer's hosted platform, which the page says to replace. */
function isHostedDefault(value: string): boolean {
  return /^https?:\/\/[^/]*\.datalayer\.run(\/|$)/.test(value);
}

/** The fields the reader fills for these choices (every needed variable but the choices). */
export function fieldsFor(choices: Choices): Field[] {
  return neededVariables(choices)
    .filter((item) => !(item.name in CHOICE_VARIABLES))
    .map((item) => {
      const hosted = item.default !== undefined && isHostedDefault(item.default);
      return {
        variable: item,
        required: REQUIRED.has(item.name) || hosted,
        initial: item.default !== undefined && !hosted ? item.default : '',
        // The data's KUBECONFIG example starts with ~, which single quotes keep literal.
        placeholder: item.name === 'KUBECONFIG' ? undefined : item.example,
        hint:
          item.name === 'KUBECONFIG'
            ? 'The full path of the file, without ~ or $HOME: the file quotes values, so the shell does not expand them.'
            : undefined,
        canGenerate: item.secret && GENERATED_SECRETS.has(item.name),
      };
    });
}

/** One variable and its value, as the files write it. */
export interface Assignment {
  variable: ConfigurationVariable;
  value: string;
}

/** The values the files hold: the choices, then every non-empty field, in the data's order. */
export function assignments(
  choices: Choices,
  values: Readonly<Record<string, string>>,
): Assignment[] {
  return neededVariables(choices).flatMap((item) => {
    const choice = CHOICE_VARIABLES[item.name];
    const value = choice ? String(choices[choice]) : (values[item.name] ?? '');
    if (value === '' || (item.name === 'DATALAYER_CREDITS_PROVIDER' && value === 'none')) return [];
    return [{variable: item, value}];
  });
}

/** True for a line break or another control character, which no line of these files can hold. */
export function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** A value in POSIX shell single quotes: a quote inside becomes '\'' (close, escaped quote, reopen). */
export function shellQuote(value: string): string {
  if (hasControlCharacter(value)) {
    throw new Error('A value must fit on one line, without control characters');
  }
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * A value as a YAML double-quoted string. JSON strings are valid YAML double-quoted scalars, and
 * quoting every value keeps `true` or `0123` strings, as environment variables are.
 */
export function yamlQuote(value: string): string {
  return JSON.stringify(value);
}

export const BUILDER_HEADER =
  'Written by the Clouder configuration builder (https://clouder.sh/services/kubernetes/deployments/configuration/).';

function exportLines(list: readonly Assignment[]): string[] {
  return CONFIGURATION_GROUPS.flatMap((group) => {
    const inGroup = list.filter((entry) => entry.variable.group === group);
    if (inGroup.length === 0) return [];
    return [
      '',
      `# ${group}`,
      ...inGroup.map(({variable: item, value}) => `export ${item.name}=${shellQuote(value)}`),
    ];
  });
}

function describeChoices(choices: Choices): string {
  const cloud = CLOUDS.find((entry) => entry.id === choices.cloud)?.label ?? choices.cloud;
  return `# Cloud: ${cloud}. Services: ${choices.services.join(', ')}.`;
}

/** ~/.datalayer/datalayerrc: the non-secret variables, then the line that loads the secrets. */
export function datalayerrc(choices: Choices, values: Readonly<Record<string, string>>): string {
  const list = assignments(choices, values).filter((entry) => !entry.variable.secret);
  return [
    `# ~/.datalayer/datalayerrc. ${BUILDER_HEADER}`,
    describeChoices(choices),
    ...exportLines(list),
    '',
    '# Secret values live in a separate file that is never committed.',
    '# shellcheck source=/dev/null',
    '[ -f "$HOME/.datalayer/secrets" ] && . "$HOME/.datalayer/secrets"',
    '',
  ].join('\n');
}

/** ~/.datalayer/secrets: the secret variables only. */
export function secretsFile(choices: Choices, values: Readonly<Record<string, string>>): string {
  const list = assignments(choices, values).filter((entry) => entry.variable.secret);
  return [
    `# ~/.datalayer/secrets. ${BUILDER_HEADER}`,
    '# Keep this file readable only by you (chmod 600) and out of Git.',
    ...exportLines(list),
    '',
  ].join('\n');
}

/**
 * Helm values: under each chart's key, its `env:` map with the non-secret values it reads.
 * Secrets stay out, as the Helm page asks: a comment gives the `--set-string` argument that
 * passes each one from the environment. A variable the chart takes from a Kubernetes Secret
 * (a `secretKeyRef` default) or from another value is left to that source.
 */
export function helmValues(choices: Choices, values: Readonly<Record<string, string>>): string {
  const list = assignments(choices, values);
  const lines = [
    `# Helm values. ${BUILDER_HEADER}`,
    '# Each chart reads its own key: pass this file to each release with --values.',
  ];
  const publicUrl = values.DATALAYER_URL ?? '';
  for (const service of SERVICES.filter((entry) => choices.services.includes(entry.chart))) {
    const env: string[] = [];
    const comments: string[] = [];
    const urlKey = publicUrl === '' ? undefined : publicUrlKey(service.chart);
    if (urlKey) env.push(`    ${urlKey}: ${yamlQuote(publicUrl)}`);
    for (const {variable: item, value} of list) {
      if (item.name === urlKey) continue;
      const reader = readersOf(item.name).find((candidate) => candidate.chart === service.chart);
      if (!reader) continue;
      if (typeof reader.default === 'object') {
        const {name, key} = reader.default.secretKeyRef;
        comments.push(`    # ${item.name} comes from the ${name} Secret (key ${key}).`);
      } else if (reader.fromValue) {
        comments.push(`    # ${item.name} comes from the value ${reader.fromValue}.`);
      } else if (item.secret) {
        comments.push(
          `    # --set-string ${service.valuesKey}.env.${item.name}="\${${item.name}}"`,
        );
      } else {
        env.push(`    ${item.name}: ${yamlQuote(value)}`);
      }
    }
    if (env.length === 0 && comments.length === 0) continue;
    lines.push(
      `# ${service.label}`,
      `${service.valuesKey}:`,
      env.length > 0 ? '  env:' : '  env: {}',
      ...env,
      ...comments,
    );
  }
  return `${lines.join('\n')}\n`;
}
