import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadedPlugin} from '@docusaurus/types';

/**
 * The front matter key a doc lists its readers' words in: words a reader types for what the page
 * is about and the page does not use ("quiz" for the Q&A game). Its own key rather than
 * Docusaurus' `keywords`, which renders a `<meta name="keywords">` for web search engines in place
 * of the site's own: these words are for the site's search.
 */
export const SYNONYMS_KEY = 'search_synonyms';

/** Each doc's synonyms, by permalink (base URL included), for the docs that list any. */
export function docSynonyms(plugins: readonly Pick<LoadedPlugin, 'name' | 'content'>[]): Map<string, string[]> {
  const synonyms = new Map<string, string[]>();
  for (const plugin of plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    for (const version of (plugin.content as LoadedContent).loadedVersions) {
      for (const doc of version.docs) {
        const value = (doc.frontMatter as Record<string, unknown>)[SYNONYMS_KEY];
        if (value === undefined) continue;
        if (!Array.isArray(value) || value.length === 0 || !value.every((w) => typeof w === 'string' && w.trim() !== '')) {
          throw new Error(
            `${doc.source}: ${SYNONYMS_KEY} must be a list of words or short phrases, e.g. ${SYNONYMS_KEY}: [quiz, trivia] (got ${JSON.stringify(value)}).`,
          );
        }
        synonyms.set(
          doc.permalink,
          value.map((w: string) => w.trim()),
        );
      }
    }
  }
  return synonyms;
}
