import {describe, expect, it} from 'vitest';
import {DOC_ROUTES, docFiles, routeOfDocFile} from '../../tests/support/routes';
import {CHARTS} from './ledger';
import {CHART_PAGES, SERVICES_CATALOGUE, UNPACKAGED_SERVICES} from './services';

const SERVICE_PAGES = docFiles()
  .map(routeOfDocFile)
  .filter((route) => route.startsWith('/services/kubernetes/services/'))
  .filter((route) => !/\/services\/(system\/)?$/.test(route));

describe('the services catalogue', () => {
  it('has an entry for every chart of the ledger, and only for those', () => {
    expect(Object.keys(CHART_PAGES).sort()).toEqual(CHARTS.map((chart) => chart.directory).sort());
    expect(SERVICES_CATALOGUE).toHaveLength(CHARTS.length);
  });

  it.each(Object.entries(CHART_PAGES))(
    '%s is documented on a page that exists, or says why not',
    (_, entry) => {
      if ('page' in entry) expect(DOC_ROUTES).toContain(entry.page);
      else expect(entry.why.length).toBeGreaterThan(30);
    },
  );

  it('documents every service page: by a chart, or as not publicly packaged', () => {
    const documented = new Set([
      ...Object.values(CHART_PAGES).flatMap((entry) => ('page' in entry ? [entry.page] : [])),
      ...UNPACKAGED_SERVICES.map((service) => service.page),
    ]);
    expect(SERVICE_PAGES.filter((route) => !documented.has(route))).toEqual([]);
    for (const service of UNPACKAGED_SERVICES) expect(DOC_ROUTES).toContain(service.page);
  });

  it('knows what the platform charts need', () => {
    const iam = SERVICES_CATALOGUE.find((entry) => entry.chart.name === 'datalayer-iam');
    expect(iam?.nodePool).toContain('role.datalayer.io/api');
    expect(iam?.secrets).toContain('solr-basic-auth');
    expect(iam?.calls.length).toBeGreaterThan(0);
  });
});
