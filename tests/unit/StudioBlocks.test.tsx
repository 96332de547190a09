import fs from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import StudioBlocks, {type BlockNode} from '@site/src/components/StudioBlocks';
import {BlockCategoryReference} from '@site/src/components/StudioBlocks/Reference';
import {BLOCKS, CATEGORIES, blocksOf} from '@site/src/components/StudioBlocks/catalog';
import {CATEGORY_IDS, rosLineKey, type InputSpec} from '@site/src/components/StudioBlocks/types';
import {closeMatches, validateProgram} from '@site/src/components/StudioBlocks/validate';
import {rosInterfaces} from '@site/src/data/rosInterfaces';

const hello: BlockNode[] = [
  {block: 'event_start'},
  {block: 'speech_say', inputs: {text: 'Hello'}},
  {
    block: 'control_repeat',
    inputs: {
      times: 3,
      do: [
        {block: 'gesture_play', inputs: {gesture: 'QT/hi', speed: 1}},
        {block: 'emotion_show', inputs: {emotion: 'QT/happy'}},
      ],
    },
  },
];

function drawing(container: HTMLElement): HTMLElement {
  const canvas = container.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!canvas) throw new Error('no drawing');
  return canvas;
}

function inputsOf(id: string): InputSpec[] {
  return BLOCKS[id].label.filter((p): p is InputSpec => typeof p !== 'string');
}

/** WCAG relative luminance and contrast, to keep white block text readable. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (l + 0.05);
}

describe('StudioBlocks drawing', () => {
  it('renders a figure whose caption names the scrollable, focusable drawing region', () => {
    render(<StudioBlocks title="Say hello three times" program={hello} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Say hello three times').tagName).toBe('FIGCAPTION');
    const region = screen.getByRole('region', {name: 'Say hello three times'});
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('hides the drawing from assistive technology and draws every block with its shape', () => {
    const {container} = render(<StudioBlocks title="t" program={hello} />);
    const canvas = drawing(container);
    const blocks = [...canvas.querySelectorAll('[data-block]')].map((b) => [b.getAttribute('data-block'), b.getAttribute('data-shape')]);
    expect(blocks).toEqual([
      ['event_start', 'hat'],
      ['speech_say', 'statement'],
      ['control_repeat', 'statement'],
      ['gesture_play', 'statement'],
      ['emotion_show', 'statement'],
    ]);
  });

  it('nests a stack inside the mouth of a C-shaped block', () => {
    const {container} = render(<StudioBlocks title="t" program={hello} />);
    const repeat = drawing(container).querySelector('[data-block="control_repeat"]')!;
    const slot = repeat.querySelector('[data-input="do"]')!;
    expect([...slot.querySelectorAll('[data-block]')].map((b) => b.getAttribute('data-block'))).toEqual(['gesture_play', 'emotion_show']);
  });

  it('draws value and condition blocks inside the inputs of their parent', () => {
    const program: BlockNode[] = [
      {
        block: 'control_if',
        inputs: {
          condition: {block: 'logic_compare', inputs: {a: {block: 'variables_get', inputs: {variable: 'score'}}, op: '>', b: 2}},
          then: [{block: 'speech_say', inputs: {text: {block: 'text_join', inputs: {a: 'Score: ', b: {block: 'variables_get', inputs: {variable: 'score'}}}}}}],
        },
      },
    ];
    const {container} = render(<StudioBlocks title="t" program={program} />);
    const canvas = drawing(container);
    const compare = canvas.querySelector('[data-block="logic_compare"]')!;
    expect(compare).toHaveAttribute('data-shape', 'boolean');
    expect(compare.querySelector('[data-block="variables_get"]')).toHaveAttribute('data-shape', 'value');
    const say = canvas.querySelector('[data-block="speech_say"]')!;
    expect(say.querySelector('[data-block="text_join"]')).not.toBeNull();
    expect(say.textContent).toContain('“Score: ”');
  });

  it('draws each input kind: text, number, dropdown, variable, literal, true/false and an empty mouth', () => {
    const program: BlockNode[] = [
      {block: 'audio_play', inputs: {file: 'QT/5LittleBunnies'}},
      {block: 'motors_head', inputs: {yaw: 30, pitch: -10}},
      {block: 'motors_home', inputs: {part: 'head'}},
      {block: 'variables_set', inputs: {variable: 'answer', value: 'yes'}},
      {block: 'control_repeat_while', inputs: {mode: 'while', condition: true}},
    ];
    const {container} = render(<StudioBlocks title="t" program={program} />);
    const canvas = drawing(container);
    expect(canvas.querySelector('[data-block="audio_play"]')!.textContent).toContain('QT/5LittleBunnies');
    const head = canvas.querySelector('[data-block="motors_head"]')!;
    expect(head.textContent).toContain('30');
    expect(head.textContent).toContain('-10');
    expect(canvas.querySelector('[data-block="motors_home"]')!.textContent).toContain('head▾');
    const set = canvas.querySelector('[data-block="variables_set"]')!;
    expect(set.textContent).toContain('answer▾');
    expect(set.textContent).toContain('“yes”');
    const loop = canvas.querySelector('[data-block="control_repeat_while"]')!;
    expect(loop.textContent).toContain('true');
    expect(loop.querySelector('[data-input="do"]')!.children).toHaveLength(0);
  });

  it('draws several stacks side by side', () => {
    const program: BlockNode[][] = [
      [{block: 'event_start'}, {block: 'speech_say', inputs: {text: 'Hi'}}],
      [{block: 'event_hand_gesture', inputs: {gesture: 'WAVING'}}, {block: 'gesture_play', inputs: {gesture: 'QT/bye', speed: 1}}],
    ];
    const {container} = render(<StudioBlocks title="t" program={program} />);
    expect(drawing(container).querySelectorAll('[data-shape="hat"]')).toHaveLength(2);
  });
});

describe('StudioBlocks text outline', () => {
  it('describes the program as nested lists that screen readers can read', () => {
    render(<StudioBlocks title="t" program={hello} />);
    const outline = screen.getByTestId('studio-blocks-outline');
    expect(within(outline).getByText('When the program starts:')).toBeInTheDocument();
    const lists = within(outline).getAllByRole('list');
    expect(lists).toHaveLength(2);
    const top = within(lists[0]).getAllByRole('listitem').filter((li) => li.parentElement === lists[0]);
    expect(top.map((li) => li.firstChild?.textContent)).toEqual(['Say “Hello”', 'Repeat 3 times:']);
    const inner = within(lists[1]).getAllByRole('listitem').map((li) => li.textContent);
    expect(inner).toEqual(['Play gesture QT/hi at speed 1', 'Show emotion QT/happy']);
  });

  it('writes value blocks in brackets, branches after their words, and marks empty mouths', () => {
    const program: BlockNode[] = [
      {
        block: 'control_if_else',
        inputs: {
          condition: {block: 'text_contains', inputs: {text: {block: 'variables_get', inputs: {variable: 'answer'}}, part: 'yes'}},
          then: [{block: 'speech_say', inputs: {text: 'Great'}}],
        },
      },
    ];
    render(<StudioBlocks title="t" program={program} />);
    const outline = screen.getByTestId('studio-blocks-outline');
    expect(outline.textContent).toBe('If ((answer) contains “yes”) then:Say “Great” else: (no blocks)');
  });

  it('labels each stack when there are several', () => {
    render(
      <StudioBlocks
        title="t"
        program={[[{block: 'event_start'}], [{block: 'event_voice'}, {block: 'speech_stop'}]]}
      />,
    );
    const outline = screen.getByTestId('studio-blocks-outline');
    expect(within(outline).getByText('Stack 1 of 2')).toBeInTheDocument();
    expect(within(outline).getByText('When someone starts speaking:')).toBeInTheDocument();
    expect(within(outline).getByText('(no blocks)')).toBeInTheDocument();
  });
});

describe('block catalogue', () => {
  it('maps every robot block to a ROS interface that exists in rosInterfaces', () => {
    const missing = Object.entries(BLOCKS)
      .filter(([, spec]) => spec.ros && !rosInterfaces.some((i) => i.name === spec.ros!.name && i.kind === spec.ros!.kind))
      .map(([id, spec]) => `${id}: ${spec.ros!.kind} ${spec.ros!.name}`);
    expect(missing).toEqual([]);
  });

  it('fills every category, with a colour that keeps white text readable', () => {
    for (const id of CATEGORY_IDS) {
      expect(blocksOf(id).length, id).toBeGreaterThan(0);
      expect(contrastWithWhite(CATEGORIES[id].colour), id).toBeGreaterThanOrEqual(4.5);
    }
    expect(Object.keys(CATEGORIES).sort()).toEqual([...CATEGORY_IDS].sort());
  });

  it('keeps every block well formed', () => {
    for (const [id, spec] of Object.entries(BLOCKS)) {
      const inputs = inputsOf(id);
      expect(new Set(inputs.map((i) => i.name)).size, id).toBe(inputs.length);
      expect(spec.description.length, id).toBeGreaterThan(10);
      if (spec.shape === 'value') expect(spec.output, id).toBeDefined();
      if (spec.shape === 'value' || spec.shape === 'boolean') {
        expect(inputs.some((i) => i.kind === 'statements'), id).toBe(false);
      }
      for (const input of inputs) {
        if (input.kind === 'dropdown') expect(input.options?.length, `${id}.${input.name}`).toBeGreaterThan(0);
      }
      // Blocks that name their own topics say so; robot blocks name their interface.
      if (spec.category === 'ros') expect(spec.rosNote, id).toBeDefined();
    }
  });
});

describe('program validation', () => {
  it('accepts a valid program and returns its stacks', () => {
    expect(validateProgram(hello)).toEqual([hello]);
  });

  it('names an unknown block and suggests close matches', () => {
    expect(() => validateProgram([{block: 'speech_sya', inputs: {text: 'Hi'}}])).toThrow(
      /block 1: unknown block "speech_sya"\. Did you mean "speech_say".*catalog\.ts/,
    );
    expect(closeMatches('gesture_paly')).toContain('gesture_play');
  });

  it('gives the full path to a block nested inside inputs', () => {
    const program: BlockNode[][] = [
      [{block: 'event_start'}],
      [
        {block: 'event_voice'},
        {block: 'control_if', inputs: {condition: true, then: [{block: 'speech_say', inputs: {text: 'a'}}, {block: 'emotion_shw'}]}},
      ],
    ];
    expect(() => validateProgram(program)).toThrow(
      'StudioBlocks: stack 2 › block 2 (control_if) › input "then" › block 2: unknown block "emotion_shw"',
    );
  });

  it('reports a missing input with what it is for', () => {
    expect(() => validateProgram([{block: 'gesture_play', inputs: {gesture: 'QT/hi'}}])).toThrow(
      /"gesture_play" is missing input "speed" \(number\)\. 1 is the recorded speed/,
    );
  });

  it('reports an input the block does not have, listing the ones it has', () => {
    expect(() => validateProgram([{block: 'speech_say', inputs: {message: 'Hi'}}])).toThrow(
      /"speech_say" has no input "message"\. "speech_say" takes: text \(value\)\./,
    );
  });

  it('rejects values of the wrong type', () => {
    expect(() => validateProgram([{block: 'control_wait', inputs: {seconds: '2'}}])).toThrow(/takes a number: write it without quotes/);
    expect(() => validateProgram([{block: 'audio_play', inputs: {file: 3}}])).toThrow(/is a text field/);
    expect(() => validateProgram([{block: 'motors_head', inputs: {yaw: 90, pitch: 0}}])).toThrow(/"yaw" is 90, above its maximum 60/);
    expect(() =>
      validateProgram([{block: 'control_if', inputs: {condition: {block: 'sensing_timer'}}}]),
    ).toThrow(/needs a condition \(a hexagonal block/);
    // A variable may hold true or false, so it fits a condition socket, as in Blockly.
    expect(() =>
      validateProgram([{block: 'control_if', inputs: {condition: {block: 'variables_get', inputs: {variable: 'x'}}}}]),
    ).not.toThrow();
    expect(() =>
      validateProgram([{block: 'control_wait', inputs: {seconds: {block: 'speech_listen', inputs: {language: 'en_US', timeout: 5}}}}]),
    ).toThrow(/takes a number; "speech_listen" gives text/);
    expect(() => validateProgram([{block: 'variables_set', inputs: {variable: 'my score', value: 1}}])).toThrow(/variable name/);
  });

  it('rejects a dropdown value that is not an option, but accepts any name in an editable dropdown', () => {
    expect(() => validateProgram([{block: 'motors_home', inputs: {part: 'arms'}}])).toThrow(
      /input "part" is "arms", which is not one of its options: 'all parts', 'head', 'right_arm', 'left_arm'/,
    );
    expect(() => validateProgram([{block: 'gesture_play', inputs: {gesture: 'my_wave', speed: 1}}])).not.toThrow();
  });

  it('rejects a value block used as a statement, and a statement used as a value', () => {
    expect(() => validateProgram([{block: 'sensing_timer'}])).toThrow(/"sensing_timer" gives a value and cannot stand in a stack/);
    expect(() => validateProgram([{block: 'speech_say', inputs: {text: {block: 'speech_stop'}}}])).toThrow(
      /"speech_stop" is a statement block and cannot go into an input/,
    );
  });

  it('keeps hats at the top of a stack and statements lists as lists', () => {
    expect(() => validateProgram([{block: 'speech_stop'}, {block: 'event_start'}])).toThrow(/hat block: it can only start a stack/);
    expect(() => validateProgram([{block: 'control_repeat', inputs: {times: 2, do: {block: 'speech_stop'}}}])).toThrow(/Wrap the block in \[ \]/);
  });

  it('enforces loop-only and terminal blocks', () => {
    expect(() => validateProgram([{block: 'control_break'}])).toThrow(/only works inside a loop/);
    expect(() => validateProgram([{block: 'control_stop'}, {block: 'speech_stop'}])).toThrow(/nothing can follow "control_stop"/);
    expect(() =>
      validateProgram([{block: 'control_repeat', inputs: {times: 2, do: [{block: 'control_if', inputs: {condition: true, then: [{block: 'control_break'}]}}]}}]),
    ).not.toThrow();
  });

  it('keeps ROS blocks off the robot’s own topics', () => {
    expect(() => validateProgram([{block: 'ros_publish', inputs: {text: 'x', topic: '/qt_robot/speech/say'}}])).toThrow(
      /belongs to the robot \(\/qt_robot\/\)/,
    );
    expect(() => validateProgram([{block: 'ros_publish', inputs: {text: 'x', topic: 'studio report'}}])).toThrow(/must be a ROS topic name/);
  });

  it('rejects empty and mixed programs', () => {
    expect(() => validateProgram([])).toThrow(/non-empty list of blocks/);
    expect(() => validateProgram([{block: 'event_start'}, [{block: 'event_start'}]])).toThrow(/mixes blocks and stacks/);
  });

  it('throws from the component, so a bad program fails the build', () => {
    expect(() => render(<StudioBlocks title="t" program={[{block: 'speech_sya'}]} />)).toThrow(/unknown block "speech_sya"/);
    expect(() => render(<StudioBlocks title="" program={hello} />)).toThrow(/give the figure a title/);
  });
});

describe('BlockCategoryReference', () => {
  it('lists every block of a category with its description, inputs and ROS interface', () => {
    const {container} = render(<BlockCategoryReference category="speech" />);
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(blocksOf('speech').length);
    const say = container.querySelector('#block-speech_say')!;
    expect(say).toHaveAccessibleName(expect.stringMatching(/^speech_say\s*\(say \[text]\)\s*Statement block \(stacks\)$/));
    expect(say.textContent).toContain(BLOCKS.speech_say.description);
    expect(say.textContent).toContain('/qt_robot/speech/say service (qt_robot_interface/speech_say)');
    expect(within(say as HTMLElement).getByRole('link', {name: 'ROS API'})).toHaveAttribute('href', '/docs/api_ros#speech');
    const listen = container.querySelector('#block-speech_listen')!;
    expect(listen.textContent).toContain('qt_vosk_app/speech_recognize or ');
  });

  it('says when a block has no ROS interface or uses the author’s own topic', () => {
    const {container} = render(<BlockCategoryReference category="ros" />);
    expect(container.querySelector('#block-ros_publish')!.textContent).toContain('A topic you name, message type std_msgs/String.');
    render(<BlockCategoryReference category="control" />);
    expect(screen.getAllByText('None: the block runs inside the program.').length).toBeGreaterThan(0);
  });

  it('tells the author the valid categories', () => {
    expect(() => render(<BlockCategoryReference category={'speak' as never} />)).toThrow(/unknown category "speak"\. Use one of speech, emotion/);
  });
});

describe('pages that use the catalogue', () => {
  const root = path.resolve(__dirname, '../..');

  function mdxFiles(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return mdxFiles(full);
      return entry.name.endsWith('.mdx') ? [full] : [];
    });
  }

  it('the Blocks Reference table lists every robot block with its ROS interface, in catalogue order', () => {
    const source = fs.readFileSync(path.join(root, 'docs/blocks_api.mdx'), 'utf8');
    const rows = [...source.matchAll(/^\| `(\w+)` \| [^|]+ \| `([^`]+)` (topic|service)/gm)].map((m) => [m[1], m[2], m[3]]);
    const expected = Object.entries(BLOCKS)
      .filter(([, spec]) => spec.ros)
      .map(([id, spec]) => [id, spec.ros!.name, spec.ros!.kind]);
    expect(rows).toEqual(expected);
  });

  it('the Blocks Reference has a section for every category', () => {
    const source = fs.readFileSync(path.join(root, 'docs/blocks_api.mdx'), 'utf8');
    for (const id of CATEGORY_IDS) {
      expect(source, id).toMatch(new RegExp(`^## .+ \\{#${id}\\}$`, 'm'));
      expect(source, id).toContain(`<BlockCategoryReference category="${id}" />`);
    }
  });

  it('every block id written in a page exists in the catalogue', () => {
    const files = [...mdxFiles(path.join(root, 'docs')), ...mdxFiles(path.join(root, 'versioned_docs'))];
    const unknown = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bblock: '([^']+)'/g)]
        .map((m) => m[1])
        .filter((id) => !BLOCKS[id])
        .map((id) => `${path.relative(root, file)}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('what the browser bundle does without (src/plugins/studio-blocks)', () => {
  const NormalModuleReplacementPlugin = class {
    constructor(
      readonly pattern: RegExp,
      readonly file: string,
    ) {}
  };
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin}}} as never;
  const configure = async (mode: string, isServer: boolean) => {
    const {default: studioBlocks} = await import('@site/src/plugins/studio-blocks');
    const plugin = studioBlocks();
    const written: Record<string, string> = {};
    await plugin.contentLoaded!({
      content: undefined,
      actions: {createData: async (name: string, data: string) => ((written[name] = data), `/generated/${name}`)},
    } as never);
    const result = plugin.configureWebpack!({mode} as never, isServer, utils, undefined as never) as {plugins?: InstanceType<typeof NormalModuleReplacementPlugin>[]};
    return {plugins: result.plugins, written};
  };
  const file = (...parts: string[]) => path.join('/site', 'src', 'components', 'StudioBlocks', ...parts);

  it('replaces validate.ts and rosLines.ts in the production client bundle only', async () => {
    const {plugins, written} = await configure('production', false);
    expect(plugins).toHaveLength(2);
    const [validate, lines] = plugins!;
    expect(validate.pattern.test(file('validate.ts'))).toBe(true);
    expect(fs.existsSync(validate.file)).toBe(true);
    expect(lines.pattern.test(file('rosLines.ts'))).toBe(true);
    expect(lines.file).toBe('/generated/rosLines.js');
    expect(written['rosLines.js']).toContain('export const ROS_LINES = JSON.parse(');
    // The server bundle validates every program while pages are rendered; `npm start` has no server render.
    expect((await configure('production', true)).plugins).toBeUndefined();
    expect((await configure('development', false)).plugins).toBeUndefined();
  });

  it('shapes programs as the full validator does, without checking them', async () => {
    const {validateProgram: shape} = await import('@site/src/components/StudioBlocks/validate.client');
    expect(shape(hello)).toEqual(validateProgram(hello));
    expect(shape([hello, hello])).toEqual(validateProgram([hello, hello]));
    expect(() => shape([{block: 'speech_sya'}])).not.toThrow();
  });

  it('writes the ROS lines the block reference shows, and only those fields', async () => {
    const {rosLinesSource} = await import('@site/src/plugins/studio-blocks');
    const {ROS_LINES} = await import('@site/src/components/StudioBlocks/rosLines');
    const source = rosLinesSource();
    const json = /JSON\.parse\((".*")\);/.exec(source)![1];
    expect(JSON.parse(JSON.parse(json))).toEqual(ROS_LINES);
    // Every block with a ROS mapping has its line, with the types and group of the table.
    const mapped = Object.values(BLOCKS).filter((spec) => spec.ros);
    expect(Object.keys(ROS_LINES)).toHaveLength(new Set(mapped.map((spec) => rosLineKey(spec.ros!))).size);
    const say = ROS_LINES['topic /qt_robot/speech/say'];
    expect(say).toEqual({types: [rosInterfaces.find((i) => i.name === '/qt_robot/speech/say' && i.kind === 'topic')!.type], group: 'speech'});
    // None of the table's prose comes along.
    const purpose = rosInterfaces.find((i) => i.name === '/qt_robot/speech/say')!.purpose;
    expect(source).not.toContain(purpose.slice(0, 30));
  });
});
