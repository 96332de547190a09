/**
 * The languages code blocks are highlighted in, in load order: a prismjs component extends the
 * ones before it (cpp needs c, which needs clike). Only these ship (see src/plugins/lean-prism);
 * the content tests fail on a code block in another language, except `text` and V1's `python2`,
 * which are shown plain.
 */
export const PRISM_LANGUAGES = ['markup', 'clike', 'c', 'cpp', 'javascript', 'python', 'yaml', 'bash', 'cmake'];

/** Fence languages shown without highlighting. */
export const PLAIN_LANGUAGES = ['text', 'python2'];
