/**
 * Forms for "Try it", built from the fields of each interface in src/data/ros/interfaces.json
 * (`{name: 'pitch', type: 'int16'}`, `{name: 'data', type: 'float64[]', joints: ['HeadYaw', 'HeadPitch']}`, …),
 * and the safety rules for interfaces that move the robot (the V2 joint limits of src/data/robot/model.json). Pure functions: unit-tested in tests/unit/robotFields.test.ts.
 */
import type {RosField, RosInterface} from '@site/src/data/rosInterfaces';
import {jointLimit} from '@site/src/data/robotModel';

export type Scalar = 'bool' | 'int8' | 'uint8' | 'int16' | 'uint16' | 'int32' | 'uint32' | 'int64' | 'uint64' | 'float32' | 'float64' | 'string';

export type FormField = {name: string; type: Scalar; array: boolean; hint?: string; joints?: string[]};

/** What the reader can do with an interface from the page, and why not when nothing. */
export type TryPlan = {mode: 'publish' | 'call'; fields: FormField[]; moves: boolean} | {mode: 'subscribe'; heavy: boolean} | {mode: 'none'; reason: string};

const SCALARS = new Set<string>(['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64', 'float32', 'float64', 'string']);
const INTEGER_RANGE: Partial<Record<Scalar, [number, number]>> = {
  int8: [-128, 127],
  uint8: [0, 255],
  int16: [-32768, 32767],
  uint16: [0, 65535],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  int64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  uint64: [0, Number.MAX_SAFE_INTEGER],
};

/** Interfaces that move the head or the arms, or release the motors: these ask for confirmation first. */
const MOVING = new Set([
  '/qt_robot/gesture/play',
  '/qt_robot/gesture/record',
  '/qt_robot/head_position/command',
  '/qt_robot/right_arm_position/command',
  '/qt_robot/left_arm_position/command',
  '/qt_robot/motors/home',
  '/qt_robot/motors/setControlMode',
  '/qt_robot/custom/startstop',
]);

export function movesRobot(item: Pick<RosInterface, 'name'>): boolean {
  return MOVING.has(item.name);
}

/** Message types too large or binary to show as text in a page (images, clouds, audio). */
const HEAVY = /^(sensor_msgs\/(Image|PointCloud2|CompressedImage)|audio_common_msgs\/AudioData)$/;

/**
 * The form fields of a message: one input per field, a list input for an array. A one-field message
 * shows the field's meaning as the input's hint; a joint command's array knows its joints. Returns
 * undefined when there is no field list (a standard message described in words) or a field is not a
 * primitive or an array of primitives (nested messages are not offered as forms).
 */
export function formFields(fields: readonly RosField[] | undefined): FormField[] | undefined {
  if (!fields) return undefined;
  const out: FormField[] = [];
  for (const f of fields) {
    const array = f.type.endsWith('[]');
    const type = array ? f.type.slice(0, -2) : f.type;
    if (!SCALARS.has(type)) return undefined;
    out.push({name: f.name, type: type as Scalar, array});
  }
  if (out.length === 1 && fields[0].meaning) out[0].hint = fields[0].meaning;
  if (out.length === 1 && out[0].array && fields[0].joints) out[0].joints = [...fields[0].joints];
  return out;
}

export function planFor(item: RosInterface): TryPlan {
  if (item.kind === 'action') return {mode: 'none', reason: 'Actions are not offered here: use a ROS program (see the motors tutorials).'};
  if (item.kind === 'topic' && item.direction !== 'publish') return {mode: 'subscribe', heavy: HEAVY.test(item.type)};
  const fields = formFields(item.fields);
  if (!fields || fields.some((f) => f.type === 'uint8' && f.array)) {
    return {mode: 'none', reason: 'Its fields are not simple values, so the page offers no form for it.'};
  }
  return {mode: item.kind === 'topic' ? 'publish' : 'call', fields, moves: movesRobot(item)};
}

/** 0 degrees, or the nearest allowed value when 0 is outside the joint's range (the rolls). */
function restPosition(joint: string): string {
  const limit = jointLimit(joint);
  return String(limit ? Math.min(Math.max(0, limit[0]), limit[1]) : 0);
}

/** The initial text of each input: empty strings, false, zeros, or one in-range value per joint. */
export function initialValues(fields: FormField[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      f.array ? (f.joints ? f.joints.map(restPosition).join(', ') : '') : f.type === 'bool' ? 'false' : f.type === 'string' ? '' : '0',
    ]),
  );
}

export type BuildResult = {ok: true; message: Record<string, unknown>} | {ok: false; errors: Record<string, string>};

function scalar(type: Scalar, raw: string): {value?: unknown; error?: string} {
  const text = raw.trim();
  if (type === 'string') return {value: raw};
  if (type === 'bool') {
    if (text === 'true' || text === 'false') return {value: text === 'true'};
    return {error: 'true or false'};
  }
  if (text === '' || !Number.isFinite(Number(text))) return {error: 'a number'};
  const n = Number(text);
  const range = INTEGER_RANGE[type];
  if (range) {
    if (!Number.isInteger(n)) return {error: 'a whole number'};
    if (n < range[0] || n > range[1]) return {error: `between ${range[0]} and ${range[1]}`};
  }
  return {value: n};
}

function splitList(raw: string): string[] {
  const text = raw
    .trim()
    .replace(/^\[|\]$/g, '')
    .trim();
  return text === '' ? [] : text.split(',').map((s) => s.trim().replace(/^['"]|['"]$/g, ''));
}

/**
 * Turns the inputs into a ROS message, or says what is wrong with each input. Lists are comma-separated;
 * joint positions must stay inside the V2 limits: an out-of-range value is refused, never clamped,
 * so the robot never does something the reader did not ask for.
 */
export function buildMessage(fields: FormField[], values: Record<string, string>): BuildResult {
  const message: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const raw = values[f.name] ?? '';
    if (!f.array) {
      const r = scalar(f.type, raw);
      if (r.error) errors[f.name] = `Enter ${r.error}.`;
      else message[f.name] = r.value;
      continue;
    }
    const items = splitList(raw).map((item) => scalar(f.type, item));
    const bad = items.find((i) => i.error);
    if (bad) {
      errors[f.name] = `Enter a comma-separated list; each item ${bad.error}.`;
      continue;
    }
    const list = items.map((i) => i.value);
    if (f.joints) {
      if (list.length !== f.joints.length) {
        errors[f.name] = `Enter ${f.joints.length} values: ${f.joints.join(', ')}.`;
        continue;
      }
      const outside = f.joints.flatMap((joint, index) => {
        const limit = jointLimit(joint);
        const v = list[index] as number;
        return limit && (v < limit[0] || v > limit[1]) ? [`${joint} must stay between ${limit[0]} and ${limit[1]} degrees`] : [];
      });
      if (outside.length) {
        errors[f.name] = `${outside.join('; ')}.`;
        continue;
      }
    }
    message[f.name] = list;
  }
  return Object.keys(errors).length ? {ok: false, errors} : {ok: true, message};
}

/** A received message as short text: long arrays and strings cut, so a fast topic cannot flood the page. */
export function summarize(value: unknown, max = 1200): string {
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v === 'string' && v.length > 200) return `${v.slice(0, 200)}… (${v.length} characters)`;
      if (Array.isArray(v) && v.length > 24) return [...v.slice(0, 24), `… ${v.length - 24} more`];
      if (typeof v === 'number' && !Number.isInteger(v)) return Number(v.toFixed(3));
      return v;
    },
    2,
  );
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Input values from the entry's terminal example (`rosservice call … "message: 'Hello'"`), so a form
 * starts with something the robot understands. Joint lists are left at their in-range defaults.
 */
export function exampleValues(example: string | undefined, fields: FormField[]): Record<string, string> {
  if (!example) return {};
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (f.joints) continue;
    const m = new RegExp(`(?:^|[\\s"{,]|\\\\n)${f.name}:\\s*('([^']*)'|\\[([^\\]]*)\\]|(-?[\\d.]+|true|false))`).exec(example);
    if (!m) continue;
    out[f.name] = m[2] ?? m[3]?.replace(/'/g, '') ?? m[4] ?? '';
  }
  return out;
}
