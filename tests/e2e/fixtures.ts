import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every e2e test fails on a console error or an uncaught exception in the page, so a broken
 * page cannot pass by accident. Tests that provoke errors on purpose describe them in `allowErrors`.
 */
/**
 * Specs that block service workers (to fake network faults with page.route) make the PWA's
 * registration fail by design; that one message is expected there.
 */
export const EXPECTED_ERROR = /^registerSW failed/;

export const test = base.extend<{allowErrors: RegExp | undefined}>({
  // A single pattern: Playwright would read an array option as a [value, options] tuple.
  allowErrors: [undefined, {option: true}],
  page: async ({page, allowErrors}, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(page);
    expect(errors.filter((e) => !allowErrors?.test(e) && !EXPECTED_ERROR.test(e))).toEqual([]);
  },
});

export {expect};

/** Navigate and wait until React has hydrated the server-rendered page. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** The localStorage key Docusaurus uses for a setting, namespaced or not depending on the site config. */
export async function storageKey(page: Page, prefix: string): Promise<string | undefined> {
  return page.evaluate((p) => Object.keys(localStorage).find((k) => k === p || k.startsWith(`${p}-`)), prefix);
}
