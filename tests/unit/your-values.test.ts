import {describe, expect, it} from 'vitest';
import {decodeLines, encodeLines, type LineToken} from '../../src/data/codeTokens';
import {FIELDS, parseValues, variablesOf} from '../../src/utils/yourValues/fields';
import {
  fillBlock as fillWithVariables,
  parseValuesMeta,
  shellWord,
  variablesFromStored,
} from '../../src/utils/yourValues/fill';
import {hasSlots} from '../../src/utils/yourValues/slots';

const stored = (values: Record<string, string>) => JSON.stringify(values);
/** Fills a block with stored values, as the app's context and a code block do together. */
const fillBlock = (
  code: string,
  lines: Parameters<typeof fillWithVariables>[1],
  storedValues: string,
  metastring: string | undefined,
) => fillWithVariables(code, lines, variablesFromStored(storedValues), metastring);
const fieldCheck = (id: string) => FIELDS.find((field) => field.id === id)!.check;

describe('checking values', () => {
  it('takes a DNS label for the cluster name and refuses anything else', () => {
    const check = fieldCheck('clusterName');
    expect(check('prod-eu-1')).toBeUndefined();
    for (const bad of ['Prod', 'my cluster', '-a', 'a-', '$(rm -rf ~)', "a'b", 'a'.repeat(64)]) {
      expect(check(bad), bad).toBeDefined();
    }
  });

  it('checks domains, regions, resource groups, project IDs and endpoints by their form', () => {
    expect(fieldCheck('clusterDomain')('datalayer.example.com')).toBeUndefined();
    expect(fieldCheck('clusterDomain')('localhost')).toBeDefined();
    expect(fieldCheck('awsRegion')('eu-west-1')).toBeUndefined();
    expect(fieldCheck('awsRegion')('westeurope')).toBeDefined();
    expect(fieldCheck('azureRegion')('westeurope')).toBeUndefined();
    expect(fieldCheck('azureRegion')('West Europe')).toBeDefined();
    expect(fieldCheck('azureResourceGroup')('rg_prod(1)')).toBeUndefined();
    expect(fieldCheck('azureResourceGroup')('rg.')).toBeDefined();
    expect(fieldCheck('ovhProjectId')('0123456789abcdef0123456789abcdef')).toBeUndefined();
    expect(fieldCheck('ovhProjectId')('0123')).toBeDefined();
    expect(fieldCheck('ovhEndpoint')('ovh-ca')).toBeUndefined();
    expect(fieldCheck('ovhEndpoint')('ovh-xx')).toBeDefined();
  });

  it('reads back only stored values that pass their checks', () => {
    expect(
      parseValues(stored({clusterName: 'prod', clusterDomain: 'Not A Domain', x: 'y'})),
    ).toEqual({clusterName: 'prod'});
    expect(parseValues('not json')).toEqual({});
    expect(parseValues(null)).toEqual({});
  });

  it('fills REGION with the region of the cloud the example belongs to', () => {
    const region = variablesOf({awsRegion: 'eu-central-1', azureRegion: 'westeurope'}).get(
      'REGION',
    )!;
    expect(region('us-east-1')).toBe('eu-central-1');
    expect(region('eastus')).toBe('westeurope');
  });
});

describe('filling a block', () => {
  const values = stored({
    clusterName: 'prod-eu',
    clusterDomain: 'datalayer.example.org',
    awsRegion: 'eu-central-1',
    azureRegion: 'westeurope',
    azureResourceGroup: 'rg(prod)',
  });

  it('fills export lines of the variables it knows and leaves the rest as written', () => {
    const code = [
      'export CLUSTER_NAME=my-cluster',
      'export DATALAYER_URL="https://my-cluster.example.com"',
      'export NAMESPACE=datalayer-api',
      'export AWS_DEFAULT_REGION="$REGION"',
      'export REGION=eastus',
      '  export RESOURCE_GROUP=my-cluster-rg',
      'echo my-cluster',
    ].join('\n');
    expect(fillBlock(code, undefined, values, undefined)?.code.split('\n')).toEqual([
      'export CLUSTER_NAME=prod-eu',
      'export DATALAYER_URL="https://datalayer.example.org"',
      'export NAMESPACE=datalayer-api',
      'export AWS_DEFAULT_REGION="$REGION"',
      'export REGION=westeurope',
      // A value a shell would read as syntax is quoted.
      "  export RESOURCE_GROUP='rg(prod)'",
      'echo my-cluster',
    ]);
  });

  it('fills the literals a block marks, longest first', () => {
    const code =
      'metadata:\n  name: my-cluster\n  host: my-cluster.example.com\n  region: eu-west-1';
    const meta =
      'title="c.yaml" values="CLUSTER_NAME=my-cluster CLUSTER_DOMAIN=my-cluster.example.com AWS_DEFAULT_REGION=eu-west-1"';
    expect(fillBlock(code, undefined, values, meta)?.code).toBe(
      'metadata:\n  name: prod-eu\n  host: datalayer.example.org\n  region: eu-central-1',
    );
  });

  it('leaves a marked literal the reader has no value for whole, shorter marks included', () => {
    const code = 'url: https://my-cluster.example.com\nname: my-cluster';
    const meta = 'values="CLUSTER_NAME=my-cluster CLUSTER_DOMAIN=my-cluster.example.com"';
    expect(fillBlock(code, undefined, stored({clusterName: 'prod-eu'}), meta)?.code).toBe(
      'url: https://my-cluster.example.com\nname: prod-eu',
    );
  });

  it('keeps each token its types, the filled value joining the token it starts in', () => {
    const code = 'export CLUSTER_NAME=my-cluster';
    const tokens: LineToken[][] = [
      [
        {types: ['builtin'], content: 'export'},
        {types: ['plain'], content: ' '},
        {types: ['assign-left', 'variable'], content: 'CLUSTER_NAME'},
        {types: ['operator'], content: '='},
        {types: ['plain'], content: 'my'},
        {types: ['operator'], content: '-'},
        {types: ['plain'], content: 'cluster'},
      ],
    ];
    const filled = fillBlock(code, tokens, values, undefined)!;
    expect(filled.code).toBe('export CLUSTER_NAME=prod-eu');
    expect(filled.lines?.[0].map((token) => token.content)).toEqual([
      'export',
      ' ',
      'CLUSTER_NAME',
      '=',
      'prod-eu',
    ]);
    // The filled tokens still spell the filled code, so Copy and the drawing agree.
    expect(decodeLines(filled.code, encodeLines(filled.lines!))).toEqual(filled.lines);
  });

  it('fills nothing without values, in a block without places, or for values that fail checks', () => {
    expect(fillBlock('export CLUSTER_NAME=my-cluster', undefined, '{}', undefined)).toBeUndefined();
    expect(fillBlock('kubectl get pods', undefined, values, undefined)).toBeUndefined();
    expect(
      fillBlock('export CLUSTER_NAME=x', undefined, stored({clusterName: '$(reboot)'}), undefined),
    ).toBeUndefined();
  });

  it('keeps a value with spaces, quotes or $(...) one inert shell word', () => {
    expect(shellWord('prod-eu')).toBe('prod-eu');
    expect(shellWord('a b')).toBe("'a b'");
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
    expect(shellWord('$(reboot)')).toBe("'$(reboot)'");
    expect(shellWord('`id`;x')).toBe("'`id`;x'");
  });
});

describe('marks and slots', () => {
  it('reads the pairs of a values mark', () => {
    expect(parseValuesMeta('title="x" values="CLUSTER_NAME=my-cluster  REGION=eastus"')).toEqual([
      ['CLUSTER_NAME', 'my-cluster'],
      ['REGION', 'eastus'],
    ]);
    expect(parseValuesMeta('title="x"')).toEqual([]);
  });

  it('tells which blocks have places for values', () => {
    expect(hasSlots('export CLUSTER_NAME=my-cluster', undefined)).toBe(true);
    expect(hasSlots('export NAMESPACE=datalayer-api', undefined)).toBe(false);
    expect(hasSlots('name: my-cluster', 'values="CLUSTER_NAME=my-cluster"')).toBe(true);
    expect(hasSlots('name: my-cluster', 'title="a.yaml"')).toBe(false);
  });
});
