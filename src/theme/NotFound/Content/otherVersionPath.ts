/**
 * For an unknown docs address, the same address in the other docs version:
 * /docs/v1/x -> /docs/x (V2) and /docs/x -> /docs/v1/x (V1). Returns paths without the base URL.
 */
export function otherVersionPath(
  pathname: string,
  docsRoot: string,
): {path: string; label: string} | undefined {
  if (!pathname.startsWith(docsRoot)) return undefined;
  const rest = pathname.slice(docsRoot.length).replace(/\/+$/, '');
  if (!rest) return undefined;
  if (rest === 'v1' || rest.startsWith('v1/')) {
    const v2 = rest.slice(3);
    return v2 ? {path: `/docs/${v2}`, label: 'QTrobot V2 docs'} : undefined;
  }
  return {path: `/docs/v1/${rest}`, label: 'QTrobot V1 docs'};
}
