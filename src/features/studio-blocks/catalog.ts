/**
 * The Studio block catalogue (./catalog/<tab>.json, read by ./catalogData.ts), as the component imports
 * it. The browser's production bundle gets a lean copy of it instead, without the text only the
 * validator and the reference use (./plugin.ts); those two import ./catalogData.ts directly.
 */
export * from './catalogData';
