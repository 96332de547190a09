// The page every real-browser A/B here loads (bench/patch-ab.mjs, bench/hydration-ab.mjs): a fresh
// Chromium context per load on a 412 px phone viewport with touch, the CPU slowed 4x and "slow 4G"
// network (DevTools protocol: Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions),
// no cache. The page records its long tasks in `window.__longTasks` and the time <html> gets
// data-has-hydrated (set by Docusaurus after React hydrated the page) in `window.__hydrated`.

export const SLOW_4G = {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8};

const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1, isMobile: true, hasTouch: true};

/** Opens a throttled page in a new context of `browser` (a phone unless `device` says otherwise); close the context when done. */
export async function throttledPage(browser, device = PHONE) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.addInitScript(() => {
    const w = window;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({start: e.startTime, duration: e.duration});
    }).observe({type: 'longtask', buffered: true});
    // Observed on the document: <html> does not exist yet when this runs.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.hasAttribute('data-has-hydrated')) {
        w.__hydrated = performance.now();
        observer.disconnect();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  return {context, page, cdp};
}
