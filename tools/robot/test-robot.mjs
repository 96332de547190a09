// `npm run test:robot [-- <page path or id> ...] [--no-cpp] [--no-js]`
// Runs the docs' programs against the simulated QTrobot on a real ROS 1 master:
//  - every complete Python program (has a main guard) runs with a time limit; it passes when it exits 0
//    (or, for a program that spins until stopped, is still alive at the end of its window) with no
//    traceback and no [ERROR]/[FATAL] log, and when its output and the robot's actions match the
//    expectations of tools/robot/expectations.yaml;
//  - partial Python snippets are import-checked;
//  - every C++ program is built with catkin against roscpp and run the same way;
//  - the JavaScript programs run in Chromium against the rosbridge endpoint (tools/robot/js-runner.mjs).
// Prints one line per program and ends with `N passed, N failed`; exits 1 when anything failed.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {generate} from './gen-msgs.mjs';
import {PYTHON, ROBOT_DIR, checkRosInstalled, freshSim, rosEnv, scenarioFor, startMaster, startProcess, stopProcess} from './lib.mjs';
import {freePort} from '../lib/localServer.mjs';
import {errorLines, runAndJudge} from './judge.mjs';
import {findPrograms} from './programs.mjs';

function fileNameOf(title, fallback) {
  const base = path.basename(title.replace(/\s*\(.*\)\s*$/, '').trim());
  return /^[\w.-]+$/.test(base) ? base : fallback;
}

async function runPythonPage(key, progs, worker, report) {
  const {port, env} = worker;
  const dir = path.join(ROBOT_DIR, 'run', key);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  progs.forEach((prog, i) => {
    prog.path = path.join(dir, fileNameOf(prog.title, `block_${i + 1}.py`));
    fs.writeFileSync(prog.path, prog.code);
  });
  for (const prog of progs) {
    if (prog.expect.skip) {
      report(prog, {ok: null, reason: `not run: ${prog.expect.skip}`});
      continue;
    }
    const compiled = spawnSync(PYTHON, ['-c', 'import ast,sys; ast.parse(open(sys.argv[1]).read())', prog.path], {encoding: 'utf8'});
    if (compiled.status !== 0) {
      const why = prog.version === 'V1' ? 'not run: Python 2 code (does not parse as Python 3)' : `does not parse: ${compiled.stderr.trim().split('\n').pop()}`;
      report(prog, {ok: prog.version === 'V1' ? null : false, reason: why});
      continue;
    }
    if (prog.kind === 'partial') {
      const imports = prog.code
        .split('\n')
        .filter((l) => /^(from\s+\S+\s+import\s+.+|import\s+.+)$/.test(l))
        .join('\n');
      const r = spawnSync(PYTHON, ['-c', imports], {encoding: 'utf8', env, cwd: dir});
      report(prog, {ok: r.status === 0, reason: r.status === 0 ? 'snippet: imports resolve' : `snippet: ${r.stderr.trim().split('\n').pop()}`});
      continue;
    }
    const missing = spawnSync(PYTHON, [path.join(ROOT_TOOLS, 'missing_modules.py'), prog.path], {encoding: 'utf8', env, cwd: dir});
    if (missing.stdout.trim()) {
      report(prog, {ok: null, reason: `not run: needs ${missing.stdout.trim()}`});
      continue;
    }
    const scenario = prog.expect.scenario ? path.join(ROOT_TOOLS, 'sim', 'scenarios', prog.expect.scenario) : scenarioFor(prog.version, prog.id);
    let sim;
    const companions = [];
    try {
      sim = await freshSim(worker, port, scenario, prog.version);
      // Programs of the same page this one needs running (expectations: with: [title, ...]).
      for (const title of prog.expect.with ?? []) {
        const other = progs.find((p) => p.title === title);
        if (!other) throw new Error(`expectations name a companion "${title}" that is not on the page`);
        companions.push({title, p: startProcess(PYTHON, [other.path], env, {cwd: dir})});
      }
      if (companions.length) await new Promise((r) => setTimeout(r, 3000));
      const result = await runAndJudge({
        argv: [PYTHON, prog.path, ...(prog.expect.args ?? [])],
        cwd: dir,
        env,
        code: prog.code,
        lang: 'python',
        expect: prog.expect,
        sim,
        promised: prog.promised,
      });
      for (const c of companions) {
        const errs = errorLines(c.p.output());
        if (c.p.child.exitCode !== null && c.p.child.exitCode !== 0) errs.unshift(`exited ${c.p.child.exitCode}`);
        if (errs.length) {
          result.ok = false;
          result.reason = `companion "${c.title}": ${errs.slice(0, 2).join('; ')}; ${result.reason}`;
        }
      }
      report(prog, result, `${prog.version === 'V1' ? '[V1] ' : ''}${companions.length ? `with ${companions.map((c) => `"${c.title}"`).join(', ')}: ` : ''}`);
    } catch (error) {
      report(prog, {ok: false, reason: error.message.split('\n')[0]});
    } finally {
      for (const c of companions) await stopProcess(c.p, 'SIGINT', 3000);
    }
  }
}

async function main() {
  const args = process.argv.slice(2);
  const filters = args.filter((a) => !a.startsWith('--'));
  const withCpp = !args.includes('--no-cpp');
  const withJs = !args.includes('--no-js');
  const verbose = args.includes('--verbose');
  checkRosInstalled();
  const t0 = Date.now();
  await generate({quiet: false});

  const programs = filters.length ? filters.flatMap((f) => findPrograms(f)) : findPrograms();
  if (filters.length && programs.length === 0) {
    console.error(`No program found on ${filters.join(', ')}`);
    process.exit(1);
  }
  const results = [];
  const report = (prog, result, note = '') => {
    const verdict = result.ok === null ? 'NOT RUN' : result.ok ? 'PASS' : 'FAIL';
    results.push({prog, ...result});
    const where = `${prog.file}:${prog.line}`;
    console.log(`${verdict.padEnd(7)} ${where}  "${prog.title}"  ${note}${result.reason}${result.secs ? ` (${result.secs.toFixed(1)} s)` : ''}`);
    if (!result.ok && result.ok !== null && (verbose || process.env.CI)) {
      const tail = (s) =>
        s
          .split('\n')
          .slice(-15)
          .map((l) => `        | ${l}`)
          .join('\n');
      if (result.output) console.log(`        program output (end):\n${tail(result.output)}`);
      if (result.simOut) console.log(`        robot log (end):\n${tail(result.simOut)}`);
    }
  };

  let selftestWrong = 0;
  let crashed = 0;
  const workers = Number(process.env.ROBOT_TEST_WORKERS || 4);
  const masters = [];
  for (let i = 0; i < workers; i += 1) {
    const masterPort = await freePort();
    masters.push({port: masterPort, env: rosEnv(masterPort), master: await startMaster(masterPort)});
  }
  try {
    // ---- Python: pages shared out to the workers, each with its own master and simulated robot ----
    const byPage = new Map();
    for (const prog of programs.filter((p) => p.lang.startsWith('py'))) {
      if (!byPage.has(prog.key)) byPage.set(prog.key, []);
      byPage.get(prog.key).push(prog);
    }
    // One queue of tasks shared by the workers, each with its own master: the C++ build and the browser
    // first (they take longest), the self-test (known-good and known-broken programs, tools/robot/selftest.mjs,
    // skipped when only some pages were asked for), then the Python pages.
    const cpp = programs.filter((p) => p.lang === 'cpp');
    const js = programs.filter((p) => p.kind === 'js');
    const tasks = [];
    if (cpp.length && withCpp) {
      tasks.push(async (w) => {
        const {runCpp} = await import('./cpp-runner.mjs');
        await runCpp(cpp, {worker: w, port: w.port, env: w.env, report, scenarioFor});
      });
    } else cpp.forEach((prog) => report(prog, {ok: null, reason: 'not run: --no-cpp'}));
    if (js.length && withJs) {
      tasks.push(async (w) => {
        const {runJs} = await import('./js-runner.mjs');
        await runJs(js, {worker: w, port: w.port, env: w.env, report, scenarioFor});
      });
    } else js.forEach((prog) => report(prog, {ok: null, reason: 'not run: --no-js'}));
    if (!filters.length && !args.includes('--no-selftest')) {
      tasks.push(async (w) => {
        const {selftest} = await import('./selftest.mjs');
        selftestWrong = await selftest({worker: w, port: w.port, env: w.env, log: (l) => console.log(l)});
      });
    }
    for (const [key, progs] of byPage) tasks.push((w) => runPythonPage(key, progs, w, report));
    await Promise.all(
      masters.map(async (w) => {
        while (tasks.length) {
          try {
            await tasks.shift()(w);
          } catch (error) {
            // A task that breaks (a simulated robot that does not start, ...) fails the run, not the runner.
            crashed += 1;
            console.log(`FAIL    runner task: ${error.message.split('\n')[0]}`);
          }
        }
        await stopProcess(w.sim, 'SIGINT', 3000);
      }),
    );
  } finally {
    await Promise.all(masters.map((w) => stopProcess(w.master, 'SIGINT', 5000)));
  }

  const passed = results.filter((r) => r.ok === true).length;
  const failed = results.filter((r) => r.ok === false).length + selftestWrong + crashed;
  if (selftestWrong) console.log(`\nThe self-test judged ${selftestWrong} known program(s) wrongly: the checks themselves are broken.`);
  const notRun = results.filter((r) => r.ok === null);
  console.log(`\n${results.length} blocks checked in ${((Date.now() - t0) / 1000).toFixed(0)} s; ${notRun.length} not run (reasons above).`);
  if (failed) {
    console.log('Failed:');
    for (const r of results.filter((x) => x.ok === false)) console.log(`  ${r.prog.file}:${r.prog.line} "${r.prog.title}": ${r.reason}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

const ROOT_TOOLS = path.join(path.dirname(new URL(import.meta.url).pathname));

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error.stack || error.message);
    process.exit(1);
  });
}
