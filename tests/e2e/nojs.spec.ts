import {expect, test} from './fixtures';
import {builtDocsRoutes, chunks} from './lib/builtRoutes';

/**
 * With JavaScript disabled, the server-rendered HTML is the whole site: every docs page must be
 * readable and its sidebar must lead on. Collapsed sidebar categories cannot be opened without
 * script, so each one has to be a link (to its generated index page).
 */
test.use({javaScriptEnabled: false});

const docs = builtDocsRoutes();

test('the docs pages are all listed', () => {
  expect(docs.length).toBeGreaterThanOrEqual(100);
  expect(docs).toEqual(expect.arrayContaining(['/docs/intro_code', '/docs/v1/intro_code', '/docs/tutorials/python']));
});

for (const [i, group] of chunks(docs, 10).entries()) {
  test(`docs pages ${i * 10 + 1}-${i * 10 + group.length} are readable and their sidebar links navigate`, async ({page, request}) => {
    const targets = new Set<string>();
    for (const route of group) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      // Really without script: React never hydrated the page.
      await expect(page.locator('html'), route).toHaveAttribute('data-has-hydrated', 'false');
      await expect(page.locator('main h1').first(), route).toBeVisible();
      expect((await page.locator('main').innerText()).length, route).toBeGreaterThan(150);

      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      await expect(sidebar.locator('a.menu__link').first(), route).toBeVisible();
      const entries = await sidebar.locator('a.menu__link:visible').evaluateAll((links) =>
        links.map((a) => ({
          href: a.getAttribute('href'),
          label: (a.textContent ?? '').trim(),
          // A category without a link is a dead end when it is collapsed and cannot be expanded.
          deadEnd: !a.getAttribute('href') && Boolean(a.closest('.menu__list-item--collapsed')),
        })),
      );
      expect(entries.filter((e) => e.deadEnd).map((e) => e.label), route).toEqual([]);
      const visible = entries.map((e) => e.href).filter((h): h is string => Boolean(h));
      expect(visible.length, route).toBeGreaterThan(0);
      for (const href of visible) expect(href, route).toMatch(/^\/docs\//);
      visible.forEach((h) => targets.add(h));

      // Follow one sidebar link the way a reader would: a plain full-page navigation.
      const next = visible.find((h) => h !== route);
      if (next) {
        await sidebar.locator(`a.menu__link[href="${next}"]`).first().click();
        await expect(page, `${route} -> ${next}`).toHaveURL(new RegExp(`${next}$`));
        await expect(page.locator('main h1').first()).toBeVisible();
      }
    }
    for (const href of targets) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
}

test('the navbar menus open on hover and lead into the docs', async ({page}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.getByRole('button', {name: 'Coding'}).hover();
  await nav.locator('.dropdown__menu').filter({visible: true}).getByRole('link', {name: 'ROS Tutorials'}).click();
  await expect(page).toHaveURL(/\/docs\/tutorials\/intro_ros$/);
  await expect(page.locator('main h1')).toBeVisible();
});
