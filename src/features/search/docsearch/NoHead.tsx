/**
 * Offline builds only: stands for `@docusaurus/Head` in the theme's SearchBar, whose only use of it
 * is `<link rel="preconnect" href="https://<appId>-dsn.algolia.net">`. Offline there is no
 * Algolia host to warm up, and the page should point at none, not even after hydration (the
 * static HTML's copy is removed after the build, see ../build.ts).
 */
export default function NoHead(): null {
  return null;
}
