import {AxeBuilder} from '@axe-core/playwright';
import type {BrowserContext, Page} from '@playwright/test';

/** Page checks shared by the site sweep and the specs that look at one page more closely. */

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the site promises to meet. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe once on the current page, collecting only violations, one line per failing node. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // options() replaces the whole options object, withTags() included: one object holds both.
  // Legacy mode runs axe.run in the page itself. The default mode opens a second page per call to
  // merge the frames' results: 3-4 times slower here (speech tutorial 4.5-7.2 s against 1.5-1.7 s,
  // api_ros 6.1-6.9 against 2.1-3.4), for iframes that the site does not have.
  const results = await new AxeBuilder({page})
    .options({runOnly: {type: 'tag', values: WCAG_TAGS}, resultTypes: ['violations']})
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `axe ${v.id} [${v.impact ?? ''}] ${label} ${node.target.join(' ')}: ${(node.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 240)}`),
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
