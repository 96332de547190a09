/**
 * `npm run test:python`. Parity of Python in the page with the ROS simulator: every Python program that `npm run test:robot` runs and that
 * its page marks runnable (src/features/virtual-robot/python/programs.ts) runs in Chromium against the virtual
 * QTrobot, with the arguments and input the robot tests give it, and is judged by the same judge
 * (tools/robot/judge.mjs `judgeRun`) and the same tools/robot/expectations.yaml: exit status, output lines, the
 * robot's log. The programs mostly wait on their own timing, so a few run at once, each in its own tab of one browser
 * context. A tab goes from program to program as a reader does, following the site's links (no reload), so each page
 * has its own virtual robot and the Python that ran the last program runs the next one (../../src/features/
 * virtual-robot/python/chunk/session.ts keeps it): one start of Python per tab. It is a vitest suite driving Chromium (Playwright's library), not a
 * Playwright spec, because it reads the programs with the site's own TypeScript and the robot tools' ES modules.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {chromium, type Browser, type Page} from '@playwright/test';
import {TEST_BROWSER, TEST_BROWSER_ARGS} from '../../tools/lib/browser.mjs';
import {serveBuild} from '../../tools/lib/localServer.mjs';
import {findPrograms} from '../../tools/robot/programs.mjs';
import {judgeRun, runWindow} from '../../tools/robot/judge.mjs';
import {pythonPrograms, type PythonProgram} from '../../src/features/virtual-robot/python/programs';

type Found = {version: string; id: string; title: string; kind: string; lang: string; code: string; expect: Record<string, unknown>; promised: string[]};

const all = pythonPrograms();
const runnable = all.filter((p) => !p.reason);
const found = (findPrograms('') as Found[]).filter((p) => p.version === 'V2' && p.kind === 'program' && p.lang.startsWith('py'));
/** Programs at once, each in its own tab: they mostly wait on their own timing. */
const TABS = Number(process.env.PYTHON_PAGE_TABS ?? 3);

let browser: Browser;
let server: {origin: string; close(): Promise<void>};
beforeAll(async () => {
  // Cached as a host caches assets/: Chromium then keeps Pyodide's compiled WebAssembly for the next tabs.
  server = await serveBuild('build', {cacheAssets: true});
  browser = await chromium.launch({executablePath: TEST_BROWSER, args: TEST_BROWSER_ARGS});
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Waits until `check` holds (polled), or `ms` pass: whether it held. */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The program's output as the log shows it, without the level labels the page adds ("error: "). */
async function outputOf(page: Page, file: string): Promise<string> {
  return page
    .getByRole('log', {name: `Console output of ${file}`})
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) =>
        [...li.childNodes]
          .filter((n) => !(n instanceof HTMLElement && n.classList.contains('qt-run-level')))
          .map((n) => n.textContent)
          .join(''),
      ),
    )
    .then((lines) => lines.filter((l) => l !== 'No output yet.').join('\n'));
}

const timings: string[] = [];

/**
 * Opens `path` as the site's links do, without a reload (the site's router follows the history's popstate), once the
 * tab holds a page of the site; a first visit loads it. Waits until the page is the new one (its canonical link).
 */
async function open(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith(server.origin)) {
    await page.goto(`${server.origin}${path}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    return;
  }
  // The same page again: through another one, so that the program runs on a new page with a new robot.
  for (const to of new URL(page.url()).pathname === path ? ['/docs/intro_code', path] : [path]) {
    await page.evaluate((where) => {
      window.history.pushState(null, '', where);
      window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
    }, to);
    await page.waitForFunction((where) => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(where), to);
  }
}

async function runOne(page: Page, program: PythonProgram): Promise<string | undefined> {
  const started = Date.now();
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    const meta = found.find((f) => f.id === program.page && f.title === program.title)!;
    const file = program.title.split('/').pop()!;
    await open(page, `/docs/${program.page}`);
    await page.evaluate((inputs) => Object.assign(window, {qtdocsPythonInputs: inputs}), {args: program.args ?? [], stdin: program.stdin});
    const buttons = page.getByRole('button', {name: `Run ${file} in the page`, exact: true});
    // Two programs of one page may share a file name: the n-th block of that title is the n-th button.
    const sameName = all.filter((p) => p.page === program.page && !p.reason && p.title.split('/').pop() === file);
    await buttons.nth(sameName.indexOf(program)).click();
    const runner = page.getByRole('region', {name: `${file} running in the page`});
    const status = runner.getByRole('status');
    const text = async () => (await status.textContent()) ?? '';
    if (!(await until(async () => /^Running|waits for a line|ended with exit status/.test(await text()), 90_000)))
      throw new Error(`Python did not start: ${await text()}`);
    const loaded = Date.now();
    const {spins, limit} = runWindow(meta.expect, meta.code, 'python');
    const ended = await until(async () => /ended with exit status/.test(await text()), limit);
    let state: string;
    if (ended) {
      const code = Number(/exit status (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
      state = code === 0 ? 'exit0' : `exit ${code}`;
    } else {
      await runner.getByRole('button', {name: `Stop ${file}`}).click();
      if (!(await until(async () => /^Stopped/.test(await text()), 5000))) throw new Error(`Stop did not stop it: ${await text()}`);
      state = spins ? 'alive' : 'timeout';
    }
    await page.waitForTimeout(200 + Number(meta.expect.settle ?? 0) * 1000);
    const output = await outputOf(page, file);
    const simOut = await page.evaluate(
      () => (window as unknown as {qtdocsVirtualRobot?: {log: {text: string}[]}}).qtdocsVirtualRobot?.log.map((e) => e.text).join('\n') ?? '',
    );
    timings.push(`${((loaded - started) / 1000).toFixed(1)} s to start, ${((Date.now() - loaded) / 1000).toFixed(1)} s running: ${program.title}`);
    const problems = [...judgeRun({status: state, limit, expect: meta.expect, output, simOut, promised: meta.promised}), ...errors.map((e) => `page: ${e}`)];
    return problems.length
      ? `${program.page} ${program.title}: ${problems.join('; ')}\n    output: ${output.split('\n').slice(0, 12).join('\n            ')}`
      : undefined;
  } finally {
    page.off('pageerror', onError);
  }
}

describe('Python programs in the page, judged as on the ROS simulator', () => {
  it('every V2 Python program is runnable in the page or says why not', () => {
    expect(all.map((p) => `${p.page} ${p.title}`).sort()).toEqual(found.map((f) => `${f.id} ${f.title}`).sort());
    const reasons = new Map<string, number>();
    for (const p of all) if (p.reason) reasons.set(p.reason, (reasons.get(p.reason) ?? 0) + 1);
    console.log(
      `Python programs of the V2 pages: ${all.length}; runnable in the page: ${runnable.length}, all run here; not runnable: ${all.length - runnable.length}\n` +
        [...reasons].map(([reason, n]) => `  ${n} × ${reason}`).join('\n'),
    );
  });

  it("runs every runnable program in Chromium with the robot tests' verdict", async () => {
    const only = process.env.PYTHON_PAGE_ONLY;
    const list = runnable.filter((p) => !only || `${p.page} ${p.title}`.includes(only));
    // Reduced motion: the drawn robot jumps to each pose instead of sliding there frame by frame. The verdict reads the
    // program's output and the robot's log, not the drawing (tests/e2e/virtual-robot.spec.ts watches that move).
    const context = await browser.newContext({reducedMotion: 'reduce'});
    const failures: string[] = [];
    const attempt = (page: Page, program: PythonProgram) =>
      runOne(page, program).catch((error: Error) => `${program.page} ${program.title}: ${error.message.split('\n')[0]}`);
    // Each tab runs its programs one after another: a tab keeps its renderer process across the pages it loads, and
    // with it the WebAssembly module Chromium compiled for Pyodide, so only a tab's first start compiles it.
    const tabs = await Promise.all(Array.from({length: TABS}, () => context.newPage()));
    // The first program alone: it puts Pyodide in the HTTP cache. Tabs that fetch the WebAssembly module at once
    // while it is not cached yet can wait on one another for ever (measured: one in three stalled at 2.7 MB).
    let next = 1;
    const first = await attempt(tabs[0], list[0]);
    if (first) failures.push(first);
    await Promise.all(
      tabs.map(async (tab) => {
        while (next < list.length) {
          const failure = await attempt(tab, list[next++]);
          if (failure) failures.push(failure);
        }
      }),
    );
    await context.close();
    console.log(`Time per program (${TABS} at once):\n  ${timings.join('\n  ')}`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
