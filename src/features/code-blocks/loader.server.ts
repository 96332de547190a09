/**
 * Server-side ./loader.ts (swapped in by ./index.ts): the server renders every code block
 * highlighted, in the same pass, so the highlighter is imported directly.
 */
import * as highlighter from './highlighter';

export type {Highlighter} from './loader';

export const HIGHLIGHTER_CHUNK = 'highlighter';

export const loadedHighlighter = (): typeof highlighter => highlighter;

export const loadHighlighter = (): Promise<typeof highlighter> => Promise.resolve(highlighter);

export function prefetchHighlighter(): void {}
