/**
 * The ledger's variables that the Clouder CLI reads held against the CLI's source: each must be a
 * name the generated environment list (src/data/cli/generated.ts) finds in the module it cites.
 */
import {describe, expect, it} from 'vitest';
import {GENERATED_ENVIRONMENT} from './cli/generated';
import {CLI_VARIABLES} from './ledger';

describe('the variables the Clouder CLI reads', () => {
  const read = CLI_VARIABLES.filter((variable) =>
    (variable.readByTools ?? []).some((tool) => tool.startsWith('clouder ')),
  );

  it('are the ones the ledger says the CLI reads', () => {
    expect(read.length).toBeGreaterThanOrEqual(6);
  });

  it.each(read.map((variable) => [variable.name, variable] as const))(
    '%s is read in the CLI module the ledger cites',
    (name, variable) => {
      const modules = GENERATED_ENVIRONMENT[name];
      expect(modules, `${name} in the CLI source`).toBeDefined();
      if (variable.source.path.startsWith('clouder/')) {
        expect(modules).toContain(variable.source.path);
      }
    },
  );
});
