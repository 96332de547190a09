import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';
import {DEFAULT_EDIT_URL, readSiteEnv} from '@site/config/env';
import {pwaOptions} from '@site/config/pwa';
import manifest from '@site/static/manifest.json';

type Preset = [string, {docs: Record<string, unknown>; sitemap: Record<string, unknown>}];

const preset = (config.presets as unknown as Preset[])[0][1];
/** The plugins given with options ([plugin, options]); bare plugin functions are left out. */
const plugins = (config.plugins as unknown[]).filter((p): p is [unknown, unknown] => Array.isArray(p));

describe('maintenance links', () => {
  it('shows the last update date from git on every doc', () => {
    expect(preset.docs.showLastUpdateTime).toBe(true);
  });

  it('sends "Edit this page" to the docs repository, unless DOCS_EDIT_URL says otherwise', () => {
    expect(DEFAULT_EDIT_URL).toBe('https://github.com/luxai-qtrobot/docs/edit/main/');
    expect(readSiteEnv({}).editUrl).toBe(DEFAULT_EDIT_URL);
    expect(readSiteEnv({DOCS_EDIT_URL: ' https://git.example.org/docs/edit/dev/ '}).editUrl).toBe('https://git.example.org/docs/edit/dev/');
    expect(preset.docs.editUrl).toBe(readSiteEnv().editUrl);
  });
});

describe('sitemap', () => {
  it('leaves out tag pages and the test-only pages, and dates pages from git', () => {
    expect(preset.sitemap.ignorePatterns).toEqual(['/e2e/**', '/docs/tags/**', '/docs/v1/tags/**']);
    expect(preset.sitemap.lastmod).toBe('date');
  });
});

describe('offline reading', () => {
  it('registers the PWA plugin with our runtime caching', () => {
    const pwa = plugins.find(([name]) => name === '@docusaurus/plugin-pwa');
    expect(pwa?.[1]).toBe(pwaOptions);
    expect(pwaOptions.swCustom).toMatch(/src\/serviceWorker\/index\.js$/);
    expect(config.clientModules).toContain('./src/serviceWorker/client.ts');
  });

  it('downloads the whole site only for readers who install it or ask for it', () => {
    expect(pwaOptions.offlineModeActivationStrategies).toEqual(['appInstalled', 'standalone']);
  });

  it('links a manifest whose addresses are relative, so it works under any base URL', () => {
    expect(pwaOptions.pwaHead).toContainEqual({tagName: 'link', rel: 'manifest', href: '/manifest.json'});
    expect(manifest.start_url).toBe('.');
    expect(manifest.scope).toBe('.');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.every((icon) => !icon.src.startsWith('/'))).toBe(true);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});

describe('sharing', () => {
  it('uses the social card as the default image of every page', () => {
    expect((config.themeConfig as {image: string}).image).toBe('img/social-card.png');
  });
});
