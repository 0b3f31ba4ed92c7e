/**
 * The ledger's hand-kept addresses and namespaces held against what the charts render
 * (ledger/rendered.generated.ts): a service address must name a Service a chart renders, in its
 * namespace, on its port; a chart's namespace must be one its rendered objects use.
 */
import {describe, expect, it} from 'vitest';
import {CHARTS, NODE_LABELS, SERVICE_ENDPOINTS} from './ledger';
import {RENDERED_CHARTS} from './ledger/rendered.generated';

/** A chart rendered whole: no error, and no subchart left out (those create objects of their own). */
const rendered = (chart: string) =>
  RENDERED_CHARTS.find(
    (entry) =>
      entry.chart === chart &&
      entry.error === undefined &&
      (entry.dependenciesNotRendered ?? []).length === 0,
  );

describe('the ledger against the rendered charts', () => {
  const checked = SERVICE_ENDPOINTS.filter(
    (endpoint) =>
      endpoint.chart !== undefined &&
      endpoint.inClusterUrl !== undefined &&
      Boolean(rendered(endpoint.chart)?.objects.length),
  );

  it('checks the addresses of the charts that render', () => {
    expect(checked.length).toBeGreaterThanOrEqual(4);
  });

  it.each(checked.map((endpoint) => [endpoint.service, endpoint] as const))(
    '%s: the address names a Service the chart renders, in its namespace, on its port',
    (_service, endpoint) => {
      const url = new URL(
        endpoint.inClusterUrl!.includes('://')
          ? endpoint.inClusterUrl!
          : `tcp://${endpoint.inClusterUrl}`,
      );
      const [name, namespace] = url.hostname.split('.');
      const chart = rendered(endpoint.chart!)!;
      const service = chart.objects.find(
        (object) => object.kind === 'Service' && object.name === name,
      );
      expect(service, `${endpoint.chart} renders Service ${name}`).toBeDefined();
      const ledgerNamespace = CHARTS.find((entry) => entry.name === endpoint.chart)?.namespace;
      expect(service!.namespace ?? ledgerNamespace).toBe(namespace);
      expect(service!.ports?.map((port) => port.port)).toContain(Number(url.port) || endpoint.port);
      expect(Number(url.port)).toBe(endpoint.port);
    },
  );

  it('names, for each node label, exactly the rendered charts whose pods select it', () => {
    const whole = RENDERED_CHARTS.filter((chart) => rendered(chart.chart));
    let compared = 0;
    for (const label of NODE_LABELS.filter((entry) => !entry.key.includes('<'))) {
      const selecting = whole
        .filter((chart) => chart.objects.some((object) => object.nodeLabels?.includes(label.key)))
        .map((chart) => chart.chart)
        .sort();
      const listed = label.selectedBy.filter((chart) =>
        whole.some((entry) => entry.chart === chart),
      );
      expect([...listed].sort(), label.key).toEqual(selecting);
      compared += selecting.length;
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('gives each chart a namespace its rendered objects use, where they fix one', () => {
    for (const chart of CHARTS) {
      const objects = rendered(chart.name)?.objects ?? [];
      const namespaces = new Set(
        objects.flatMap((object) => (object.namespace ? [object.namespace] : [])),
      );
      if (!chart.namespace || namespaces.size === 0) continue;
      expect([...namespaces], chart.name).toContain(chart.namespace);
    }
  });
});
