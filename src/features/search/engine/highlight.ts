import {matchesOf, normalise, WORD, type QueryWord} from './text';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type Tags = {pre: string; post: string};

type Span = {start: number; end: number; mark: number};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);
}

/** Word spans of `text`, each with how many characters (from its start) match a query word. */
function scan(text: string, words: readonly QueryWord[]): {spans: Span[]; matched: Set<string>} {
  const spans: Span[] = [];
  const matched = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    const token = normalise(m[0]);
    const hits = matchesOf(token, words);
    let mark = 0;
    for (const [w, q] of words.entries()) {
      const hit = hits[w];
      if (!hit) continue;
      matched.add(q.word);
      // Normalising can change the length (accents): mark the whole word then.
      mark = Math.max(mark, token.length === m[0].length ? Math.min(hit.length, m[0].length) : m[0].length);
    }
    spans.push({start: m.index!, end: m.index! + m[0].length, mark});
  }
  return {spans, matched};
}

function render(text: string, spans: readonly Span[], tags: Tags, from = 0, to = text.length): string {
  let out = '';
  let pos = from;
  for (const s of spans) {
    if (s.start < from || s.end > to || s.mark === 0) continue;
    out += escapeHtml(text.slice(pos, s.start)) + tags.pre + escapeHtml(text.slice(s.start, s.start + s.mark)) + tags.post;
    pos = s.start + s.mark;
  }
  return out + escapeHtml(text.slice(pos, to));
}

function levelOf(matched: Set<string>, words: readonly QueryWord[]): MatchLevel {
  if (matched.size === 0) return 'none';
  return words.every((q) => matched.has(q.word)) ? 'full' : 'partial';
}

/** Algolia's _highlightResult for one attribute: the escaped value with the matching words wrapped in the tags. */
export function highlight(text: string, words: readonly QueryWord[], tags: Tags): HighlightResult {
  const {spans, matched} = scan(text, words);
  const level = levelOf(matched, words);
  const result: HighlightResult = {value: render(text, spans, tags), matchLevel: level, matchedWords: [...matched]};
  if (level !== 'none') result.fullyHighlighted = spans.length > 0 && spans.every((s) => s.mark === s.end - s.start);
  return result;
}

/**
 * Algolia's _snippetResult: at most `wordCount` words (as the reader counts them: runs of
 * non-space characters, so "text-to-speech" is one) around the first match, or the first words
 * when nothing matches, with the ellipsis where text was cut.
 */
export function snippet(text: string, words: readonly QueryWord[], tags: Tags, wordCount: number, ellipsis: string): SnippetResult {
  const {spans, matched} = scan(text, words);
  const level = levelOf(matched, words);
  const chunks = [...text.matchAll(/\S+/g)].map((m) => ({start: m.index!, end: m.index! + m[0].length}));
  if (chunks.length <= wordCount) return {value: render(text, spans, tags), matchLevel: level};
  const firstMark = spans.find((s) => s.mark > 0);
  const first = firstMark
    ? Math.max(
        0,
        chunks.findIndex((c) => c.end > firstMark.start),
      )
    : 0;
  // Keep a little context before the first match, the rest after it.
  const before = Math.min(first, Math.floor((wordCount - 1) / 3));
  const startWord = Math.max(0, Math.min(first - before, chunks.length - wordCount));
  const endWord = startWord + wordCount - 1;
  const from = startWord === 0 ? 0 : chunks[startWord].start;
  const to = endWord === chunks.length - 1 ? text.length : chunks[endWord].end;
  const value = `${from > 0 ? ellipsis : ''}${render(text, spans, tags, from, to)}${to < text.length ? ellipsis : ''}`;
  return {value, matchLevel: level};
}
