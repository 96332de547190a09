/**
 * The drawn virtual QTrobot's input and output. The view draws what it is given (the simulator engine owns the
 * robot's behaviour) and reports what the reader does with the arms through the callbacks.
 */

export type HeadJoint = 'HeadYaw' | 'HeadPitch';
export type ArmJoint = 'RightShoulderPitch' | 'RightShoulderRoll' | 'RightElbowRoll' | 'LeftShoulderPitch' | 'LeftShoulderRoll' | 'LeftElbowRoll';
export type JointName = HeadJoint | ArmJoint;

/** Joint angles in degrees, as the robot's joint states and position commands carry them (standard mode). */
export type JointAngles = Record<JointName, number>;
export type ArmAngles = Record<ArmJoint, number>;

/** What the robot is saying (speech/say, talkText): the caption, and whether the lips move with it. */
export type SpeechState = {
  text: string;
  /** talkText moves the lips; speech/say does not. */
  lips: boolean;
  /** BCP 47 language of the sentence (`en-US`), for the browser's voice when the reader turns sound on. */
  lang?: string;
};

/** The gesture playing (gesture/play): its name, its recorded duration and when it started. */
export type GesturePlaying = {
  name: string;
  /** Seconds, already divided by the play speed. */
  duration: number;
  /** Milliseconds on the `performance.now()` clock. */
  startedAt: number;
};

export type RobotViewState = {
  /** The joints' positions (out-of-range values are drawn at the nearest limit). */
  joints: JointAngles;
  /** The emotion on the face screen (`QT/happy`), or null for the default face. */
  emotion: string | null;
  speech: SpeechState | null;
  gesture: GesturePlaying | null;
  /**
   * The arm motors are idle (control mode M_OFF): a real QTrobot's arms can be moved by hand only then, so the
   * reader's arm handles work only then or while recording.
   */
  motorsIdle: boolean;
  /** A gesture recording is on: the view keeps the trajectory the reader makes. */
  recording: boolean;
};

/** One sample of a recorded trajectory: seconds since the recording started and the arm joints then. */
export type TrajectoryFrame = {t: number; joints: ArmAngles};

export type RobotViewProps = {
  state: RobotViewState;
  /** The reader moved an arm joint (drag or keys), or a replay reached a frame; degrees, within the limits. */
  onJointInput?: (joint: ArmJoint, degrees: number) => void;
  /** The reader pressed Record: the engine idles the arm motors and sets `recording`. */
  onRecordStart?: () => void;
  /** The reader pressed Stop: the engine ends the recording; `frames` is the trajectory the view kept. */
  onRecordStop?: (frames: readonly TrajectoryFrame[]) => void;
  /** The reader pressed Replay (for example, to switch the arm motors on before the frames play). */
  onReplay?: () => void;
  /**
   * Plays a recorded trajectory. When given, Replay hands it the frames; without it the view replays them
   * itself, calling `onJointInput` at each frame's time.
   */
  onPlayTrajectory?: (frames: readonly TrajectoryFrame[]) => void;
  /** The figure's name, for several robots on one page. */
  label?: string;
  className?: string;
};
