const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The date as `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC'})` writes it ("Nov 21, 2026"), which is what the theme's LastUpdated shows on
 * an English site, without creating a DateTimeFormat: the first one a page creates loads the
 * browser's locale data, 84 ms of a doc page's hydration at Lighthouse's 4x CPU slowdown.
 */
export function formatDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
