// Finds the programs of the docs' pages and decides how `npm run test:robot` checks each one.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {fileURLToPath} from 'node:url';

// Not lib.mjs' ROOT: that module installs signal handlers, and the site's build reads this file too
// (src/features/virtual-robot/run/programs.ts).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const VERSION_DIRS = {V2: 'docs', V1: 'versioned_docs/version-QTRD_v1'};
export const EXPECTATIONS_FILE = path.join(ROOT, 'tools', 'robot', 'expectations.yaml');

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return /\.mdx?$/.test(e.name) && !e.name.startsWith('_') ? [full] : [];
  });
}

/** Fenced code blocks of one page (same reading as tests/content/lib/docs.ts). */
export function blocksOf(source) {
  const lines = source.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body = [];
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j += 1;
    }
    blocks.push({line: i + 1, lang: lang.toLowerCase(), meta, title: /title="([^"]*)"/.exec(meta)?.[1], code: body.join('\n')});
    i = j;
  }
  return blocks;
}

/** How a Python block is checked: a complete program runs; a partial snippet is import-checked. */
export function classifyPython(block) {
  if (/\bsnippet\b/.test(block.meta)) return 'partial';
  const main = /^if\s+__name__\s*==\s*['"]__main__['"]\s*:/m.test(block.code);
  if (main && /rospy\.init_node\(/.test(block.code)) return 'program';
  if (main) return 'program';
  return 'partial';
}

export function classifyCpp(block) {
  if (/\bsnippet\b/.test(block.meta)) return 'partial';
  return /\bint\s+main\s*\(/.test(block.code) ? 'program' : 'partial';
}

/** Programs that spin until stopped: they pass when alive with no error after their window. */
export function spinsForever(code, lang) {
  if (lang === 'cpp') return /ros::spin\(\)|while\s*\(\s*ros::ok\(\)\s*\)/.test(code);
  return /rospy\.spin\(\)|while\s+not\s+rospy\.is_shutdown\(\)\s*:/.test(code);
}

/**
 * What a page promises a program prints: the `text` blocks titled "Output of <file>" or "<file> output".
 * Each line gives a stem, the words before its first number, quote, '=' or '|' (ROS log prefix removed), so
 * values that depend on the robot or the person do not matter, but a missing or reworded line does.
 */
export function promisedStems(blocks, title) {
  const file = path.basename(title.replace(/\s*\(.*\)\s*$/, '').trim());
  if (!/\.\w+$/.test(file)) return [];
  const promised = blocks.filter(
    (b) => b.lang === 'text' && b.title && b.title.includes(file) && /output/i.test(b.title) && !/rostopic|rosservice|terminal/i.test(b.title),
  );
  const stems = [];
  for (const b of promised) {
    for (const raw of b.code.split('\n')) {
      const line = raw.replace(/^\[(INFO|WARN|ERROR)\]\s*\[[\d.]+\]:\s*/, '').trim();
      const stem = line
        .split(/-?\d|["'=|(]/)[0]
        .replace(/[\s:,.;]+$/, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (stem.length >= 6 && !stems.includes(stem)) stems.push(stem);
    }
  }
  return stems;
}

export function loadExpectations() {
  return fs.existsSync(EXPECTATIONS_FILE) ? (yaml.load(fs.readFileSync(EXPECTATIONS_FILE, 'utf8')) ?? {}) : {};
}

/**
 * Every checkable block of the docs: {version, id, file, line, lang, title, kind, code, expect}.
 * `filter` is a page path (docs/tutorials/python/python_ros_speech.mdx) or id, or empty for all.
 */
export function findPrograms(filter = '') {
  const expectations = loadExpectations();
  const wanted = filter.replace(/\\/g, '/').replace(/^\.\//, '');
  const out = [];
  for (const [version, dir] of Object.entries(VERSION_DIRS)) {
    for (const full of walk(path.join(ROOT, dir)).sort()) {
      const file = path.relative(ROOT, full).split(path.sep).join('/');
      const id = path
        .relative(path.join(ROOT, dir), full)
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/');
      const key = version === 'V1' ? `v1/${id}` : id;
      if (wanted && ![file, id, key, file.replace(/\.mdx?$/, '')].includes(wanted) && !file.startsWith(`${wanted}/`)) continue;
      const pageExpect = expectations[key] ?? {};
      const pageBlocks = blocksOf(fs.readFileSync(full, 'utf8'));
      for (const block of pageBlocks) {
        let kind;
        if (block.lang === 'python' || block.lang === 'py' || block.lang === 'python2') kind = classifyPython(block);
        else if (block.lang === 'cpp' || block.lang === 'c++') kind = classifyCpp(block);
        else if (block.lang === 'javascript' || block.lang === 'js' || block.lang === 'html') kind = 'js';
        else continue;
        const title = block.title ?? `(untitled, line ${block.line})`;
        out.push({
          version,
          id,
          key,
          file,
          line: block.line,
          lang: block.lang === 'c++' ? 'cpp' : block.lang,
          title,
          kind,
          code: block.code,
          expect: pageExpect[title] ?? {},
          promised: kind === 'program' ? promisedStems(pageBlocks, title) : [],
        });
      }
    }
  }
  return out;
}
