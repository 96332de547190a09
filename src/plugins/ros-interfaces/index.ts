/**
 * The ROS interface table (src/data/ros/interfaces.json) in the build:
 *
 * - checks it against its schema (src/data/ros/schema.ts) when the site is built or served, failing
 *   with the list of problems;
 * - gives the browser's production bundle the table without what no page shows (each row's `source`,
 *   the services' `constants`, the nested `messages`: the build, the MCP file and the robot tools read
 *   those), so the API pages' script carries only what they render;
 * - writes `/ros-interfaces.json` at the end of a production build: the table, with, per robot
 *   generation, the reference entry on the site (the API page's anchor, checked in the built HTML) and
 *   the docs pages that use the interface. The MCP server (mcp/) reads it from a build folder or a
 *   deployed site, so a robot's own copy of the site answers interface questions without the sources.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {interfaceAnchor, rosInterfaces, type Generation} from '../../data/rosInterfaces';
import table from '../../data/ros/interfaces.json';
import {parseInterfaceTable, type InterfaceTable} from '../../data/ros/schema';
import {buildInterfaceData, INTERFACES_FILE, type DocSource, type VersionSource} from './data';

export type RosInterfacesOptions = {
  /** Docs version name -> the robot generation it documents (`current` -> V2). */
  generations: Record<string, Generation>;
  docsPluginId?: string;
};

/** The table's module, which the browser's production bundle gets as `leanInterfaceTable` of it. */
export const TABLE_MODULE = /[\\/]src[\\/]data[\\/]ros[\\/]interfaces\.json$/;

/** The table as the pages' script needs it: every row's source empty, no constants, no nested messages. */
export function leanInterfaceTable(full: InterfaceTable): InterfaceTable {
  return {...full, interfaces: full.interfaces.map(({constants: _constants, ...row}) => ({...row, source: ''})), messages: {}};
}

/** The built HTML file of a permalink (trailing-slash folders or not). */
async function builtPage(outDir: string, relative: string): Promise<string | undefined> {
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [`${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const html = await fs.readFile(path.join(outDir, candidate), 'utf8').catch(() => undefined);
    if (html !== undefined) return html;
  }
  return undefined;
}

export default function rosInterfacesPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as RosInterfacesOptions;
  if (!options?.generations || Object.keys(options.generations).length === 0) {
    throw new Error('ros-interfaces plugin: set "generations" (docs version name -> V1 or V2).');
  }
  const checked = parseInterfaceTable(table);
  let versions: VersionSource[] = [];
  let leanFile: string | undefined;

  return {
    name: 'ros-interfaces',

    async contentLoaded({actions}) {
      leanFile = await actions.createData('interfaces.json', JSON.stringify(leanInterfaceTable(checked)));
    },

    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      if (!leanFile) throw new Error("ros-interfaces: the browser's copy of the table was not written before bundling.");
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(TABLE_MODULE, leanFile)]};
    },

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.[options.docsPluginId ?? 'default'] as DocsContent | undefined;
      if (!docs) throw new Error('ros-interfaces: the docs plugin is not loaded');
      versions = await Promise.all(
        docs.loadedVersions.map(async (version) => {
          const generation = options.generations[version.versionName];
          if (!generation) throw new Error(`ros-interfaces: no generation for docs version ${version.versionName}; add it to the plugin's "generations".`);
          const pages: DocSource[] = await Promise.all(
            version.docs
              .filter((d) => !d.unlisted)
              .map(async (d) => ({
                title: d.title,
                permalink: d.permalink,
                text: await fs.readFile(path.join(context.siteDir, d.source.replace(/^@site\//, '')), 'utf8'),
              })),
          );
          return {
            name: version.versionName,
            label: version.label,
            path: version.path,
            isLast: version.isLast,
            generation,
            pages,
            docs: version.docs.map((d) => d.permalink),
          };
        }),
      );
    },

    async postBuild({outDir, siteConfig}) {
      const anchorsOn = new Map<string, string>();
      // Reference pages render the table with <RosInterfaceList>: only anchors found in their HTML are linked.
      const hasAnchor = async (permalink: string, anchor: string) => {
        let html = anchorsOn.get(permalink);
        if (html === undefined) {
          html = (await builtPage(outDir, permalink.slice(context.baseUrl.length))) ?? '';
          anchorsOn.set(permalink, html);
        }
        // The HTML is minified: the id may be quoted or not.
        const escaped = anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return new RegExp(`\\sid=(?:"${escaped}"|'${escaped}'|${escaped}(?=[\\s>]))`).test(html);
      };
      const data = await buildInterfaceData({
        siteUrl: siteConfig.url,
        baseUrl: context.baseUrl,
        versions,
        interfaces: rosInterfaces,
        anchorOf: interfaceAnchor,
        hasAnchor,
      });
      await fs.writeFile(path.join(outDir, INTERFACES_FILE), JSON.stringify(data));
    },
  };
}
