import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {collectDrawings, readSvgAttributes, SIZES_FILE, SVG_DIR} from '@site/src/features/studio-blocks/svg/drawings';
import {programKey, RENDER_HINT} from '@site/src/features/studio-blocks/svg/key';
import {validateProgram} from '@site/src/features/studio-blocks/validate';
import {ROOT} from './lib/docs';

/**
 * The drawings Blockly made ahead of time (src/features/studio-blocks/svg/): one SVG file per program of the
 * docs and per block of the reference, each carrying the name and digest of what it was drawn from.
 */
const drawings = collectDrawings(ROOT);
const dir = path.join(ROOT, SVG_DIR);
const sizes = JSON.parse(fs.readFileSync(path.join(ROOT, SIZES_FILE), 'utf8')) as Record<string, [number, number]>;

describe('Studio program drawings (static/studio-svg)', () => {
  it('finds the programs of both versions’ Studio pages and the reference’s blocks', () => {
    const uses = drawings.flatMap((d) => d.uses);
    expect(uses.filter((u) => u.startsWith('docs/')).length).toBeGreaterThan(60);
    expect(uses.filter((u) => u.startsWith('versioned_docs/')).length).toBeGreaterThan(60);
    expect(uses.filter((u) => u.startsWith('block reference: ')).length).toBeGreaterThan(40);
  });

  it('has a drawing of every program as the MDX writes it now, drawn by the current code', () => {
    const problems = drawings.flatMap((d) => {
      const file = path.join(dir, `${d.key}.svg`);
      if (!fs.existsSync(file)) return [`${d.uses.join(', ')}: no drawing ${d.key}.svg`];
      const svg = readSvgAttributes(fs.readFileSync(file, 'utf8'));
      if (svg.key !== d.key || svg.digest !== d.digest) return [`${d.uses.join(', ')}: ${d.key}.svg was drawn from another program or by other drawing code`];
      if (sizes[d.key]?.[0] !== svg.width || sizes[d.key]?.[1] !== svg.height)
        return [`${d.key}: sizes.json says ${sizes[d.key]}, the file ${svg.width}×${svg.height}`];
      return [];
    });
    expect(problems, `${problems.length} drawings out of date. ${RENDER_HINT}`).toEqual([]);
  });

  it('keeps no drawing that nothing shows', () => {
    const keys = new Set(drawings.map((d) => d.key));
    const orphans = [...fs.readdirSync(dir).filter((f) => !keys.has(f.replace(/\.svg$/, ''))), ...Object.keys(sizes).filter((k) => !keys.has(k))];
    expect(orphans, RENDER_HINT).toEqual([]);
  });

  it('names a changed program’s drawing anew, so the check above catches it', () => {
    const [page] = drawings.filter((d) => d.uses.some((u) => u.startsWith('docs/')));
    const stacks = validateProgram([{block: 'LuxAI_start_block'}, {block: 'LuxAI_TTS', inputs: {TTS_NAME: 'A program no page has'}}]);
    expect(drawings.map((d) => d.key)).not.toContain(programKey(stacks));
    expect(fs.existsSync(path.join(dir, `${programKey(stacks)}.svg`))).toBe(false);
    expect(page.key).toMatch(/^p[0-9a-f]{11}$/);
  });

  it('makes every file self-contained: no style sheet, class, script or link; text as text on the workspace colour', () => {
    const bad = fs.readdirSync(dir).flatMap((f) => {
      const svg = fs.readFileSync(path.join(dir, f), 'utf8');
      const wrong = [/<style/, /<script/, /\sclass=/, /\shref=/, /url\(/].filter((re) => re.test(svg)).map(String);
      if (!/<text\b/.test(svg)) wrong.push('no <text>');
      if (!svg.includes('fill="#614b7f"')) wrong.push('no workspace background');
      return wrong.length > 0 ? [`${f}: ${wrong.join(', ')}`] : [];
    });
    expect(bad).toEqual([]);
  });
});
