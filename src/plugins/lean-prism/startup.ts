/**
 * Takes the place of @docusaurus/theme-classic's `prism-include-languages` client module (see
 * ./index.ts), which imports Prism and registers the languages on every page at startup. Here
 * that happens in the highlighter chunk (./highlighter.ts), when a code block is first
 * highlighted, so the first visit's bundle carries no Prism at all.
 */
export {};
