import fs from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import StudioBlocks, {type BlockNode} from '@site/src/features/studio-blocks';
import {BlockCategoryReference, BlockReference, ItemList} from '@site/src/features/studio-blocks/Reference';
import {BLOCKS, CATEGORIES, FACES, GESTURES, ITEMS, SOUNDS, blocksOf, expandLabel, inputsOf} from '@site/src/features/studio-blocks/catalog';
import SIZES from '@site/src/features/studio-blocks/svg/sizes.json';
import {programKey} from '@site/src/features/studio-blocks/svg/key';
import {CATEGORY_IDS, rosLineKey} from '@site/src/features/studio-blocks/types';
import {closeMatches, validateProgram} from '@site/src/features/studio-blocks/validate';
import {rosInterfaces} from '@site/src/data/rosInterfaces';

const root = path.resolve(__dirname, '../..');

// The programs written in these tests are on no page, so Blockly has not drawn them (svg/render.mjs):
// they get a stand-in size. tests/unit/studioSvg.test.tsx checks the real lookup and its error.
vi.mock('@site/src/features/studio-blocks/svg/sizes.json', async (importOriginal) => {
  const real = ((await importOriginal()) as {default: Record<string, [number, number]>}).default;
  return {default: new Proxy(real, {get: (sizes, key: string) => sizes[key] ?? (key.startsWith('p') ? [320, 120] : undefined)})};
});

const face = (data: string): BlockNode => ({block: 'lfr_faces', inputs: {data}});
const gesture = (data: string): BlockNode => ({block: 'lfr_gestures', inputs: {data}});

/** LuxAI's first tutorial game (studio_story): Start block and Show-says-act blocks. */
const story: BlockNode[] = [
  {block: 'LuxAI_start_block', inputs: {FLAG: '1', LANGUAGE: 'default'}},
  {
    block: 'LuxAI_TTS',
    inputs: {FACE: face('QT/showing_smile.gif'), TTS_NAME: 'I am going to share the story', GESTURE: gesture('QT/imitation/hands-on-hip.xml')},
  },
  {
    block: 'LuxAI_repeat',
    inputs: {
      RepeatNumber: '2',
      RepeatBlocks: [
        {block: 'LuxAI_TTS', inputs: {GESTURE: gesture('QT/clapping.xml')}},
        {block: 'lfr_delay', inputs: {DELAY: 1}},
      ],
    },
  },
];

function drawing(container: HTMLElement): HTMLImageElement {
  const img = container.querySelector('img');
  if (!img) throw new Error('no drawing');
  return img;
}

function outline(): HTMLElement {
  return screen.getByTestId('studio-blocks-outline');
}

/** The message validateProgram throws for a program. */
function problem(program: unknown, fragment = false): string {
  try {
    validateProgram(program, {fragment});
  } catch (e) {
    return (e as Error).message;
  }
  return '(no error)';
}

describe('StudioBlocks drawing', () => {
  it('renders a figure whose caption names the scrollable, focusable drawing region', () => {
    render(<StudioBlocks title="The magic word" program={story} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('The magic word').tagName).toBe('FIGCAPTION');
    expect(screen.getByRole('region', {name: 'The magic word'})).toHaveAttribute('tabindex', '0');
  });

  it('shows the drawing Blockly made of the program as an image of its size, hidden from assistive technology', () => {
    const {container} = render(<StudioBlocks title="t" program={story} />);
    const img = drawing(container);
    // One hidden container per figure (the build and e2e tests count them): the drawing inside it.
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    expect(img.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', `/studio-svg/${programKey(validateProgram(story))}.svg`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '120']);
  });

  it('names each program’s drawing by the program, so changing a block asks for a new drawing', () => {
    const src = (program: BlockNode[][] | BlockNode[]) => {
      const {container, unmount} = render(<StudioBlocks title="t" program={program} />);
      const value = drawing(container).getAttribute('src');
      unmount();
      return value;
    };
    expect(src(story)).toBe(src([story]));
    expect(src(story)).not.toBe(src([story[0], {...story[1], inputs: {...story[1].inputs, TTS_NAME: 'Another story'}}, story[2]]));
  });
});

describe('StudioBlocks text version', () => {
  it('reads the game as numbered steps under its Start block', () => {
    render(<StudioBlocks title="t" program={story} />);
    const text = outline();
    expect(text.querySelector('p')!.textContent).toBe('Start the game when I press the flag number 1 Language of QTrobot Default:');
    const steps = [...text.querySelectorAll(':scope > ol > li')];
    expect(steps).toHaveLength(2);
    expect(steps[0].textContent).toBe('QTrobot shows (face: showing_smile) QTrobot says “I am going to share the story” QTrobot acts (gesture: hands-on-hip)');
    expect(steps[1].textContent).toMatch(/^QTrobot repeats 2 times:/);
    expect([...steps[1].querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'QTrobot acts (gesture: clapping)',
      'QTrobot pauses for 1 seconds.',
    ]);
  });

  it('reads a Start block with nothing under it as a one-step list', () => {
    render(<StudioBlocks title="t" program={[story[0]]} />);
    const steps = [...outline().querySelectorAll(':scope > ol > li')];
    expect(steps.map((li) => li.textContent)).toEqual(['Start the game when I press the flag number 1 Language of QTrobot Default']);
  });

  it('writes value blocks in brackets, branch words before their steps, and marks empty mouths', () => {
    render(
      <StudioBlocks
        title="t"
        fragment
        program={[
          {
            block: 'controls_if',
            inputs: {
              IF0: {block: 'logic_negate', inputs: {BOOL: {block: 'lists_isEmpty', inputs: {VALUE: {block: 'variables_get', inputs: {VAR: 'data'}}}}}},
              ELSE: [],
            },
          },
        ]}
      />,
    );
    expect(outline().textContent).toBe('If (not ((data) is empty)) do: (no blocks) else: (no blocks)');
  });

  it('reads a function definition with its parameters and return value', () => {
    render(
      <StudioBlocks
        title="t"
        fragment
        program={[
          {
            block: 'procedures_defreturn',
            inputs: {
              NAME: 'ReadImageID',
              STACK: [{block: 'variables_set', inputs: {VAR: 'image_id', VALUE: -1}}],
              RETURN: {block: 'variables_get', inputs: {VAR: 'image_id'}},
            },
          },
        ]}
      />,
    );
    expect(outline().textContent).toBe('Function to ReadImageID:Set image_id to -1Return (image_id).');
  });

  it('labels each stack when there are several', () => {
    render(
      <StudioBlocks
        title="t"
        program={[
          [{block: 'LuxAI_start_block'}, {block: 'procedures_callnoreturn', inputs: {NAME: 'greet', ARG0: 'Ann'}}],
          [{block: 'procedures_defnoreturn', inputs: {NAME: 'greet', PARAMS: ['who'], STACK: [{block: 'LuxAI_TTS', inputs: {TTS_NAME: 'Hello {who}'}}]}}],
        ]}
      />,
    );
    const stacks = [...outline().querySelectorAll(':scope > ul > li')];
    expect(stacks.map((li) => li.querySelector('p')!.textContent)).toEqual(['Stack 1 of 2', 'Stack 2 of 2']);
    expect(stacks[0].textContent).toContain('Call greet with: “Ann”');
    expect(stacks[1].textContent).toContain('Function to greet with: who:');
  });
});

describe('block catalogue', () => {
  it('names a source for every block: a V2 page, the bundled Blockly definitions or a tutorial program', () => {
    for (const [id, spec] of Object.entries(BLOCKS)) {
      expect(spec.source, id).toMatch(/blocks_api\.html|Blockly definitions bundled|item blocks bundled|V2 tutorial|tutorial programs|Blockly library bundled/);
    }
  });

  it('holds the 18 LuxAI blocks with their exact labels', () => {
    const first = (id: string) => expandLabel(BLOCKS[id], {}, true).find((p) => typeof p === 'string');
    expect(
      Object.fromEntries(
        [
          'LuxAI_start_block',
          'LuxAI_TTS',
          'LuxAI_sound',
          'LuxAI_repeat',
          'LuxAI_repeat_till_stop',
          'luxai_random_action',
          'luxai_manual_report',
          'lfr_pause',
          'lfr_delay',
          'lfr_nine_choice',
          'kid_nine_choice',
          'LuxAI_kid_nine_images',
          'kid_image_and_choice',
          'luxai_object',
          'luxai_object_get',
          'luxai_ros_publisher',
          'luxai_ros_subscriber',
          'luxai_ros_call_service',
        ].map((id) => [id, first(id)]),
      ),
    ).toEqual({
      LuxAI_start_block: 'Start the game when I press the flag number',
      LuxAI_TTS: 'QTrobot shows',
      LuxAI_sound: 'QTrobot shows',
      LuxAI_repeat: 'QTrobot repeats',
      LuxAI_repeat_till_stop: 'repeat untill I press stop:',
      luxai_random_action: 'Randomly performs one of the following statements:',
      luxai_manual_report: 'Make a report',
      lfr_pause: 'QTrobot pauses until I press continue',
      lfr_delay: 'QTrobot pauses for',
      lfr_nine_choice: 'One of the following choices will be executed!',
      kid_nine_choice: 'Tablet shows the following clickable images:',
      LuxAI_kid_nine_images: 'Tablet shows the following un-clickable images:',
      kid_image_and_choice: 'Tablet shows the un-clickable image',
      luxai_object: 'Create object with key:',
      luxai_object_get: 'Get element with key',
      luxai_ros_publisher: 'ROS Publisher',
      luxai_ros_subscriber: 'ROS Subscriber',
      luxai_ros_call_service: 'ROS Service call',
    });
  });

  it('sorts blocks into Studio’s toolbox tabs, bundle-only blocks apart', () => {
    expect(CATEGORY_IDS.map((id) => CATEGORIES[id].label)).toEqual([
      'Blocks',
      'Kid Tablet',
      'Faces',
      'Sounds',
      'Gestures',
      'Logic',
      'Loop',
      'Math',
      'Text',
      'List',
      'Function',
      'Variables',
      'ROS',
      'Tab not documented',
    ]);
    for (const id of CATEGORY_IDS) expect(blocksOf(id).length, id).toBeGreaterThan(0);
    const bundleOnly = Object.entries(BLOCKS)
      .filter(([, s]) => s.bundleOnly)
      .map(([id]) => id);
    expect(bundleOnly.sort()).toEqual(
      blocksOf('undocumented')
        .map(([id]) => id)
        .sort(),
    );
  });

  it('has none of the blocks the site used to invent', () => {
    for (const id of [
      'event_start',
      'speech_say',
      'speech_talk',
      'speech_listen',
      'emotion_show',
      'gesture_play',
      'motors_head',
      'audio_volume',
      'ros_ask',
      'control_stop',
      'sensing_card',
    ]) {
      expect(BLOCKS[id], id).toBeUndefined();
    }
  });

  it('keeps every block well formed: unique Blockly input names, dropdown defaults among the options', () => {
    for (const [id, spec] of Object.entries(BLOCKS)) {
      for (const inputs of [inputsOf(spec, {}, true), inputsOf(spec, {NOTE9: 'x', ADD19: 'x', IF19: true, ARG19: 'x', NAME19: 'x', ELSE: []})]) {
        const names = inputs.map((i) => i.name);
        expect(new Set(names).size, `${id}: ${names.join(', ')}`).toBe(names.length);
        for (const input of inputs) {
          expect(input.help, `${id}.${input.name}`).not.toBe('');
          if (input.kind === 'dropdown') {
            expect(input.options!.length, `${id}.${input.name}`).toBeGreaterThan(0);
            if (input.default !== undefined)
              expect(
                input.options!.map((o) => o.value),
                `${id}.${input.name}`,
              ).toContain(String(input.default));
          }
        }
      }
      if (spec.shape === 'value' || spec.shape === 'boolean') expect(spec.output, id).toBeDefined();
    }
  });

  it('holds Studio’s item lists: the QT/ faces, gestures and sounds of LuxAI’s snapshot', () => {
    expect(FACES).toHaveLength(32);
    expect(FACES.every((f) => /^QT\/[a-z_]+\.gif$/.test(f))).toBe(true);
    expect(GESTURES.every((g) => /^QT\/.+\.xml$/.test(g))).toBe(true);
    expect(GESTURES).toContain('QT/emotions/hoora.xml');
    expect(GESTURES).not.toContain('QT/hi.xml');
    expect(SOUNDS.every((s) => /^QT\/.+\.mp3$/.test(s))).toBe(true);
    expect(ITEMS.faces).toBe(FACES);
  });

  it('gives the ROS blocks LuxAI’s examples, each robot interface present in rosInterfaces', () => {
    const examples = Object.values(BLOCKS).flatMap((spec) => spec.rosExamples ?? []);
    expect(examples.length).toBeGreaterThan(5);
    for (const example of examples.filter((e) => !e.own)) {
      expect(
        rosInterfaces.some((i) => i.name === example.name && i.kind === example.kind),
        example.name,
      ).toBe(true);
    }
  });
});

describe('program validation', () => {
  it('accepts a whole game and returns its stacks', () => {
    expect(validateProgram(story)).toEqual([story]);
  });

  it('requires the Start block first, and says how to fix it', () => {
    const message = problem([{block: 'LuxAI_TTS', inputs: {TTS_NAME: 'Hi'}}]);
    expect(message).toContain('must start with the Start block');
    expect(message).toContain("{block: 'LuxAI_start_block'}");
    expect(problem([{block: 'LuxAI_TTS', inputs: {TTS_NAME: 'Hi'}}], true)).toBe('(no error)');
    expect(problem([...story, {block: 'LuxAI_start_block'}])).toContain('put it first in the program, once');
  });

  it('rejects a stack that is not attached to the Start block, but not a function definition', () => {
    const message = problem([story, [{block: 'LuxAI_TTS', inputs: {TTS_NAME: 'lost'}}]]);
    expect(message).toMatch(/^StudioBlocks: stack 2: this stack is not attached to the Start block/);
    expect(message).toContain('unattached blocks make the game not work');
    expect(problem([story, [{block: 'procedures_defnoreturn', inputs: {NAME: 'f'}}]])).toBe('(no error)');
  });

  it('checks faces, gestures and sounds against Studio’s lists and their own sockets', () => {
    const tts = (inputs: Record<string, unknown>) => [{block: 'LuxAI_start_block'}, {block: 'LuxAI_TTS', inputs}];
    const unknown = problem(tts({FACE: face('QT/hapy.gif')}));
    expect(unknown).toContain('block 2 (LuxAI_TTS) › input "FACE"');
    expect(unknown).toContain(`"QT/hapy.gif", not in Studio's Faces list. Did you mean "QT/happy.gif"`);
    expect(problem(tts({GESTURE: gesture('QT/hi.xml')}))).toContain("not in Studio's Gestures list");
    expect(problem(tts({GESTURE: face('QT/happy.gif')}))).toContain('takes a block of the Gestures tab; "lfr_faces" comes from the Faces tab');
    expect(problem(tts({FACE: 'QT/happy.gif'}))).toContain('To type a name, use the text field beside it');
    expect(problem(tts({FACE_NAME: 'my_face', TTS_NAME: 'Hi'}))).toBe('(no error)');
    expect(problem([{block: 'lfr_faces_QT/happy.gif'}], true)).toContain("{block: 'lfr_faces', inputs: {data: 'QT/happy.gif'}}");
  });

  it('names an unknown block and suggests close matches', () => {
    expect(closeMatches('LuxAI_TSS')).toContain('LuxAI_TTS');
    const message = problem([{block: 'LuxAI_start_block'}, {block: 'speech_say'}]);
    expect(message).toContain('unknown block "speech_say"');
    expect(message).toContain("Only QTrobot Studio's real blocks exist here");
  });

  it('gives the full path to a block nested in mouths and sockets', () => {
    const message = problem([
      {block: 'LuxAI_start_block'},
      {
        block: 'LuxAI_repeat_till_stop',
        inputs: {
          RepeatBlocks: [{block: 'variables_set', inputs: {VAR: 'x', VALUE: {block: 'luxai_ros_subscriber', inputs: {NAME: '/t', TYPE: 't', TIMEOUT: -1}}}}],
        },
      },
    ]);
    expect(message).toContain(
      'block 2 (LuxAI_repeat_till_stop) › input "RepeatBlocks" › block 1 (variables_set) › input "VALUE": input "TIMEOUT" is -1, below its minimum 0',
    );
  });

  it('checks dropdowns against Studio’s stored values, and points from a label to its value', () => {
    expect(problem([{block: 'LuxAI_start_block', inputs: {LANGUAGE: 'English'}}])).toContain("Write the value Studio stores, 'en-US', not the label 'English'");
    expect(problem([{block: 'LuxAI_start_block', inputs: {FLAG: 10}}])).toContain('not one of its options');
    expect(problem([{block: 'LuxAI_start_block', inputs: {FLAG: 9}}])).toBe('(no error)');
    expect(problem([{block: 'luxai_manual_report', inputs: {REPORT: 'q', ANSWER: 'Wrong'}}], true)).toContain("'WRONG'");
  });

  it('reports missing, unknown and mistyped inputs with what they are for', () => {
    expect(problem([{block: 'luxai_manual_report'}], true)).toContain('missing input "REPORT"');
    const caseHint = problem([{block: 'LuxAI_TTS', inputs: {tts_name: 'Hi'}}], true);
    expect(caseHint).toContain('has no input "tts_name"');
    expect(caseHint).toContain('write "TTS_NAME"');
    expect(problem([{block: 'lfr_delay', inputs: {DELAY: '2'}}], true)).toContain('number field');
    expect(problem([{block: 'LuxAI_TTS', inputs: {}}], true)).toContain('does nothing: fill at least one of');
    expect(problem([{block: 'controls_repeat_ext', inputs: {TIMES: 'ten'}}], true)).toContain('takes Number');
  });

  it('keeps value blocks in sockets and statements in stacks', () => {
    expect(problem([{block: 'LuxAI_start_block'}, {block: 'math_number', inputs: {NUM: 1}}])).toContain('cannot stand in a stack');
    expect(problem([{block: 'math_number', inputs: {NUM: 1}}], true)).toBe('(no error)');
    expect(problem([{block: 'variables_set', inputs: {VAR: 'x', VALUE: {block: 'lfr_pause'}}}], true)).toContain('cannot go into a socket');
    expect(problem([{block: 'LuxAI_repeat', inputs: {RepeatBlocks: {block: 'lfr_pause'}}}], true)).toContain('Wrap the block in [ ]');
  });

  it('keeps break inside loops and last in its stack', () => {
    expect(problem([{block: 'controls_flow_statements'}], true)).toContain('only works inside a loop');
    expect(problem([{block: 'LuxAI_repeat_till_stop', inputs: {RepeatBlocks: [{block: 'controls_flow_statements'}, {block: 'lfr_pause'}]}}], true)).toContain(
      'nothing can follow',
    );
  });

  it('checks function calls against the definitions of the game', () => {
    const def = [{block: 'procedures_defnoreturn', inputs: {NAME: 'check_answer', PARAMS: ['q', 'a']}}];
    const call = (inputs: Record<string, unknown>, block = 'procedures_callnoreturn') => [[{block: 'LuxAI_start_block'}, {block, inputs}], def];
    expect(problem(call({NAME: 'check_answer', ARG0: 'cat', ARG1: 'dog'}))).toBe('(no error)');
    expect(problem(call({NAME: 'check_answr', ARG0: 'cat', ARG1: 'dog'}))).toContain('does not define it');
    expect(problem(call({NAME: 'check_answer', ARG0: 'cat'}))).toContain('takes 2 parameter(s)');
  });

  it('finds a variable read but never set in a whole game', () => {
    const read = (name: string) => ({block: 'LuxAI_TTS', inputs: {TTS_NAME: 'x', FACE: {block: 'variables_get', inputs: {VAR: name}}}});
    const game = (name: string) => [{block: 'LuxAI_start_block'}, {block: 'variables_set', inputs: {VAR: 'my_face', VALUE: 1}}, read(name)];
    expect(problem(game('my_face'))).toBe('(no error)');
    expect(problem(game('my_fase'))).toContain('the variable "my_fase" is read but never set');
    expect(problem(game('my_fase'))).toContain('Did you mean "my_face"');
    expect(problem([read('anything')], true)).toBe('(no error)');
  });

  it('asks for a name for every branch of Select and of the tablet’s images', () => {
    expect(problem([{block: 'lfr_nine_choice', inputs: {CHOICE_PATH1: [{block: 'lfr_pause'}]}}], true)).toContain('has blocks in CHOICE_PATH1 but no NOTE1');
  });

  it('rejects empty and mixed programs', () => {
    expect(problem([])).toContain('non-empty list of blocks');
    expect(problem([story, story[0]])).toContain('mixes blocks and stacks');
  });

  it('throws from the component, so a bad program fails the build', () => {
    expect(() => render(<StudioBlocks title="t" program={[{block: 'LuxAI_TTS', inputs: {TTS_NAME: 'x'}}]} />)).toThrow(/must start with the Start block/);
    expect(() => render(<StudioBlocks title="" program={story} />)).toThrow(/title/);
  });

  it('accepts the example programs of FORMAT.md', () => {
    const format = fs.readFileSync(path.join(root, 'src/features/studio-blocks/FORMAT.md'), 'utf8');
    const code = [...format.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]).filter((c) => c.includes('export const'));
    expect(code.length).toBeGreaterThanOrEqual(3);
    const checked: string[] = [];
    for (const block of code) {
      const names = [...block.matchAll(/^export const (\w+) = \[/gm)].map((m) => m[1]);
      // The examples are plain literals written in this repo, evaluated only in the test.
      const values = new Function(`${block.replace(/^export /gm, '')}\nreturn [${names.join(', ')}];`)() as unknown[];
      values.forEach((value, i) => {
        validateProgram(value, {fragment: names[i] === 'readImageId'});
        checked.push(names[i]);
      });
    }
    expect(checked).toEqual(expect.arrayContaining(['story', 'emotion', 'game']));
  });
});

describe('block reference', () => {
  it('shows a block’s drawing, type name, what it does, inputs with options, and source', () => {
    render(<BlockReference id="luxai_manual_report" />);
    const entry = screen.getByRole('article', {name: /luxai_manual_report/});
    const img = entry.querySelector('img')!;
    expect(img.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(img).toHaveAttribute('src', '/studio-svg/block-luxai_manual_report.svg');
    expect(Number(img.getAttribute('width'))).toBe((SIZES as Record<string, number[]>)['block-luxai_manual_report'][0]);
    expect(entry).toHaveTextContent('Adds one record');
    expect(entry).toHaveTextContent('PROMPT_TYPE (dropdown, default NORMAL)');
    expect(entry).toHaveTextContent('(blank) NORMAL, Human assisted HUMAN, QTrobot assisted ROBOT, Tablet assisted TABLET');
    expect(entry).toHaveTextContent('blocks_api.html#report-block');
  });

  it('lists a ROS block’s examples with their types and a link to the ROS API', () => {
    render(<BlockReference id="luxai_ros_subscriber" />);
    const entry = screen.getByRole('article', {name: /luxai_ros_subscriber/});
    expect(entry).toHaveTextContent('/qt_robot/joints/state topic, sensor_msgs/JointState');
    expect(within(entry).getAllByRole('link', {name: 'ROS API'}).length).toBeGreaterThan(0);
  });

  it('shows a tab’s blocks, and the items of a media tab', () => {
    render(<BlockCategoryReference category="loop" />);
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(blocksOf('loop').map(([id]) => `block-${id}`));
    const {container} = render(<ItemList tab="gestures" />);
    expect(container.querySelectorAll('li')).toHaveLength(GESTURES.length);
  });

  it('tells the author the valid names', () => {
    expect(() => render(<BlockCategoryReference category={'motors' as never} />)).toThrow(/Use one of blocks, kid_tablet/);
    expect(() => render(<BlockReference id="event_start" />)).toThrow(/unknown block "event_start"/);
  });
});

describe('pages that use the catalogue', () => {
  function mdxFiles(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return mdxFiles(full);
      return entry.name.endsWith('.mdx') ? [full] : [];
    });
  }

  const pages = ['docs/blocks_api.mdx', 'versioned_docs/version-QTRD_v1/blocks_api.mdx'].map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')] as const);

  it.each(pages)('%s documents every block of the catalogue', (_f, source) => {
    const documented = new Set([
      ...[...source.matchAll(/<BlockReference id="(\w+)" \/>/g)].map((m) => m[1]),
      ...[...source.matchAll(/<BlockCategoryReference category="(\w+)" \/>/g)].flatMap((m) => blocksOf(m[1] as never).map(([id]) => id)),
    ]);
    expect(Object.keys(BLOCKS).filter((id) => !documented.has(id))).toEqual([]);
    for (const tab of ['faces', 'sounds', 'gestures']) expect(source).toContain(`<ItemList tab="${tab}" />`);
  });

  it.each(pages)('%s keeps LuxAI’s anchors and no claim that the block list is unpublished', (_f, source) => {
    for (const anchor of [
      'basic-blocks',
      'start-block',
      'show-says-and-act-block',
      'show-plays-and-act-block',
      'repeat-block',
      'random-block',
      'report-block',
      'pause-block',
      'select-block',
      'kid-tablet-blocks',
      'show-clickable-images-block',
      'show-unclickable-images-block',
      'show-reference-image-block',
      'luxai-ros-blocks',
      'message-object-block',
      'ros-publisher-block',
      'ros-subscriber-block',
      'ros-service-call-block',
    ]) {
      expect(source, anchor).toMatch(new RegExp(`^#{2,4} .+ \\{#${anchor}\\}$`, 'm'));
    }
    expect(source).not.toMatch(/does not publish/i);
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

describe('what the browser bundle does without (src/features/studio-blocks/plugin.ts)', () => {
  const NormalModuleReplacementPlugin = class {
    constructor(
      readonly pattern: RegExp,
      readonly file: string,
    ) {}
  };
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin}}} as never;
  const configure = async (mode: string, isServer: boolean) => {
    const {default: studioBlocks} = await import('@site/src/features/studio-blocks/plugin');
    const plugin = studioBlocks();
    const written: Record<string, string> = {};
    await plugin.contentLoaded!({
      content: undefined,
      actions: {createData: async (name: string, data: string) => ((written[name] = data), `/generated/${name}`)},
    } as never);
    const result = plugin.configureWebpack!({mode} as never, isServer, utils, undefined as never) as {
      plugins?: InstanceType<typeof NormalModuleReplacementPlugin>[];
    };
    return {plugins: result.plugins, written};
  };
  const file = (...parts: string[]) => path.join('/site', 'src', 'features', 'studio-blocks', ...parts);

  it('replaces validate.ts, rosLines.ts, catalog.ts and referenceBody.tsx in the production client bundle only', async () => {
    const {plugins, written} = await configure('production', false);
    expect(plugins).toHaveLength(4);
    const [validate, lines, catalog, reference] = plugins!;
    expect(validate.pattern.test(file('validate.ts'))).toBe(true);
    expect(fs.existsSync(validate.file)).toBe(true);
    expect(lines.pattern.test(file('rosLines.ts'))).toBe(true);
    expect(lines.file).toBe('/generated/rosLines.js');
    expect(written['rosLines.js']).toContain('export const ROS_LINES = JSON.parse(');
    // The drawings' catalogue is replaced, not the whole one the validator and the reference import.
    expect(catalog.pattern.test(file('catalog.ts'))).toBe(true);
    expect(catalog.pattern.test(file('catalogData.ts'))).toBe(false);
    expect(catalog.file).toBe('/generated/catalog.js');
    expect(reference.pattern.test(file('referenceBody.tsx'))).toBe(true);
    expect(reference.pattern.test(file('referenceEntries.tsx'))).toBe(false);
    expect(fs.existsSync(reference.file)).toBe(true);
    // The server bundle validates every program while pages are rendered; `npm start` has no server render.
    expect((await configure('production', true)).plugins).toBeUndefined();
    expect((await configure('development', false)).plugins).toBeUndefined();
  });

  it('gives the browser a catalogue that draws and reads programs as the whole one does, without its text', async () => {
    const {leanCatalogSource} = await import('@site/src/features/studio-blocks/plugin');
    const {reviveBlocks} = await import('@site/src/features/studio-blocks/catalogLib');
    const source = leanCatalogSource();
    const json = /const data = JSON\.parse\((".*")\);/.exec(source)![1];
    const data = JSON.parse(JSON.parse(json)) as {blocks: Record<string, unknown>};
    const lean = reviveBlocks(data.blocks);
    expect(Object.keys(lean)).toEqual(Object.keys(BLOCKS));
    const drawn = (x: unknown) =>
      JSON.stringify(x, (k, v) => (['help', 'options', 'example', 'optional', 'accepts', 'item', 'min', 'max'].includes(k) ? undefined : v));
    for (const [id, spec] of Object.entries(BLOCKS)) {
      for (const inputs of [{}, {NOTE9: 'x', ADD7: 1, IF3: true, ELSE: [], ARG2: 1, NAME3: 'k', WHERE: 'FIRST'}]) {
        expect(drawn(expandLabel(lean[id], inputs)), id).toBe(drawn(expandLabel(spec, inputs)));
      }
      expect(lean[id].shape, id).toBe(spec.shape);
    }
    // The drawings of the story read the same with either catalogue.
    expect(source).not.toContain('Adds one record');
    expect(source).not.toContain('QT/yawn.gif'); // the item lists stay on the server
    expect(source.length).toBeLessThan(30_000);
  });

  it('shapes programs as the full validator does, without checking them', async () => {
    const {validateProgram: shape} = await import('@site/src/features/studio-blocks/validate.client');
    expect(shape(story)).toEqual(validateProgram(story));
    const game = [story, [{block: 'procedures_defnoreturn', inputs: {NAME: 'f'}}]];
    expect(shape(game)).toEqual(validateProgram(game));
    expect(() => shape([{block: 'speech_sya'}])).not.toThrow();
  });

  it('writes the ROS lines the block reference shows, and only those fields', async () => {
    const {rosLinesSource} = await import('@site/src/features/studio-blocks/plugin');
    const {ROS_LINES} = await import('@site/src/features/studio-blocks/rosLines');
    const source = rosLinesSource();
    const json = /JSON\.parse\((".*")\);/.exec(source)![1];
    expect(JSON.parse(JSON.parse(json))).toEqual(ROS_LINES);
    // Every robot interface of LuxAI's examples has its line, with the types and group of the table.
    const robot = Object.values(BLOCKS).flatMap((spec) => (spec.rosExamples ?? []).filter((e) => !e.own));
    expect(Object.keys(ROS_LINES).sort()).toEqual([...new Set(robot.map(rosLineKey))].sort());
    const say = ROS_LINES['topic /qt_robot/speech/say'];
    expect(say).toEqual({types: [rosInterfaces.find((i) => i.name === '/qt_robot/speech/say' && i.kind === 'topic')!.type], group: 'speech'});
    // None of the table's prose comes along.
    const purpose = rosInterfaces.find((i) => i.name === '/qt_robot/speech/say')!.purpose;
    expect(source).not.toContain(purpose.slice(0, 30));
  });
});
