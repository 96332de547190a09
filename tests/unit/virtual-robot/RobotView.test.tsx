import fs from 'node:fs';
import path from 'node:path';
import {Profiler} from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import yaml from 'js-yaml';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import RobotView from '@site/src/features/virtual-robot/view';
import {FACES} from '@site/src/features/virtual-robot/view/faces';
import {armPose, dialPoint, headTransform, nearestAngle, VIEW_BOX} from '@site/src/features/virtual-robot/view/geometry';
import {GESTURE_KEYFRAMES, FALLBACK, gestureStill, sampleGesture} from '@site/src/features/virtual-robot/view/gestures';
import {HOME, JOINTS, LIMITS} from '@site/src/features/virtual-robot/view/jointModel';
import {robotModel} from '@site/src/data/robotModel';
import {rosInterfaces} from '@site/src/data/rosInterfaces';
import {inputsOf, Recorder} from '@site/src/features/virtual-robot/view/recording';
import type {JointAngles} from '@site/src/features/virtual-robot/view/types';
import {IDLE, newLog, RobotViewHarness, story} from './harness';

const ROOT = path.resolve(__dirname, '../../..');
const scenario = yaml.load(fs.readFileSync(path.join(ROOT, 'tools/robot/sim/scenarios/default.yaml'), 'utf8')) as {
  emotions: Record<string, number>;
  gestures: Record<string, number>;
};

const f = (v: number) => v.toFixed(1);
const slider = (name: string) => screen.getByRole('slider', {name});
const figureAlt = () => document.querySelector('.qt-vrobot-svg > [role="img"]')!.getAttribute('aria-label')!;
const screenTransform = () => document.querySelector('.qt-vrobot-screen')!.getAttribute('transform');
const elbowOf = (side: 'Right' | 'Left') => document.querySelector(`.qt-vrobot-arm[data-side="${side}"] .qt-vrobot-limb`)!.getAttribute('data-elbow');
const expectedElbow = (side: 'Right' | 'Left', pose: JointAngles) => {
  const {elbow} = armPose(side, pose);
  return `${f(elbow.x)} ${f(elbow.y)}`;
};

function reduceMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({matches: matches && query.includes('reduce'), addEventListener() {}, removeEventListener() {}}));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('joint model', () => {
  it("draws the joints of the robot model, in the arm command topics' order", () => {
    const commandJoints = (topic: string) => rosInterfaces.find((i) => i.name === topic)!.fields![0].joints;
    expect(JOINTS).toEqual([
      ...commandJoints('/qt_robot/head_position/command')!,
      ...commandJoints('/qt_robot/right_arm_position/command')!,
      ...commandJoints('/qt_robot/left_arm_position/command')!,
    ]);
    for (const joint of JOINTS) {
      expect(LIMITS[joint], joint).toEqual(robotModel.limits.V2[joint]);
      expect(HOME[joint], joint).toBe(robotModel.home[joint]);
    }
  });
});

describe('faces', () => {
  it.each(Object.keys(scenario.emotions))('draws %s, names it and labels it as a stand-in', (emotion) => {
    expect(FACES[emotion], emotion).toBeDefined();
    render(<RobotView state={story('home', {emotion})} />);
    expect(document.querySelector('.qt-vrobot-face')).toHaveAttribute('data-face', emotion);
    const labels = document.querySelector('figcaption')!;
    expect(within(labels as HTMLElement).getByText(emotion)).toBeInTheDocument();
    expect(labels).toHaveTextContent(/stand-in drawn by this site, not LuxAI's face video/);
    expect(figureAlt()).toContain(FACES[emotion].words);
    expect(screen.getByRole('status')).toHaveTextContent(`Shows ${emotion}`);
  });

  it('shows the default face for no emotion, and says when a name has no drawing', () => {
    const {rerender} = render(<RobotView state={IDLE} />);
    expect(document.querySelector('.qt-vrobot-face')).toHaveAttribute('data-face', 'default');
    expect(figureAlt()).toContain('default face');
    rerender(<RobotView state={story('home', {emotion: 'QT/custom_dance'})} />);
    expect(document.querySelector('.qt-vrobot-face')).toHaveAttribute('data-face', 'default');
    expect(document.querySelector('figcaption')).toHaveTextContent('QT/custom_dance (no drawing: default face)');
  });
});

describe('speech and gestures', () => {
  it('captions what the robot says and announces it politely', () => {
    const {rerender} = render(<RobotView state={IDLE} />);
    const live = screen.getByRole('status');
    expect(live).toBeEmptyDOMElement();
    rerender(<RobotView state={story('talking')} />);
    expect(document.querySelector('.qt-vrobot-caption')).toHaveTextContent('“Hello, I am QTrobot.”');
    expect(live).toHaveTextContent('Says: “Hello, I am QTrobot.”');
    expect(figureAlt()).toContain('Saying: “Hello, I am QTrobot.”');
    // talkText moves the lips.
    expect(document.querySelector('.qt-vrobot-talking')).not.toBeNull();
    rerender(<RobotView state={story('talking', {speech: {text: 'No lips.', lips: false}, emotion: null})} />);
    expect(document.querySelector('.qt-vrobot-talking')).toBeNull();
  });

  it('announces a gesture and labels its motion as a stand-in', () => {
    render(<RobotView state={story('waving', {gesture: {name: 'QT/bye', duration: 5.54, startedAt: performance.now()}})} />);
    expect(screen.getByRole('status')).toHaveTextContent('Plays the gesture QT/bye for 5.5 s.');
    expect(document.querySelector('figcaption')).toHaveTextContent('QT/bye (5.5 s). A stand-in motion of ours: LuxAI publishes no gesture trajectories.');
  });

  it('reads the caption aloud only once the reader turns sound on', () => {
    const speak = vi.fn();
    const cancel = vi.fn();
    vi.stubGlobal('speechSynthesis', {speak, cancel});
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        constructor(public text: string) {}
      },
    );
    render(<RobotView state={story('talking')} />);
    const toggle = screen.getByRole('button', {name: 'Read aloud'});
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(speak).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0][0]).toMatchObject({text: 'Hello, I am QTrobot.', lang: 'en-US'});
    fireEvent.click(toggle);
    expect(cancel).toHaveBeenCalled();
  });

  it('offers no sound toggle where the browser has no speech synthesis', () => {
    render(<RobotView state={story('talking')} />);
    expect(screen.queryByRole('button', {name: 'Read aloud'})).toBeNull();
  });
});

describe('pose', () => {
  it('turns the head and places the arms from the joint angles', () => {
    const pose = {...HOME, HeadYaw: 30, HeadPitch: -10, RightShoulderPitch: 40, LeftShoulderRoll: -20, LeftElbowRoll: -70};
    render(<RobotView state={story('home', {joints: pose})} />);
    const h = headTransform(30, -10);
    expect(screenTransform()).toBe(`translate(${f(120 + h.dx)} ${f(63 + h.dy)}) scale(${h.sx.toFixed(3)} ${h.sy.toFixed(3)})`);
    // Turned to its left: the reader's right.
    expect(h.dx).toBeGreaterThan(0);
    expect(elbowOf('Right')).toBe(expectedElbow('Right', pose));
    expect(elbowOf('Left')).toBe(expectedElbow('Left', pose));
    expect(figureAlt()).toContain('Head turned 30° to its left, tilted 10° up; right arm forward and up, 35° out from the body');
  });

  it('draws angles beyond the limits at the limits', () => {
    const wild = {...HOME, HeadYaw: 100, HeadPitch: -90, RightShoulderRoll: 20, LeftElbowRoll: -200, LeftShoulderPitch: Number.NaN};
    render(<RobotView state={story('home', {joints: wild})} />);
    const limited = {...HOME, HeadYaw: 60, HeadPitch: -25, RightShoulderRoll: -5, LeftElbowRoll: -80};
    const h = headTransform(60, -25);
    expect(screenTransform()).toContain(`translate(${f(120 + h.dx)} ${f(63 + h.dy)})`);
    expect(elbowOf('Right')).toBe(expectedElbow('Right', limited));
    expect(slider('Left elbow roll')).toHaveAttribute('aria-valuenow', '-80');
    expect(slider('Left shoulder pitch (side view)')).toHaveAttribute('aria-valuenow', '90');
  });

  it('home hangs the arms down beside the body, forearms vertical', () => {
    const right = armPose('Right', HOME);
    const left = armPose('Left', HOME);
    expect(right.hand.y).toBeGreaterThan(right.elbow.y);
    expect(right.hand.x).toBeCloseTo(right.elbow.x, 5);
    expect(left.elbow.x - 172).toBeCloseTo(-(right.elbow.x - 68), 5);
    // The side views show the arm pointing down.
    expect(dialPoint('Right', -90).y).toBeGreaterThan(dialPoint('Right', 0).y);
  });

  it('slides between snapshots on animation frames', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance']});
    reduceMotion(false);
    const {rerender} = render(<RobotView state={IDLE} />);
    expect(document.querySelector('.qt-vrobot-svg')).toHaveClass('qt-vrobot-animate');
    await act(async () => vi.advanceTimersByTime(500));
    rerender(<RobotView state={story('home', {joints: {...HOME, HeadYaw: 40}})} />);
    const first = screenTransform();
    expect(first).toBe(`translate(120.0 63.0) scale(1.000 1.000)`);
    await act(async () => vi.advanceTimersByTime(100));
    const between = Number(/translate\(([\d.]+)/.exec(screenTransform()!)![1]);
    expect(between).toBeGreaterThan(120);
    expect(between).toBeLessThan(120 + headTransform(40, 0).dx);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screenTransform()).toContain(`translate(${f(120 + headTransform(40, 0).dx)} 63.0)`);
  });

  it('plays a gesture stand-in for its duration, then returns to the joint states', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance']});
    reduceMotion(false);
    render(<RobotView state={story('waving', {gesture: {name: 'QT/bye', duration: 2, startedAt: performance.now()}})} />);
    await act(async () => vi.advanceTimersByTime(1000));
    const mid = sampleGesture('QT/bye', HOME, 0.5);
    expect(Math.abs(Number(elbowOf('Right')!.split(' ')[0]) - armPose('Right', mid).elbow.x)).toBeLessThan(3);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(elbowOf('Right')).toBe(expectedElbow('Right', HOME));
  });
});

describe('frames without renders', () => {
  it('draws a gesture frame by frame without rendering the view again', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance']});
    reduceMotion(false);
    let commits = 0;
    render(
      <Profiler id="view" onRender={() => (commits += 1)}>
        <RobotView state={story('waving', {gesture: {name: 'QT/bye', duration: 2, startedAt: performance.now()}})} />
      </Profiler>,
    );
    const settled = commits;
    const seen = new Set<string>();
    for (let ms = 0; ms < 1500; ms += 100) {
      await act(async () => vi.advanceTimersByTime(100));
      seen.add(document.querySelector('.qt-vrobot-arm[data-side="Right"] .qt-vrobot-limb')!.getAttribute('d')!);
    }
    // The arm went through many poses while the view committed no more than the announcement's update.
    expect(seen.size).toBeGreaterThan(10);
    expect(commits - settled).toBeLessThanOrEqual(1);
  });

  it('moves an arm behind the body and back in front as its depth changes between renders', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance']});
    reduceMotion(false);
    // The right arm swung down and back, as far as its pitch goes: its elbow and hand behind the body.
    const back = {...HOME, RightShoulderPitch: LIMITS.RightShoulderPitch[0]};
    const a = armPose('Right', back);
    expect(a.elbowDepth + a.handDepth).toBeLessThan(0);
    const {rerender} = render(<RobotView state={IDLE} />);
    const order = () =>
      [...document.querySelector('.qt-vrobot-figure-img')!.children].map((c) =>
        c.classList.contains('qt-vrobot-arm') ? `arm ${c.getAttribute('data-side')}` : c.getAttribute('class'),
      );
    const right = () => document.querySelector('.qt-vrobot-arm[data-side="Right"]')!;
    expect(right()).toHaveAttribute('data-depth', 'front');
    expect(order().indexOf('arm Right')).toBeGreaterThan(order().indexOf('qt-vrobot-screen'));
    rerender(<RobotView state={story('home', {joints: back})} />);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(right()).toHaveAttribute('data-depth', 'behind');
    expect(order().indexOf('arm Right')).toBeLessThan(order().indexOf('qt-vrobot-body qt-vrobot-torso'));
    expect(elbowOf('Right')).toBe(expectedElbow('Right', back));
    rerender(<RobotView state={IDLE} />);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(right()).toHaveAttribute('data-depth', 'front');
    expect(order().indexOf('arm Right')).toBeGreaterThan(order().indexOf('qt-vrobot-screen'));
    expect(elbowOf('Right')).toBe(expectedElbow('Right', HOME));
  });
});

describe('reduced motion', () => {
  beforeEach(() => reduceMotion(true));

  it('jumps to each pose and does not animate the face', () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const {rerender} = render(<RobotView state={story('talking')} />);
    expect(document.querySelector('.qt-vrobot-svg')).not.toHaveClass('qt-vrobot-animate');
    const pose = {...HOME, HeadYaw: -45, RightElbowRoll: -70};
    rerender(<RobotView state={story('talking', {joints: pose})} />);
    expect(screenTransform()).toContain(`translate(${f(120 + headTransform(-45, 0).dx)} 63.0)`);
    expect(elbowOf('Right')).toBe(expectedElbow('Right', pose));
    expect(raf).not.toHaveBeenCalled();
  });

  it('holds a gesture in one pose for its duration', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'performance']});
    render(<RobotView state={story('waving', {gesture: {name: 'QT/clapping', duration: 3.5, startedAt: performance.now()}})} />);
    const still = gestureStill('QT/clapping', HOME);
    expect(elbowOf('Left')).toBe(expectedElbow('Left', still));
    await act(async () => vi.advanceTimersByTime(3600));
    expect(elbowOf('Left')).toBe(expectedElbow('Left', HOME));
  });
});

describe('arm handles', () => {
  it('are sliders in degrees within the limits, inert while the motors are on', () => {
    const onJointInput = vi.fn();
    render(<RobotView state={IDLE} onJointInput={onJointInput} />);
    const roll = slider('Right shoulder roll');
    expect(roll).toHaveAttribute('aria-valuemin', '-75');
    expect(roll).toHaveAttribute('aria-valuemax', '-5');
    expect(roll).toHaveAttribute('aria-valuenow', '-55');
    expect(roll).toHaveAttribute('aria-valuetext', '-55 degrees');
    expect(roll).toHaveAttribute('aria-disabled', 'true');
    expect(roll).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(roll, {key: 'ArrowUp'});
    expect(onJointInput).not.toHaveBeenCalled();
    expect(screen.getAllByRole('slider')).toHaveLength(6);
  });

  it('move a joint by keys while the motors are idle, never past a limit', () => {
    const onJointInput = vi.fn();
    render(<RobotView state={story('armsIdle')} onJointInput={onJointInput} />);
    const roll = slider('Right shoulder roll');
    expect(roll).toHaveAttribute('tabindex', '0');
    roll.focus();
    expect(roll).toHaveFocus();
    fireEvent.keyDown(roll, {key: 'ArrowUp'});
    expect(onJointInput).toHaveBeenLastCalledWith('RightShoulderRoll', -50);
    // Drawn where the reader put it before the engine answers.
    expect(roll).toHaveAttribute('aria-valuenow', '-50');
    fireEvent.keyDown(roll, {key: 'PageDown'});
    expect(onJointInput).toHaveBeenLastCalledWith('RightShoulderRoll', -65);
    fireEvent.keyDown(roll, {key: 'End'});
    expect(onJointInput).toHaveBeenLastCalledWith('RightShoulderRoll', -5);
    onJointInput.mockClear();
    fireEvent.keyDown(roll, {key: 'ArrowRight'});
    expect(onJointInput).not.toHaveBeenCalled();
    const elbow = slider('Left elbow roll');
    fireEvent.keyDown(elbow, {key: 'Home'});
    fireEvent.keyDown(elbow, {key: 'ArrowDown'});
    expect(onJointInput.mock.calls).toEqual([['LeftElbowRoll', -80]]);
    const pitch = slider('Left shoulder pitch (side view)');
    fireEvent.keyDown(pitch, {key: 'ArrowLeft'});
    expect(onJointInput).toHaveBeenLastCalledWith('LeftShoulderPitch', 85);
  });

  it('follow a drag, to the nearest angle within the limits', () => {
    vi.stubGlobal(
      'PointerEvent',
      class extends MouseEvent {
        pointerId = 1;
      },
    );
    const onJointInput = vi.fn();
    render(<RobotView state={story('armsIdle')} onJointInput={onJointInput} />);
    const svg = document.querySelector('svg')!;
    // One user unit per pixel, the drawing at the page's top left.
    svg.getBoundingClientRect = () => ({left: 0, top: 0, width: VIEW_BOX.width, height: VIEW_BOX.height}) as DOMRect;
    const toClient = (x: number, y: number) => ({clientX: x - VIEW_BOX.x, clientY: y - VIEW_BOX.y});
    const elbow = slider('Right elbow roll');
    fireEvent.pointerDown(elbow, toClient(40, 230));
    expect(elbow).toHaveFocus();
    // Pull the hand in towards the body's middle.
    fireEvent.pointerMove(elbow, toClient(90, 210));
    const expected = nearestAngle('Right', 'ElbowRoll', HOME, {x: 90, y: 210});
    expect(expected).toBeLessThan(-35);
    expect(onJointInput).toHaveBeenLastCalledWith('RightElbowRoll', expected);
    fireEvent.pointerUp(elbow);
    onJointInput.mockClear();
    fireEvent.pointerMove(elbow, toClient(0, 0));
    expect(onJointInput).not.toHaveBeenCalled();
    // The side view's handle: pointing straight forward is pitch 0, far behind is the limit.
    const pitch = slider('Right shoulder pitch (side view)');
    fireEvent.pointerDown(pitch, toClient(4, 350));
    fireEvent.pointerMove(pitch, toClient(40, 332));
    expect(onJointInput).toHaveBeenLastCalledWith('RightShoulderPitch', 0);
    fireEvent.pointerMove(pitch, toClient(-30, 320));
    expect(onJointInput).toHaveBeenLastCalledWith('RightShoulderPitch', 140);
  });
});

describe('recording', () => {
  it('keeps the trajectory the reader makes and replays it through joint inputs', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'performance']});
    reduceMotion(true);
    const log = newLog();
    render(<RobotViewHarness log={log} />);
    expect(screen.getByRole('button', {name: 'Replay my gesture'})).toBeDisabled();
    fireEvent.click(screen.getByRole('button', {name: 'Record a gesture'}));
    expect(screen.getByRole('status')).toHaveTextContent('Recording.');
    const roll = slider('Right shoulder roll');
    expect(roll).toHaveAttribute('tabindex', '0');
    await act(async () => vi.advanceTimersByTime(500));
    fireEvent.keyDown(roll, {key: 'End'});
    await act(async () => vi.advanceTimersByTime(500));
    fireEvent.keyDown(slider('Right elbow roll'), {key: 'Home'});
    await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', {name: 'Stop recording'}));
    expect(log.recorded).toHaveLength(1);
    const frames = log.recorded[0];
    expect(frames.map((frame) => frame.t)).toEqual([0, 0.5, 1, 2]);
    expect(frames[0].joints).toMatchObject({RightShoulderRoll: -55, RightElbowRoll: -35, LeftShoulderPitch: 90});
    expect(frames[1].joints).toMatchObject({RightShoulderRoll: -5, RightElbowRoll: -35});
    expect(frames[2].joints).toMatchObject({RightShoulderRoll: -5, RightElbowRoll: -80});
    expect(frames[3].joints).toEqual(frames[2].joints);
    expect(screen.getByRole('status')).toHaveTextContent('Recorded 4 poses over 2.0 s.');
    expect(slider('Right shoulder roll')).toHaveAttribute('aria-disabled', 'true');

    log.inputs.length = 0;
    fireEvent.click(screen.getByRole('button', {name: 'Replay my gesture'}));
    expect(log.replays).toBe(1);
    expect(screen.getByRole('button', {name: 'Stop replay'})).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(0));
    // The first frame sets every arm joint, each later one what changed, at the frame's time.
    expect(log.inputs).toHaveLength(6);
    expect(log.inputs).toContainEqual(['RightShoulderRoll', -55]);
    await act(async () => vi.advanceTimersByTime(500));
    expect(log.inputs.slice(6)).toEqual([['RightShoulderRoll', -5]]);
    await act(async () => vi.advanceTimersByTime(500));
    expect(log.inputs.slice(7)).toEqual([['RightElbowRoll', -80]]);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(log.inputs).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Replay done.');
    expect(screen.getByRole('button', {name: 'Replay my gesture'})).toBeEnabled();
  });

  it('hands the frames to onPlayTrajectory when the engine plays them', () => {
    const played = vi.fn();
    const log = newLog();
    render(<RobotViewHarness log={log} onPlayTrajectory={played} />);
    fireEvent.click(screen.getByRole('button', {name: 'Record a gesture'}));
    fireEvent.keyDown(slider('Left shoulder roll'), {key: 'ArrowUp'});
    fireEvent.click(screen.getByRole('button', {name: 'Stop recording'}));
    log.inputs.length = 0;
    fireEvent.click(screen.getByRole('button', {name: 'Replay my gesture'}));
    expect(played).toHaveBeenCalledWith(log.recorded[0]);
    expect(log.inputs).toEqual([]);
  });

  it('ends the trajectory when the engine ends the recording', async () => {
    // The clock stands still: on a loaded machine a real 0.1 s between the key and the end adds a held frame.
    vi.useFakeTimers({toFake: ['performance']});
    let set: (change: object) => void = () => undefined;
    render(<RobotViewHarness log={newLog()} control={(s) => (set = s)} initial={story('armsIdle')} />);
    fireEvent.click(screen.getByRole('button', {name: 'Record a gesture'}));
    fireEvent.keyDown(slider('Left shoulder roll'), {key: 'ArrowUp'});
    await act(async () => set({recording: false}));
    expect(screen.getByRole('status')).toHaveTextContent(/Recorded 2 poses/);
    expect(screen.getByRole('button', {name: 'Replay my gesture'})).toBeEnabled();
  });

  it('samples at most 20 frames a second and skips unchanged poses', () => {
    const recorder = new Recorder();
    recorder.start(1000, {...HOME});
    recorder.add(1010, {...HOME, RightElbowRoll: -40});
    recorder.add(1020, {...HOME, RightElbowRoll: -45});
    recorder.add(1030, {...HOME, RightElbowRoll: -50});
    recorder.add(1200, {...HOME, RightElbowRoll: -50});
    recorder.add(1300, {...HOME, RightElbowRoll: -60});
    const frames = recorder.stop(1300);
    expect(frames.map((frame) => [frame.t, frame.joints.RightElbowRoll])).toEqual([
      [0, -35],
      [0, -50],
      [0.3, -60],
    ]);
    expect(inputsOf(frames, 2)).toEqual([['RightElbowRoll', -60]]);
  });
});

describe('gesture stand-ins', () => {
  it.each(Object.keys(scenario.gestures))('%s has keyframes within the limits', (name) => {
    const frames = GESTURE_KEYFRAMES[name];
    expect(frames, name).toBeDefined();
    for (const frame of frames) {
      expect(frame.at).toBeGreaterThan(0);
      expect(frame.at).toBeLessThan(1);
      for (const [joint, value] of Object.entries(frame.pose)) {
        const [lo, hi] = LIMITS[joint as keyof typeof LIMITS];
        expect(value, `${name} ${joint}`).toBeGreaterThanOrEqual(lo);
        expect(value, `${name} ${joint}`).toBeLessThanOrEqual(hi);
      }
    }
  });

  it('start and end where the robot was, whatever the duration', () => {
    const base = {...HOME, HeadYaw: 12};
    for (const name of [...Object.keys(GESTURE_KEYFRAMES), 'my_gesture']) {
      expect(sampleGesture(name, base, 0)).toEqual(base);
      expect(sampleGesture(name, base, 1)).toEqual(base);
    }
    expect(sampleGesture('my_gesture', base, 0.5)).toMatchObject(FALLBACK[1].pose);
  });
});
