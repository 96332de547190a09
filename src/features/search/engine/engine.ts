import MiniSearch, {type Query} from 'minisearch';
import type {SearchRecord} from './types';
import {FALLBACK_SUGGESTIONS} from './suggestions';
import {formOf} from './forms';
import {compounds, synonymsOf} from './synonyms';
import {editDistance, matchesOf, matchWord, normalise, parseQuery, tokenize, tokensOf, type QueryWord} from './text';

/**
 * The offline ranking, on MiniSearch (chosen over FlexSearch by the measurement in
 * bench/search/README.md). MiniSearch keeps the inverted index and scores with BM25 per field;
 * this module adds what DocSearch users expect from Algolia: typo tolerance that counts a swap as
 * one typo, prefix search on the last word, every word required (then any word when no record has
 * them all), and page titles and headings ranked above body text.
 *
 * DocSearch's index is distinct on the URL (one hit per page section), so the unit indexed here is
 * the section: its heading record plus the text under it. Indexing ~750 sections instead of
 * ~3,900 records (V2 and the pages) keeps the first open fast; the record shown for a section is
 * chosen per query.
 *
 * Readers' spellings: hyphenated words are indexed joined as well ("Wi-Fi" also as "wifi"),
 * adjacent query words are also tried joined ("wi fi", "move it"), a few common names are
 * searched as their pages' words (synonyms.ts), and each query word also matches the other forms
 * of it that the pages use ("joint states" finds "/qt_robot/joints/state", forms.ts). What a page
 * is about counts: a section of a page whose title, synonyms (its front matter's
 * `search_synonyms`) or description holds the query words ranks above a passing mention
 * elsewhere. A pasted ROS name or type ("/qt_robot/speech/say") ranks the section headed by
 * that name (its entry in the API reference) first, then the sections that quote it whole.
 */

type Doc = {id: number; lvl0: string; lvl1: string; headings: string; description: string; synonyms: string; content: string};

export type Section = {
  /** The heading record (lvl1 for the top of a page), then the content records under it. */
  records: SearchRecord[];
};

// Field weights: a word in the page title counts most, then the page's synonyms (the words its
// author says readers use for its topic), then the section headings and the page description (the
// page record's content: its author's summary), then body text.
const FIELD_BOOST = {lvl1: 4, synonyms: 3, headings: 2.5, description: 2.5, content: 1, lvl0: 1} as const;
// A page ranks above one of its sections, a section above a subsection, as DocSearch's level weight does.
const TYPE_BOOST: Record<SearchRecord['type'], number> = {lvl1: 1.6, lvl2: 1.35, lvl3: 1.2, lvl4: 1.1, lvl5: 1.05, lvl6: 1.05, content: 1};
// Another form of the word ("joints" for "joint") is nearly as good as the word; the word itself ranks first.
const MATCH_WEIGHT = {exact: 1, form: 0.8, prefix: 0.6, typo: 0.45} as const;
const TYPO_WEIGHT_BESIDE_EXACT = 0.05;
// A one- or two-letter prefix matches much of the vocabulary; the shortest terms are the likeliest.
const MAX_EXPANSIONS = 40;
// A synonym matches as an alternative of the word, a little below the word itself.
const SYNONYM_WEIGHT = 0.8;
// What the page is about: each query word in the page's title adds this share of the boost, one in
// its description (the author's summary) DESCRIPTION_SHARE of it; all words in the title doubles the score.
const TOPIC_BOOST = 1;
// Query words found joined as one indexed word ("wi fi" as "Wi-Fi") are stronger evidence than the words apart.
const JOINED_BONUS = 1.5;
const DESCRIPTION_SHARE = 0.6;
const SYNONYMS_SHARE = 0.8;
// A pasted ROS name asks for its definition: the section headed by it (its entry in the API
// reference) comes first, whatever the pages that use it score; then the sections quoting it whole.
const NAME_HEADING_BONUS = 10;
const NAME_QUOTED_BONUS = 1.5;
// Proximity (BM25 has none): query words side by side in one title, heading or paragraph, as
// Algolia's proximity criterion rewards; each adjacent pair adds this factor. Checked on the
// best-scored sections only.
const PROXIMITY_BONUS = 0.3;
const RERANK_DEPTH = 60;
// Each further section of a page already listed counts less, so one long page cannot fill the first screen.
const SAME_PAGE_DECAY = 0.6;

export type RankedSection = {section: Section; score: number};

export type Engine = {
  sections: readonly Section[];
  /** Matching sections (one per URL), best first; `representative` picks the record to show. */
  search(query: string, filter?: (record: SearchRecord) => boolean): RankedSection[];
  /** Up to `limit` queries that find something, for a query that found nothing (see `suggest`). */
  suggest(query: string, filter?: (record: SearchRecord) => boolean, limit?: number): string[];
};

/** Groups records into sections by URL, keeping document order. */
export function sectionsOf(records: readonly SearchRecord[]): Section[] {
  const byUrl = new Map<string, Section>();
  for (const record of records) {
    const section = byUrl.get(record.url);
    if (section) section.records.push(record);
    else byUrl.set(record.url, {records: [record]});
  }
  return [...byUrl.values()];
}

function headingsOf(record: SearchRecord): string {
  const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join('\n');
}

function countMatched(text: string | null, words: readonly QueryWord[]): number {
  if (!text) return 0;
  const tokens = tokensOf(text);
  return words.filter((_, w) => tokens.some((t) => matchesOf(t, words)[w])).length;
}

/**
 * The record a section is shown as: its heading when the heading holds the most query words
 * (DocSearch shows the heading hit then), otherwise the paragraph holding the most.
 */
export function representative(section: Section, words: readonly QueryWord[]): SearchRecord {
  const [head, ...content] = section.records;
  const own = head.type === 'content' ? head.content : head.hierarchy[head.type];
  let best = head;
  let bestCount = head.type === 'content' ? countMatched(own, words) : countMatched(own, words) + 0.5;
  for (const record of content) {
    const count = countMatched(record.content, words);
    if (count > bestCount) [best, bestCount] = [record, count];
  }
  return best;
}

/**
 * The longest run of query words found side by side, in query order, in one title, heading or
 * paragraph of the section ("text to speech" in "text-to-speech"): 0 or 1 when there is none.
 */
export function proximity(section: Section, words: readonly QueryWord[]): number {
  if (words.length < 2) return 0;
  const [head] = section.records;
  const texts = [head.hierarchy.lvl1, head.type === 'content' ? null : head.hierarchy[head.type], ...section.records.map((r) => r.content)];
  let best = 0;
  for (const text of texts) {
    if (!text) continue;
    const tokens = tokensOf(text);
    for (let i = 0; i < tokens.length && best < words.length; i += 1) {
      for (let w = 0; w < words.length - best; w += 1) {
        let run = 0;
        while (w + run < words.length && i + run < tokens.length && matchesOf(tokens[i + run], words)[w + run]) run += 1;
        if (run > best) best = run;
      }
    }
  }
  return best;
}

export type EngineOptions = {
  /** Index with MiniSearch's own word adding instead of `addWordsFaster` (to compare them in tests). */
  stockAdding?: boolean;
};

// Words joined by '/' or '_' and nothing else: a ROS name, package or type as readers paste it
// ("/qt_robot/speech/say", "qt_robot_interface/speech_say", "sensor_msgs/JointState").
const ROS_NAME = /^\/?[\p{L}\p{N}]+(?:[/_][\p{L}\p{N}]+)+\/?$/u;

/** The query as a ROS name (lower case, as typed), or undefined when it is not one. */
export function rosName(query: string): string | undefined {
  const name = query.trim();
  return ROS_NAME.test(name) ? normalise(name) : undefined;
}

/**
 * How strongly a section answers a pasted name: headed by it (its heading holds the name's words
 * in a row, the last one maybe half typed: an API entry is headed by its name, kind and type),
 * quoting it whole, or neither (1).
 */
export function nameBonus(section: Section, name: string, words: readonly QueryWord[]): number {
  const [head] = section.records;
  const heading = head.type === 'content' ? null : head.hierarchy[head.type];
  if (heading) {
    const tokens = tokenize(heading);
    for (let i = 0; i + words.length <= tokens.length; i += 1) {
      if (words.every((q, j) => tokens[i + j] === q.word || (q.prefix && tokens[i + j].startsWith(q.word)))) return NAME_HEADING_BONUS;
    }
  }
  const texts = [heading, ...section.records.map((r) => r.content)];
  return texts.some((text) => text && normalise(text).includes(name)) ? NAME_QUOTED_BONUS : 1;
}

/** Builds the search engine in one go (tests, benchmarks, Node). */
export function createEngine(records: readonly SearchRecord[], options: EngineOptions = {}): Engine {
  const build = startEngine(records, options);
  build.add();
  return build.finish();
}

type TermData = Map<number, Map<number, number>>;
type Internals = {
  addTerm?: (fieldId: number, documentId: number, term: string) => void;
  _index?: {fetch?: (term: string, initial: () => TermData) => TermData};
};

/**
 * MiniSearch looks every word occurrence up in its radix tree while indexing (`addTerm`). This
 * keeps a plain map from each word to its entry in the tree for the time of indexing, so each
 * distinct word is looked up there once: the V2 index builds in 0.65-0.77 of the time in Node
 * (`npm run bench:search`, both ways in the same run; bench/results/summary.json, `search`). The tree, the counts and the scores are
 * the ones MiniSearch makes itself (tests/build/search.test.ts builds both ways and compares every
 * relevance query's ranking and scores). Written against MiniSearch 7.2's internals: with any other
 * shape, MiniSearch's own adding is kept. Returns the function that ends it.
 */
export function addWordsFaster<T>(mini: MiniSearch<T>): () => void {
  const internals = mini as unknown as Internals;
  const stock = internals.addTerm;
  const tree = internals._index;
  if (typeof stock !== 'function' || typeof tree?.fetch !== 'function') return () => undefined;
  const entries = new Map<string, TermData>();
  internals.addTerm = (fieldId, documentId, term) => {
    let data = entries.get(term);
    if (!data) entries.set(term, (data = tree.fetch!(term, () => new Map())));
    const counts = data.get(fieldId);
    if (counts) counts.set(documentId, (counts.get(documentId) ?? 0) + 1);
    else data.set(fieldId, new Map([[documentId, 1]]));
  };
  return () => {
    delete internals.addTerm;
    entries.clear();
  };
}

/**
 * Builds the search engine in slices of about `sliceMs` milliseconds, yielding to the browser
 * between them, so that indexing (a few hundred milliseconds on a slow phone) never blocks the
 * page in one long task: the modal renders and input stays responsive while the index is built.
 * Slices are timed rather than counted (a slow phone gets smaller ones), and the yield is not a
 * timer, which browsers clamp to 4 ms once nested (MiniSearch's addAllAsync waits on one per chunk).
 */
export async function createEngineInSlices(records: readonly SearchRecord[], sliceMs = 8): Promise<Engine> {
  // Grouping into sections is a task of its own; each section's document is made in the slices.
  await yieldToBrowser();
  const build = startEngine(records, {});
  await yieldToBrowser();
  await build.addInSlices(sliceMs);
  await yieldToBrowser();
  return build.finish();
}

/** Lets the browser run input, rendering and other tasks, then resumes as soon as it can. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function startEngine(
  records: readonly SearchRecord[],
  {stockAdding = false}: EngineOptions,
): {add(): void; addInSlices(sliceMs: number): Promise<void>; finish(): Engine} {
  const sections = sectionsOf(records);
  const memo = new Map<string, string[]>();
  // Every indexed word: the vocabulary that query words expand against (prefixes, typos).
  const vocabularySet = new Set<string>();
  // Titles and headings repeat across sections: tokenise each distinct string once.
  const cachedTokenize = (text: string) => {
    let tokens = memo.get(text);
    if (!tokens) {
      tokens = tokenize(text);
      const joined = compounds(text, normalise);
      if (joined.length) tokens.push(...joined);
      for (const t of tokens) vocabularySet.add(t);
      if (text.length < 200) memo.set(text, tokens);
    }
    return tokens;
  };
  const mini = new MiniSearch<Doc>({
    fields: ['lvl0', 'lvl1', 'headings', 'description', 'synonyms', 'content'],
    tokenize: cachedTokenize,
    processTerm: (term) => term,
    searchOptions: {tokenize, processTerm: (term) => term},
  });
  const endFasterAdding = stockAdding ? () => undefined : addWordsFaster(mini);
  const docOf = (id: number): Doc => {
    const [head, ...rest] = sections[id].records;
    return {
      id,
      lvl0: head.hierarchy.lvl0,
      lvl1: head.hierarchy.lvl1,
      headings: headingsOf(head),
      description: head.type === 'lvl1' ? (head.content ?? '') : '',
      synonyms: head.type === 'lvl1' ? (head.synonyms ?? []).join('\n') : '',
      content: [head.type === 'lvl1' ? null : head.content, ...rest.map((r) => r.content)].filter(Boolean).join('\n'),
    };
  };
  return {
    add: () => mini.addAll(sections.map((_, id) => docOf(id))),
    addInSlices: async (sliceMs) => {
      let next = 0;
      while (next < sections.length) {
        const until = performance.now() + sliceMs;
        do mini.add(docOf(next++));
        while (next < sections.length && performance.now() < until);
        if (next < sections.length) await yieldToBrowser();
      }
    },
    finish: () => {
      endFasterAdding();
      return finishEngine(sections, mini, vocabularySet);
    },
  };
}

/** A page's title, synonyms and description words, for the topic boost. */
type PageTopic = {title: Set<string>; synonyms: Set<string>; description: Set<string>};

function pageTopics(sections: readonly Section[]): Map<string, PageTopic> {
  const topics = new Map<string, PageTopic>();
  const termsOf = (text: string | null | undefined) => new Set(text ? [...tokenize(text), ...compounds(text, normalise)] : []);
  for (const {records} of sections) {
    const [head] = records;
    const page = head.url_without_anchor;
    if (head.type === 'lvl1' || !topics.has(page)) {
      const lvl1 = head.type === 'lvl1';
      topics.set(page, {
        title: termsOf(head.hierarchy.lvl1),
        synonyms: termsOf(lvl1 ? head.synonyms?.join('\n') : null),
        description: termsOf(lvl1 ? head.content : null),
      });
    }
  }
  return topics;
}

/**
 * The query with runs of two or three adjacent words merged where their join is an indexed word
 * ("wi fi" -> "wifi", "speech to text" -> "speechtotext"), longest run first; undefined when none is.
 */
export function joinAdjacent(words: readonly QueryWord[], isIndexed: (word: QueryWord) => boolean): QueryWord[] | undefined {
  const out: QueryWord[] = [];
  let merged = false;
  for (let i = 0; i < words.length;) {
    let taken = 1;
    for (const length of [3, 2]) {
      if (i + length > words.length) continue;
      const run = words.slice(i, i + length);
      const joined: QueryWord = {word: run.map((w) => w.word).join(''), prefix: run[length - 1].prefix, typos: 0};
      if (isIndexed(joined)) {
        out.push(joined);
        taken = length;
        merged = true;
        break;
      }
    }
    if (taken === 1) out.push(words[i]);
    i += taken;
  }
  return merged ? out : undefined;
}

function finishEngine(sections: ReturnType<typeof sectionsOf>, mini: MiniSearch<Doc>, vocabularySet: Set<string>): Engine {
  const vocabulary = [...vocabularySet];
  vocabulary.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const topics = pageTopics(sections);
  // The indexed words by their form (forms.ts): the other forms a query word also matches.
  const byForm = new Map<string, string[]>();
  for (const term of vocabulary) {
    const form = formOf(term);
    const terms = byForm.get(form);
    if (terms) terms.push(term);
    else byForm.set(form, [term]);
  }

  const expansionCache = new Map<string, Map<string, number>>();
  const expand = (q: QueryWord): Map<string, number> => {
    const key = `${q.word}|${q.prefix}|${q.typos}`;
    const cached = expansionCache.get(key);
    if (cached) return cached;
    const found = new Map<string, number>();
    for (const term of vocabulary) {
      if (term.length + q.typos < q.word.length) continue;
      const m = matchWord(term, q, false);
      if (!m) continue;
      found.set(term, MATCH_WEIGHT[m.kind]);
      if (found.size >= MAX_EXPANSIONS) break;
    }
    for (const synonym of synonymsOf(q.word)) {
      if (vocabularySet.has(synonym) && !found.has(synonym)) found.set(synonym, SYNONYM_WEIGHT);
    }
    const forms = (byForm.get(formOf(q.word)) ?? []).filter((term) => term !== q.word);
    // Fewer typos first, as Algolia ranks: when the word itself, a synonym or another form of it
    // is indexed, its typo variants ("plan" for "wlan") count far less: matches without a typo rank first.
    if (vocabularySet.has(q.word) || forms.length > 0 || synonymsOf(q.word).some((w) => vocabularySet.has(w))) {
      for (const [term, weight] of found) if (weight === MATCH_WEIGHT.typo) found.set(term, TYPO_WEIGHT_BESIDE_EXACT);
    }
    for (const term of forms) if ((found.get(term) ?? 0) < MATCH_WEIGHT.form) found.set(term, MATCH_WEIGHT.form);
    if (expansionCache.size > 500) expansionCache.clear();
    expansionCache.set(key, found);
    return found;
  };

  const run = (words: Map<string, number>[], combineWith: 'AND' | 'OR', filter?: (r: SearchRecord) => boolean) => {
    const weights = new Map<string, number>();
    for (const word of words) for (const [t, w] of word) weights.set(t, Math.max(weights.get(t) ?? 0, w));
    const query: Query = {
      combineWith,
      queries: words.map((word) => ({combineWith: 'OR', queries: [[...word.keys()].join(' ')]})),
    };
    return mini.search(query, {
      prefix: false,
      fuzzy: false,
      boost: FIELD_BOOST,
      boostTerm: (term) => weights.get(term) ?? 1,
      boostDocument: (id) => TYPE_BOOST[sections[id as number].records[0].type],
      ...(filter ? {filter: (result) => filter(sections[result.id as number].records[0])} : {}),
    });
  };

  /**
   * 1 plus the share of the query words found in the page's title (full), synonyms or description
   * (part), each counted at its match's weight (a typo variant in a title is weak evidence of the topic).
   */
  const topicBoost = (page: string, words: readonly Map<string, number>[]): number => {
    const topic = topics.get(page);
    if (!topic) return 1;
    let found = 0;
    for (const word of words) {
      let best = 0;
      for (const [term, weight] of word) {
        if (topic.title.has(term)) best = Math.max(best, weight);
        else if (topic.synonyms.has(term)) best = Math.max(best, weight * SYNONYMS_SHARE);
        else if (topic.description.has(term)) best = Math.max(best, weight * DESCRIPTION_SHARE);
      }
      found += best;
    }
    return 1 + (TOPIC_BOOST * found) / words.length;
  };

  /** The sections matching one reading of the query, with their scores (topic boost included). */
  const searchWords = (parsed: readonly QueryWord[], filter?: (r: SearchRecord) => boolean): Map<number, number> => {
    const words = parsed.map(expand);
    const scores = new Map<number, number>();
    if (words.length === 0) return scores;
    const matching = words.filter((w) => w.size > 0);
    let results = matching.length === words.length ? run(words, 'AND', filter) : [];
    // Algolia's removeWordsIfNoResults "allOptional": when no record has every word, any word will do.
    if (results.length === 0 && words.length > 1 && matching.length > 0) results = run(matching, 'OR', filter);
    const boosts = new Map<string, number>();
    for (const r of results) {
      const page = sections[r.id as number].records[0].url_without_anchor;
      let boost = boosts.get(page);
      if (boost === undefined) boosts.set(page, (boost = topicBoost(page, matching)));
      scores.set(r.id as number, r.score * boost);
    }
    return scores;
  };

  /** The indexed words nearest `word` beyond the typos the search already forgives (at most 3 edits). */
  const nearest = (word: string): string[] => {
    if (word.length < 3 || /^\d+$/.test(word)) return [];
    const max = Math.min(3, Math.max(2, Math.floor(word.length / 3)));
    let best = max + 1;
    let found: string[] = [];
    for (const term of vocabulary) {
      if (term.length < 3 || Math.abs(term.length - word.length) > best || /\d/.test(term)) continue;
      const d = editDistance(term, word, best);
      if (d < best) [best, found] = [d, [term]];
      else if (d === best && found.length < 5) found.push(term);
    }
    return found;
  };

  const engine: Engine = {
    sections,
    suggest(query, filter, limit = 3) {
      const out: string[] = [];
      const finds = (q: string) => q.trim() !== '' && !out.includes(q) && q !== query.trim().toLowerCase() && engine.search(q, filter).length > 0;
      const add = (q: string) => {
        if (out.length < limit && finds(q)) out.push(q);
      };
      const words = tokenize(query);
      // The query spelt as the pages spell it: each word replaced by its nearest indexed word.
      if (words.length > 0 && words.length <= 4) {
        const options = words.map((w) => (vocabularySet.has(w) ? [w] : nearest(w)));
        if (options.every((o) => o.length > 0)) {
          for (const first of options[0]) add([first, ...options.slice(1).map((o) => o[0])].join(' '));
        }
        // Each word alone, when the words together find nothing.
        if (words.length > 1) for (const w of words) add(vocabularySet.has(w) ? w : (nearest(w)[0] ?? ''));
      }
      for (const topic of FALLBACK_SUGGESTIONS) add(topic);
      return out;
    },
    search(query, filter) {
      const parsed = parseQuery(query);
      if (parsed.length === 0) return [];
      const scores = searchWords(parsed, filter);
      const joined = joinAdjacent(parsed, (word) => expand(word).size > 0);
      if (joined) {
        for (const [id, score] of searchWords(joined, filter)) scores.set(id, Math.max(scores.get(id) ?? 0, score * JOINED_BONUS));
      }
      const ranked = [...scores].map(([id, score]) => ({section: sections[id], score}));
      ranked.sort((a, b) => b.score - a.score);
      const name = rosName(query);
      ranked.slice(0, RERANK_DEPTH).forEach((hit) => {
        const run = proximity(hit.section, parsed);
        if (run > 1) hit.score *= 1 + PROXIMITY_BONUS * (run - 1);
        if (name) hit.score *= nameBonus(hit.section, name, parsed);
      });
      ranked.sort((a, b) => b.score - a.score);
      const seenPages = new Map<string, number>();
      for (const hit of ranked) {
        const page = hit.section.records[0].url_without_anchor;
        const earlier = seenPages.get(page) ?? 0;
        hit.score *= SAME_PAGE_DECAY ** earlier;
        seenPages.set(page, earlier + 1);
      }
      return ranked.sort((a, b) => b.score - a.score || a.section.records[0].weight.position - b.section.records[0].weight.position);
    },
  };
  return engine;
}
