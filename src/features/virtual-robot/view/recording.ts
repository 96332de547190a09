/**
 * The reader's own gesture: the arm poses sampled while a recording is on, and their replay. Kept in the view
 * (the engine only learns the result through `onRecordStop` and the replay's joint inputs).
 */
import {ARM_JOINTS} from './jointModel';
import type {ArmAngles, ArmJoint, TrajectoryFrame} from './types';

/** At most one frame per this many seconds (20 Hz): the joints' states come at 2 Hz, a drag at the screen's rate. */
export const FRAME_INTERVAL = 0.05;

const same = (a: ArmAngles, b: ArmAngles) => ARM_JOINTS.every((j) => Math.abs(a[j] - b[j]) < 0.05);
const round = (v: number) => Math.round(v * 10) / 10;

export class Recorder {
  private frames: TrajectoryFrame[] = [];
  private startedAt = 0;

  /** Starts a new trajectory at `now` (milliseconds) with the pose the arms have. */
  start(now: number, pose: ArmAngles): void {
    this.startedAt = now;
    this.frames = [{t: 0, joints: {...pose}}];
  }

  /** Adds the pose at `now`, unless it is unchanged or comes too soon after the previous frame (then it replaces it). */
  add(now: number, pose: ArmAngles): void {
    const t = round((now - this.startedAt) / 1000);
    const last = this.frames[this.frames.length - 1];
    if (!last || same(last.joints, pose)) return;
    const frame = {t, joints: {...pose}};
    if (this.frames.length > 1 && t - last.t < FRAME_INTERVAL) this.frames[this.frames.length - 1] = frame;
    else this.frames.push(frame);
  }

  /** Ends the trajectory at `now` (holding the last pose until then) and returns it. */
  stop(now: number): TrajectoryFrame[] {
    const last = this.frames[this.frames.length - 1];
    const t = round((now - this.startedAt) / 1000);
    if (last && t > last.t) this.frames.push({t, joints: {...last.joints}});
    return this.frames;
  }
}

/** The joint inputs a frame makes: every arm joint for the first, then only those that changed. */
export function inputsOf(frames: readonly TrajectoryFrame[], index: number): Array<[ArmJoint, number]> {
  const frame = frames[index];
  const previous = frames[index - 1];
  return ARM_JOINTS.filter((j) => !previous || previous.joints[j] !== frame.joints[j]).map((j) => [j, frame.joints[j]]);
}

/**
 * Replays `frames` at their times by calling `input` for each joint a frame changes; `done` after the last.
 * Returns a function that cancels the rest.
 */
export function replay(frames: readonly TrajectoryFrame[], input: (joint: ArmJoint, degrees: number) => void, done: () => void): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  frames.forEach((frame, i) => {
    timers.push(
      setTimeout(() => {
        for (const [joint, degrees] of inputsOf(frames, i)) input(joint, degrees);
        if (i === frames.length - 1) done();
      }, frame.t * 1000),
    );
  });
  if (frames.length === 0) done();
  return () => timers.forEach(clearTimeout);
}

export const durationOf = (frames: readonly TrajectoryFrame[]) => frames[frames.length - 1]?.t ?? 0;
