/**
 * The languages code blocks are highlighted in, in load order: a prismjs component extends the
 * ones before it (cpp needs c, which needs clike). Only these ship (see src/features/code-blocks);
 * the content tests fail on a code block in another language, except `text` and V1's `python2`,
 * which are shown plain.
 */
export const PRISM_LANGUAGES = ['markup', 'clike', 'c', 'cpp', 'javascript', 'python', 'yaml', 'bash', 'cmake', 'json'];

/** Fence languages shown without highlighting. */
export const PLAIN_LANGUAGES = ['text', 'python2'];

/**
 * The languages a code block in `language` needs registered, in load order: its own grammar with
 * the grammars it extends, and the ones it changes when both are loaded (javascript adds its
 * highlighting to markup's <script> tags, so those two go together). Registering only these on a
 * page's first code block, instead of all of PRISM_LANGUAGES, gives the same tokens (a content test
 * compares every code block both ways). A language not listed here gets all of PRISM_LANGUAGES.
 */
const LANGUAGE_GROUPS: Record<string, string[]> = {
  markup: ['markup', 'clike', 'javascript'],
  javascript: ['markup', 'clike', 'javascript'],
  clike: ['clike'],
  c: ['clike', 'c'],
  cpp: ['clike', 'c', 'cpp'],
  python: ['python'],
  yaml: ['yaml'],
  bash: ['bash'],
  cmake: ['cmake'],
  json: ['json'],
};

/** Prism's own aliases of the languages above (each grammar module defines them when it runs). */
const LANGUAGE_ALIASES: Record<string, string> = {
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  mathml: 'markup',
  ssml: 'markup',
  atom: 'markup',
  rss: 'markup',
  js: 'javascript',
  py: 'python',
  yml: 'yaml',
  sh: 'bash',
  shell: 'bash',
  webmanifest: 'json',
};

export function languagesFor(language: string): string[] {
  const lang = language.toLowerCase();
  if (PLAIN_LANGUAGES.includes(lang)) return [];
  const group = LANGUAGE_GROUPS[LANGUAGE_ALIASES[lang] ?? lang];
  return group ? PRISM_LANGUAGES.filter((l) => group.includes(l)) : PRISM_LANGUAGES;
}
