// Proof that `npm run test:robot` turns red on a broken example: runs known-good and known-broken
// programs through the same judge as the docs' programs, against the simulated robot on a real master,
// and fails unless every good one passes and every broken one fails.
// Run alone with `node tools/robot/selftest.mjs`; `npm run test:robot` runs it first.
import fs from 'node:fs';
import path from 'node:path';
import {generate} from './gen-msgs.mjs';
import {PYTHON, ROBOT_DIR, checkRosInstalled, freshSim, rosEnv, scenarioFor, startMaster, stopProcess} from './lib.mjs';
import {freePort} from '../lib/localServer.mjs';
import {runAndJudge} from './judge.mjs';

const HEADER = `#!/usr/bin/env python3
import sys
import rospy
from std_msgs.msg import String, Int32, Float64MultiArray
from sensor_msgs.msg import JointState
from qt_robot_interface.srv import speech_say
`;

const wrap = (body) =>
  `${HEADER}\n\ndef main():\n    rospy.init_node('selftest')\n${body.replace(/^/gm, '    ')}\n\n\nif __name__ == '__main__':\n    main()\n`;

/** Counts the voice messages of the scenario's first talker (1.0 to 3.0 s into the timeline; the latched one is only one). */
const VOICE_FROM_START = wrap(`from std_msgs.msg import Bool
count = [0]
def on_voice(msg):
    count[0] += 1
rospy.Subscriber('/qt_respeaker_app/is_speaking', Bool, on_voice)
rospy.sleep(2.5)
print('voice messages', count[0])
sys.exit(0 if count[0] >= 5 else 1)`);

export const CASES = [
  // The simulated robot behaves as the real nodes do (these fail if a change to the simulation breaks it).
  {
    name: 'robot: a gesture is refused while another plays, and lasts its recorded duration',
    good: true,
    code: wrap(`import threading
from qt_gesture_controller.srv import gesture_play
rospy.wait_for_service('/qt_robot/gesture/play', timeout=10)
play = rospy.ServiceProxy('/qt_robot/gesture/play', gesture_play)
first = {}
def run_first():
    start = rospy.get_time()
    first['status'] = play(name='QT/bye', speed=0).status
    first['took'] = rospy.get_time() - start
t = threading.Thread(target=run_first)
t.start()
rospy.sleep(1.0)
second = play(name='QT/happy', speed=0).status
t.join()
print('first', first, 'second', second)
sys.exit(0 if first['status'] and not second and 5.0 < first['took'] < 7.5 else 1)`),
    expect: {timeout: 30, robot: ['gesture QT/happy refused: QT/bye is playing']},
  },
  {
    name: 'robot: the speech service returns when the sentence would end',
    good: true,
    code: wrap(`rospy.wait_for_service('/qt_robot/speech/say', timeout=10)
say = rospy.ServiceProxy('/qt_robot/speech/say', speech_say)
start = rospy.get_time()
say(message='A sentence of about sixty characters, spoken by the robot.')
took = rospy.get_time() - start
print('took %.1f s' % took)
sys.exit(0 if 2.5 < took < 6.0 else 1)`),
  },
  {
    name: 'robot: joint names alphabetical, commands clamped to the V2 limits',
    good: true,
    code: wrap(`pub = rospy.Publisher('/qt_robot/head_position/command', Float64MultiArray, queue_size=1)
while pub.get_num_connections() == 0:
    rospy.sleep(0.1)
pub.publish(Float64MultiArray(data=[90.0, 40.0]))
rospy.sleep(4.0)
msg = rospy.wait_for_message('/qt_robot/joints/state', JointState, timeout=5)
pos = dict(zip(msg.name, msg.position))
print(msg.name, pos['HeadYaw'], pos['HeadPitch'])
sys.exit(0 if list(msg.name) == sorted(msg.name) and len(msg.name) == 8 and pos['HeadYaw'] <= 60.0 and pos['HeadPitch'] <= 25.0 else 1)`),
    expect: {timeout: 30, robot: ['HeadYaw 90.0 is outside -60..60', 'HeadPitch 40.0 is outside -25..25']},
  },
  // Two in a row: the second runs after the reset between test programs, which starts the timeline again.
  {name: 'robot: the sensors play the scenario from its start', good: true, code: VOICE_FROM_START},
  {name: 'robot: after a reset, the sensors play the scenario from its start again', good: true, code: VOICE_FROM_START},
  {
    name: 'good: speech service call',
    good: true,
    code: wrap(`rospy.wait_for_service('/qt_robot/speech/say', timeout=10)
say = rospy.ServiceProxy('/qt_robot/speech/say', speech_say)
print('status', say(message='Hello').status)`),
    expect: {output: ['status True'], robot: ['say "Hello"']},
  },
  {
    name: 'good: topic publish after a subscriber connects',
    good: true,
    code: wrap(`pub = rospy.Publisher('/qt_robot/speech/say', String, queue_size=1)
while pub.get_num_connections() == 0:
    rospy.sleep(0.1)
pub.publish(String(data='Hi there'))
rospy.sleep(0.5)`),
    expect: {robot: ['say "Hi there"']},
  },
  {
    name: 'broken: renamed request field (mesage)',
    good: false,
    code: wrap(`rospy.wait_for_service('/qt_robot/speech/say', timeout=10)
say = rospy.ServiceProxy('/qt_robot/speech/say', speech_say)
say(mesage='Hello')`),
  },
  {
    name: 'broken: wrong topic type (Int32 on the String speech topic)',
    good: false,
    code: wrap(`pub = rospy.Publisher('/qt_robot/speech/say', Int32, queue_size=1)
rospy.sleep(2.0)
pub.publish(Int32(data=1))
rospy.sleep(1.0)`),
  },
  {
    name: 'broken: subscribes to the joint states with the wrong type',
    good: false,
    code: wrap(`rospy.Subscriber('/qt_robot/joints/state', String, lambda m: print(m.data))
rospy.spin()`),
  },
  {
    name: 'broken: reads a field the message does not have',
    good: false,
    code: wrap(`msg = rospy.wait_for_message('/qt_robot/joints/state', JointState, timeout=5)
print(msg.names)`),
  },
  {
    name: 'broken: waits for a service that does not exist',
    good: false,
    code: wrap(`rospy.wait_for_service('/qt_robot/speech/talk', timeout=3)`),
  },
  {
    name: 'broken: head command with three values',
    good: false,
    code: wrap(`pub = rospy.Publisher('/qt_robot/head_position/command', Float64MultiArray, queue_size=1)
while pub.get_num_connections() == 0:
    rospy.sleep(0.1)
pub.publish(Float64MultiArray(data=[10.0, 0.0, 5.0]))
rospy.sleep(0.5)`),
  },
];

export async function selftest({worker = {}, port, env, log = console.log}) {
  const dir = path.join(ROBOT_DIR, 'selftest');
  fs.mkdirSync(dir, {recursive: true});
  let wrong = 0;
  for (const [i, c] of CASES.entries()) {
    const file = path.join(dir, `case_${i + 1}.py`);
    fs.writeFileSync(file, c.code);
    const sim = await freshSim(worker, port, scenarioFor('V2', 'default'), 'V2');
    {
      const r = await runAndJudge({
        argv: [PYTHON, file],
        cwd: dir,
        env,
        code: c.code,
        lang: 'python',
        expect: {alive: 5, timeout: 20, ...(c.expect ?? {})},
        sim,
      });
      const right = r.ok === c.good;
      if (!right) wrong += 1;
      log(`${right ? 'ok  ' : 'WRONG'} self-test "${c.name}": judged ${r.ok ? 'pass' : 'fail'} (${r.reason})`);
    }
  }
  return wrong;
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  checkRosInstalled();
  await generate({quiet: true});
  const port = await freePort();
  const master = await startMaster(port);
  let wrong = 1;
  try {
    const worker = {};
    wrong = await selftest({worker, port, env: rosEnv(port)});
    await stopProcess(worker.sim, 'SIGINT', 3000);
  } finally {
    await stopProcess(master, 'SIGINT', 5000);
  }
  console.log(wrong ? `${wrong} self-test case(s) judged wrongly` : 'self-test: every good program passed, every broken one failed');
  process.exit(wrong ? 1 : 0);
}
