import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MANIFEST_FILE, stripPreconnectsInBuild, writeSearchIndex} from './build';
import {PLUGIN_NAME, type SearchIndexGlobalData} from './globalData';
import {searchPush} from './push';
import {docSynonyms} from './frontMatter';
import {docPlaces, type SectionNamer} from './sections';

export type SearchIndexOptions = {
  /** `offline` answers from the index files in the browser; `hosted` uses Algolia and only writes the files for `search:push`. */
  mode: 'offline' | 'hosted';
  section: SectionNamer;
  ignore: RegExp[];
};

/**
 * theme-search-algolia's own SearchBar and SearchPage, for the wrappers in ./theme: the theme's
 * package exports do not expose them, and neither theme alias reaches them from a plugin's theme.
 * `@theme-original/SearchBar` names the last theme that provides it, this plugin's, and
 * `@theme-init/SearchBar` the first, theme-classic's empty placeholder.
 */
export function algoliaThemeAliases(): Record<string, string> {
  const theme = path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme');
  return {
    '@qtdocs/algolia-theme/SearchBar$': path.join(theme, 'SearchBar/index.js'),
    '@qtdocs/algolia-theme/SearchPage$': path.join(theme, 'SearchPage/index.js'),
  };
}

/**
 * Builds the search index from the production HTML after every build, and in offline mode
 * points the theme's search page at the offline client and removes the Algolia preconnect.
 * Its theme folder (./theme) wraps @docusaurus/theme-search-algolia's SearchBar and SearchPage:
 * a site plugin's theme comes after the preset's themes, so its components replace theirs, and
 * the wrappers render the theme's own through the aliases of algoliaThemeAliases().
 */
export default function searchIndexPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as SearchIndexOptions;
  if (options?.mode !== 'offline' && options?.mode !== 'hosted') {
    throw new Error(
      `search-index plugin: set mode to 'offline' or 'hosted' (got ${JSON.stringify(options?.mode)}); src/features/search/config.ts derives it from the environment.`,
    );
  }
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      actions.setGlobalData({mode: options.mode, manifest: MANIFEST_FILE} satisfies SearchIndexGlobalData);
    },

    configureWebpack(config, _isServer, {currentBundler}) {
      // The bundler's persistent cache keeps module resolutions across builds and is not evicted
      // when an alias changes (webpack/webpack#13627), so an offline build made after a hosted one
      // would keep the real client: the cache version carries the mode. Nor is it evicted when
      // baseUrl changes, and CSS url()s (the fonts) would keep the old base: it carries that too.
      const tag = `search-${options.mode}-base-${encodeURIComponent(context.baseUrl)}`;
      const {cache, experiments} = config as {cache?: unknown; experiments?: {cache?: unknown}};
      const versioned = (c: unknown) => (c && typeof c === 'object' ? {...c, version: `${(c as {version?: string}).version ?? ''}-${tag}`} : c);
      const cacheConfig = {
        ...(cache && typeof cache === 'object' ? {cache: versioned(cache)} : {}),
        ...(experiments?.cache && typeof experiments.cache === 'object' ? {experiments: {cache: versioned(experiments.cache)}} : {}),
      } as Record<string, never>;
      // DocSearch's button, keyboard hook and version without DocSearch itself (./docsearch/README.md);
      // this plugin comes after the theme, so these replace the theme's aliases to DocSearch's UMD build.
      const docsearch = {
        '@docsearch/react/button': path.resolve(__dirname, 'docsearch/Button.tsx'),
        '@docsearch/react/useDocSearchKeyboardEvents': path.resolve(__dirname, 'docsearch/useKeyboardEvents.ts'),
        '@docsearch/react/version': path.resolve(__dirname, 'docsearch/version.ts'),
        // The theme SearchBar's own stylesheet, which its package exports do not expose: loaded with
        // the modal's code to keep it for offline use (./theme/SearchBar/keepForOffline.ts).
        '@qtdocs/search-bar-styles$': path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme/SearchBar/styles.css'),
        ...algoliaThemeAliases(),
      };
      if (options.mode !== 'offline') return {...cacheConfig, resolve: {alias: docsearch}};
      // Offline, the theme's SearchBar gets a Head that renders nothing: its only head tag is the
      // preconnect to Algolia (docsearch/NoHead.tsx). Only that importer's `@docusaurus/Head`.
      const noHead = path.resolve(__dirname, 'docsearch/NoHead.tsx');
      const themeSearchBar = `theme-search-algolia${path.sep}lib${path.sep}theme${path.sep}SearchBar`;
      const replaceHead = new currentBundler.instance.NormalModuleReplacementPlugin(/^@docusaurus\/Head$/, (resource: {context?: string; request?: string}) => {
        if (resource.context?.includes(themeSearchBar)) resource.request = noHead;
      });
      // The theme's SearchPage builds its client with `liteClient(appId, apiKey)` from this module;
      // offline, that import resolves to the offline client (see ./README.md).
      return {
        ...cacheConfig,
        plugins: [replaceHead],
        resolve: {alias: {...docsearch, 'algoliasearch/lite$': path.resolve(__dirname, 'client/liteClient.ts')}},
      };
    },

    extendCli(cli) {
      cli
        .command('search:push')
        .description('Upload the search records of the last build to the Algolia index (ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME).')
        .option('--dry-run', 'print what would be sent, send nothing')
        .option('--out-dir <dir>', 'the build to read the records from', context.outDir)
        .action(async ({dryRun, outDir}: {dryRun?: boolean; outDir: string}) => {
          await searchPush({outDir: path.resolve(context.siteDir, outDir), dryRun: Boolean(dryRun)});
        });
    },

    async postBuild({outDir, plugins, siteConfig}) {
      const manifest = await writeSearchIndex({
        outDir,
        baseUrl: siteConfig.baseUrl,
        siteUrl: siteConfig.url,
        siteTitle: siteConfig.title,
        places: docPlaces(plugins),
        synonyms: docSynonyms(plugins),
        section: options.section,
        ignore: options.ignore,
      });
      if (options.mode === 'offline') await stripPreconnectsInBuild(outDir);
      if (Object.keys(manifest.files).length === 0) throw new Error('The search index is empty: no built page was readable.');
    },
  };
}
