/**
 * The virtual QTrobot's dock: the drawn robot (../view) fixed at the edge of the window while the page is connected
 * to the virtual robot, so it stays in sight while the reader uses the Try it forms and the tutorials' actions further
 * down the page. Its own React root, mounted once per page by the robot connection
 * (src/features/robot/chunk/connection.ts) when the reader connects to the virtual robot, and loaded with it.
 *
 * The reader's own gesture goes through the robot's API, as a program would record one: gesture/record with the
 * arms idle, the arms moved by hand (drag or keys), gesture/save, the motors on again, gesture/play.
 */
import {useState, useSyncExternalStore, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import type {VirtualQTrobot, VirtualRobotSnapshot} from '../engine/robot';
import RobotView from '../view';
import type {ArmJoint, JointAngles, RobotViewState} from '../view/types';
import {ARM_JOINTS, JOINTS} from '../view/jointModel';
import './styles';

/** What the dock needs of the page's robot connection. */
export type DockClient = {
  /** True while the page is connected to the virtual robot. */
  isVirtual(): boolean;
  /** Calls a service over the same roslib client the Try it forms use. */
  call(name: string, type: string, args: Record<string, unknown>): Promise<unknown>;
  subscribe(listener: () => void): () => void;
  disconnect(): void;
};

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

function Dock({engine, client}: {engine: VirtualQTrobot; client: DockClient}): ReactNode {
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  const connected = useSyncExternalStore(client.subscribe, client.isVirtual, client.isVirtual);
  const [open, setOpen] = useState(true);
  const [error, setError] = useState('');
  if (!connected) return null;

  const call = (name: string, type: string, args: Record<string, unknown>) =>
    client.call(name, type, args).catch((e: unknown) => {
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
    <aside className="qt-vdock" aria-label="Virtual QTrobot" data-open={open}>
      <div className="qt-vdock__bar">
        <span className="qt-vdock__title">Virtual QTrobot (in this page)</span>
        <button type="button" className="qt-vdock__button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
        <button type="button" className="qt-vdock__button" onClick={() => client.disconnect()}>
          Disconnect
        </button>
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

/** Shows the dock for this page's virtual robot (once: it hides itself while the page is connected elsewhere). */
export function mountDock(engine: VirtualQTrobot, client: DockClient): void {
  if (root || typeof document === 'undefined') return;
  const host = document.createElement('div');
  host.id = 'qt-virtual-robot-dock';
  document.body.append(host);
  root = createRoot(host);
  root.render(<Dock engine={engine} client={client} />);
}
