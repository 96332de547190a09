import path from 'node:path';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';

/** The browser bar and the installed app's title bar: the navbar's dark blue of the social card. */
export const THEME_COLOR = '#1a5fb4';

/**
 * Offline reading (@docusaurus/plugin-pwa plus our runtime caching in src/serviceWorker/).
 *
 * Every reader keeps the pages they open (runtime caching, no opt-in, no extra download). The
 * plugin's "offline mode" downloads the whole site at once (273 files, 12.8 MB uncompressed in this
 * build); it starts for readers who install the docs as an app (`appInstalled` when the browser
 * reports the installation, `standalone` when the app window is open), a deliberate choice to keep
 * the docs on the device. In offline mode pages come from that copy, and a new build announces
 * itself with the plugin's "New version available / Refresh" popup.
 *
 * Not `always` or `mobile`: on a school's slow connection, every first visit (on a phone) would pay
 * for the whole site in the background. Not `queryString` (`?offlineMode=true`): it is a debugging
 * switch whose copy is deleted on the next page opened without the parameter. The e2e tests play
 * an installation by firing the `appinstalled` event the plugin listens to.
 */
export const pwaOptions = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone'],
  swCustom: path.resolve(__dirname, '../src/serviceWorker/index.js'),
  // The plugin sets swSrc and swDest itself; workbox's type still demands them.
  injectManifestConfig: {
    // Not for readers: the e2e-only pages, and the social card, which only link previews fetch. Not
    // the search index either: it is written by a postBuild hook that may finish after this list is
    // made, so whether it was listed would depend on timing; the service worker keeps it instead
    // (src/serviceWorker: on installation, and whenever a reader searches). Nor ros-interfaces.json,
    // also written after the build, for the MCP server (mcp/) and not read by any page.
    globIgnores: ['e2e/**', 'img/social-card.png', 'search-index/**', 'ros-interfaces.json'],
    // A search index can outgrow workbox's 2 MB default; it must still be in the offline copy.
    maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
  } as PwaOptions['injectManifestConfig'],
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/apple-touch-icon.png'},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: 'default'},
  ],
} satisfies Partial<PwaOptions>;
