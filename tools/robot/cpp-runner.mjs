// C++ programs of the docs: built with Debian's catkin against roscpp and the generated QTrobot
// message packages (one catkin package, one executable per program), then run like the Python ones.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {ROBOT_DIR, WS, freshSim} from './lib.mjs';
import {runAndJudge} from './judge.mjs';

const CPP_WS = path.join(ROBOT_DIR, 'cpp_ws');
const PKG = 'docs_cpp_programs';

function targetName(prog) {
  const base = path.basename(prog.title.replace(/\s*\(.*\)\s*$/, '')).replace(/\.\w+$/, '');
  return `${prog.key}__${base}`.replace(/[^A-Za-z0-9_]/g, '_');
}

export async function runCpp(progs, {worker, port, env, report, scenarioFor}) {
  const programs = [];
  for (const prog of progs) {
    if (prog.expect.skip) report(prog, {ok: null, reason: `not run: ${prog.expect.skip}`});
    else if (prog.kind === 'partial') report(prog, {ok: null, reason: 'snippet (no main): not compiled alone'});
    else programs.push({...prog, target: targetName(prog)});
  }
  if (!programs.length) return;
  const msgPkgs = fs.readdirSync(path.join(WS, 'src')).filter((d) => fs.existsSync(path.join(WS, 'src', d, 'package.xml')));
  const deps = ['roscpp', 'std_msgs', 'sensor_msgs', ...msgPkgs];
  const src = path.join(CPP_WS, 'src', PKG);
  fs.rmSync(path.join(src), {recursive: true, force: true});
  fs.mkdirSync(path.join(src, 'src'), {recursive: true});
  for (const prog of programs) fs.writeFileSync(path.join(src, 'src', `${prog.target}.cpp`), prog.code);
  fs.writeFileSync(
    path.join(src, 'package.xml'),
    `<?xml version="1.0"?>
<package format="2">
  <name>${PKG}</name><version>0.0.0</version>
  <description>The docs' C++ programs, built by npm run test:robot.</description>
  <maintainer email="docs@example.invalid">QTrobot docs</maintainer><license>MIT</license>
  <buildtool_depend>catkin</buildtool_depend>
${deps.map((d) => `  <depend>${d}</depend>`).join('\n')}
</package>
`,
  );
  fs.writeFileSync(
    path.join(src, 'CMakeLists.txt'),
    `cmake_minimum_required(VERSION 3.0.2)
project(${PKG})
set(CMAKE_CXX_STANDARD 14)
find_package(catkin REQUIRED COMPONENTS ${deps.join(' ')})
catkin_package()
include_directories(\${catkin_INCLUDE_DIRS})
${programs.map((p) => `add_executable(${p.target} src/${p.target}.cpp)\ntarget_link_libraries(${p.target} \${catkin_LIBRARIES})`).join('\n')}
`,
  );
  const t0 = Date.now();
  const cmakeEnv = {...env, PWD: CPP_WS};
  const configure = spawnSync(
    'catkin_make',
    ['-C', CPP_WS, 'cmake_check_build_system', '-DPYTHON_EXECUTABLE=/usr/bin/python3', '-DCATKIN_ENABLE_TESTING=OFF', '-DCMAKE_BUILD_TYPE=Release'],
    {cwd: CPP_WS, env: cmakeEnv, encoding: 'utf8'},
  );
  if (configure.status !== 0) {
    const why = (configure.stdout + configure.stderr)
      .split('\n')
      .filter((l) => /error/i.test(l))
      .slice(0, 3)
      .join(' / ');
    for (const prog of programs) report(prog, {ok: false, reason: `catkin configure failed: ${why}`});
    return;
  }
  const build = spawnSync('make', ['-k', '-j2', '-C', path.join(CPP_WS, 'build')], {env: cmakeEnv, encoding: 'utf8', maxBuffer: 64 << 20});
  const buildLog = build.stdout + build.stderr;
  console.log(`C++: built ${programs.length} programs with catkin in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const bin = path.join(CPP_WS, 'devel', 'lib', PKG);
  for (const prog of programs) {
    const exe = path.join(bin, prog.target);
    if (!fs.existsSync(exe)) {
      const errs = buildLog
        .split('\n')
        .filter((l) => l.includes(`${prog.target}.cpp`) && /error/.test(l))
        .slice(0, 3);
      report(prog, {ok: false, reason: `does not compile: ${errs.map((l) => l.replace(/^.*\.cpp:/, 'line ')).join(' / ') || 'link error'}`});
      continue;
    }
    let sim;
    try {
      sim = await freshSim(worker, port, scenarioFor(prog.version, prog.id), prog.version);
      const result = await runAndJudge({
        argv: [exe, ...(prog.expect.args ?? [])],
        cwd: CPP_WS,
        env,
        code: prog.code,
        lang: 'cpp',
        expect: prog.expect,
        sim,
        promised: prog.promised,
      });
      report(prog, result, 'built, ');
    } catch (error) {
      report(prog, {ok: false, reason: error.message.split('\n')[0]});
    }
  }
}
