import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/theme-common', () => ({ThemeClassNames: {common: {}}}));

// The formatter patches/@docusaurus+theme-classic+3.10.2.patch puts in the theme's LastUpdated.
const {formatLastUpdated: formatDate} = (await import('@site/node_modules/@docusaurus/theme-classic/lib/theme/LastUpdated/index.js')) as unknown as {
  formatLastUpdated: (date: Date) => string;
};

describe('the last-updated date', () => {
  it('reads as Intl.DateTimeFormat writes it in English, on every day of several years, in UTC', () => {
    const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', calendar: 'gregory'});
    const differ: string[] = [];
    // Every day from 2019 to 2030, at 00:30 and 23:30 UTC (a local time zone must not move the date).
    for (let day = Date.UTC(2019, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      for (const offset of [1_800_000, 84_600_000]) {
        const date = new Date(day + offset);
        if (formatDate(date) !== intl.format(date)) differ.push(`${date.toISOString()}: ${formatDate(date)} vs ${intl.format(date)}`);
      }
    }
    expect(differ).toEqual([]);
    expect(formatDate(new Date(Date.UTC(2026, 10, 21)))).toBe('Nov 21, 2026');
  });
});
