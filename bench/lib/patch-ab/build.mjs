// Builds the site as it is (`baseline`), a second time identically (`baseline2`, the A/A control),
// and once per variant with exactly one change reverted (./variants.mjs), each into
// `.scratch/ab/<name>/` (gitignored) with `DOCUSAURUS_NO_PERSISTENT_CACHE=1`, so no bundler cache
// carries one build into the next. The reversal is restored in `finally`, also when a build fails.
// Beside each build, `patch-ab.json` holds its build time and the gzip sizes of its scripts.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {revert} from './variants.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OUT = path.join(ROOT, '.scratch/ab');

const slug = (name) => name.replace(/[^A-Za-z0-9+.-]+/g, '_');

/** The folder a build of `name` (baseline, baseline2 or a variant) goes to. */
export const builtDir = (name) => path.join(OUT, slug(name));
export const isBuilt = (name) => fs.existsSync(path.join(builtDir(name), 'patch-ab.json'));
/** The gzip sizes of a build's scripts, as `jsSizes` took them after the build. */
export const builtSizes = (name) => JSON.parse(fs.readFileSync(path.join(builtDir(name), 'patch-ab.json'), 'utf8')).sizes;

/** gzip sizes (KB) of the build's scripts: all, main, runtime, the highlighter chunk. */
function jsSizes(dir) {
  const js = path.join(dir, 'assets/js');
  const sizes = {totalKB: 0, mainKB: 0, runtimeKB: 0, highlighterKB: 0, files: 0};
  for (const name of fs.readdirSync(js)) {
    if (!name.endsWith('.js')) continue;
    const kb = zlib.gzipSync(fs.readFileSync(path.join(js, name))).length / 1024;
    sizes.totalKB += kb;
    sizes.files++;
    if (name.startsWith('main.')) sizes.mainKB += kb;
    if (name.startsWith('runtime~main.')) sizes.runtimeKB += kb;
    if (name.startsWith('highlighter.')) sizes.highlighterKB += kb;
  }
  for (const k of Object.keys(sizes)) sizes[k] = Math.round(sizes[k] * 10) / 10;
  return sizes;
}

/** Builds `name` with variant `v` reverted (none for the baselines); prints the outcome. */
function build(name, v) {
  const outDir = builtDir(name);
  fs.rmSync(outDir, {recursive: true, force: true});
  const restore = v ? revert(v, path.join(OUT, '.aside')) : () => {};
  const started = Date.now();
  let ok = false;
  try {
    const r = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: ROOT,
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    fs.mkdirSync(OUT, {recursive: true});
    fs.writeFileSync(path.join(OUT, `${slug(name)}.log`), `${r.stdout}\n${r.stderr}`);
    ok = r.status === 0;
  } finally {
    restore();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!ok) {
    console.log(`✗ ${name}: build failed (${seconds} s), log in .scratch/ab/${slug(name)}.log`);
    return;
  }
  const sizes = jsSizes(outDir);
  fs.writeFileSync(path.join(outDir, 'patch-ab.json'), JSON.stringify({name, seconds, sizes}));
  console.log(`✓ ${name}: ${seconds} s, JS gzip total ${sizes.totalKB} KB, main ${sizes.mainKB}, highlighter ${sizes.highlighterKB}`);
}

/**
 * Builds `baseline`, `baseline2` and each of `variants` (a map from name to variant), skipping
 * those built already unless `rebuild`.
 */
export function buildAll(variants, {rebuild}) {
  for (const [name, v] of [['baseline'], ['baseline2'], ...Object.entries(variants)]) {
    if (!rebuild && isBuilt(name)) {
      console.log(`- ${name}: built already`);
      continue;
    }
    build(name, v);
  }
}
