import type {CheerioAPI} from 'cheerio';

/** What a reader sees of a built page with JavaScript off (tests/build/nojs.test.ts, tests/e2e/nojs.spec.ts). */

export type Entry = {href: string | undefined; label: string; deadEnd: boolean};

/** True when the element or an ancestor is hidden in the server-rendered HTML. */
export function hiddenWithoutScript($: CheerioAPI, el: Parameters<CheerioAPI>[0]): boolean {
  return $(el)
    .parents()
    .addBack()
    .toArray()
    .some((node) => /display:\s*none/.test($(node).attr('style') ?? '') || $(node).attr('hidden') !== undefined);
}

/** The sidebar links a reader sees without script, in the order shown. */
export function visibleSidebarEntries($: CheerioAPI): Entry[] {
  return $('nav[aria-label="Docs sidebar"] a.menu__link')
    .toArray()
    .filter((a) => !hiddenWithoutScript($, a))
    .map((a) => ({
      href: $(a).attr('href'),
      label: $(a).text().trim(),
      // A category without a link is a dead end when it is collapsed and cannot be expanded.
      deadEnd: !$(a).attr('href') && $(a).closest('.menu__list-item--collapsed').length > 0,
    }));
}
