// `npm test`: installs what is missing (tests/setup.mjs), then runs every suite: types, units, content,
// the docs' robot programs, the production build checks, end to end, the docs' Python programs in the
// page, and ends with a table of each suite's wall time against the budget in tests/budget.json. The
// robot and Python suites wait mostly on the programs' own timing, so they run in one lane and the
// CPU-bound suites, the three site builds (at a lower priority) and then the browser suite in the
// other; each suite's output is printed whole when it ends. The
// first failure stops the run, its output last on screen. `--no-setup` skips the installs; `--only a,b` runs those suites alone.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ensureChromium, ensureModules, ensureNode, ensureRos} from './setup.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const {values: args} = parseArgs({options: {'no-setup': {type: 'boolean', default: false}, only: {type: 'string'}}});

if (!args['no-setup']) {
  const nodeBin = ensureNode();
  if (nodeBin) {
    // The machine's Node is older than 24: the whole run goes on under Node 24.
    console.log(`Running the tests under Node.js from ${nodeBin}`);
    const r = spawnSync(path.join(nodeBin, 'node'), process.argv.slice(1), {
      stdio: 'inherit',
      env: {...process.env, PATH: `${nodeBin}:${process.env.PATH}`},
    });
    process.exit(r.status ?? 1);
  }
}

const started = Date.now();
const times = [];
const seconds = (ms) => (ms / 1000).toFixed(0);
const running = new Set();

/**
 * Runs a command with its output collected, printed whole (under a heading) when it ends. `nice`
 * lowers its priority, for the suites that run beside the robot programs.
 */
function command(cmd, cmdArgs, {nice = false} = {}) {
  const argv = nice ? ['nice', '-n', '19', cmd, ...cmdArgs] : [cmd, ...cmdArgs];
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), {cwd: ROOT, detached: true});
    running.add(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code, signal) => {
      running.delete(child);
      console.log(`\n=== ${[cmd, ...cmdArgs].join(' ')}\n${out}`);
      if (code === 0) resolve();
      else reject(new Error(`exit ${code ?? signal}`));
    });
  });
}

/** Runs one suite, timed; the first failure ends the run. */
async function suite(name, work) {
  console.log(`--- ${name} started at ${new Date().toTimeString().slice(0, 8)}`);
  const t0 = Date.now();
  let ok = true;
  try {
    await work();
  } catch (error) {
    ok = false;
    console.error(`\n${name} failed: ${error.message}`);
  }
  times.push({name, ms: Date.now() - t0, ok});
  if (!ok) {
    // Whatever runs beside the failed suite stops with it.
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        /* already gone */
      }
    }
    finish(1);
  }
}

const ensureBuild = (...extra) => command('node', ['tests/build/ensure-build.mjs', ...extra], {nice: true});
const vitest = (project) => command('npx', ['vitest', 'run', '--project', project], {nice: true});

/** The suites, in two lanes that run side by side; the browser suite follows the side lane, the Python suite the robot lane. */
const LANES = [
  // The docs' programs against a simulated QTrobot on a real ROS 1 master.
  [['robot', () => command('npm', ['run', 'test:robot'])]],
  [
    // Side by side: each uses one core.
    [
      ['typecheck', () => command('npx', ['tsc'], {nice: true})],
      // ESLint (eslint.config.mjs) and Prettier's check of the formatting (.prettierrc.json).
      ['lint', () => command('npm', ['run', 'lint'], {nice: true})],
    ],
    ['unit', () => vitest('unit')],
    ['content', () => vitest('content')],
    // The production build, then the builds only the browser tests use: for the sub-path /qtdocs/
    // and with hosted search (tests/build/ensure-build.mjs).
    [
      'site builds',
      async () => {
        await ensureBuild();
        buildsMade();
        await ensureBuild('--out-dir', 'build-subpath', '--base-url', '/qtdocs/');
        await ensureBuild('--hosted');
      },
    ],
    ['build', () => vitest('build')],
  ],
];
const E2E = ['e2e', () => command('npm', ['run', 'test:e2e'])];
/** Settles when the side lane has made the production build (the Python suite serves it). */
let buildsMade;
const built = new Promise((resolve) => (buildsMade = resolve));
// The docs' Python programs in Chromium against the virtual QTrobot (tests/python-page), judged as the robot suite
// judges them. It follows the robot programs in their lane, beside the browser suite: each tab starts Python once
// and then waits on the programs' own timing, as the robot programs do.
const PYTHON = [
  'python',
  async () => {
    await built;
    await command('node', ['tests/build/ensure-build.mjs']);
    await command('npx', ['vitest', 'run', '--project', 'python']);
  },
];

function finish(code) {
  const budget = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'budget.json'), 'utf8'));
  const total = Date.now() - started;
  const rows = [...times.map((t) => [t.name, t.ms, budget.suites[t.name], t.ok]), ['total', total, budget.total, code === 0]];
  const over = rows.filter(([, ms, limit]) => limit !== undefined && ms / 1000 > limit);
  console.log('\n| suite | wall time (s) | budget (s) | |');
  console.log('| --- | ---: | ---: | --- |');
  for (const [name, ms, limit, ok] of rows) {
    const flag = !ok ? 'FAILED' : limit !== undefined && ms / 1000 > limit ? 'OVER BUDGET' : '';
    console.log(`| ${name} | ${seconds(ms)} | ${limit ?? ''} | ${flag} |`);
  }
  console.log(
    'Suites in one lane run one after another (typecheck and lint side by side); the robot lane runs beside the others (e2e follows the side lane), so the total is less than the sum.',
  );
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores.`,
  );
  if (over.length && code === 0 && !only) {
    const bar = '!'.repeat(78);
    console.log(`\n${bar}\n!! OVER BUDGET: ${over.map(([name, ms, limit]) => `${name} ${seconds(ms)} s > ${limit} s`).join(', ')}`);
    console.log(`!! The budget (tests/budget.json) is for a quiet machine of this kind; on a loaded one, run again.`);
    console.log(`!! If a quiet run is over too, make the suite cheaper before adding to it.\n${bar}`);
  }
  if (code === 0) console.log('\nAll suites passed.');
  process.exit(code);
}

const only = args.only?.split(',');
const wanted = ([name]) => !only || only.includes(name);

if (!args['no-setup']) {
  await suite('setup', async () => {
    ensureChromium();
    ensureRos();
    ensureModules();
  });
}
/** A lane's entry is a suite, or a list of suites that run side by side. */
const runLane = async (lane) => {
  for (const entry of lane) {
    if (Array.isArray(entry[0])) await Promise.all(entry.filter(wanted).map((each) => suite(...each)));
    else if (wanted(entry)) await suite(...entry);
  }
};
const [robotLane, sideLane] = LANES;
robotLane.push(PYTHON);
// Without the side lane's builds (--only python), the Python suite makes the build it needs itself.
if (!wanted(['site builds'])) buildsMade();
// The browser suite needs the builds the side lane makes; it starts when that whole lane ends,
// beside the robot lane (the robot programs, then the Python suite, both mostly waiting on the
// programs' own timing), so that it does not share the two cores with the build checks, unit and
// content suites, which made the whole run longer (bench/results/summary.json, `ciRuns.lanes`).
await Promise.all([runLane(robotLane), runLane(sideLane).then(() => wanted(E2E) && suite(...E2E))]);
finish(0);
