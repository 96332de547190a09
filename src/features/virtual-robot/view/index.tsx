/**
 * The drawn virtual QTrobot: the figure, what it says, what it does, and the reader's own gesture (record, replay).
 * A presentational component: the engine hands it the robot's state and takes the reader's joint inputs.
 */
import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import './styles';
import {describePose} from './geometry';
import {faceOf, FACES} from './faces';
import {ARM_JOINTS, armsOf, clampJoint, clampPose} from './jointModel';
import {durationOf, Recorder, replay} from './recording';
import RobotFigure from './RobotFigure';
import {usePose, useReducedMotion} from './usePose';
import type {ArmJoint, JointAngles, RobotViewProps, RobotViewState, TrajectoryFrame} from './types';

export type * from './types';

/** A joint the reader moved is drawn where they put it until the state catches up, or this long after (ms). */
const OVERRIDE_MS = 1500;

type Override = Partial<Record<ArmJoint, {value: number; at: number}>>;

const seconds = (s: number) => `${s.toFixed(1)} s`;

/** The figure's text alternative: face, pose, speech and gesture in words. */
function altText(state: RobotViewState, pose: JointAngles, label: string): string {
  const face = faceOf(state.emotion);
  const parts = [`${label}, showing ${face.words} (${state.emotion && FACES[state.emotion] ? state.emotion : 'default face'}).`, describePose(pose)];
  if (state.speech) parts.push(`Saying: “${state.speech.text}”.`);
  if (state.gesture) parts.push(`Playing the gesture ${state.gesture.name}.`);
  return parts.join(' ');
}

function useSpeechAloud(on: boolean, text: string | undefined, lang: string | undefined): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window), []);
  useEffect(() => {
    if (!available || !on || !text) return undefined;
    const utterance = new SpeechSynthesisUtterance(text);
    if (lang) utterance.lang = lang;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
    return () => window.speechSynthesis.cancel();
  }, [available, on, text, lang]);
  return available;
}

export default function RobotView({
  state,
  onJointInput,
  onRecordStart,
  onRecordStop,
  onReplay,
  onPlayTrajectory,
  label = 'Virtual QTrobot',
  className = '',
}: RobotViewProps): ReactNode {
  const reduced = useReducedMotion();
  const [overrides, setOverrides] = useState<Override>({});
  const [frames, setFrames] = useState<readonly TrajectoryFrame[]>([]);
  const [replaying, setReplaying] = useState(false);
  const [sound, setSound] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const recorder = useRef(new Recorder());
  const capturing = useRef(false);
  const cancelReplay = useRef<(() => void) | null>(null);
  const hintId = useId();

  const joints = clampPose(state.joints);
  const target = clampPose({...joints, ...Object.fromEntries(Object.entries(overrides).map(([j, o]) => [j, o.value]))});
  const pose = usePose(target, state.gesture, reduced);
  const interactive = (state.motorsIdle || state.recording) && !replaying && !state.gesture;

  // An override ends when the state reaches it, or after OVERRIDE_MS without input.
  const stateKey = ARM_JOINTS.map((j) => joints[j].toFixed(1)).join(' ');
  useEffect(() => {
    const entries = Object.entries(overrides) as Array<[ArmJoint, {value: number; at: number}]>;
    if (entries.length === 0) return undefined;
    const kept = entries.filter(([j, o]) => Math.abs(joints[j] - o.value) >= 0.5);
    if (kept.length < entries.length) {
      setOverrides(Object.fromEntries(kept));
      return undefined;
    }
    const last = Math.max(...entries.map(([, o]) => o.at));
    const timer = setTimeout(() => setOverrides({}), Math.max(0, last + OVERRIDE_MS - performance.now()));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stateKey stands for the arm joints' values
  }, [overrides, stateKey]);

  const input = useCallback(
    (joint: ArmJoint, degrees: number) => {
      const value = clampJoint(joint, degrees);
      setOverrides((o) => ({...o, [joint]: {value, at: performance.now()}}));
      onJointInput?.(joint, value);
    },
    [onJointInput],
  );

  // The recording: starts when the engine turns it on, samples each new pose, ends with Stop or when the engine ends it.
  const targetKey = ARM_JOINTS.map((j) => target[j].toFixed(1)).join(' ');
  useEffect(() => {
    if (state.recording && !capturing.current) {
      capturing.current = true;
      recorder.current.start(performance.now(), armsOf(target));
      setAnnouncement('Recording. Move the arms: drag the handles, or focus one and use the arrow keys.');
    } else if (!state.recording && capturing.current) {
      finish();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when recording turns on or off
  }, [state.recording]);
  useEffect(() => {
    if (capturing.current) recorder.current.add(performance.now(), armsOf(target));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- targetKey stands for the arm joints' values
  }, [targetKey]);

  function finish(): readonly TrajectoryFrame[] {
    capturing.current = false;
    const done = recorder.current.stop(performance.now());
    setFrames(done);
    setAnnouncement(`Recorded ${done.length} poses over ${seconds(durationOf(done))}.`);
    return done;
  }

  const stopRecording = () => {
    const done = capturing.current ? finish() : frames;
    onRecordStop?.(done);
  };

  const startReplay = () => {
    onReplay?.();
    setAnnouncement(`Replaying your gesture (${seconds(durationOf(frames))}).`);
    if (onPlayTrajectory) {
      onPlayTrajectory(frames);
      return;
    }
    setReplaying(true);
    cancelReplay.current = replay(frames, input, () => {
      cancelReplay.current = null;
      setReplaying(false);
      setAnnouncement('Replay done.');
    });
  };
  const stopReplay = () => {
    cancelReplay.current?.();
    cancelReplay.current = null;
    setReplaying(false);
    setAnnouncement('Replay stopped.');
  };
  useEffect(() => () => cancelReplay.current?.(), []);

  // What the robot starts to say or do, for the live region.
  const {emotion, speech, gesture} = state;
  useEffect(() => {
    if (emotion) setAnnouncement(`Shows ${emotion}: ${faceOf(emotion).words}.`);
  }, [emotion]);
  useEffect(() => {
    if (speech?.text) setAnnouncement(`Says: “${speech.text}”`);
  }, [speech?.text]);
  useEffect(() => {
    if (gesture) setAnnouncement(`Plays the gesture ${gesture.name} for ${seconds(gesture.duration)}.`);
  }, [gesture?.name, gesture?.startedAt]); // eslint-disable-line react-hooks/exhaustive-deps -- a new gesture is a new name or start

  const canSpeak = useSpeechAloud(sound, speech?.text, speech?.lang);
  const talking = Boolean(speech?.lips) || emotion === 'QT/talking';
  const knownFace = emotion && FACES[emotion];

  return (
    <section className={`qt-vrobot ${className}`} aria-label={label}>
      <figure className="qt-vrobot-figure">
        <RobotFigure
          pose={pose}
          target={target}
          emotion={emotion}
          talking={talking}
          animate={!reduced}
          alt={altText(state, target, label)}
          interactive={interactive}
          onInput={input}
        />
        <figcaption className="qt-vrobot-labels">
          <p>
            Face: <strong>{knownFace ? emotion : emotion ? `${emotion} (no drawing: default face)` : 'default'}</strong>. A stand-in drawn by this site, not
            LuxAI&apos;s face video.
          </p>
          {gesture ? (
            <p>
              Gesture: <strong>{gesture.name}</strong> ({seconds(gesture.duration)}). A stand-in motion of ours: LuxAI publishes no gesture trajectories.
            </p>
          ) : null}
          <p className="qt-vrobot-hint">Under each arm, a side view shows its shoulder pitch; the triangle points to the robot&apos;s front.</p>
        </figcaption>
      </figure>
      <p className="qt-vrobot-caption">{speech ? `“${speech.text}”` : null}</p>
      <p role="status" className="qt-vrobot-sr">
        {announcement}
      </p>
      <div className="qt-vrobot-controls">
        {state.recording ? (
          <button type="button" className="button button--sm button--danger" onClick={stopRecording}>
            Stop recording
          </button>
        ) : (
          <button
            type="button"
            className="button button--sm button--primary"
            onClick={() => onRecordStart?.()}
            disabled={replaying || Boolean(gesture)}
            aria-describedby={hintId}
          >
            Record a gesture
          </button>
        )}
        {replaying ? (
          <button type="button" className="button button--sm button--secondary" onClick={stopReplay}>
            Stop replay
          </button>
        ) : (
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={startReplay}
            disabled={frames.length < 2 || state.recording || Boolean(gesture)}
          >
            Replay my gesture
          </button>
        )}
        {canSpeak ? (
          <button type="button" className="button button--sm button--secondary" aria-pressed={sound} onClick={() => setSound(!sound)}>
            Read aloud
          </button>
        ) : null}
      </div>
      <p id={hintId} className="qt-vrobot-hint">
        {state.recording
          ? 'Recording: drag the arm handles, or focus one and use the arrow keys (Page Up and Page Down for bigger steps).'
          : gesture
            ? 'The arms are playing a gesture; record once it ends.'
            : interactive
              ? 'The arm motors are idle: you can move the arms with the handles.'
              : 'The arms move by hand only while their motors are idle, as on the robot: record a gesture to move them.'}
        {frames.length > 1 && !state.recording ? ` Your gesture: ${frames.length} poses, ${seconds(durationOf(frames))}.` : null}
      </p>
    </section>
  );
}
