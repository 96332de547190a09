import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';
import {docRoutes} from './lib/builtRoutes';

/** Reader preferences: reduced motion, and text enlarged to 200% (WCAG 2.3.3, 1.4.4). */

/** The longest transition or animation (duration plus delay, in seconds) on any element or pseudo-element. */
async function longestMotion(page: Page): Promise<{seconds: number; where: string[]}> {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v)) || 0);
    let longest = 0;
    const where: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const cs = getComputedStyle(el, pseudo);
        const transition = Math.max(...seconds(cs.transitionDuration));
        const animation = cs.animationName === 'none' ? 0 : Math.max(...seconds(cs.animationDuration));
        const motion = Math.max(transition, animation);
        if (motion > 0.001 && where.length < 5) where.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${pseudo ?? ''}: ${motion}s`);
        longest = Math.max(longest, motion);
      }
    }
    return {seconds: longest, where};
  });
}

test.describe('prefers-reduced-motion', () => {
  const route = '/docs/tutorials/python/python_ros_speech';

  test.describe('without the preference', () => {
    test.use({reducedMotion: 'no-preference'});
    test('the theme animates (so the check below can see motion)', async ({page}) => {
      await visit(page, route);
      expect((await longestMotion(page)).seconds).toBeGreaterThan(0.1);
    });
  });

  test.describe('with reduce', () => {
    test.use({reducedMotion: 'reduce'});

    test('no element or pseudo-element transitions or animates, on desktop and in the phone menu', async ({page}) => {
      await visit(page, route);
      const desktop = await longestMotion(page);
      expect(desktop.where, 'desktop layout').toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');

      // A sidebar category folds with an inline height transition: it must be instant too.
      const caret = page.getByRole('button', {name: /Collapse sidebar category 'Python'/});
      await caret.click();
      expect((await longestMotion(page)).where, 'folding a sidebar category').toEqual([]);

      await page.setViewportSize({width: 375, height: 800});
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      expect((await longestMotion(page)).where, 'phone menu open').toEqual([]);
    });

    test('back to top jumps instead of scrolling smoothly', async ({page}) => {
      await visit(page, '/docs/api_ros');
      await page.mouse.wheel(0, 5000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
      // The button appears when the reader scrolls back up a little.
      await page.mouse.wheel(0, -200);
      const button = page.getByRole('button', {name: 'Scroll back to top'});
      await expect(button).toBeVisible();
      const afterClick = await button.evaluate((el) => {
        (el as HTMLButtonElement).click();
        return window.scrollY;
      });
      expect(afterClick).toBe(0);
    });
  });
});

test.describe('text enlarged to 200%', () => {
  // The reader's browser setting: the root font size doubles, and everything sized in rem follows.
  const sample = [...docRoutes().filter((r) => /intro_code|api_ros|modules\/motors|python_ros_speech|studio_story|blocks_api/.test(r)), '/', '/demos', '/support'];

  for (const width of [1280, 375]) {
    test(`pages stay readable at ${width} px: no sideways scroll, headings and text inside the viewport`, async ({page}) => {
      test.setTimeout(sample.length * 15_000);
      expect(sample.length).toBeGreaterThan(10);
      await page.setViewportSize({width, height: 800});
      const problems: string[] = [];
      for (const route of sample) {
        await visit(page, route);
        const before = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('#__docusaurus_skipToContent_fallback :is(p, li)')!).fontSize));
        await page.evaluate(() => {
          document.documentElement.style.fontSize = '200%';
        });
        const result = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const h1 = document.querySelector('h1');
          const box = h1?.getBoundingClientRect();
          const clipped = [...document.querySelectorAll('#__docusaurus_skipToContent_fallback :is(h1, h2, h3, p)')]
            .filter((el) => el.checkVisibility() && !el.closest('[role="region"], pre, table'))
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.left < -1 || r.right > width + 1;
            })
            .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 30)}"`);
          return {
            overflow: document.documentElement.scrollWidth - width,
            h1: box ? box.width > 0 && box.left >= 0 && box.right <= width + 1 : false,
            size: parseFloat(getComputedStyle(document.querySelector('#__docusaurus_skipToContent_fallback :is(p, li)')!).fontSize),
            clipped: clipped.slice(0, 3),
          };
        });
        if (result.size < before * 1.9) problems.push(`${route}: body text only grew from ${before} to ${result.size} px`);
        if (result.overflow > 0) problems.push(`${route}: scrolls ${result.overflow} px sideways`);
        if (!result.h1) problems.push(`${route}: the h1 is not fully in view`);
        if (result.clipped.length > 0) problems.push(`${route}: text sticks out of the viewport: ${result.clipped.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
