import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';

/**
 * The performance changes that alter behaviour (each listed with its reason in src/theme/README.md). Timings are never asserted:
 * only the order of events and what the page does.
 */
const TUTORIAL = '/docs/tutorials/python/python_ros_motors';

/**
 * Resolves once the page has hydrated and the browser has been idle twice in a row: the updates
 * React schedules after hydration (transitions, stored states, results) have been rendered and
 * committed by then. Used instead of a fixed sleep before checking that something did not happen.
 */
/** Records every layout shift of the page from its first paint on (read with totalShift). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {qtShifts: number[]};
    w.qtShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.qtShifts.push((entry as PerformanceEntry & {value: number}).value);
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The sum of the layout shifts recorded so far. */
function totalShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {qtShifts: number[]}).qtShifts.reduce((a, b) => a + b, 0));
}

async function untilSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestIdleCallback(() => resolve(), {timeout: 10_000}), {timeout: 10_000});
      }),
  );
}

test.describe('performance behaviour', () => {
  test('the app starts after the first contentful paint, then hydrates', async ({page}) => {
    await visit(page, TUTORIAL);
    const marks = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      start: performance.getEntriesByName('qt-app-start')[0]?.startTime,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domInteractive,
      scripts: [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src),
    }));
    expect(marks.fcp).toBeDefined();
    expect(marks.start).toBeGreaterThanOrEqual(marks.fcp!);
    // Never before the whole HTML is parsed: React would hydrate half a page.
    expect(marks.parsed).toBeDefined();
    expect(marks.start).toBeGreaterThanOrEqual(marks.parsed!);
    expect(marks.scripts.some((src) => /\/main\.[0-9a-f]+\.js$/.test(src))).toBe(true);
  });

  for (const path of ['/', TUTORIAL, '/docs/v1/tutorials/python/python_ros_speech', '/search']) {
    test(`${path}: the page lists its route chunks, so the runtime requests none while the app starts`, async ({page}) => {
      // Scripts the bundler's runtime appends itself carry data-rspack; the start-up script's do not.
      await page.addInitScript(() => {
        const requested: string[] = [];
        (window as unknown as {runtimeScripts: string[]}).runtimeScripts = requested;
        const append = Node.prototype.appendChild;
        Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
          if (node instanceof HTMLScriptElement && node.hasAttribute('data-rspack') && document.documentElement.dataset.hasHydrated !== 'true') {
            requested.push(node.src);
          }
          return append.call(this, node) as T;
        };
      });
      await visit(page, path);
      const listed = (await page.locator('meta[name="qt-route-scripts"]').getAttribute('content'))!.split(' ');
      expect(listed.length).toBeGreaterThan(0);
      const {requested, loaded} = await page.evaluate(() => ({
        requested: (window as unknown as {runtimeScripts: string[]}).runtimeScripts,
        loaded: [...document.querySelectorAll('script[src]')].map((s) => new URL((s as HTMLScriptElement).src).pathname),
      }));
      for (const src of listed) expect(loaded).toContain(src);
      // Only the service worker's helper, which the app imports lazily once it runs, may remain.
      for (const src of requested) expect(await (await page.request.get(src)).text()).toContain('workbox:window');
    });
  }

  test("the service worker's helper is requested in an idle moment after the page has loaded, not while the app starts", async ({page}) => {
    // The PWA's registration (offline-mode checks, then importing workbox-window) waits for the
    // load event and an idle callback (patches/@docusaurus+plugin-pwa+3.10.2.patch); upstream's
    // started while the main bundle was evaluated.
    await page.addInitScript(() => {
      const appended: [string, string][] = [];
      (window as unknown as {runtimeScripts: typeof appended}).runtimeScripts = appended;
      let inIdleCallback = false;
      const requestIdle = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (callback, options) =>
        requestIdle((deadline) => {
          inIdleCallback = true;
          try {
            callback(deadline);
          } finally {
            inIdleCallback = false;
          }
        }, options);
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement && node.hasAttribute('data-rspack')) {
          appended.push([node.src, `${document.readyState}${inIdleCallback ? ', idle callback' : ''}`]);
        }
        return append.call(this, node) as T;
      };
    });
    await visit(page, TUTORIAL);
    const workbox = async () => {
      const appended = await page.evaluate(() => (window as unknown as {runtimeScripts: [string, string][]}).runtimeScripts);
      for (const [src, when] of appended) if ((await (await page.request.get(src)).text()).includes('workbox:window')) return when;
      return undefined;
    };
    await expect.poll(workbox, {message: "workbox-window's chunk requested", timeout: 15_000}).toBe('complete, idle callback');
  });

  test("the announcement bar's text is not rebuilt after hydration", async ({page}) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {ssrBarText: Node | null}).ssrBarText = document.querySelector('[class*="announcementBarContent"]')?.firstChild ?? null;
      });
    });
    for (const path of [TUTORIAL, '/search?q=speech']) {
      await visit(page, path);
      await expect(page.locator('.search-result-match').first().or(page.locator('article h1'))).toBeVisible();
      // Once the updates after hydration (stored states, the search page's results) have landed.
      await untilSettled(page);
      const same = await page.evaluate(() => {
        const text = (window as unknown as {ssrBarText: Node | null}).ssrBarText;
        return text !== null && document.querySelector('[class*="announcementBarContent"]')?.firstChild === text;
      });
      expect(same, path).toBe(true);
    }
  });

  test('code blocks hydrate in place instead of being rebuilt', async ({page}) => {
    // Keep a reference to the server-rendered block before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {ssrBlock: Element | null}).ssrBlock = document.querySelector('.theme-code-block');
      });
    });
    await visit(page, TUTORIAL);
    // The copy button is client-only, so its presence shows the block has been rendered by React.
    await expect(page.locator('.theme-code-block').first().getByRole('button', {name: /copy/i})).toBeAttached();
    const same = await page.evaluate(() => {
      const ssr = (window as unknown as {ssrBlock: Element | null}).ssrBlock;
      return Boolean(ssr?.isConnected) && ssr === document.querySelector('.theme-code-block');
    });
    expect(same).toBe(true);
  });

  test('language tabs hydrate in place and still switch to the tab the address asks for', async ({page}) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {ssrTabs: Element | null}).ssrTabs = document.querySelector('.tabs-container');
      });
    });
    await visit(page, '/docs/api_ros?language=cpp');
    const tabs = page.locator('.tabs-container').first();
    await expect(tabs.getByRole('tab', {name: 'C++'})).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'false');
    await expect(tabs.getByRole('tabpanel').filter({visible: true})).toHaveCount(1);
    await expect(tabs.getByRole('tabpanel').filter({visible: true})).toContainText('#include');
    const same = await page.evaluate(() => {
      const ssr = (window as unknown as {ssrTabs: Element | null}).ssrTabs;
      return Boolean(ssr?.isConnected) && ssr === document.querySelector('.tabs-container');
    });
    expect(same).toBe(true);
    await tabs.getByRole('tab', {name: 'Python'}).click();
    await expect(tabs.getByRole('tabpanel').filter({visible: true})).toContainText('import rospy');
  });

  test('code blocks hydrate with the server HTML, without running the highlighter', async ({page}) => {
    // src/features/code-blocks/theme/CodeBlock/Content: the server's token elements stay; Prism is not in the first
    // visit's script and its chunk (src/features/code-blocks) at most goes to the HTTP cache.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as {ssrTokens: Element[]};
        w.ssrTokens = [...document.querySelectorAll('pre code .token')];
      });
    });
    await visit(page, TUTORIAL);
    // Past the idle time in which routes and the highlighter's chunk are prefetched.
    await page.waitForFunction(() => document.querySelector('link[rel="prefetch"]') !== null);
    const state = await page.evaluate(() => {
      const ssr = (window as unknown as {ssrTokens: Element[]}).ssrTokens;
      const now = [...document.querySelectorAll('pre code .token')];
      return {
        count: ssr.length,
        same: ssr.length === now.length && ssr.every((token, i) => token === now[i] && token.isConnected),
        // React did not hydrate the tokens one by one: they are the server's HTML inside a
        // <code> that React owns (a hydrated element carries React's __reactFiber$ key).
        tokensOwnedByReact: now.filter((token) => Object.keys(token).some((key) => key.startsWith('__reactFiber$'))).length,
        codesOwnedByReact: [...document.querySelectorAll('pre code')].every((code) => Object.keys(code).some((key) => key.startsWith('__reactFiber$'))),
        highlighterScripts: performance
          .getEntriesByType('resource')
          .filter((e) => /\/highlighter\.[0-9a-f]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).initiatorType === 'script').length,
        prefetched: [...document.querySelectorAll('link[rel="prefetch"]')].some((l) => /highlighter\.[0-9a-f]+\.js$/.test((l as HTMLLinkElement).href)),
      };
    });
    expect(state.count).toBeGreaterThan(500);
    expect(state.same).toBe(true);
    expect(state.codesOwnedByReact).toBe(true);
    expect(state.tokensOwnedByReact).toBe(0);
    expect(state.highlighterScripts).toBe(0);
    expect(state.prefetched).toBe(true);
  });

  test('code blocks off the screen are skipped while the page loads, then laid out at the height they had and exposed to assistive technology', async ({
    page,
  }) => {
    // src/css/custom.css (content-visibility under html[data-qt-defer], a height from
    // --qt-code-lines) and src/clientModules/revealDeferred.ts (shows them after the load).
    await page.setViewportSize({width: 412, height: 823});
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const pre = [...document.querySelectorAll('pre.prism-code')].at(-1)!;
        (window as unknown as {qtAtParse: object}).qtAtParse = {
          defer: document.documentElement.hasAttribute('data-qt-defer'),
          contentVisibility: getComputedStyle(pre).contentVisibility,
          // false while the browser skips the block's contents
          laidOut: pre.querySelector('code')!.checkVisibility({contentVisibilityAuto: true}),
          height: pre.getBoundingClientRect().height,
        };
      });
    });
    await visit(page, TUTORIAL);
    const atParse = await page.evaluate(
      () => (window as unknown as {qtAtParse: {defer: boolean; contentVisibility: string; laidOut: boolean; height: number}}).qtAtParse,
    );
    expect(atParse).toMatchObject({defer: true, contentVisibility: 'auto', laidOut: false});
    await expect(page.locator('html')).not.toHaveAttribute('data-qt-defer', /.*/);
    const last = page.locator('pre.prism-code').last();
    const after = await last.evaluate((pre) => ({
      contentVisibility: getComputedStyle(pre).contentVisibility,
      laidOut: pre.querySelector('code')!.checkVisibility({contentVisibilityAuto: true}),
      height: pre.getBoundingClientRect().height,
      inView: pre.getBoundingClientRect().top < window.innerHeight,
    }));
    expect(after).toMatchObject({contentVisibility: 'visible', laidOut: true, inView: false});
    expect(Math.abs(after.height - atParse.height)).toBeLessThan(1.5);
    // In the accessibility tree with its text, while still off the screen: take the block with the
    // most words found nowhere else on the page; all of them are among the tree's text nodes. (A
    // skipped block's <pre> and <code> nodes are not "ignored", so checking that would prove
    // nothing; the control test below shows this check fails while the block is skipped.)
    const block = await blockWithOwnWords(page);
    expect(block.words.length, 'a block has words of its own').toBeGreaterThan(5);
    expect(block).toMatchObject({inView: false, laidOut: true});
    expect(await missingFromAccessibilityTree(page, block.words)).toEqual([]);
    // Its word-wrap button comes once it is near the screen (useCodeWordWrap).
    await last.scrollIntoViewIfNeeded();
    expect(
      await last.evaluate((pre) => pre.querySelector('code')!.offsetWidth > pre.clientWidth),
      "the tutorial's last block has lines wider than a phone",
    ).toBe(true);
    await expect(last.locator('xpath=..').locator('button[aria-label="Toggle word wrap"]')).toHaveCount(1);
  });

  test("control: without the reveal, a skipped block's text is missing from the accessibility tree", async ({page}) => {
    // The check above must be able to fail: here idle callbacks never run, so revealDeferred
    // leaves the blocks below the screen skipped.
    await page.setViewportSize({width: 412, height: 823});
    await page.addInitScript(() => {
      (window as unknown as {requestIdleCallback: () => number}).requestIdleCallback = () => 0;
    });
    await visit(page, TUTORIAL);
    await expect(page.locator('html')).toHaveAttribute('data-qt-defer', '');
    const block = await blockWithOwnWords(page);
    expect(block.words.length).toBeGreaterThan(5);
    expect(block).toMatchObject({inView: false, laidOut: false});
    expect((await missingFromAccessibilityTree(page, block.words)).length).toBeGreaterThan(0);
  });

  test('Tab reaches the word-wrap button of a code block that took focus before it came into view', async ({page}) => {
    // useCodeWordWrap: focus in a block checks its overflow at once, with an urgent update.
    await page.setViewportSize({width: 412, height: 823});
    await visit(page, TUTORIAL);
    const last = page.locator('pre.prism-code').last();
    expect(await last.evaluate((pre) => pre.parentElement!.querySelector('button[aria-label="Toggle word wrap"]') === null)).toBe(true);
    await last.evaluate((pre) => pre.focus());
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Toggle word wrap');
  });

  test('a page reached by client navigation shows its code highlighted', async ({page}) => {
    await visit(page, TUTORIAL);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await page.locator('main a[href="/docs/tutorials/python/python_ros_gestures"]').first().click();
    await expect(page).toHaveURL(/python_ros_gestures$/);
    await expect(page.locator('pre code .token.keyword').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    // The highlighter ran in this document: its chunk was loaded as a script (the bundler's
    // runtime removes the script element once it has run; the resource timing stays).
    const loadedAsScript = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((e) => /\/highlighter\.[0-9a-f]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).initiatorType === 'script'),
    );
    expect(loadedAsScript).toBe(true);
  });

  test('code blocks take the dark theme colours after hydration', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await visit(page, TUTORIAL);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Dracula's plain text colour (#F8F8F2); the light theme's is #393A34.
    await expect(page.locator('.theme-code-block .token-line').first()).toHaveCSS('color', 'rgb(248, 248, 242)');
  });

  test('the search page fills in its results without moving what is on screen', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await recordLayoutShifts(page);
    await visit(page, '/search?q=speech');
    await expect(page.locator('main article').first()).toBeVisible();
    // Layout shifts are recorded as they happen; let the browser deliver the last entries.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shift = await totalShift(page);
    expect(shift).toBeLessThanOrEqual(0.01);

    // Lighthouse stretches the viewport over the whole page for its full-page screenshot, then
    // restores it: the reserved height must not follow, or the footer moves twice.
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({width: 412, height: pageHeight});
    await page.setViewportSize({width: 412, height: 823});
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await totalShift(page);
    expect(after).toBeLessThanOrEqual(0.01);
  });

  test('a V1 page hydrates without the V2 announcement bar flashing above it', async ({page}) => {
    // The bar is hidden on V1 pages; during hydration the <html> class that hid it went missing for a
    // frame and the bar showed, moving the page down and back (two 56 px shifts at this width).
    await page.setViewportSize({width: 412, height: 823});
    await recordLayoutShifts(page);
    await visit(page, '/docs/v1/tutorials/python/python_ros_speech');
    await untilSettled(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
    const shift = await totalShift(page);
    expect(shift).toBeLessThanOrEqual(0.01);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

    test('builds the mobile menu only when the reader reaches for its toggle', async ({page}) => {
      await visit(page, TUTORIAL);
      const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
      await expect(toggle).toBeVisible();
      // Upstream renders the whole menu (navbar items and docs sidebar) right after hydration on phones.
      await untilSettled(page);
      await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
      // Focus (or a pointer going down) on the toggle comes before the click: the menu is built then.
      await toggle.focus();
      await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
      await expect(page.locator('.navbar-sidebar')).toBeHidden();
      await toggle.click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Python', exact: true}).first()).toBeAttached();
    });

    test('prefetches the pages of visible links only, and the menu’s once it is open', async ({page}) => {
      await visit(page, TUTORIAL);
      const prefetched = () => page.evaluate(() => [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => (l as HTMLLinkElement).href));
      // The breadcrumbs are on screen: their pages' chunks are prefetched, as Docusaurus intends.
      await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(0);
      const before = (await prefetched()).length;
      // The closed menu holds every Python tutorial; none of them may be fetched yet.
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(before + 10);
    });
  });
});

/**
 * The code block with the most words (letters, 4+ long) found in it and nowhere else on the page,
 * and those words: finding them in the accessibility tree means finding this block.
 */
async function blockWithOwnWords(page: Page): Promise<{words: string[]; inView: boolean; laidOut: boolean}> {
  return page.evaluate(() => {
    // Text node by node: a block's lines are elements without a newline between them.
    const count = (root: Node, into: Map<string, number>) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.nodeValue?.match(/[A-Za-z_]{4,}/g) ?? []) into.set(word, (into.get(word) ?? 0) + 1);
      }
      return into;
    };
    const everywhere = count(document.body, new Map());
    const blocks = [...document.querySelectorAll('pre.prism-code')].map((pre) => {
      const own = [...count(pre, new Map())].filter(([word, n]) => everywhere.get(word) === n).map(([word]) => word);
      return {
        words: own,
        inView: pre.getBoundingClientRect().top < window.innerHeight,
        laidOut: pre.querySelector('code')!.checkVisibility({contentVisibilityAuto: true}),
      };
    });
    return blocks.sort((a, b) => b.words.length - a.words.length)[0];
  });
}

/** The words that appear in no text node of Chromium's full accessibility tree. */
async function missingFromAccessibilityTree(page: Page, words: string[]): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const {nodes} = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const text = nodes
    .filter((node) => !node.ignored && (node.role?.value === 'StaticText' || node.role?.value === 'InlineTextBox'))
    .map((node) => String(node.name?.value ?? ''))
    .join(' ');
  const present = new Set(text.match(/[A-Za-z_]{4,}/g) ?? []);
  return words.filter((word) => !present.has(word));
}
