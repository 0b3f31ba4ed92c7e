/**
 * The values a reader can set once for every page (DESIGN.md#your-values): what each is, how it
 * is checked, and which shell variables of the pages it fills. Only values that pass their check
 * are ever stored or shown.
 */

export const CLOUD_CHOICES = ['aws', 'azure', 'ovhcloud'] as const;
export type CloudChoice = (typeof CLOUD_CHOICES)[number];

export const OVH_ENDPOINTS = ['ovh-eu', 'ovh-ca', 'ovh-us'] as const;

export type FieldId =
  | 'cloud'
  | 'clusterName'
  | 'clusterDomain'
  | 'awsRegion'
  | 'azureRegion'
  | 'azureResourceGroup'
  | 'ovhProjectId'
  | 'ovhEndpoint';

export type YourValues = Partial<Record<FieldId, string>>;

export interface Field {
  id: FieldId;
  label: string;
  /** What the field is for and the form it takes, shown under it. */
  hint: string;
  /** The value the pages use where the reader has set none. */
  example: string;
  /** The choices, for a field that is a list. */
  choices?: readonly {value: string; label: string}[];
  /** Why a value is refused, or undefined when it is fine. */
  check: (value: string) => string | undefined;
}

const DNS_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** AWS region codes: `eu-west-1`, `us-gov-west-1`, `ap-southeast-5`. */
const AWS_REGION = /^[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-\d{1,2}$/;
/** Azure region names as the CLI takes them: `eastus`, `westeurope`, `eastus2`. */
const AZURE_REGION = /^[a-z]{4,}[0-9]?$/;
/** Azure resource group names: letters, digits, `_ - . ( )`, not ending in a period. */
const RESOURCE_GROUP = /^[\p{L}\p{N}_\-.()]{1,90}$/u;
const OVH_PROJECT_ID = /^[0-9a-f]{32}$/;

const oneOf = (choices: readonly string[], what: string) => (value: string) =>
  choices.includes(value) ? undefined : `Choose one of the ${what}.`;

export const FIELDS: readonly Field[] = [
  {
    id: 'cloud',
    label: 'Cloud',
    hint: 'Where your cluster runs: the pages open their AWS or Azure tabs for it.',
    example: '',
    choices: [
      {value: 'aws', label: 'AWS'},
      {value: 'azure', label: 'Azure'},
      {value: 'ovhcloud', label: 'OVHcloud'},
    ],
    check: oneOf(CLOUD_CHOICES, 'clouds'),
  },
  {
    id: 'clusterName',
    label: 'Cluster name',
    hint: 'Lower-case letters, digits and hyphens, at most 63, starting and ending with a letter or digit.',
    example: 'my-cluster',
    check: (value) =>
      DNS_LABEL.test(value)
        ? undefined
        : 'Use lower-case letters, digits and hyphens (at most 63), starting and ending with a letter or digit.',
  },
  {
    id: 'clusterDomain',
    label: 'Cluster domain',
    hint: 'The DNS name the platform is served at, such as datalayer.example.com.',
    example: 'my-cluster.example.com',
    check: (value) =>
      DOMAIN.test(value)
        ? undefined
        : 'Use a lower-case DNS name with at least one dot, such as datalayer.example.com.',
  },
  {
    id: 'awsRegion',
    label: 'AWS region',
    hint: 'A region code, such as eu-west-1.',
    example: 'eu-west-1',
    check: (value) =>
      AWS_REGION.test(value) ? undefined : 'Use an AWS region code, such as eu-west-1.',
  },
  {
    id: 'azureRegion',
    label: 'Azure region',
    hint: 'A region name as the Azure CLI takes it, such as westeurope.',
    example: 'eastus',
    check: (value) =>
      AZURE_REGION.test(value)
        ? undefined
        : 'Use an Azure region name in lower case without spaces, such as westeurope.',
  },
  {
    id: 'azureResourceGroup',
    label: 'Azure resource group',
    hint: 'Letters, digits and _ - . ( ), at most 90, not ending with a period.',
    example: 'my-cluster-rg',
    check: (value) =>
      RESOURCE_GROUP.test(value) && !value.endsWith('.')
        ? undefined
        : 'Use letters, digits and _ - . ( ) (at most 90), not ending with a period.',
  },
  {
    id: 'ovhProjectId',
    label: 'OVHcloud project ID',
    hint: 'The 32 hexadecimal characters of your Public Cloud project.',
    example: '0123456789abcdef0123456789abcdef',
    check: (value) =>
      OVH_PROJECT_ID.test(value)
        ? undefined
        : 'Use the 32 lower-case hexadecimal characters of the project ID.',
  },
  {
    id: 'ovhEndpoint',
    label: 'OVHcloud API endpoint',
    hint: 'The API of the region your account belongs to.',
    example: 'ovh-eu',
    choices: OVH_ENDPOINTS.map((value) => ({value, label: value})),
    check: oneOf(OVH_ENDPOINTS, 'endpoints'),
  },
];

const FIELD_BY_ID = new Map(FIELDS.map((field) => [field.id, field]));

/** The stored values that pass their checks; anything else in the stored text is ignored. */
export function parseValues(raw: string | null): YourValues {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const values: YourValues = {};
  for (const [id, value] of Object.entries(parsed)) {
    const field = FIELD_BY_ID.get(id as FieldId);
    if (field && typeof value === 'string' && value !== '' && !field.check(value)) {
      values[field.id] = value;
    }
  }
  return values;
}

/** Which cloud a page's example region belongs to, from its form. */
export function cloudOfRegion(region: string): 'aws' | 'azure' | undefined {
  if (AWS_REGION.test(region)) return 'aws';
  if (AZURE_REGION.test(region)) return 'azure';
  return undefined;
}

/**
 * The shell variables the values fill, by name. REGION is the one variable whose value depends
 * on the block: a page's AWS tab sets it to an AWS region, its Azure tab to an Azure one.
 */
export function variablesOf(
  values: YourValues,
): Map<string, (example: string) => string | undefined> {
  const fixed = (value: string | undefined) => () => value;
  const variables = new Map<string, (example: string) => string | undefined>();
  if (values.clusterName) variables.set('CLUSTER_NAME', fixed(values.clusterName));
  if (values.clusterDomain) {
    variables.set('CLUSTER_DOMAIN', fixed(values.clusterDomain));
    variables.set('DATALAYER_URL', fixed(`https://${values.clusterDomain}`));
  }
  if (values.awsRegion) variables.set('AWS_DEFAULT_REGION', fixed(values.awsRegion));
  if (values.azureResourceGroup) variables.set('RESOURCE_GROUP', fixed(values.azureResourceGroup));
  if (values.ovhProjectId) variables.set('OVH_PROJECT_ID', fixed(values.ovhProjectId));
  if (values.ovhEndpoint) variables.set('OVH_ENDPOINT', fixed(values.ovhEndpoint));
  if (values.awsRegion || values.azureRegion) {
    variables.set('REGION', (example) => {
      const cloud = cloudOfRegion(example);
      if (cloud === 'aws') return values.awsRegion;
      if (cloud === 'azure') return values.azureRegion;
      return undefined;
    });
  }
  return variables;
}
