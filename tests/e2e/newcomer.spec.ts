import {expect, test, visit} from './fixtures';
import {openWithShortcut} from './lib/search';

/** What trips a newcomer up in the pages and the chrome, on desktop and phone, in both themes. */

const PHONE = {viewport: {width: 375, height: 740}, isMobile: true, hasTouch: true};

// The 404 page's document answer is logged by the browser.
test.use({allowErrors: /status of 404/});

test.describe('docs roots', () => {
  for (const [from, to, title] of [
    ['/docs', '/docs/intro_code', 'Quick start for coders'],
    ['/docs/v1', '/docs/v1/intro_code', ''],
  ] as const) {
    test(`${from} leads to ${to}, from the server and within the app`, async ({page, request}) => {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html).toContain(`href="${to}"`);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await page.waitForSelector('html[data-has-hydrated="true"]');
      if (title) await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      // Client-side navigation (no request to the server) is redirected by the 404 page.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toHaveCount(0);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});
    test('/docs still leads to the quick start', async ({page}) => {
      await page.goto('/docs');
      await expect(page).toHaveURL(/\/docs\/intro_code$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Quick start for coders');
    });
  });
});

test.describe('one message per page, right for its version', () => {
  test('V1 pages show the V1 banner only, worded for the robot; V2 pages the announcement only', async ({page}) => {
    await visit(page, '/docs/v1/modules/motors');
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('This is the documentation for QTrobot V1, which is no longer actively maintained.');
    await expect(banner).not.toContainText('QTrobot Documentation');
    await visit(page, '/docs/modules/motors');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    await expect(page.locator('.theme-announcement-bar')).toContainText('These are the docs for QTrobot V2');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`chrome (${colorScheme})`, () => {
    test.use({colorScheme});

    test('the search box has one focus ring: the input inside draws none', async ({page}) => {
      await visit(page, '/docs/intro_code');
      await openWithShortcut(page);
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeFocused();
      const outline = await input.evaluate((el) => {
        const style = getComputedStyle(el);
        return {style: style.outlineStyle, width: style.outlineWidth};
      });
      expect(outline.style === 'none' || outline.width === '0px', JSON.stringify(outline)).toBe(true);
      // The box's own ring stays.
      expect(await page.locator('.DocSearch-Form').evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    });

    test('navigation and buttons are not underlined; links in running text are', async ({page}) => {
      await visit(page, '/docs/tutorials/python/python_ros_speech');
      const decoration = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).textDecorationLine);
      for (const selector of [
        '.navbar__items a.navbar__link',
        '.theme-doc-sidebar-container .menu__link',
        '.table-of-contents a',
        '.breadcrumbs__link',
        '.pagination-nav__link',
        '.footer__link-item',
      ]) {
        expect(await decoration(selector), selector).toBe('none');
      }
      expect(await decoration('.theme-doc-markdown p a')).toBe('underline');
      await visit(page, '/');
      const button = page.locator('a.button').first();
      if ((await button.count()) > 0) expect(await button.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    });
  });
}

test.describe('phone', () => {
  test.use(PHONE);

  test("/search's version dropdown and input line up", async ({page}) => {
    await visit(page, '/search?q=speech');
    const input = await page.getByRole('searchbox', {name: 'Search'}).boundingBox();
    const select = await page.locator('form select').boundingBox();
    expect(input && select).toBeTruthy();
    // Stacked on a phone: one left edge, one width, one height.
    expect(select!.y).toBeGreaterThan(input!.y);
    expect(Math.abs(input!.x - select!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(input!.width - select!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(input!.height - select!.height)).toBeLessThanOrEqual(1);
    // Side by side on a tablet: one top edge, one height.
    await page.setViewportSize({width: 768, height: 900});
    const wideInput = await page.getByRole('searchbox', {name: 'Search'}).boundingBox();
    const wideSelect = await page.locator('form select').boundingBox();
    expect(Math.abs(wideInput!.y - wideSelect!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(wideInput!.height - wideSelect!.height)).toBeLessThanOrEqual(1);
  });

  test('the 404 page tells phone readers to tap, not to press Ctrl+K', async ({page}) => {
    await page.goto('/no-such-page');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const main = page.locator('main');
    await expect(main.getByText('tap the magnifier')).toBeVisible();
    await expect(main.locator('kbd').first()).toBeHidden();
    expect(await main.innerText()).not.toMatch(/Ctrl/);
  });

  test('the page title does not wrap around the Copy as Markdown button', async ({page}) => {
    await visit(page, '/docs/tutorials/python/python_ros_speech');
    const button = await page.getByRole('button', {name: /Copy as Markdown/i}).boundingBox();
    const title = await page.getByRole('heading', {level: 1}).boundingBox();
    expect(button && title).toBeTruthy();
    // The title starts below the button: no line of it sits beside the button.
    expect(title!.y).toBeGreaterThanOrEqual(button!.y + button!.height - 1);
  });

  test('the Demos code links break between name parts, never inside one', async ({page}) => {
    await page.setViewportSize({width: 320, height: 700});
    await visit(page, '/demos');
    const lines = await page.locator('dd a code').evaluateAll((codes) =>
      codes.map((code) => {
        // Each text node is one name part; a part split over two lines has two client rects.
        const broken: string[] = [];
        for (const node of code.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(node.textContent ?? '');
        }
        return broken;
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.flat()).toEqual([]);
  });
});

test.describe('test-only pages', () => {
  test('are in the test build (E2E_PAGES=1), which the e2e tests serve', async ({request}) => {
    expect((await request.get('/e2e/lazy')).status()).toBe(200);
  });
});

test.describe('search whose code cannot load', () => {
  test.use({allowErrors: /^Failed to load resource/});
  test('Ctrl+K opens "Unable to fetch results" instead of nothing, and logs no uncaught error', async ({page}) => {
    await visit(page, '/docs/intro_code');
    // Offline with nothing kept: every code chunk and stylesheet not loaded yet fails.
    await page.route(/\/assets\/(js|css)\//, (route) => route.abort('internetdisconnected'));
    // Every time the dialog opens, counted in the page: one opening whose several chunks fail must
    // open it once, not once per chunk.
    await page.evaluate(() => {
      const w = window as Window & {qtUnavailableOpens?: number};
      w.qtUnavailableOpens = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          const dialog = record.target as Element;
          if (dialog.matches('dialog.qt-search-unavailable') && dialog.hasAttribute('open')) w.qtUnavailableOpens! += 1;
        }
      }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['open']});
    });
    const opens = () => page.evaluate(() => (window as Window & {qtUnavailableOpens?: number}).qtUnavailableOpens);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', {name: 'Unable to fetch results'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Asked again, it says so again.
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
    // Two requests, two dialogs: it never opened by itself in between (a later failure of the
    // first opening's chunks re-opened it before 1120136).
    expect(await opens()).toBe(2);
  });
});
