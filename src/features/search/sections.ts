import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadedPlugin} from '@docusaurus/types';

/** Where a doc sits in its sidebar: the input of the lvl0 naming rule. */
export type DocPlace = {
  /** The sidebar id (the same ids in every docs version). */
  sidebar?: string;
  /** Category labels from the sidebar's top level down to the doc. */
  categories: string[];
};

/** Names the lvl0 (search result group) of a doc from its place in the sidebar. */
export type SectionNamer = (place: DocPlace) => string;

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

function walk(items: SidebarItem[], trail: string[], visit: (key: string, trail: string[]) => void): void {
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') visit(`doc:${item.id}`, trail);
    if (item.type === 'category') {
      const inner = [...trail, item.label];
      if (item.link?.type === 'doc') visit(`doc:${item.link.id}`, inner);
      if (item.link?.type === 'generated-index') visit(`path:${item.link.permalink}`, inner);
      walk(item.items, inner, visit);
    }
  }
}

/**
 * Every docs route (doc pages and generated category indexes) mapped to its sidebar place, read
 * from the docs plugin's loaded content rather than the rendered sidebar HTML.
 */
export function docPlaces(plugins: readonly Pick<LoadedPlugin, 'name' | 'content'>[]): Map<string, DocPlace> {
  const places = new Map<string, DocPlace>();
  for (const plugin of plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    for (const version of (plugin.content as LoadedContent).loadedVersions) {
      const permalinks = new Map(version.docs.map((doc) => [`doc:${doc.id}`, doc.permalink]));
      for (const [sidebar, items] of Object.entries(version.sidebars)) {
        walk(items, [], (key, categories) => {
          const path = key.startsWith('path:') ? key.slice(5) : permalinks.get(key);
          if (path && !places.has(path)) places.set(path, {sidebar, categories});
        });
      }
      for (const doc of version.docs) {
        if (!places.has(doc.permalink)) places.set(doc.permalink, {sidebar: doc.sidebar, categories: []});
      }
    }
  }
  return places;
}
