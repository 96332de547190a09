/** The client module Docusaurus aliases as @docusaurus/constants. */
export const DEFAULT_PLUGIN_ID = 'default';
