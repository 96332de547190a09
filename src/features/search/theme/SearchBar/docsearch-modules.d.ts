// DocSearch's sub-path entries that keepForOffline loads (as the theme does) without using them.
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
// The theme SearchBar's stylesheet, aliased by the search-index plugin.
declare module '@qtdocs/search-bar-styles';
// theme-search-algolia's own SearchBar and SearchPage, aliased by the search-index plugin for the
// wrappers (algoliaThemeAliases in ../../index.ts).
declare module '@qtdocs/algolia-theme/*';
