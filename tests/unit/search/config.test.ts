import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';
import sidebars from '@site/sidebars';
import v1Sidebars from '@site/versioned_sidebars/version-QTRD_v1-sidebars.json';
import {readSiteEnv} from '@site/config/env';
import {algoliaThemeConfig, OFFLINE_APP_ID, searchMode, searchSection, SIDEBAR_SECTIONS} from '@site/src/features/search/config';
import searchIndexPlugin from '@site/src/features/search';

describe('search config', () => {
  it('is offline unless both Algolia ids are set at build time', () => {
    expect(searchMode(readSiteEnv({}))).toBe('offline');
    expect(searchMode(readSiteEnv({ALGOLIA_APP_ID: 'A'}))).toBe('offline');
    const hosted = readSiteEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key'});
    expect(searchMode(hosted)).toBe('hosted');
    expect(algoliaThemeConfig(hosted)).toMatchObject({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'luxai',
      contextualSearch: true,
      searchPagePath: 'search',
      insights: true,
    });
    expect(algoliaThemeConfig(readSiteEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'qt'})).indexName).toBe('qt');
  });

  it('gives the offline theme config placeholder credentials whose preconnect URL cannot be opened', () => {
    const offline = algoliaThemeConfig(readSiteEnv({}));
    expect(offline).toMatchObject({appId: OFFLINE_APP_ID, contextualSearch: true, searchPagePath: 'search'});
    expect(offline).not.toHaveProperty('insights');
    expect(() => new URL(`https://${offline.appId}-dsn.algolia.net`)).toThrow();
  });

  it('is what the site config uses', () => {
    const themeConfig = config.themeConfig as {algolia: {appId: string}};
    expect(themeConfig.algolia.appId).toBe(process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_SEARCH_API_KEY ? process.env.ALGOLIA_APP_ID : OFFLINE_APP_ID);
    expect(config.plugins.some((p) => Array.isArray(p) && p[0] === searchIndexPlugin)).toBe(true);
  });

  it('names a result group for every sidebar of both versions', () => {
    for (const id of new Set([...Object.keys(sidebars), ...Object.keys(v1Sidebars)])) expect(SIDEBAR_SECTIONS, id).toHaveProperty(id);
    expect(searchSection({sidebar: 'code_tutorials_sidebar', categories: ['Python']})).toBe('Python tutorials');
    expect(searchSection({sidebar: 'code_tutorials_sidebar', categories: []})).toBe('ROS tutorials');
    expect(searchSection({sidebar: 'graphical_tutorial_sidebar', categories: ['Studio tutorials']})).toBe('Studio tutorials');
    expect(searchSection({sidebar: 'modules', categories: []})).toBe('Hardware modules');
    expect(searchSection({sidebar: 'unknown', categories: ['Extras']})).toBe('Extras');
    expect(searchSection({categories: []})).toBe('Documentation');
  });

  it('refuses plugin options without a mode, saying where the mode comes from', () => {
    expect(() => searchIndexPlugin({} as never, {section: () => 'x', ignore: []})).toThrow(/src\/features\/search\/config\.ts/);
  });
});
