import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import type {SiteEnv} from '../../../config/env';

/**
 * Search: the DocSearch modal and the /search page of @docusaurus/theme-search-algolia, answered
 * by the offline index the search-index plugin builds (the default), or by hosted Algolia when
 * ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY are set at build time.
 */
export type SearchMode = 'offline' | 'hosted';

export function searchMode(env: SiteEnv): SearchMode {
  return env.algolia ? 'hosted' : 'offline';
}

/**
 * The theme requires Algolia credentials. Offline they are placeholders that never reach the
 * network: the search client is replaced, and this app id makes the preconnect URL the theme
 * renders (`https://<appId>-dsn.algolia.net`) unparseable, so the browser cannot open a
 * connection even where the tag is re-added after hydration.
 */
export const OFFLINE_APP_ID = 'offline:no-network';
export const OFFLINE_INDEX_NAME = 'qtrobot-docs';

export const SEARCH_PAGE_PATH = 'search';

export function algoliaThemeConfig(env: SiteEnv): ThemeConfigAlgolia {
  const common = {contextualSearch: true, searchPagePath: SEARCH_PAGE_PATH, searchParameters: {}} as const;
  return env.algolia
    ? {...common, appId: env.algolia.appId, apiKey: env.algolia.apiKey, indexName: env.algolia.indexName, insights: true}
    : {...common, appId: OFFLINE_APP_ID, apiKey: 'offline', indexName: OFFLINE_INDEX_NAME};
}

/** Where a doc sits in its sidebar (see src/features/search/sections.ts). */
type DocPlace = {sidebar?: string; categories: string[]};

/**
 * hierarchy.lvl0 of each sidebar's docs: the group a result is listed under in the modal. The
 * tutorial sidebars' categories are languages ("Python"), so their group reads "Python tutorials".
 */
export const SIDEBAR_SECTIONS: Record<string, (category: string | undefined) => string> = {
  codding_sidebard: () => 'Coding quick start',
  graphical_sidebard: () => 'Visual scripting quick start',
  code_tutorials_sidebar: (category) => (category ? `${category} tutorials` : 'ROS tutorials'),
  graphical_tutorial_sidebar: (category) => category ?? 'Studio tutorials',
  blocks_api: () => 'Blocks reference',
  api_ros: () => 'API reference',
  modules: () => 'Hardware modules',
};

export function searchSection({sidebar, categories}: DocPlace): string {
  const name = sidebar ? SIDEBAR_SECTIONS[sidebar] : undefined;
  return name ? name(categories[0]) : (categories[0] ?? 'Documentation');
}

/** Routes (base URL excluded) that exist for the tests only and are never searched. */
export const SEARCH_IGNORE: RegExp[] = [/^\/e2e(\/|$)/];
