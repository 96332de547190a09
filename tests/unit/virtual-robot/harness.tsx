/**
 * A story-like harness for the drawn virtual QTrobot, for tests only (the site has no page for it): named states
 * to render, and a stand-in engine that holds the state and answers the view's callbacks as the simulator engine
 * will (idle arm motors follow the reader's hand; Record idles the arms and turns the recording on).
 */
import {useEffect, useState, type ReactNode} from 'react';
import RobotView from '@site/src/features/virtual-robot/view';
import {HOME} from '@site/src/features/virtual-robot/view/jointModel';
import type {ArmJoint, RobotViewProps, RobotViewState, TrajectoryFrame} from '@site/src/features/virtual-robot/view/types';

export const IDLE: RobotViewState = {joints: {...HOME}, emotion: null, speech: null, gesture: null, motorsIdle: false, recording: false};

/** Named states, as a story book would list them. */
export const STORIES: Record<string, Partial<RobotViewState>> = {
  home: {},
  happy: {emotion: 'QT/happy'},
  talking: {emotion: 'QT/talking', speech: {text: 'Hello, I am QTrobot.', lips: true, lang: 'en-US'}},
  waving: {gesture: {name: 'QT/bye', duration: 5.54, startedAt: 0}},
  armsIdle: {motorsIdle: true},
  headTurned: {joints: {...HOME, HeadYaw: 30, HeadPitch: -10}},
};

export const story = (name: keyof typeof STORIES, more: Partial<RobotViewState> = {}): RobotViewState => ({...IDLE, ...STORIES[name], ...more});

export type EngineLog = {inputs: Array<[ArmJoint, number]>; recorded: TrajectoryFrame[][]; replays: number};

type Props = {
  initial?: RobotViewState;
  log: EngineLog;
  /** Hands the harness's state setter to the test, to change the robot's state from outside. */
  control?: (set: (change: Partial<RobotViewState>) => void) => void;
} & Pick<RobotViewProps, 'onPlayTrajectory'>;

export function RobotViewHarness({initial = IDLE, log, control, onPlayTrajectory}: Props): ReactNode {
  const [state, setState] = useState(initial);
  useEffect(() => control?.((change) => setState((s) => ({...s, ...change}))), [control]);
  return (
    <RobotView
      state={state}
      onJointInput={(joint, degrees) => {
        log.inputs.push([joint, degrees]);
        setState((s) => ({...s, joints: {...s.joints, [joint]: degrees}}));
      }}
      onRecordStart={() => setState((s) => ({...s, recording: true, motorsIdle: true}))}
      onRecordStop={(frames) => {
        log.recorded.push([...frames]);
        setState((s) => ({...s, recording: false, motorsIdle: false}));
      }}
      onReplay={() => {
        log.replays += 1;
      }}
      onPlayTrajectory={onPlayTrajectory}
    />
  );
}

export const newLog = (): EngineLog => ({inputs: [], recorded: [], replays: 0});
