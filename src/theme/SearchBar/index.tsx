import {useCallback, useState, type ReactNode} from 'react';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import SearchBar from '@theme-original/SearchBar';
import {PLUGIN_NAME, type SearchIndexGlobalData} from '@site/src/plugins/search-index/globalData';
import {lazyInsightsClient} from '@site/src/plugins/search-index/client/insights';
import {lazyOfflineClient} from '@site/src/plugins/search-index/client/lazyClient';

type Props = Record<string, unknown>;

/**
 * Wraps the theme's DocSearch bar. Offline, the modal's Algolia client is swapped for the offline
 * client through DocSearch's own `transformSearchClient` hook (the theme spreads our props after
 * its defaults), and the index starts loading as the modal opens. Hosted, the standard client
 * stays and insights report to the bundled search-insights instead of a CDN copy.
 */
function OfflineSearchBar({manifest, ...props}: Props & {manifest: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const transformSearchClient = useCallback(() => {
    const client = lazyOfflineClient({baseUrl: siteConfig.baseUrl, manifest});
    // The modal has just mounted: load the index now, not on the first keystroke. A failure
    // here is reported by the search that follows (DocSearch's error screen).
    client.preload(facetFilters).catch(() => undefined);
    return client;
  }, [siteConfig.baseUrl, manifest, facetFilters]);
  return <SearchBar {...props} transformSearchClient={transformSearchClient} />;
}

function HostedSearchBar(props: Props): ReactNode {
  const [insightsClient] = useState(lazyInsightsClient);
  return <SearchBar {...props} insights={{insightsClient}} />;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {mode, manifest} = usePluginData(PLUGIN_NAME) as SearchIndexGlobalData;
  return mode === 'offline' ? <OfflineSearchBar {...props} manifest={manifest} /> : <HostedSearchBar {...props} />;
}
