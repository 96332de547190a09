import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
for (let i = 0; i < 4; i++) for (const q of ['', '?search-worker=0']) {
  const page = await browser.newPage();
  let timing = '';
  page.on('console', (m) => { if (m.text().startsWith('TIMING')) timing += m.text() + ' | '; });
  await page.goto('http://127.0.0.1:3999/docs/intro_code' + q, {waitUntil: 'load'});
  await page.waitForTimeout(1500);
  const t0 = Date.now();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('speech');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const t = Date.now() - t0;
  const m = await page.evaluate(() => performance.getEntriesByName('qt-search-index').map((e) => e.duration.toFixed(0)));
  console.log(q || 'worker', 'index', m, timing, 'ctrlk->hits', t);
  await page.close();
}
await browser.close();
