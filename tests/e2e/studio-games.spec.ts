import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {programsOf} from '../../src/features/studio-blocks/svg/programs';
import {expect, test, visit} from './fixtures';
import {axeViolations, sidewaysOverflow} from './lib/checks';

/**
 * Every whole game of the twelve V2 Studio tutorials, played on the virtual QTrobot from the playground: Play, the
 * educator's flag, then the educator's and the learner's taps (each choice and image in turn) until the game's last
 * block is done, or, for a game that repeats until the educator stops it, until it has gone round and the educator
 * presses Stop. The games run fifty times as fast as on the robot (`qtdocsStudioTimeScale`, a hook of the test build).
 */
const DIR = path.resolve(__dirname, '../../docs/tutorials/graphical');
const GAMES = fs
  .readdirSync(DIR)
  .filter((f) => f.startsWith('studio_'))
  .sort()
  .flatMap((file) =>
    programsOf(fs.readFileSync(path.join(DIR, file), 'utf8'))
      .filter((p) => !p.fragment)
      .map((p) => {
        const program = JSON.stringify(p.evaluate());
        return {page: `/docs/tutorials/graphical/${file.replace(/\.mdx$/, '')}`, title: p.title, loops: program.includes('LuxAI_repeat_till_stop')};
      }),
  );

/** Log lines a looping game must have written before the educator stops it. */
const ROUNDS_LOG = 20;

type Robot = {log: {text: string}[]};

async function openGame(page: Page, title: string) {
  await page.getByRole('button', {name: `Open ${title} in the playground`}).click();
  const region = page.getByRole('region', {name: `${title}: playground`});
  await expect(region).toBeFocused();
  return region;
}

/** Plays the open game to its end; returns how it ended and the robot's log. */
async function playToEnd(page: Page, title: string, loops: boolean): Promise<{phase: string; robot: string[]; log: number}> {
  const region = page.getByRole('region', {name: `${title}: playground`});
  await region.getByRole('button', {name: 'Play on the virtual QTrobot'}).click();
  const game = region.getByTestId('studio-game');
  const educator = region.getByRole('region', {name: `Educator tablet: ${title}`});
  await expect(game).toHaveAttribute('data-phase', 'flag');
  const flag = /Tap flag (\d)/.exec((await game.getByRole('status').textContent()) ?? '')![1];
  await educator.getByRole('button', {name: `Flag ${flag}`, exact: true}).click();
  // The taps, made in the page (a round trip per tap would make the fifteen games several times slower): each
  // choice and image in turn, Continue, and Stop once a looping game has gone round. The QA test below taps as a
  // reader does, by pointer and keyboard.
  const ended = await page.evaluate(
    async ({title, loops, rounds}) => {
      const named = (selector: string, name: string) => [...document.querySelectorAll(selector)].find((e) => e.getAttribute('aria-label') === name)!;
      const region = named('[data-testid="studio-playground"]', `${title}: playground`);
      const game = region.querySelector<HTMLElement>('[data-testid="studio-game"]')!;
      const educator = named('section', `Educator tablet: ${title}`);
      const learner = named('section', `Learner tablet: ${title}`);
      const button = (label: string) => [...educator.querySelectorAll('button')].find((b) => b.textContent === label);
      const deadline = Date.now() + 20_000;
      let taps = 0;
      while (game.dataset.phase === 'playing') {
        if (Date.now() > deadline) return `still playing after 20 s`;
        const choices = educator.querySelectorAll<HTMLButtonElement>('[aria-label="Choices"] button');
        const images = learner.querySelectorAll<HTMLButtonElement>('li button');
        if (loops && game.querySelectorAll('details li').length >= rounds) button('Stop the game')?.click();
        else if (choices.length > 0) choices[taps++ % choices.length].click();
        else if (images.length > 0) images[taps++ % images.length].click();
        else button('Continue')?.click();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return game.dataset.phase;
    },
    {title, loops, rounds: ROUNDS_LOG},
  );
  if (ended?.startsWith('still')) throw new Error(`${title}: ${ended}`);
  const robot = await page.evaluate(() => ((window as unknown as {qtdocsVirtualRobot?: Robot}).qtdocsVirtualRobot?.log ?? []).map((e) => e.text));
  const log = Number(/\((\d+)\)/.exec((await game.locator('summary').textContent()) ?? '')?.[1] ?? 0);
  return {phase: (await game.getAttribute('data-phase'))!, robot, log};
}

test.describe('Studio games on the virtual QTrobot', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => ((window as unknown as {qtdocsStudioTimeScale: number}).qtdocsStudioTimeScale = 0.02));
  });

  // Three tests of four pages: a browser context per test, each page visited once for all its games.
  const pages = [...new Set(GAMES.map((g) => g.page))];
  for (let part = 0; part < 3; part += 1) {
    const routes = pages.slice(part * 4, part * 4 + 4);
    test(`play to their end: ${routes.map((r) => r.split('/').pop()).join(', ')}`, async ({page}) => {
      test.setTimeout(90_000);
      for (const route of routes) {
        await visit(page, route);
        for (const {title, loops} of GAMES.filter((g) => g.page === route)) {
          const started = Date.now();
          await openGame(page, title);
          const {phase, robot, log} = await playToEnd(page, title, loops);
          expect(phase, title).toBe(loops ? 'stopped' : 'over');
          expect(log, `${title}: the game's log`).toBeGreaterThan(1);
          expect(robot.length, `${title}: the robot's log`).toBeGreaterThan(1);
          console.log(
            `studio game ${route.split('/').pop()}: "${title}" ${phase} after ${log} log lines, robot log ${robot.length} lines, ${Date.now() - started} ms`,
          );
        }
      }
    });
  }

  test('finds the fifteen whole games of the twelve tutorials', () => {
    expect(GAMES).toHaveLength(15);
    expect(new Set(GAMES.map((g) => g.page)).size).toBe(12);
  });

  const QA = GAMES.find((g) => g.page.endsWith('studio_qa'))!;

  test('loads the robot on Play only, speaks and shows faces on it, reads well in both colour modes and on a phone, refuses a broken game', async ({page}) => {
    const robotChunks: string[] = [];
    page.on('request', (r) => {
      if (/virtual-robot/.test(r.url())) robotChunks.push(r.url());
    });
    await visit(page, QA.page);
    const region = await openGame(page, QA.title);
    expect(robotChunks, 'no robot before Play').toEqual([]);
    await region.getByRole('button', {name: 'Play on the virtual QTrobot'}).click();
    const educator = region.getByRole('region', {name: `Educator tablet: ${QA.title}`});
    await educator.getByRole('button', {name: 'Flag 2'}).click();
    await expect(region.getByTestId('studio-game').getByRole('status')).toHaveText('No game starts from flag 2: this one starts from flag 1.');
    await educator.getByRole('button', {name: 'Flag 1'}).click();
    await expect(educator.getByRole('button', {name: 'Learner gives a correct answer'})).toBeVisible();
    expect(robotChunks.length).toBeGreaterThan(0);
    // The drawn robot in its dock, with what the game made it say.
    const robotLog = await page.evaluate(() => (window as unknown as {qtdocsVirtualRobot: Robot}).qtdocsVirtualRobot.log.map((e) => e.text).join('\n'));
    expect(robotLog).toMatch(/emotion show QT\/happy_blinking/);
    expect(robotLog).toMatch(/What is your name\?/);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      // The site follows the system's mode; axe reads the colours once the switch and its colour transitions are done.
      await page.waitForFunction(
        (mode) => document.documentElement.dataset.theme === mode && document.getAnimations().every((a) => !(a instanceof CSSTransition)),
        colorScheme,
      );
      expect(await axeViolations(page, `game ${colorScheme}`, {include: '[data-testid="studio-playground"]'})).toEqual([]);
    }
    await page.setViewportSize({width: 375, height: 740});
    expect(await sidewaysOverflow(page)).toEqual({overflow: 0, culprits: []});
    const [e, l] = [await educator.boundingBox(), await region.getByRole('region', {name: `Learner tablet: ${QA.title}`}).boundingBox()];
    expect(l!.y, 'the tablets stack on a phone').toBeGreaterThanOrEqual(e!.y + e!.height);
    const workspace = (await region.locator('.injectionDiv').boundingBox())!;
    expect(workspace.width, 'the workspace fits the phone').toBeLessThanOrEqual(375);
    expect(workspace.height, 'the workspace is at most 60 % of the window high').toBeLessThanOrEqual(0.6 * 740 + 1);

    await educator.getByRole('button', {name: 'Learner gives wrong or no answer'}).click();
    await educator.getByRole('button', {name: 'Stop the game'}).click();
    await expect(region.getByTestId('studio-game').getByRole('status')).toHaveText('The game was stopped.');

    // A game Studio would refuse is refused with the check's reason: the Start block dragged away from the game.
    await page.evaluate((title) => {
      type B = {unplug(heal: boolean): void};
      const ws = (window as unknown as {studioPlaygrounds: Record<string, {getTopBlocks(o: boolean): {getNextBlock(): B | null}[]}>}).studioPlaygrounds[title];
      ws.getTopBlocks(true)[0].getNextBlock()!.unplug(false);
    }, QA.title);
    await region.getByRole('button', {name: 'Play again'}).click();
    await expect(region.getByRole('alert')).toContainText('not attached to the Start block');
  });
});
