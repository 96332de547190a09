import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MANIFEST_FILE, stripPreconnectsInBuild, writeSearchIndex} from './build';
import {PLUGIN_NAME, type SearchIndexGlobalData} from './globalData';
import {docPlaces, type SectionNamer} from './sections';

export type SearchIndexOptions = {
  /** `offline` answers from the index files in the browser; `hosted` uses Algolia and only writes the files for `search:push`. */
  mode: 'offline' | 'hosted';
  section: SectionNamer;
  ignore: RegExp[];
};

/**
 * Builds the search index from the production HTML after every build, and in offline mode
 * points the theme's search page at the offline client and removes the Algolia preconnect.
 */
export default function searchIndexPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as SearchIndexOptions;
  if (options?.mode !== 'offline' && options?.mode !== 'hosted') {
    throw new Error(`search-index plugin: set mode to 'offline' or 'hosted' (got ${JSON.stringify(options?.mode)}); config/search.ts derives it from the environment.`);
  }
  return {
    name: PLUGIN_NAME,

    async contentLoaded({actions}) {
      actions.setGlobalData({mode: options.mode, manifest: MANIFEST_FILE} satisfies SearchIndexGlobalData);
    },

    configureWebpack() {
      if (options.mode !== 'offline') return {};
      // The theme's SearchPage builds its client with `liteClient(appId, apiKey)` from this module;
      // offline, that import resolves to the offline client (see src/theme/README.md).
      return {resolve: {alias: {'algoliasearch/lite$': path.resolve(__dirname, 'client/liteClient.ts')}}};
    },

    async postBuild({outDir, plugins, siteConfig}) {
      const manifest = await writeSearchIndex({
        outDir,
        baseUrl: siteConfig.baseUrl,
        siteUrl: siteConfig.url,
        siteTitle: siteConfig.title,
        places: docPlaces(plugins),
        section: options.section,
        ignore: options.ignore,
      });
      if (options.mode === 'offline') await stripPreconnectsInBuild(outDir);
      if (Object.keys(manifest.files).length === 0) throw new Error('The search index is empty: no built page was readable.');
    },
  };
}
