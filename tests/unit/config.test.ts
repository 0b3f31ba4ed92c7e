import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';

async function loadConfig(env: Record<string, string | undefined>): Promise<Config> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value as string);
  return (await import('../../docusaurus.config')).default;
}

function presetOptions(config: Config): Record<string, unknown> {
  const [, options] = (config.presets ?? [])[0] as [string, Record<string, unknown>];
  return options;
}

/** The test-only routes plugin (plugins/e2e-fixtures), told apart from the site's own plugins. */
function hasE2eFixtures(config: Config): boolean {
  return (config.plugins ?? []).some(
    (plugin) => typeof plugin === 'function' && plugin.name === 'e2eFixturesPlugin',
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration', () => {
  it('sends no analytics and ships no test routes when nothing is set', async () => {
    const config = await loadConfig({CLOUDER_GTAG_ID: '', CLOUDER_E2E: ''});
    expect(presetOptions(config).gtag).toBeUndefined();
    expect(hasE2eFixtures(config)).toBe(false);
  });

  it('turns analytics on with the tracking id from the environment', async () => {
    const config = await loadConfig({CLOUDER_GTAG_ID: 'G-EXAMPLE123'});
    expect(presetOptions(config).gtag).toEqual({trackingID: 'G-EXAMPLE123', anonymizeIP: true});
  });

  it('adds the test-only routes only for the end-to-end build', async () => {
    const config = await loadConfig({CLOUDER_E2E: '1'});
    expect(hasE2eFixtures(config)).toBe(true);
  });

  it('fails loudly on broken links and anchors, and keeps the constants of DESIGN.md', async () => {
    const config = await loadConfig({});
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
    expect(config.trailingSlash).toBe(true);
    expect(config.baseUrl).toBe('/');
    expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
    const theme = config.themeConfig as Record<string, Record<string, unknown>>;
    expect(theme.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.liveCodeBlock).toEqual({playgroundPosition: 'bottom'});
  });
});
