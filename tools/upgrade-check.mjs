#!/usr/bin/env node
// Upgrade rehearsal: `npm run upgrade:check [version] [--with name@version]...` (default: the
// registry's newest @docusaurus/core; `--with` sets another dependency too, e.g. the React a
// Docusaurus version requires as a peer, which a failed install names). Copies the site's files into a scratch folder (.scratch/upgrade-<version>,
// gitignored), sets every @docusaurus/* package to that version, installs without running
// postinstall, then, step by step: applies each patch in patches/, typechecks, builds. It prints
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

const tail = (text, lines = 25) => text.trim().split('\n').slice(-lines).join('\n');

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

step('typecheck (tsc)', run('node', ['node_modules/typescript/bin/tsc'], scratch, 'tsc.log'), {log: 'tsc.log'});
step('build', run('node', ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], scratch, 'build.log'), {log: 'build.log'});
finish();

function finish() {
  const failed = report.steps.filter((s) => !s.ok).map((s) => s.name);
  report.failed = failed;
  fs.writeFileSync(path.join(scratch, 'upgrade-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(failed.length === 0 ? `Docusaurus ${version}: every step passed.` : `Docusaurus ${version}: failed: ${failed.join('; ')}`);
  console.log(`Logs: ${path.relative(root, scratch)}/*.log`);
  process.exit(failed.length === 0 ? 0 : 1);
}
