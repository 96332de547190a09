/**
 * The drawing: a front view of the robot with its face screen, and a side view of each shoulder's pitch under the
 * arm; the arm joints' handles (sliders) on top. Everything here draws the pose it is given.
 */
import {useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject} from 'react';
import {Face} from './faces';
import {armPose, DIAL, dialPoint, headTransform, nearestAngle, pitchFromDial, VIEW_BOX, type Point, type Side} from './geometry';
import {clampJoint, LIMITS} from './jointModel';
import type {ArmJoint, JointAngles} from './types';

type Props = {
  /** What is drawn (moving between snapshots). */
  shown: JointAngles;
  /** Where the joints are going: the sliders' values. */
  target: JointAngles;
  emotion: string | null;
  talking: boolean;
  animate: boolean;
  alt: string;
  /** Whether the arm handles take input. */
  interactive: boolean;
  onInput: (joint: ArmJoint, degrees: number) => void;
};

const f = (v: number) => v.toFixed(1);
const SIDES: readonly Side[] = ['Right', 'Left'];
const HEAD = {x: 120, y: 63};
const STEP = 5;
const PAGE = 15;

const JOINT_LABEL: Record<ArmJoint, string> = {
  RightShoulderPitch: 'Right shoulder pitch (side view)',
  RightShoulderRoll: 'Right shoulder roll',
  RightElbowRoll: 'Right elbow roll',
  LeftShoulderPitch: 'Left shoulder pitch (side view)',
  LeftShoulderRoll: 'Left shoulder roll',
  LeftElbowRoll: 'Left elbow roll',
};

function Arm({side, pose}: {side: Side; pose: JointAngles}): ReactNode {
  const a = armPose(side, pose);
  // Nearer the reader, the hand is drawn larger.
  const hand = Math.max(6, 10 * (1 + a.handDepth / 300));
  const segments = `M${f(a.shoulder.x)} ${f(a.shoulder.y)} L${f(a.elbow.x)} ${f(a.elbow.y)} L${f(a.hand.x)} ${f(a.hand.y)}`;
  return (
    <g className="qt-vrobot-arm" data-side={side} data-depth={a.elbowDepth + a.handDepth < 0 ? 'behind' : 'front'}>
      <path d={segments} className="qt-vrobot-edge" strokeWidth={17} strokeLinejoin="round" />
      <path
        d={segments}
        className="qt-vrobot-limb"
        strokeWidth={12}
        strokeLinejoin="round"
        data-elbow={`${f(a.elbow.x)} ${f(a.elbow.y)}`}
        data-hand={`${f(a.hand.x)} ${f(a.hand.y)}`}
      />
      <circle cx={a.shoulder.x} cy={a.shoulder.y} r={11} className="qt-vrobot-hand" />
      <circle cx={f(a.hand.x)} cy={f(a.hand.y)} r={f(hand)} className="qt-vrobot-hand" />
    </g>
  );
}

function SideView({side, pitch}: {side: Side; pitch: number}): ReactNode {
  const d = DIAL[side];
  const end = dialPoint(side, pitch, d.radius - 4);
  return (
    <g className="qt-vrobot-side" data-side={side}>
      <circle cx={d.x} cy={d.y} r={d.radius} className="qt-vrobot-dial" />
      <path d={`M${d.x} ${d.y - 14} V${d.y + 22}`} className="qt-vrobot-edge" strokeWidth={6} />
      <path d={`M${d.x + d.front * 31} ${d.y - 5} l${d.front * 7} 5 l${-d.front * 7} 5 Z`} className="qt-vrobot-front" />
      <path d={`M${d.x} ${d.y} L${f(end.x)} ${f(end.y)}`} className="qt-vrobot-edge" strokeWidth={5} data-pitch-line />
    </g>
  );
}

type HandleProps = {
  joint: ArmJoint;
  at: Point;
  value: number;
  interactive: boolean;
  onInput: Props['onInput'];
  toValue: (p: Point) => number;
  svg: RefObject<SVGSVGElement | null>;
};

function Handle({joint, at, value, interactive, onInput, toValue, svg}: HandleProps): ReactNode {
  const [lo, hi] = LIMITS[joint];
  const [dragging, setDragging] = useState(false);
  const shown = Math.round(value);
  const keyDown = (e: KeyboardEvent) => {
    if (!interactive) return;
    const next = {
      ArrowUp: shown + STEP,
      ArrowRight: shown + STEP,
      ArrowDown: shown - STEP,
      ArrowLeft: shown - STEP,
      PageUp: shown + PAGE,
      PageDown: shown - PAGE,
      Home: lo,
      End: hi,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const clamped = clampJoint(joint, next);
    if (clamped !== shown) onInput(joint, clamped);
  };
  const pointAt = (e: PointerEvent): Point | null => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || !box.width || !box.height) return null;
    return {x: VIEW_BOX.x + ((e.clientX - box.left) * VIEW_BOX.width) / box.width, y: VIEW_BOX.y + ((e.clientY - box.top) * VIEW_BOX.height) / box.height};
  };
  const move = (e: PointerEvent) => {
    if (!dragging) return;
    const p = pointAt(e);
    if (!p) return;
    const next = clampJoint(joint, toValue(p));
    if (next !== shown) onInput(joint, next);
  };
  const end = () => setDragging(false);
  return (
    <g
      role="slider"
      tabIndex={interactive ? 0 : -1}
      aria-label={JOINT_LABEL[joint]}
      aria-valuemin={lo}
      aria-valuemax={hi}
      aria-valuenow={shown}
      aria-valuetext={`${shown} degrees`}
      aria-disabled={!interactive}
      className="qt-vrobot-handle"
      data-joint={joint}
      data-dragging={dragging || undefined}
      onKeyDown={keyDown}
      onPointerDown={(e) => {
        if (!interactive) return;
        e.preventDefault();
        (e.currentTarget as SVGGElement).focus();
        (e.currentTarget as SVGGElement).setPointerCapture?.(e.pointerId);
        setDragging(true);
      }}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
    >
      <circle cx={f(at.x)} cy={f(at.y)} r={15} className="qt-vrobot-hit" />
      <circle cx={f(at.x)} cy={f(at.y)} r={12} className="qt-vrobot-ring" />
      <circle cx={f(at.x)} cy={f(at.y)} r={7} className="qt-vrobot-knob" />
    </g>
  );
}

export default function RobotFigure({shown, target, emotion, talking, animate, alt, interactive, onInput}: Props): ReactNode {
  const svg = useRef<SVGSVGElement>(null);
  const head = headTransform(shown.HeadYaw, shown.HeadPitch);
  const behind = SIDES.filter((side) => {
    const a = armPose(side, shown);
    return a.elbowDepth + a.handDepth < 0;
  });
  return (
    <svg
      ref={svg}
      viewBox={`${VIEW_BOX.x} ${VIEW_BOX.y} ${VIEW_BOX.width} ${VIEW_BOX.height}`}
      className={`qt-vrobot-svg${animate ? ' qt-vrobot-animate' : ''}`}
      role="group"
      aria-label="QTrobot and its arm handles"
    >
      <g role="img" aria-label={alt}>
        {SIDES.map((side) => (
          <SideView key={side} side={side} pitch={shown[`${side}ShoulderPitch`]} />
        ))}
        {behind.map((side) => (
          <Arm key={side} side={side} pose={shown} />
        ))}
        <path d="M80 124 H160 Q176 124 178 140 L196 290 Q198 304 184 304 H56 Q42 304 44 290 L62 140 Q64 124 80 124 Z" className="qt-vrobot-body" />
        <rect x={106} y={108} width={28} height={18} className="qt-vrobot-body" />
        <g className="qt-vrobot-head" transform={`translate(${f(head.dx * 0.35)} ${f(head.dy * 0.3)})`}>
          <rect x={52} y={16} width={136} height={96} rx={18} className="qt-vrobot-body" />
          <circle cx={52} cy={63} r={8} className="qt-vrobot-body" />
          <circle cx={188} cy={63} r={8} className="qt-vrobot-body" />
        </g>
        <g
          className="qt-vrobot-screen"
          data-head={`${f(shown.HeadYaw)} ${f(shown.HeadPitch)}`}
          transform={`translate(${f(HEAD.x + head.dx)} ${f(HEAD.y + head.dy)}) scale(${head.sx.toFixed(3)} ${head.sy.toFixed(3)})`}
        >
          <rect x={-54} y={-36} width={108} height={72} rx={8} className="qt-vrobot-bezel" />
          <Face key={emotion ?? ''} emotion={emotion} talking={talking} />
        </g>
        {SIDES.filter((side) => !behind.includes(side)).map((side) => (
          <Arm key={side} side={side} pose={shown} />
        ))}
      </g>
      <g role="group" aria-label="Arm joints">
        {SIDES.flatMap((side) => {
          const a = armPose(side, shown);
          const pitch = `${side}ShoulderPitch` as const;
          return [
            <Handle
              key={pitch}
              joint={pitch}
              at={dialPoint(side, shown[pitch], DIAL[side].radius - 4)}
              value={target[pitch]}
              interactive={interactive}
              onInput={onInput}
              toValue={(p) => pitchFromDial(side, p)}
              svg={svg}
            />,
            <Handle
              key={`${side}ShoulderRoll`}
              joint={`${side}ShoulderRoll`}
              at={a.elbow}
              value={target[`${side}ShoulderRoll`]}
              interactive={interactive}
              onInput={onInput}
              toValue={(p) => nearestAngle(side, 'ShoulderRoll', target, p)}
              svg={svg}
            />,
            <Handle
              key={`${side}ElbowRoll`}
              joint={`${side}ElbowRoll`}
              at={a.hand}
              value={target[`${side}ElbowRoll`]}
              interactive={interactive}
              onInput={onInput}
              toValue={(p) => nearestAngle(side, 'ElbowRoll', target, p)}
              svg={svg}
            />,
          ];
        })}
      </g>
    </svg>
  );
}
