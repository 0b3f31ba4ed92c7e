import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {TOOLS} from '../../data/ledger';
import {ReleasesTable} from './index';

/** The platform reference shows each pin against its project's releases, from the ledger. */
describe('ReleasesTable', () => {
  const html = renderToStaticMarkup(<ReleasesTable />);
  const rows = html.split('<tr').slice(2);

  it('has one row per pin, with the pinned and the newest version', () => {
    expect(rows).toHaveLength(TOOLS.length);
    TOOLS.forEach((tool, index) => {
      expect(rows[index]).toContain(tool.name);
      expect(rows[index]).toContain(`<code>${tool.pinnedVersion}</code>`);
      expect(rows[index]).toContain(`<code>${tool.releases.newest.version}</code>`);
    });
  });

  it('names the application a chart deploys where the tool name does not', () => {
    const prometheus = TOOLS.findIndex((tool) => tool.appName === 'Prometheus');
    expect(prometheus).toBeGreaterThan(-1);
    expect(rows[prometheus]).toContain('deploys Prometheus v2.54.0');
  });

  it('lists each security release with its advisories, and each end of support', () => {
    TOOLS.forEach((tool, index) => {
      for (const release of tool.releases.security) {
        for (const advisory of release.advisories) expect(rows[index]).toContain(advisory);
      }
      if (tool.releases.endOfSupport)
        expect(rows[index]).toContain(tool.releases.endOfSupport.date);
    });
  });
});
