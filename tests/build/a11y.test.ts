import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD, htmlFiles, loadHtml} from './lib/site';

/** Text alternatives and heading structure, read from every page of the production build. */
describe('accessible content in the build', () => {
  const files = htmlFiles();
  const rel = (file: string) => path.relative(BUILD, file);

  it('checks every page', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  // axe's css-orientation-lock rule, checked here on the stylesheets themselves: the browser sweep runs
  // axe without loading the style sheets a second time (its `preload`), which that rule needs.
  it('never locks the display orientation: no style sheet or style element depends on it (WCAG 1.3.4)', () => {
    const css = fs
      .readdirSync(path.join(BUILD, 'assets', 'css'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => ({where: `assets/css/${f}`, text: fs.readFileSync(path.join(BUILD, 'assets', 'css', f), 'utf8')}));
    for (const file of files) {
      const $ = loadHtml(file);
      $('style').each((_, style) => void css.push({where: rel(file), text: $(style).text()}));
      $('[style]').each((_, el) => void css.push({where: rel(file), text: $(el).attr('style') ?? ''}));
    }
    expect(css.length).toBeGreaterThan(0);
    expect(css.filter(({text}) => /orientation\s*:\s*(portrait|landscape)/i.test(text)).map(({where}) => where)).toEqual([]);
  });

  it('gives every image a text alternative, or marks it decorative', () => {
    const bad: string[] = [];
    for (const file of files) {
      const $ = loadHtml(file);
      $('img').each((_, img) => {
        const alt = $(img).attr('alt');
        const decorative = alt === '' && (['presentation', 'none'].includes($(img).attr('role') ?? '') || $(img).attr('aria-hidden') === 'true');
        if (decorative || (alt && alt.trim().length > 0)) return;
        bad.push(`${rel(file)}: <img src="${$(img).attr('src')}" alt=${alt === undefined ? '(missing)' : '""'}>`);
      });
      $('svg[role="img"]').each((_, svg) => {
        const label = $(svg).attr('aria-label')?.trim();
        const labelledBy = ($(svg).attr('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
        const named = label || labelledBy.some((id) => $(`[id="${id}"]`).text().trim());
        if (!named) bad.push(`${rel(file)}: <svg role="img"> without a name`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('hides every StudioBlocks drawing from screen readers and gives it a captioned text outline', () => {
    const bad: string[] = [];
    let figures = 0;
    for (const file of files) {
      const $ = loadHtml(file);
      $('[data-testid="studio-blocks-outline"]').each((_, outline) => {
        figures += 1;
        const region = $(outline).parent();
        const caption = $(`[id="${region.attr('aria-labelledby')}"]`).text().trim();
        const where = `${rel(file)} figure ${figures}`;
        if (region.attr('role') !== 'region' || !caption) bad.push(`${where}: the scrolling region is not named by a caption`);
        if (region.children('[aria-hidden="true"]').length !== 1) bad.push(`${where}: the drawing is not hidden from screen readers`);
        const items = $(outline).find('li');
        if ($(outline).find('ol, ul').length === 0 || items.length === 0) bad.push(`${where}: the outline has no list`);
        if (items.toArray().some((li) => $(li).text().trim() === '')) bad.push(`${where}: an outline item is empty`);
      });
    }
    expect(figures).toBeGreaterThan(20);
    expect(bad).toEqual([]);
  });

  it('opens every page with its h1: no heading comes before it', () => {
    const bad: string[] = [];
    for (const file of files) {
      const $ = loadHtml(file);
      const first = $('#__docusaurus_skipToContent_fallback').find('h1, h2, h3, h4, h5, h6').first();
      if (first.length > 0 && first.prop('tagName')?.toLowerCase() !== 'h1') bad.push(`${rel(file)}: first heading is ${first.prop('tagName')} "${first.text().slice(0, 40)}"`);
    }
    expect(bad).toEqual([]);
  });
});
