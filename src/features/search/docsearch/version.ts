import docsearchPackage from '@docsearch/react/package.json';

/** Stands in for `@docsearch/react/version` (see ./README.md): the installed DocSearch's version. */
export const version: string = docsearchPackage.version;
