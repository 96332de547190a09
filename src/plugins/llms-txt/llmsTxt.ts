/**
 * The text of /llms.txt, /llms-full.txt and each page's Markdown copy, from the docs' metadata.
 * Pure functions, so the format is unit-tested without a build. Format: https://llmstxt.org/
 */
import {markdownPath} from './paths';

export type DocEntry = {id: string; title: string; description: string; permalink: string; unlisted: boolean};

/** The part of a Docusaurus sidebar this plugin reads; links and HTML items are skipped. */
export type SidebarEntry =
  {type: 'doc' | 'ref'; id: string; label?: string} | {type: 'category'; label: string; items: SidebarEntry[]} | {type: 'link' | 'html'};

export type VersionEntry = {
  name: string;
  label: string;
  /** The version readers land on (`lastVersion`): listed in full and in llms-full.txt. */
  isLast: boolean;
  /** The banner Docusaurus shows on the version's pages, e.g. `unmaintained`. */
  banner: string | null;
  docs: DocEntry[];
  sidebars: Record<string, SidebarEntry[]>;
};

export type SiteInfo = {
  title: string;
  summary: string;
  /** A paragraph after the summary: what the docs cover and for whom. */
  details: string;
  /** The site's origin without a trailing slash (`siteConfig.url`); permalinks add the base URL. */
  siteUrl: string;
  baseUrl: string;
};

/** One line of llms.txt per doc: the Markdown copy, its title and its description. */
function docLine(doc: DocEntry, siteUrl: string): string {
  const description = doc.description.replace(/\s+/g, ' ').trim();
  return `- [${doc.title}](${siteUrl}${markdownPath(doc.permalink)})${description ? `: ${description}` : ''}`;
}

type Group = {heading?: string; docs: DocEntry[]};

/**
 * A sidebar's docs in reading order. Top-level docs come first, then one group per top-level
 * category (nested categories fold into their top-level one), so every group sits under one heading.
 */
function sidebarGroups(items: SidebarEntry[], byId: Map<string, DocEntry>): Group[] {
  const collect = (entries: SidebarEntry[]): DocEntry[] =>
    entries.flatMap((item) => {
      if (item.type === 'doc' || item.type === 'ref') {
        const doc = byId.get(item.id);
        return doc ? [doc] : [];
      }
      return item.type === 'category' ? collect(item.items) : [];
    });
  const top: Group = {docs: collect(items.filter((i) => i.type !== 'category'))};
  const categories = items.flatMap((i) => (i.type === 'category' ? [{heading: i.label, docs: collect(i.items)}] : []));
  // A sidebar made of one category needs no sub-heading: the sidebar's title already names it.
  if (top.docs.length === 0 && categories.length === 1) return [{docs: categories[0].docs}];
  return [top, ...categories].filter((g) => g.docs.length > 0);
}

type Section = {title: string; groups: Group[]};

/**
 * Every listed doc of the version, once, in sidebar order, under the sidebars' titles. A doc in
 * no sidebar would otherwise be missing from the index, so it goes under "Other pages".
 */
function outline(version: VersionEntry, sidebarTitles: Record<string, string>): Section[] {
  const unknown = Object.keys(version.sidebars).filter((id) => !(id in sidebarTitles));
  if (unknown.length > 0) {
    throw new Error(`llms-txt: no title for the sidebar(s) ${unknown.join(', ')} of version ${version.name}. Add them to the plugin's sidebarTitles.`);
  }
  const listed = version.docs.filter((d) => !d.unlisted);
  const byId = new Map(listed.map((d) => [d.id, d]));
  const seen = new Set<string>();
  const sections: Section[] = [];
  for (const [sidebarId, title] of Object.entries(sidebarTitles)) {
    const items = version.sidebars[sidebarId];
    if (!items) continue;
    const groups: Group[] = [];
    for (const group of sidebarGroups(items, byId)) {
      // A doc in two sidebars is listed once, where it appears first.
      const docs = group.docs.filter((d) => !seen.has(d.id));
      docs.forEach((d) => seen.add(d.id));
      if (docs.length > 0) groups.push({...group, docs});
    }
    if (groups.length > 0) sections.push({title, groups});
  }
  const rest = listed.filter((d) => !seen.has(d.id));
  if (rest.length > 0) sections.push({title: 'Other pages', groups: [{docs: rest}]});
  return sections;
}

/** The docs of a version in the order llms.txt lists them. */
export function orderedDocs(version: VersionEntry, sidebarTitles: Record<string, string>): DocEntry[] {
  return outline(version, sidebarTitles).flatMap((s) => s.groups.flatMap((g) => g.docs));
}

export function llmsTxt(site: SiteInfo, versions: VersionEntry[], sidebarTitles: Record<string, string>): string {
  const current = versions.find((v) => v.isLast);
  if (!current) throw new Error('llms-txt: the docs have no last version');
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.summary}`,
    '',
    site.details,
    '',
    `Each link leads to a page as Markdown; the same address without \`.md\` is the web page. ${site.siteUrl}${site.baseUrl}llms-full.txt holds every ${current.label} page in one file.`,
    '',
  ];
  for (const section of outline(current, sidebarTitles)) {
    lines.push(`## ${section.title}`, '');
    for (const group of section.groups) {
      if (group.heading) lines.push(`### ${group.heading}`, '');
      lines.push(...group.docs.map((d) => docLine(d, site.siteUrl)), '');
    }
  }
  for (const older of versions.filter((v) => !v.isLast)) {
    const note = older.banner === 'unmaintained' ? ' These docs are no longer maintained.' : '';
    // One flat list in sidebar order: an older version is looked up rather than read through.
    lines.push(`## ${older.label}`, '', `The docs for ${older.label}, an earlier version.${note}`, '');
    lines.push(...orderedDocs(older, sidebarTitles).map((d) => docLine(d, site.siteUrl)), '');
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** The Markdown copy of one page: title, description, where it lives, then the content. */
export function pageMarkdown(doc: DocEntry, version: VersionEntry, siteUrl: string, body: string): string {
  const status = version.banner === 'unmaintained' ? `${version.label}, no longer maintained` : version.label;
  const description = doc.description.replace(/\s+/g, ' ').trim();
  return [`# ${doc.title}`, '', ...(description ? [`> ${description}`, ''] : []), `Web page: ${siteUrl}${doc.permalink} (${status})`, '', body, ''].join('\n');
}

/** All pages of the current version in one file, in the order of llms.txt. */
export function llmsFullTxt(site: SiteInfo, version: VersionEntry, pages: string[]): string {
  const intro = [`# ${site.title}: all ${version.label} pages`, '', `> ${site.summary}`].join('\n');
  return `${[intro, ...pages.map((p) => p.trim())].join('\n\n---\n\n')}\n`;
}
