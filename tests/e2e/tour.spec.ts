import {CORE_V2_DOCS, PAGE_ROUTES, V1_DOCS, V2_DOCS} from '../build/routes';
import {expect, test, visit} from './fixtures';

const routes = [
  ...PAGE_ROUTES.filter((r) => r !== '/404'),
  ...V2_DOCS.map((id) => `/docs/${id}`),
  ...V1_DOCS.map((id) => `/docs/v1/${id}`),
  '/docs/tags',
];

test.describe('tour of every page', () => {
  // One test per chunk of pages keeps the report short while still visiting every page.
  const size = 12;
  for (let i = 0; i < routes.length; i += size) {
    const chunk = routes.slice(i, i + size);
    test(`pages ${i + 1}-${i + chunk.length} render without console errors`, async ({page}) => {
      for (const route of chunk) {
        await visit(page, route);
        await expect(page.locator('h1').first(), route).toBeVisible();
      }
    });
  }

  test('the core docs are reachable through their sidebars', async ({page}) => {
    await visit(page, '/docs/modules/display');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    for (const label of ['Face and Emotion', 'Motors', 'Camera', 'Microphone', 'Speakers', 'Processor']) {
      await expect(sidebar.getByRole('link', {name: new RegExp(label, 'i')}).first()).toBeVisible();
    }
    expect(CORE_V2_DOCS.length).toBe(14);
  });
});

test.describe('error screens', () => {
  test.use({allowErrors: /Deliberate crash|The above error occurred|React will try to recreate/});

  test('a crashing page shows the crash screen and recovers with Try again', async ({page}) => {
    await visit(page, '/e2e/crash');
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Deliberate crash for the e2e test').first()).toBeVisible();
    // The error chain: the thrown error and its cause, in order.
    await expect(page.getByText(/Deliberate crash[\s\S]*Cause:\s*Simulated cause: the robot did not answer/)).toBeVisible();
    await page.evaluate(() => {
      window.qtCrashTestFixed = true;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The page rendered normally.')).toBeVisible();
  });
});
