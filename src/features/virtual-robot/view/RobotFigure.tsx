/**
 * The drawing: a front view of the robot with its face screen, and a side view of each shoulder's pitch under the
 * arm; the arm joints' handles (sliders) on top. React renders it for the pose current at render time; between
 * renders, `drawPose` moves the same parts to each pose the stream hands it (a gesture draws every frame without a
 * render), writing the attributes the render writes, from the same functions.
 */
import {useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject} from 'react';
import {Face} from './faces';
import {armPose, DIAL, dialPoint, headTransform, nearestAngle, pitchFromDial, SHOULDER, VIEW_BOX, type Point, type Side} from './geometry';
import {clampJoint, LIMITS} from './jointModel';
import type {PoseStream} from './usePose';
import type {ArmJoint, JointAngles} from './types';

type Props = {
  /** What is drawn (moving between snapshots, frame by frame). */
  pose: PoseStream;
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

/** The moving parts' attributes for a pose: what the render writes and `drawPose` writes again. */
function armAttributes(side: Side, pose: JointAngles) {
  const a = armPose(side, pose);
  // Nearer the reader, the hand is drawn larger.
  const hand = Math.max(6, 10 * (1 + a.handDepth / 300));
  return {
    depth: a.elbowDepth + a.handDepth < 0 ? 'behind' : 'front',
    segments: `M${f(a.shoulder.x)} ${f(a.shoulder.y)} L${f(a.elbow.x)} ${f(a.elbow.y)} L${f(a.hand.x)} ${f(a.hand.y)}`,
    elbow: `${f(a.elbow.x)} ${f(a.elbow.y)}`,
    hand: {cx: f(a.hand.x), cy: f(a.hand.y), r: f(hand), text: `${f(a.hand.x)} ${f(a.hand.y)}`},
  };
}

function pitchLine(side: Side, pitch: number): string {
  const d = DIAL[side];
  const end = dialPoint(side, pitch, d.radius - 4);
  return `M${d.x} ${d.y} L${f(end.x)} ${f(end.y)}`;
}

function headAttributes(pose: JointAngles) {
  const head = headTransform(pose.HeadYaw, pose.HeadPitch);
  return {
    shell: `translate(${f(head.dx * 0.35)} ${f(head.dy * 0.3)})`,
    screen: `translate(${f(HEAD.x + head.dx)} ${f(HEAD.y + head.dy)}) scale(${head.sx.toFixed(3)} ${head.sy.toFixed(3)})`,
    data: `${f(pose.HeadYaw)} ${f(pose.HeadPitch)}`,
  };
}

/** Where each arm joint's handle sits in a pose. */
function handlePoint(joint: ArmJoint, pose: JointAngles): Point {
  const side: Side = joint.startsWith('Right') ? 'Right' : 'Left';
  if (joint.endsWith('ShoulderPitch')) return dialPoint(side, pose[joint], DIAL[side].radius - 4);
  const a = armPose(side, pose);
  return joint.endsWith('ShoulderRoll') ? a.elbow : a.hand;
}

const setAll = (element: Element | null, attributes: Record<string, string>) => {
  if (!element) return;
  for (const [name, value] of Object.entries(attributes)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
};

/**
 * Moves the drawing in `svg` to `pose`: the arms (each drawn behind the body or in front of it), the side views'
 * pitch lines, the head and its screen, the handles. Runs every animation frame while the robot moves.
 */
export function drawPose(svg: SVGSVGElement, pose: JointAngles): void {
  const figure = svg.querySelector('.qt-vrobot-figure-img');
  const body = svg.querySelector('.qt-vrobot-torso');
  for (const side of SIDES) {
    const a = armAttributes(side, pose);
    const arm = svg.querySelector(`.qt-vrobot-arm[data-side="${side}"]`);
    if (arm && figure && body) {
      if (arm.getAttribute('data-depth') !== a.depth) arm.setAttribute('data-depth', a.depth);
      // Behind: before the body; in front: last, over the screen.
      const beforeBody = Boolean(arm.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (a.depth === 'behind' && !beforeBody) body.before(arm);
      if (a.depth === 'front' && beforeBody) figure.append(arm);
      setAll(arm.querySelector('.qt-vrobot-edge'), {d: a.segments});
      setAll(arm.querySelector('.qt-vrobot-limb'), {d: a.segments, 'data-elbow': a.elbow, 'data-hand': a.hand.text});
      setAll(arm.querySelector('.qt-vrobot-hand-end'), {cx: a.hand.cx, cy: a.hand.cy, r: a.hand.r});
    }
    setAll(svg.querySelector(`.qt-vrobot-side[data-side="${side}"] [data-pitch-line]`), {d: pitchLine(side, pose[`${side}ShoulderPitch`])});
  }
  const head = headAttributes(pose);
  setAll(svg.querySelector('.qt-vrobot-head'), {transform: head.shell});
  setAll(svg.querySelector('.qt-vrobot-screen'), {transform: head.screen, 'data-head': head.data});
  for (const joint of Object.keys(JOINT_LABEL) as ArmJoint[]) {
    const at = handlePoint(joint, pose);
    for (const circle of svg.querySelectorAll(`.qt-vrobot-handle[data-joint="${joint}"] circle`)) setAll(circle, {cx: f(at.x), cy: f(at.y)});
  }
}

function Arm({side, pose}: {side: Side; pose: JointAngles}): ReactNode {
  const a = armAttributes(side, pose);
  return (
    <g className="qt-vrobot-arm" data-side={side} data-depth={a.depth}>
      <path d={a.segments} className="qt-vrobot-edge" strokeWidth={17} strokeLinejoin="round" />
      <path d={a.segments} className="qt-vrobot-limb" strokeWidth={12} strokeLinejoin="round" data-elbow={a.elbow} data-hand={a.hand.text} />
      <circle cx={SHOULDER[side].x} cy={SHOULDER[side].y} r={11} className="qt-vrobot-hand" />
      <circle cx={a.hand.cx} cy={a.hand.cy} r={a.hand.r} className="qt-vrobot-hand qt-vrobot-hand-end" />
    </g>
  );
}

function SideView({side, pitch}: {side: Side; pitch: number}): ReactNode {
  const d = DIAL[side];
  return (
    <g className="qt-vrobot-side" data-side={side}>
      <circle cx={d.x} cy={d.y} r={d.radius} className="qt-vrobot-dial" />
      <path d={`M${d.x} ${d.y - 14} V${d.y + 22}`} className="qt-vrobot-edge" strokeWidth={6} />
      <path d={`M${d.x + d.front * 31} ${d.y - 5} l${d.front * 7} 5 l${-d.front * 7} 5 Z`} className="qt-vrobot-front" />
      <path d={pitchLine(side, pitch)} className="qt-vrobot-edge" strokeWidth={5} data-pitch-line />
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

export default function RobotFigure({pose, target, emotion, talking, animate, alt, interactive, onInput}: Props): ReactNode {
  const svg = useRef<SVGSVGElement>(null);
  const shown = pose.current;
  const head = headAttributes(shown);
  // Each render writes the pose current then; the arms' order behind or in front of the body is drawPose's.
  useLayoutEffect(() => {
    if (svg.current) drawPose(svg.current, pose.current);
  });
  useLayoutEffect(() => pose.listen((next) => svg.current && drawPose(svg.current, next)), [pose]);
  const handle = (joint: ArmJoint, toValue: (p: Point) => number) => (
    <Handle
      key={joint}
      joint={joint}
      at={handlePoint(joint, shown)}
      value={target[joint]}
      interactive={interactive}
      onInput={onInput}
      toValue={toValue}
      svg={svg}
    />
  );
  return (
    <svg
      ref={svg}
      viewBox={`${VIEW_BOX.x} ${VIEW_BOX.y} ${VIEW_BOX.width} ${VIEW_BOX.height}`}
      className={`qt-vrobot-svg${animate ? ' qt-vrobot-animate' : ''}`}
      role="group"
      aria-label="QTrobot and its arm handles"
    >
      <g role="img" aria-label={alt} className="qt-vrobot-figure-img">
        {SIDES.map((side) => (
          <SideView key={side} side={side} pitch={shown[`${side}ShoulderPitch`]} />
        ))}
        {SIDES.map((side) => (
          <Arm key={side} side={side} pose={shown} />
        ))}
        <path
          d="M80 124 H160 Q176 124 178 140 L196 290 Q198 304 184 304 H56 Q42 304 44 290 L62 140 Q64 124 80 124 Z"
          className="qt-vrobot-body qt-vrobot-torso"
        />
        <rect x={106} y={108} width={28} height={18} className="qt-vrobot-body" />
        <g className="qt-vrobot-head" transform={head.shell}>
          <rect x={52} y={16} width={136} height={96} rx={18} className="qt-vrobot-body" />
          <circle cx={52} cy={63} r={8} className="qt-vrobot-body" />
          <circle cx={188} cy={63} r={8} className="qt-vrobot-body" />
        </g>
        <g className="qt-vrobot-screen" data-head={head.data} transform={head.screen}>
          <rect x={-54} y={-36} width={108} height={72} rx={8} className="qt-vrobot-bezel" />
          <Face key={emotion ?? ''} emotion={emotion} talking={talking} />
        </g>
      </g>
      <g role="group" aria-label="Arm joints">
        {SIDES.flatMap((side) => [
          handle(`${side}ShoulderPitch`, (p) => pitchFromDial(side, p)),
          handle(`${side}ShoulderRoll`, (p) => nearestAngle(side, 'ShoulderRoll', target, p)),
          handle(`${side}ElbowRoll`, (p) => nearestAngle(side, 'ElbowRoll', target, p)),
        ])}
      </g>
    </svg>
  );
}
