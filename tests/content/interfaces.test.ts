import {describe, expect, it} from 'vitest';
import {isKnownInterface, rosInterfaces} from '@site/src/data/rosInterfaces';
import {codeBlocks, loadDocs} from './lib/docs';

/** ROS names the docs may use: /qt_robot/…, /qt_nuitrack_app/…, /qt_respeaker_app/…, /camera/… */
export const ROS_NAME = /(?<![\w.~/-])\/(?:qt_robot|qt_nuitrack_app|qt_respeaker_app|camera)\/[A-Za-z0-9_]+(?:\/[A-Za-z0-9_]+)*/g;

/** Controller namespaces of qt_motor (facts §2.3) and of the tutorial controller, used in launch files. */
const NAMESPACES = new Set(
  [
    'head_position',
    'right_arm_position',
    'left_arm_position',
    'joints_state',
    'motors',
    'gesture',
    'custom',
    'head_controller',
    'right_arm_controller',
    'left_arm_controller',
  ].map((n) => `/qt_robot/${n}`),
);

function known(name: string, generation?: 'V1' | 'V2'): boolean {
  const pool = generation ? rosInterfaces.filter((i) => i.generations.includes(generation)) : rosInterfaces;
  if (NAMESPACES.has(name)) return true;
  if (pool.some((i) => i.name === name)) return true;
  // A namespace that prefixes a known interface, e.g. /qt_robot/speech.
  if (pool.some((i) => i.name.startsWith(`${name}/`))) return true;
  return isKnownInterface(name) && (!generation || pool.some((i) => i.kind === 'action' && name.startsWith(i.name)));
}

const docs = loadDocs();

describe('ROS interface names', () => {
  it('the pattern finds names and ignores file paths', () => {
    const text = "rospy.Publisher('/qt_robot/speech/say', String) ~/robot/data /dev/camera/x /qt_robot/<interface>";
    expect(text.match(ROS_NAME)).toEqual(['/qt_robot/speech/say']);
    expect(known('/qt_robot/speech/sayy')).toBe(false);
    expect(known('/qt_robot/right_arm_controller/follow_joint_trajectory/goal')).toBe(true);
    expect(known('/qt_respeaker_app/tuning/set', 'V1')).toBe(false);
  });

  it('every name used in a V2 page exists in src/data/rosInterfaces.ts', () => {
    const unknown = docs
      .filter((d) => d.version === 'V2')
      .flatMap((d) => [...new Set(d.body.match(ROS_NAME) ?? [])].filter((n) => !known(n)).map((n) => `${d.file}: ${n}`));
    expect(unknown).toEqual([]);
  });

  it('every name used in a V1 page exists, and code for V1 only uses V1 interfaces', () => {
    const v1 = docs.filter((d) => d.version === 'V1');
    const unknown = v1.flatMap((d) => [...new Set(d.body.match(ROS_NAME) ?? [])].filter((n) => !known(n)).map((n) => `${d.file}: ${n}`));
    const v2Only = v1.flatMap((d) =>
      codeBlocks(d)
        .filter((b) => b.lang !== 'text')
        .flatMap((b) => [...new Set(b.code.match(ROS_NAME) ?? [])].filter((n) => !known(n, 'V1')).map((n) => `${b.file}:${b.line}: ${n}`)),
    );
    expect(unknown).toEqual([]);
    expect(v2Only).toEqual([]);
  });
});
