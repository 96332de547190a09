/**
 * The robot's side of a game played in the page: the virtual QTrobot (src/features/virtual-robot), loaded on the
 * reader's first Play, drawn in its dock while the game runs, and driven over its rosbridge with the robot's own
 * services and topics, as a program on the robot would drive it:
 *
 * | Block | Interface |
 * | --- | --- |
 * | shows (a face) | service `/qt_robot/emotion/show` |
 * | says | service `/qt_robot/speech/say` |
 * | plays (an audio file) | service `/qt_robot/audio/play` |
 * | acts (a gesture) | service `/qt_robot/gesture/play` |
 * | the Start block's language | service `/qt_robot/speech/config` |
 * | ROS Publisher, Subscriber, Service call | the topic or service the block names |
 *
 * Studio's libraries hold faces, gestures and sounds the ROS simulator's scenario has no duration for; LuxAI
 * publishes none. The robot of a Studio page gets them with the durations of `STAND_IN_SECONDS`, ours.
 */
import type {PageScenario} from '@site/src/features/virtual-robot/engine';
import type {Clock} from '@site/src/features/virtual-robot/engine/clock';
import {BridgeClient} from './bridgeClient';
import {FACES, GESTURES, SOUNDS} from '../catalogData';
import {mediaName, type GameIO} from './interpreter';

declare const __QTDOCS_RUN_TEST_HOOK__: boolean | undefined;

/** Seconds a face, a gesture and a sound of Studio's libraries last on the virtual robot when the scenario gives none (ours). */
export const STAND_IN_SECONDS = {emotions: 2.5, gestures: 3, audio: 4};

/** The builds the tests use play a game faster: a test sets `window.qtdocsStudioTimeScale` (0.02: the robot's time and the game's waits fifty times as fast). */
function timeScale(): number {
  if (typeof __QTDOCS_RUN_TEST_HOOK__ !== 'undefined' && __QTDOCS_RUN_TEST_HOOK__) {
    const scale = (window as Window & {qtdocsStudioTimeScale?: number}).qtdocsStudioTimeScale;
    if (typeof scale === 'number' && scale > 0) return scale;
  }
  return 1;
}

type Durations = Record<string, number>;

/** The default scenario's durations with Studio's library added. */
function withLibrary(known: Durations, items: readonly string[], seconds: number): Durations {
  const out: Durations = {};
  for (const item of items) out[mediaName(item)] = seconds;
  return Object.assign(out, known);
}

/** The robot's time running `1 / scale` times as fast as the page's (the tests' games). */
function scaledClock(scale: number): Clock {
  const origin = Date.now();
  return {
    now: () => origin + (Date.now() - origin) / scale,
    setTimeout: (callback, ms) => setTimeout(callback, ms * scale),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

export type RobotSide = Pick<GameIO, 'setLanguage' | 'show' | 'say' | 'gesture' | 'play' | 'publish' | 'subscribe' | 'call' | 'sleep'> & {
  /** Stops what the robot is doing (speech, face, gesture, audio). */
  halt(): Promise<void>;
  /** Ends the connection and hides the dock when nothing else uses it. */
  close(): void;
};

/** Connects to the page's virtual QTrobot (made for a Studio game if the page has none yet). `log` gets what went wrong. */
export async function virtualRobotSide(log: (line: string) => void): Promise<RobotSide> {
  const [{virtualRobot, defaultScenario}, {mountDock, showDockFor}] = await Promise.all([
    import(/* webpackChunkName: "virtual-robot" */ '@site/src/features/virtual-robot/engine'),
    import(/* webpackChunkName: "virtual-robot-dock" */ '@site/src/features/virtual-robot/dock'),
  ]);
  const scale = timeScale();
  const scenario: PageScenario = {
    name: 'QTrobot Studio library',
    part: {
      emotions: withLibrary(defaultScenario.emotions, FACES, STAND_IN_SECONDS.emotions),
      gestures: withLibrary(defaultScenario.gestures, GESTURES, STAND_IN_SECONDS.gestures),
      audio: withLibrary(defaultScenario.audio, SOUNDS, STAND_IN_SECONDS.audio),
    },
  };
  const {robot, bridge} = virtualRobot(scenario, scale === 1 ? undefined : scaledClock(scale));
  mountDock(robot, bridge);
  const hide = showDockFor();
  const client = new BridgeClient({connect: (send) => bridge.open(send)});
  const seconds = (s: number) => (s > 0 ? s * 1000 * scale : undefined);
  const done = (what: string) => (values: unknown) => {
    if ((values as {status?: boolean} | undefined)?.status === false) log(`${what}: the robot answered status false`);
  };
  const call = (service: string, type: string, args: Record<string, unknown>, what: string) =>
    client.call(service, type, args).then(done(what), (error: Error) => log(`${what}: ${error.message}`));
  return {
    setLanguage: (language) => call('/qt_robot/speech/config', 'qt_robot_interface/speech_config', {language, pitch: 0, speed: 0}, `language ${language}`),
    show: (name) => call('/qt_robot/emotion/show', 'qt_robot_interface/emotion_show', {name}, `face ${name}`),
    say: (message) => call('/qt_robot/speech/say', 'qt_robot_interface/speech_say', {message}, 'speech'),
    gesture: (name) => call('/qt_robot/gesture/play', 'qt_gesture_controller/gesture_play', {name, speed: 0}, `gesture ${name}`),
    play: (filename) => call('/qt_robot/audio/play', 'qt_robot_interface/audio_play', {filename, filepath: ''}, `audio ${filename}`),
    publish: async (topic, type, message) => client.publish(topic, type, message ?? {}),
    subscribe: (topic, type, timeout) => client.nextMessage(topic, type, seconds(timeout)),
    call: async (service, type, params, timeout) => {
      const limit = seconds(timeout);
      const answer = client.call(service, type, params ?? {}).catch((error: Error) => {
        log(`${service}: ${error.message}`);
        return null;
      });
      if (limit === undefined) return answer;
      return Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve(null), limit))]);
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms * scale)),
    halt: async () => {
      const stops: [string, string][] = [
        ['/qt_robot/speech/stop', 'qt_robot_interface/speech_stop'],
        ['/qt_robot/emotion/stop', 'qt_robot_interface/emotion_stop'],
        ['/qt_robot/gesture/stop', 'qt_gesture_controller/gesture_stop'],
        ['/qt_robot/audio/stop', 'qt_robot_interface/audio_stop'],
      ];
      await Promise.all(stops.map(([service, type]) => client.call(service, type, {}).catch(() => undefined)));
    },
    close: () => {
      client.close();
      hide();
    },
  };
}
