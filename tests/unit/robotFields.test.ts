import {describe, expect, it} from 'vitest';
import {rosInterfaces, type RosInterface} from '@site/src/data/rosInterfaces';
import {compareWithDocs, pageInGeneration} from '@site/src/features/robot/chunk/compare';
import {buildMessage, exampleValues, formFields, initialValues, movesRobot, planFor, summarize} from '@site/src/features/robot/chunk/fields';

const find = (name: string, kind: RosInterface['kind']) => rosInterfaces.find((i) => i.name === name && i.kind === kind && i.generations.includes('V2'))!;

describe('Try it forms from the interface table', () => {
  it('reads fields, hints and joint lists', () => {
    expect(formFields(find('/qt_robot/speech/config', 'service').fields)).toEqual([
      {name: 'language', type: 'string', array: false},
      {name: 'pitch', type: 'int16', array: false},
      {name: 'speed', type: 'int16', array: false},
    ]);
    expect(formFields([{name: 'data', type: 'string', meaning: 'the text to speak'}])).toEqual([
      {name: 'data', type: 'string', array: false, hint: 'the text to speak'},
    ]);
    expect(formFields(find('/qt_respeaker_app/status_led', 'topic').fields)!.map((f) => `${f.type} ${f.name}`)).toEqual([
      'float32 r',
      'float32 g',
      'float32 b',
      'float32 a',
    ]);
    expect(formFields(find('/qt_robot/head_position/command', 'topic').fields)).toEqual([
      {name: 'data', type: 'float64', array: true, joints: ['HeadYaw', 'HeadPitch']},
    ]);
    expect(formFields([])).toEqual([]);
    expect(formFields(find('/qt_robot/right_arm_controller/follow_joint_trajectory', 'action').fields)).toBeUndefined();
    expect(formFields([{name: 'skeletons', type: 'qt_nuitrack_app/SkeletonInfo[]', meaning: 'int32 id'}])).toBeUndefined();
    expect(formFields(find('/camera/color/image_raw', 'topic').fields)).toBeUndefined();
  });

  it('gives every documented interface a plan, and a form to each simple publish topic and service', () => {
    for (const item of rosInterfaces) {
      const plan = planFor(item);
      if (item.kind === 'action') expect(plan.mode).toBe('none');
      else if (item.kind === 'topic' && item.direction !== 'publish') expect(plan.mode).toBe('subscribe');
    }
    expect(planFor(find('/qt_robot/speech/say', 'service'))).toEqual({mode: 'call', moves: false, fields: [{name: 'message', type: 'string', array: false}]});
    expect(planFor(find('/qt_robot/speech/say', 'topic')).mode).toBe('publish');
    expect(planFor(find('/camera/color/image_raw', 'topic'))).toEqual({mode: 'subscribe', heavy: true});
    expect(planFor(find('/qt_robot/joints/state', 'topic'))).toEqual({mode: 'subscribe', heavy: false});
  });

  it('marks the interfaces that move the robot', () => {
    expect(movesRobot(find('/qt_robot/gesture/play', 'topic'))).toBe(true);
    expect(movesRobot(find('/qt_robot/head_position/command', 'topic'))).toBe(true);
    expect(movesRobot(find('/qt_robot/motors/setControlMode', 'service'))).toBe(true);
    expect(movesRobot(find('/qt_robot/speech/say', 'topic'))).toBe(false);
    expect((planFor(find('/qt_robot/right_arm_position/command', 'topic')) as {moves: boolean}).moves).toBe(true);
  });

  it('builds typed messages and explains bad input', () => {
    const fields = formFields([
      {name: 'language', type: 'string'},
      {name: 'pitch', type: 'int16'},
      {name: 'speed', type: 'int16'},
    ])!;
    expect(buildMessage(fields, {language: 'en-US', pitch: '0', speed: '100'})).toEqual({ok: true, message: {language: 'en-US', pitch: 0, speed: 100}});
    expect(buildMessage(fields, {language: '', pitch: '1.5', speed: '99999'})).toEqual({
      ok: false,
      errors: {pitch: 'Enter a whole number.', speed: 'Enter between -32768 and 32767.'},
    });
    const parts = formFields([
      {name: 'parts', type: 'string[]'},
      {name: 'velocity', type: 'uint8', meaning: 'percent of the maximum'},
    ])!;
    expect(buildMessage(parts, {parts: "['head', right_arm]", velocity: '20'})).toEqual({ok: true, message: {parts: ['head', 'right_arm'], velocity: 20}});
    expect(buildMessage(formFields([{name: 'flag', type: 'bool'}])!, {flag: 'yes'})).toEqual({ok: false, errors: {flag: 'Enter true or false.'}});
  });

  it('keeps joint commands inside the V2 limits: refuses, never clamps', () => {
    const head = formFields([{name: 'data', type: 'float64[]', joints: ['HeadYaw', 'HeadPitch']}])!;
    expect(buildMessage(head, {data: '60, -25'})).toEqual({ok: true, message: {data: [60, -25]}});
    const r = buildMessage(head, {data: '61, 0'});
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.data).toBe('HeadYaw must stay between -60 and 60 degrees.');
    expect(buildMessage(head, {data: '10'})).toEqual({ok: false, errors: {data: 'Enter 2 values: HeadYaw, HeadPitch.'}});
    const arm = formFields([{name: 'data', type: 'float64[]', joints: ['RightShoulderPitch', 'RightShoulderRoll', 'RightElbowRoll']}])!;
    expect(buildMessage(arm, {data: '-140, -75, -80'}).ok).toBe(true);
    expect(buildMessage(arm, {data: '141, 0, -4'})).toEqual({
      ok: false,
      errors: {
        data: 'RightShoulderPitch must stay between -140 and 140 degrees; RightShoulderRoll must stay between -75 and -5 degrees; RightElbowRoll must stay between -80 and -5 degrees.',
      },
    });
    // The form starts inside the limits.
    expect(initialValues(arm)).toEqual({data: '0, -5, -5'});
    expect(buildMessage(arm, initialValues(arm)).ok).toBe(true);
  });

  it('starts forms from the terminal examples, except joint positions', () => {
    const values = (name: string, kind: 'topic' | 'service') => {
      const item = find(name, kind);
      return exampleValues(item.example, formFields(item.fields)!);
    };
    expect(values('/qt_robot/speech/config', 'service')).toEqual({language: 'en-US', pitch: '0', speed: '0'});
    expect(values('/qt_robot/motors/home', 'service')).toEqual({parts: 'head, right_arm, left_arm'});
    expect(values('/qt_robot/head_position/command', 'topic')).toEqual({});
    // Every example value of every form is accepted by the form.
    for (const item of rosInterfaces) {
      const plan = planFor(item);
      if (plan.mode !== 'publish' && plan.mode !== 'call') continue;
      const start = {...initialValues(plan.fields), ...exampleValues(item.example, plan.fields)};
      expect(buildMessage(plan.fields, start).ok, item.name).toBe(true);
    }
  });

  it('shortens long messages', () => {
    const text = summarize({data: 'x'.repeat(500), list: Array.from({length: 100}, (_, i) => i + 0.12345)});
    expect(text).toContain('(500 characters)');
    expect(text).toContain('… 76 more');
    expect(text).toContain('0.123');
  });
});

describe('what does my robot have', () => {
  const v2 = rosInterfaces.filter((i) => i.generations.includes('V2') && i.kind !== 'action');
  const v1 = rosInterfaces.filter((i) => i.generations.includes('V1') && i.kind !== 'action');

  it('recognises a V2 robot and lists what it lacks and what is not documented', () => {
    const topics = v2
      .filter((i) => i.kind === 'topic')
      .map((i) => i.name)
      .filter((n) => n !== '/qt_robot/joints/state');
    const services = [...v2.filter((i) => i.kind === 'service').map((i) => i.name), '/qt_robot/secret/thing', '/rosapi/topics'];
    const c = compareWithDocs(rosInterfaces, {topics, services});
    expect(c.looksLike).toBe('V2');
    expect(c.missing).toEqual(['/qt_robot/joints/state']);
    expect(c.undocumented).toEqual(['/qt_robot/secret/thing']);
  });

  it('recognises a V1 robot, and says nothing when no QTrobot interface runs', () => {
    const c = compareWithDocs(rosInterfaces, {
      topics: v1.filter((i) => i.kind === 'topic').map((i) => i.name),
      services: v1.filter((i) => i.kind === 'service').map((i) => i.name),
    });
    expect(c.looksLike).toBe('V1');
    expect(c.v2Only).toBe(0);
    expect(compareWithDocs(rosInterfaces, {topics: ['/rosout'], services: []}).looksLike).toBeUndefined();
  });

  it('links the same page in the other version', () => {
    expect(pageInGeneration('/docs/api_ros', '/', 'V1')).toBe('/docs/v1/api_ros');
    expect(pageInGeneration('/docs/v1/api_ros', '/', 'V2')).toBe('/docs/api_ros');
    expect(pageInGeneration('/qtdocs/docs/v1/tutorials/x', '/qtdocs/', 'V2')).toBe('/qtdocs/docs/tutorials/x');
    expect(pageInGeneration('/docs/api_ros', '/', 'V2')).toBeUndefined();
    expect(pageInGeneration('/demos', '/', 'V1')).toBe('/docs/v1');
    expect(pageInGeneration('/docs/v1', '/', 'V2')).toBe('/docs');
  });
});
