import type {RosbridgeEndpoint} from '../../../src/features/virtual-robot/run/types';

/**
 * A test double of a rosbridge v2 endpoint, for the "Run in the page" tests only (never shipped): it answers
 * `call_service` for a few QTrobot services with `{status: true}` (the gesture list with two names), answers any
 * other service with an error as rosbridge does, sends every publish to the clients subscribed to that topic, and
 * sends one joint state to a client that subscribes to /qt_robot/joints/state. It records what it received in
 * `log`. Self-contained (no imports at run time), so an e2e test can put it in a page with addInitScript.
 */
export function fakeRosbridge(log: string[] = []): RosbridgeEndpoint {
  type Send = (json: string) => void;
  const subscribers = new Map<string, Set<Send>>();
  const answers: Record<string, unknown> = {
    '/qt_robot/speech/say': {status: true},
    '/qt_robot/behavior/talkText': {status: true},
    '/qt_robot/emotion/show': {status: true},
    '/qt_robot/motors/home': {status: true},
    '/qt_robot/setting/setVolume': {status: true},
    '/qt_robot/gesture/list': {gestures: ['QT/bye', 'QT/happy']},
  };
  const joints = [
    'HeadPitch',
    'HeadYaw',
    'LeftElbowRoll',
    'LeftShoulderPitch',
    'LeftShoulderRoll',
    'RightElbowRoll',
    'RightShoulderPitch',
    'RightShoulderRoll',
  ];
  return {
    connect(send) {
      const mine = new Set<string>();
      return {
        receive(json) {
          const m = JSON.parse(json) as {op: string; id?: string; service?: string; topic?: string; args?: unknown; msg?: unknown};
          log.push(`${m.op} ${m.service ?? m.topic ?? ''} ${JSON.stringify(m.args ?? m.msg ?? null)}`);
          if (m.op === 'call_service') {
            const known = m.service !== undefined && m.service in answers;
            send(
              JSON.stringify({
                op: 'service_response',
                id: m.id,
                service: m.service,
                values: known ? answers[m.service!] : `Service ${m.service} does not exist`,
                result: known,
              }),
            );
          } else if (m.op === 'subscribe' && m.topic) {
            if (!subscribers.has(m.topic)) subscribers.set(m.topic, new Set());
            subscribers.get(m.topic)!.add(send);
            mine.add(m.topic);
            if (m.topic === '/qt_robot/joints/state') {
              const msg = {header: {seq: 1, stamp: {secs: 0, nsecs: 0}, frame_id: ''}, name: joints, position: joints.map(() => 0), velocity: [], effort: []};
              setTimeout(() => send(JSON.stringify({op: 'publish', topic: m.topic, msg})), 0);
            }
          } else if (m.op === 'unsubscribe' && m.topic) {
            subscribers.get(m.topic)?.delete(send);
          } else if (m.op === 'publish' && m.topic) {
            for (const subscriber of subscribers.get(m.topic) ?? []) subscriber(JSON.stringify({op: 'publish', topic: m.topic, msg: m.msg}));
          }
        },
        close() {
          for (const topic of mine) subscribers.get(topic)?.delete(send);
          log.push('closed');
        },
      };
    },
  };
}
