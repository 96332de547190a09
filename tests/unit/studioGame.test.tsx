import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import GamePanel from '@site/src/features/studio-blocks/run/GamePanel';
import type {RobotSide} from '@site/src/features/studio-blocks/run/robotSide';
import {GameSession} from '@site/src/features/studio-blocks/run/session';
import {describeProgram} from '@site/src/features/studio-blocks/svg/describe';
import type {BlockNode} from '@site/src/features/studio-blocks/types';

/** A robot that does everything at once and remembers it. */
function fakeRobot() {
  const did: string[] = [];
  const side: RobotSide = {
    setLanguage: async (code) => void did.push(`language ${code}`),
    show: async (face) => void did.push(`show ${face}`),
    say: async (text) => void did.push(`say ${text}`),
    gesture: async (name) => void did.push(`gesture ${name}`),
    play: async (audio) => void did.push(`play ${audio}`),
    publish: async (topic) => void did.push(`publish ${topic}`),
    subscribe: async () => null,
    call: async () => null,
    sleep: () => new Promise((resolve) => setTimeout(resolve, 0)),
    halt: async () => void did.push('halt'),
    close: () => void did.push('close'),
  };
  return {side, did};
}

const say = (text: string): BlockNode => ({block: 'LuxAI_TTS', inputs: {TTS_NAME: text}});
const game: BlockNode[][] = [
  [
    {block: 'LuxAI_start_block', inputs: {FLAG: '2'}},
    say('Pick one'),
    {block: 'kid_nine_choice', inputs: {NOTE1: 'apple', CHOICE_PATH1: [say('An apple')], NOTE2: 'sock', CHOICE_PATH2: [say('A sock')]}},
    {
      block: 'lfr_nine_choice',
      inputs: {NOTE1: 'Right', CHOICE_PATH1: [{block: 'luxai_manual_report', inputs: {REPORT: 'Which is food?', PROMPT_TYPE: 'HUMAN', ANSWER: 'CORRECT'}}]},
    },
    {block: 'lfr_pause'},
    say('Bye'),
  ],
];

function setUp(program: BlockNode[][] = game) {
  const robot = fakeRobot();
  const session = new GameSession(async () => robot.side);
  render(<GamePanel session={session} title="A game" />);
  let played!: Promise<void>;
  act(() => {
    played = session.play(describeProgram(program));
  });
  return {session, robot, played, user: userEvent.setup()};
}

describe('a game in the playground, on its two tablets', () => {
  it('starts from the Start block’s flag, takes the learner’s and the educator’s taps, reports, and ends', async () => {
    const {robot, played, user} = setUp();
    const educator = await screen.findByRole('region', {name: 'Educator tablet: A game'});
    await user.click(within(educator).getByRole('button', {name: 'Flag 1'}));
    expect(screen.getByRole('status')).toHaveTextContent('No game starts from flag 1: this one starts from flag 2.');
    expect(robot.did).toEqual([]);
    await user.click(within(educator).getByRole('button', {name: 'Flag 2'}));

    const learner = screen.getByRole('region', {name: 'Learner tablet: A game'});
    await user.click(await within(learner).findByRole('button', {name: /sock/}));
    expect(within(learner).getByText(/\(picked\)/).parentElement).toHaveTextContent('sock');
    await user.click(await within(educator).findByRole('button', {name: 'Right'}));
    await user.click(await within(educator).findByRole('button', {name: 'Continue'}));
    await act(() => played);

    expect(robot.did).toEqual(['say Pick one', 'say A sock', 'say Bye', 'close']);
    expect(screen.getByRole('status')).toHaveTextContent('The game is over');
    const report = screen.getByRole('table', {name: /Report/});
    expect(within(report).getAllByRole('row')[1]).toHaveTextContent(/1Which is food\?Human assistedCorrect/);
    expect(within(educator).queryByRole('button', {name: /Stop/})).toBeNull();
  });

  it('stops the game and the robot from the Educator tablet', async () => {
    const {robot, played, user} = setUp();
    await user.click(await screen.findByRole('button', {name: 'Flag 2'}));
    await screen.findByRole('button', {name: /apple/});
    await user.click(screen.getByRole('button', {name: 'Stop the game'}));
    await act(() => played);
    expect(screen.getByRole('status')).toHaveTextContent('The game was stopped.');
    expect(robot.did).toEqual(['say Pick one', 'halt', 'close']);
  });

  it('refuses a game Studio would refuse, with the check’s reason, and never loads the robot', async () => {
    let connected = false;
    const session = new GameSession(async () => {
      connected = true;
      return fakeRobot().side;
    });
    render(<GamePanel session={session} title="A game" />);
    await act(() => session.play(describeProgram([[say('Hello')]])));
    expect(screen.getByRole('status')).toHaveTextContent('Studio would not run this game.');
    expect(screen.getByRole('alert')).toHaveTextContent(/must start with the Start block/);
    expect(connected).toBe(false);
  });

  it('says so when the robot cannot be loaded', async () => {
    const session = new GameSession(() => Promise.reject(new Error('offline')));
    render(<GamePanel session={session} title="A game" />);
    await act(() => session.play(describeProgram(game)));
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be loaded/);
  });
});
