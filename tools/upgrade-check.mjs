#!/usr/bin/env node
// Upgrade rehearsal: `npm run upgrade:check [version] [--with name@version]...` (default: the
// registry's newest @docusaurus/core; `--with` sets another dependency too, e.g. the React a
// Docusaurus version requires as a peer, which a failed install names). Copies the site's files into a scratch folder (.scratch/upgrade-<version>,
// gitignored), sets every @docusaurus/* package to that version, installs without running
// postinstall, then, step by step: applies each patch in patches/, typechecks, builds and runs the
// build checks (tests/build) on that build. It prints
// what failed and writes the whole report to .scratch/upgrade-<version>/upgrade-report.json. The
// working tree and its node_modules are not touched. Exit code: 0 when every step passed.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args, cwd, logName) {
  const started = Date.now();
  const result = spawnSync(cmd, args, {cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: {...process.env, CI: ''}});
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (logName) fs.writeFileSync(path.join(cwd, logName), output);
  return {ok: result.status === 0, status: result.status, seconds: Math.round((Date.now() - started) / 1000), output};
}

const tail = (text, lines = 25) =>
  text
    .replace(/\x1b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')
    .slice(-lines)
    .join('\n');

function latestVersion() {
  const out = run(npm, ['view', '@docusaurus/core', 'version'], root);
  if (!out.ok) throw new Error(`npm view failed:\n${out.output}`);
  return out.output.trim().split('\n').pop().trim();
}

const argv = process.argv.slice(2);
const extra = argv.flatMap((a, i) => (a === '--with' ? [argv[i + 1]] : []));
const version = argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--with') ?? latestVersion();
const scratch = path.join(root, '.scratch', `upgrade-${version}`);
console.log(`Upgrade rehearsal: Docusaurus ${version} in ${path.relative(root, scratch)}`);

// 1. A copy of the site's tracked and new files (not node_modules, builds or caches).
fs.rmSync(scratch, {recursive: true, force: true});
fs.mkdirSync(scratch, {recursive: true});
const files = run('git', ['ls-files', '-co', '--exclude-standard', '-z'], root).output.split('\0').filter(Boolean);
for (const file of files) {
  const from = path.join(root, file);
  if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue;
  fs.mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
  fs.copyFileSync(from, path.join(scratch, file));
}

// 2. Every @docusaurus/* dependency at the version under test; the lock file is made again.
const pkgPath = path.join(scratch, 'package.json');
const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
const bumped = [];
for (const field of ['dependencies', 'devDependencies', 'overrides']) {
  for (const name of Object.keys(pkg[field] ?? {})) {
    if (name.startsWith('@docusaurus/')) {
      pkg[field][name] = version;
      bumped.push(`${field}:${name}`);
    }
  }
}
for (const spec of extra) {
  const at = spec.lastIndexOf('@');
  const [name, wanted] = [spec.slice(0, at), spec.slice(at + 1)];
  const field = pkg.devDependencies?.[name] !== undefined ? 'devDependencies' : 'dependencies';
  pkg[field][name] = wanted;
  if (pkg.overrides?.[name] !== undefined) pkg.overrides[name] = wanted;
  bumped.push(`${field}:${name}@${wanted}`);
}
fs.writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
fs.rmSync(path.join(scratch, 'package-lock.json'), {force: true});

const report = {version, scratch, bumped, steps: []};
console.log(`Changed: ${bumped.join(', ')}`);
const step = (name, result, detail) => {
  report.steps.push({name, ok: result.ok, seconds: result.seconds, ...detail});
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${name} (${result.seconds} s)`);
  if (!result.ok) console.log(tail(result.output).replace(/^/gm, '     '));
  return result.ok;
};

const install = run(npm, ['install', '--no-audit', '--no-fund', '--ignore-scripts'], scratch, 'install.log');
if (!step('npm install', install, {log: 'install.log'})) {
  finish();
}

// 3. Each patch on its own, so one failure does not hide the others. A patch made for 3.10.2
// applies to another version when its lines still match (patch-package warns); it fails when not.
const patchDir = path.join(scratch, 'patches');
const patches = fs.existsSync(patchDir) ? fs.readdirSync(patchDir).filter((f) => f.endsWith('.patch')) : [];
const held = path.join(scratch, '.patches-held');
fs.mkdirSync(held, {recursive: true});
for (const file of patches) fs.renameSync(path.join(patchDir, file), path.join(held, file));
const patchResults = [];
for (const file of patches) {
  fs.renameSync(path.join(held, file), path.join(patchDir, file));
  const result = run('node', ['node_modules/patch-package/index.js', '--error-on-fail'], scratch, `patch-${file}.log`);
  patchResults.push({patch: file, ok: result.ok});
  step(`patch ${file}`, result, {log: `patch-${file}.log`});
  // Keep applied patches in place (patch-package skips what is applied); remove a failed one so
  // the next run reports only its own patch.
  if (!result.ok) fs.renameSync(path.join(patchDir, file), path.join(held, file));
}
report.patches = patchResults;

const tsc = run('node', ['node_modules/typescript/bin/tsc'], scratch, 'tsc.log');
step('typecheck (tsc)', tsc, {log: 'tsc.log'});
// TypeScript 6 reports deprecated options (tsconfig's `baseUrl`) as error TS5101 and stops there,
// hiding every other type error. To see past it, typecheck again with `ignoreDeprecations` set in
// the scratch tsconfig only (the upgrade itself would still have to make that change or drop the
// option; the report keeps both results).
if (!tsc.ok && /error TS5101/.test(tsc.output)) {
  const tsVersion = JSON.parse(fs.readFileSync(path.join(scratch, 'node_modules/typescript/package.json'), 'utf8')).version;
  const tsconfigPath = path.join(scratch, 'tsconfig.json');
  const tsconfig = JSON.parse(fs.readFileSync(tsconfigPath, 'utf8'));
  tsconfig.compilerOptions = {...tsconfig.compilerOptions, ignoreDeprecations: `${tsVersion.split('.')[0]}.0`};
  fs.writeFileSync(tsconfigPath, `${JSON.stringify(tsconfig, null, 2)}\n`);
  report.adjustments = [`tsconfig.json: compilerOptions.ignoreDeprecations "${tsconfig.compilerOptions.ignoreDeprecations}" (scratch copy only)`];
  console.log(`     again with ${report.adjustments[0]}`);
  step('typecheck (tsc, ignoreDeprecations)', run('node', ['node_modules/typescript/bin/tsc'], scratch, 'tsc-ignore-deprecations.log'), {
    log: 'tsc-ignore-deprecations.log',
  });
}
const build = run('node', ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], scratch, 'build.log');
if (step('build', build, {log: 'build.log'})) {
  // The build checks (tests/build) on the new build. They read the build log from where
  // tests/build/ensure-build.mjs leaves it. Two of them always fail here, and not because of the
  // upgrade: the scratch folder is not in git, so no page gets a last-update date from a commit
  // (seo.test.ts "dates every doc ..."); they are reported apart.
  fs.writeFileSync(path.join(scratch, 'build', '.build-log.txt'), build.output);
  const tests = run('node', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'build'], scratch, 'build-tests.log');
  const failed = [
    ...new Set(
      tests.output
        .replace(/\x1b\[[0-9;]*m/g, '')
        .split('\n')
        .filter((l) => /^ FAIL /.test(l))
        .map((l) => l.replace(/^ FAIL\s+build\s+/, '').trim()),
    ),
  ];
  const scratchOnly = failed.filter((name) => /dates every doc/.test(name));
  const real = failed.filter((name) => !scratchOnly.includes(name));
  step('build tests (tests/build)', {...tests, ok: tests.ok || (failed.length > 0 && real.length === 0)}, {log: 'build-tests.log', failed: real, scratchOnly});
  for (const name of real) console.log(`     failed: ${name}`);
  if (scratchOnly.length) console.log(`     (and ${scratchOnly.length} that fail in any copy outside git: ${scratchOnly.join('; ')})`);
}
finish();

function finish() {
  const failed = report.steps.filter((s) => !s.ok).map((s) => s.name);
  report.failed = failed;
  fs.writeFileSync(path.join(scratch, 'upgrade-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(failed.length === 0 ? `Docusaurus ${version}: every step passed.` : `Docusaurus ${version}: failed: ${failed.join('; ')}`);
  console.log(`Logs: ${path.relative(root, scratch)}/*.log`);
  process.exit(failed.length === 0 ? 0 : 1);
}
