/** When an index was requested, fetched and parsed, and searchable (performance.now() times). */
export type IndexTimes = {start: number; parsed: number; end: number};

/**
 * The performance measures benchmarks and the browser's performance tools read
 * (bench/search/run.mjs): "qt-search-fetch" from the first request to the index files fetched and
 * parsed, "qt-search-index" from the first request to a searchable index.
 */
export function measureIndex(tags: string[], {start, parsed, end}: IndexTimes): void {
  performance.measure?.('qt-search-fetch', {start, end: parsed, detail: tags});
  performance.measure?.('qt-search-index', {start, end, detail: tags});
}
