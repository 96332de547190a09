// Writes catkin message/service packages for every ROS type of src/data/rosInterfaces.ts that
// Debian does not ship (qt_robot_interface, qt_gesture_controller, qt_motors_controller,
// qt_nuitrack_app, qt_respeaker_app, the speech recognition apps, ...) into .robot/ws/src,
// then builds them with Debian's catkin (genpy + gencpp). Skips the build when nothing changed.
// Usage: node tools/robot/gen-msgs.mjs [--force]
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WS = path.join(ROOT, '.robot', 'ws');
/** Packages Debian ships (installed by tools/robot/install-ros.sh): never generated. */
const DEBIAN = new Set(['std_msgs', 'sensor_msgs', 'geometry_msgs', 'trajectory_msgs', 'actionlib_msgs']);
const PRIMITIVES = new Set([
  'bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64',
  'float32', 'float64', 'string', 'time', 'duration', 'byte', 'char',
]);

export async function loadInterfaces() {
  const src = fs.readFileSync(path.join(ROOT, 'src/data/rosInterfaces.ts'), 'utf8');
  const js = ts.transpileModule(src, {compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022}}).outputText;
  return import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
}

/** `string[] parts, uint8 mode — M_ON=0 …` -> ['string[] parts', 'uint8 mode']: the prose after ' — ' is dropped. */
export function parseFields(text) {
  if (!text || /^\(none\)/.test(text.trim())) return [];
  const head = text.split(' — ')[0];
  return head
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => {
      const m = /^([A-Za-z_][\w/]*(?:\[\d*\])?)\s+([a-z_][\w]*)$/.exec(f);
      if (!m) throw new Error(`cannot read the field "${f}" of "${text}"`);
      return `${m[1]} ${m[2]}`;
    });
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

/** {pkg: {msg: {Name: lines}, srv: {Name: {req, res}}, deps:Set}} */
export function collect(mod) {
  const pkgs = {};
  const get = (pkg) => (pkgs[pkg] ??= {msg: {}, srv: {}, deps: new Set()});
  const addMsg = (type, lines) => {
    const [pkg, name] = type.split('/');
    if (DEBIAN.has(pkg)) return;
    const p = get(pkg);
    p.msg[name] = lines;
    dependsOf(lines, pkg).forEach((d) => p.deps.add(d));
  };
  for (const i of mod.rosInterfaces) {
    const [pkg, name] = i.type.split('/');
    if (DEBIAN.has(pkg) || i.kind === 'action') continue;
    if (i.kind === 'topic') addMsg(i.type, parseFields(i.request));
    else {
      const consts = i.constants ? i.constants.split(',').map((c) => c.trim()) : [];
      const p = get(pkg);
      p.srv[name] = {req: [...consts, ...parseFields(i.request)], res: parseFields(i.response)};
      dependsOf([...p.srv[name].req, ...p.srv[name].res], pkg).forEach((d) => p.deps.add(d));
    }
  }
  for (const [type, def] of Object.entries(mod.rosNestedMessages ?? {})) addMsg(type, parseFields(def.fields));
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
  ].filter((l, idx) => l !== '' || idx > 5).join('\n');
}

function packageXml(pkg, p) {
  const deps = [...p.deps].map((d) => `  <depend>${d}</depend>`).join('\n');
  return `<?xml version="1.0"?>
<package format="2">
  <name>${pkg}</name>
  <version>0.0.0</version>
  <description>Interfaces of ${pkg}, generated from src/data/rosInterfaces.ts for the simulated QTrobot.</description>
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
  const mod = await loadInterfaces();
  const pkgs = collect(mod);
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
  if (!quiet) console.log(`messages: generated and built ${Object.keys(pkgs).length} packages in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${Object.keys(pkgs).join(', ')}`);
  return {pkgs, built: true};
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  generate({force: process.argv.includes('--force')}).catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
