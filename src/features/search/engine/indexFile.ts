import type {Hierarchy, IndexFile, RecordType, SearchRecord} from './types';

// Browser-safe: the offline client expands the files with this module, the build writes them with it.

function levelOf(type: RecordType): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

/** Packs the records of one docusaurus_tag into the compact file format. */
export function encodeIndex(records: readonly SearchRecord[], meta: {tag: string; language: string; version?: string}): IndexFile {
  const origin = records.length ? new URL(records[0].url).origin : '';
  const pages: IndexFile['pages'] = [];
  const sections: IndexFile['sections'] = [];
  const out: IndexFile['records'] = [];
  const pageIds = new Map<string, number>();
  const sectionIds = new Map<string, number>();

  for (const record of records) {
    const url = new URL(record.url_without_anchor);
    if (url.origin !== origin) throw new Error(`Search records of one index must share an origin: ${record.url} is not on ${origin}`);
    const pageKey = `${url.pathname}\n${record.hierarchy.lvl0}\n${record.hierarchy.lvl1}`;
    let page = pageIds.get(pageKey);
    if (page === undefined) {
      page = pages.push([url.pathname, record.hierarchy.lvl0, record.hierarchy.lvl1]) - 1;
      pageIds.set(pageKey, page);
    }
    if (record.synonyms?.length) pages[page][3] = record.synonyms;
    const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
    const levels = [lvl2, lvl3, lvl4, lvl5, lvl6];
    // Trailing empty levels are dropped; inner gaps (an h4 right under an h2) are kept as ''.
    while (levels.length && levels[levels.length - 1] === null) levels.pop();
    const section: IndexFile['sections'][number] = [page, record.anchor ?? '', ...levels.map((l) => l ?? '')];
    const sectionKey = JSON.stringify(section);
    let sectionId = sectionIds.get(sectionKey);
    if (sectionId === undefined) {
      sectionId = sections.push(section) - 1;
      sectionIds.set(sectionKey, sectionId);
    }
    const level = levelOf(record.type);
    out.push(record.content === null ? [sectionId, level] : [sectionId, level, record.content]);
  }
  return {format: 1, tag: meta.tag, language: meta.language, ...(meta.version ? {version: meta.version} : {}), origin, pages, sections, records: out};
}

/** Unpacks a compact index file into DocSearch records. */
export function expandIndex(file: IndexFile): SearchRecord[] {
  if (file.format !== 1 || !Array.isArray(file.records) || !Array.isArray(file.sections) || !Array.isArray(file.pages)) {
    throw new TypeError('Not a search index file (format 1)');
  }
  const positions = new Map<number, number>();
  return file.records.map(([sectionId, level, content], i) => {
    const [pageId, anchor, ...levels] = file.sections[sectionId];
    const [path, lvl0, lvl1, synonyms] = file.pages[pageId];
    const position = positions.get(pageId) ?? 0;
    positions.set(pageId, position + 1);
    const at = (n: number) => levels[n] || null;
    const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: at(0), lvl3: at(1), lvl4: at(2), lvl5: at(3), lvl6: at(4)};
    const pageUrl = `${file.origin}${path}`;
    const type: RecordType = level === 0 ? 'content' : (`lvl${level}` as RecordType);
    return {
      objectID: `${file.tag}-${i}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor: anchor || null,
      type,
      hierarchy,
      content: content ?? null,
      language: file.language,
      docusaurus_tag: file.tag,
      ...(file.version ? {version: file.version} : {}),
      weight: {level: level === 0 ? 0 : 100 - 10 * level, position},
      ...(level === 1 && synonyms?.length ? {synonyms} : {}),
    };
  });
}
