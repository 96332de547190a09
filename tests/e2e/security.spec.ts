import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test, visit} from './fixtures';
import {serveBuild} from '../../tools/lib/localServer.mjs';

/**
 * The Content-Security-Policy: every page carries it as a <meta> (so the whole e2e suite, served
 * by `docusaurus serve`, runs under it and fails on any violation the console reports), and hosts
 * send the header form from build/_headers, which adds frame-ancestors.
 */

declare global {
  interface Window {
    qtViolations?: string[];
    qtPwned?: boolean;
  }
}

const BUILD = path.resolve(__dirname, '../../build');

/** The headers hosts are told to send, as written by src/plugins/csp into build/_headers. */
function hostHeaders(): Record<string, string> {
  const lines = fs.readFileSync(path.join(BUILD, '_headers'), 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .filter((l) => /^\s+[\w-]+:/.test(l))
      .map((l) => {
        const i = l.indexOf(':');
        return [l.slice(0, i).trim(), l.slice(i + 1).trim()];
      }),
  );
}

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.qtViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.qtViolations!.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.qtViolations ?? []);

test.describe('Content-Security-Policy', () => {
  // The blocked attempts below are reported on the console; that is the point of them.
  test.use({allowErrors: /Content Security Policy/});

  test('blocks inline script, inline handlers and scripts from other hosts injected into a page', async ({page}) => {
    await recordViolations(page);
    await visit(page, '/docs/intro_code');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self' 'sha256-");
    expect(await violations(page), 'the page itself needs nothing the policy forbids').toEqual([]);

    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.qtPwned = true';
      document.body.append(inline);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.qtPwned = true');
      img.src = 'data:,not-an-image';
      document.body.append(img);
      const remote = document.createElement('script');
      remote.src = 'https://evil.example/x.js';
      document.body.append(remote);
    });
    await expect
      .poll(() => violations(page))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^script-src-elem inline/),
          expect.stringMatching(/^script-src-attr inline/),
          expect.stringMatching(/^script-src-elem https:\/\/evil\.example/),
        ]),
      );
    expect(await page.evaluate(() => window.qtPwned)).toBeUndefined();
  });
});

test.describe('served with the header form of the policy', () => {
  // The 404 page answers with its status; framing the site is refused (both on the console).
  test.use({allowErrors: /status of 404|Content Security Policy|frame-ancestors|Refused to (frame|display)/});

  test('a tour of the site raises no violation, and no other site can frame it', async ({page}) => {
    test.setTimeout(90_000);
    const headers = hostHeaders();
    expect(Object.keys(headers)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy']));
    const server = await serveBuild(BUILD, {headers});
    try {
      await recordViolations(page);
      const response = await page.goto(`${server.origin}/docs/intro_code`);
      expect(response?.headers()['content-security-policy']).toBe(headers['Content-Security-Policy']);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // Every page carries the same policy as a <meta> (tests/build/security.test.ts), under which the
      // whole e2e suite runs, the sweep loading every page: here the pages whose loading differs (the
      // home, a V1 page, the not-found page) and, below, interactions that load code.
      for (const route of ['/', '/docs/v1/modules/motors', '/no-such-page']) {
        await page.goto(`${server.origin}${route}`);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await violations(page), route).toEqual([]);
      }
      // Interactions that load code or change the page.
      await page.goto(`${server.origin}/docs/api_ros`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.getByRole('tab', {name: 'C++'}).first().click();
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link').nth(1).click();
      await expect(page.locator('article h1')).toBeVisible();
      await page.goto(`${server.origin}/e2e/lazy`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.getByRole('button', {name: 'Load the panel'}).click();
      await expect(page.getByText('The lazily loaded panel is here.')).toBeVisible();
      expect(await violations(page)).toEqual([]);

      // Python in the page: its worker, under the header's policy ('wasm-unsafe-eval'), runs a program to its end.
      await page.goto(`${server.origin}/docs/api_ros`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // The tour chose C++ above, and the choice holds on every page.
      await page.getByRole('tab', {name: 'Python'}).first().click();
      await page.getByRole('button', {name: 'Run say_hello.py in the page'}).click();
      const runner = page.getByRole('region', {name: 'say_hello.py running in the page'});
      await expect(runner.getByRole('status')).toHaveText('say_hello.py ended with exit status 0.', {timeout: 60_000});
      expect(await violations(page)).toEqual([]);

      // frame-ancestors 'none': another page cannot embed the docs (clickjacking).
      await page.goto('about:blank');
      await page.setContent(`<iframe src="${server.origin}/docs/intro_code" title="framed"></iframe>`);
      const frame = page.frameLocator('iframe');
      await expect.poll(() => page.frames().length).toBe(2);
      await expect.poll(() => page.frames()[1].url()).toMatch(/^chrome-error:/);
      // Chromium shows its own error page in the frame instead of the docs.
      await expect(frame.getByText('Quick start for coders')).toHaveCount(0);
    } finally {
      await server.close();
    }
  });
});
