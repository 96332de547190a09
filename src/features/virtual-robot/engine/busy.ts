/**
 * One action at a time, interruptible, as the ROS simulator's `Busy` (tools/robot/sim/sim_common.py): the speaker,
 * the face screen, the gesture controller, the audio player. A new sentence or animation replaces the current one;
 * a gesture is refused while one plays.
 */
import type {Clock} from './clock';

export type Activity = {name: string; since: number; seconds: number; detail?: Record<string, unknown>};

export class Busy {
  activity: Activity | null = null;
  private finish: ((completed: boolean) => void) | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly changed: () => void,
  ) {}

  get active(): string | null {
    return this.activity?.name ?? null;
  }

  /** Resolves true after `seconds`, false when refused (`refuseIfBusy`) or interrupted. */
  run(name: string, seconds: number, refuseIfBusy = false, detail?: Record<string, unknown>): Promise<boolean> {
    if (refuseIfBusy && this.activity) return Promise.resolve(false);
    this.stop();
    return new Promise((resolve) => {
      const done = (completed: boolean) => {
        if (this.finish !== done) return;
        this.clock.clearTimeout(timer);
        this.activity = null;
        this.finish = null;
        this.changed();
        resolve(completed);
      };
      const timer = this.clock.setTimeout(() => done(true), seconds * 1000);
      this.activity = {name, since: this.clock.now(), seconds, ...(detail ? {detail} : {})};
      this.finish = done;
      this.changed();
    });
  }

  /** Interrupts the current action; returns its name (null when idle). */
  stop(): string | null {
    const was = this.active;
    this.finish?.(false);
    return was;
  }
}
