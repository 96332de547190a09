import fs from 'node:fs';
import type {BrowserContext, Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

/** Page checks shared by the site sweep and the specs that look at one page more closely. */

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the site promises to meet. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe in every page the context opens, before the page's own scripts. For a test that runs axe
 * on many pages: compiling axe on each call instead costs about 0.1-0.2 s more a page.
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript(AXE_SOURCE);
}

/** What one axe run looks at: WCAG rules only (the default) or every rule, and which part of the page. */
export type AxeScope = {
  /** A CSS selector: only this part of the page. */
  include?: string;
  /** `all`: every rule axe has, best practices included; otherwise the WCAG A/AA tags above. */
  rules?: 'wcag' | 'all';
  /** Rules known to fail on markup that is not ours (each with its reason where it is used). */
  disable?: string[];
};

/**
 * Runs axe once on the current page, collecting only violations, one line per failing node. axe runs
 * in the page itself (the page's frames are the site's own; it has no iframes to merge results from).
 */
export async function axeViolations(page: Page, label: string, scope: AxeScope = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    ...(scope.rules === 'all' ? {} : {runOnly: {type: 'tag', values: WCAG_TAGS}}),
    resultTypes: ['violations'],
    // No second download of every style sheet: only css-orientation-lock reads them, and
    // tests/build/a11y.test.ts checks that on the built CSS (about 0.1 s a page).
    preload: false,
    rules: Object.fromEntries((scope.disable ?? []).map((id) => [id, {enabled: false}])),
  };
  // Colours mid-transition (a colour mode just switched, a menu fading in) are not the page's: axe runs once
  // the finite animations and transitions have ended (at most 2 s).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const results = await page.evaluate(
    ({include, options}) =>
      (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<AxeResults>}}).axe.run(
        include ? {include: [include]} : document,
        options,
      ),
    {include: scope.include, options},
  );
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) => `axe ${v.id} [${v.impact ?? ''}] ${label} ${node.target.join(' ')}: ${(node.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 240)}`,
    ),
  );
}

/**
 * How far the page scrolls sideways, and the outermost elements that stick out past the
 * viewport without a scrolling ancestor to hold them (the culprits to fix). Waits for the layout
 * and React's re-render after a resize first.
 */
export async function sidewaysOverflow(page: Page): Promise<{overflow: number; culprits: string[]}> {
  return page.evaluate(async () => {
    // Two frames, or 100 ms when the browser draws none (a headless page may produce no frame).
    await new Promise((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      setTimeout(resolve, 100);
    });
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const walk = (el: Element) => {
      for (const child of el.children) {
        if (!child.checkVisibility()) continue;
        const box = child.getBoundingClientRect();
        if (box.right > width + 1 && box.width > 0) {
          const name = `${child.tagName.toLowerCase()}${child.id ? `#${child.id}` : ''}.${[...child.classList].join('.')}`;
          if (!child.firstElementChild || box.left < width) culprits.push(`${name} (right edge ${Math.round(box.right)} px)`);
          if (culprits.length >= 5) return;
        }
        if (!scrolls(child)) walk(child);
      }
    };
    if (root.scrollWidth > width) walk(document.body);
    return {overflow: root.scrollWidth - width, culprits: culprits.slice(0, 5)};
  });
}

/** Records every request of the context to an origin other than the site's, with the page it came from. */
export function recordForeignRequests(context: BrowserContext, siteOrigin: string, where: () => string): string[] {
  const foreign: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== siteOrigin) foreign.push(`request ${where()}: ${request.resourceType()} ${url.href}`);
  });
  return foreign;
}

/**
 * Text enlarged to 200% (WCAG 1.4.4), as a reader's browser setting does it: the root font size
 * doubles and everything sized in rem follows. Problems: body text that did not grow, sideways
 * scroll, an h1 not fully in view, headings or paragraphs sticking out of the viewport (text inside
 * a scrolling region, a code block or a table may scroll). Leaves the page at 200%.
 */
export async function enlargedTextProblems(page: Page, label: string): Promise<string[]> {
  const result = await page.evaluate(async () => {
    // Body text where the page has some; the h1 on pages that are only a heading and links or a form.
    const sample = () => document.querySelector('#__docusaurus_skipToContent_fallback :is(p, li)') ?? document.querySelector('h1')!;
    const textSize = () => parseFloat(getComputedStyle(sample()).fontSize);
    const before = textSize();
    document.documentElement.style.fontSize = '200%';
    await new Promise((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      setTimeout(resolve, 100);
    });
    const width = document.documentElement.clientWidth;
    const box = document.querySelector('h1')?.getBoundingClientRect();
    const clipped = [...document.querySelectorAll('#__docusaurus_skipToContent_fallback :is(h1, h2, h3, p)')]
      .filter((el) => el.checkVisibility() && !el.closest('[role="region"], pre, table'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < -1 || r.right > width + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 30)}"`);
    return {
      before,
      after: textSize(),
      overflow: document.documentElement.scrollWidth - width,
      h1: box ? box.width > 0 && box.left >= 0 && box.right <= width + 1 : false,
      clipped: clipped.slice(0, 3),
    };
  });
  const problems: string[] = [];
  if (result.after < result.before * 1.9) problems.push(`text 200% ${label}: body text only grew from ${result.before} to ${result.after} px`);
  if (result.overflow > 0) problems.push(`text 200% ${label}: scrolls ${result.overflow} px sideways`);
  if (!result.h1) problems.push(`text 200% ${label}: the h1 is not fully in view`);
  if (result.clipped.length > 0) problems.push(`text 200% ${label}: text sticks out of the viewport: ${result.clipped.join(', ')}`);
  return problems;
}
