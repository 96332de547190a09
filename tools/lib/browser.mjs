// The browser the tests drive: Debian's Chromium as its headless shell (package chromium-headless-shell,
// the same Chromium build without the desktop browser's window, tab strip and WebUI renderers).
// Playwright uses this kind of build for headless runs by default; the full /usr/bin/chromium costs
// about a third more CPU per test here (bench/results/summary.json, "e2eBrowser").
// CHROMIUM_PATH overrides it, for example with /usr/bin/chromium to see a failure in the full browser.
export const TEST_BROWSER = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
/** The Debian package that provides TEST_BROWSER when it is the default. */
export const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';
/**
 * The switches the tests launch it with (Playwright, the robot suite's JavaScript runner, the Python suite): the
 * machine's network is closed, so none of Chromium's calls to Google services.
 */
export const TEST_BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * V8 without its helper threads (concurrent compilation and garbage collection), for work that
 * loads many pages in one browser (the site sweep): with two workers on two cores, each browser's
 * helper threads compete with the other's main thread, and the sweep takes about a sixth less
 * time this way (bench/results/summary.json, "e2eV8Threads"). Tests of Python in the page keep the
 * helper threads, which compile and tier up WebAssembly.
 */
export const SINGLE_THREADED_V8 = '--js-flags=--single-threaded';
