import {expect, test, visit} from './fixtures';
import {batches, routesContaining} from './lib/builtRoutes';

/**
 * StudioBlocks drawings in the browser's accessibility tree: each figure is a region named by its
 * caption, the coloured drawing is hidden, and the program is read out as nested lists.
 */
const routes = routesContaining('studio-blocks-outline');

test('StudioBlocks figures are found on the Studio pages of both versions', () => {
  expect(routes).toContain('/docs/tutorials/graphical/studio_story');
  expect(routes).toContain('/docs/v1/tutorials/graphical/studio_story');
});

batches(routes, 2).forEach((group, i) => {
  test(`StudioBlocks figures expose their program as a list (batch ${i + 1})`, async ({page}) => {
    test.setTimeout(group.length * 15_000);
    const problems: string[] = [];
    let checked = 0;
    for (const route of group) {
      await visit(page, route);
      const figures = page.locator('figure:has([data-testid="studio-blocks-outline"])');
      const count = await figures.count();
      for (let n = 0; n < count; n += 1) {
        const figure = figures.nth(n);
        const caption = (await figure.locator('figcaption').textContent())?.trim() ?? '';
        const region = page.getByRole('region', {name: caption, exact: true});
        if (!caption || (await region.count()) === 0) {
          problems.push(`${route} figure ${n + 1}: no region named by its caption "${caption}"`);
          continue;
        }
        const tree = await region.first().ariaSnapshot();
        if (!/- list/.test(tree) || !/- listitem/.test(tree)) problems.push(`${route} "${caption}": no list in the accessibility tree`);
        // The drawing itself is aria-hidden (checked in the build tests): the region holds only the outline.
        const hidden = await figure.locator('[aria-hidden="true"]').count();
        if (hidden !== 1) problems.push(`${route} "${caption}": the drawing is not hidden from the accessibility tree`);
        checked += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(group.length - 1);
  });
});
