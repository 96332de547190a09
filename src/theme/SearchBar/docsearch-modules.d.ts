// DocSearch's sub-path entries that keepForOffline loads (as the theme does) without using them.
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
