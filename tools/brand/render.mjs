// Renders the PNGs in static/img from the SVG sources beside this script, with Debian's Chromium
// (headless screenshots), so the images can be redrawn by editing the SVG:
//   node tools/brand/render.mjs
// Inter comes from the @fontsource package the site already uses.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const font = pathToFileURL(path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).href;

const outputs = [
  {svg: 'social-card.svg', png: 'static/img/social-card.png', width: 1200, height: 630},
  {svg: 'icon.svg', png: 'static/img/icons/icon-192.png', width: 192, height: 192},
  {svg: 'icon.svg', png: 'static/img/icons/icon-512.png', width: 512, height: 512},
  {svg: 'maskable-icon.svg', png: 'static/img/icons/maskable-512.png', width: 512, height: 512},
  {svg: 'maskable-icon.svg', png: 'static/img/icons/apple-touch-icon.png', width: 180, height: 180},
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-'));
for (const {svg, png, width, height} of outputs) {
  const markup = fs.readFileSync(path.join(here, svg), 'utf8').replace(/width="\d+" height="\d+"/, `width="${width}" height="${height}"`);
  const page = path.join(work, 'page.html');
  fs.writeFileSync(
    page,
    `<!doctype html><style>@font-face{font-family:'Inter Variable';src:url('${font}') format('woff2');font-weight:100 900}` +
      `html,body{margin:0;background:transparent}svg{display:block}</style>${markup}`,
  );
  const target = path.join(root, png);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      '--default-background-color=00000000',
      `--window-size=${width},${height}`,
      `--screenshot=${target}`,
      pathToFileURL(page).href,
    ],
    {stdio: 'ignore'},
  );
  console.log(`${png} (${width}×${height})`);
}
fs.rmSync(work, {recursive: true, force: true});
