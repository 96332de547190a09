import {afterEach, describe, expect, it, vi} from 'vitest';

/**
 * Third-party services exist in a build only when configured through the environment
 * (config/env.ts): Google Tag Manager with GTM_CONTAINER_ID, hosted search with the Algolia ids.
 * The Content-Security-Policy opens to their hosts in exactly those builds.
 */
async function loadConfig(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('@site/docusaurus.config')).default;
}

type PluginEntry = string | [unknown, Record<string, unknown>?];

function pluginOptions(plugins: unknown[], name: string): Record<string, unknown> | undefined {
  const entry = (plugins as PluginEntry[]).find((p) => Array.isArray(p) && typeof p[0] === 'string' && p[0].includes(name));
  return Array.isArray(entry) ? (entry[1] ?? {}) : undefined;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('optional third-party services', () => {
  it('the default build has no analytics, and a policy closed to other hosts', async () => {
    const config = await loadConfig({GTM_CONTAINER_ID: '', ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: ''});
    expect(JSON.stringify(config.plugins)).not.toContain('google-tag-manager');
    expect(pluginOptions(config.plugins, 'plugins/csp')).toEqual({gtm: false, algolia: false});
  });

  it('GTM_CONTAINER_ID adds Google Tag Manager with that container, and opens the policy to it', async () => {
    const config = await loadConfig({GTM_CONTAINER_ID: 'GTM-TEST123'});
    expect(pluginOptions(config.plugins, 'google-tag-manager')).toEqual({containerId: 'GTM-TEST123'});
    expect(pluginOptions(config.plugins, 'plugins/csp')).toMatchObject({gtm: true});
  });

  it('the Algolia ids open the policy to hosted search', async () => {
    const config = await loadConfig({ALGOLIA_APP_ID: 'APPID', ALGOLIA_SEARCH_API_KEY: 'public-search-key'});
    expect(pluginOptions(config.plugins, 'plugins/csp')).toMatchObject({algolia: true});
  });
});
