/**
 * The pose the drawing shows. The engine moves the joints at the robot's speed and hands the view snapshots (the
 * joint states come at 2 Hz); between two snapshots the view slides each joint linearly over the time the last
 * snapshots took to come, one requestAnimationFrame step at a time. While a gesture plays the view draws its
 * stand-in motion (./gestures.ts). With reduced motion the drawing jumps to each pose and holds a gesture's
 * first pose, and no frame loop runs.
 *
 * The frames do not go through React: `usePose` hands each pose to the figure's draw function (a `PoseStream`
 * listener, ./RobotFigure.tsx), which sets the moving parts' attributes: a render of the view per frame costs the
 * page's main thread about 3 ms of script a frame at 4x CPU (bench/results/summary.json `virtualRobot.gestureTrace`).
 */
import {useEffect, useRef, useState, useSyncExternalStore} from 'react';
import {gestureStill, sampleGesture} from './gestures';
import {JOINTS} from './jointModel';
import type {GesturePlaying, JointAngles} from './types';

const QUERY = '(prefers-reduced-motion: reduce)';

// One list for the page: the view reads it on every render, and a gesture renders every frame (matchMedia per call
// cost 89 ms of main thread over a 5 s gesture at 4x CPU).
let mediaList: {list: MediaQueryList; of: typeof window.matchMedia} | undefined;
function reducedList(): MediaQueryList | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  if (mediaList?.of !== window.matchMedia) mediaList = {list: window.matchMedia(QUERY), of: window.matchMedia};
  return mediaList.list;
}

function subscribe(onChange: () => void): () => void {
  const list = reducedList();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the reader asks for reduced motion (false on the server and where matchMedia is missing). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(reducedList()?.matches),
    () => false,
  );
}

/** The slide to a new snapshot lasts as long as the last two snapshots were apart, within these bounds (ms). */
const MIN_SLIDE = 60;
const MAX_SLIDE = 600;
/** The slide back from a gesture's last stand-in pose to the joints' states. */
const GESTURE_RETURN = 400;

const key = (pose: JointAngles) => JOINTS.map((j) => pose[j].toFixed(2)).join(' ');
const lerp = (a: JointAngles, b: JointAngles, t: number): JointAngles => {
  const out = {} as JointAngles;
  for (const j of JOINTS) out[j] = a[j] + (b[j] - a[j]) * t;
  return out;
};

const gestureEnds = (g: GesturePlaying) => g.startedAt + g.duration * 1000;

/** The drawn pose: the latest in `current`, each new one handed to the listeners as it is drawn. */
export type PoseStream = {
  readonly current: JointAngles;
  listen(draw: (pose: JointAngles) => void): () => void;
};

function poseStream(initial: JointAngles): PoseStream & {set(pose: JointAngles): void} {
  const listeners = new Set<(pose: JointAngles) => void>();
  let current = initial;
  return {
    get current() {
      return current;
    },
    listen(draw) {
      listeners.add(draw);
      return () => listeners.delete(draw);
    },
    set(pose) {
      current = pose;
      for (const draw of listeners) draw(pose);
    },
  };
}

export function usePose(target: JointAngles, gesture: GesturePlaying | null, reduced: boolean): PoseStream {
  const [stream] = useState(() => poseStream(target));
  // The parent may build a new gesture object on each render; the motion restarts only for a new gesture.
  const gestureName = gesture?.name;
  const gestureStart = gesture?.startedAt;
  const gestureDuration = gesture?.duration;
  const motion = useRef({from: target, to: target, at: 0, slide: MIN_SLIDE, lastSnapshot: 0, shown: target});
  const targetKey = key(target);

  // A new snapshot: slide from what is drawn now.
  useEffect(() => {
    const m = motion.current;
    const now = performance.now();
    const gap = m.lastSnapshot ? now - m.lastSnapshot : MIN_SLIDE;
    Object.assign(m, {from: m.shown, to: target, at: now, lastSnapshot: now, slide: Math.min(MAX_SLIDE, Math.max(MIN_SLIDE, gap))});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the target's values
  }, [targetKey]);

  useEffect(() => {
    const m = motion.current;
    const gesture: GesturePlaying | null = gestureName !== undefined ? {name: gestureName, startedAt: gestureStart!, duration: gestureDuration!} : null;
    const show = (pose: JointAngles) => {
      m.shown = pose;
      stream.set(pose);
    };
    if (reduced) {
      if (gesture && performance.now() < gestureEnds(gesture)) {
        show(gestureStill(gesture.name, m.to));
        const timer = setTimeout(() => show(m.to), gestureEnds(gesture) - performance.now());
        return () => clearTimeout(timer);
      }
      show(m.to);
      return undefined;
    }
    let frame = 0;
    let gestureOver = false;
    const step = (now: number) => {
      if (gesture && now < gestureEnds(gesture)) {
        show(sampleGesture(gesture.name, m.to, (now - gesture.startedAt) / (gesture.duration * 1000)));
        frame = requestAnimationFrame(step);
        return;
      }
      if (gesture && !gestureOver) {
        gestureOver = true;
        Object.assign(m, {from: m.shown, at: now, slide: GESTURE_RETURN});
      }
      const t = Math.min(1, Math.max(0, (now - m.at) / m.slide));
      show(t >= 1 ? m.to : lerp(m.from, m.to, t));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // The loop restarts for each snapshot and stops once the joints are drawn where they are.
  }, [targetKey, gestureName, gestureStart, gestureDuration, reduced, stream]);

  return stream;
}
