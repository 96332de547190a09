import {expect, storageKey, test, visit} from './fixtures';

test.describe('docs versions', () => {
  test('V1 pages carry the unmaintained banner that points to V2', async ({page}) => {
    await visit(page, '/docs/v1/modules/motors');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('QTrobot V1');
    await expect(banner).toContainText('no longer actively maintained');
    await banner.getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/modules\/motors$/);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('the dropdown switches between the V2 and V1 twins of a page', async ({page}) => {
    await visit(page, '/docs/tutorials/python/python_ros_speech');
    const nav = page.getByRole('navigation', {name: 'Main'});
    const dropdown = nav.locator('.navbar__item.dropdown').filter({hasText: 'QTrobot V2'});
    await dropdown.hover();
    await dropdown.getByRole('link', {name: 'QTrobot V1'}).click();
    await expect(page).toHaveURL(/\/docs\/v1\/tutorials\/python\/python_ros_speech$/);
    await expect(page.locator('article h1')).toContainText('V1');
    const back = nav.locator('.navbar__item.dropdown').filter({hasText: 'QTrobot V1'});
    await back.hover();
    await back.getByRole('link', {name: 'QTrobot V2'}).click();
    await expect(page).toHaveURL(/\/docs\/tutorials\/python\/python_ros_speech$/);
  });

  test('the chosen version is remembered across reloads and used by docs links', async ({page}) => {
    await visit(page, '/docs/intro_code');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.locator('.navbar__item.dropdown').filter({hasText: 'QTrobot V2'}).hover();
    await nav.getByRole('link', {name: 'QTrobot V1'}).click();
    await expect(page).toHaveURL(/\/docs\/v1\/intro_code$/);
    const key = await storageKey(page, 'docs-preferred-version-default');
    expect(key).toBeTruthy();
    expect(await page.evaluate((k) => localStorage.getItem(k!), key)).toBe('QTRD_v1');

    // Leave the docs, reload, and follow a navbar docs link: it leads to the V1 docs.
    await visit(page, '/demos');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await nav.getByRole('button', {name: 'Coding'}).hover();
    await nav.locator('.dropdown__menu').filter({visible: true}).getByRole('link', {name: 'ROS Tutorials'}).click();
    await expect(page).toHaveURL(/\/docs\/v1\/tutorials\/intro_ros$/);
  });

  test.describe('V2-only pages', () => {
    // The one static 404.html is rendered without a docs version; under /docs/v1 the version
    // dropdown hydrates with the V1 label, so React reports a recoverable text mismatch (#418).
    test.use({allowErrors: /status of 404|Minified React error #418/});
    test('do not exist under /docs/v1', async ({page}) => {
      for (const id of ['tutorials/AI/qt_ai_assistant', 'tutorials/python/python_ros_riva']) {
        const response = await page.goto(`/docs/v1/${id}`);
        expect(response?.status()).toBe(404);
      }
    });
  });
});
