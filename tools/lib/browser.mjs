// The browser the tests drive: Debian's Chromium as its headless shell (package chromium-headless-shell,
// the same Chromium build without the desktop browser's window, tab strip and WebUI renderers).
// Playwright uses this kind of build for headless runs by default; the full /usr/bin/chromium costs
// about a third more CPU per test here (bench/results/summary.json, "e2eBrowser").
// CHROMIUM_PATH overrides it, for example with /usr/bin/chromium to see a failure in the full browser.
export const TEST_BROWSER = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
/** The Debian package that provides TEST_BROWSER when it is the default. */
export const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';
