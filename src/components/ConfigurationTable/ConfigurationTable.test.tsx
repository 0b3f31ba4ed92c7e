import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {CONFIGURATION_GROUPS, CONFIGURATION_VARIABLES} from '../../data/configuration';
import ConfigurationTable from './index';
import {groupAnchor} from './Tables';
import {collectedAnchors} from '../../../tests/unit/stubs/useBrokenLinks';

const html = renderToStaticMarkup(<ConfigurationTable />);

describe('ConfigurationTable', () => {
  it('renders every variable with its lower-case anchor', () => {
    for (const variable of CONFIGURATION_VARIABLES) {
      const id = variable.name.toLowerCase();
      expect(html).toContain(`<tr id="${id}">`);
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(`<code>${variable.name}</code>`);
    }
  });

  it('renders one row per variable', () => {
    const rows = html.match(/<tr id="/g) ?? [];
    expect(rows).toHaveLength(CONFIGURATION_VARIABLES.length);
  });

  it('renders the groups in the declared order', () => {
    const used = CONFIGURATION_GROUPS.filter((group) =>
      CONFIGURATION_VARIABLES.some((variable) => variable.group === group),
    );
    const positions = used.map((group) => html.indexOf(`<h3 id="${groupAnchor(group)}">`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('marks exactly the secret variables', () => {
    const markers = html.match(/>secret<\/span>/g) ?? [];
    const secrets = CONFIGURATION_VARIABLES.filter((variable) => variable.secret);
    expect(markers).toHaveLength(secrets.length);
  });

  it('declares every variable anchor to the broken-anchor check', () => {
    for (const variable of CONFIGURATION_VARIABLES) {
      expect(collectedAnchors).toContain(variable.name.toLowerCase());
    }
  });
});
