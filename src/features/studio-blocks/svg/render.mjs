#!/usr/bin/env node
/**
 * `npm run studio:svg`: draws every Studio program of the docs, and every block of the block
 * reference, with Blockly in Chromium (headless), and writes one SVG file per drawing into
 * static/studio-svg/ and their sizes into sizes.json. Files no page uses any more are deleted.
 * Run it after changing a program, the catalogue or this folder; tests/content/studioSvg.test.ts
 * fails until then. Options: --check only lists what would change (exit 1 if anything would).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {runnerImport, transformWithOxc} from 'vite';
import {TEST_BROWSER} from '../../../../tools/lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const check = process.argv.includes('--check');

// The catalogue and the validator are TypeScript that imports JSON: Vite's module runner loads them as the tests do.
const {module: drawings} = await runnerImport(path.join(root, 'src/features/studio-blocks/svg/drawings.ts'));
const {module: describe} = await runnerImport(path.join(root, 'src/features/studio-blocks/svg/describe.ts'));
const {module: workspace} = await runnerImport(path.join(root, 'src/features/studio-blocks/playground/workspace.ts'));
// The block definitions the playground uses, as a plain script: blocks.ts imports types only.
const blocksFile = path.join(root, drawings.BLOCKS_FILE);
const {code: blocksCode} = await transformWithOxc(fs.readFileSync(blocksFile, 'utf8'), blocksFile, {lang: 'ts'});
const blocksScript = `${blocksCode.replace(/^export /gm, '')}\nwindow.studioBlocks = {defineBlocks};\n`;

const started = Date.now();
const wanted = drawings.collectDrawings(root);
const dir = path.join(root, drawings.SVG_DIR);
const sizesFile = path.join(root, drawings.SIZES_FILE);
const fileOf = (key) => path.join(dir, `${key}.svg`);

const stale = wanted.filter((d) => {
  if (!fs.existsSync(fileOf(d.key))) return true;
  const read = drawings.readSvgAttributes(fs.readFileSync(fileOf(d.key), 'utf8'));
  return read.digest !== d.digest;
});
const keys = new Set(wanted.map((d) => d.key));
const orphans = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !keys.has(f.replace(/\.svg$/, ''))) : [];

if (check) {
  for (const d of stale) console.log(`to draw: ${d.key}.svg (${d.uses[0]})`);
  for (const f of orphans) console.log(`to delete: ${f}`);
  process.exit(stale.length + orphans.length > 0 ? 1 : 0);
}

fs.mkdirSync(dir, {recursive: true});
const sizes = fs.existsSync(sizesFile) ? JSON.parse(fs.readFileSync(sizesFile, 'utf8')) : {};
if (stale.length > 0) {
  const browser = await chromium.launch({executablePath: TEST_BROWSER});
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.setContent('<!doctype html><html><body style="margin:0"><div id="workspace" style="width:4000px;height:4000px"></div></body></html>');
    for (const file of ['node_modules/blockly/blockly_compressed.js', 'node_modules/blockly/msg/en.js', drawings.PAGE_FILE]) {
      await page.addScriptTag(
        file === drawings.PAGE_FILE ? {content: `${blocksScript}\n${fs.readFileSync(path.join(root, file), 'utf8')}`} : {path: path.join(root, file)},
      );
    }
    await page.evaluate((d) => window.studioSvg.declare(d), describe.declarations());
    for (const d of stale) {
      const {svg, width, height} = await page.evaluate(
        ([state, attributes]) => window.studioSvg.draw(state, attributes),
        [workspace.stateOf(d.stacks), drawings.svgAttributes(d)],
      );
      if (errors.length > 0) throw new Error(`Blockly failed on ${d.key} (${d.uses[0]}): ${errors.join('; ')}`);
      fs.writeFileSync(fileOf(d.key), `${svg}\n`);
      sizes[d.key] = [width, height];
    }
  } finally {
    await browser.close();
  }
}
for (const f of orphans) fs.rmSync(path.join(dir, f));
const kept = Object.fromEntries(
  Object.keys(sizes)
    .filter((k) => keys.has(k))
    .sort()
    .map((k) => [k, sizes[k]]),
);
// Written as Prettier formats JSON, so `npm run lint` passes without rewriting it.
fs.writeFileSync(
  sizesFile,
  `{\n${Object.entries(kept)
    .map(([k, [w, h]]) => `  ${JSON.stringify(k)}: [${w}, ${h}]`)
    .join(',\n')}\n}\n`,
);
console.log(`studio:svg: ${wanted.length} drawings, ${stale.length} drawn, ${orphans.length} deleted (${((Date.now() - started) / 1000).toFixed(1)} s)`);
