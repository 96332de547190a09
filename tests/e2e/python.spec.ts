import {expect, test, visit} from './fixtures';
import {axeViolations} from './lib/checks';

/**
 * Python in the page (src/features/virtual-robot/python): the reader's side of a run on the V2 pages. Every program's
 * verdict against the virtual QTrobot is `npm run test:python`'s; here, what the reader sees and uses.
 */
test.describe('Python in the page', () => {
  test('loads on the click with a progress bar, runs with the robot drawn beside it, takes input, is accessible, and stays loaded', async ({page}) => {
    test.setTimeout(120_000);
    const python: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/(pyodide\/|js\/(vrobot-python|qtdocs-python)\.)/.test(new URL(r.url()).pathname)) python.push(r.url());
    });
    await visit(page, '/docs/tutorials/python/python_ros_record');
    // Nothing of Python before the click.
    expect(python).toEqual([]);
    await page.getByRole('button', {name: 'Run gesture_record.py in the page'}).click();
    const runner = page.getByRole('region', {name: 'gesture_record.py running in the page'});
    await expect(runner.getByRole('progressbar', {name: 'Loading Python for gesture_record.py'})).toBeVisible();
    await expect(page.getByRole('complementary', {name: 'Virtual QTrobot'})).toBeVisible();
    // The program asks for Enter three times (record, stop and save, play): the reader types in the input field.
    for (let i = 0; i < 3; i += 1) {
      await expect(runner.getByRole('status')).toHaveText('gesture_record.py waits for a line of input.', {timeout: 60_000});
      await runner.getByRole('textbox', {name: 'Input'}).press('Enter');
    }
    await expect(runner.getByRole('status')).toHaveText('gesture_record.py ended with exit status 0.', {timeout: 60_000});
    await expect(runner.getByRole('log')).toContainText('my_wave');
    expect(python.some((u) => u.endsWith('pyodide.asm.wasm'))).toBe(true);

    expect(await axeViolations(page, 'python runner, light', {include: '.qt-run'})).toEqual([]);
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme-choice')) !== 'dark'; i += 1) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page, 'python runner, dark', {include: '.qt-run'})).toEqual([]);

    // Run again, and a program of the page the reader opens next: the Python loaded for the first run runs them, at once.
    const loaded = python.length;
    await runner.getByRole('button', {name: 'Run gesture_record.py again'}).click();
    await expect(runner.getByRole('status')).toHaveText('gesture_record.py waits for a line of input.', {timeout: 10_000});
    await runner.getByRole('button', {name: 'Stop gesture_record.py'}).click();
    await expect(runner.getByRole('status')).toHaveText('Stopped.');
    await page.locator('a.pagination-nav__link--prev').click();
    await expect(page).toHaveURL(/python_ros_hands$/);
    await page.getByRole('button', {name: 'Run hands_print.py in the page'}).click();
    const next = page.getByRole('region', {name: 'hands_print.py running in the page'});
    await expect(next.getByRole('status')).toHaveText('Running hands_print.py.', {timeout: 10_000});
    await expect(next.getByRole('progressbar')).toHaveCount(0);
    expect(python.slice(loaded)).toEqual([]);

    // On a phone the runner fits its column: nothing sticks out sideways, and the dock (across the bottom) leaves the
    // runner's buttons reachable: the page scrolls them above it.
    await page.setViewportSize({width: 375, height: 800});
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // hands_print.py spins until stopped.
    await next.getByRole('button', {name: 'Stop hands_print.py'}).click({timeout: 10_000});
    await expect(next.getByRole('status')).toHaveText('Stopped.');
    await next.getByRole('button', {name: 'Run hands_print.py again'}).click({timeout: 10_000});
    await expect(next.getByRole('status')).toHaveText('Running hands_print.py.');
    await next.getByRole('button', {name: 'Stop hands_print.py'}).click({timeout: 10_000});
    await expect(next.getByRole('status')).toHaveText('Stopped.');
  });

  test('a program the page cannot run says why, in place of the button; a browser without JSPI says why on the click', async ({page}) => {
    await visit(page, '/docs/modules/camera');
    await expect(page.getByRole('note').filter({hasText: 'save_snapshot.py does not run in the page:'})).toContainText('OpenCV (cv2) and cv_bridge');
    await expect(page.getByRole('button', {name: 'Run save_snapshot.py in the page'})).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Run print_faces.py in the page'})).toBeVisible();

    // A browser without WebAssembly JavaScript Promise Integration (Safari, for one) is told so on the click, and
    // downloads no Python.
    const python: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/(pyodide\/|js\/qtdocs-python\.)/.test(new URL(r.url()).pathname)) python.push(r.url());
    });
    await page.addInitScript(() => delete (WebAssembly as {Suspending?: unknown}).Suspending);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', {name: 'Run print_faces.py in the page'}).click();
    await expect(page.getByRole('region', {name: 'print_faces.py running in the page'}).getByRole('status')).toContainText(
      'print_faces.py cannot run in this browser: Python in the page waits for the robot with WebAssembly JavaScript Promise Integration (JSPI)',
    );
    expect(python).toEqual([]);
  });

  test("a program reaches none of the site's storage, and Stop ends one that never waits", async ({page}) => {
    test.setTimeout(120_000);
    // A test-only page (src/pages/e2e/python-sandbox.tsx) runs the test's programs through the docs' runner.
    await visit(page, '/e2e/python-sandbox');
    await page.getByRole('button', {name: 'Load probe.py'}).click();
    const probe = page.getByRole('region', {name: 'probe.py running in the page'});
    await expect(probe.getByRole('status')).toHaveText('probe.py ended with exit status 0.', {timeout: 90_000});
    const log = probe.getByRole('log');
    for (const hidden of ['indexedDB', 'caches', 'localStorage', 'document', 'cookieStore']) await expect(log).toContainText(`${hidden} None`);
    await expect(log).toContainText('navigator True');

    await page.getByRole('button', {name: 'Load busy.py'}).click();
    const busy = page.getByRole('region', {name: 'busy.py running in the page'});
    await expect(busy.getByRole('log')).toContainText('spinning', {timeout: 30_000});
    await busy.getByRole('button', {name: 'Stop busy.py'}).click();
    await expect(busy.getByRole('status')).toHaveText('Stopped: the program did not return to a wait within 1.5 s, so its worker was ended.');
    // The ended worker is not kept: the next run starts Python afresh, and it runs.
    await page.getByRole('button', {name: 'Load probe.py'}).click();
    await expect(probe.getByRole('status')).toHaveText('probe.py ended with exit status 0.', {timeout: 90_000});
    await expect(probe.getByRole('log')).toContainText('indexedDB None');
  });
});
