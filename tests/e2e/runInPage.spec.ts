import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';
import {axeViolations} from './lib/checks';
import {fakeRosbridge} from './lib/fakeRosbridge';

/**
 * "Run in the page" (src/features/virtual-robot/run): a program of the docs runs in a sandboxed srcdoc frame against
 * a rosbridge endpoint in the page. Here the endpoint is the test double of tests/e2e/lib/fakeRosbridge.ts, put where
 * the runner looks first in test builds (`qtdocsTestRosbridge`), so the test can read every message the program
 * sends; tests/e2e/virtual-robot.spec.ts runs a program against the virtual QTrobot itself.
 * The whole page runs under the site's CSP <meta>, which the frame inherits: a blocked frame script would leave
 * the program silent and fail the test.
 */

declare global {
  interface Window {
    qtdocsTestRosbridgeLog?: string[];
    qtViolations?: string[];
  }
}

async function withFakeRobot(page: Page): Promise<void> {
  await page.addInitScript(`
    window.qtdocsTestRosbridgeLog = [];
    window.qtdocsTestRosbridge = (${fakeRosbridge.toString()})(window.qtdocsTestRosbridgeLog);
    window.qtViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.qtViolations.push(e.violatedDirective + ' ' + e.blockedURI));
  `);
}

const TUTORIAL = '/docs/tutorials/javascript/js_ros_interfaces';

test.describe('in the page', () => {
  // The frame's refusal of an injected script is reported on the console; that is the point of it.
  test.use({allowErrors: /Content Security Policy/});

  test('runs the tutorial’s web page against the robot in a sandboxed frame, shows its console and stops it', async ({page, context}) => {
    await withFakeRobot(page);
    await visit(page, TUTORIAL);
    // What the site keeps for itself: the program must not be able to read either.
    await page.evaluate(() => localStorage.setItem('qtdocs-secret', 'site only'));
    await context.addCookies([{name: 'qtdocs_secret', value: 'site-only', url: page.url()}]);

    await page.getByRole('button', {name: 'Run index.html in the page'}).click();
    const runner = page.getByRole('region', {name: 'index.html running in the page'});
    const stop = runner.getByRole('button', {name: 'Stop index.html'});
    await expect(stop).toBeFocused();
    const iframe = runner.locator('iframe');
    await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
    const program = page.frameLocator('iframe[title="index.html, running against the virtual QTrobot"]');

    // The program's own page, connected through its WebSocket (to the address it names) to the endpoint.
    await expect(program.locator('#status')).toHaveText('connected to ws://192.168.100.2:9091');
    await expect(program.locator('#joints')).toContainText('HeadYaw');
    await expect(runner.getByRole('status')).toHaveText(/connected to the virtual QTrobot/);
    await program.getByRole('button', {name: 'Say it and wait (service)'}).click();
    await program.getByRole('button', {name: 'Show QT/happy'}).click();
    const log = runner.getByRole('log', {name: 'Console output of index.html'});
    await expect(log).toContainText('say-wait: status true');
    await expect(log).toContainText('happy: status true');
    expect(await page.evaluate(() => window.qtdocsTestRosbridgeLog)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^call_service \/qt_robot\/speech\/say \{"message":"Hello! I am talking to a web page\."\}/)]),
    );

    // The frame's opaque origin: no storage, no cookies, no way into the site's page.
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    const reach = await frame.evaluate(() => {
      const attempt = (read: () => unknown) => {
        try {
          return `read ${String(read())}`;
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        origin: self.origin,
        localStorage: attempt(() => localStorage.getItem('qtdocs-secret')),
        cookie: attempt(() => document.cookie),
        parentPage: attempt(() => window.parent.document.title),
      };
    });
    expect(reach).toEqual({origin: 'null', localStorage: 'SecurityError', cookie: 'SecurityError', parentPage: 'SecurityError'});
    // The frame runs under the page's hash-locked policy: a script that is not one of the program's does not run.
    const injected = await frame.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.qtInjected = true';
      document.head.append(script);
      return (window as Window & {qtInjected?: boolean}).qtInjected ?? false;
    });
    expect(injected).toBe(false);

    expect(await axeViolations(page, 'runner, light', {include: '.qt-run'})).toEqual([]);
    // The toggle cycles system -> light -> dark.
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme-choice')) !== 'dark'; i += 1) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page, 'runner, dark', {include: '.qt-run'})).toEqual([]);

    // At 320 px the runner and its frame fit: nothing sticks out sideways.
    await page.setViewportSize({width: 320, height: 700});
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await stop.click();
    await expect(iframe).toHaveCount(0);
    await expect(runner.getByRole('status')).toHaveText('Stopped.');
    await expect(runner.getByRole('button', {name: 'Run index.html again'})).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.qtdocsTestRosbridgeLog!.at(-1))).toBe('closed');
    await expect(log).toContainText('happy: status true');

    expect(await page.evaluate(() => window.qtViolations)).toEqual([]);
  });
});

test.describe('offline', () => {
  // The service worker keeps the runner chunk; these specs otherwise block workers (playwright.config.ts).
  test.use({serviceWorkers: 'allow', allowErrors: /^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/});

  test('a program that ran once runs again offline, after a reload', async ({page, context}) => {
    await withFakeRobot(page);
    await visit(page, '/docs/api_js');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const run = async () => {
      await page.getByRole('button', {name: 'Run connect.js in the page'}).click();
      await expect(page.getByRole('log', {name: 'Console output of connect.js'})).toContainText('Connected to QTrobot');
      await page.getByRole('button', {name: 'Stop connect.js'}).click();
    };
    await run();
    await expect
      .poll(() => page.evaluate(() => caches.match(new URL('/docs/api_js', location.origin).href).then(Boolean)), {message: 'the page is kept'})
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await run();
    expect(await page.evaluate(() => window.qtViolations)).toEqual([]);
  });
});
