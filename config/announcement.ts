/**
 * Change `id` whenever the content changes: readers who dismissed the previous bar see the new
 * one, because Docusaurus remembers the dismissal per id.
 */
export const ANNOUNCEMENT_ID = 'qtrobot-v2-docs-2025';

export function announcementBar(baseUrl: string) {
  return {
    id: ANNOUNCEMENT_ID,
    content: `These are the docs for QTrobot V2. Own an older robot? Read the <a href="${baseUrl}docs/v1/intro_code">QTrobot V1 docs</a>.`,
    backgroundColor: '#1b3a5c',
    textColor: '#ffffff',
    isCloseable: true,
  };
}
