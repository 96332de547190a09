import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {GameStopped, playGame, unsupported, type Choice, type GameIO, type ReportEntry} from '@site/src/features/studio-blocks/run/interpreter';
import {nodeOf, programOf, refusal} from '@site/src/features/studio-blocks/run/program';
import {describeProgram} from '@site/src/features/studio-blocks/svg/describe';
import {programsOf} from '@site/src/features/studio-blocks/svg/programs';
import type {BlockNode} from '@site/src/features/studio-blocks/types';
import {validateProgram} from '@site/src/features/studio-blocks/validate';

const ROOT = path.resolve(__dirname, '../..');
const TUTORIALS = path.join(ROOT, 'docs/tutorials/graphical');

/** What a fake robot and fake tablets saw, and the taps they give. */
type Script = {
  select?: (choices: readonly Choice[], n: number) => number;
  pick?: (images: readonly Choice[], n: number, reference?: string) => number;
  message?: (topic: string, n: number) => unknown;
  /** Stop the game after this many robot actions (a game that loops until stop). */
  stopAfter?: number;
};

function fakeIO(script: Script = {}) {
  const seen = {
    actions: [] as string[],
    log: [] as string[],
    reports: [] as ReportEntry[],
    selects: [] as string[][],
    picks: [] as {images: string[]; reference?: string}[],
    tablet: [] as string[][],
    published: [] as {topic: string; message: unknown}[],
    calls: [] as {service: string; params: unknown}[],
    flags: [] as string[],
    pauses: 0,
  };
  const controller = new AbortController();
  let seed = 7;
  let subscriptions = 0;
  const act = async (what: string) => {
    seen.actions.push(what);
    if (script.stopAfter !== undefined && seen.actions.length >= script.stopAfter) controller.abort();
  };
  const io: GameIO = {
    startOn: async (flag) => void seen.flags.push(flag),
    setLanguage: (code) => act(`language ${code}`),
    show: (face) => act(`show ${face}`),
    say: (text) => act(`say ${text}`),
    gesture: (name) => act(`gesture ${name}`),
    play: (audio) => act(`play ${audio}`),
    publish: async (topic, _type, message) => {
      seen.published.push({topic, message});
      await act(`publish ${topic}`);
    },
    subscribe: async (topic) => {
      subscriptions += 1;
      await act(`subscribe ${topic}`);
      return script.message?.(topic, subscriptions) ?? null;
    },
    call: async (service, _type, params) => {
      seen.calls.push({service, params});
      await act(`call ${service}`);
      return {status: true};
    },
    select: async (choices) => {
      seen.selects.push(choices.map((c) => c.label));
      return script.select ? script.select(choices, seen.selects.length) : choices[0].index;
    },
    pause: async () => {
      seen.pauses += 1;
      await act('continue');
    },
    pick: async (images, reference) => {
      seen.picks.push({images: images.map((c) => c.label), reference});
      return script.pick ? script.pick(images, seen.picks.length, reference) : images[0].index;
    },
    showImages: (images) => void seen.tablet.push([...images]),
    report: (entry) => void seen.reports.push(entry),
    log: (line) => void seen.log.push(line),
    // A macrotask, whatever the time asked: the game's loops then let the test's timers run.
    sleep: () => new Promise((resolve) => setTimeout(resolve, 0)),
    random: () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    },
  };
  return {io, seen, signal: controller.signal, stop: () => controller.abort()};
}

/** Plays a game to its end, or until the fake stops it; says which. */
async function play(program: BlockNode[][], io: GameIO, signal: AbortSignal): Promise<'over' | 'stopped'> {
  try {
    await playGame(program, io, signal);
    return 'over';
  } catch (error) {
    if (error instanceof GameStopped) return 'stopped';
    throw error;
  }
}

/** Each whole game of the V2 Studio tutorials, as the site evaluates it. */
const games = fs
  .readdirSync(TUTORIALS)
  .filter((f) => f.startsWith('studio_'))
  .flatMap((file) =>
    programsOf(fs.readFileSync(path.join(TUTORIALS, file), 'utf8'))
      .filter((p) => !p.fragment)
      .map((p) => ({page: file.replace(/\.mdx$/, ''), title: p.title, program: validateProgram(p.evaluate())})),
  );

/** Messages the fake sensors give: a face, a card, a gesture, the joints, in turn with silence. */
function sensors(topic: string, n: number): unknown {
  if (n % 3 === 0) return null;
  if (topic === '/qt_nuitrack_app/faces') return {faces: [{id: 1, emotion_happy: 0.9, emotion_angry: 0.05, emotion_surprise: 0.05, emotion_neutral: 0}]};
  if (topic === '/find_object/objects') return {data: [n % 2 === 0 ? 1 : 2, 100, 100]};
  if (topic === '/qt_nuitrack_app/gestures') return {gestures: [{id: 1, name: n % 2 === 0 ? 'SWIPE UP' : 'SWIPE LEFT'}]};
  if (topic === '/qt_robot/joints/state') return {name: ['HeadPitch', 'HeadYaw'], position: [0, 30]};
  return {data: 'hello'};
}

describe('the Studio interpreter on the V2 tutorials’ games', () => {
  it('finds the whole games of the twelve V2 tutorials', () => {
    expect(new Set(games.map((g) => g.page)).size).toBe(12);
  });

  it.each(games.map((g) => [`${g.page}: ${g.title}`, g] as const))('plays %s to its end', async (_name, {program}) => {
    // Each choice in turn (first, second, …), each image in turn; a looping game is stopped after 60 robot actions.
    const {io, seen, signal} = fakeIO({
      select: (choices, n) => choices[n % choices.length].index,
      pick: (images, n) => images[n % images.length].index,
      message: sensors,
      stopAfter: 60,
    });
    const end = await play(program, io, signal);
    expect(seen.flags).toEqual([String(program[0][0].inputs?.FLAG ?? '1')]);
    expect(seen.actions.length, seen.log.join('\n')).toBeGreaterThan(0);
    const loops = JSON.stringify(program).includes('LuxAI_repeat_till_stop');
    expect(end).toBe(loops ? 'stopped' : 'over');
    if (loops) expect(seen.actions.length).toBeGreaterThanOrEqual(60);
    else expect(seen.log.at(-1)).toBe('game over');
  });

  it('takes the Q&A game down the branch of each tap', async () => {
    const qa = games.find((g) => g.page === 'studio_qa')!.program;
    const right = fakeIO();
    expect(await play(qa, right.io, right.signal)).toBe('over');
    expect(right.seen.selects).toEqual([['Learner gives a correct answer', 'Learner gives wrong or no answer']]);
    expect(right.seen.actions).toEqual([
      'show QT/happy_blinking',
      'say Hi!',
      'say My name is QT robot.',
      'say What is your name?',
      'show QT/showing_smile',
      'say Nice to meet you',
    ]);
    const wrong = fakeIO({select: (choices) => choices[1].index});
    expect(await play(qa, wrong.io, wrong.signal)).toBe('over');
    expect(wrong.seen.selects).toHaveLength(2);
    expect(wrong.seen.pauses).toBe(1);
    expect(wrong.seen.actions.slice(-5)).toEqual([
      'say My assistant will help you',
      'continue',
      'show QT/happy',
      'say Nice to meet you',
      'gesture QT/emotions/hoora',
    ]);
  });

  it('shows the tablet’s images and reports as the reporting game says', async () => {
    const reporting = games.find((g) => g.page === 'studio_reporting')!.program;
    const {io, seen, signal} = fakeIO();
    expect(await play(reporting, io, signal)).toBe('over');
    expect(seen.reports.length).toBeGreaterThan(0);
    for (const r of seen.reports) {
      expect(r.note).not.toBe('');
      expect(['NORMAL', 'HUMAN', 'ROBOT', 'TABLET']).toContain(r.prompt);
      expect(['CORRECT', 'WRONG', 'ERRORLESS']).toContain(r.answer);
    }
  });

  it('publishes and reads ROS messages through the robot', async () => {
    const ros = games.filter((g) => g.page === 'studio_ros');
    const published: string[] = [];
    for (const {program} of ros) {
      const {io, seen, signal} = fakeIO({message: sensors});
      expect(await play(program, io, signal)).toBe('over');
      published.push(...seen.published.map((p) => p.topic), ...seen.calls.map((c) => c.service));
    }
    expect(published).toEqual(expect.arrayContaining(['/qt_robot/speech/say', '/qt_robot/head_position/command', '/qt_robot/speech/config']));
  });
});

describe('the interpreter’s blocks', () => {
  const start: BlockNode = {block: 'LuxAI_start_block', inputs: {FLAG: '3'}};
  const say = (text: string): BlockNode => ({block: 'LuxAI_TTS', inputs: {TTS_NAME: text}});
  const set = (name: string, value: unknown): BlockNode => ({block: 'variables_set', inputs: {VAR: name, VALUE: value as BlockNode}});
  const get = (name: string): BlockNode => ({block: 'variables_get', inputs: {VAR: name}});
  const num = (n: number): BlockNode => ({block: 'math_number', inputs: {NUM: n}});

  async function said(program: BlockNode[][], script: Script = {}): Promise<string[]> {
    const {io, seen, signal} = fakeIO(script);
    await play(program, io, signal);
    return seen.actions.map((a) => a.replace(/^say /, ''));
  }

  it('fills {variables} in text, and keeps a name that is not a variable', async () => {
    expect(await said([[start, set('name', {block: 'text', inputs: {TEXT: 'Ada'}}), say('Hi {name}, {nobody}!')]])).toEqual(['Hi Ada, {nobody}!']);
  });

  it('counts list positions from 1, from the end, and removes what it takes', async () => {
    const list = {block: 'lists_create_with', inputs: {ADD0: 'a', ADD1: 'b', ADD2: 'c'}};
    const take = (where: string, at?: number, mode = 'GET'): BlockNode => ({
      block: 'lists_getIndex',
      inputs: {VALUE: get('l'), MODE: mode, WHERE: where, ...(at ? {AT: num(at)} : {})},
    });
    const program: BlockNode[][] = [
      [
        start,
        set('l', list),
        set('x', take('FROM_START', 2)),
        say('{x}'),
        set('x', take('FROM_END', 1)),
        say('{x}'),
        set('x', take('FIRST', undefined, 'GET_REMOVE')),
        say('{x} {l}'),
        {block: 'lists_setIndex', inputs: {LIST: get('l'), MODE: 'INSERT', WHERE: 'LAST', TO: 'd'}},
        say('{l}'),
      ],
    ];
    expect(await said(program)).toEqual(['b', 'c', 'a ["b","c"]', '["b","c","d"]']);
  });

  it('calls functions with their own parameters and returns their value', async () => {
    const twice: BlockNode = {
      block: 'procedures_defreturn',
      inputs: {
        NAME: 'twice',
        PARAMS: ['word'],
        STACK: [say('in {word}')],
        RETURN: {block: 'lists_split', inputs: {MODE: 'JOIN', INPUT: {block: 'lists_create_with', inputs: {ADD0: get('word'), ADD1: get('word')}}, DELIM: '-'}},
      },
    };
    const program: BlockNode[][] = [
      [
        start,
        set('word', {block: 'text', inputs: {TEXT: 'outer'}}),
        set('r', {block: 'procedures_callreturn', inputs: {NAME: 'twice', ARG0: 'hey'}}),
        say('{r} {word}'),
      ],
      [twice],
    ];
    expect(await said(program)).toEqual(['in hey', 'hey-hey outer']);
  });

  it('takes if, else if and else, compares as Blockly does, and breaks out of loops', async () => {
    const branch = (n: number): BlockNode => ({
      block: 'controls_if',
      inputs: {
        IF0: {block: 'logic_compare', inputs: {OP: 'EQ', A: num(n), B: '1'}},
        DO0: [say('one')],
        IF1: {block: 'logic_compare', inputs: {OP: 'GT', A: num(n), B: num(1)}},
        DO1: [say('more')],
        ELSE: [say('less')],
      },
    });
    const loop: BlockNode = {
      block: 'LuxAI_repeat_till_stop',
      inputs: {RepeatBlocks: [say('loop'), {block: 'controls_flow_statements', inputs: {FLOW: 'BREAK'}}, say('never')]},
    };
    expect(await said([[start, branch(1), branch(2), branch(0), loop, say('after')]])).toEqual(['one', 'more', 'less', 'loop', 'after']);
  });

  it('waits for the flag of the Start block and for each tap', async () => {
    const {io, seen, signal} = fakeIO();
    let release!: () => void;
    io.startOn = (flag) => new Promise((resolve) => ((release = resolve), seen.flags.push(flag)));
    const game = play([[start, say('go')]], io, signal);
    await new Promise((r) => setTimeout(r, 10));
    expect(seen.flags).toEqual(['3']);
    expect(seen.actions).toEqual([]);
    release();
    expect(await game).toBe('over');
    expect(seen.actions).toEqual(['say go']);
  });

  it('stops at once when the educator stops the game, even while it waits', async () => {
    const {io, seen, signal, stop} = fakeIO();
    io.pause = () => new Promise(() => undefined);
    const game = play([[start, say('before'), {block: 'lfr_pause'}, say('after')]], io, signal);
    await new Promise((r) => setTimeout(r, 10));
    stop();
    expect(await game).toBe('stopped');
    expect(seen.actions).toEqual(['say before']);
  });

  it('shows, says and acts at once, and goes on when all three are done', async () => {
    const {io, signal} = fakeIO();
    // Each action ends when the test says so: all three must have started before any ends, the next block after all.
    const events: string[] = [];
    const pending = new Map<string, () => void>();
    const action = (what: string) => () =>
      new Promise<void>((resolve) => {
        events.push(`start ${what}`);
        pending.set(what, () => (events.push(`end ${what}`), resolve()));
      });
    io.show = action('face');
    io.say = action('speech');
    io.gesture = action('gesture');
    io.play = async (audio) => void events.push(`next block ${audio}`);
    const tts: BlockNode = {
      block: 'LuxAI_TTS',
      inputs: {
        FACE: {block: 'lfr_faces', inputs: {data: 'QT/happy.gif'}},
        TTS_NAME: 'Hi',
        GESTURE: {block: 'lfr_gestures', inputs: {data: 'QT/bye.xml'}},
      },
    };
    const game = playGame([[start, tts, {block: 'LuxAI_sound', inputs: {AUDIO_NAME: 'song'}}]], io, signal);
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    expect(events).toEqual(['start face', 'start speech', 'start gesture']);
    for (const what of ['speech', 'gesture']) {
      pending.get(what)!();
      await settle();
    }
    expect(events.at(-1)).toBe('end gesture');
    pending.get('face')!();
    await game;
    expect(events.slice(-2)).toEqual(['end face', 'next block song']);
  });
});

describe('a game Studio would refuse', () => {
  const say = {block: 'LuxAI_TTS', inputs: {TTS_NAME: 'Hello'}};

  it('is refused with the reason the docs’ check gives', () => {
    expect(refusal([[say]])).toMatch(/must start with the Start block/);
    expect(refusal([[{block: 'LuxAI_start_block'}], [say]])).toMatch(/not attached to the Start block/);
    expect(refusal([[{block: 'LuxAI_start_block'}, {block: 'LuxAI_TTS'}]])).toMatch(/does nothing/);
    expect(refusal([])).toMatch(/empty/);
    expect(refusal([[{block: 'LuxAI_start_block'}, say]])).toBeNull();
  });

  it('names a block the playground does not play', () => {
    expect(unsupported([[{block: 'LuxAI_start_block'}, {block: 'lfr_choice'}]])).toMatch(/"lfr_choice"/);
    for (const game of games) expect(unsupported(game.program), game.title).toBeNull();
  });

  it('reads back from the workspace’s blocks what the docs wrote, the game first', () => {
    for (const {title, program} of games) {
      const fromWorkspace = programOf([...describeProgram(program)].reverse());
      expect(fromWorkspace[0][0].block, title).toBe('LuxAI_start_block');
      expect(refusal(fromWorkspace), title).toBeNull();
      expect(unsupported(fromWorkspace), title).toBeNull();
    }
    const qa = games.find((g) => g.page === 'studio_qa')!.program;
    expect(nodeOf(describeProgram(qa)[0][1])).toEqual({
      block: 'LuxAI_TTS',
      inputs: {FACE: {block: 'lfr_faces', inputs: {data: 'QT/happy_blinking.gif'}}, TTS_NAME: 'Hi!'},
    });
  });
});
