import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import MiniSearch from 'minisearch';
import {it} from 'vitest';
import {createEngine, representative, sectionsOf, type Engine} from '@site/src/features/search/engine/engine';
import {compileFacetFilters} from '@site/src/features/search/client/filters';
import {parseQuery, tokenize} from '@site/src/features/search/engine/text';
import {expandIndex} from '@site/src/features/search/engine/indexFile';
import type {IndexFile, IndexManifest, SearchRecord} from '@site/src/features/search/engine/types';
import {CONTEXT_FILTERS, RELEVANCE_QUERIES} from '@site/tests/build/searchQueries';
import {createFlexEngine, flexSerialized} from './flexEngine';

/**
 * MiniSearch against FlexSearch on the real built index: index build time, query latency on
 * every keystroke of the relevance set, relevance (expected page in the first five), and what a
 * serialised index would weigh. Prints a table (bench/search/README.md records a run).
 */
const BUILD = path.resolve(__dirname, '../../build');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

function load(): SearchRecord[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'search-index/manifest.json'), 'utf8')) as IndexManifest;
  return Object.values(manifest.files).flatMap((f) => expandIndex(JSON.parse(fs.readFileSync(path.join(BUILD, f), 'utf8')) as IndexFile));
}

function measure(name: string, create: (records: SearchRecord[]) => Engine, records: SearchRecord[]) {
  const contexts = {
    v2: records.filter((r) => r.docusaurus_tag !== 'docs-default-QTRD_v1'),
    v1: records.filter((r) => r.docusaurus_tag !== 'docs-default-current'),
  };
  const builds: number[] = [];
  let engines!: Record<'v1' | 'v2', Engine>;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    engines = {v2: create(contexts.v2), v1: create(contexts.v1)};
    builds.push((performance.now() - started) / 2);
  }
  const latencies: number[] = [];
  let passed = 0;
  for (const q of RELEVANCE_QUERIES) {
    const engine = engines[q.version ?? 'v2'];
    const filter = compileFacetFilters(CONTEXT_FILTERS[q.version ?? 'v2'] as never);
    for (let i = 1; i <= q.query.length; i += 1) {
      const started = performance.now();
      const ranked = engine.search(q.query.slice(0, i), filter).slice(0, 20);
      ranked.forEach((hit) => representative(hit.section, parseQuery(q.query.slice(0, i))));
      latencies.push(performance.now() - started);
    }
    const top = engine
      .search(q.query, filter)
      .slice(0, 5)
      .map((h) => h.section.records[0].url_without_anchor.replace('https://docs.luxai.com', ''));
    if (top.some((p) => q.expect.includes(p))) passed += 1;
  }
  return {name, build: percentile(builds, 0.5), p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), keystrokes: latencies.length, passed};
}

it('compares MiniSearch and FlexSearch', async () => {
  const records = load();
  const v2 = records.filter((r) => r.docusaurus_tag === 'docs-default-current');
  const mini = new MiniSearch({fields: ['lvl0', 'lvl1', 'headings', 'description', 'content'], tokenize, processTerm: (t) => t});
  mini.addAll(
    sectionsOf(v2).map(({records: [h, ...rest]}, id) => ({
      id,
      lvl0: h.hierarchy.lvl0,
      lvl1: h.hierarchy.lvl1,
      headings: [h.hierarchy.lvl2, h.hierarchy.lvl3, h.hierarchy.lvl4].filter(Boolean).join(' '),
      description: h.type === 'lvl1' ? h.content : '',
      content: [h.type === 'lvl1' ? null : h.content, ...rest.map((r) => r.content)].filter(Boolean).join(' '),
    })),
  );
  const miniJson = JSON.stringify(mini);
  const flexJson = await flexSerialized(v2);
  // The engine as shipped, the same with MiniSearch's own word adding (the baseline for
  // addWordsFaster, same run), and FlexSearch behind the same engine.
  const rows = [
    measure('MiniSearch 7.2.0', createEngine, records),
    measure('MiniSearch 7.2.0, its own adding', (r) => createEngine(r, {stockAdding: true}), records),
    measure('FlexSearch 0.8.212', createFlexEngine, records),
  ];
  const total = RELEVANCE_QUERIES.length;
  const lines = [
    `Library comparison on the built index (${records.length} records; V2 context: ${sectionsOf(records.filter((r) => r.docusaurus_tag !== 'docs-default-QTRD_v1')).length} sections), Node ${process.version}`,
    '| Library | Build index (ms, per context) | Keystroke query p50 / p95 (ms) | Relevance top 5 | Serialised V2 index (raw / gzip) |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r, i) => {
      const serial = i < 2 ? miniJson : flexJson;
      return `| ${r.name} | ${r.build.toFixed(0)} | ${r.p50.toFixed(2)} / ${r.p95.toFixed(2)} (${r.keystrokes} keystrokes) | ${r.passed}/${total} (${((100 * r.passed) / total).toFixed(0)}%) | ${kb(serial.length)} / ${kb(zlib.gzipSync(serial).length)} |`;
    }),
  ];
  lines.push(`Index build ratio, faster adding / MiniSearch's own: ${(rows[0].build / rows[1].build).toFixed(2)}`);
  console.log(lines.join('\n'));
});
