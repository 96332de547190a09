/**
 * Keeps V2 pages to V2 facts, against the errors they are prone to: V1-only values on V2 pages, V1 joint limits
 * presented as V2 limits, QTRP sessions that log in as `developer` and then use `~/robot`, and web pages that
 * assume a rosbridge on port 9091 without the steps that launch it.
 *
 * The V2 values come from LuxAI's 2023 V2 documentation (../shared/facts/v2-docs-general.md): the ROS master is
 * `http://<serial>.local:11311` from /etc/luxai/ros/env.sh, laptops on the hotspot get 192.168.4.x, the limits are
 * HeadPitch −25..25, ShoulderRoll −75..−5 and ElbowRoll −80..−5 (qtrobot-hardware.yaml), `developer` is only an SSH
 * login and the robot's files belong to `qtrobot`, and port 9091 is a rosbridge the reader launches on the QTPC.
 *
 * CORRECTIONS_ROOT=/path/to/another/checkout runs the same checks on another revision of the content, e.g. to see
 * them fail on a revision that has these errors.
 */
import {describe, expect, it} from 'vitest';
import {loadDocs, ROOT, type DocFile} from './lib/docs';

const root = process.env.CORRECTIONS_ROOT ?? ROOT;
const v2Docs = loadDocs(root).filter((d) => d.version === 'V2');

type Finding = {file: string; line: number; text: string};

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;
const format = (f: Finding) => `${f.file}:${f.line}: ${f.text.trim().slice(0, 160)}`;

// ---------------------------------------------------------------------------------------------------------------
// 1. V1-only network values

/** Values that only V1 robots (or the 2021 docs) use. */
const V1_VALUES: {pattern: RegExp; why: string}[] = [
  {pattern: /192\.168\.100\.1:11311/g, why: 'V1 ROS master; V2 uses http://<serial>.local:11311 (/etc/luxai/ros/env.sh)'},
  {pattern: /192\.168\.4\.1:11311/g, why: 'V1 ROS master; V2 uses http://<serial>.local:11311 (/etc/luxai/ros/env.sh)'},
  {pattern: /(?<![\d.])10\.42\.0\.\d{1,3}(?![\d])/g, why: 'V1 hotspot address; V2 hotspot addresses are 192.168.4.x'},
];

export function v1Values(doc: Pick<DocFile, 'file' | 'source'>): Finding[] {
  return V1_VALUES.flatMap(({pattern, why}) =>
    [...doc.source.matchAll(pattern)].map((m) => ({
      file: doc.file,
      line: lineOf(doc.source, m.index ?? 0),
      text: `${m[0]} (${why})`,
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. V1 / URDF joint limits written as V2 limits

const MINUS = '[-−–]';
/** What separates the two ends of a range in prose, tables, Python tuples and log lines. */
const SEP = String.raw`\s*(?:\||,|to|and|…|\.\.\.?|–|—)\s*`;
const NUM_END = String.raw`(?:\.0+)?(?![\d.])\s*°?`;

/**
 * A line that names the joint and gives the V1 range. Positions inside the V2 range (HeadPitch −15 is a valid V2
 * position) are not ranges, so each pattern needs both ends.
 */
const V1_LIMITS: {joint: RegExp; range: RegExp; v2: string}[] = [
  {
    joint: /HeadPitch/,
    range: new RegExp(`${MINUS}\\s*15${NUM_END}(?:\\s*\\([^)]*\\))?${SEP}\\+?25|${MINUS}0\\.2618`),
    v2: 'HeadPitch −25° to 25°',
  },
  {
    joint: /ShoulderRoll/,
    range: new RegExp(`${MINUS}\\s*75${NUM_END}(?:\\s*\\([^)]*\\))?${SEP}\\+?7${NUM_END}|(?<![-−\\d.])0\\.1222`),
    v2: 'ShoulderRoll −75° to −5°',
  },
  {
    joint: /ElbowRoll/,
    range: new RegExp(`${MINUS}\\s*90${NUM_END}(?:\\s*\\([^)]*\\))?${SEP}${MINUS}\\s*7${NUM_END}|${MINUS}1\\.5708`),
    v2: 'ElbowRoll −80° to −5°',
  },
];

/** A V1 or URDF range is fine where the text says it is one: the line or the 10 lines before name V1 or the URDF. */
const LABELLED = /\bV1\b|URDF|urdf|2021/;

export function v1Limits(doc: Pick<DocFile, 'file' | 'source'>): Finding[] {
  const lines = doc.source.split('\n');
  return lines.flatMap((text, i) => {
    const hits = V1_LIMITS.filter(({joint, range}) => joint.test(text) && range.test(text));
    if (hits.length === 0) return [];
    if (LABELLED.test(lines.slice(Math.max(0, i - 10), i + 1).join('\n'))) return [];
    return [{file: doc.file, line: i + 1, text: `${text} (V2: ${hits.map((h) => h.v2).join(', ')})`}];
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 3. `developer` sessions that use qtrobot's ~/robot or ~/catkin_ws

export {segments} from './lib/segments';
import {segments} from './lib/segments';

const DEVELOPER_LOGIN = /ssh\s+(?:-\S+\s+)*developer@|log(?:ged)?\s*in\s+(?:as|with)\s+(?:the\s+)?`?developer\b/gi;
const QTROBOT_HOME = /~\/(?:robot|catkin_ws)\b/;
const SWITCH_USER = /\bsu\s+(?:-\s+|-l\s+)?qtrobot\b|\bsudo\s+(?:-i\s+)?-u\s+qtrobot\b|\bsudo\s+-iu\s+qtrobot\b/;

/**
 * True when a segment logs in as `developer` and uses ~/robot or ~/catkin_ws as if it were qtrobot's home. In a code
 * block the order counts: after the login, the home path must not come before `su qtrobot`. Prose states things in
 * any order ("read ~/robot/... on the QTRP, with ssh developer@..."), so a paragraph only has to say to switch.
 */
export function usesRobotHomeAsDeveloper(text: string): boolean {
  if (!/^\s*(?:`{3,}|~{3,})/.test(text)) {
    DEVELOPER_LOGIN.lastIndex = 0;
    return DEVELOPER_LOGIN.test(text) && QTROBOT_HOME.test(text) && !SWITCH_USER.test(text);
  }
  return [...text.matchAll(DEVELOPER_LOGIN)].some((m) => {
    const after = text.slice((m.index ?? 0) + m[0].length);
    const home = after.search(QTROBOT_HOME);
    if (home === -1) return false;
    const sw = after.search(SWITCH_USER);
    return sw === -1 || home < sw;
  });
}

export function developerSessions(doc: Pick<DocFile, 'file' | 'source'>): Finding[] {
  return segments(doc.source)
    .filter((s) => usesRobotHomeAsDeveloper(s.text))
    .map((s) => ({file: doc.file, line: s.line, text: s.text.split('\n').find((l) => /developer/.test(l)) ?? s.text}));
}

// ---------------------------------------------------------------------------------------------------------------
// 4. The rosbridge on port 9091 is one the reader launches on the QTPC

const ROSBRIDGE_PAGES = ['modules/processor', 'api_js', 'tutorials/javascript/js_ros_interfaces'];
const LAUNCH_FACTS: {what: string; pattern: RegExp}[] = [
  {what: 'the install command', pattern: /sudo apt install ros-\$\(rosversion -d\)-rosbridge-suite|ros-`rosversion -d`-rosbridge-suite/},
  {what: 'the launch file name', pattern: /~\/rosbridge_websocket_qtpc\.launch/},
  {what: 'the namespace qtpc', pattern: /ns="qtpc"/},
  {what: "rosbridge's standard launch file", pattern: /\$\(find rosbridge_server\)\/launch\/rosbridge_websocket\.launch/},
  {what: 'port 9091', pattern: /<arg name="port" value="9091"\s*\/>/},
  {what: 'the roslaunch command', pattern: /roslaunch ~\/rosbridge_websocket_qtpc\.launch/},
  {what: 'the SSL and authentication of the factory rosbridge', pattern: /SSL[\s\S]{0,40}authentication/},
];

export function missingLaunchFacts(doc: Pick<DocFile, 'source'>): string[] {
  return LAUNCH_FACTS.filter(({pattern}) => !pattern.test(doc.source)).map(({what}) => what);
}

/** A page that uses port 9091 launches the rosbridge itself or links to a page that does. */
const LINKS_TO_LAUNCH = /\]\([^)]*(?:api_js|js_ros_interfaces|processor)\.mdx(?:#[^)]*)?\)/;

// ---------------------------------------------------------------------------------------------------------------

describe('the checks themselves', () => {
  const page = (source: string) => ({file: 'sample.mdx', source});

  it('find V1 network values and leave V2 ones alone', () => {
    expect(v1Values(page('export ROS_MASTER_URI=http://192.168.100.1:11311'))).toHaveLength(1);
    expect(v1Values(page('export ROS_IP=10.42.0.55'))).toHaveLength(1);
    expect(v1Values(page('export ROS_MASTER_URI=http://QTRD000100.local:11311\nexport ROS_IP=192.168.4.25'))).toEqual([]);
    expect(v1Values(page('ssh developer@192.168.100.1 and 110.42.0.5'))).toEqual([]);
  });

  it('find V1 joint ranges in prose, tables, code and logs', () => {
    const v1 = [
      'in degrees. `HeadYaw` accepts −60° to 60° and `HeadPitch` −15° to 25°.',
      '| `HeadPitch` | −15° | +25° | −0.2618 | 0.4363 | 30 |',
      '| `RightShoulderRoll`, `LeftShoulderRoll` | −75° | +7° | −1.309 | 0.1222 | 100 |',
      '| `RightElbowRoll`, `LeftElbowRoll` | −90° (−1.5708 rad) | −7° (−0.1222 rad) |',
      "    'HeadPitch': (-15.0, 25.0),",
      "    'RightShoulderRoll': (-75.0, 7.0), 'RightElbowRoll': (-90.0, -7.0),",
      '[INFO] [1718019001.209904]: RightElbowRoll        -35.1   limits [ -90.0,   -7.0]',
      'HeadYaw −60° to +60° and HeadPitch −15° to +25° on the head; ShoulderRoll −75° to +7°',
    ];
    for (const line of v1) expect(v1Limits(page(line)), line).toHaveLength(1);
  });

  it('leave V2 ranges, single positions and labelled V1 values alone', () => {
    const ok = [
      'in degrees. `HeadYaw` accepts −60° to 60° and `HeadPitch` −25° to 25°.',
      '| `RightShoulderRoll`, `LeftShoulderRoll` | −75° | −5° |',
      '| `RightElbowRoll`, `LeftElbowRoll` | −80° | −5° |',
      "    'HeadPitch': (-25.0, 25.0), 'RightShoulderRoll': (-75.0, -5.0), 'RightElbowRoll': (-80.0, -5.0),",
      'Publish HeadPitch -15 to look up a little, then HeadYaw 25.',
      '[INFO]: RightShoulderPitch=-90  RightShoulderRoll=-55  RightElbowRoll=-35',
      'The URDF used by MoveIt gives HeadPitch −15° to 25°.',
      'On V1 robots the range of `HeadPitch` was −15° to 25°.',
    ];
    for (const line of ok) expect(v1Limits(page(line)), line).toEqual([]);
  });

  it('find developer sessions that use ~/robot before su qtrobot', () => {
    const code = (body: string) => `\`\`\`bash title="QTRP terminal"\n${body}\n\`\`\``;
    expect(usesRobotHomeAsDeveloper(code("ssh developer@192.168.100.1 'ls ~/robot/data/emotions/QT'"))).toBe(true);
    expect(usesRobotHomeAsDeveloper(code('ssh developer@192.168.100.1\ncd ~/robot/autostart'))).toBe(true);
    expect(usesRobotHomeAsDeveloper(code('ssh developer@192.168.100.1\ncd ~/robot\nsu qtrobot'))).toBe(true);
    expect(usesRobotHomeAsDeveloper('Log in as `developer`, then open `~/robot/autostart/logs`.')).toBe(true);
    expect(usesRobotHomeAsDeveloper('- Read `~/robot/autostart/logs/` on the QTRP (`ssh developer@192.168.100.1`).')).toBe(true);
    expect(usesRobotHomeAsDeveloper(code('ssh developer@192.168.100.1\nsu qtrobot\ncd ~/robot/autostart'))).toBe(false);
    expect(usesRobotHomeAsDeveloper(code('ssh developer@192.168.100.1\nls /home/qtrobot/robot/autostart/logs'))).toBe(false);
    expect(usesRobotHomeAsDeveloper(code('ssh qtrobot@192.168.100.2\ncd ~/robot/code'))).toBe(false);
    expect(usesRobotHomeAsDeveloper('The QTRP has its own `~/robot/` (after `ssh developer@QTRP`, run `su qtrobot`).')).toBe(false);
  });

  it('split code blocks and paragraphs', () => {
    const source = ['Para one', 'still one', '', '```bash title="QTRP terminal"', 'a', '', 'b', '```', 'Para two', '- item', '  more', '- item'].join('\n');
    expect(segments(source).map((s) => s.line)).toEqual([1, 4, 9, 10, 12]);
  });
});

describe(`V2 pages state V2 facts, not V1's (${root === ROOT ? 'this checkout' : root})`, () => {
  it('name no V1-only ROS master or hotspot address', () => {
    expect(v2Docs.flatMap(v1Values).map(format)).toEqual([]);
  });

  it('give no V1 or URDF joint range as a V2 limit unless the text says it is V1 or the URDF', () => {
    expect(v2Docs.flatMap(v1Limits).map(format)).toEqual([]);
  });

  it('never use ~/robot or ~/catkin_ws in a developer session before switching to qtrobot', () => {
    expect(v2Docs.flatMap(developerSessions).map(format)).toEqual([]);
  });

  it.each(ROSBRIDGE_PAGES)('%s shows how to launch the rosbridge on QTPC port 9091', (id) => {
    const doc = v2Docs.find((d) => d.id === id);
    expect(doc, `docs/${id}.mdx`).toBeDefined();
    expect(missingLaunchFacts(doc!)).toEqual([]);
  });

  it('every other page that uses port 9091 links to a page that launches it', () => {
    const orphans = v2Docs.filter((d) => !ROSBRIDGE_PAGES.includes(d.id) && /:9091\b/.test(d.source) && !LINKS_TO_LAUNCH.test(d.source)).map((d) => d.file);
    expect(orphans).toEqual([]);
  });
});
