/**
 * Machine-readable docs, written at the end of a production build:
 * - a Markdown copy of every doc beside its page (`/docs/intro_code.md`), converted from the built HTML;
 * - `/llms.txt`: the site, then every doc of the current version (title, link, description) by
 *   sidebar, then the older versions;
 * - `/llms-full.txt`: every page of the current version as Markdown, in one file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {htmlToMarkdown} from './htmlToMarkdown';
import {llmsFullTxt, llmsTxt, orderedDocs, pageMarkdown, type SidebarEntry, type SiteInfo, type VersionEntry} from './llmsTxt';
import {markdownPath} from './paths';

export type LlmsTxtOptions = {
  /** One sentence under the title of llms.txt. */
  summary: string;
  /** A paragraph after the summary: what the docs cover and for whom. */
  details: string;
  /** The heading of each sidebar's section, in the order llms.txt lists them. Every sidebar needs one. */
  sidebarTitles: Record<string, string>;
  /** The docs plugin instance to read (default: the preset's). */
  docsPluginId?: string;
};

/** Checks the options from docusaurus.config.ts, which reach the plugin untyped. */
export function readOptions(options: unknown): LlmsTxtOptions {
  const o = (options ?? {}) as Partial<LlmsTxtOptions>;
  for (const key of ['summary', 'details'] as const) {
    if (typeof o[key] !== 'string' || !o[key].trim()) throw new Error(`llms-txt: the option "${key}" must be a non-empty string`);
  }
  if (typeof o.sidebarTitles !== 'object' || o.sidebarTitles === null || Object.keys(o.sidebarTitles).length === 0) {
    throw new Error('llms-txt: the option "sidebarTitles" must map each sidebar id to the heading of its section');
  }
  return o as LlmsTxtOptions;
}

function toVersionEntry(version: LoadedVersion): VersionEntry {
  return {
    name: version.versionName,
    label: version.label,
    isLast: version.isLast,
    banner: version.banner,
    docs: version.docs.map((d) => ({id: d.id, title: d.title, description: d.description, permalink: d.permalink, unlisted: d.unlisted})),
    sidebars: version.sidebars as Record<string, SidebarEntry[]>,
  };
}

/** The built file of a route, with or without trailing-slash folders. */
async function pageFile(outDir: string, relative: string): Promise<string> {
  const candidates = relative.endsWith('/') || relative === '' ? [`${relative}index.html`] : [`${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (
      await fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return file;
  }
  throw new Error(`llms-txt: no built page for /${relative} (tried ${candidates.join(', ')})`);
}

export default function llmsTxtPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = readOptions(rawOptions);
  const {baseUrl, siteConfig} = context;
  const site: SiteInfo = {title: siteConfig.title, summary: options.summary, details: options.details, siteUrl: siteConfig.url, baseUrl};
  let versions: VersionEntry[] = [];

  return {
    name: 'llms-txt',

    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.[options.docsPluginId ?? 'default'] as DocsContent | undefined;
      if (!docs) throw new Error('llms-txt: the docs plugin is not loaded');
      versions = docs.loadedVersions.map(toVersionEntry);
    },

    async postBuild({outDir}) {
      // Fail the build here rather than publish an llms.txt with a section missing.
      const index = llmsTxt(site, versions, options.sidebarTitles);
      const current: string[] = [];
      for (const version of versions) {
        const order = new Map(orderedDocs(version, options.sidebarTitles).map((d, i) => [d.id, i]));
        const pages: [number, string][] = [];
        for (const doc of version.docs) {
          if (!doc.permalink.startsWith(baseUrl)) throw new Error(`llms-txt: ${doc.permalink} is outside the base URL ${baseUrl}`);
          const relative = doc.permalink.slice(baseUrl.length);
          const html = await fs.readFile(await pageFile(outDir, relative), 'utf8');
          const markdown = pageMarkdown(doc, version, site.siteUrl, htmlToMarkdown(html, `${site.siteUrl}${doc.permalink}`));
          await fs.writeFile(path.join(outDir, markdownPath(doc.permalink).slice(baseUrl.length)), markdown);
          if (version.isLast && order.has(doc.id)) pages.push([order.get(doc.id)!, markdown]);
        }
        if (version.isLast) current.push(...pages.sort((a, b) => a[0] - b[0]).map(([, md]) => md));
      }
      await fs.writeFile(path.join(outDir, 'llms.txt'), index);
      const latest = versions.find((v) => v.isLast)!;
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, latest, current));
    },
  };
}
