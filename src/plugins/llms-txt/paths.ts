/**
 * Where a doc's Markdown copy lives: beside its page, with `.md` appended
 * (`/docs/intro_code` → `/docs/intro_code.md`; a page ending in `/` gets `index.md`). Shared by the
 * plugin that writes the copies and the "Copy as Markdown" button that fetches them.
 */
export function markdownPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
