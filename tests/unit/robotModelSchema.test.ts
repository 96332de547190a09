import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {parseRobotModel, parseScenario, parseScenarioPart} from '@site/src/data/robot/schema';
import {jointLimit, robotModel} from '@site/src/data/robotModel';
import {rosInterfaces} from '@site/src/data/rosInterfaces';
import {buildMessage, formFields} from '@site/src/features/robot/chunk/fields';
import {POSITION_TOPICS} from '@site/src/features/robot/chunk/stopMotion';
import {defaultScenario} from '@site/src/features/virtual-robot/engine/scenario';
import {parseScenarioYaml} from '@site/src/features/virtual-robot/plugin';

const MODEL = path.resolve(__dirname, '../../src/data/robot/model.json');
const SCENARIOS = path.resolve(__dirname, '../../tools/robot/sim/scenarios');
const raw = () => JSON.parse(fs.readFileSync(MODEL, 'utf8')) as Record<string, Record<string, unknown>>;

function problem(edit: (model: ReturnType<typeof raw>) => void): string {
  const model = raw();
  edit(model);
  try {
    parseRobotModel(model);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the model was accepted');
}

describe('the robot model (src/data/robot/model.json)', () => {
  it('matches its schema, and the site reads the same model', () => {
    expect(parseRobotModel(raw())).toEqual(robotModel);
  });

  it("lists each part's joints as the interface table's position topic does", () => {
    for (const [part, joints] of Object.entries(robotModel.parts)) {
      const topic = rosInterfaces.find((i) => i.kind === 'topic' && i.name === `/qt_robot/${part}_position/command`);
      expect(topic?.fields?.[0].joints, part).toEqual(joints);
      expect(POSITION_TOPICS[topic!.name]).toEqual(joints);
    }
    expect(Object.keys(POSITION_TOPICS)).toHaveLength(Object.keys(robotModel.parts).length);
  });

  it('holds the Try it forms to its V2 limits', () => {
    expect(jointLimit('RightElbowRoll')).toEqual([-80, -5]);
    expect(jointLimit('HeadPitch', 'V1')).toEqual([-15, 25]);
    const head = formFields(rosInterfaces.find((i) => i.name === '/qt_robot/head_position/command')!.fields)!;
    expect(buildMessage(head, {data: '10, 30'})).toEqual({ok: false, errors: {data: 'HeadPitch must stay between -25 and 25 degrees.'}});
  });

  it('rejects a home pose outside the limits, a part with an unknown joint and an unknown key', () => {
    expect(problem((m) => (m.home.HeadYaw = 70))).toMatch(/home\.HeadYaw: HeadYaw 70 is outside its V2 limits -60\.\.60/);
    expect(problem((m) => (m.parts.head = ['HeadYaw', 'HeadRoll']))).toMatch(/parts: must name the joints of limits\.V2/);
    expect(problem((m) => (m.motors.maxSpeedy = 1))).toMatch(/src\/data\/robot\/model\.json does not match its schema[\s\S]*Unrecognized key: "maxSpeedy"/);
  });
});

describe('the scenarios (tools/robot/sim/scenarios)', () => {
  it('default.yaml gives every key, and the virtual robot reads it as the build converts it', () => {
    const text = fs.readFileSync(path.join(SCENARIOS, 'default.yaml'), 'utf8');
    expect(parseScenario(yaml.load(text))).toEqual(defaultScenario);
    expect(parseScenarioYaml(text)).toEqual(defaultScenario);
    expect(defaultScenario.gestures['QT/bye']).toBe(5.54);
  });

  it("each page's scenario replaces keys of the default one", () => {
    for (const file of fs.readdirSync(SCENARIOS).filter((f) => f !== 'default.yaml')) {
      expect(() => parseScenarioPart(yaml.load(fs.readFileSync(path.join(SCENARIOS, file), 'utf8')), file), file).not.toThrow();
    }
  });

  it('rejects a scenario with a missing key or an event where nothing happens', () => {
    const {voices: _voices, ...withoutVoices} = defaultScenario;
    expect(() => parseScenario(withoutVoices)).toThrow(/voices: /);
    expect(() => parseScenarioPart({timeline: [{at: 1}]}, 'page.yaml')).toThrow(
      /page\.yaml does not match[\s\S]*timeline\.0: an event needs something to happen/,
    );
  });
});
