import {axeViolations} from './lib/checks';
import {expect, test, visit} from './fixtures';

test.describe('Copy as Markdown', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const [route, title] of [
    ['/docs/intro_code', 'Quick start for coders'],
    ['/docs/v1/tutorials/python/python_ros_speech', 'Make QTrobot V1 speak from Python'],
  ]) {
    test(`copies ${route} as Markdown and confirms it`, async ({page, request}) => {
      await visit(page, route);
      // Its name changes with its state: find it by either.
      const button = page.getByRole('button', {name: /^(Copy as Markdown|Copied)$/});
      await expect(button).toHaveText('Copy as Markdown');
      await button.click();
      await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeVisible();
      await expect(button).toHaveText('Copied');

      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const served = await (await request.get(`${route}.md`)).text();
      expect(copied).toBe(served);
      expect(copied.startsWith(`# ${title}\n`)).toBe(true);
      // The button confirms, then offers itself again.
      await expect(button).toHaveText('Copy as Markdown', {timeout: 10_000});
    });
  }

  test('is labelled and reachable from the keyboard, with no accessibility violation', async ({page}) => {
    await visit(page, '/docs/api_ros');
    const button = page.getByRole('button', {name: 'Copy as Markdown'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeVisible();
    expect(await axeViolations(page, 'Copy as Markdown', {include: 'article > div:has(> button)', rules: 'all'})).toEqual([]);
  });

  test('appears only on doc pages', async ({page}) => {
    await visit(page, '/docs/tutorials/python');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy as Markdown'})).toHaveCount(0);
  });
});

test.describe('Copy as Markdown when the copy cannot be fetched', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write'], allowErrors: /status of 404/});

  test('says so and links to the Markdown file', async ({page, context}) => {
    // On the context, so the request is answered even when the service worker makes it.
    await context.route('**/docs/intro_code.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await visit(page, '/docs/intro_code');
    await page.getByRole('button', {name: 'Copy as Markdown'}).click();
    await expect(page.getByRole('status')).toContainText('Could not copy');
    await expect(page.getByRole('link', {name: 'Open the Markdown'})).toHaveAttribute('href', '/docs/intro_code.md');
  });
});

test.describe('machine-readable files', () => {
  test('are served with text types', async ({request}) => {
    const md = await request.get('/docs/intro_code.md');
    expect(md.status()).toBe(200);
    expect(md.headers()['content-type']).toMatch(/^text\/markdown/);
    const llms = await request.get('/llms.txt');
    expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await llms.text()).toContain('](http');
    expect((await request.get('/llms-full.txt')).status()).toBe(200);
  });
});
