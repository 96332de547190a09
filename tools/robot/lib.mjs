// Shared by `npm run robot:sim` and `npm run test:robot`: the ROS environment of the generated
// workspace, and starting/stopping a master, the simulated QTrobot and the rosbridge endpoint.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {spawn, spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ROBOT_DIR = path.join(ROOT, '.robot');
export const WS = path.join(ROBOT_DIR, 'ws');
export const SIM_DIR = path.join(ROOT, 'tools', 'robot', 'sim');
export const PYTHON = '/usr/bin/python3';

/** Environment of `source .robot/ws/devel/setup.bash`, with Debian's python first on PATH. */
export function rosEnv(masterPort, extra = {}) {
  const r = spawnSync('bash', ['-c', `source "${WS}/devel/setup.bash" && env -0`], {encoding: 'utf8'});
  if (r.status !== 0) throw new Error(`cannot source ${WS}/devel/setup.bash: ${r.stderr}`);
  const env = Object.fromEntries(
    r.stdout
      .split('\0')
      .filter(Boolean)
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  env.PATH = `/usr/bin:/bin:${env.PATH}`;
  env.ROS_MASTER_URI = `http://127.0.0.1:${masterPort}`;
  env.ROS_IP = '127.0.0.1';
  env.ROS_HOSTNAME = '127.0.0.1';
  env.ROS_HOME = path.join(ROBOT_DIR, 'ros_home');
  env.ROS_LOG_DIR = path.join(ROBOT_DIR, 'ros_home', 'log');
  env.PYTHONUNBUFFERED = '1';
  env.PYTHONDONTWRITEBYTECODE = '1';
  return {...env, ...extra};
}

export function checkRosInstalled() {
  if (!fs.existsSync('/usr/bin/roscore') || !fs.existsSync('/usr/bin/catkin_make')) {
    throw new Error('ROS 1 is not installed: run `sudo tools/robot/install-ros.sh` (Debian packages) first.');
  }
}

function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const s = net.connect(port, '127.0.0.1');
      s.on('connect', () => {
        s.destroy();
        resolve();
      });
      s.on('error', () => {
        s.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on 127.0.0.1:${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

// Every process started here, so that none outlives the run, whatever way it ends.
const live = new Set();
process.on('exit', () => {
  for (const child of live) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});
/** Stops every process started here, gently first (roscore stops its rosmaster on SIGINT). */
export async function stopAll() {
  await Promise.all([...live].map((child) => stopProcess({child}, 'SIGINT', 4000)));
}
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopAll().finally(() => process.exit(130));
  });
}

/** Starts a process in its own process group; returns {child, output()} with its stdout+stderr so far. */
export function startProcess(cmd, args, env, {echo = false, cwd = undefined, stdin = null} = {}) {
  const child = spawn(cmd, args, {env, cwd, detached: true, stdio: [stdin === null ? 'ignore' : 'pipe', 'pipe', 'pipe']});
  live.add(child);
  child.once('exit', () => live.delete(child));
  if (stdin !== null) {
    child.stdin.on('error', () => {});
    if (stdin !== 'keep-open') child.stdin.end(stdin);
  }
  let out = '';
  const take = (d) => {
    out += d.toString();
    if (out.length > 200_000) out = out.slice(-100_000);
    if (echo) process.stdout.write(d);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return {child, output: () => out, clear: () => (out = '')};
}

export async function stopProcess(p, signal = 'SIGINT', graceMs = 3000) {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  try {
    process.kill(-p.child.pid, signal);
  } catch {
    return;
  }
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), graceMs));
  if ((await Promise.race([exited, timer])) === 'timeout') {
    try {
      process.kill(-p.child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    await exited;
  }
}

async function waitForOutput(p, text, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!p.output().includes(text)) {
    if (p.child.exitCode !== null) throw new Error(`${what} exited:\n${p.output().slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${p.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startMaster(port, {echo = false} = {}) {
  const env = rosEnv(port);
  fs.mkdirSync(env.ROS_LOG_DIR, {recursive: true});
  const master = startProcess('roscore', ['-p', String(port)], env, {echo});
  await waitForPort(port, 20000);
  // rosout must be up before nodes log; roscore starts it right after the master.
  await new Promise((r) => setTimeout(r, 1000));
  return master;
}

export async function startSim(port, scenario, {echo = false, generation = 'V2'} = {}) {
  const args = [path.join(SIM_DIR, 'qtrobot_sim.py'), '--generation', generation];
  if (scenario) args.push('--scenario', scenario);
  const sim = startProcess(PYTHON, args, rosEnv(port), {echo, stdin: 'keep-open'});
  await waitForOutput(sim, 'SIM ready', 90000, 'the simulated QTrobot');
  sim.scenario = scenario;
  sim.generation = generation;
  return sim;
}

let resets = 0;

/**
 * A simulated robot for the next program of a worker: the worker's running one, reset, when it has the
 * same scenario and generation; otherwise a new one. The caller keeps `holder.sim` and stops it at the end.
 */
export async function freshSim(holder, port, scenario, generation = 'V2') {
  const s = holder.sim;
  if (s && s.child.exitCode === null && s.scenario === scenario && s.generation === generation) {
    resets += 1;
    const token = `r${resets}`;
    s.child.stdin.write(`reset ${token}\n`);
    await waitForOutput(s, `SIM reset ${token}`, 30000, 'the reset of the simulated QTrobot');
    return s;
  }
  if (s) await stopProcess(s, 'SIGINT', 3000);
  holder.sim = await startSim(port, scenario, {generation});
  return holder.sim;
}

export async function startBridge(port, bridgePort, host = '127.0.0.1', {echo = false} = {}) {
  const bridge = startProcess(PYTHON, [path.join(SIM_DIR, 'rosbridge_ws.py'), '--host', host, '--port', String(bridgePort)], rosEnv(port), {echo});
  await waitForOutput(bridge, 'rosbridge endpoint on', 90000, 'the rosbridge endpoint');
  return bridge;
}

/** The scenario file of a page (`tutorials/python/python_ros_riva` -> scenarios/tutorials__python__python_ros_riva.yaml). */
export function scenarioFor(version, id) {
  const name = `${version === 'V1' ? 'v1__' : ''}${id.replace(/\//g, '__')}.yaml`;
  const file = path.join(SIM_DIR, 'scenarios', name);
  return fs.existsSync(file) ? file : path.join(SIM_DIR, 'scenarios', 'default.yaml');
}
