import {describe, expect, it} from 'vitest';
import {validateProgram} from '@site/src/features/studio-blocks/validate';
import {validateProgram as browserValidateProgram} from '@site/src/features/studio-blocks/validate.client';
import {programsOf} from '@site/src/features/studio-blocks/svg/programs';
import {loadDocs} from './lib/docs';

const pages = loadDocs().filter((d) => d.source.includes('<StudioBlocks'));

describe('StudioBlocks programs in the docs', () => {
  it('finds the Studio pages of both versions', () => {
    expect(pages.filter((p) => p.version === 'V2').length).toBeGreaterThanOrEqual(12);
    expect(pages.filter((p) => p.version === 'V1').length).toBeGreaterThanOrEqual(12);
  });

  it.each(pages.map((p) => [p.file, p] as const))('%s: every program is valid against the catalogue', (_f, page) => {
    const programs = programsOf(page.source);
    expect(programs.length).toBeGreaterThan(0);
    const errors: string[] = [];
    for (const p of programs) {
      try {
        const stacks = validateProgram(p.evaluate(), {fragment: p.fragment});
        // The browser's bundle has validate.client.ts instead (src/features/studio-blocks/plugin.ts): it must
        // shape every program into the same stacks, or hydration would draw something else.
        expect(browserValidateProgram(p.evaluate()), p.title).toEqual(stacks);
      } catch (e) {
        errors.push(`"${p.title}": ${(e as Error).message}`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('the check rejects an invalid program', () => {
    const [bad] = programsOf(`export const p = [{block: 'no_such_block'}];\n\n<StudioBlocks title="t" program={p} />\n`);
    expect(() => validateProgram(bad.evaluate())).toThrow(/no_such_block/);
  });

  /** The message the build fails with for the programs of an MDX page. */
  function buildErrors(mdx: string): string[] {
    return programsOf(mdx).map((p) => {
      try {
        validateProgram(p.evaluate(), {fragment: p.fragment});
        return '(valid)';
      } catch (e) {
        return (e as Error).message;
      }
    });
  }

  it('tells the author how to fix a game without its Start block, an unknown face or an unattached stack', () => {
    const say = (text: string) => `{block: 'LuxAI_TTS', inputs: {TTS_NAME: '${text}'}}`;
    const [noStart, badFace, unattached, asFragment, whole] = buildErrors(
      [
        `export const face = (data) => ({block: 'lfr_faces', inputs: {data}});`,
        `export const start = {block: 'LuxAI_start_block'};`,
        '',
        `<StudioBlocks title="no start" program={[${say('Hello')}]} />`,
        '',
        `<StudioBlocks title="bad face" program={[start, {block: 'LuxAI_TTS', inputs: {FACE: face('QT/smile.gif')}}]} />`,
        '',
        `<StudioBlocks title="unattached" program={[[start, ${say('Hi')}], [${say('lost')}]]} />`,
        '',
        `<StudioBlocks fragment title="a step" program={[${say('Hello')}]} />`,
        '',
        `<StudioBlocks title="whole" program={[start, {block: 'LuxAI_TTS', inputs: {FACE: face('QT/showing_smile.gif')}}]} />`,
      ].join('\n'),
    );
    expect(noStart).toMatch(/must start with the Start block: put \{block: 'LuxAI_start_block'\} first/);
    expect(badFace).toContain(`input "FACE": input "data" is "QT/smile.gif", not in Studio's Faces list. Did you mean "QT/showing_smile.gif"`);
    expect(unattached).toMatch(/^StudioBlocks: stack 2: this stack is not attached to the Start block/);
    for (const message of [noStart, badFace, unattached]) expect(message).toContain('FORMAT.md');
    expect([asFragment, whole]).toEqual(['(valid)', '(valid)']);
  });
});
