import {Charset, Index} from 'flexsearch';
import {proximity, representative, sectionsOf, type Engine} from '@site/src/features/search/engine/engine';
import {parseQuery} from '@site/src/features/search/engine/text';
import type {SearchRecord} from '@site/src/features/search/engine/types';

/**
 * The FlexSearch candidate, built like the MiniSearch engine for a fair comparison: the same
 * sections, fields, boosts, proximity and same-page rules. FlexSearch has no edit-distance typo
 * tolerance; its LatinAdvanced encoder (phonetic normalisation) and `suggest` stand in for it,
 * and `tokenize: 'forward'` gives prefix search. It returns ranked ids per field, not scores, so
 * the fields are merged by rank.
 */
const FIELDS = {lvl1: 4, headings: 2.5, description: 2.5, content: 1, lvl0: 1} as const;
const TYPE_BOOST: Record<string, number> = {lvl1: 1.6, lvl2: 1.35, lvl3: 1.2, lvl4: 1.1, lvl5: 1.05, lvl6: 1.05, content: 1};

function buildIndexes(sections: ReturnType<typeof sectionsOf>): Record<keyof typeof FIELDS, Index> {
  const indexes = Object.fromEntries(
    Object.keys(FIELDS).map((f) => [f, new Index({tokenize: 'forward', encoder: Charset.LatinAdvanced, resolution: 9})]),
  ) as Record<keyof typeof FIELDS, Index>;
  sections.forEach(({records: [head, ...rest]}, id) => {
    const {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = head.hierarchy;
    indexes.lvl0.add(id, lvl0);
    indexes.lvl1.add(id, lvl1);
    indexes.headings.add(id, [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' '));
    if (head.type === 'lvl1' && head.content) indexes.description.add(id, head.content);
    indexes.content.add(id, [head.type === 'lvl1' ? null : head.content, ...rest.map((r) => r.content)].filter(Boolean).join(' '));
  });
  return indexes;
}

export function createFlexEngine(records: readonly SearchRecord[]): Engine {
  const sections = sectionsOf(records);
  const indexes = buildIndexes(sections);
  return {
    sections,
    search(query, filter) {
      const scores = new Map<number, number>();
      for (const [field, boost] of Object.entries(FIELDS) as [keyof typeof FIELDS, number][]) {
        const ids = indexes[field].search(query, {limit: 300, suggest: true}) as number[];
        ids.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + boost * (1 - rank / (ids.length + 1))));
      }
      const words = parseQuery(query);
      const ranked = [...scores]
        .filter(([id]) => !filter || filter(sections[id].records[0]))
        .map(([id, score]) => ({section: sections[id], score: score * TYPE_BOOST[sections[id].records[0].type]}));
      ranked.sort((a, b) => b.score - a.score);
      ranked.slice(0, 60).forEach((hit) => {
        const run = proximity(hit.section, words);
        if (run > 1) hit.score *= 1 + 0.3 * (run - 1);
      });
      ranked.sort((a, b) => b.score - a.score);
      const seen = new Map<string, number>();
      for (const hit of ranked) {
        const page = hit.section.records[0].url_without_anchor;
        const n = seen.get(page) ?? 0;
        hit.score *= 0.6 ** n;
        seen.set(page, n + 1);
      }
      return ranked.sort((a, b) => b.score - a.score);
    },
  };
}

export {representative};

/** FlexSearch's own serialisation of the five field indexes (what shipping a prebuilt index would cost). */
export async function flexSerialized(records: readonly SearchRecord[]): Promise<string> {
  const indexes = buildIndexes(sectionsOf(records));
  const parts: string[] = [];
  for (const [field, index] of Object.entries(indexes)) {
    await index.export((key, data) => {
      parts.push(`${field}.${key}:${data ?? ''}`);
    });
  }
  return parts.join('\n');
}
