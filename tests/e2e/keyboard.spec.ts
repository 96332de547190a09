import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';

/**
 * Keyboard use on the desktop layout: every interactive element can be reached with Tab and
 * shows a focus ring that stands out from what is behind it, and the navbar dropdowns work
 * with Enter, Space and Escape. (The search dialog's focus trap has its own tests.)
 */

/** Kinds of control, so the report says which kind lost its ring. */
const KINDS: Record<string, string> = {
  'skip link': '[class*="skipToContent"]',
  'navbar link': '.navbar__items a.navbar__link:not([role="button"]), .navbar__brand',
  'dropdown toggle': '.navbar__item.dropdown > [role="button"]',
  'dropdown link': '.dropdown__menu a',
  'colour toggle': 'button[aria-label*="dark and light mode"]',
  'sidebar link': '.theme-doc-sidebar-menu a.menu__link',
  'sidebar collapse button': 'button[title="Collapse sidebar"]',
  tab: '[role="tab"]',
  'code copy button': '.theme-code-block button',
  'table of contents link': '.table-of-contents a',
  'footer link': '.footer a',
  'content link': '.markdown a, .theme-doc-markdown a',
};

type Stop = {id: string; kind: string; label: string; ring: string | undefined};

/**
 * Marks every visible interactive element with an id, so the Tab walk can tick them off. First
 * the page is scrolled through once: a code block's word-wrap button is only added when the block
 * comes near the screen or takes focus (patches/@docusaurus+theme-common+3.10.2.patch), and the
 * walk must find it marked. That the button is there for Tab without scrolling is tested in
 * performance.spec.ts.
 */
async function markInteractive(page: Page): Promise<Record<string, string>> {
  await page.evaluate(async () => {
    // Two frames, or 100 ms when the browser draws none (a headless page under load may produce no frame).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
    // The buttons render in a transition: done once the browser is idle (or after 2 s of a machine never idle).
    await new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, {timeout: 2000}), {timeout: 2000}));
  });
  return page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const out: Record<string, string> = {};
    document.querySelectorAll<HTMLElement>(selector).forEach((el, i) => {
      if (el.tabIndex < 0 || el.closest('[inert], [aria-hidden="true"]')) return;
      if (!el.checkVisibility({visibilityProperty: true})) return;
      el.dataset.kb = String(i);
      out[String(i)] = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    });
    return out;
  });
}

/**
 * Presses Tab until focus leaves the page or comes back round; returns every stop in order, each
 * with its kind and what is wrong with its focus indicator (undefined when it has one): an outline
 * of at least 2px, or a box-shadow, whose colour has 3:1 contrast against the background behind it
 * (WCAG 1.4.11). The page notes each stop as focus lands on it, and the key presses go to the
 * browser in batches without waiting for one another, so a walk of hundreds of stops costs a few
 * round trips instead of two per stop.
 */
async function tabWalk(page: Page, limit = 1500): Promise<Stop[]> {
  await page.evaluate((kinds) => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    const behind = (start: Element | null) => {
      for (let n = start; n; n = n.parentElement) {
        const c = rgba(getComputedStyle(n).backgroundColor);
        if (c.length >= 3 && (c[3] ?? 1) > 0.5) return c;
      }
      return document.documentElement.dataset.theme === 'dark' ? [27, 27, 29] : [255, 255, 255];
    };
    const describe = (el: HTMLElement) => {
      if (!el.dataset.kb) return {id: `unmarked:${el.outerHTML.slice(0, 80)}`, kind: '', label: '', ring: undefined};
      const cs = getComputedStyle(el);
      let ring: string | undefined;
      const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2;
      if (outline) {
        const colour = rgba(cs.outlineColor);
        const [a, b] = [lum(colour), lum(behind(el.parentElement))];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        if ((colour[3] ?? 1) < 0.5) ring = 'transparent outline';
        else if (ratio < 3) ring = `outline ${cs.outlineColor} has ${ratio.toFixed(2)}:1 against its background`;
      } else if (cs.boxShadow === 'none') {
        ring = `no focus indicator (outline ${cs.outlineStyle} ${cs.outlineWidth}, no box-shadow)`;
      }
      const kind = Object.entries(kinds).find(([, s]) => el.matches(s))?.[0] ?? el.tagName.toLowerCase();
      return {id: el.dataset.kb, kind, label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40), ring};
    };
    const w = window as Window & {qtStops?: (Stop | 'left')[]};
    w.qtStops = [];
    // Measured as focus lands, before the next key moves it on.
    document.addEventListener('focusin', (e) => w.qtStops!.push(describe(e.target as HTMLElement)), true);
    // Focus leaving the page for the browser has no element to go to.
    document.addEventListener('focusout', (e) => e.relatedTarget === null && w.qtStops!.push('left'), true);
  }, KINDS);
  const cdp = await page.context().newCDPSession(page);
  const key = {modifiers: 0, windowsVirtualKeyCode: 9, code: 'Tab', key: 'Tab', text: '', unmodifiedText: '', location: 0};
  const BATCH = 40;
  for (let pressed = 0; pressed < limit; pressed += BATCH) {
    await Promise.all(
      Array.from({length: BATCH}, () => [
        cdp.send('Input.dispatchKeyEvent', {type: 'rawKeyDown', ...key}),
        cdp.send('Input.dispatchKeyEvent', {type: 'keyUp', ...key}),
      ]).flat(),
    );
    const records = await page.evaluate(() => (window as Window & {qtStops?: (Stop | 'left')[]}).qtStops!);
    const stops: Stop[] = [];
    const seen = new Set<string>();
    for (const record of records) {
      if (record === 'left' || seen.has(record.id)) {
        await cdp.detach();
        return stops;
      }
      seen.add(record.id);
      stops.push(record);
    }
  }
  throw new Error(`Tab walk did not end after ${limit} stops`);
}

/**
 * Walks a page with Tab: every marked element is reached, the skip link first, focus lands on
 * nothing unmarked, and every stop shows its ring. Returns the problems and the stops.
 */
async function walkProblems(page: Page, route: string): Promise<{problems: string[]; stops: Stop[]}> {
  await visit(page, route);
  const marked = await markInteractive(page);
  const stops = await tabWalk(page);
  const problems: string[] = [];
  if (stops[0]?.kind !== 'skip link') problems.push(`${route}: the first Tab stop is ${stops[0]?.kind}, not the skip link`);
  const reached = new Set(stops.map((s) => s.id));
  for (const [id, what] of Object.entries(marked)) if (!reached.has(id)) problems.push(`${route}: Tab never reached ${what}`);
  for (const s of stops) {
    if (s.id.startsWith('unmarked:')) problems.push(`${route}: focus landed on an element that looks non-interactive or hidden: ${s.id}`);
    else if (s.ring) problems.push(`${route}: ${s.kind} "${s.label}" has no visible focus ring: ${s.ring}`);
  }
  return {problems, stops};
}

test.describe('keyboard: Tab reaches everything, with a visible focus ring', () => {
  // The kinds of control are sampled on these two pages; the home page is walked in light mode too.
  const sampled = ['/docs/tutorials/python/python_ros_speech', '/docs/api_ros'];
  const walked = {light: [...sampled, '/'], dark: sampled};

  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} mode`, () => {
      test.use({colorScheme: mode});
      test(`every interactive element on ${walked[mode].join(', ')}, each kind of control among them (${mode})`, async ({page}) => {
        test.setTimeout(180_000);
        const problems: string[] = [];
        const kinds = new Set<string>();
        for (const route of walked[mode]) {
          const walk = await walkProblems(page, route);
          problems.push(...walk.problems);
          if (sampled.includes(route)) for (const stop of walk.stops) kinds.add(stop.kind);
        }
        for (const kind of Object.keys(KINDS).filter((k) => k !== 'dropdown link')) if (!kinds.has(kind)) problems.push(`Tab reached no ${kind}`);
        expect(problems).toEqual([]);
      });
    });
  }
});

test.describe('keyboard: navbar dropdowns', () => {
  for (const name of ['Visual Scripting', 'Coding', 'QTrobot V2']) {
    test(`${name} opens with Enter and Space and closes with Escape`, async ({page}) => {
      await visit(page, '/docs/intro_code');
      const nav = page.getByRole('navigation', {name: 'Main'});
      const toggle = nav.getByRole('button', {name, exact: true});
      const menu = toggle.locator('xpath=following-sibling::ul[contains(@class, "dropdown__menu")]');
      await toggle.focus();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      // Into the menu: its first link takes focus, and Escape from there closes the menu.
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      await page.keyboard.press(' ');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  }

  test('Enter on a dropdown link follows it', async ({page}) => {
    await visit(page, '/docs/intro_code');
    const toggle = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Coding', exact: true});
    const menu = toggle.locator('xpath=following-sibling::ul[contains(@class, "dropdown__menu")]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    // Wait for the menu: a Tab pressed before it opens skips its (hidden) links.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('ROS Tutorials');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/tutorials\/intro_ros$/);
  });
});
