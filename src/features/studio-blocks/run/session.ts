/**
 * One game played in the playground: the Educator tablet's and the Learner tablet's state, the Report block's
 * records and the game's log, as a store React reads (`subscribe`, `getState`), and the taps that answer the
 * interpreter's waits. The robot's side is the virtual QTrobot (./robotSide.ts), or a stand-in in the unit tests.
 */
import type {Instance} from '../svg/describe';
import {GameStopped, playGame, unsupported, type Choice, type GameIO, type ReportEntry} from './interpreter';
import {programOf, refusal} from './program';
import type {RobotSide} from './robotSide';

/**
 * idle: nothing played yet; refused: Studio would not run the game (`reason`); loading: the virtual robot loads;
 * flag: waiting for the educator's flag; playing; over: the last block is done; stopped: by the educator;
 * failed: the robot could not be loaded, or a block failed (`reason`).
 */
export type Phase = 'idle' | 'refused' | 'loading' | 'flag' | 'playing' | 'over' | 'stopped' | 'failed';

export type EducatorView = {kind: 'none'} | {kind: 'select'; choices: readonly Choice[]} | {kind: 'pause'};

export type LearnerView = {
  /** Images shown, clickable or not, by name. */
  images: readonly string[];
  /** The images that can be tapped now (their row numbers), empty when none. */
  clickable: readonly Choice[];
  /** The un-clickable image on top (Show reference image block). */
  reference: string;
  /** The image the learner picked last. */
  picked: string;
};

export type SessionState = {
  phase: Phase;
  reason: string;
  /** The Start block's flag. */
  flag: string;
  /** A flag the educator tapped that starts nothing. */
  wrongFlag: string;
  educator: EducatorView;
  learner: LearnerView;
  reports: readonly ReportEntry[];
  log: readonly string[];
};

const LOG_LINES = 200;

const EMPTY_LEARNER: LearnerView = {images: [], clickable: [], reference: '', picked: ''};

const initial: SessionState = {phase: 'idle', reason: '', flag: '1', wrongFlag: '', educator: {kind: 'none'}, learner: EMPTY_LEARNER, reports: [], log: []};

export type Connect = (log: (line: string) => void) => Promise<RobotSide>;

export class GameSession {
  private state: SessionState = initial;
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | undefined;
  private robot: RobotSide | undefined;
  private answer: {flag?: () => void; select?: (index: number) => void; pause?: () => void; pick?: (index: number) => void} = {};

  constructor(private readonly connect: Connect) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SessionState => this.state;

  private set(change: Partial<SessionState>): void {
    this.state = {...this.state, ...change};
    for (const listener of this.listeners) listener();
  }

  private log = (line: string): void => {
    this.set({log: [...this.state.log, line].slice(-LOG_LINES)});
  };

  get running(): boolean {
    return this.controller !== undefined;
  }

  /** Checks the workspace's game, connects the robot and plays until the game ends or is stopped. */
  async play(stacks: readonly (readonly Instance[])[]): Promise<void> {
    if (this.running) return;
    const program = programOf(stacks);
    const reason = refusal(program) ?? unsupported(program);
    this.set({...initial, phase: reason ? 'refused' : 'loading', reason: reason ?? ''});
    if (reason) return;
    const controller = new AbortController();
    this.controller = controller;
    try {
      this.robot = await this.connect(this.log);
    } catch {
      this.controller = undefined;
      this.set({phase: 'failed', reason: 'The virtual QTrobot could not be loaded (offline before it was first used?).'});
      return;
    }
    const robot = this.robot;
    const io: GameIO = {
      ...robot,
      startOn: (flag) =>
        new Promise<void>((resolve) => {
          this.set({phase: 'flag', flag});
          this.answer.flag = () => {
            this.set({phase: 'playing', wrongFlag: ''});
            resolve();
          };
        }),
      select: (choices) =>
        new Promise<number>((resolve) => {
          this.set({educator: {kind: 'select', choices}});
          this.answer.select = resolve;
        }),
      pause: () =>
        new Promise<void>((resolve) => {
          this.set({educator: {kind: 'pause'}});
          this.answer.pause = resolve;
        }),
      pick: (images, reference) =>
        new Promise<number>((resolve) => {
          this.set({learner: {images: images.map((c) => c.label), clickable: images, reference: reference ?? '', picked: ''}});
          this.answer.pick = resolve;
        }),
      showImages: (images) => this.set({learner: {...EMPTY_LEARNER, images}}),
      report: (entry) => this.set({reports: [...this.state.reports, entry]}),
      log: this.log,
      random: Math.random,
    };
    try {
      await playGame(program, io, controller.signal);
      this.set({phase: 'over'});
    } catch (error) {
      if (error instanceof GameStopped) this.set({phase: 'stopped'});
      else this.set({phase: 'failed', reason: (error as Error).message});
    } finally {
      this.answer = {};
      this.controller = undefined;
      this.robot = undefined;
      this.set({educator: {kind: 'none'}, learner: {...this.state.learner, clickable: []}});
      robot.close();
    }
  }

  /** The educator taps a flag: the game starts if it is the Start block's. */
  tapFlag(flag: string): void {
    if (this.state.phase !== 'flag') return;
    if (flag !== this.state.flag) {
      this.set({wrongFlag: flag});
      return;
    }
    const start = this.answer.flag;
    this.answer.flag = undefined;
    start?.();
  }

  /** The educator taps one of the Select block's choices. */
  choose(index: number): void {
    const answer = this.answer.select;
    if (!answer) return;
    this.answer.select = undefined;
    this.set({educator: {kind: 'none'}});
    answer(index);
  }

  /** The educator presses continue after a Pause block. */
  continue(): void {
    const answer = this.answer.pause;
    if (!answer) return;
    this.answer.pause = undefined;
    this.set({educator: {kind: 'none'}});
    answer();
  }

  /** The learner taps an image. */
  pick(choice: Choice): void {
    const answer = this.answer.pick;
    if (!answer) return;
    this.answer.pick = undefined;
    this.set({learner: {...this.state.learner, clickable: [], picked: choice.label}});
    answer(choice.index);
  }

  /** The educator stops the game: the robot stops speaking and moving. */
  stop(): void {
    if (!this.controller) return;
    this.controller.abort();
    void this.robot?.halt();
  }
}
