import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {CATEGORIES} from '../../src/features/studio-blocks/catalogData';
import {describeProgram, type Instance} from '../../src/features/studio-blocks/svg/describe';
import {CATEGORY_IDS} from '../../src/features/studio-blocks/types';
import {validateProgram} from '../../src/features/studio-blocks/validate';
import {expect, test, visit} from './fixtures';
import {recordForeignRequests} from './lib/checks';

/**
 * The playground of a Studio program: "Open … in the playground" under a drawing loads Blockly (the
 * "studio-playground" chunk) on the click only, and shows the same program on an editable workspace
 * with Studio's toolbox. The page's program is read from its MDX source, as the site evaluates it.
 */
const PAGE = '/docs/tutorials/graphical/studio_story';
const SOURCE = path.resolve(__dirname, '../../docs/tutorials/graphical/studio_story.mdx');
const TITLE = 'The whole game: the story of the magic word';
const REGION = '[data-testid="studio-playground"]';

/** The page's one program, evaluated from its `export const`s as tests/content does. */
function sourceProgram(): unknown {
  const source = fs.readFileSync(SOURCE, 'utf8');
  const exports = source.split(/\n\s*\n/).filter((s) => s.startsWith('export const '));
  const expression = /<StudioBlocks title="[^"]*" program=\{([^}]+)\}/.exec(source)![1];
  return new Function(`${exports.map((e) => e.replace(/^export /, '')).join('\n')}\nreturn (${expression});`)();
}

function countBlocks(stack: readonly Instance[]): number {
  return stack.reduce(
    (n, inst) =>
      n +
      1 +
      inst.parts.reduce(
        (m, part) => m + (part.t === 'value' && part.child ? countBlocks([part.child]) : part.t === 'statements' ? countBlocks(part.children) : 0),
        0,
      ),
    0,
  );
}

const expectedBlocks = describeProgram(validateProgram(sourceProgram())).reduce((n, stack) => n + countBlocks(stack), 0);

/** What Blockly holds: every block and the TTS fields, read through the page's test hook. */
function workspace(page: Page): Promise<{blocks: number; texts: string[]}> {
  return page.evaluate((title) => {
    const ws = (window as unknown as {studioPlaygrounds: Record<string, {getAllBlocks(o: boolean): {getField(n: string): {getValue(): string} | null}[]}>})
      .studioPlaygrounds[title];
    const blocks = ws.getAllBlocks(false);
    return {blocks: blocks.length, texts: blocks.flatMap((b) => (b.getField('TTS_NAME') ? [b.getField('TTS_NAME')!.getValue()] : []))};
  }, TITLE);
}

async function open(page: Page): Promise<number> {
  const started = Date.now();
  await page.getByRole('button', {name: `Open ${TITLE} in the playground`}).click();
  await expect(page.getByRole('region', {name: `${TITLE}: playground`})).toBeFocused();
  await expect.poll(async () => (await workspace(page)).blocks).toBe(expectedBlocks);
  return Date.now() - started;
}

test.describe('Studio playground', () => {
  test('loads Blockly on the click only; shows the program, Studio’s tabs, edits and resets', async ({page, baseURL}) => {
    const foreign = recordForeignRequests(page.context(), new URL(baseURL!).origin, () => page.url());
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/studio-playground/.test(r.url())) chunks.push(r.url());
    });
    await visit(page, PAGE);
    await page.waitForLoadState('networkidle');
    expect(chunks, 'no playground chunk before the click').toEqual([]);
    const outlines = await page.getByTestId('studio-blocks-outline').count();

    const ms = await open(page);
    console.log(`studio playground: ${expectedBlocks} blocks usable ${ms} ms after the click`);
    expect(chunks.length).toBeGreaterThan(0);
    // The text outlines of the page's programs stay.
    await expect(page.getByTestId('studio-blocks-outline')).toHaveCount(outlines);
    const region = page.locator(REGION);
    for (const id of CATEGORY_IDS) await expect(region.locator('.blocklyToolboxCategoryLabel', {hasText: CATEGORIES[id].label}).first()).toBeVisible();
    await expect(region.locator('svg.blocklySvg')).toHaveCSS('background-color', 'rgb(97, 75, 127)');

    // Editing: a text field changed and a block deleted through Blockly's API; Reset loads the program again.
    const before = await workspace(page);
    await page.evaluate((title) => {
      type B = {type: string; setFieldValue(v: string, n: string): void; dispose(heal: boolean): void; getField(n: string): unknown};
      const ws = (window as unknown as {studioPlaygrounds: Record<string, {getAllBlocks(o: boolean): B[]}>}).studioPlaygrounds[title];
      const blocks = ws.getAllBlocks(true);
      blocks.find((b) => b.getField('TTS_NAME'))!.setFieldValue('Edited!', 'TTS_NAME');
      blocks[blocks.length - 1].dispose(true);
    }, TITLE);
    const edited = await workspace(page);
    expect(edited.blocks).toBe(expectedBlocks - 1);
    expect(edited.texts).toContain('Edited!');
    await region.getByRole('button', {name: 'Reset', exact: true}).click();
    expect(await workspace(page)).toEqual(before);

    await region.getByRole('button', {name: 'Close', exact: true}).click();
    await expect(region).toHaveCount(0);
    await expect(page.getByRole('button', {name: `Open ${TITLE} in the playground`})).toBeFocused();
    expect(foreign).toEqual([]);
  });
  // Axe in both colour modes and the 375 px phone, with the playground open and a game playing: studio-games.spec.ts.
});
