/** The virtual robot behind roslib 1.4.1 and the in-page transport, on vitest's fake timers. */
import Ros from 'roslib/src/core/Ros';
import Service from 'roslib/src/core/Service';
import Topic from 'roslib/src/core/Topic';
import {vi} from 'vitest';
import {pagePeer, VirtualRosbridge} from '@site/src/features/virtual-robot/engine/bridge';
import {VirtualQTrobot} from '@site/src/features/virtual-robot/engine/robot';
import {defaultScenario, withScenario} from '@site/src/features/virtual-robot/engine/scenario';
import type {ScenarioPart} from '@site/src/data/robotModel';

export type Harness = {robot: VirtualQTrobot; bridge: VirtualRosbridge; ros: Ros; log: () => string[]};

/** A robot (the default scenario, or `part` over it) and a connected roslib client. Call with fake timers on. */
export async function connected(part?: ScenarioPart): Promise<Harness> {
  const robot = new VirtualQTrobot({scenario: part ? withScenario(part) : defaultScenario});
  const bridge = new VirtualRosbridge(robot);
  const ros = new Ros({transportLibrary: pagePeer(bridge)});
  let open = false;
  ros.on('connection', () => (open = true));
  ros.connect('test');
  await vi.advanceTimersByTimeAsync(0);
  if (!open) throw new Error('the virtual robot did not connect');
  return {robot, bridge, ros, log: () => robot.log.map((e) => e.text)};
}

/** A service call as a promise: resolves with the values, rejects with rosbridge's error text. */
export function call(ros: Ros, name: string, type: string, args: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    new Service({ros, name, serviceType: type}).callService(
      args,
      (v) => resolve(v as Record<string, unknown>),
      (e) => reject(new Error(e)),
    );
  });
}

export function publish(ros: Ros, name: string, type: string, message: Record<string, unknown>): void {
  new Topic({ros, name, messageType: type}).publish(message);
}

/** Every message on `name` from now on, into the returned array (`throttle`, `queue` as roslib sends them). */
export function collect(ros: Ros, name: string, type: string, throttle = 0, queue = 0): {messages: Record<string, unknown>[]; stop: () => void} {
  const topic = new Topic({ros, name, messageType: type, throttle_rate: throttle, queue_length: queue});
  const messages: Record<string, unknown>[] = [];
  topic.subscribe((m) => messages.push(m as Record<string, unknown>));
  return {messages, stop: () => topic.unsubscribe()};
}

/** How long a promise takes on the fake clock, advanced in `step` ms. */
export async function timed<T>(promise: Promise<T>, step = 10, limit = 60_000): Promise<{value: T; seconds: number}> {
  const start = Date.now();
  let settled = false;
  let value: T | undefined;
  let failure: unknown;
  promise.then(
    (v) => ((settled = true), (value = v)),
    (e: unknown) => ((settled = true), (failure = e)),
  );
  while (!settled && Date.now() - start < limit) await vi.advanceTimersByTimeAsync(step);
  if (failure) throw failure;
  if (!settled) throw new Error(`not settled within ${limit} ms`);
  return {value: value as T, seconds: (Date.now() - start) / 1000};
}
