/**
 * The client's way to the highlighter chunk (./highlighter.ts). A server-rendered code block
 * hydrates without it (src/features/code-blocks/theme/CodeBlock/Content keeps the server's HTML), so the chunk is only
 * fetched when a block has to be highlighted in the browser, when a reader points at a link (the
 * page it leads to may have code), or as a low-priority prefetch beside Docusaurus' own route
 * prefetches. The server bundle replaces this module with ./loader.server.ts.
 */
import type * as HighlighterModule from './highlighter';
import {loadOnce} from '../../utils/loadOnce';

export type Highlighter = typeof HighlighterModule;

/** The chunk's name, for `__webpack_require__.gca` (Docusaurus' chunk-name-to-URL runtime). */
export const HIGHLIGHTER_CHUNK = 'highlighter';

let loaded: Highlighter | undefined;
let prefetched = false;

/** The highlighter if its chunk has run, without loading it. */
export function loadedHighlighter(): Highlighter | undefined {
  return loaded;
}

/** Loads and runs the highlighter chunk once; a failed load can be tried again. */
export const loadHighlighter: () => Promise<Highlighter> = loadOnce(
  () => {
    prefetched = true; // a load in flight makes a prefetch pointless
    return import('./highlighter');
  },
  (module) => {
    loaded = module;
  },
);

declare const __webpack_require__: {gca?: (chunkName: string) => string} | undefined;

/**
 * Puts the chunk in the HTTP cache without running it, with `<link rel="prefetch">` as Docusaurus
 * prefetches route chunks. Called only after Docusaurus itself agreed to prefetch (it does not on
 * 2g connections or with Save-Data).
 */
export function prefetchHighlighter(): void {
  if (prefetched || loaded) return;
  prefetched = true;
  const href = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__?.gca?.(HIGHLIGHTER_CHUNK);
  if (!href || href.includes('undefined')) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}
