import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';

/** Reader preferences: reduced motion (WCAG 2.3.3). Text enlarged to 200% (1.4.4) is checked on every page by the sweep. */

/** The longest transition or animation (duration plus delay, in seconds) on any element or pseudo-element. */
async function longestMotion(page: Page): Promise<{seconds: number; where: string[]}> {
  return page.evaluate(() => {
    const seconds = (list: string) => list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v)) || 0);
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
