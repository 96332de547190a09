import {defineConfig, devices} from '@playwright/test';
import {TEST_BROWSER, TEST_BROWSER_ARGS} from './tools/lib/browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// The hosted-search build (build-hosted/, see tests/build/ensure-build.mjs) is served next to it.
const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? PORT + 10);

/**
 * End-to-end tests against the production build, served by `docusaurus serve`, in Debian's
 * Chromium headless shell (tools/lib/browser.mjs; Playwright's own browser downloads are not available here).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core, in CI and locally alike (Playwright's default is half the cores).
  workers: '100%',
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // page.route() cannot see requests a service worker answers, and many specs fake network faults
    // or stub requests with it; the specs about offline reading (the PWA) allow workers again.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {executablePath: TEST_BROWSER, args: TEST_BROWSER_ARGS},
  },
  projects: [
    {name: 'offline', testIgnore: 'hosted/**'},
    {name: 'hosted', testDir: 'tests/e2e/hosted', use: {baseURL: `http://127.0.0.1:${HOSTED_PORT}`}},
  ],
  webServer: [
    {
      command: `npx docusaurus serve --port ${PORT} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx docusaurus serve --dir build-hosted --port ${HOSTED_PORT} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${HOSTED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
