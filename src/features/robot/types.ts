/**
 * The types the first visit's stub (./lazy.tsx) and the robot chunk (./chunk) share. Types only: the
 * stub imports the chunk at run time, the chunk never imports the stub.
 */
import type {ReactNode} from 'react';

/** A tutorial's one-click action (./RobotAction.tsx lists them with their labels). */
export type ActionKind = 'say' | 'emotion' | 'gesture' | 'joints' | 'sound-direction';

export type RobotSlotProps = {
  /** What the control opens: the navbar's connection panel, an API entry's form, a tutorial's action. */
  kind: 'popover' | 'try' | 'action';
  /** The button's text. */
  label: ReactNode;
  /** The entry of src/data/rosInterfaces.ts ("try") or the action's name ("action"). */
  arg?: unknown;
  'aria-label'?: string;
  /** The wrapper: a `li` in the mobile navbar menu. */
  as?: 'div' | 'li';
  className?: string;
  buttonClassName: string;
  mobile?: boolean;
};

/** `opened`: the reader clicked this control's stub, so the chunk's control opens at once. */
export type RobotControlProps = RobotSlotProps & {opened: boolean};

/** What the stub needs of the robot chunk. */
export type RobotChunk = {RobotControl: (props: RobotControlProps) => ReactNode};
