import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {CONFIGURATION_VARIABLES} from '../../data/configuration';
import {CHARTS, SITE_SHELL_VARIABLES, VARIABLES} from '../../data/ledger';
import {CHART_ENV_KEYS} from '../../data/ledger/variables.generated';
import {
  AUTHZ_ENGINES,
  CLOUDS,
  CREDITS_PROVIDERS,
  DEFAULT_CHOICES,
  GENERATED_SECRETS,
  PUBSUB_ENGINES,
  SERVICES,
  datalayerrc,
  fieldsFor,
  helmValues,
  neededVariables,
  secretsFile,
  shellQuote,
  yamlQuote,
  type Choices,
} from './generate';

const names = (choices: Choices) => neededVariables(choices).map((item) => item.name);

/** Every combination of the choices, with all services. */
function allCombinations(): Choices[] {
  return CLOUDS.flatMap(({id: cloud}) =>
    AUTHZ_ENGINES.flatMap((authz) =>
      PUBSUB_ENGINES.flatMap((pubsub) =>
        CREDITS_PROVIDERS.map((credits) => ({
          cloud,
          authz,
          pubsub,
          credits,
          services: SERVICES.map((service) => service.chart),
        })),
      ),
    ),
  );
}

/** A value for every field, so that each variable appears in the files. */
function filled(choices: Choices): Record<string, string> {
  return Object.fromEntries(
    fieldsFor(choices).map((field) => [field.variable.name, field.initial || 'value']),
  );
}

describe('shell quoting', () => {
  it('single-quotes a value, so the shell expands nothing in it', () => {
    expect(shellQuote('https://my-cluster.example.com')).toBe(`'https://my-cluster.example.com'`);
    expect(shellQuote('$HOME `id` "x"')).toBe(`'$HOME \`id\` "x"'`);
  });

  it('writes a single quote as close, escaped quote, reopen', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it('gives bash back the exact value, single quotes included', () => {
    const value = `it's a "test" with $HOME and \\ and '' twice`;
    const output = execFileSync('bash', ['-c', `export V=${shellQuote(value)}; printf %s "$V"`], {
      encoding: 'utf8',
    });
    expect(output).toBe(value);
  });

  it('refuses a line break or another control character', () => {
    expect(() => shellQuote('a\nb')).toThrow(/one line/);
    expect(() => shellQuote('a\rb')).toThrow(/one line/);
    expect(() => shellQuote('a\u0000b')).toThrow(/one line/);
  });
});

describe('YAML quoting', () => {
  it.each([
    'true',
    '0123',
    'a: b',
    '# not a comment',
    "it's",
    'say "hi"',
    'back\\slash',
    '',
    'é ✓',
  ])('keeps %j a string with the same text', (value) => {
    expect(parse(`key: ${yamlQuote(value)}`)).toEqual({key: value});
  });
});

describe('the variables a choice needs', () => {
  it('asks for Kafka or Pulsar variables, never both', () => {
    const kafka = names({...DEFAULT_CHOICES, pubsub: 'kafka'});
    const pulsar = names({...DEFAULT_CHOICES, pubsub: 'pulsar'});
    expect(kafka).toContain('DATALAYER_KAFKA_URL');
    expect(kafka).not.toContain('DATALAYER_PULSAR_URL');
    expect(pulsar).toContain('DATALAYER_PULSAR_URL');
    expect(pulsar.filter((name) => name.startsWith('DATALAYER_KAFKA_'))).toEqual([]);
    expect(kafka).toContain('DATALAYER_PUBSUB_ENGINE');
  });

  it('asks for OpenFGA only when it checks permissions', () => {
    expect(names({...DEFAULT_CHOICES, authz: 'openfga'})).toContain('DATALAYER_OPENFGA_STORE_ID');
    expect(names({...DEFAULT_CHOICES, authz: 'none'}).join()).not.toMatch(/OPENFGA/);
  });

  it('asks for Stripe only with the stripe credits provider', () => {
    const services = ['datalayer-iam'];
    expect(names({...DEFAULT_CHOICES, services, credits: 'stripe'})).toContain(
      'DATALAYER_STRIPE_API_KEY',
    );
    expect(names({...DEFAULT_CHOICES, services, credits: 'none'}).join()).not.toMatch(
      /STRIPE|CREDITS/,
    );
  });

  it('asks for the S3 credentials on AWS only', () => {
    expect(names({...DEFAULT_CHOICES, cloud: 'aws'})).toContain('AWS_ACCESS_KEY_ID');
    expect(names({...DEFAULT_CHOICES, cloud: 'azure'})).not.toContain('AWS_ACCESS_KEY_ID');
  });

  it('asks only for what the chosen services read, plus the cluster and registry variables', () => {
    expect(new Set(names({...DEFAULT_CHOICES, services: ['jump']}))).toEqual(
      new Set([
        'DATALAYER_URL',
        'KUBECONFIG',
        'DATALAYER_DOCKER_REGISTRY_HOST',
        'DATALAYER_DOCKER_REGISTRY_USERNAME',
        'DATALAYER_DOCKER_REGISTRY_PASSWORD',
        'DATALAYER_HELM_REGISTRY_HOST',
        'DATALAYER_HELM_REGISTRY',
        'DATALAYER_HELM_REGISTRY_USERNAME',
        'DATALAYER_HELM_REGISTRY_PASSWORD',
      ]),
    );
    expect(names({...DEFAULT_CHOICES, services: ['datalayer-iam']})).not.toContain(
      'DATALAYER_OPERATOR_URL',
    );
    expect(names({...DEFAULT_CHOICES, services: ['datalayer-runtimes']})).toContain(
      'DATALAYER_OPERATOR_URL',
    );
  });

  it('does not replace a default that points at Datalayer’s hosted platform', () => {
    const issuer = fieldsFor(DEFAULT_CHOICES).find(
      (field) => field.variable.name === 'DATALAYER_JWT_ISSUER',
    );
    expect(issuer).toMatchObject({
      initial: '',
      required: true,
      placeholder: 'https://id.example.com',
    });
  });
});

describe('the files', () => {
  const choices: Choices = {...DEFAULT_CHOICES, cloud: 'ovhcloud', pubsub: 'pulsar'};
  const values = {
    ...filled(choices),
    DATALAYER_URL: 'https://my-cluster.example.com',
    DATALAYER_JWT_ALGORITHM: "HS'256",
    DATALAYER_JWT_SECRET: 'abc123',
  };

  it('writes datalayerrc with grouped export lines and no secret', () => {
    const rc = datalayerrc(choices, values);
    expect(rc).toContain(`# Cluster\nexport DATALAYER_URL='https://my-cluster.example.com'`);
    expect(rc).toContain(`export DATALAYER_JWT_ALGORITHM='HS'\\''256'`);
    expect(rc).toContain(`export DATALAYER_PUBSUB_ENGINE='pulsar'`);
    expect(rc).toContain(`export DATALAYER_AUTHZ_ENGINE='openfga'`);
    expect(rc).not.toContain('DATALAYER_JWT_SECRET');
    expect(rc).not.toContain('KAFKA');
    expect(rc).toContain('[ -f "$HOME/.datalayer/secrets" ] && . "$HOME/.datalayer/secrets"');
    expect(rc.indexOf('# Cluster')).toBeLessThan(rc.indexOf('# Identity and JWT'));
  });

  it('writes the secrets, and only them, to the secrets file', () => {
    const secrets = secretsFile(choices, values);
    expect(secrets).toContain(`export DATALAYER_JWT_SECRET='abc123'`);
    const exported = [...secrets.matchAll(/^export (\w+)=/gm)].map((match) => match[1]);
    expect(exported.length).toBeGreaterThan(0);
    for (const name of exported) {
      expect(CONFIGURATION_VARIABLES.find((item) => item.name === name)?.secret, name).toBe(true);
    }
  });

  it('sources cleanly in bash, giving each variable its value', () => {
    const rc = datalayerrc(choices, values).replace(/^\[ -f .*$/m, '');
    const output = execFileSync('bash', ['-c', `${rc}\nprintf %s "$DATALAYER_JWT_ALGORITHM"`], {
      encoding: 'utf8',
    });
    expect(output).toBe("HS'256");
  });

  it('writes Helm values per chart key, without secrets, as strings', () => {
    const yaml = helmValues(choices, values);
    const parsed = parse(yaml) as Record<string, {env: Record<string, string>}>;
    expect(Object.keys(parsed).sort()).toEqual(['iam', 'operator', 'runtimes']);
    expect(parsed.iam!.env.DATALAYER_IAM_URL).toBe('https://my-cluster.example.com');
    expect(parsed.operator!.env.DATALAYER_IAM_URL).toBe('https://my-cluster.example.com');
    expect(parsed.runtimes!.env.DATALAYER_RUNTIMES_URL).toBe('https://my-cluster.example.com');
    expect(parsed.iam!.env.DATALAYER_JWT_ALGORITHM).toBe("HS'256");
    expect(parsed.iam!.env.DATALAYER_PUBSUB_ENGINE).toBe('pulsar');
    expect(parsed.iam!.env.DATALAYER_JWT_SECRET).toBeUndefined();
    expect(yaml).toContain('# --set-string iam.env.DATALAYER_JWT_SECRET="${DATALAYER_JWT_SECRET}"');
    // IAM takes the Solr password from its Secret; a value here would replace that reference.
    expect(parsed.iam!.env.DATALAYER_SOLR_USERNAME).toBeUndefined();
    expect(yaml).toContain('# DATALAYER_SOLR_USERNAME comes from the solr-basic-auth Secret');
    for (const env of Object.values(parsed)) {
      for (const value of Object.values(env.env)) expect(typeof value).toBe('string');
    }
  });
});

describe('the data behind the builder', () => {
  it('emits only variables of CONFIGURATION_VARIABLES and the ledger, for every choice', () => {
    const known = new Set(CONFIGURATION_VARIABLES.map((item) => item.name));
    const ledger = new Set([
      ...VARIABLES.map((item) => item.name),
      ...SITE_SHELL_VARIABLES.map((item) => item.name),
    ]);
    for (const choices of allCombinations()) {
      const values = filled(choices);
      const text = [datalayerrc, secretsFile, helmValues]
        .map((write) => write(choices, values))
        .join('\n');
      const emitted = new Set(
        [...text.matchAll(/(?:export |^ {4}|env\.)([A-Z][A-Z0-9_]+)\b/gm)].map((m) => m[1]!),
      );
      expect(emitted.size).toBeGreaterThan(10);
      for (const name of emitted) {
        expect(known.has(name), `${name} in CONFIGURATION_VARIABLES`).toBe(true);
        if (name !== 'KUBECONFIG') expect(ledger.has(name), `${name} in the ledger`).toBe(true);
      }
    }
  });

  it('knows the values key of every chart that reads a configuration variable', () => {
    const readers = new Set(
      CONFIGURATION_VARIABLES.flatMap(
        (item) =>
          VARIABLES.find((entry) => entry.name === item.name)?.readBy.map((r) => r.chart) ?? [],
      ),
    );
    // Every chart that reads a configuration variable has its env key (a chart may have an env
    // map that reads none, as datalayer-data-server does).
    for (const chart of readers) expect(CHART_ENV_KEYS[chart], chart).toBeDefined();
    for (const chart of Object.keys(CHART_ENV_KEYS)) {
      expect(
        CHARTS.some((entry) => entry.name === chart),
        chart,
      ).toBe(true);
    }
  });

  it('offers Generate only for secrets', () => {
    for (const name of GENERATED_SECRETS) {
      expect(CONFIGURATION_VARIABLES.find((item) => item.name === name)?.secret, name).toBe(true);
    }
  });

  it('does not offer to generate the Solr password, which the Solr Operator generates', () => {
    const solr = fieldsFor({...DEFAULT_CHOICES}).find(
      (field) => field.variable.name === 'DATALAYER_SOLR_PASSWORD',
    );
    expect(solr?.canGenerate).toBe(false);
  });
});
