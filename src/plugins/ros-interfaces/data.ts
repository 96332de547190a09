/**
 * The shape of `/ros-interfaces.json` and the pure function that makes it, so that the format is
 * shared by the build plugin (./index.ts) and its reader (mcp/), and tested without a build.
 */
import type {Generation, RosInterface} from '../../data/rosInterfaces';

export const INTERFACES_FILE = 'ros-interfaces.json';

/** A page link inside the site: `path` includes the base URL (`/docs/api_ros#…`). */
export type PageLink = {title: string; path: string};

export type InterfaceVersion = {
  /** Docs version name (`current`, `QTRD_v1`). */
  name: string;
  label: string;
  generation: Generation;
  /** The version's docs root, base URL included (`/docs`, `/docs/v1`). */
  path: string;
  /** The version readers land on. */
  isLast: boolean;
  /** The docusaurus_tag of its search index file. */
  searchTag: string;
  /** Permalinks of the version's docs: each has a Markdown copy (src/plugins/llms-txt); category indexes do not. */
  docs: string[];
};

export type InterfaceEntry = Omit<RosInterface, 'generations'> & {
  generations: Generation[];
  /** Per generation: the interface's entry in the API reference, when that page renders it. */
  reference: Partial<Record<Generation, PageLink>>;
  /** Per generation: the docs pages that use the name, most mentions first. */
  pages: Partial<Record<Generation, PageLink[]>>;
};

/** The format of `/ros-interfaces.json`. 2: an interface's fields as `{name, type, meaning?}` lists (1 had them as text). */
export const INTERFACES_FORMAT = 2;

export type InterfaceData = {
  format: typeof INTERFACES_FORMAT;
  /** `siteConfig.url` and the base URL the site was built for. */
  siteUrl: string;
  baseUrl: string;
  versions: InterfaceVersion[];
  interfaces: InterfaceEntry[];
};

export type DocSource = {title: string; permalink: string; text: string};
export type VersionSource = {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  generation: Generation;
  /** Listed docs, whose sources are searched for interface names. */
  pages: DocSource[];
  /** Every doc's permalink, unlisted ones included. */
  docs: string[];
};

/** Times the name occurs as a whole ROS name (`/qt_robot/speech/say`, not `/qt_robot/speech/say_x`). */
export function mentions(text: string, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`${escaped}(?![\\w/])`, 'g'))?.length ?? 0;
}

/** Pages that render the interface table (the API reference). */
function isReferencePage(page: DocSource): boolean {
  return /<RosInterfaceList\b/.test(page.text);
}

export async function buildInterfaceData(input: {
  siteUrl: string;
  baseUrl: string;
  versions: VersionSource[];
  interfaces: readonly RosInterface[];
  anchorOf: (i: RosInterface) => string;
  hasAnchor: (permalink: string, anchor: string) => Promise<boolean>;
}): Promise<InterfaceData> {
  const interfaces: InterfaceEntry[] = [];
  for (const item of input.interfaces) {
    const reference: InterfaceEntry['reference'] = {};
    const pages: InterfaceEntry['pages'] = {};
    for (const version of input.versions) {
      if (!item.generations.includes(version.generation)) continue;
      const anchor = input.anchorOf(item);
      for (const page of version.pages.filter(isReferencePage)) {
        if (await input.hasAnchor(page.permalink, anchor)) {
          reference[version.generation] = {title: page.title, path: `${page.permalink}#${anchor}`};
          break;
        }
      }
      pages[version.generation] = version.pages
        .filter((p) => !isReferencePage(p))
        .map((p) => ({page: p, count: mentions(p.text, item.name)}))
        .filter((p) => p.count > 0)
        .sort((a, b) => b.count - a.count || a.page.title.localeCompare(b.page.title))
        .map(({page}) => ({title: page.title, path: page.permalink}));
    }
    interfaces.push({...item, generations: [...item.generations], reference, pages});
  }
  return {
    format: INTERFACES_FORMAT,
    siteUrl: input.siteUrl.replace(/\/$/, ''),
    baseUrl: input.baseUrl,
    versions: input.versions.map((v) => ({
      name: v.name,
      label: v.label,
      generation: v.generation,
      path: v.path,
      isLast: v.isLast,
      searchTag: `docs-default-${v.name}`,
      docs: v.docs,
    })),
    interfaces,
  };
}
