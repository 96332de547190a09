/**
 * The virtual QTrobot V2: the behaviour of the ROS simulator (tools/robot/sim/*.py) in TypeScript, answering the
 * same services and topics with the same values and log lines. Its model (limits, parts, home pose, speeds,
 * defaults) is src/data/robot/model.json and its scenario tools/robot/sim/scenarios/default.yaml, the files the
 * ROS simulator reads; its services and topics, with their types, are the interface table's.
 *
 * Time comes from a `Clock` (./clock.ts), so the unit tests run it with fake timers. The view reads
 * `getSnapshot()` and `subscribe()` (the shape React's useSyncExternalStore takes) and moves idle joints with
 * `setJointPositions`; the rosbridge transport (./bridge.ts) uses the graph methods below.
 */
import {robotModel, type RobotModel, type Scenario, type TimelineEvent} from '@site/src/data/robotModel';
import {rosInterfaces} from '@site/src/data/rosInterfaces';
import {Busy, type Activity} from './busy';
import {sleep, systemClock, type Clock} from './clock';
import {fixed, py, pyFloat, pyStr} from './format';
import {audioFrames, cameraImage, faceMessage, gesturesMessage, handsMessage, skeletonsMessage} from './sensorMessages';

export type Values = Record<string, unknown>;
type Request = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a message filled by ./messages.ts
export type LogEntry = {level: 'info' | 'error'; text: string; at: number};
export type JointSample = {t: number; positions: Record<string, number>};

/** What the view draws. A new object after every change; times are the clock's milliseconds. */
export type VirtualRobotSnapshot = {
  /** Joint angles in degrees, their targets, and each motor's mode (0 on, 1 idle, 2 braked). */
  joints: Readonly<Record<string, number>>;
  targets: Readonly<Record<string, number>>;
  modes: Readonly<Record<string, number>>;
  limits: RobotModel['limits']['V2'];
  /** The sentence being spoken (`lips`: talkText), the audio file playing, the emotion shown, the gesture playing. */
  speech: (Activity & {detail: {text: string; lips: boolean}}) | null;
  audio: (Activity & {detail: {file: string; lips: boolean}}) | null;
  emotion: Activity | null;
  /** `trajectory`: the samples of a gesture recorded in the page, played `factor` times faster. */
  gesture: (Activity & {detail: {trajectory?: JointSample[]; factor?: number}}) | null;
  /** The eyes' look (emotion/look) until `until`. */
  eyes: {left: number[]; right: number[]; until: number} | null;
  /** A gesture being recorded: its parts, from `start` (after the record call's wait). */
  recording: {parts: string[]; start: number} | null;
  gestures: readonly string[];
  volume: number;
  voice: {language: string; pitch: number; speed: number};
  /** The scenario's person: the last face, hand gesture and voice the sensors reported. */
  person: {face: Record<string, unknown> | null; gesture: string | null; speaking: boolean; direction: number};
};

type Listener = (message: Values) => void;
type ServiceEntry = {type: string; handler: (req: Request) => Promise<Values>};

/** The interface table's entry of a topic or service the robot offers (`pkg` when several apps offer the name). */
function entry(name: string, kind: 'topic' | 'service', pkg?: string) {
  const found = rosInterfaces.filter((i) => i.name === name && i.kind === kind && (!pkg || i.type.startsWith(`${pkg}/`)));
  if (found.length !== 1) throw new Error(`src/data/ros/interfaces.json: ${found.length} ${kind} entries named ${name}`);
  return found[0];
}

/** os.path.splitext(name)[0]: the name without its extension. */
function withoutExtension(file: string): string {
  const slash = file.lastIndexOf('/');
  const dot = file.lastIndexOf('.');
  return dot > slash + 1 ? file.slice(0, dot) : file;
}

const MOTION_TICK_MS = 50;

export class VirtualQTrobot {
  readonly clock: Clock;
  readonly scenario: Scenario;
  readonly scenarioName: string;
  readonly services = new Map<string, ServiceEntry>();
  /** Topics the robot subscribes to (your program publishes), with their handlers. */
  readonly inputs = new Map<string, {type: string; handler: (msg: Request) => void}>();
  /** Topics the robot publishes, with their types. */
  readonly outputs = new Map<string, string>();
  readonly log: LogEntry[] = [];

  private readonly limits: Record<string, [number, number]>;
  private readonly names: string[];
  private readonly speaker: Busy;
  private readonly face: Busy;
  private readonly gesture: Busy;
  private readonly audio: Busy;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly latched = new Map<string, Values>();
  private readonly changeListeners = new Set<() => void>();
  private readonly logListeners = new Set<(entry: LogEntry) => void>();
  private readonly timers = new Set<unknown>();
  private snapshot: VirtualRobotSnapshot | undefined;
  private running = false;
  private t0 = 0;
  private seq = 0;
  private lastStep = 0;
  private motionTimer: unknown;
  private audioSample = 0;

  // State (start_state in the ROS simulator).
  private language = '';
  private pitch = 0;
  private speed = 0;
  private volume = 0;
  private gestures: Record<string, number> = {};
  private trajectories: Record<string, JointSample[]> = {};
  private recording: {parts: string[]; start: number; samples: JointSample[]} | null = null;
  private positions: Record<string, number> = {};
  private targets: Record<string, number> = {};
  private velocity: Record<string, number> = {};
  private modes: Record<string, number> = {};
  private utteranceIndex = 0;
  private tuning: Record<string, number> = {};
  private nuitrackSuspended = false;
  private speaking = false;
  private direction = 0;
  private eyes: VirtualRobotSnapshot['eyes'] = null;
  private person: VirtualRobotSnapshot['person'] = {face: null, gesture: null, speaking: false, direction: 0};

  constructor({scenario, scenarioName = 'default.yaml', clock = systemClock}: {scenario: Scenario; scenarioName?: string; clock?: Clock}) {
    this.clock = clock;
    this.scenario = scenario;
    this.scenarioName = scenarioName;
    this.limits = Object.fromEntries(Object.entries(robotModel.limits.V2).map(([j, r]) => [j, [r[0], r[1]]]));
    // The real node lists the joints alphabetically.
    this.names = Object.keys(this.limits).sort();
    const changed = () => this.changed();
    this.speaker = new Busy(clock, changed);
    this.face = new Busy(clock, changed);
    this.gesture = new Busy(clock, changed);
    this.audio = new Busy(clock, changed);
    this.wire();
    this.startState();
  }

  // ---- The graph: what the robot offers (qtrobot_sim.py main) ----

  private wire(): void {
    const services: [string, (req: Request) => Promise<Values>, string?][] = [
      ['/qt_robot/speech/say', async (r) => ({status: await this.say(r.message)})],
      ['/qt_robot/speech/config', async (r) => ({status: this.config(r)})],
      ['/qt_robot/speech/stop', async () => this.stopped(this.speaker, 'speech stop')],
      ['/qt_robot/behavior/talkText', async (r) => ({status: await this.say(r.message, true)})],
      ['/qt_robot/audio/play', async (r) => ({status: await this.playAudio(r.filename)})],
      ['/qt_robot/audio/stop', async () => this.stopped(this.audio, 'audio stop')],
      ['/qt_robot/behavior/talkAudio', async (r) => ({status: await this.playAudio(r.filename, true)})],
      ['/qt_robot/emotion/show', async (r) => ({status: await this.showEmotion(r.name)})],
      ['/qt_robot/emotion/stop', async () => this.stopped(this.face, 'emotion stop')],
      ['/qt_robot/emotion/look', async (r) => ({status: await this.look(r)})],
      ['/qt_respeaker_app/tuning/set', async (r) => ({status: this.tuningSet(r)})],
      ['/qt_respeaker_app/tuning/get', async (r) => this.tuningGet(r)],
      ['/qt_robot/setting/setVolume', async (r) => ({status: this.setVolume(r.volume)})],
      ['/qt_robot/gesture/play', async (r) => ({status: await this.playGesture(r.name, r.speed)})],
      ['/qt_robot/gesture/stop', async () => this.stopped(this.gesture, 'gesture stop')],
      ['/qt_robot/gesture/list', async () => ({gestures: Object.keys(this.gestures).sort(), status: true})],
      ['/qt_robot/gesture/record', async (r) => ({status: this.record(r)})],
      ['/qt_robot/gesture/save', async (r) => ({status: this.save(r)})],
      ['/qt_robot/motors/home', async (r) => ({status: this.home(r.parts)})],
      ['/qt_robot/motors/setControlMode', async (r) => ({status: this.setControlMode(r.parts, r.mode)})],
      ['/qt_robot/motors/setVelocity', async (r) => ({status: this.setVelocity(r.parts, r.velocity)})],
      ['/qt_robot/speech/recognize', async (r) => ({transcript: await this.recognize(r)}), 'qt_vosk_app'],
      ['/qt_nuitrack_app/suspend', async (r) => ({status: this.suspend(r.flag)})],
    ];
    for (const [name, handler, pkg] of services) {
      const e = entry(name, 'service', pkg);
      if (e.generations.includes('V2')) this.services.set(name, {type: e.type, handler});
    }
    const input = (name: string, handler: (msg: Request) => void) => this.inputs.set(name, {type: entry(name, 'topic').type, handler});
    input('/qt_robot/speech/say', (m) => void this.say(m.data));
    input('/qt_robot/behavior/talkText', (m) => void this.say(m.data, true));
    input('/qt_robot/audio/play', (m) => void this.playAudio(m.data));
    input('/qt_robot/behavior/talkAudio', (m) => void this.playAudio(m.data, true));
    input('/qt_robot/emotion/show', (m) => void this.showEmotion(m.data));
    input('/qt_robot/gesture/play', (m) => void this.playGesture(m.data, 0));
    for (const part of Object.keys(robotModel.parts)) input(`/qt_robot/${part}_position/command`, (m) => this.command(part, m.data));
    input('/qt_respeaker_app/status_led', (m) => this.info(`status led r=${fixed(m.r, 2)} g=${fixed(m.g, 2)} b=${fixed(m.b, 2)} a=${fixed(m.a, 2)}`));
    const outputs = [
      '/qt_robot/joints/state',
      '/qt_nuitrack_app/faces',
      '/qt_nuitrack_app/gestures',
      '/qt_nuitrack_app/hands',
      '/qt_nuitrack_app/skeletons',
      '/qt_respeaker_app/is_speaking',
      '/qt_respeaker_app/sound_direction',
      '/qt_robot/speech/hotword',
      '/qt_robot/speech/recognize',
      ...[0, 1, 2, 3, 4, 5].map((n) => `/qt_respeaker_app/channel${n}`),
      '/camera/color/image_raw',
    ];
    for (const name of outputs) this.outputs.set(name, entry(name, 'topic').type);
  }

  /** Delivers what the robot publishes on `topic`; a latched topic's last message at once. Returns the unsubscribe. */
  listen(topic: string, listener: Listener): () => void {
    const set = this.listeners.get(topic) ?? new Set<Listener>();
    this.listeners.set(topic, set);
    set.add(listener);
    const last = this.latched.get(topic);
    if (last) listener(last);
    this.ensureLoops();
    return () => {
      set.delete(listener);
      this.ensureLoops();
    };
  }

  private emit(topic: string, message: Values, latch = false): void {
    if (latch) this.latched.set(topic, message);
    for (const listener of this.listeners.get(topic) ?? []) listener(message);
  }

  private listened(topic: string): boolean {
    return (this.listeners.get(topic)?.size ?? 0) > 0;
  }

  // ---- Life cycle ----

  /** Starts the publishing loops (joint states, the scenario's timeline). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.t0 = this.clock.now();
    this.lastStep = this.t0;
    this.loop(1000 / this.scenario.joint_state_rate, () => this.publishJoints());
    let cycle = 0;
    let done = new Set<number>();
    const events = [...this.scenario.timeline].sort((a, b) => a.at - b.at);
    const period = this.scenario.timeline_period;
    this.loop(100, () => {
      const t = (this.clock.now() - this.t0) / 1000;
      if (Math.floor(t / period) !== cycle) {
        cycle = Math.floor(t / period);
        done = new Set();
      }
      const local = t - cycle * period;
      events.forEach((e, i) => {
        if (done.has(i) || e.at > local) return;
        done.add(i);
        this.sensorEvent(e);
      });
      if (this.speaking) {
        this.emit('/qt_respeaker_app/sound_direction', {data: this.direction}, true);
        this.emit('/qt_respeaker_app/is_speaking', {data: true}, true);
      }
    });
    this.info(`ready (V2, scenario ${this.scenarioName})`);
    this.ensureLoops();
  }

  /** Stops every loop and timer (the page disconnected). */
  stop(): void {
    this.running = false;
    for (const handle of this.timers) this.clock.clearTimeout(handle);
    this.timers.clear();
    this.clock.clearTimeout(this.motionTimer);
    this.motionTimer = undefined;
    for (const busy of [this.speaker, this.face, this.gesture, this.audio]) busy.stop();
  }

  private startState(): void {
    this.language = robotModel.speech.language;
    this.pitch = robotModel.speech.pitch;
    this.speed = robotModel.speech.speed;
    this.volume = robotModel.speech.volume;
    this.gestures = {...this.scenario.gestures};
    this.trajectories = {};
    this.recording = null;
    this.positions = {...robotModel.home};
    this.targets = {...robotModel.home};
    const {velocity, velocityCap} = robotModel.motors;
    this.velocity = Object.fromEntries(this.names.map((j) => [j, Math.min(velocity, velocityCap[j] ?? 100)]));
    this.modes = Object.fromEntries(this.names.map((j) => [j, 0]));
    this.utteranceIndex = 0;
    this.tuning = {...robotModel.respeaker.tuning};
    this.nuitrackSuspended = false;
    this.speaking = false;
    this.direction = 0;
    this.eyes = null;
    this.person = {face: null, gesture: null, speaking: false, direction: 0};
    this.latched.clear();
  }

  /** Calls `fn` now and then every `ms` while running, as the ROS simulator's loops do. */
  private loop(ms: number, fn: () => void): void {
    let handle: unknown;
    const tick = () => {
      this.timers.delete(handle);
      if (!this.running) return;
      fn();
      handle = this.clock.setTimeout(tick, ms);
      this.timers.add(handle);
    };
    tick();
  }

  private audioLoop: unknown;
  private cameraLoop: unknown;

  /** The microphone channels and the camera publish only while someone listens (they are large). */
  private ensureLoops(): void {
    const channels = [0, 1, 2, 3, 4, 5].map((n) => `/qt_respeaker_app/channel${n}`);
    const wantAudio = this.running && channels.some((c) => this.listened(c));
    if (wantAudio && !this.audioLoop) {
      const tick = () => {
        if (!this.running || !channels.some((c) => this.listened(c))) {
          this.audioLoop = undefined;
          return;
        }
        const data = audioFrames(this.audioSample, this.speaking);
        this.audioSample += 512;
        for (const c of channels) if (this.listened(c)) this.emit(c, {data});
        this.audioLoop = this.clock.setTimeout(tick, (512 / 16000) * 1000);
      };
      this.audioLoop = this.clock.setTimeout(tick, (512 / 16000) * 1000);
    }
    const camera = '/camera/color/image_raw';
    if (this.running && this.listened(camera) && !this.cameraLoop) {
      const tick = () => {
        if (!this.running || !this.listened(camera)) {
          this.cameraLoop = undefined;
          return;
        }
        this.seq += 1;
        this.emit(camera, cameraImage(this.stamp(), this.seq));
        this.cameraLoop = this.clock.setTimeout(tick, 200);
      };
      this.cameraLoop = this.clock.setTimeout(tick, 200);
    }
  }

  private stamp(): {secs: number; nsecs: number} {
    const ms = this.clock.now();
    return {secs: Math.floor(ms / 1000), nsecs: Math.round((ms % 1000) * 1e6)};
  }

  // ---- The view's side ----

  getSnapshot = (): VirtualRobotSnapshot => {
    this.snapshot ??= {
      joints: {...this.positions},
      targets: {...this.targets},
      modes: {...this.modes},
      limits: robotModel.limits.V2,
      speech: this.speaker.activity as VirtualRobotSnapshot['speech'],
      audio: this.audio.activity as VirtualRobotSnapshot['audio'],
      emotion: this.face.activity,
      gesture: this.gesture.activity as VirtualRobotSnapshot['gesture'],
      eyes: this.eyes,
      recording: this.recording ? {parts: [...this.recording.parts], start: this.recording.start} : null,
      gestures: Object.keys(this.gestures).sort(),
      volume: this.volume,
      voice: {language: this.language, pitch: this.pitch, speed: this.speed},
      person: this.person,
    };
    return this.snapshot;
  };

  subscribe = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  };

  onLog(listener: (entry: LogEntry) => void): () => void {
    this.logListeners.add(listener);
    return () => this.logListeners.delete(listener);
  }

  private changed(): void {
    this.snapshot = undefined;
    for (const listener of this.changeListeners) listener();
  }

  private info(text: string): void {
    this.note('info', text);
  }

  note(level: LogEntry['level'], text: string): void {
    const logged = {level, text, at: this.clock.now()};
    this.log.push(logged);
    if (this.log.length > 500) this.log.shift();
    for (const listener of this.logListeners) listener(logged);
  }

  /**
   * Moves joints whose motor is idle (mode 1: released by setControlMode or a recording with idleParts), as a
   * hand moves the real robot's arm; clamped to the limits. Returns the joints it moved; the others are ignored.
   */
  setJointPositions(positions: Record<string, number>): string[] {
    const moved: string[] = [];
    this.stepJoints();
    for (const [joint, value] of Object.entries(positions)) {
      const limit = this.limits[joint];
      if (!limit || this.modes[joint] !== 1 || !Number.isFinite(value)) continue;
      const clamped = Math.min(Math.max(value, limit[0]), limit[1]);
      this.positions[joint] = clamped;
      this.targets[joint] = clamped;
      moved.push(joint);
    }
    const rec = this.recording;
    if (moved.length && rec && this.clock.now() >= rec.start) {
      const joints = rec.parts.flatMap((p) => robotModel.parts[p] ?? []);
      rec.samples.push({t: (this.clock.now() - rec.start) / 1000, positions: Object.fromEntries(joints.map((j) => [j, this.positions[j]]))});
    }
    if (moved.length) this.changed();
    return moved;
  }

  // ---- Speech, audio, emotions, volume (sim_speech.py) ----

  private speechSeconds(text: string): number {
    const {minSeconds, referenceSpeed} = robotModel.speech;
    return Math.max(minSeconds, (text.length * this.scenario.speech_seconds_per_char * referenceSpeed) / Math.max(this.speed, 1));
  }

  private async say(text: string, lips = false): Promise<boolean> {
    const seconds = this.speechSeconds(text);
    this.info(`say ${lips ? 'with lips ' : ''}"${text}" (${fixed(seconds, 1)} s)`);
    await this.speaker.run('speech', seconds, false, {text, lips});
    return true; // a stopped sentence answers status true too
  }

  private config(req: Request): boolean {
    const lang: string = req.language;
    const ok = lang === '' || lang === 'default' || this.scenario.voices.includes(lang);
    if (ok) {
      if (lang !== '' && lang !== 'default') this.language = lang;
      this.pitch = req.pitch || this.pitch;
      this.speed = req.speed || this.speed;
      this.changed();
    }
    this.info(`speech config language=${lang} pitch=${py(req.pitch)} speed=${py(req.speed)} -> ${py(ok)}`);
    return ok;
  }

  private stopped(busy: Busy, what: string): Values {
    this.info(`${what} (was ${py(busy.stop())})`);
    return {status: true};
  }

  private async playAudio(file: string, lips = false): Promise<boolean> {
    const seconds = this.scenario.audio[withoutExtension(file)];
    if (seconds === undefined) {
      this.info(`audio ${file} not found`);
      return false;
    }
    this.info(`audio play ${file}${lips ? ' with lips' : ''} (${fixed(seconds, 1)} s)`);
    await this.audio.run('audio', seconds, false, {file, lips});
    return true;
  }

  private async showEmotion(name: string): Promise<boolean> {
    const seconds = this.scenario.emotions[name];
    if (seconds === undefined) {
      this.info(`emotion ${name} not found`);
      return false;
    }
    this.info(`emotion show ${name} (${fixed(seconds, 1)} s)`);
    await this.face.run(name, seconds);
    return true;
  }

  private async look(req: Request): Promise<boolean> {
    const ok = req.eye_l.length === 2 && req.eye_r.length === 2;
    this.info(`eyes look left=${py(req.eye_l)} right=${py(req.eye_r)} for ${fixed(req.duration, 1)} s -> ${py(ok)}`);
    if (ok && req.duration > 0) {
      const ms = Math.min(req.duration, robotModel.eyes.maxLookSeconds) * 1000;
      this.eyes = {left: [...req.eye_l], right: [...req.eye_r], until: this.clock.now() + ms};
      this.changed();
      await sleep(this.clock, ms);
      this.eyes = null;
      this.changed();
    }
    return ok;
  }

  private setVolume(volume: number): boolean {
    const ok = volume >= 0 && volume <= 100;
    if (ok) {
      this.volume = volume;
      this.changed();
    }
    this.info(`volume ${py(volume)} -> ${py(ok)}`);
    return ok;
  }

  // ---- Gestures (sim_gestures.py) ----

  private async playGesture(name: string, speed: number): Promise<boolean> {
    if (name.endsWith('.xml')) {
      this.info(`gesture ${name} not found (give the name without .xml)`);
      return false;
    }
    const seconds = this.gestures[name];
    if (seconds === undefined) {
      this.info(`gesture ${name} not found`);
      return false;
    }
    const factor = speed && speed > 0 ? speed : 1;
    if (this.gesture.active) {
      this.info(`gesture ${name} refused: ${this.gesture.active} is playing`);
      return false;
    }
    this.info(`gesture play ${name} (${fixed(seconds / factor, 2)} s)`);
    const trajectory = this.trajectories[name];
    const played = this.gesture.run(name, seconds / factor, true, trajectory ? {trajectory, factor} : {});
    if (trajectory) this.followTrajectory(trajectory, factor);
    return played;
  }

  /**
   * A gesture recorded in this page moves the joints along its samples (the ROS simulator has no trajectories:
   * its gestures only take their time). Built-in gestures have none: LuxAI publishes no trajectory.
   */
  private followTrajectory(samples: JointSample[], factor: number): void {
    const activity = this.gesture.activity;
    if (!activity) return;
    const step = () => {
      if (this.gesture.activity !== activity) return;
      const t = ((this.clock.now() - activity.since) / 1000) * factor;
      const next = samples.findIndex((s) => s.t >= t);
      const sample = next === -1 ? samples[samples.length - 1] : samples[next];
      for (const [joint, value] of Object.entries(sample.positions)) {
        this.positions[joint] = value;
        this.targets[joint] = value;
      }
      this.changed();
      if (next !== -1) this.clock.setTimeout(step, MOTION_TICK_MS);
    };
    step();
  }

  private record(req: Request): boolean {
    const parts: string[] = req.parts;
    const ok = parts.length > 0 && parts.every((p) => p in robotModel.parts);
    if (ok) {
      this.recording = {parts: [...parts], start: this.clock.now() + req.wait * 1000, samples: []};
      if (req.idleParts) for (const p of parts) for (const j of robotModel.parts[p]) this.modes[j] = 1;
      this.changed();
    }
    this.info(`gesture record parts=${py(parts)} idle=${py(req.idleParts)} wait=${py(req.wait)} timeout=${py(req.timeout)} -> ${py(ok)}`);
    return ok;
  }

  private save(req: Request): boolean {
    if (!this.recording) {
      this.info(`gesture save ${req.name} refused: nothing recorded`);
      return false;
    }
    const seconds = Math.max(1, (this.clock.now() - this.recording.start) / 1000);
    this.gestures[req.name] = Math.round(seconds * 100) / 100;
    if (this.recording.samples.length) this.trajectories[req.name] = this.recording.samples;
    this.recording = null;
    this.info(`gesture save ${req.name} (${fixed(seconds, 1)} s) path=${pyStr(req.path)}`);
    this.changed();
    return true;
  }

  // ---- Motors (sim_motors.py) ----

  private jointsOf(parts: string[]): string[] | undefined {
    const out: string[] = [];
    for (const p of parts) {
      if (robotModel.parts[p]) out.push(...robotModel.parts[p]);
      else if (p in this.limits) out.push(p);
      else return undefined;
    }
    return out;
  }

  private command(part: string, data: number[]): void {
    const joints = robotModel.parts[part];
    if (data.length !== joints.length) {
      // What ros_control's JointGroupPositionController does with a wrong-sized command.
      this.info(`${part} command ignored: dimension of command (${data.length}) does not match number of joints (${joints.length})`);
      this.note('error', `Dimension of command (${data.length}) does not match number of joints (${joints.length})! Not executing!`);
      return;
    }
    this.stepJoints();
    joints.forEach((joint, k) => {
      const value = data[k];
      const [lo, hi] = this.limits[joint];
      const target = Math.min(Math.max(value, lo), hi);
      if (target !== value) this.info(`${joint} ${fixed(value, 1)} is outside ${fixed(lo, 0)}..${fixed(hi, 0)}: the motor stops at ${fixed(target, 1)}`);
      this.targets[joint] = target;
    });
    this.info(
      `${part} command ${py(
        data.map((v) => Math.round(v * 10) / 10),
        true,
      )}`,
    );
    this.moved();
  }

  private home(parts: string[]): boolean {
    const joints = this.jointsOf(parts);
    if (!joints) {
      this.info(`home ${py(parts)} refused: unknown part`);
      return false;
    }
    this.stepJoints();
    for (const j of joints) this.targets[j] = robotModel.home[j];
    this.info(`home ${py(parts)}`);
    this.moved();
    return true;
  }

  private setControlMode(parts: string[], mode: number): boolean {
    const joints = this.jointsOf(parts);
    const ok = joints !== undefined && robotModel.motors.controlModes.includes(mode);
    if (ok) {
      this.stepJoints();
      for (const j of joints) this.modes[j] = mode;
      this.moved();
    }
    this.info(`control mode ${py(parts)} -> ${py(mode)}: ${py(ok)}`);
    return ok;
  }

  private setVelocity(parts: string[], velocity: number): boolean {
    const joints = this.jointsOf(parts);
    const ok = joints !== undefined && velocity > 0 && velocity <= 100;
    if (ok) {
      this.stepJoints();
      for (const j of joints) this.velocity[j] = Math.min(velocity, robotModel.motors.velocityCap[j] ?? 100);
    }
    this.info(`velocity ${py(parts)} -> ${py(velocity)}%: ${py(ok)}`);
    return ok;
  }

  /** Moves each joint towards its target at its velocity, for the time since the last step. */
  private stepJoints(): void {
    const now = this.clock.now();
    const dt = (now - this.lastStep) / 1000;
    this.lastStep = now;
    let changed = false;
    for (const j of this.names) {
      if (this.modes[j] !== 0) {
        this.targets[j] = this.positions[j]; // idle or braked motors do not follow commands
        continue;
      }
      const err = this.targets[j] - this.positions[j];
      if (err === 0) continue;
      const step = ((robotModel.motors.maxSpeed * this.velocity[j]) / 100) * dt;
      this.positions[j] += Math.max(-step, Math.min(step, err));
      changed = true;
    }
    if (changed) this.changed();
  }

  /** Steps the joints every MOTION_TICK_MS while one moves, so the view follows them smoothly. */
  private moved(): void {
    this.changed();
    if (this.motionTimer !== undefined) return;
    const tick = () => {
      this.motionTimer = undefined;
      this.stepJoints();
      const moving = this.names.some((j) => this.modes[j] === 0 && this.targets[j] !== this.positions[j]);
      if (moving) this.motionTimer = this.clock.setTimeout(tick, MOTION_TICK_MS);
    };
    this.motionTimer = this.clock.setTimeout(tick, MOTION_TICK_MS);
  }

  private publishJoints(): void {
    this.stepJoints();
    this.seq += 1;
    this.emit('/qt_robot/joints/state', {
      header: {seq: this.seq, stamp: this.stamp(), frame_id: ''},
      name: [...this.names],
      position: this.names.map((n) => this.positions[n]),
      velocity: this.names.map(() => 0),
      effort: this.names.map(() => 0),
    });
  }

  // ---- Sensors (sim_sensors.py) and recognition (sim_recognition.py) ----

  private tuningSet(req: Request): boolean {
    const ok = req.param in this.tuning;
    if (ok) this.tuning[req.param] = req.value;
    this.info(`tuning set ${req.param}=${pyFloat(req.value)} -> ${py(ok)}`);
    return ok;
  }

  private tuningGet(req: Request): Values {
    if (req.param === 'DOAANGLE') return {value: this.direction, status: true};
    if (req.param === 'VOICEACTIVITY' || req.param === 'SPEECHDETECTED') return {value: this.speaking ? 1 : 0, status: true};
    const ok = req.param in this.tuning;
    return {value: this.tuning[req.param] ?? 0, status: ok};
  }

  private suspend(flag: boolean): boolean {
    this.nuitrackSuspended = flag;
    this.info(`nuitrack suspend=${py(flag)}`);
    return true;
  }

  private sensorEvent(e: TimelineEvent): void {
    if (this.nuitrackSuspended && (e.face || e.gesture || e.hands || e.skeletons !== undefined)) return;
    if (e.face) {
      this.emit('/qt_nuitrack_app/faces', faceMessage(e.face));
      this.person = {...this.person, face: e.face};
    }
    if (e.gesture) {
      this.emit('/qt_nuitrack_app/gestures', gesturesMessage(e.gesture));
      this.info(`person gesture ${e.gesture}`);
      this.person = {...this.person, gesture: e.gesture};
    }
    if (e.hands) this.emit('/qt_nuitrack_app/hands', handsMessage(e.hands));
    if (e.skeletons !== undefined) this.emit('/qt_nuitrack_app/skeletons', skeletonsMessage(e.skeletons));
    if (e.hotword) {
      this.emit('/qt_robot/speech/hotword', {data: e.hotword});
      this.info(`person says the hotword ${e.hotword}`);
      void this.afterHotword();
    }
    if (e.voice) {
      this.speaking = Boolean(e.voice.speaking);
      this.direction = Math.trunc(e.voice.direction ?? this.direction);
      this.person = {...this.person, speaking: this.speaking, direction: this.direction};
    }
    this.changed();
  }

  private nextUtterance(utterances: string[]): string {
    const heard = String(utterances[this.utteranceIndex % utterances.length]);
    this.utteranceIndex += 1;
    return heard;
  }

  private async afterHotword(): Promise<void> {
    // Hotword mode of qt_vosk_app: the phrase after the hotword is published on the recognize topic.
    await sleep(this.clock, this.scenario.utterance_delay * 1000);
    const heard = this.nextUtterance(this.scenario.utterances.length ? this.scenario.utterances : ['']);
    this.emit('/qt_robot/speech/recognize', {data: heard});
    this.info(`recognize (hotword mode): heard "${heard}"`);
  }

  private async recognize(req: Request): Promise<string> {
    const sc = this.scenario;
    const engine = sc.asr_engine;
    const language = String(req.language || sc.asr_default_language).replace(/_/g, '-');
    if (engine === 'riva' && req.language) {
      this.info(`recognize: riva ignores the per-call language ${req.language} and uses ${sc.asr_default_language}`);
    } else if (!sc.asr_languages.map((l) => l.replace(/_/g, '-')).includes(language)) {
      this.info(`recognize: could not load language model for ${language}`);
      return '';
    }
    const timeout = req.timeout > 0 ? req.timeout : robotModel.recognition.timeout[engine];
    let deadline = this.clock.now() + timeout * 1000;
    const utterances = sc.utterances;
    const options = (req.options as string[]).filter(Boolean);
    while (this.clock.now() < deadline && this.running) {
      if (!utterances.length) {
        await sleep(this.clock, Math.min(200, Math.max(0, deadline - this.clock.now())));
        continue;
      }
      const delay = sc.utterance_delay * 1000;
      if (this.clock.now() + delay > deadline) {
        await sleep(this.clock, Math.max(0, deadline - this.clock.now()));
        break;
      }
      await sleep(this.clock, delay);
      const heard = this.nextUtterance(utterances);
      if (!options.length) {
        this.info(`recognize (${engine}, ${language}): heard "${heard}"`);
        return heard;
      }
      const words = (engine === 'riva' ? heard : heard.toLowerCase()).split(/\s+/).filter(Boolean);
      for (const option of options) {
        if (words.includes(engine === 'riva' ? option : option.toLowerCase()) || option.toLowerCase() === heard.toLowerCase()) {
          this.info(`recognize (${engine}, ${language}): heard "${heard}", option ${option}`);
          return option;
        }
      }
      if (engine !== 'riva') {
        this.info(`recognize (${engine}, ${language}): heard "${heard}", no option matched`);
        return '';
      }
      this.info(`recognize (riva): heard "${heard}", no option matched; riva keeps listening`);
      deadline = Infinity; // the timeout stops applying once text arrived
    }
    this.info(`recognize: timeout after ${py(timeout)} s`);
    return '';
  }
}
