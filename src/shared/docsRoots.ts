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

/**
 * The same docs address in the other version, /docs/x <-> /docs/v1/x, and that version's label.
 * `pathname` has the base URL; the path returned has not (for `<Link to>`). Undefined outside the docs
 * and for a version's root.
 */
export function otherVersionPath(pathname: string, baseUrl: string): {path: string; label: string} | undefined {
  const docsRoot = `${baseUrl}docs/`;
  if (!pathname.startsWith(docsRoot)) return undefined;
  const rest = pathname.slice(docsRoot.length).replace(/\/+$/, '');
  if (!rest) return undefined;
  const [v2, v1] = DOCS_ROOT_REDIRECTS;
  if (rest === 'v1' || rest.startsWith('v1/')) {
    const page = rest.slice(3);
    return page ? {path: `/${v2.from}/${page}`, label: v2.label} : undefined;
  }
  return {path: `/${v1.from}/${rest}`, label: v1.label};
}
