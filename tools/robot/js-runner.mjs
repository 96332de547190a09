// JavaScript programs of the docs: run in Debian's Chromium (Playwright, tools/lib/browser.mjs) against the
// rosbridge-protocol endpoint of the simulated robot. An HTML block becomes a page with the scripts it
// names (the page's JavaScript blocks of the same file name, "(continued)" blocks appended; roslib.min.js
// from the roslib npm package; qtrobot-1.0.min.js is tools/robot/js/qtrobot-test-double.js); a JavaScript
// block no HTML block loads runs in a generated page with roslib and the QTrobot test double.
// The robot's address in the code (ws://<host>:9091) is replaced with the local endpoint, and every
// request that is not to 127.0.0.1 is blocked.
import fs from 'node:fs';
import path from 'node:path';
import {TEST_BROWSER, TEST_BROWSER_ARGS} from '../lib/browser.mjs';
import {freePort, serveStatic} from '../lib/localServer.mjs';
import {ROOT, freshSim, startBridge, stopProcess} from './lib.mjs';
import {unitsOf} from './js-units.mjs';

export {unitsOf};

const ROSLIB = path.join(ROOT, 'node_modules', 'roslib', 'build', 'roslib.min.js');
const QTROBOT = path.join(ROOT, 'tools', 'robot', 'js', 'qtrobot-test-double.js');
const DEFAULT_WINDOW = 6;

function localise(code, bridgePort) {
  return code.replace(/ws:\/\/[\w.-]+:9091/g, `ws://127.0.0.1:${bridgePort}`);
}

/** Serves a unit's page and scripts, with roslib and the qtrobot.js test double in place of the robot's copies. */
function serve(unit, bridgePort) {
  return serveStatic({
    answer(pathname) {
      const name = path.basename(pathname) || 'index.html';
      let body;
      if (name === 'index.html') body = localise(unit.html, bridgePort);
      else if (/^roslib(\.min)?\.js$/.test(name)) body = fs.readFileSync(ROSLIB, 'utf8');
      else if (/^qtrobot.*\.js$/.test(name)) body = fs.readFileSync(QTROBOT, 'utf8');
      else if (/^eventemitter2(\.min)?\.js$/.test(name)) body = '/* EventEmitter2 is bundled in roslib.min.js */';
      else if (unit.files[name] !== undefined) body = localise(unit.files[name], bridgePort);
      return body === undefined ? undefined : {body, type: name.endsWith('.html') ? 'text/html' : 'text/javascript'};
    },
  });
}

export async function runJs(progs, {worker, port, report, scenarioFor}) {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({executablePath: TEST_BROWSER, args: TEST_BROWSER_ARGS});
  const byPage = new Map();
  for (const p of progs) byPage.set(p.key, [...(byPage.get(p.key) ?? []), p]);
  const bridgePort = await freePort();
  const bridge = await startBridge(port, bridgePort);
  try {
    for (const [, blocks] of byPage) {
      for (const unit of unitsOf(blocks)) {
        const expect = unit.main.expect;
        const others = unit.blocks.filter((b) => b !== unit.main);
        const note = others.length ? `with ${others.map((b) => `"${b.title}"`).join(', ')}: ` : '';
        if (expect.skip) {
          report(unit.main, {ok: null, reason: `not run: ${expect.skip}`});
          continue;
        }
        let sim;
        let server;
        const t0 = Date.now();
        const context = await browser.newContext();
        try {
          sim = await freshSim(worker, port, scenarioFor(unit.main.version, unit.main.id), unit.main.version);
          sim.clear();
          server = await serve(unit, bridgePort);
          const page = await context.newPage();
          const problems = [];
          const logs = [];
          await context.route('**/*', (route) => {
            const u = new URL(route.request().url());
            return u.hostname === '127.0.0.1' ? route.continue() : route.abort();
          });
          page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
          page.on('console', (m) => {
            logs.push(m.text());
            if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
          });
          page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
          bridge.clear();
          await page.goto(`${server.origin}/index.html`);
          await page.waitForTimeout(2000);
          for (const selector of expect.click ?? []) {
            await page.click(selector, {timeout: 5000});
            await page.waitForTimeout(1500);
          }
          await page.waitForTimeout((expect.alive ?? DEFAULT_WINDOW) * 1000 - 2000);
          const output = logs.join('\n');
          const simOut = sim.output();
          for (const l of bridge
            .output()
            .split('\n')
            .filter((x) => /rosbridge:/.test(x)))
            problems.push(`rosbridge: ${l.replace(/^.*rosbridge: /, '')}`);
          for (const re of expect.output ?? []) if (!new RegExp(re, 'm').test(output)) problems.push(`console lacks /${re}/`);
          for (const re of expect.robot ?? []) if (!new RegExp(re, 'm').test(simOut)) problems.push(`robot did not: /${re}/`);
          const text = await page.evaluate(() => document.body.innerText);
          for (const re of expect.page ?? []) if (!new RegExp(re, 'm').test(text)) problems.push(`page lacks /${re}/`);
          report(
            unit.main,
            {ok: problems.length === 0, reason: problems.slice(0, 3).join('; ') || 'ran in Chromium', secs: (Date.now() - t0) / 1000, output, simOut},
            note,
          );
        } catch (error) {
          report(unit.main, {ok: false, reason: error.message.split('\n')[0]}, note);
        } finally {
          await context.close();
          await server?.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stopProcess(bridge, 'SIGINT', 3000);
  }
}
