/**
 * Build-time settings read from the environment, computed once here so the config and the
 * tests agree on them.
 */

import {parseRobotHosts, type RobotHost} from '../src/shared/robotHosts';

export const DEFAULT_EDIT_URL = 'https://github.com/luxai-qtrobot/docs/edit/main/';

function normaliseBaseUrl(raw: string | undefined): string {
  if (!raw) return '/';
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export type SiteEnv = {
  /** Sub-path hosting, e.g. serving the docs from the robot at /qtdocs/. */
  baseUrl: string;
  /** Google Tag Manager only when a container is configured: no third-party request by default. */
  gtmContainerId?: string;
  /**
   * Where "Edit this page" leads: the docs repository on GitHub. We assume the site's sources live
   * in luxai-qtrobot/docs on the branch main; a fork or a move sets DOCS_EDIT_URL instead.
   */
  editUrl: string;
  /** Hosted Algolia search only when both ids are configured; the offline index is the default. */
  algolia?: {appId: string; apiKey: string; indexName: string};
  /**
   * The test-only pages of src/pages/e2e (a page that crashes, a lazily loaded panel) are built
   * only when E2E_PAGES=1: tests/build/ensure-build.mjs sets it for the builds the tests use;
   * `npm run build` (production) leaves them out.
   */
  e2ePages: boolean;
  /**
   * The rosbridge addresses "Try it on your robot" may connect to: the Content-Security-Policy's
   * WebSocket sources and the robot panel's list (src/shared/robotHosts.ts). QTDOCS_ROBOT_HOSTS, space-
   * separated `host` or `host:port` (`default` for the default list, `*` for any host), replaces
   * the default: the QTrobot's own addresses and localhost, on ports 9090 and 9091.
   */
  robotHosts: RobotHost[];
};

export function readSiteEnv(env: NodeJS.ProcessEnv = process.env): SiteEnv {
  const get = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const appId = get('ALGOLIA_APP_ID');
  const apiKey = get('ALGOLIA_SEARCH_API_KEY');
  return {
    baseUrl: normaliseBaseUrl(get('BASE_URL')),
    gtmContainerId: get('GTM_CONTAINER_ID'),
    editUrl: get('DOCS_EDIT_URL') ?? DEFAULT_EDIT_URL,
    algolia: appId && apiKey ? {appId, apiKey, indexName: get('ALGOLIA_INDEX_NAME') ?? 'luxai'} : undefined,
    e2ePages: get('E2E_PAGES') === '1',
    robotHosts: parseRobotHosts(get('QTDOCS_ROBOT_HOSTS')),
  };
}

export const siteEnv: SiteEnv = readSiteEnv();

/** The pages plugin's default exclusions (@docusaurus/plugin-content-pages 3.10), plus the test pages outside test builds. */
export function pagesExclude(env: SiteEnv): string[] {
  const defaults = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
  return env.e2ePages ? defaults : [...defaults, 'e2e/**'];
}
