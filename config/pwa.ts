import path from 'node:path';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';

/** The browser bar and the installed app's title bar: the navbar's dark blue of the social card. */
export const THEME_COLOR = '#1a5fb4';

/**
 * Offline reading (@docusaurus/plugin-pwa plus our runtime caching in src/serviceWorker/).
 *
 * Every reader keeps the pages they open (runtime caching, no opt-in). The plugin's "offline mode",
 * which downloads the whole site (about 13 MB) into the cache at once, starts only for readers who
 * ask for it: those who installed the docs as an app (`appInstalled`, `standalone`), and a teacher
 * who opens any page with `?offlineMode=true` to prepare a classroom computer before going where
 * there is no network (`queryString`, also what the e2e test uses). Not `always`: on a school's slow
 * connection, every first visit would pay for the whole site in the background. In offline mode a
 * new build announces itself with the plugin's "New version available / Refresh" popup.
 */
export const pwaOptions = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  swCustom: path.resolve(__dirname, '../src/serviceWorker/index.js'),
  // The plugin sets swSrc and swDest itself; workbox's type still demands them.
  injectManifestConfig: {
    // Not for readers: the e2e-only pages, and the social card, which only link previews fetch.
    globIgnores: ['e2e/**', 'img/social-card.png'],
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
