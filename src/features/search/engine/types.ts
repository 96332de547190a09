/**
 * The shapes shared by the build (record extraction, index files, `search:push`) and the browser
 * (the offline search client). Records follow DocSearch's Algolia schema so the same records feed
 * the offline index and the hosted Algolia index.
 */

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type Hierarchy = {lvl0: string; lvl1: string} & Record<Exclude<Level, 'lvl0' | 'lvl1'>, string | null>;

/** One DocSearch record: a page title, a heading, or a block of text under its headings. */
export type SearchRecord = {
  objectID: string;
  /** Absolute URL with the heading anchor, as the DocSearch crawler stores it. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  /** `default` for pages, `docs-<plugin>-<version>` for docs: the value contextual search filters on. */
  docusaurus_tag: string;
  /** The docs version name (`current`, `QTRD_v1`); absent for pages. */
  version?: string;
  /** Order of the record within its page, used to break ties as the DocSearch ranking does. */
  weight: {level: number; position: number};
  /**
   * On a page's lvl1 record only: the words readers use for the page's topic, from its front matter
   * (`search_synonyms`). The offline ranking reads them; the hosted index is sent none (push.ts).
   */
  synonyms?: string[];
};

/**
 * The compact, content-hashed file written per docs version (and one for pages). Hierarchies are
 * stored once per section instead of once per record, which keeps the file a fraction of the
 * expanded records' size.
 */
export type IndexFile = {
  format: 1;
  tag: string;
  language: string;
  version?: string;
  /** Site origin and base URL, prefixed to every path when records are expanded. */
  origin: string;
  /** [path, lvl0, lvl1] per page, then its synonyms when it has any. */
  pages: [string, string, string, string[]?][];
  /** [page index, anchor ('' for the page top), lvl2, lvl3, …] per heading section. */
  sections: [number, string, ...string[]][];
  /** [section index, level (1–6 for a heading record, 0 for content), content] per record. */
  records: [number, number, string?][];
};

/** Written unhashed next to the index files: which file holds which docusaurus_tag. */
export type IndexManifest = {
  format: 1;
  language: string;
  /** docusaurus_tag -> file path relative to the site root (base URL excluded). */
  files: Record<string, string>;
};
