/** Shared by the plugin (node) and the theme wrappers (browser): kept free of node imports. */
export const PLUGIN_NAME = 'qtrobot-search-index';

/** What the SearchBar and SearchPage wrappers read through usePluginData. */
export type SearchIndexGlobalData = {
  mode: 'offline' | 'hosted';
  /** The manifest's path, relative to the base URL. */
  manifest: string;
};
