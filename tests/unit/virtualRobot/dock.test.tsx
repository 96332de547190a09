import {act, fireEvent, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {RECORDED_GESTURE, viewState} from '@site/src/features/virtual-robot/dock';
import {call, connected} from './harness';

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
    const {robot, bridge, ros} = await connected();
    const calls: string[] = [];
    robot.onLog((entry) => calls.push(entry.text));
    const {mountDock, showDockFor} = await import('@site/src/features/virtual-robot/dock');
    await act(async () => mountDock(robot, bridge));
    expect(screen.queryByRole('complementary', {name: 'Virtual QTrobot'})).not.toBeInTheDocument();
    // Shown while a program runs on the robot.
    let hide = () => undefined as void;
    await act(async () => void (hide = showDockFor()));
    expect(screen.getByRole('complementary', {name: 'Virtual QTrobot'})).toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Record a gesture'})));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(robot.getSnapshot().recording).not.toBeNull();
    // The reader raises the right arm with the keyboard.
    const shoulder = screen.getByRole('slider', {name: /right shoulder pitch/i});
    for (let i = 0; i < 6; i += 1) {
      await act(async () => fireEvent.keyDown(shoulder, {key: 'ArrowUp'}));
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    expect(robot.getSnapshot().joints.RightShoulderPitch).not.toBe(-90);

    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Stop recording'})));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls.join('\n')).toMatch(/gesture record parts=\['right_arm', 'left_arm'\][^]*gesture save my_gesture[^]*control mode/);
    const listed = await call(ros, '/qt_robot/gesture/list', 'qt_gesture_controller/gesture_list');
    expect(listed.gestures).toContain(RECORDED_GESTURE);
    expect(robot.getSnapshot().modes.RightShoulderPitch).toBe(0);

    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Replay my gesture'})));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(robot.getSnapshot().gesture?.name).toBe(RECORDED_GESTURE);

    // Hidden again when the program stops (the panel is not connected to it).
    await act(async () => hide());
    expect(screen.queryByRole('complementary', {name: 'Virtual QTrobot'})).not.toBeInTheDocument();
  });

  it("shows while the Robot panel is connected to the virtual robot, with the panel's Disconnect", async () => {
    vi.useFakeTimers();
    const {robot, bridge} = await connected();
    vi.resetModules();
    const {mountDock, setDockPanel} = await import('@site/src/features/virtual-robot/dock');
    let virtual = true;
    const listeners = new Set<() => void>();
    const disconnect = vi.fn();
    await act(async () => {
      setDockPanel({isVirtual: () => virtual, subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)), disconnect});
      mountDock(robot, bridge);
    });
    expect(screen.getByRole('complementary', {name: 'Virtual QTrobot'})).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Disconnect'}));
    expect(disconnect).toHaveBeenCalled();
    virtual = false;
    await act(async () => listeners.forEach((l) => l()));
    expect(screen.queryByRole('complementary', {name: 'Virtual QTrobot'})).not.toBeInTheDocument();
  });

  it('gives each page the reader opens its own robot and dock, unless a connection holds the last one', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const {virtualRobot} = await import('@site/src/features/virtual-robot/engine');
    const {bridgeCall, mountDock, showDockFor} = await import('@site/src/features/virtual-robot/dock');
    window.history.pushState(null, '', '/docs/tutorials/python/python_ros_speech');
    const first = virtualRobot();
    expect(virtualRobot().robot).toBe(first.robot);
    const hide = showDockFor();
    await act(async () => mountDock(first.robot, first.bridge));
    const shows = async (bridge: typeof first.bridge, name: string) => {
      const done = bridgeCall(bridge, '/qt_robot/emotion/show', 'qt_robot_interface/emotion_show', {name});
      await act(async () => vi.advanceTimersByTimeAsync(100));
      await act(async () => vi.runAllTimersAsync());
      await done;
    };
    const dock = () => screen.getByRole('complementary', {name: 'Virtual QTrobot'});
    await shows(first.bridge, 'QT/happy');
    expect(dock()).toHaveTextContent('Shows QT/happy');
    // The site navigates without a reload: the next page's program gets a robot of its own, and the dock draws it.
    window.history.pushState(null, '', '/docs/tutorials/python/python_ros_emotions');
    const second = virtualRobot({name: 'faces', part: {}});
    expect(second.robot).not.toBe(first.robot);
    await act(async () => mountDock(second.robot, second.bridge));
    expect(screen.getAllByRole('complementary', {name: 'Virtual QTrobot'})).toHaveLength(1);
    expect(dock()).not.toHaveTextContent('Shows QT/happy');
    await shows(second.bridge, 'QT/sad');
    expect(dock()).toHaveTextContent('Shows QT/sad');
    // While a connection (the Robot panel's) is open, the robot goes along with the reader.
    const session = second.bridge.open(() => undefined);
    window.history.pushState(null, '', '/docs/api_ros');
    expect(virtualRobot().robot).toBe(second.robot);
    session.close();
    expect(virtualRobot().robot).not.toBe(second.robot);
    hide();
  });

  it('reports a refused call of the robot as the rosbridge error', async () => {
    vi.useFakeTimers();
    const {bridge} = await connected();
    const {bridgeCall} = await import('@site/src/features/virtual-robot/dock');
    await expect(bridgeCall(bridge, '/qt_robot/no_such_service', 'std_srvs/Empty', {})).rejects.toThrow(/no_such_service/);
  });
});
