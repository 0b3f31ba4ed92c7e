import {describe, expect, it} from 'vitest';
import {CONFIGURATION_GROUPS, CONFIGURATION_VARIABLES} from './configuration';
import {SITE_SHELL_VARIABLES, VARIABLES} from './ledger';

describe('configuration data', () => {
  it('has unique names', () => {
    const names = CONFIGURATION_VARIABLES.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has upper-case environment variable names', () => {
    for (const variable of CONFIGURATION_VARIABLES) {
      expect(variable.name).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
  });

  it('puts every variable in a declared group and leaves no group empty', () => {
    for (const variable of CONFIGURATION_VARIABLES) {
      expect(CONFIGURATION_GROUPS).toContain(variable.group);
    }
    for (const group of CONFIGURATION_GROUPS) {
      expect(CONFIGURATION_VARIABLES.some((variable) => variable.group === group)).toBe(true);
    }
  });

  it('gives enum defaults and examples from the enum values', () => {
    for (const variable of CONFIGURATION_VARIABLES) {
      if (variable.type.kind !== 'enum') continue;
      expect(variable.type.values.length).toBeGreaterThan(1);
      if (variable.default !== undefined) {
        expect(variable.type.values).toContain(variable.default);
      }
      if (variable.example !== undefined) {
        expect(variable.type.values).toContain(variable.example);
      }
    }
  });

  it('types boolean and integer examples correctly', () => {
    for (const variable of CONFIGURATION_VARIABLES) {
      const values = [variable.default, variable.example].filter((v) => v !== undefined);
      for (const value of values) {
        if (variable.type.kind === 'boolean') expect(value).toMatch(/^(true|false)$/);
        if (variable.type.kind === 'integer') expect(value).toMatch(/^\d+$/);
      }
    }
  });

  it('gives secrets no real-looking example or default', () => {
    for (const variable of CONFIGURATION_VARIABLES) {
      if (variable.type.kind === 'secret-string') {
        expect(variable.secret).toBe(true);
      }
      if (!variable.secret) continue;
      expect(variable.example, variable.name).toBeUndefined();
      expect(variable.default, variable.name).toBeUndefined();
    }
  });

  it('uses only reserved example domains in URL examples outside the cluster', () => {
    for (const variable of CONFIGURATION_VARIABLES) {
      if (variable.type.kind !== 'url' || variable.example === undefined) continue;
      const host = new URL(variable.example).hostname;
      expect(
        host.endsWith('example.com') ||
          host.endsWith('.svc.cluster.local') ||
          host.endsWith('.openai.azure.com'),
        variable.name,
      ).toBe(true);
    }
  });

  it('names only variables of the ledger, with a default one of their charts gives', () => {
    const site = new Set(SITE_SHELL_VARIABLES.map((variable) => variable.name));
    for (const variable of CONFIGURATION_VARIABLES) {
      if (!variable.name.startsWith('DATALAYER_') && !variable.name.startsWith('OTEL_')) continue;
      const ledger = VARIABLES.find((candidate) => candidate.name === variable.name);
      expect(ledger !== undefined || site.has(variable.name), variable.name).toBe(true);
      expect(variable.usedBy.length, variable.name).toBeGreaterThan(0);
      if (ledger && variable.default !== undefined) {
        expect(
          ledger.readBy.map((reader) => reader.default),
          variable.name,
        ).toContain(variable.default);
      }
    }
  });
});
