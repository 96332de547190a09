import {describe, expect, it} from 'vitest';
import {CORE_V2_DOCS} from './routes';
import {hiddenWithoutScript, visibleSidebarEntries} from './lib/nojs';
import {fileRoute, htmlFiles, isRedirectFile, loadHtml, routeFile} from './lib/site';

/**
 * Without JavaScript the server-rendered HTML is the whole site: every docs page must be readable
 * and its sidebar must lead on. Collapsed sidebar categories cannot be opened without script, so
 * each one has to be a link (to its generated index page). Checked on the built HTML; one page is
 * checked in a browser with script off too (tests/e2e/nojs.spec.ts), which anchors what "visible"
 * means here: not inside an element the server rendered with `display: none`.
 */

const docFiles = htmlFiles()
  .filter((file) => !isRedirectFile(file))
  .filter((file) => {
    const route = fileRoute(file);
    return route.startsWith('/docs/') && !/^\/docs(\/v1)?\/tags(\/|$)/.test(route);
  });

describe('reading without JavaScript', () => {
  it('lists the docs pages of both versions', () => {
    const routes = docFiles.map(fileRoute);
    expect(routes.length).toBeGreaterThanOrEqual(100);
    expect(routes).toEqual(expect.arrayContaining(['/docs/intro_code', '/docs/v1/intro_code', '/docs/tutorials/python']));
  });

  it('every docs page has its h1 and its text in the HTML', () => {
    const problems: string[] = [];
    for (const file of docFiles) {
      const $ = loadHtml(file);
      const route = fileRoute(file);
      const h1 = $('main h1').first();
      if (!h1.length || !h1.text().trim() || hiddenWithoutScript($, h1[0])) problems.push(`${route}: no h1 in main`);
      if ($('main').text().replace(/\s+/g, ' ').trim().length <= 150) problems.push(`${route}: main holds 150 characters or fewer`);
    }
    expect(problems).toEqual([]);
  });

  it('every docs sidebar shows links into the docs, no collapsed category is a dead end, and every link leads to a page', () => {
    const problems: string[] = [];
    const targets = new Set<string>();
    for (const file of docFiles) {
      const route = fileRoute(file);
      const entries = visibleSidebarEntries(loadHtml(file));
      const dead = entries.filter((e) => e.deadEnd).map((e) => e.label);
      if (dead.length) problems.push(`${route}: collapsed categories without a link: ${dead.join(', ')}`);
      const hrefs = entries.map((e) => e.href).filter((h): h is string => Boolean(h));
      if (!hrefs.length) problems.push(`${route}: no sidebar link shown`);
      for (const href of hrefs) {
        if (!href.startsWith('/docs/')) problems.push(`${route}: sidebar link ${href} leaves the docs`);
        targets.add(href);
      }
    }
    for (const href of targets) {
      const target = routeFile(href);
      if (!target) problems.push(`sidebar link ${href}: no such page`);
      else if (!loadHtml(target)('main h1').length) problems.push(`sidebar link ${href}: the page has no h1`);
    }
    expect(problems).toEqual([]);
    expect(targets.size).toBeGreaterThan(50);
  });

  it('the core V2 docs are each reachable from the sidebar of the pages of their section', () => {
    const linked = new Set(docFiles.flatMap((file) => visibleSidebarEntries(loadHtml(file)).map((e) => e.href)));
    expect(CORE_V2_DOCS.filter((id) => !linked.has(`/docs/${id}`))).toEqual([]);
  });
});
