import type {Page} from '@playwright/test';
import {EXPECTED_ERROR, expect, test, visit} from './fixtures';
import {batches, builtRoutes, routesContaining} from './lib/builtRoutes';
import {SINGLE_THREADED_V8, TEST_BROWSER, TEST_BROWSER_ARGS} from '../../tools/lib/browser.mjs';
import {axeViolations, enlargedTextProblems, installAxe, recordForeignRequests, sidewaysOverflow} from './lib/checks';

/**
 * The site sweep: every built page is loaded once, and on that one load the browser checks all that
 * holds for every page (no console error, an h1, no request to another origin, no sideways scroll at
 * five widths, axe in light mode, StudioBlocks figures readable as lists, text enlarged to 200% readable
 * at 1280 and 375 px). Contrast is the only rule that depends on the colour mode, so dark mode is
 * checked on one page of each template.
 * What needs no browser (no-JS reading, links, metadata) is checked on the HTML in tests/build.
 */

/**
 * Phone, large phone, tablet, and the widest mobile layouts: Docusaurus switches to the desktop
 * layout above 996 px (its breakpoint is `max-width: 996px`, hard-coded in Infima and the theme).
 */
const WIDTHS = [320, 375, 768, 995, 996];
const DESKTOP = {width: 1280, height: 800};

/** One page of each template, for the checks that depend on the colour mode. */
const TEMPLATES = [
  '/',
  '/docs/intro_code',
  '/docs/tutorials/python/python_ros_speech',
  '/docs/api_ros',
  '/docs/tutorials/graphical/studio_story',
  '/search',
  '/docs/v1/intro_code',
];
const NOT_FOUND = '/docs/no-such-page';

test.use({launchOptions: {executablePath: TEST_BROWSER, args: [...TEST_BROWSER_ARGS, SINGLE_THREADED_V8]}});

const routes = builtRoutes();
const BATCHES = 20;
/** The pages whose HTML holds a StudioBlocks program outline. */
const withFigures = new Set(routesContaining('studio-blocks-outline'));

/** StudioBlocks figures: each is a region named by its caption, its drawing hidden, its program a list. */
async function figureProblems(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  const figures = page.locator('figure:has([data-testid="studio-blocks-outline"])');
  const count = await figures.count();
  if (withFigures.has(route) && count === 0) problems.push(`figure ${route}: the HTML has a program outline, the page shows no figure`);
  for (let n = 0; n < count; n += 1) {
    const figure = figures.nth(n);
    const caption = (await figure.locator('figcaption').textContent())?.trim() ?? '';
    const region = page.getByRole('region', {name: caption, exact: true});
    if (!caption || (await region.count()) === 0) {
      problems.push(`figure ${route} #${n + 1}: no region named by its caption "${caption}"`);
      continue;
    }
    const tree = await region.first().ariaSnapshot();
    if (!/- list/.test(tree) || !/- listitem/.test(tree)) problems.push(`figure ${route} "${caption}": no list in the accessibility tree`);
    if ((await figure.locator('[aria-hidden="true"]').count()) !== 1)
      problems.push(`figure ${route} "${caption}": the drawing is not hidden from the accessibility tree`);
  }
  return problems;
}

/** Console errors and uncaught exceptions, each with the page it happened on. */
function recordConsoleErrors(page: Page, where: () => string): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !EXPECTED_ERROR.test(msg.text())) errors.push(`console ${where()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror ${where()}: ${err.message}`));
  return errors;
}

/** Everything the sweep checks on one page, on one load. */
async function checkPage(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  // Loaded in the phone layout, as most readers in a classroom see it, then widened.
  await page.setViewportSize({width: WIDTHS[0], height: 800});
  await visit(page, route);
  for (const width of WIDTHS) {
    await page.setViewportSize({width, height: 800});
    const {overflow, culprits} = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`overflow ${route} at ${width} px scrolls ${overflow} px sideways: ${culprits.join(', ')}`);
  }
  await page.setViewportSize(DESKTOP);
  await sidewaysOverflow(page);
  if (!(await page.locator('h1').first().isVisible())) problems.push(`h1 ${route}: no visible h1`);
  if ((await page.locator('html').getAttribute('data-theme')) !== 'light') problems.push(`theme ${route}: not in light mode`);
  problems.push(...(await axeViolations(page, `light ${route}`)));
  problems.push(...(await figureProblems(page, route)));
  // Last, as it changes the page: text at 200%, on the desktop and on a phone.
  problems.push(...(await enlargedTextProblems(page, `${route} at ${DESKTOP.width} px`)));
  await page.setViewportSize({width: 375, height: 800});
  await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
  problems.push(...(await enlargedTextProblems(page, `${route} at 375 px`)));
  return problems;
}

test('the sweep covers both docs versions and every top-level page', () => {
  expect(routes.length).toBeGreaterThan(100);
  for (const route of ['/', '/demos', '/support', '/markdown-page', '/docs/intro_code', '/docs/v1/intro_code', '/docs/tags', '/docs/v1/tags', ...TEMPLATES]) {
    expect(routes, route).toContain(route);
  }
  expect([...withFigures]).toEqual(expect.arrayContaining(['/docs/tutorials/graphical/studio_story', '/docs/v1/tutorials/graphical/studio_story']));
});

test.describe('every page, loaded once', () => {
  test.use({colorScheme: 'light'});
  // Twenty tests of about seven pages (25-30 s each): a report stays short, and the sweep, which
  // runs last (its file sorts last but one), leaves the other worker idle for less at the end.
  batches(routes, BATCHES).forEach((group, i) => {
    test(`batch ${i + 1} of ${BATCHES} (${group.length} pages)`, async ({page, baseURL}) => {
      test.setTimeout(group.length * 20_000);
      await installAxe(page.context());
      let current = '';
      const where = () => current;
      const foreign = recordForeignRequests(page.context(), new URL(baseURL!).origin, where);
      const errors = recordConsoleErrors(page, where);
      const problems: string[] = [];
      for (const route of group) {
        current = route;
        problems.push(...(await checkPage(page, route)));
      }
      // The idle-time prefetches of the links on the last page are requests too.
      current = `${group.at(-1)} (idle prefetch)`;
      await page.waitForLoadState('networkidle');
      expect([...errors, ...foreign, ...problems]).toEqual([]);
    });
  });

  test.describe('the not-found page', () => {
    test.use({allowErrors: /status of 404/});
    test('has an h1, no sideways scroll and no axe violation', async ({page}) => {
      await page.setViewportSize({width: WIDTHS[0], height: 800});
      const response = await page.goto(NOT_FOUND);
      expect(response?.status()).toBe(404);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      expect((await sidewaysOverflow(page)).overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize(DESKTOP);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      expect(await axeViolations(page, `light ${NOT_FOUND}`)).toEqual([]);
    });
  });
});

test.describe('dark mode, one page of each template', () => {
  test.use({colorScheme: 'dark', allowErrors: /status of 404/});
  test('axe finds no violation (contrast is what the mode changes)', async ({page}) => {
    test.setTimeout(TEMPLATES.length * 25_000);
    await installAxe(page.context());
    const problems: string[] = [];
    for (const route of [...TEMPLATES, NOT_FOUND]) {
      await page.goto(route);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect(page.locator('html'), route).toHaveAttribute('data-theme', 'dark');
      problems.push(...(await axeViolations(page, `dark ${route}`)));
    }
    expect(problems).toEqual([]);
  });

  test('the axe check catches a contrast failure, so a silent pass means a clean page', async ({page}) => {
    await visit(page, '/docs/intro_code');
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'axe-probe';
      p.textContent = 'Dark grey text on the dark page background';
      p.style.color = '#333';
      document.querySelector('.markdown')!.append(p);
    });
    expect((await axeViolations(page, 'dark probe')).join('\n')).toContain('axe color-contrast');
  });
});
