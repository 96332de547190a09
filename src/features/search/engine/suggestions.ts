/**
 * What the no-results screen offers when the query itself gives nothing to suggest: topics most
 * readers come for, each the subject of its own pages (speech, gestures, motors). Its own module:
 * the page's JS (hosted mode) uses it without the search engine.
 */
export const FALLBACK_SUGGESTIONS = ['text to speech', 'gestures', 'motors'] as const;
