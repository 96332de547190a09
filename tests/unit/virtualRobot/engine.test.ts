/**
 * The virtual robot (src/features/virtual-robot/engine/) behaves as the ROS simulator (tools/robot/sim): the
 * robot-behaviour cases of tools/robot/selftest.mjs `CASES`, and the other services, through roslib 1.4.1 and the
 * in-page rosbridge, on fake timers.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {parseInterfaceTable} from '@site/src/data/ros/schema';
import table from '@site/src/data/ros/interfaces.json';
import {faceMessage, handsMessage, skeletonsMessage} from '@site/src/features/virtual-robot/engine/sensorMessages';
import {call, collect, connected, publish, timed} from './harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const SAY = ['/qt_robot/speech/say', 'qt_robot_interface/speech_say'] as const;
const PLAY = ['/qt_robot/gesture/play', 'qt_gesture_controller/gesture_play'] as const;
const HEAD = '/qt_robot/head_position/command';
const ARRAY = 'std_msgs/Float64MultiArray';

describe('the self-test cases (tools/robot/selftest.mjs) against the virtual robot', () => {
  it('refuses a gesture while another plays; the first lasts its recorded duration', async () => {
    const {ros, log} = await connected();
    const start = Date.now();
    const first = call(ros, ...PLAY, {name: 'QT/bye', speed: 0});
    await vi.advanceTimersByTimeAsync(1000);
    const second = await call(ros, ...PLAY, {name: 'QT/happy', speed: 0});
    expect(second).toEqual({status: false});
    expect((await timed(first)).value).toEqual({status: true});
    const took = (Date.now() - start) / 1000;
    expect(took).toBeGreaterThan(5.0);
    expect(took).toBeLessThan(7.5);
    expect(took).toBeCloseTo(5.54, 1);
    expect(log()).toContain('gesture QT/happy refused: QT/bye is playing');
    expect(log()).toContain('gesture play QT/bye (5.54 s)');
  });

  it('returns from the speech service when the sentence would end', async () => {
    const {ros} = await connected();
    const message = 'A sentence of about sixty characters, spoken by the robot.';
    const {value, seconds} = await timed(call(ros, ...SAY, {message}));
    expect(value).toEqual({status: true});
    expect(seconds).toBeGreaterThan(2.5);
    expect(seconds).toBeLessThan(6.0);
    expect(seconds).toBeCloseTo(message.length * 0.065, 1);
  });

  it('publishes joint names alphabetically and clamps commands to the V2 limits', async () => {
    const {ros, log} = await connected();
    publish(ros, HEAD, ARRAY, {data: [90.0, 40.0]});
    await vi.advanceTimersByTimeAsync(4000);
    const joints = collect(ros, '/qt_robot/joints/state', 'sensor_msgs/JointState');
    await vi.advanceTimersByTimeAsync(600);
    const msg = joints.messages[0] as {name: string[]; position: number[]};
    expect(msg.name).toEqual([...msg.name].sort());
    expect(msg.name).toHaveLength(8);
    const pos = Object.fromEntries(msg.name.map((n, i) => [n, msg.position[i]]));
    expect(pos.HeadYaw).toBe(60);
    expect(pos.HeadPitch).toBe(25);
    expect(log()).toContain('HeadYaw 90.0 is outside -60..60: the motor stops at 60.0');
    expect(log()).toContain('HeadPitch 40.0 is outside -25..25: the motor stops at 25.0');
    expect(log()).toContain('head command [90.0, 40.0]');
  });

  it('answers a speech call with status true', async () => {
    const {ros, log} = await connected();
    expect((await timed(call(ros, ...SAY, {message: 'Hello'}))).value).toEqual({status: true});
    expect(log()).toContain('say "Hello" (0.4 s)');
  });

  it('speaks what a program publishes on the speech topic', async () => {
    const {ros, robot, log} = await connected();
    publish(ros, '/qt_robot/speech/say', 'std_msgs/String', {data: 'Hi there'});
    await vi.advanceTimersByTimeAsync(10);
    expect(log()).toContain('say "Hi there" (0.5 s)');
    expect(robot.getSnapshot().speech?.detail).toEqual({text: 'Hi there', lips: false});
  });

  it('fails a call with a renamed request field, naming the fields', async () => {
    const {ros} = await connected();
    await expect(call(ros, ...SAY, {mesage: 'Hello'})).rejects.toThrow('qt_robot_interface/speech_sayRequest has no field "mesage" (fields: message)');
  });

  it('refuses a publisher of the wrong type on the speech topic, and says nothing', async () => {
    const {ros, log} = await connected();
    publish(ros, '/qt_robot/speech/say', 'std_msgs/Int32', {data: 1});
    await vi.advanceTimersByTimeAsync(10);
    expect(log()).toContain('rosbridge: advertise: /qt_robot/speech/say already has type std_msgs/String, not std_msgs/Int32');
    expect(log().filter((l) => l.startsWith('say'))).toEqual([]);
  });

  it('refuses a subscription to the joint states with the wrong type', async () => {
    const {ros, log} = await connected();
    const wrong = collect(ros, '/qt_robot/joints/state', 'std_msgs/String');
    await vi.advanceTimersByTimeAsync(1000);
    expect(wrong.messages).toEqual([]);
    expect(log()).toContain('rosbridge: subscribe: /qt_robot/joints/state has type sensor_msgs/JointState, not std_msgs/String');
  });

  it('fails a call to a service that does not exist', async () => {
    const {ros} = await connected();
    await expect(call(ros, '/qt_robot/speech/talk', 'qt_robot_interface/speech_say', {message: 'x'})).rejects.toThrow(
      'service /qt_robot/speech/talk does not exist',
    );
  });

  it('ignores a head command with three values, as ros_control does', async () => {
    const {ros, robot, log} = await connected();
    publish(ros, HEAD, ARRAY, {data: [10.0, 0.0, 5.0]});
    await vi.advanceTimersByTimeAsync(500);
    expect(log()).toContain('head command ignored: dimension of command (3) does not match number of joints (2)');
    expect(robot.log.some((e) => e.level === 'error' && e.text === 'Dimension of command (3) does not match number of joints (2)! Not executing!')).toBe(true);
    expect(robot.getSnapshot().joints.HeadYaw).toBe(0);
  });
});

describe('the rest of the robot', () => {
  it('publishes the joint states at the scenario rate (2 Hz)', async () => {
    const {ros} = await connected();
    const joints = collect(ros, '/qt_robot/joints/state', 'sensor_msgs/JointState');
    await vi.advanceTimersByTimeAsync(5000);
    expect(joints.messages.length).toBeGreaterThanOrEqual(10);
    expect(joints.messages.length).toBeLessThanOrEqual(11);
    expect(Object.keys(joints.messages[0])).toEqual(['header', 'name', 'position', 'velocity', 'effort']);
  });

  it('moves at 90 degrees per second, HeadPitch at 20 % of it', async () => {
    const {ros, robot} = await connected();
    publish(ros, HEAD, ARRAY, {data: [45, 10]});
    await vi.advanceTimersByTimeAsync(250);
    const {joints} = robot.getSnapshot();
    expect(joints.HeadYaw).toBeGreaterThan(15);
    expect(joints.HeadYaw).toBeLessThan(30);
    expect(joints.HeadPitch).toBeLessThan(6);
    await vi.advanceTimersByTimeAsync(1000);
    expect(robot.getSnapshot().joints.HeadYaw).toBe(45);
    expect(robot.getSnapshot().joints.HeadPitch).toBe(10);
  });

  it('plays a gesture faster with a speed factor, and lists, records and saves gestures', async () => {
    const {ros, robot, log} = await connected();
    const {seconds} = await timed(call(ros, ...PLAY, {name: 'QT/bye', speed: 2}));
    expect(seconds).toBeCloseTo(2.77, 1);
    expect(log()).toContain('gesture play QT/bye (2.77 s)');
    expect(await call(ros, ...PLAY, {name: 'QT/bye.xml', speed: 0})).toEqual({status: false});
    expect(log()).toContain('gesture QT/bye.xml not found (give the name without .xml)');
    const list = await call(ros, '/qt_robot/gesture/list', 'qt_gesture_controller/gesture_list');
    expect(list.gestures).toContain('QT/bye');
    expect(list.gestures).toEqual([...(list.gestures as string[])].sort());
    expect(await call(ros, '/qt_robot/gesture/save', 'qt_gesture_controller/gesture_save', {name: 'mine', path: ''})).toEqual({status: false});
    expect(log()).toContain('gesture save mine refused: nothing recorded');
    const record = {parts: ['right_arm'], idleParts: true, wait: 0, timeout: 20};
    expect(await call(ros, '/qt_robot/gesture/record', 'qt_gesture_controller/gesture_record', record)).toEqual({status: true});
    expect(log()).toContain("gesture record parts=['right_arm'] idle=True wait=0 timeout=20 -> True");
    expect(robot.getSnapshot().modes.RightShoulderPitch).toBe(1);
    // The reader moves the released arm (the view's drag); the head's motors hold.
    await vi.advanceTimersByTimeAsync(1000);
    expect(robot.setJointPositions({RightShoulderPitch: -30, HeadYaw: 20})).toEqual(['RightShoulderPitch']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(robot.setJointPositions({RightShoulderPitch: 200})).toEqual(['RightShoulderPitch']);
    expect(robot.getSnapshot().joints.RightShoulderPitch).toBe(140);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await call(ros, '/qt_robot/gesture/save', 'qt_gesture_controller/gesture_save', {name: 'mine', path: ''})).toEqual({status: true});
    expect(log()).toContain("gesture save mine (3.0 s) path=''");
    // Replayed, the recorded gesture takes its time and moves the arm along the recording.
    await call(ros, '/qt_robot/motors/setControlMode', 'qt_motors_controller/set_control_mode', {parts: ['right_arm'], mode: 0});
    await call(ros, '/qt_robot/motors/home', 'qt_motors_controller/home', {parts: ['right_arm']});
    await vi.advanceTimersByTimeAsync(3000);
    const replay = timed(call(ros, ...PLAY, {name: 'mine', speed: 0}));
    await vi.advanceTimersByTimeAsync(1500);
    expect(robot.getSnapshot().joints.RightShoulderPitch).toBe(140);
    expect(robot.getSnapshot().gesture?.name).toBe('mine');
    expect((await replay).value).toEqual({status: true});
  });

  it('answers speech config, emotions, audio, look and volume as the ROS simulator does', async () => {
    const {ros, robot, log} = await connected();
    const config = (language: string, pitch = 0, speed = 0) =>
      call(ros, '/qt_robot/speech/config', 'qt_robot_interface/speech_config', {language, pitch, speed});
    expect(await config('xx-XX')).toEqual({status: false});
    expect(await config('fr-FR', 0, 160)).toEqual({status: true});
    expect(log()).toContain('speech config language=fr-FR pitch=0 speed=160 -> True');
    expect(robot.getSnapshot().voice).toEqual({language: 'fr-FR', pitch: 140, speed: 160});
    // At speed 160, a sentence takes half as long.
    expect((await timed(call(ros, ...SAY, {message: 'x'.repeat(40)}))).seconds).toBeCloseTo(1.3, 1);

    const show = (name: string) => call(ros, '/qt_robot/emotion/show', 'qt_robot_interface/emotion_show', {name});
    expect(await show('QT/nothing')).toEqual({status: false});
    const happy = timed(show('QT/happy'));
    await vi.advanceTimersByTimeAsync(500);
    expect(robot.getSnapshot().emotion?.name).toBe('QT/happy');
    expect(await call(ros, '/qt_robot/emotion/stop', 'qt_robot_interface/emotion_stop')).toEqual({status: true});
    expect(log()).toContain('emotion stop (was QT/happy)');
    expect((await happy).value).toEqual({status: true});

    const audio = await timed(call(ros, '/qt_robot/audio/play', 'qt_robot_interface/audio_play', {filename: 'QT/bell.wav', filepath: ''}));
    expect(audio).toEqual({value: {status: true}, seconds: 1});
    expect(log()).toContain('audio play QT/bell.wav (1.0 s)');
    expect(await call(ros, '/qt_robot/audio/stop', 'qt_robot_interface/audio_stop')).toEqual({status: true});
    expect(log()).toContain('audio stop (was None)');

    const look = await timed(call(ros, '/qt_robot/emotion/look', 'qt_robot_interface/emotion_look', {eye_l: [10, 0], eye_r: [10, 0], duration: 2}));
    expect(look.value).toEqual({status: true});
    expect(look.seconds).toBeCloseTo(2, 1);
    expect(log()).toContain('eyes look left=[10, 0] right=[10, 0] for 2.0 s -> True');

    expect(await call(ros, '/qt_robot/setting/setVolume', 'qt_robot_interface/setting_setVolume', {volume: 70})).toEqual({status: true});
    expect(robot.getSnapshot().volume).toBe(70);
  });

  it('homes, sets control modes and velocities, capping HeadPitch at 20 %', async () => {
    const {ros, log} = await connected();
    const velocity = (parts: string[], v: number) => call(ros, '/qt_robot/motors/setVelocity', 'qt_motors_controller/set_velocity', {parts, velocity: v});
    expect(await velocity(['head'], 50)).toEqual({status: true});
    expect(await velocity(['head'], 0)).toEqual({status: false});
    expect(log()).toContain("velocity ['head'] -> 50%: True");
    expect(await call(ros, '/qt_robot/motors/home', 'qt_motors_controller/home', {parts: ['tail']})).toEqual({status: false});
    expect(log()).toContain("home ['tail'] refused: unknown part");
    const mode = (parts: string[], m: number) => call(ros, '/qt_robot/motors/setControlMode', 'qt_motors_controller/set_control_mode', {parts, mode: m});
    expect(await mode(['HeadYaw'], 2)).toEqual({status: true});
    expect(await mode(['head'], 3)).toEqual({status: false});
    expect(log()).toContain("control mode ['head'] -> 3: False");
  });

  it('replays the scenario: faces, gestures, hands, the voice and speech recognition', async () => {
    const {ros, robot, log} = await connected();
    const faces = collect(ros, '/qt_nuitrack_app/faces', 'qt_nuitrack_app/Faces');
    const gestures = collect(ros, '/qt_nuitrack_app/gestures', 'qt_nuitrack_app/Gestures');
    const direction = collect(ros, '/qt_respeaker_app/sound_direction', 'std_msgs/Int32');
    await vi.advanceTimersByTimeAsync(2000);
    expect((faces.messages[0].faces as {emotion_happy: number}[])[0].emotion_happy).toBe(0.8);
    expect(gestures.messages).toEqual([{gestures: [{id: 1, name: 'WAVING'}]}]);
    expect(log()).toContain('person gesture WAVING');
    expect(direction.messages.at(-1)).toEqual({data: 90});
    expect(robot.getSnapshot().person).toMatchObject({gesture: 'WAVING', speaking: true, direction: 90});
    expect(await call(ros, '/qt_respeaker_app/tuning/get', 'qt_respeaker_app/tuning_get', {param: 'DOAANGLE'})).toEqual({value: 90, status: true});

    const recognize = (options: string[], language = '') =>
      timed(call(ros, '/qt_robot/speech/recognize', 'qt_vosk_app/speech_recognize', {language, options, timeout: 0}));
    expect(await recognize([])).toEqual({value: {transcript: 'hello'}, seconds: 1});
    expect((await recognize(['no', 'yes'])).value).toEqual({transcript: 'yes'});
    expect((await recognize(['red'])).value).toEqual({transcript: ''});
    expect(log()).toContain('recognize (vosk, en-US): heard "blue", no option matched');
    expect((await recognize([], 'it_IT')).value).toEqual({transcript: ''});
    expect(log()).toContain('recognize: could not load language model for it-IT');
  });

  it('publishes sensor messages with every field of their types', () => {
    const {messages} = parseInterfaceTable(table);
    const fields = (type: string) => messages[type].fields.map((f) => f.name);
    expect(Object.keys((faceMessage({}).faces as object[])[0])).toEqual(fields('qt_nuitrack_app/FaceInfo'));
    expect(Object.keys((handsMessage({}).hands as object[])[0])).toEqual(fields('qt_nuitrack_app/HandInfo'));
    const skeleton = (skeletonsMessage(1).skeletons as {joints: object[]}[])[0];
    expect(Object.keys(skeleton)).toEqual(fields('qt_nuitrack_app/SkeletonInfo'));
    expect(Object.keys(skeleton.joints[0])).toEqual(fields('qt_nuitrack_app/JointInfo'));
  });

  it('tells the view about each change, and stops its timers when the page disconnects', async () => {
    const {ros, robot} = await connected();
    const seen: string[] = [];
    robot.subscribe(() => seen.push(robot.getSnapshot().speech?.detail.text ?? '-'));
    const first = robot.getSnapshot();
    expect(robot.getSnapshot()).toBe(first);
    publish(ros, '/qt_robot/behavior/talkText', 'std_msgs/String', {data: 'Hi'});
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen[0]).toBe('Hi');
    expect(seen.at(-1)).toBe('-');
    expect(robot.getSnapshot()).not.toBe(first);
    ros.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
