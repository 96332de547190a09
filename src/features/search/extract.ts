import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {Hierarchy, RecordType, SearchRecord} from './engine/types';

/** What a built page says about itself in the meta tags Docusaurus renders for DocSearch. */
export type PageMeta = {
  /** `default` for pages, `docs-default-current` etc. for docs. */
  tag: string;
  language: string;
  version?: string;
  /** The canonical absolute URL (site URL + base URL + route). */
  url?: string;
  /** The document title without the site-name suffix. */
  title: string;
  /** The front matter description: what the page is about, in its author's words. */
  description?: string;
  noindex: boolean;
};

// Parts of a page that are navigation, chrome or drawings rather than its own text.
const EXCLUDED = [
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'nav',
  'aside',
  '[aria-hidden="true"]',
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  '.theme-doc-footer',
  '.pagination-nav',
  '.theme-doc-card-container', // generated-index cards repeat the descriptions of the pages they list
  '.theme-code-block', // code is read on the page; searching it buries prose under identifiers
  // Opt-out for text that repeats the prose around it, e.g. the StudioBlocks outline that
  // mirrors a block drawing for screen readers (the steps already describe those blocks).
  '[data-search-exclude]',
].join(', ');

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// Text blocks: each becomes one content record, without the text of blocks nested inside it.
const BLOCKS = new Set(['p', 'li', 'tr', 'dl', 'figcaption', 'summary']);

export function cleanText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads the page's meta tags; `siteTitle` is the suffix Docusaurus adds to every document title. */
export function readPageMeta($: cheerio.CheerioAPI, siteTitle?: string): PageMeta {
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
  const fullTitle = cleanText($('head > title').text());
  const suffix = siteTitle ? ` | ${siteTitle}` : undefined;
  return {
    tag: meta('docsearch:docusaurus_tag') ?? meta('docusaurus_tag') ?? 'default',
    language: meta('docsearch:language') ?? meta('docusaurus_locale') ?? $('html').attr('lang') ?? 'en',
    version: meta('docsearch:version') ?? meta('docusaurus_version'),
    url: $('link[rel="canonical"]').attr('href'),
    title: suffix && fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle,
    description: meta('description'),
    noindex: /noindex/i.test(meta('robots') ?? $('meta[property="robots"]').attr('content') ?? ''),
  };
}

/** The element holding the page's own content: the Markdown of a doc, or the main wrapper of a page. */
function contentRoot($: cheerio.CheerioAPI): cheerio.Cheerio<AnyNode> {
  const markdown = $('.theme-doc-markdown').first();
  if (markdown.length) return markdown;
  const main = $('#__docusaurus_skipToContent_fallback').first();
  return main.length ? main : $('main').first();
}

type Section = {anchor: string | null; levels: (string | null)[]};

function blockText($: cheerio.CheerioAPI, el: Element): string {
  const copy = $(el).clone();
  copy.find([...BLOCKS, ...HEADINGS].join(', ')).remove();
  if (el.tagName === 'dl') {
    // A term and its definitions read as one line ("Robot: QTrobot V1 and V2").
    const lines: string[] = [];
    for (const child of copy.children('dt, dd').toArray()) {
      const text = cleanText($(child).text());
      if (!text) continue;
      if (child.tagName === 'dt' || lines.length === 0) lines.push(text);
      else lines[lines.length - 1] += `${lines[lines.length - 1].endsWith(':') ? '' : ':'} ${text}`;
    }
    return lines.join(' · ');
  }
  if (el.tagName === 'tr') {
    // A header row ("Symptom — Cause and fix") names columns, not content.
    if (copy.children('td').length === 0) return '';
    return cleanText(
      copy
        .children('td, th')
        .toArray()
        .map((cell) => cleanText($(cell).text()))
        .filter(Boolean)
        .join(' — '),
    );
  }
  return cleanText(copy.text());
}

export type ExtractOptions = {
  /** The absolute URL of the page (anchors are appended). */
  url: string;
  /** hierarchy.lvl0: the section a reader would name, e.g. "Python tutorials". */
  lvl0: string;
  meta: Pick<PageMeta, 'tag' | 'language' | 'version' | 'title' | 'description'>;
};

/**
 * DocSearch-shaped records for one built page: one per heading (lvl1–lvl6) and one per block of
 * text (content), each under the headings above it and linked to the nearest heading's anchor.
 */
export function extractRecords(html: string | cheerio.CheerioAPI, options: ExtractOptions): SearchRecord[] {
  const $ = typeof html === 'string' ? cheerio.load(html) : html;
  const root = contentRoot($).clone();
  root.find(EXCLUDED).remove();

  const pageUrl = options.url.replace(/#.*$/, '');
  const h1 = cleanText(root.find('h1').first().text());
  const lvl1 = h1 || options.meta.title;
  const records: SearchRecord[] = [];
  // levels[0] is lvl2 … levels[4] is lvl6.
  let section: Section = {anchor: null, levels: [null, null, null, null, null]};

  const push = (type: RecordType, content: string | null) => {
    const hierarchy: Hierarchy = {
      lvl0: options.lvl0,
      lvl1,
      lvl2: section.levels[0],
      lvl3: section.levels[1],
      lvl4: section.levels[2],
      lvl5: section.levels[3],
      lvl6: section.levels[4],
    };
    const position = records.length;
    records.push({
      objectID: `${options.meta.tag}:${pageUrl}:${position}`,
      url: section.anchor ? `${pageUrl}#${section.anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor: section.anchor,
      type,
      hierarchy,
      content,
      language: options.meta.language,
      docusaurus_tag: options.meta.tag,
      ...(options.meta.version ? {version: options.meta.version} : {}),
      weight: {level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)), position},
    });
  };

  // The page record carries the description: DEVELOPERS.md writes it for search, and it names
  // what the page is about in words its title may not use ("text-to-speech" for "speak").
  const description = options.meta.description ? cleanText(options.meta.description) : null;
  push('lvl1', description);

  const visit = (node: AnyNode) => {
    if (node.type !== 'tag') return;
    const el = node as Element;
    const name = el.tagName;
    const entryHeading = el.attribs['data-search-heading'];
    if (entryHeading?.trim() && el.attribs.id) {
      // An entry of a reference list that has no heading of its own on the page (an interface of
      // the ROS API reference): a subsection one level below the section it is in, titled by the
      // attribute, linked to its own id. The section above goes on after it.
      const text = cleanText(entryHeading);
      const depth = section.levels.findLastIndex((l) => l !== null) + 1;
      const index = Math.min(depth, section.levels.length - 1);
      const above = section;
      const levels = section.levels.slice();
      levels[index] = text;
      for (let i = index + 1; i < levels.length; i += 1) levels[i] = null;
      section = {anchor: el.attribs.id, levels};
      push(`lvl${index + 2}` as RecordType, null);
      for (const child of el.children) visit(child);
      section = above;
      return;
    }
    if (HEADINGS.has(name)) {
      const level = Number(name[1]);
      const text = cleanText($(el).text());
      if (level === 1 || !text) return;
      const levels = section.levels.slice();
      levels[level - 2] = text;
      for (let i = level - 1; i < levels.length; i += 1) levels[i] = null;
      // A heading without an id (a card title on a custom page) keeps the anchor of the section above it.
      section = {anchor: $(el).attr('id') ?? section.anchor, levels};
      push(`lvl${level}` as RecordType, null);
      return;
    }
    if (BLOCKS.has(name)) {
      const text = blockText($, el);
      if (text && text !== description) push('content', text);
    }
    for (const child of el.children) visit(child);
  };
  for (const child of root.contents().toArray()) visit(child);
  return records;
}
