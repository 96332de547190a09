import {visibleSidebarEntries} from '../build/lib/nojs';
import {loadHtml, routeFile} from '../build/lib/site';
import {expect, test} from './fixtures';

/**
 * With JavaScript disabled. Every docs page is checked on its built HTML (tests/build/nojs.test.ts);
 * here a browser confirms, on pages with collapsed and open categories, that the links that test
 * counts as visible are the ones a reader sees, and that the navbar menus work without script.
 */
test.use({javaScriptEnabled: false});

for (const route of ['/docs/tutorials/python/python_ros_speech', '/docs/v1/tutorials/python/python_ros_speech']) {
  test(`${route}: the sidebar links shown without script are the ones the HTML check counts, and one leads on`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    // Really without script: React never hydrated the page.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const shown = await sidebar.locator('a.menu__link:visible').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const fromHtml = visibleSidebarEntries(loadHtml(routeFile(route)!)).map((e) => e.href ?? '');
    expect(shown).toEqual(fromHtml);
    // Some categories are collapsed on this page: each one's link is in both lists, its items in neither.
    expect(await sidebar.locator('.menu__list-item--collapsed > div > a.menu__link[href]').count()).toBeGreaterThan(0);

    const next = shown.find((h) => h && h !== route)!;
    await sidebar.locator(`a.menu__link[href="${next}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
    await expect(page.locator('main h1').first()).toBeVisible();
  });
}

test('a Studio program shows its drawing and text version, and no playground button that would do nothing', async ({page}) => {
  await page.goto('/docs/tutorials/graphical/studio_qa');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  await expect(
    page
      .getByRole('img')
      .filter({has: page.locator('[data-drawing]')})
      .first()
      .or(page.locator('main figure img').first()),
  ).toBeVisible();
  // Present in the HTML (so the page does not move when script hydrates it), hidden without script.
  const open = page.locator('main button', {hasText: /in the playground$/});
  expect(await open.count()).toBeGreaterThan(0);
  for (const button of await open.all()) await expect(button).toBeHidden();
});

test('the navbar menus open on hover and lead into the docs', async ({page}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.getByRole('button', {name: 'Coding'}).hover();
  await nav.locator('.dropdown__menu').filter({visible: true}).getByRole('link', {name: 'ROS Tutorials'}).click();
  await expect(page).toHaveURL(/\/docs\/tutorials\/intro_ros$/);
  await expect(page.locator('main h1')).toBeVisible();
});
