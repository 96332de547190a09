import {useEffect, useSyncExternalStore, type ReactNode} from 'react';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import SearchPage from '@qtdocs/algolia-theme/SearchPage';
import {PLUGIN_NAME, type SearchIndexGlobalData} from '@site/src/features/search/globalData';
import {configureSearchPageClient} from '@site/src/features/search/client/liteClient';
import type {SearchIndexError} from '@site/src/features/search/engine/errors';
import {currentSearchPageError, subscribeSearchPageError} from '@site/src/features/search/client/pageErrors';
import {nameSearchPageLandmarks} from './landmarks';
import styles from './styles.module.css';

/** What the reader is told when the index cannot be loaded; the status says which failure it was. */
export function searchErrorText(error: SearchIndexError): string {
  const cause = error.status ? `the server answered HTTP ${error.status}` : 'no usable answer came back';
  return `The search index could not be loaded (${cause}). Check your connection to this site, then search again.`;
}

/**
 * The error message the theme's search page lacks. It goes right after the page's search form,
 * inside the page's own container; the page's markup is not ours, so it is added as a DOM node.
 */
function SearchError(): null {
  const error = useSyncExternalStore(subscribeSearchPageError, currentSearchPageError, () => undefined);
  useEffect(() => {
    const form = document.querySelector('#__docusaurus_skipToContent_fallback form');
    if (!error || !form) return undefined;
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    alert.className = `alert alert--danger margin-vert--md ${styles.error}`;
    const title = document.createElement('strong');
    title.textContent = 'Unable to fetch results. ';
    alert.append(title, searchErrorText(error));
    form.after(alert);
    return () => alert.remove();
  }, [error]);
  return null;
}

/** Keeps the page's landmarks and picker named as its results change (see ./landmarks.ts). */
function SearchPageNames(): null {
  useEffect(() => {
    const root = document.getElementById('__docusaurus_skipToContent_fallback');
    if (!root) return undefined;
    nameSearchPageLandmarks(root);
    const observer = new MutationObserver(() => nameSearchPageLandmarks(root));
    observer.observe(root, {childList: true, subtree: true, characterData: true});
    return () => observer.disconnect();
  }, []);
  return null;
}

/**
 * The page area keeps at least the screen's height while results load (src/css/custom.css), so
 * they arrive without moving the footer into view. Once the page runs, that height is fixed in
 * pixels: as `100vh` it followed every change of the viewport's height, and Lighthouse, which
 * stretches the viewport to the whole page for its full-page screenshot and back, then counted
 * the footer moving twice (layout shift 0.699 in 2 of 3 runs).
 */
function SearchPageHeight(): null {
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--qt-search-page-height', `${window.innerHeight}px`);
    return () => {
      root.style.removeProperty('--qt-search-page-height');
    };
  }, []);
  return null;
}

/**
 * Wraps the theme's search page. Offline, it tells the page's client (the `algoliasearch/lite`
 * alias, see src/theme/README.md) where the index is, shows load failures, and hides the
 * "Powered by Algolia" credit, which would be untrue.
 */
export default function SearchPageWrapper(): ReactNode {
  const {mode, manifest} = usePluginData(PLUGIN_NAME) as SearchIndexGlobalData;
  const {siteConfig} = useDocusaurusContext();
  if (mode === 'hosted') {
    return (
      <>
        <SearchPage />
        <SearchPageNames />
        <SearchPageHeight />
      </>
    );
  }
  configureSearchPageClient({baseUrl: siteConfig.baseUrl, manifest});
  return (
    <HtmlClassNameProvider className={styles.offline}>
      <SearchPage />
      <SearchError />
      <SearchPageNames />
      <SearchPageHeight />
    </HtmlClassNameProvider>
  );
}
