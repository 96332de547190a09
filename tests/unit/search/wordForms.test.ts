import {describe, expect, it} from 'vitest';
import {createEngine, nameBonus, rosName} from '@site/src/features/search/engine/engine';
import {formOf} from '@site/src/features/search/engine/forms';
import {highlight} from '@site/src/features/search/engine/highlight';
import {matchWord, parseQuery} from '@site/src/features/search/engine/text';
import type {SearchRecord} from '@site/src/features/search/engine/types';
import {record} from './fixtures';

const SITE = 'https://docs.luxai.com';

/** A page: its title record (lvl1, content = description, maybe synonyms) and one section with a heading and text. */
function page(path: string, title: string, description: string, heading: string, text: string, synonyms?: string[]): SearchRecord[] {
  const hierarchy = {lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  return [
    record({url: `${SITE}${path}`, objectID: `${path}-0`, type: 'lvl1', hierarchy, content: description, ...(synonyms ? {synonyms} : {})}),
    record({url: `${SITE}${path}#s`, objectID: `${path}-1`, type: 'lvl2', hierarchy: {...hierarchy, lvl2: heading}, content: null}),
    record({url: `${SITE}${path}#s`, objectID: `${path}-2`, type: 'content', hierarchy: {...hierarchy, lvl2: heading}, content: text}),
  ];
}

/** An entry of the API reference: a lvl3 headed by the interface's name under the section of its group. */
function entry(name: string, kind: string, purpose: string, type: string): SearchRecord[] {
  const anchor = `${name.slice(1).replace(/\//g, '-')}-${kind}`;
  const hierarchy = {lvl0: 'API', lvl1: 'ROS API reference', lvl2: 'Interfaces', lvl3: `${name} (${kind}, ${type})`, lvl4: null, lvl5: null, lvl6: null};
  const url = `${SITE}/docs/api_ros#${anchor}`;
  return [
    record({url, objectID: `${anchor}-0`, type: 'lvl3', hierarchy, content: null}),
    record({url, objectID: `${anchor}-1`, hierarchy, content: purpose}),
    record({url, objectID: `${anchor}-2`, hierarchy, content: `Type: ${type} · Provided by: qt_robot_interface (QTRP)`}),
  ];
}

const records = [
  ...page(
    '/docs/modules/motors',
    'Motors and joints',
    'The eight motors and their joints.',
    'ROS interfaces',
    'Read the joint positions from /qt_robot/joints/state; its type is sensor_msgs/JointState.',
  ),
  ...page(
    '/docs/tutorials/python/python_ros_speech',
    'Make QTrobot speak from Python',
    "Use QTrobot's text-to-speech from rospy.",
    'Choose the interface',
    'Call /qt_robot/speech/say and wait, or publish to /qt_robot/speech/say and go on.',
  ),
  ...page(
    '/docs/tutorials/graphical/studio_qa',
    'Create a Q&A game',
    'A question-and-answer game steered by the educator.',
    'The greeting',
    'QTrobot greets the learner by name.',
    ['quiz'],
  ),
  ...page(
    '/docs/tutorials/graphical/studio_reporting_ros',
    'A random quiz over ROS',
    'Send the answers to a node of your own.',
    'Publish',
    'Publish each answer.',
  ),
  ...page('/docs/a', 'Studio tips', 'Tips.', 'Movement', 'Play the recorded gestures in a game.'),
  ...page('/docs/b', 'Studio tips', 'Tips.', 'Movement', 'Play the recorded gesture in a game.'),
  ...page(
    '/docs/tutorials/python/python_ros_vosk',
    'Speech recognition with Vosk',
    'Turn what people say into text.',
    'Recognise answers',
    'Recognise one of a few spoken answers.',
  ),
  ...entry('/qt_robot/speech/say', 'topic', 'Speak a text without waiting.', 'std_msgs/String'),
  ...entry('/qt_robot/speech/say', 'service', 'Speak a text and return when the robot has finished.', 'qt_robot_interface/speech_say'),
  ...entry('/qt_robot/joints/state', 'topic', 'Joint feedback: positions of every joint.', 'sensor_msgs/JointState'),
];
const engine = createEngine(records);
const hits = (query: string) => engine.search(query).map((h) => h.section.records[0].url.replace(SITE, ''));
const pages = (query: string) => [...new Set(hits(query).map((u) => u.replace(/#.*$/, '')))];

describe('word forms', () => {
  it('gives the forms of a word one form: plurals, verb forms, irregular verbs', () => {
    for (const group of [
      ['speak', 'speaks', 'speaking', 'spoken', 'spoke'],
      ['record', 'records', 'recording', 'recorded'],
      ['joint', 'joints'],
      ['state', 'states'],
      ['question', 'questions'],
      ['child', 'children'],
    ]) {
      expect(new Set(group.map(formOf)).size, group.join(' ')).toBe(1);
    }
  });

  it('leaves names, numbers and the words that only look like forms alone', () => {
    expect(formOf('c++')).toBe('c++');
    expect(formOf('v2')).toBe('v2');
    expect(formOf('ros')).toBe('ros');
    // "left" is the left arm, "led" the microphone's lights: not forms of leave and lead.
    expect(formOf('left')).not.toBe(formOf('leave'));
    expect(formOf('led')).not.toBe(formOf('lead'));
  });

  it('matches another form of a query word, after an exact word or a prefix', () => {
    const [joint] = parseQuery('joint ');
    expect(matchWord('joints', joint)).toEqual({kind: 'form', length: 6});
    expect(matchWord('joint', joint)).toEqual({kind: 'exact', length: 5});
    expect(matchWord('joints', joint, false)?.kind).toBe('typo');
    expect(highlight('Read the joints', parseQuery('joint '), {pre: '<em>', post: '</em>'}).value).toBe('Read the <em>joints</em>');
  });

  it('finds "/qt_robot/joints/state" for joint states, joints state and joint state', () => {
    for (const query of ['joint states', 'joints state', 'joint state']) {
      expect(hits(query), query).toContain('/docs/api_ros#qt_robot-joints-state-topic');
      expect(pages(query), query).toContain('/docs/modules/motors');
    }
  });

  it('ranks the exact form first, the other forms after it', () => {
    // Two pages alike but for "gestures" in one and "gesture" in the other.
    expect(pages('gestures ')).toEqual(['/docs/a', '/docs/b']);
    expect(pages('gesture ')).toEqual(['/docs/b', '/docs/a']);
    expect(pages('spoken answers')).toEqual(['/docs/tutorials/python/python_ros_vosk']);
    expect(pages('speaking answers')).toEqual(['/docs/tutorials/python/python_ros_vosk']);
  });
});

describe('ROS names', () => {
  it('reads a query of words joined by / or _ as a name', () => {
    expect(rosName(' /qt_robot/speech/say ')).toBe('/qt_robot/speech/say');
    expect(rosName('sensor_msgs/JointState')).toBe('sensor_msgs/jointstate');
    expect(rosName('ros_control')).toBe('ros_control');
    expect(rosName('speech say')).toBeUndefined();
    expect(rosName('qtrobot.js')).toBeUndefined();
  });

  it('ranks the entry headed by a pasted name first, then the sections that quote it', () => {
    expect(hits('/qt_robot/speech/say')[0]).toMatch(/^\/docs\/api_ros#qt_robot-speech-say-(topic|service)$/);
    expect(pages('/qt_robot/speech/say')).toContain('/docs/tutorials/python/python_ros_speech');
    expect(hits('/qt_robot/joints/state')[0]).toBe('/docs/api_ros#qt_robot-joints-state-topic');
    // Half typed: the entry still comes first.
    expect(hits('/qt_robot/joints/sta')[0]).toBe('/docs/api_ros#qt_robot-joints-state-topic');
  });

  it('ranks the entry of a pasted type first', () => {
    expect(hits('qt_robot_interface/speech_say')[0]).toBe('/docs/api_ros#qt_robot-speech-say-service');
    expect(hits('sensor_msgs/JointState')[0]).toBe('/docs/api_ros#qt_robot-joints-state-topic');
  });

  it('gives no bonus to a section that neither is headed by the name nor quotes it', () => {
    const section = engine.sections.find((s) => s.records[0].url.endsWith('/studio_qa'))!;
    expect(nameBonus(section, '/qt_robot/speech/say', parseQuery('/qt_robot/speech/say'))).toBe(1);
  });
});

describe('synonyms from the front matter', () => {
  it('find the page by a word it does not use, below a page that has the word in its title', () => {
    expect(pages('quiz')).toEqual(['/docs/tutorials/graphical/studio_reporting_ros', '/docs/tutorials/graphical/studio_qa']);
    expect(pages('quiz game')).toEqual(['/docs/tutorials/graphical/studio_qa']);
  });
});
