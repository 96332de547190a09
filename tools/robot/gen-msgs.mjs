// Writes catkin message/service packages for every ROS type of the interface table
// (src/data/ros/interfaces.json: each interface's fields, constants and response, and the nested
// `messages`) that Debian does not ship (qt_robot_interface, qt_gesture_controller, qt_motors_controller,
// qt_nuitrack_app, qt_respeaker_app, the speech recognition apps, ...) into .robot/ws/src,
// then builds them with Debian's catkin (genpy + gencpp). Skips the build when nothing changed.
// Usage: node tools/robot/gen-msgs.mjs [--force]
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {fileURLToPath} from 'node:url';
import primitives from '../../src/data/ros/primitives.json' with {type: 'json'};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WS = path.join(ROOT, '.robot', 'ws');
/** Packages Debian ships (installed by tools/robot/install-ros.sh): never generated. */
const DEBIAN = new Set(['std_msgs', 'sensor_msgs', 'geometry_msgs', 'trajectory_msgs', 'actionlib_msgs']);
/** ROS's built-in field types, as the interface table's schema reads them (src/data/ros/schema.ts). */
const PRIMITIVES = new Set(primitives);

export const TABLE = path.join(ROOT, 'src/data/ros/interfaces.json');

/** The interface table: {interfaces, messages, …} (its schema: src/data/ros/schema.ts, checked by the tests and the build). */
export function loadInterfaces() {
  return JSON.parse(fs.readFileSync(TABLE, 'utf8'));
}

/** A field as a line of a .msg or .srv in package `pkg`: a message of the same package without its package name. */
export function declaration(field, pkg) {
  const type = field.type.startsWith(`${pkg}/`) ? field.type.slice(pkg.length + 1) : field.type;
  return `${type} ${field.name}`;
}

/** The lines of a field list; a standard message described in words (no `fields`) cannot be written. */
function lines(fields, pkg, what) {
  if (!fields) throw new Error(`${what} has no field list to generate a definition from`);
  return fields.map((f) => declaration(f, pkg));
}

function dependsOf(lines, pkg) {
  const deps = new Set();
  for (const l of lines) {
    const t = l.split(/\s+/)[0].replace(/\[\d*\]$/, '');
    if (t.includes('/')) deps.add(t.split('/')[0]);
    else if (!PRIMITIVES.has(t) && t !== 'Header') deps.add(pkg);
  }
  deps.delete(pkg);
  return deps;
}

/** {pkg: {msg: {Name: lines}, srv: {Name: {req, res}}, deps:Set}} from the table of loadInterfaces(). */
export function collect(table) {
  const pkgs = {};
  const get = (pkg) => (pkgs[pkg] ??= {msg: {}, srv: {}, deps: new Set()});
  const addMsg = (type, msgLines) => {
    const [pkg, name] = type.split('/');
    if (DEBIAN.has(pkg)) return;
    const p = get(pkg);
    p.msg[name] = msgLines;
    dependsOf(msgLines, pkg).forEach((d) => p.deps.add(d));
  };
  for (const i of table.interfaces) {
    const [pkg, name] = i.type.split('/');
    if (DEBIAN.has(pkg) || i.kind === 'action') continue;
    const what = `${i.kind} ${i.name} (${i.type})`;
    if (i.kind === 'topic') addMsg(i.type, lines(i.fields, pkg, what));
    else {
      const consts = (i.constants ?? []).map((c) => `${c.type} ${c.name}=${c.value}`);
      const p = get(pkg);
      p.srv[name] = {req: [...consts, ...lines(i.fields, pkg, what)], res: lines(i.response, pkg, `${what}'s response`)};
      dependsOf([...p.srv[name].req, ...p.srv[name].res], pkg).forEach((d) => p.deps.add(d));
    }
  }
  for (const [type, def] of Object.entries(table.messages ?? {})) addMsg(type, lines(def.fields, type.split('/')[0], type));
  return pkgs;
}

function cmakeLists(pkg, p) {
  const deps = [...p.deps];
  const msgs = Object.keys(p.msg).map((m) => `${m}.msg`);
  const srvs = Object.keys(p.srv).map((s) => `${s}.srv`);
  return [
    'cmake_minimum_required(VERSION 3.0.2)',
    `project(${pkg})`,
    `find_package(catkin REQUIRED COMPONENTS message_generation ${deps.join(' ')})`,
    msgs.length ? `add_message_files(FILES ${msgs.join(' ')})` : '',
    srvs.length ? `add_service_files(FILES ${srvs.join(' ')})` : '',
    `generate_messages(DEPENDENCIES ${deps.join(' ')})`,
    `catkin_package(CATKIN_DEPENDS message_runtime ${deps.join(' ')})`,
    '',
  ]
    .filter((l, idx) => l !== '' || idx > 5)
    .join('\n');
}

function packageXml(pkg, p) {
  const deps = [...p.deps].map((d) => `  <depend>${d}</depend>`).join('\n');
  return `<?xml version="1.0"?>
<package format="2">
  <name>${pkg}</name>
  <version>0.0.0</version>
  <description>Interfaces of ${pkg}, generated from src/data/ros/interfaces.json for the simulated QTrobot.</description>
  <maintainer email="docs@example.invalid">QTrobot docs</maintainer>
  <license>MIT</license>
  <buildtool_depend>catkin</buildtool_depend>
  <build_depend>message_generation</build_depend>
  <exec_depend>message_runtime</exec_depend>
${deps}
</package>
`;
}

export async function generate({force = false, quiet = false} = {}) {
  const pkgs = collect(loadInterfaces());
  const files = {};
  for (const [pkg, p] of Object.entries(pkgs)) {
    files[`${pkg}/CMakeLists.txt`] = cmakeLists(pkg, p);
    files[`${pkg}/package.xml`] = packageXml(pkg, p);
    for (const [m, lines] of Object.entries(p.msg)) files[`${pkg}/msg/${m}.msg`] = lines.join('\n') + '\n';
    for (const [s, {req, res}] of Object.entries(p.srv)) files[`${pkg}/srv/${s}.srv`] = [...req, '---', ...res].join('\n') + '\n';
  }
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex');
  const stamp = path.join(WS, '.generated');
  const built = fs.existsSync(path.join(WS, 'devel', 'setup.bash'));
  if (!force && built && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) {
    if (!quiet) console.log(`messages: up to date (${Object.keys(pkgs).length} packages)`);
    return {pkgs, built: false};
  }
  fs.rmSync(path.join(WS, 'src'), {recursive: true, force: true});
  for (const [rel, text] of Object.entries(files)) {
    const full = path.join(WS, 'src', rel);
    fs.mkdirSync(path.dirname(full), {recursive: true});
    fs.writeFileSync(full, text);
  }
  const t0 = Date.now();
  const r = spawnSync('catkin_make', ['-C', WS, '-DCMAKE_BUILD_TYPE=Release', '-DPYTHON_EXECUTABLE=/usr/bin/python3', '-DCATKIN_ENABLE_TESTING=OFF', '-j2'], {
    cwd: WS,
    encoding: 'utf8',
    env: {...process.env, PWD: WS, PATH: `/usr/bin:/bin:${process.env.PATH}`},
  });
  if (r.status !== 0) {
    console.error(r.stdout.slice(-4000), r.stderr.slice(-4000));
    throw new Error('catkin_make of the generated message packages failed');
  }
  fs.writeFileSync(stamp, hash);
  if (!quiet)
    console.log(
      `messages: generated and built ${Object.keys(pkgs).length} packages in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${Object.keys(pkgs).join(', ')}`,
    );
  return {pkgs, built: true};
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  generate({force: process.argv.includes('--force')}).catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
