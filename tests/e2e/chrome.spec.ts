import {expect, storageKey, test, visit} from './fixtures';

test.describe('page chrome', () => {
  test('announcement bar stays dismissed after a reload', async ({page}) => {
    await visit(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText('QTrobot V2');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    expect(await storageKey(page, 'docusaurus.announcement.dismiss')).toBeTruthy();
  });

  const dropdowns: [string, string, RegExp][] = [
    ['Visual Scripting', 'Quick Start', /\/docs\/intro_graphical$/],
    ['Visual Scripting', 'Tutorials', /\/docs\/tutorials\/intro_studio$/],
    ['Visual Scripting', 'Blocks Reference', /\/docs\/blocks_api$/],
    ['Coding', 'Quick Start', /\/docs\/intro_code$/],
    ['Coding', 'ROS Tutorials', /\/docs\/tutorials\/intro_ros$/],
    ['Coding', 'Competences', /\/docs\/modules\/display$/],
    ['Coding', 'API References', /\/docs\/api_ros$/],
  ];
  test('each navbar dropdown item opens its page', async ({page}) => {
    for (const [menu, item, url] of dropdowns) {
      await test.step(`${menu} → ${item}`, async () => {
        await visit(page, '/');
        const nav = page.getByRole('navigation', {name: 'Main'});
        await nav.getByRole('button', {name: menu}).hover();
        await nav.locator('.dropdown__menu').filter({visible: true}).getByRole('link', {name: item, exact: true}).click();
        await expect(page).toHaveURL(url);
        await expect(page.locator('article h1'), `${menu} → ${item}`).toBeVisible();
      });
    }
  });

  test('navbar top-level links and the Studio app link', async ({page}) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('link', {name: 'Demos'}).click();
    await expect(page).toHaveURL(/\/demos$/);
    await nav.getByRole('link', {name: 'Support'}).click();
    await expect(page).toHaveURL(/\/support$/);
    await nav.getByRole('button', {name: 'Visual Scripting'}).hover();
    const studio = nav.getByRole('link', {name: /QTrobot Studio app/});
    await expect(studio).toHaveAttribute('target', '_blank');
    await expect(studio).toHaveAttribute('rel', /noopener/);
    await expect(nav.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', 'https://github.com/luxai-qtrobot');
  });

  test('colour mode toggle persists across reloads', async ({page}) => {
    await visit(page, '/docs/intro_code');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    // The toggle cycles system -> light -> dark; click until the dark theme is chosen.
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme-choice')) !== 'dark'; i += 1) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await storageKey(page, 'theme')).toBeTruthy();
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('with no stored choice the system colour scheme is followed', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/docs/intro_code');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('the skip link is the first tab stop and moves focus to the content', async ({page}) => {
    await visit(page, '/docs/intro_code');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(skip).not.toBeFocused();
    // Focus now starts in the main content: the next Tab skips the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(inMain).toBe(true);
  });

  test('footer shows the copyright line', async ({page}) => {
    await visit(page, '/');
    await expect(page.locator('footer')).toContainText('Copyright © 2025 LuxAI S.A.');
  });
});

test.describe('phone layout (375 px)', () => {
  test.use({viewport: {width: 375, height: 800}});

  test('the hamburger opens the docs navigation and the page never scrolls sideways', async ({page}) => {
    await visit(page, '/docs/tutorials/python/python_ros_speech');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Introduction to ROS'})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Introduction to ROS'}).click();
    await expect(page).toHaveURL(/\/docs\/tutorials\/intro_ros$/);
  });
});

test.describe('not found', () => {
  // The browser logs the 404 answer of the document itself.
  test.use({allowErrors: /status of 404/});

  test('an unknown route answers 404 with help to find the page', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(page.getByRole('link', {name: '/docs/v1/no-such-page'})).toBeVisible();
    await expect(page.locator('main').getByRole('link', {name: 'QTrobot V1 docs'})).toHaveAttribute('href', '/docs/v1/intro_code');
  });
});
