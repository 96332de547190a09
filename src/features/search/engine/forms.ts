import {stem} from 'porter2';

/**
 * Word forms: "joints" answers "joint", "recording" answers "record", "spoken" answers "speak".
 * Two words are forms of one another when they share a form: the Porter2 (Snowball English) stem
 * of the word, or of its base when the word is an irregular form the stemmer cannot reach. The
 * engine takes the forms of a query word from the indexed words (the same function on both sides),
 * and ranks them below the word itself.
 */

// Irregular verbs and plurals whose base the pages also use: only forms a reader types for what a
// page does ("spoken answers", "heard"), none that is a word of its own here ("left" is an arm,
// "led" a light).
const IRREGULAR = new Map<string, string>([
  ['spoke', 'speak'],
  ['spoken', 'speak'],
  ['said', 'say'],
  ['heard', 'hear'],
  ['shown', 'show'],
  ['wrote', 'write'],
  ['written', 'write'],
  ['ran', 'run'],
  ['took', 'take'],
  ['taken', 'take'],
  ['made', 'make'],
  ['built', 'build'],
  ['sent', 'send'],
  ['saw', 'see'],
  ['seen', 'see'],
  ['found', 'find'],
  ['chose', 'choose'],
  ['chosen', 'choose'],
  ['gave', 'give'],
  ['given', 'give'],
  ['knew', 'know'],
  ['known', 'know'],
  ['taught', 'teach'],
  ['drew', 'draw'],
  ['drawn', 'draw'],
  ['began', 'begin'],
  ['begun', 'begin'],
  ['children', 'child'],
  ['people', 'person'],
]);

// The stemmer knows English words in lower case; names with digits or symbols ("c++", "v2") stay as they are.
const NOT_A_WORD = /[^a-z]/;

const cache = new Map<string, string>();

/** The form `word` (a token as the tokenizer leaves it) shares with its other forms. */
export function formOf(word: string): string {
  let form = cache.get(word);
  if (form === undefined) {
    form = word.length < 3 || NOT_A_WORD.test(word) ? word : stem(IRREGULAR.get(word) ?? word);
    // Query words and the words of the hits shown: a bound keeps a long session's cache small.
    if (cache.size >= 20_000) cache.clear();
    cache.set(word, form);
  }
  return form;
}
