import {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import SearchBar from '@qtdocs/algolia-theme/SearchBar';
import {FALLBACK_SUGGESTIONS} from '@site/src/features/search/engine/suggestions';
const fallbackSuggestions = async () => [...FALLBACK_SUGGESTIONS];
import {keepErrorScreen} from '@site/src/features/search/client/errorScreen';
import {docSearchAgents, hostedClient} from '@site/src/features/search/client/hostedClient';
import {lazyInsightsClient} from '@site/src/features/search/client/insights';
import {lazyOfflineClient} from '@site/src/features/search/client/lazyClient';
import {PLUGIN_NAME, type SearchIndexGlobalData} from '@site/src/features/search/globalData';
import {useDocSearchFocusTrap} from './focusTrap';
import {keepSearchForOffline} from './keepForOffline';
import {useNoResultsSuggestions} from './useNoResultsSuggestions';
import OfflineFallback, {useSearchCodeFailure} from './OfflineFallback';
import {preloadOnIntent} from './preloadOnIntent';

/**
 * The code the theme loads when search first opens (its SearchBar's importDocSearchModalIfNeeded),
 * and the no-results suggestions that start with the modal.
 */
const loadModalCode = () => {
  // The theme loads the modal when the pointer enters its button: the same call, so the very chunks
  // its own import asks for are the ones fetched (and kept by the service worker).
  document.querySelector('.DocSearch-Button')?.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('@qtdocs/search-bar-styles'),
    import('./noResultsSuggestions'),
  ]);
};

type Props = Record<string, unknown>;

/** Where "Believe this query should return results? Let us know." leads. */
export const MISSING_RESULTS_PATH = '/support#docs';
type AlgoliaClient = {transporter: {algoliaAgent: {value: string}}};

/**
 * Offline: the modal's Algolia client is swapped for the offline client through DocSearch's own
 * `transformSearchClient` hook (the theme spreads our props after its defaults), and the index
 * starts loading as the modal opens, before the first keystroke.
 */
function OfflineSearchBar({manifest, ...props}: Props & {manifest: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // A new array on every render: keyed by value, so DocSearch keeps one client while the page does.
  const filtersKey = JSON.stringify(useAlgoliaContextualFacetFilters());
  const client = useMemo(() => keepErrorScreen(lazyOfflineClient({baseUrl: siteConfig.baseUrl, manifest})), [siteConfig.baseUrl, manifest]);
  // Loads the index for this page's version; a failure is shown by the search that follows
  // (DocSearch's error screen).
  const preload = useCallback(() => client.preload(JSON.parse(filtersKey)).catch(() => undefined), [client, filtersKey]);
  // Suggestions on the no-results screen, from this page's docs version: watched from the first open on.
  const suggest = useCallback((query: string) => client.suggest(query, JSON.parse(filtersKey)), [client, filtersKey]);
  const watchSuggestions = useNoResultsSuggestions(suggest);
  const transformSearchClient = useCallback(() => {
    void preload();
    watchSuggestions();
    return client;
  }, [client, preload, watchSuggestions]);
  useEffect(() => {
    // Lets the stylesheet drop the modal's "Search by Algolia" credit, untrue offline.
    document.documentElement.dataset.searchBackend = 'offline';
  }, []);
  useEffect(() => preloadOnIntent(preload), [preload]);
  // Keeps the modal's and the client's code for offline use (not the index).
  useEffect(() => keepSearchForOffline(() => Promise.all([loadModalCode(), client.warm()])), [client]);
  return <SearchBar {...props} transformSearchClient={transformSearchClient} />;
}

/**
 * Hosted: the site's own algoliasearch lite client instead of the copy bundled in DocSearch (see
 * hostedClient.ts), with DocSearch's agents and the theme's `docusaurus` agent, which overriding
 * `transformSearchClient` would otherwise drop; insights report to the bundled search-insights.
 */
function HostedSearchBar(props: Props): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {appId, apiKey} = siteConfig.themeConfig.algolia as {appId: string; apiKey: string};
  const [insightsClient] = useState(lazyInsightsClient);
  // Hosted: no index in the page to respell the query with; common topics are offered instead.
  const watchSuggestions = useNoResultsSuggestions(fallbackSuggestions);
  const transformSearchClient = useCallback(
    (bundled: AlgoliaClient) => {
      watchSuggestions();
      const agents = docSearchAgents(bundled.transporter.algoliaAgent.value);
      return keepErrorScreen(hostedClient(appId, apiKey, [...agents, ['docusaurus', siteMetadata.docusaurusVersion]]));
    },
    [appId, apiKey, siteMetadata.docusaurusVersion, watchSuggestions],
  );
  return <SearchBar {...props} transformSearchClient={transformSearchClient} insights={{insightsClient}} />;
}

/**
 * Wraps the theme's DocSearch bar with the backend this build was made for (src/features/search/config.ts).
 * Both backends get the no-results screen's "Let us know" link, which DocSearch shows only when
 * given a URL (the support page's section on reporting problems in these docs), a focus trap, and
 * the "Unable to fetch results" dialog when the modal's code cannot load (OfflineFallback.tsx).
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const {mode, manifest} = usePluginData(PLUGIN_NAME) as SearchIndexGlobalData;
  useDocSearchFocusTrap();
  const {withBaseUrl} = useBaseUrlUtils();
  const getMissingResultsUrl = useCallback(() => withBaseUrl(MISSING_RESULTS_PATH), [withBaseUrl]);
  const shared = {...props, getMissingResultsUrl};
  // Search asked for while its code cannot load (offline, never kept): say so, never nothing.
  const [unavailable, setUnavailable] = useState(false);
  const onCodeFailure = useCallback(() => setUnavailable(true), []);
  const closeUnavailable = useCallback(() => setUnavailable(false), []);
  useSearchCodeFailure(onCodeFailure);
  return (
    <>
      {mode === 'offline' ? <OfflineSearchBar {...shared} manifest={manifest} /> : <HostedSearchBar {...shared} />}
      {unavailable && <OfflineFallback onClose={closeUnavailable} />}
    </>
  );
}
