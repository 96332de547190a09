/**
 * The in-page rosbridge (src/features/virtual-robot/engine/bridge.ts): the v2 operations roslib sends, as raw
 * JSON over its data channel, and the errors the ROS simulator's bridge (tools/robot/sim/rosbridge_ws.py) gives.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {pagePeer, VirtualRosbridge} from '@site/src/features/virtual-robot/engine/bridge';
import {VirtualQTrobot} from '@site/src/features/virtual-robot/engine/robot';
import {defaultScenario} from '@site/src/features/virtual-robot/engine/scenario';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Op = Record<string, unknown>;

async function channel(bridge = new VirtualRosbridge(new VirtualQTrobot({scenario: defaultScenario}))) {
  const ch = pagePeer(bridge).createDataChannel('test');
  const received: Op[] = [];
  let closed = false;
  ch.onmessage = (e) => received.push(JSON.parse(e.data!) as Op);
  ch.onclose = () => (closed = true);
  await vi.advanceTimersByTimeAsync(0);
  expect(ch.readyState).toBe('open');
  const send = async (op: Op | string) => {
    ch.send(typeof op === 'string' ? op : JSON.stringify(op));
    await vi.advanceTimersByTimeAsync(0);
  };
  const of = (op: string, topic?: string) => received.filter((m) => m.op === op && (!topic || m.topic === topic));
  return {ch, bridge, received, send, of, closed: () => closed};
}

describe('call_service', () => {
  it('answers rosapi: the time connection.ts asks first, the topics, services and types', async () => {
    const {send, received} = await channel();
    await send({op: 'call_service', id: 'c1', service: '/rosapi/get_time', type: 'rosapi/GetTime', args: {}});
    expect(received[0]).toEqual({
      op: 'service_response',
      service: '/rosapi/get_time',
      id: 'c1',
      result: true,
      values: {time: {secs: expect.any(Number), nsecs: expect.any(Number)}},
    });
    await send({op: 'call_service', id: 'c2', service: '/rosapi/topics', args: {}});
    const {topics, types} = received[1].values as {topics: string[]; types: string[]};
    expect(topics).toEqual([...topics].sort());
    expect(types[topics.indexOf('/qt_robot/joints/state')]).toBe('sensor_msgs/JointState');
    expect(topics).toContain('/qt_robot/head_position/command');
    await send({op: 'call_service', id: 'c3', service: '/rosapi/services', args: {}});
    const {services} = received[2].values as {services: string[]};
    expect(services).toContain('/qt_robot/speech/say');
    expect(services).not.toContain('/qt_robot/custom/startstop');
    expect(services).toHaveLength(23);
    await send({op: 'call_service', id: 'c4', service: '/rosapi/service_type', args: {service: '/qt_robot/speech/recognize'}});
    expect(received[3].values).toEqual({type: 'qt_vosk_app/speech_recognize'});
    await send({op: 'call_service', id: 'c5', service: '/rosapi/params', args: {}});
    expect(received[4]).toMatchObject({result: false, values: 'unknown rosapi service /rosapi/params'});
  });

  it('fails with result false and the reason as values: positional args, a wrong type, a wrong value', async () => {
    const {send, received} = await channel();
    await send({op: 'call_service', id: 'a', service: '/qt_robot/speech/say', args: ['Hello']});
    await send({op: 'call_service', id: 'b', service: '/qt_robot/speech/say', type: 'std_srvs/Trigger', args: {}});
    await send({op: 'call_service', id: 'c', service: '/qt_robot/setting/setVolume', args: {volume: 'loud'}});
    await send({op: 'call_service', id: 'd', service: '/qt_robot/setting/setVolume', args: {volume: 20.5}});
    expect(received.map((m) => [m.id, m.result, m.values])).toEqual([
      ['a', false, 'positional args are not supported; give the request fields by name'],
      ['b', false, 'service /qt_robot/speech/say has type qt_robot_interface/speech_say, not std_srvs/Trigger'],
      ['c', false, "field volume of qt_robot_interface/setting_setVolumeRequest must be a number, not 'loud'"],
      ['d', false, 'field volume of qt_robot_interface/setting_setVolumeRequest must be a whole number, not 20.5'],
    ]);
  });

  it('fills missing request fields with their defaults, as rosbridge does', async () => {
    const {send, received} = await channel();
    await send({op: 'call_service', id: 'g', service: '/qt_robot/gesture/play', args: {name: 'QT/nothing'}});
    expect(received[0]).toMatchObject({id: 'g', result: true, values: {status: false}});
  });
});

describe('topics', () => {
  it('throttles a subscription to one message per throttle_rate, dropping the rest without a queue', async () => {
    const {send, of} = await channel();
    await send({op: 'subscribe', id: 's1', topic: '/qt_robot/joints/state', type: 'sensor_msgs/JointState', throttle_rate: 1000, queue_length: 0});
    await vi.advanceTimersByTimeAsync(4900);
    expect(of('publish', '/qt_robot/joints/state')).toHaveLength(5);
    await send({op: 'unsubscribe', id: 's1', topic: '/qt_robot/joints/state'});
    await vi.advanceTimersByTimeAsync(3000);
    expect(of('publish', '/qt_robot/joints/state')).toHaveLength(5);
  });

  it('with a queue_length, sends the latest waiting message when the throttle allows', async () => {
    const {send, of} = await channel();
    await send({op: 'subscribe', id: 's', topic: '/qt_robot/joints/state', type: 'sensor_msgs/JointState', throttle_rate: 300, queue_length: 1});
    await send({op: 'publish', topic: '/qt_robot/head_position/command', msg: {data: [30, 0]}});
    await vi.advanceTimersByTimeAsync(2000);
    const positions = of('publish', '/qt_robot/joints/state').map((m) => (m.msg as {position: number[]}).position[1]);
    expect(positions.length).toBeGreaterThanOrEqual(4);
    expect(positions.at(-1)).toBe(30);
  });

  it('gives a latched topic its last message at once', async () => {
    const {send, of} = await channel();
    await vi.advanceTimersByTimeAsync(1500);
    await send({op: 'subscribe', id: 'd', topic: '/qt_respeaker_app/is_speaking', type: 'std_msgs/Bool'});
    expect(of('publish', '/qt_respeaker_app/is_speaking')[0]).toEqual({op: 'publish', topic: '/qt_respeaker_app/is_speaking', msg: {data: true}});
  });

  it('answers a broken operation with an error status naming the operation', async () => {
    const {send, of} = await channel();
    await send({op: 'publish', id: 'p1', topic: '/nowhere', msg: {data: 'x'}});
    await send({op: 'advertise', id: 'a1', topic: '/mine', type: 'std_msgs/Strin'});
    await send({op: 'subscribe', id: 's1', topic: '/unknown'});
    await send({op: 'publish', id: 'p2', topic: '/qt_robot/speech/say', msg: {data: 1}});
    await send({op: 'publish', id: 'p3', topic: '/qt_robot/speech/say', msg: {text: 'Hi'}});
    await send('{not json');
    await send({op: 'set_level', level: 'info'});
    expect(of('status').map((m) => [m.level, m.msg, m.id])).toEqual([
      ['error', 'publish: publish to /nowhere before advertising it, and nobody knows its type', 'p1'],
      ['error', 'advertise: unknown message type std_msgs/Strin', 'a1'],
      ['error', "subscribe: cannot subscribe to /unknown: unknown type ''", 's1'],
      ['error', 'publish: field data of std_msgs/String must be a string, not 1', 'p2'],
      ['error', 'publish: std_msgs/String has no field "text" (fields: data)', 'p3'],
      ['error', 'not JSON: {not json', undefined],
      ['warning', 'operation set_level is not supported by this endpoint', undefined],
    ]);
  });

  it("carries a program's own topic to another connection of the page", async () => {
    const a = await channel();
    const b = await channel(a.bridge);
    await a.send({op: 'advertise', id: 'a', topic: '/my_robot/hello', type: 'std_msgs/String'});
    await b.send({op: 'subscribe', id: 's', topic: '/my_robot/hello', type: 'std_msgs/String'});
    await a.send({op: 'publish', id: 'p', topic: '/my_robot/hello', msg: {data: 'hi'}});
    expect(b.of('publish', '/my_robot/hello')).toEqual([{op: 'publish', topic: '/my_robot/hello', msg: {data: 'hi'}}]);
    await b.send({op: 'subscribe', id: 's2', topic: '/my_robot/hello', type: 'std_msgs/Int32'});
    expect(b.of('status')[0]).toMatchObject({msg: 'subscribe: /my_robot/hello has type std_msgs/String, not std_msgs/Int32'});
  });
});

describe('the channel', () => {
  it('closes like a socket: the close event, nothing more sent, the robot stopped with the last connection', async () => {
    const {ch, send, closed, received} = await channel();
    await send({op: 'subscribe', id: 's', topic: '/qt_robot/joints/state', type: 'sensor_msgs/JointState'});
    ch.close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(closed()).toBe(true);
    expect(received.length).toBeLessThanOrEqual(1);
    expect(() => ch.send('{}')).toThrow("The virtual robot's channel is closed.");
    expect(vi.getTimerCount()).toBe(0);
  });
});
