/** The docs roots and where they lead (config/docsRedirects.ts); no Node imports, the browser uses it too. */
export const DOCS_ROOT_REDIRECTS: readonly {from: string; to: string; label: string}[] = [
  {from: 'docs', to: 'docs/intro_code', label: 'QTrobot V2 docs'},
  {from: 'docs/v1', to: 'docs/v1/intro_code', label: 'QTrobot V1 docs'},
];

/** The docs root `pathname` (base URL included, trailing slash or not) redirects to, if it is one. */
export function docsRootRedirect(pathname: string, baseUrl: string): string | undefined {
  if (!pathname.startsWith(baseUrl)) return undefined;
  const rest = pathname.slice(baseUrl.length).replace(/\/+$/, '');
  const found = DOCS_ROOT_REDIRECTS.find((r) => r.from === rest);
  return found ? `${baseUrl}${found.to}` : undefined;
}

