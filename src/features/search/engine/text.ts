import {formOf} from './forms';

/**
 * Tokenising shared by the index and the highlighter, so that what matches is what is marked.
 * Words are runs of letters, digits and the symbols that belong to names (`c++`, `qtrobot.js`
 * splits into `qtrobot` and `js`, `/qt_robot/speech/say` into `qt`, `robot`, `speech`, `say`).
 */
export const WORD = /[\p{L}\p{N}+#]+/gu;

const NON_ASCII = /[^\u0000-\u007f]/;

/** Lower case without accents ("Café" -> "cafe"); the Unicode work only for the rare non-ASCII word. */
export function normalise(word: string): string {
  const lower = word.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFKD').replace(/\p{M}/gu, '') : lower;
}

export function tokenize(text: string): string[] {
  return (text.match(WORD) ?? []).map(normalise);
}

/** Typo tolerance as Algolia's defaults have it: 1 typo from 4 letters, 2 typos from 8 letters. */
export function typosAllowed(term: string): number {
  if (/^\d+$/.test(term)) return 0;
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

// The three rows editDistance works in, reused across calls: a query is compared with every word
// of the vocabulary, and an array per row per call made the first search's garbage.
let rows = new Int32Array(96);

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), bounded by `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  // Row i starts at (i % 3) * width; row i - 2 is at ((i + 1) % 3) * width.
  for (let j = 0; j < width; j += 1) rows[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = (i % 3) * width;
    const above = ((i - 1) % 3) * width;
    const twoAbove = ((i + 1) % 3) * width;
    const ai = a.charCodeAt(i - 1);
    rows[row] = i;
    let rowMin = i;
    for (let j = 1; j < width; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(rows[above + j] + 1, rows[row + j - 1] + 1, rows[above + j - 1] + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, rows[twoAbove + j - 2] + 1);
      rows[row + j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
  }
  return rows[(a.length % 3) * width + b.length];
}

export type QueryWord = {word: string; prefix: boolean; typos: number};

/** The query as Algolia reads it: every word may have typos, only the last one is also a prefix. */
export function parseQuery(query: string): QueryWord[] {
  const words = tokenize(query);
  const endsWithSpace = /\s$/.test(query);
  return words.map((word, i) => ({word, prefix: i === words.length - 1 && !endsWithSpace, typos: typosAllowed(word)}));
}

export type MatchKind = 'exact' | 'prefix' | 'form' | 'typo';

/**
 * How a document word matches a query word: exactly, as a prefix (length of the prefix), as
 * another form of the word ("joints" for "joint", forms.ts; unless `forms` is false), by typo, or not.
 */
export function matchWord(token: string, q: QueryWord, forms = true): {kind: MatchKind; length: number} | undefined {
  if (token === q.word) return {kind: 'exact', length: token.length};
  if (q.prefix && token.startsWith(q.word)) return {kind: 'prefix', length: q.word.length};
  if (forms && formOf(token) === formOf(q.word)) return {kind: 'form', length: token.length};
  if (q.typos > 0 && editDistance(token, q.word, q.typos) <= q.typos) return {kind: 'typo', length: token.length};
  if (q.prefix && q.typos > 0 && token.length > q.word.length) {
    // A typo inside a prefix: "microphne" as the start of "microphones".
    const head = token.slice(0, q.word.length);
    if (editDistance(head, q.word, q.typos) <= q.typos) return {kind: 'typo', length: q.word.length};
  }
  return undefined;
}

export type WordMatch = {kind: MatchKind; length: number} | undefined;

// A query's matches per token: the ranking, the representative record and the highlighter all ask
// how the same few hundred words match the same query words, on every keystroke.
const matchMemo = new WeakMap<readonly QueryWord[], Map<string, readonly WordMatch[]>>();

/** How `token` matches each of the query `words` (matchWord, with forms), worked out once per query. */
export function matchesOf(token: string, words: readonly QueryWord[]): readonly WordMatch[] {
  let memo = matchMemo.get(words);
  if (!memo) matchMemo.set(words, (memo = new Map()));
  let found = memo.get(token);
  if (!found) memo.set(token, (found = words.map((q) => matchWord(token, q))));
  return found;
}

// Record texts are tokenised for every search that shows or reranks them: kept, up to a bound.
const tokenMemo = new Map<string, string[]>();

/** tokenize(), remembered for the texts of the index (bounded, so a long session stays small). */
export function tokensOf(text: string): readonly string[] {
  let tokens = tokenMemo.get(text);
  if (!tokens) {
    if (tokenMemo.size >= 20_000) tokenMemo.clear();
    tokenMemo.set(text, (tokens = tokenize(text)));
  }
  return tokens;
}
