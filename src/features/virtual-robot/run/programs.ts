/**
 * The docs' JavaScript programs as "Run in the page" runs them, and the CSP hashes of the frame's scripts (Node only:
 * read by ./plugin.ts and src/plugins/csp). The programs are found as `npm run test:robot` finds them
 * (tools/robot/programs.mjs, tools/robot/js-units.mjs), so both run the same units.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {findPrograms} from '../../../../tools/robot/programs.mjs';
import {unitsOf} from '../../../../tools/robot/js-units.mjs';
import {fileName, SCRIPT_TAG, scriptRole} from './chunk/frameDocument';
import {programKey, type RunnableProgram, type RunnerData} from './types';

const ROOT = path.resolve(__dirname, '../../../..');
const BOOTSTRAP = path.join(__dirname, 'frame', 'bootstrap.js');
/** The file the docs have readers copy from the robot; the robot tests serve the same one (tools/robot/js-runner.mjs). */
const ROSLIB = path.join(ROOT, 'node_modules', 'roslib', 'build', 'roslib.min.js');
/** LuxAI's qtrobot.js is not published as a package: the robot tests' stand-in, written from its documented API. */
const QTROBOT = path.join(ROOT, 'tools', 'robot', 'js', 'qtrobot-test-double.js');

type Block = {title: string; code: string; lang: string};
type Unit = {main: Block; html: string; files: Record<string, string>; blocks: Block[]};

/**
 * A script goes into the frame inline, as it is (its hash must match), so it must not end the element or start
 * the parser's "escaped" states early.
 */
function checkInlineSafe(name: string, text: string): void {
  if (/<\/script|<!--/i.test(text)) {
    throw new Error(`Run in the page: ${name} contains "</script" or "<!--", which cannot stand inside an inline <script>. Rewrite that part of the script.`);
  }
}

/** Every V2 page's runnable JavaScript units (docs/…), by key. Programs the robot tests skip are left out too. */
export function runnablePrograms(): Record<string, RunnableProgram> {
  const blocks = (findPrograms('') as (Block & {version: string; id: string; kind: string})[]).filter((b) => b.version === 'V2' && b.kind === 'js');
  const byPage = new Map<string, Block[]>();
  for (const b of blocks) byPage.set(b.id, [...(byPage.get(b.id) ?? []), b]);
  const programs: Record<string, RunnableProgram> = {};
  for (const [page, pageBlocks] of byPage) {
    for (const unit of unitsOf(pageBlocks) as Unit[]) {
      if ((unit.main as Block & {expect?: {skip?: string}}).expect?.skip) continue;
      const srcs = [...unit.html.matchAll(SCRIPT_TAG)].map((m) => m[1]);
      for (const src of srcs) {
        const role = scriptRole(src);
        if (role === 'file' && unit.files[fileName(src)] === undefined) {
          throw new Error(`Run in the page: "${unit.main.title}" on ${page} loads ${src}, which no block of the page provides.`);
        }
      }
      for (const [name, text] of Object.entries(unit.files)) checkInlineSafe(`${name} (${page})`, text);
      programs[programKey(page, unit.main.title)] = {
        page,
        title: unit.main.title,
        html: unit.html,
        files: unit.files,
        hasPage: unit.main.lang === 'html',
      };
    }
  }
  return programs;
}

/** The frame's scripts and the programs, as the runner chunk gets them. */
export function runnerData(): RunnerData {
  const data: RunnerData = {
    bootstrap: fs.readFileSync(BOOTSTRAP, 'utf8'),
    libraries: {roslib: fs.readFileSync(ROSLIB, 'utf8'), qtrobot: fs.readFileSync(QTROBOT, 'utf8')},
    programs: runnablePrograms(),
  };
  checkInlineSafe('frame/bootstrap.js', data.bootstrap);
  checkInlineSafe('roslib.min.js', data.libraries.roslib);
  checkInlineSafe('the qtrobot.js stand-in', data.libraries.qtrobot);
  return data;
}

export const cspHash = (text: string): string => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The `'sha256-…'` sources of every script a "Run in the page" frame runs inline: the bootstrap, the two
 * libraries and each program's files. The frame is an srcdoc document, so it runs under the page's own policy.
 */
export function frameScriptHashes(data: RunnerData = runnerData()): string[] {
  const texts = [data.bootstrap, data.libraries.roslib, data.libraries.qtrobot, ...Object.values(data.programs).flatMap((p) => Object.values(p.files))];
  return [...new Set(texts.map(cspHash))].sort();
}
