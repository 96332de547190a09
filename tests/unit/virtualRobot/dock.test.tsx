import {act, fireEvent, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {RECORDED_GESTURE, viewState} from '@site/src/features/virtual-robot/dock';
import type {VirtualRobotSnapshot} from '@site/src/features/virtual-robot/engine/robot';
import {call, connected, timed} from './harness';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the dock', () => {
  it("draws the engine's state: joints, the emotion, what it says, a gesture on the view's clock, idle arms", async () => {
    vi.useFakeTimers();
    const {robot, ros} = await connected();
    void call(ros, '/qt_robot/emotion/show', 'qt_robot_interface/emotion_show', {name: 'QT/happy'});
    void call(ros, '/qt_robot/behavior/talkText', 'qt_robot_interface/behavior_talk_text', {message: 'Hello there'});
    void call(ros, '/qt_robot/gesture/play', 'qt_gesture_controller/gesture_play', {name: 'QT/bye', speed: 0});
    await vi.advanceTimersByTimeAsync(500);
    const state = viewState(robot.getSnapshot(), Date.now(), 10_000);
    expect(state.emotion).toBe('QT/happy');
    expect(state.speech).toMatchObject({text: 'Hello there', lips: true, lang: 'en-US'});
    expect(state.gesture?.name).toBe('QT/bye');
    expect(state.gesture?.duration).toBeCloseTo(5.54);
    // Started half a second ago on the engine's clock: half a second before "now" on the view's.
    expect(state.gesture?.startedAt).toBeCloseTo(9_500, -1);
    expect(Object.keys(state.joints)).toHaveLength(8);
    expect(state.joints.RightShoulderPitch).toBe(-90);
    expect(state.motorsIdle).toBe(false);
    await call(ros, '/qt_robot/motors/setControlMode', 'qt_motors_controller/set_control_mode', {parts: ['right_arm', 'left_arm'], mode: 1});
    expect(viewState(robot.getSnapshot()).motorsIdle).toBe(true);
  });

  it("records the reader's gesture through the robot's API, saves it and plays it back along the arms' path", async () => {
    vi.useFakeTimers();
    const {robot, ros} = await connected();
    const calls: string[] = [];
    const listeners = new Set<() => void>();
    const client = {
      isVirtual: () => true,
      call: (name: string, type: string, args: Record<string, unknown>) => (calls.push(name), call(ros, name, type, args)),
      subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
      disconnect: vi.fn(),
    };
    const {mountDock} = await import('@site/src/features/virtual-robot/dock');
    await act(async () => mountDock(robot, client));
    const dock = screen.getByRole('complementary', {name: 'Virtual QTrobot'});
    expect(dock).toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Record a gesture'})));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls).toEqual(['/qt_robot/gesture/record']);
    expect(robot.getSnapshot().recording).not.toBeNull();
    // The reader raises the right arm with the keyboard.
    const shoulder = screen.getByRole('slider', {name: /right shoulder pitch/i});
    for (let i = 0; i < 6; i += 1) {
      await act(async () => fireEvent.keyDown(shoulder, {key: 'ArrowUp'}));
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    const raised = robot.getSnapshot().joints.RightShoulderPitch;
    expect(raised).not.toBe(-90);

    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Stop recording'})));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls).toEqual(['/qt_robot/gesture/record', '/qt_robot/gesture/save', '/qt_robot/motors/setControlMode']);
    const listed = await call(ros, '/qt_robot/gesture/list', 'qt_gesture_controller/gesture_list');
    expect(listed.gestures).toContain(RECORDED_GESTURE);

    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Replay my gesture'})));
    expect(calls.at(-1)).toBe('/qt_robot/gesture/play');
    await act(() => timed(Promise.resolve(), 10, 100));
    expect(robot.getSnapshot().gesture?.name).toBe(RECORDED_GESTURE);
  });

  it('hides while the page is connected elsewhere', async () => {
    vi.useFakeTimers();
    const {robot} = await connected();
    vi.resetModules();
    const {mountDock} = await import('@site/src/features/virtual-robot/dock');
    let virtual = true;
    const listeners = new Set<() => void>();
    await act(async () =>
      mountDock(robot, {isVirtual: () => virtual, call: vi.fn(), subscribe: (l) => (listeners.add(l), () => listeners.delete(l)), disconnect: vi.fn()}),
    );
    expect(screen.queryByRole('complementary', {name: 'Virtual QTrobot'})).toBeInTheDocument();
    virtual = false;
    await act(async () => listeners.forEach((l) => l()));
    expect(screen.queryByRole('complementary', {name: 'Virtual QTrobot'})).not.toBeInTheDocument();
  });
});

// The snapshot type is what the dock maps: a compile-time check that the fields it reads exist.
export type Mapped = Pick<VirtualRobotSnapshot, 'joints' | 'modes' | 'emotion' | 'speech' | 'gesture' | 'recording' | 'voice'>;
