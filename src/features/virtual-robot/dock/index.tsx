/**
 * The virtual QTrobot's dock: the drawn robot (../view) fixed at the edge of the window while the page is connected
 * to the virtual robot, so it stays in sight while the reader uses the Try it forms and the tutorials' actions further
 * down the page, and while a program of the page runs on it. Its own React root, mounted once per page by the robot
 * connection (src/features/robot/chunk/connection.ts) or the program runner (../run), loaded with the engine.
 *
 * The reader's own gesture goes through the robot's API over its rosbridge, as a program would record one:
 * gesture/record with the arms idle, the arms moved by hand (drag or keys), gesture/save, the motors on again,
 * gesture/play.
 */
import {useCallback, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import type {VirtualRosbridge} from '../engine/bridge';
import type {VirtualQTrobot, VirtualRobotSnapshot} from '../engine/robot';
import RobotView from '../view';
import type {ArmJoint, JointAngles, RobotViewState} from '../view/types';
import {ARM_JOINTS, JOINTS} from '../view/jointModel';
import {PHONE} from './styles';

/** What the dock needs of the Robot panel's connection (src/features/robot/chunk/connection.ts). */
export type DockPanel = {
  /** True while the panel is connected to the virtual robot. */
  isVirtual(): boolean;
  subscribe(listener: () => void): () => void;
  disconnect(): void;
};

/**
 * When the dock shows: while the panel is connected to the virtual robot, or while a program of the page runs on it
 * (../run). One store for the page, as there is one robot.
 */
const shown = {
  panel: undefined as DockPanel | undefined,
  runs: 0,
  listeners: new Set<() => void>(),
  unsubscribePanel: undefined as (() => void) | undefined,
  changed() {
    for (const listener of this.listeners) listener();
  },
};
const isShown = () => shown.runs > 0 || Boolean(shown.panel?.isVirtual());
const subscribeShown = (listener: () => void) => {
  shown.listeners.add(listener);
  return () => shown.listeners.delete(listener);
};

/** The panel's connection, which shows the dock while it is connected to the virtual robot. */
export function setDockPanel(panel: DockPanel): void {
  shown.unsubscribePanel?.();
  shown.panel = panel;
  shown.unsubscribePanel = panel.subscribe(() => shown.changed());
  shown.changed();
}

/** Shows the dock while a program runs on the virtual robot; call the returned function when it stops. */
export function showDockFor(): () => void {
  shown.runs += 1;
  shown.changed();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    shown.runs -= 1;
    shown.changed();
  };
}

/**
 * A service call over the virtual robot's rosbridge, as a program makes it (call_service, then its
 * service_response); the session lasts the call, so the robot's loops do not run for the dock alone.
 */
export function bridgeCall(bridge: VirtualRosbridge, service: string, type: string, args: Record<string, unknown>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const session = bridge.open((json) => {
      const message = JSON.parse(json) as {op?: string; id?: string; result?: boolean; values?: unknown; msg?: string};
      if (message.id !== 'dock') return;
      if (message.op === 'service_response') {
        session.close();
        if (message.result) resolve(message.values);
        else reject(new Error(typeof message.values === 'string' ? message.values : JSON.stringify(message.values)));
      } else if (message.op === 'status' && message.msg) {
        session.close();
        reject(new Error(message.msg));
      }
    });
    session.receive(JSON.stringify({op: 'call_service', id: 'dock', service, type, args}));
  });
}

/** The name the dock saves the reader's recording under (gesture/save), and plays it by. */
export const RECORDED_GESTURE = 'my_gesture';
const ARMS = ['right_arm', 'left_arm'];

/** The engine's snapshot as the view draws it; the engine's clock is Date.now(), the view's performance.now(). */
export function viewState(s: VirtualRobotSnapshot, now = Date.now(), perfNow = performance.now()): RobotViewState {
  const joints = Object.fromEntries(JOINTS.map((j) => [j, s.joints[j] ?? 0])) as JointAngles;
  return {
    joints,
    emotion: s.emotion?.name ?? null,
    speech: s.speech ? {text: s.speech.detail.text, lips: s.speech.detail.lips, lang: s.voice.language} : null,
    gesture: s.gesture ? {name: s.gesture.name, duration: s.gesture.seconds, startedAt: perfNow - (now - s.gesture.since)} : null,
    motorsIdle: ARM_JOINTS.every((j) => s.modes[j] === 1),
    recording: s.recording !== null,
  };
}

/**
 * While the dock is shown, what the page scrolls to or focuses stays above it (WCAG 2.4.11, focus not obscured): the
 * space from the dock's top edge to the window's bottom is the page's bottom scroll padding. On a phone the dock spans
 * the width and up to 60% of the height, over a runner's Stop button.
 */
function keepPageAbove(dock: HTMLElement | null): (() => void) | undefined {
  if (!dock) return undefined;
  const root = document.documentElement;
  const measure = () => {
    // Only where the dock spans the window's width (./styles.ts): beside the content, on a wide screen, it hides no row.
    if (window.matchMedia?.(PHONE).matches)
      root.style.setProperty('scroll-padding-bottom', `${Math.max(0, Math.ceil(window.innerHeight - dock.getBoundingClientRect().top)) + 8}px`);
    else root.style.removeProperty('scroll-padding-bottom');
  };
  measure();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
  observer?.observe(dock);
  window.addEventListener('resize', measure);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', measure);
    root.style.removeProperty('scroll-padding-bottom');
  };
}

function Dock({engine, bridge}: {engine: VirtualQTrobot; bridge: VirtualRosbridge}): ReactNode {
  const dockRef = useCallback(keepPageAbove, []);
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  const visible = useSyncExternalStore(subscribeShown, isShown, isShown);
  const [open, setOpen] = useState(true);
  const [error, setError] = useState('');
  if (!visible) return null;

  const call = (name: string, type: string, args: Record<string, unknown>) =>
    bridgeCall(bridge, name, type, args).catch((e: unknown) => {
      setError(`${name}: ${e instanceof Error ? e.message : String(e)}`);
      throw e;
    });
  const recordStart = () => {
    setError('');
    void call('/qt_robot/gesture/record', 'qt_gesture_controller/gesture_record', {parts: ARMS, idleParts: true, wait: 0, timeout: 60}).catch(() => undefined);
  };
  const recordStop = () => {
    void call('/qt_robot/gesture/save', 'qt_gesture_controller/gesture_save', {name: RECORDED_GESTURE, path: ''})
      .then(() => call('/qt_robot/motors/setControlMode', 'qt_motors_controller/set_control_mode', {parts: ARMS, mode: 0}))
      .catch(() => undefined);
  };
  const replay = () => {
    setError('');
    void call('/qt_robot/gesture/play', 'qt_gesture_controller/gesture_play', {name: RECORDED_GESTURE, speed: 0}).catch(() => undefined);
  };
  const moveArm = (joint: ArmJoint, degrees: number) => void engine.setJointPositions({[joint]: degrees});

  return (
    <aside ref={dockRef} className="qt-vdock" aria-label="Virtual QTrobot" data-open={open}>
      <div className="qt-vdock__bar">
        <span className="qt-vdock__title">Virtual QTrobot (in this page)</span>
        <button type="button" className="qt-vdock__button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
        {shown.panel?.isVirtual() && (
          <button type="button" className="qt-vdock__button" onClick={() => shown.panel?.disconnect()}>
            Disconnect
          </button>
        )}
      </div>
      {open && (
        <div className="qt-vdock__body">
          <RobotView state={viewState(snapshot)} onJointInput={moveArm} onRecordStart={recordStart} onRecordStop={recordStop} onPlayTrajectory={replay} />
          <p className="qt-vdock__note">
            Your recording is saved on the virtual robot as <code>{RECORDED_GESTURE}</code>: play it from the gesture/play Try it form too.
          </p>
          {error && (
            <p className="qt-vdock__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </aside>
  );
}

let root: Root | undefined;
let shownEngine: VirtualQTrobot | undefined;
let mounts = 0;

/** Mounts the dock of this page's virtual robot; a page's new robot (see the engine's `virtualRobot`) gets a new dock. */
export function mountDock(engine: VirtualQTrobot, bridge: VirtualRosbridge): void {
  if (typeof document === 'undefined' || engine === shownEngine) return;
  if (!root) {
    const host = document.createElement('div');
    host.id = 'qt-virtual-robot-dock';
    document.body.append(host);
    root = createRoot(host);
  }
  shownEngine = engine;
  mounts += 1;
  root.render(<Dock key={mounts} engine={engine} bridge={bridge} />);
}
