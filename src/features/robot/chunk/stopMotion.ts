/** The Stop control's work after a command that moves the robot. */
import {rosInterfaces, type RosInterface} from '@site/src/data/rosInterfaces';
import {robot} from './connection';

/** The V2 position command topics with their joints in order: the interface table's `joints` field. */
export const POSITION_TOPICS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  rosInterfaces.flatMap((i) => {
    const joints = i.kind === 'topic' && i.generations.includes('V2') ? i.fields?.[0]?.joints : undefined;
    return joints ? [[i.name, joints]] : [];
  }),
);

/** One message of the joint feedback, or an error after a few seconds without one. */
function currentJoints(): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error("No joint positions from /qt_robot/joints/state: use the robot's own stop if it keeps moving."));
    }, 3000);
    const stop = robot.watch(
      '/qt_robot/joints/state',
      'sensor_msgs/JointState',
      (message) => {
        clearTimeout(timer);
        stop();
        const {name, position} = message as {name: string[]; position: number[]};
        resolve(Object.fromEntries(name.map((n, i) => [n, position[i]])));
      },
      0,
    );
  });
}

/**
 * The stop control after a command that moves the robot: a gesture is stopped by the gesture
 * controller; a position command by commanding the positions the joints report now; motors switched
 * off or braked are switched back on (held where they are).
 */
export async function stopMotion(item: RosInterface): Promise<string> {
  if (item.name.startsWith('/qt_robot/gesture/')) {
    await robot.call('/qt_robot/gesture/stop', 'qt_gesture_controller/gesture_stop', {});
    return 'Gesture stopped.';
  }
  if (item.name === '/qt_robot/motors/setControlMode') {
    await robot.call(item.name, item.type, {parts: ['head', 'right_arm', 'left_arm'], mode: 0});
    return 'Motors switched on: they hold their position.';
  }
  if (item.name === '/qt_robot/custom/startstop') {
    await robot.call(item.name, item.type, {command: false});
    return 'Custom controller stopped.';
  }
  const joints = await currentJoints();
  const topics = POSITION_TOPICS[item.name] ? [item.name] : Object.keys(POSITION_TOPICS);
  for (const topic of topics) {
    const data = POSITION_TOPICS[topic].map((j) => joints[j]);
    if (data.every((v) => typeof v === 'number')) robot.publish(topic, 'std_msgs/Float64MultiArray', {data});
  }
  return 'Told the joints to hold the positions they report now.';
}
