/**
 * The face screen: one drawing per emotion of the simulated robot (tools/robot/sim/scenarios/default.yaml). A real
 * QTrobot plays LuxAI's face videos; these faces are ours, drawn from a few shapes, and the view labels them so.
 * Coordinates are the screen's own: x -50 to 50, y -30 to 30.
 */
import type {ReactNode} from 'react';

type Eyes = 'open' | 'wide' | 'happy' | 'closed' | 'half' | 'squint' | 'wink';
type Extra = 'tear' | 'blush' | 'question' | 'heart' | 'sweat' | 'sleepy';

export type FaceSpec = {
  /** The face in words, for the figure's text alternative. */
  words: string;
  eyes: Eyes;
  /** Where the pupils look, in screen units. */
  look?: [number, number];
  /** Brow tilts in degrees (positive raises the inner end) and their height above the eyes; none when absent. */
  brows?: {inner: [number, number]; lift: number};
  /** The mouth: an SVG path, filled when `open`. */
  mouth: {d: string; open?: boolean};
  extra?: Extra;
};

export const FACES: Readonly<Record<string, FaceSpec>> = {
  'QT/neutral': {words: 'a calm, neutral face', eyes: 'open', mouth: {d: 'M-10 18 H10'}},
  'QT/happy': {words: 'a happy face with smiling eyes and a wide smile', eyes: 'happy', mouth: {d: 'M-16 11 Q0 30 16 11 Z', open: true}},
  'QT/sad': {
    words: 'a sad face, eyes looking down, a frown and a tear',
    eyes: 'open',
    look: [0, 4],
    brows: {inner: [18, 18], lift: 14},
    mouth: {d: 'M-12 22 Q0 12 12 22'},
    extra: 'tear',
  },
  'QT/angry': {
    words: 'an angry face with lowered brows and a tight mouth',
    eyes: 'squint',
    brows: {inner: [-22, -22], lift: 9},
    mouth: {d: 'M-12 20 Q0 14 12 20'},
  },
  'QT/surprise': {
    words: 'a surprised face with wide eyes and a round open mouth',
    eyes: 'wide',
    brows: {inner: [0, 0], lift: 20},
    mouth: {d: 'M-6 18 a6 7 0 1 0 12 0 a6 7 0 1 0 -12 0', open: true},
  },
  'QT/confused': {
    words: 'a confused face, one brow raised, a wavy mouth and a question mark',
    eyes: 'open',
    look: [3, -2],
    brows: {inner: [0, -12], lift: 15},
    mouth: {d: 'M-12 19 Q-6 14 0 19 T12 19'},
    extra: 'question',
  },
  'QT/afraid': {
    words: 'an afraid face with wide eyes, worried brows and a trembling mouth',
    eyes: 'wide',
    look: [0, 2],
    brows: {inner: [20, 20], lift: 19},
    mouth: {d: 'M-12 20 Q-8 16 -4 20 T4 20 T12 20'},
    extra: 'sweat',
  },
  'QT/disgusted': {
    words: 'a disgusted face, eyes narrowed and the mouth pulled to one side',
    eyes: 'squint',
    look: [-3, 0],
    brows: {inner: [-15, 8], lift: 10},
    mouth: {d: 'M-12 16 Q-4 22 4 16 T14 20'},
  },
  'QT/bored': {words: 'a bored face with half-closed eyes and a flat mouth', eyes: 'half', look: [0, 3], mouth: {d: 'M-10 19 L10 17'}},
  'QT/shy': {
    words: 'a shy face looking down to the side, blushing, with a small smile',
    eyes: 'open',
    look: [-4, 4],
    mouth: {d: 'M-6 17 Q0 22 6 17'},
    extra: 'blush',
  },
  'QT/yawn': {
    words: 'a yawning face with closed eyes and a wide open mouth',
    eyes: 'closed',
    mouth: {d: 'M-8 18 a8 10 0 1 0 16 0 a8 10 0 1 0 -16 0', open: true},
    extra: 'sleepy',
  },
  'QT/kiss': {
    words: 'a face blowing a kiss: one eye winking, puckered lips and a heart',
    eyes: 'wink',
    mouth: {d: 'M-3 14 Q5 17 -1 19 Q5 21 -3 24'},
    extra: 'heart',
  },
  'QT/talking': {words: 'a talking face with the mouth open', eyes: 'open', mouth: {d: 'M-10 16 Q0 28 10 16 Z', open: true}},
};

/** The face a QTrobot shows between emotions. */
export const DEFAULT_FACE = FACES['QT/neutral'];
export const EMOTIONS = Object.keys(FACES);

export const faceOf = (emotion: string | null): FaceSpec => (emotion && FACES[emotion]) || DEFAULT_FACE;

const EYE_X = 22;
const EYE_Y = -6;

function Eye({x, spec, mirror}: {x: number; spec: FaceSpec; mirror: boolean}): ReactNode {
  const [lx, ly] = spec.look ?? [0, 0];
  const closedArc = `M${x - 10} ${EYE_Y} Q${x} ${EYE_Y + 7} ${x + 10} ${EYE_Y}`;
  if (spec.eyes === 'closed' || (spec.eyes === 'wink' && mirror)) return <path d={closedArc} className="qt-vrobot-line" />;
  if (spec.eyes === 'happy') return <path d={`M${x - 10} ${EYE_Y + 3} Q${x} ${EYE_Y - 11} ${x + 10} ${EYE_Y + 3}`} className="qt-vrobot-line" />;
  const ry = spec.eyes === 'wide' ? 13 : spec.eyes === 'squint' ? 5 : 11;
  const pupil = spec.eyes === 'wide' ? 3.5 : 5;
  return (
    <g className="qt-vrobot-eye">
      <ellipse cx={x} cy={EYE_Y} rx={spec.eyes === 'wide' ? 11 : 10} ry={ry} className="qt-vrobot-white" />
      <circle cx={x + lx} cy={EYE_Y + Math.max(-ry + pupil, Math.min(ry - pupil, ly))} r={Math.min(pupil, ry - 1)} className="qt-vrobot-pupil" />
      {spec.eyes === 'half' ? <rect x={x - 11} y={EYE_Y - 14} width={22} height={13} className="qt-vrobot-lid" /> : null}
    </g>
  );
}

function Extra({kind}: {kind: Extra}): ReactNode {
  switch (kind) {
    case 'tear':
      return <path d="M30 6 q4 7 0 9 q-4 -2 0 -9 Z" className="qt-vrobot-tear qt-vrobot-extra" />;
    case 'blush':
      return (
        <g className="qt-vrobot-blush">
          <ellipse cx={-32} cy={10} rx={7} ry={4} />
          <ellipse cx={32} cy={10} rx={7} ry={4} />
        </g>
      );
    case 'question':
      return <path d="M36 -22 q0 -6 6 -6 q6 0 6 5 q0 4 -6 7 v4 M42 -6 v2" className="qt-vrobot-line qt-vrobot-extra" />;
    case 'heart':
      return <path d="M38 -6 c-4 -6 -12 -1 -6 5 l6 5 l6 -5 c6 -6 -2 -11 -6 -5 Z" className="qt-vrobot-heart qt-vrobot-extra" />;
    case 'sweat':
      return <path d="M-40 -20 q5 8 0 10 q-5 -2 0 -10 Z" className="qt-vrobot-tear qt-vrobot-extra" />;
    case 'sleepy':
      return <path d="M32 -26 h8 l-8 8 h8 M42 -16 h5 l-5 5 h5" className="qt-vrobot-line qt-vrobot-extra" />;
  }
}

/** The face of `emotion` on the screen; `talking` opens and closes the mouth (unless motion is reduced, by CSS). */
export function Face({emotion, talking}: {emotion: string | null; talking: boolean}): ReactNode {
  const spec = faceOf(emotion);
  const mouth = talking && !spec.mouth.open ? FACES['QT/talking'].mouth : spec.mouth;
  return (
    <g className="qt-vrobot-face" data-face={emotion && FACES[emotion] ? emotion : 'default'}>
      <g className="qt-vrobot-eyes">
        <Eye x={-EYE_X} spec={spec} mirror={false} />
        <Eye x={EYE_X} spec={spec} mirror />
      </g>
      {spec.brows
        ? ([-1, 1] as const).map((side, i) => {
            const tilt = spec.brows!.inner[i];
            const cx = side * EYE_X;
            const cy = EYE_Y - spec.brows!.lift;
            // The inner end is the one towards the middle of the face.
            return <line key={side} x1={cx - 8} y1={cy} x2={cx + 8} y2={cy} transform={`rotate(${side * tilt} ${cx} ${cy})`} className="qt-vrobot-line" />;
          })
        : null}
      <path d={mouth.d} className={`${mouth.open ? 'qt-vrobot-mouth-open' : 'qt-vrobot-line'} qt-vrobot-mouth${talking ? ' qt-vrobot-talking' : ''}`} />
      {spec.extra ? <Extra kind={spec.extra} /> : null}
    </g>
  );
}
