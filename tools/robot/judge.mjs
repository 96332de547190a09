// The judge of `npm run test:robot`: runs one program against the simulated robot and says whether it
// passed, from its exit, its output, the robot's log and the expectations of tools/robot/expectations.yaml.
// The docs' programs (test-robot.mjs, cpp-runner.mjs) and the self-test's known programs (selftest.mjs)
// go through this same judge.
import {startProcess, stopProcess} from './lib.mjs';
import {spinsForever} from './programs.mjs';

const DEFAULT_TIMEOUT = 45; // seconds for a program that should end by itself
const DEFAULT_ALIVE = 8; // seconds a program that spins forever runs before it is stopped

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Lines of a program's output (or of the simulated robot's) that make it fail. */
export function errorLines(output) {
  return output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => /Traceback \(most recent call last\)|^\s*\[(ERROR|FATAL)\]|^\w*Error: |bad callback/.test(l));
}

export function checkExpectations(expect, programOut, simOut) {
  const problems = [];
  for (const re of expect.output ?? []) {
    if (!new RegExp(re, 'm').test(programOut)) problems.push(`output lacks /${re}/`);
  }
  for (const re of expect.robot ?? []) {
    if (!new RegExp(re, 'm').test(simOut)) problems.push(`robot did not: /${re}/`);
  }
  for (const re of expect.not_robot ?? []) {
    if (new RegExp(re, 'm').test(simOut)) problems.push(`robot did: /${re}/`);
  }
  return problems;
}

/** Whether a program spins until stopped, and how long it may run (ms): its `alive` window or its `timeout`. */
export function runWindow(expect, code, lang) {
  const spins = expect.spins ?? spinsForever(code, lang);
  return {spins, limit: (spins ? (expect.alive ?? DEFAULT_ALIVE) : (expect.timeout ?? DEFAULT_TIMEOUT)) * 1000};
}

/**
 * What is wrong with one run, from how it ended (`exit0`, `exit <code>`, `alive`, `timeout`), its output and the
 * robot's log: an empty list when it passed. Python in the page (tests/e2e/python-parity.spec.ts) is judged by it too.
 * @param {{status: string, limit: number, expect: Record<string, any>, output: string, simOut: string, promised?: string[]}} run
 * @returns {string[]}
 */
export function judgeRun({status, limit, expect, output, simOut, promised = []}) {
  const problems = [];
  if (status === 'timeout') problems.push(`still running after ${limit / 1000} s (a call that never returns?)`);
  if (status.startsWith('exit ') && !(expect.exit !== undefined && status === `exit ${expect.exit}`)) problems.push(status);
  if (!expect.allow_errors)
    problems.push(
      ...errorLines(output)
        .slice(0, 3)
        .map((l) => `program: ${l.trim()}`),
    );
  problems.push(
    ...errorLines(simOut)
      .slice(0, 3)
      .map((l) => `robot: ${l.trim()}`),
  );
  problems.push(...checkExpectations(expect, output, simOut));
  if (expect.promised !== false) {
    const flat = output.replace(/\s+/g, ' ');
    const missing = promised.filter((stem) => !flat.includes(stem));
    if (missing.length) problems.push(`the page's output block shows ${missing.map((m) => `"${m}"`).join(', ')}, the program did not print it`);
  }
  return problems;
}

/**
 * Runs one program (argv) against a running master+sim and judges it.
 * Returns {ok, reason, secs, output}.
 */
export async function runAndJudge({argv, cwd, env, code, lang, expect, sim, promised = []}) {
  const {spins, limit} = runWindow(expect, code, lang);
  sim?.clear();
  const t0 = Date.now();
  const p = startProcess(argv[0], argv.slice(1), env, {cwd, stdin: expect.stdin ?? ''});
  const exited = new Promise((resolve) => p.child.once('exit', (codeOut, signal) => resolve({code: codeOut, signal})));
  const result = await Promise.race([exited, sleep(limit).then(() => null)]);
  let status;
  if (result === null) {
    await stopProcess(p, 'SIGINT', 4000);
    status = spins ? 'alive' : 'timeout';
  } else status = result.code === 0 ? 'exit0' : `exit ${result.code ?? result.signal}`;
  const secs = (Date.now() - t0) / 1000;
  await sleep(200 + (expect.settle ?? 0) * 1000);
  const output = p.output();
  const simOut = sim ? sim.output() : '';
  const problems = judgeRun({status, limit, expect, output, simOut, promised});
  return {ok: problems.length === 0, reason: problems.join('; ') || status, secs, output, simOut};
}
