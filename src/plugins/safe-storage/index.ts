import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sanitizeScript, type SanitizeOptions, type StorageRule} from '../../utils/safeStorage';

export type Options = {
  /** The announcement bar's id (config/announcement.ts), when the site has one. */
  announcementId?: string;
  /** The site's colour mode config (config/colorMode.ts); Docusaurus' defaults when absent. */
  colorMode: {defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean};
  /** Tab groups whose choice Docusaurus remembers (groupId -> allowed tab values). */
  tabGroups: Record<string, readonly string[]>;
};

/** The docs versions a stored preferred version may name: `current` and versions.json. */
export function docsVersionNames(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  const archived: unknown = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
  return ['current', ...(Array.isArray(archived) ? archived.map(String) : [])];
}

/**
 * Every browser-storage key the site uses, with what its value must look like. Docusaurus'
 * own keys carry the site's storage namespace (e.g. `theme-50d` under future.v4);
 * DocSearch's keys end with its index name instead, hence the prefixes.
 */
export function storageRules(namespace: string, versions: string[], tabGroups: Options['tabGroups']): StorageRule[] {
  return [
    {key: `theme${namespace}`, kind: 'oneOf', values: ['light', 'dark']},
    {key: `docusaurus.announcement.dismiss${namespace}`, kind: 'oneOf', values: ['true', 'false']},
    {key: `docusaurus.announcement.id${namespace}`, kind: 'text', maxLength: 200},
    {key: `docs-preferred-version-default${namespace}`, kind: 'oneOf', values: versions},
    ...Object.entries(tabGroups).map(([group, values]): StorageRule => ({
      key: `docusaurus.tab.${group}${namespace}`,
      kind: 'oneOf',
      values: [...values],
    })),
    // The rosbridge address last used by the robot panel (src/features/robot/chunk/connection.ts); the panel checks it again.
    {key: 'qtrobot.rosbridge', kind: 'text', maxLength: 300},
    {key: '__DOCSEARCH_RECENT_SEARCHES__', prefix: true, kind: 'searchHits', maxItems: 20},
    {key: '__DOCSEARCH_FAVORITE_SEARCHES__', prefix: true, kind: 'searchHits', maxItems: 20},
  ];
}

/**
 * Runs the storage sanitiser (src/utils/safeStorage.ts) as an inline script at the top of
 * <body>. Site plugins inject their tags after the theme's, so it runs right after
 * Docusaurus' inline colour-mode script, whose result it repairs, and before React reads
 * any stored value.
 */
export default function safeStoragePlugin(context: LoadContext, options: Options): Plugin {
  const {namespace} = context.siteStorage;
  const sanitizeOptions: SanitizeOptions = {
    rules: storageRules(namespace, docsVersionNames(context.siteDir), options.tabGroups),
    themeKey: `theme${namespace}`,
    defaultMode: options.colorMode.defaultMode ?? 'light',
    respectPrefersColorScheme: options.colorMode.respectPrefersColorScheme ?? false,
    ...(options.announcementId
      ? {
          announcement: {
            id: options.announcementId,
            idKey: `docusaurus.announcement.id${namespace}`,
            dismissKey: `docusaurus.announcement.dismiss${namespace}`,
          },
        }
      : {}),
  };
  return {
    name: 'safe-storage',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: sanitizeScript(sanitizeOptions)}]};
    },
  };
}
