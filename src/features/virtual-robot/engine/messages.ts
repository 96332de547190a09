/**
 * Message definitions and rosbridge's conversion of JSON into them, as the ROS simulator's bridge does
 * (tools/robot/sim/rosbridge_ws.py `fill`): a key that is not a field of the message is an error, missing fields
 * take their defaults, uint8[] travels as base64 text. The fields come from the interface table
 * (src/data/ros/interfaces.json), plus the standard messages it describes only in part (std_msgs' layout, headers).
 */
import {rosInterfaces, rosNestedMessages} from '@site/src/data/rosInterfaces';
import {ROS_PACKAGES, STANDARD, type Field} from './standardMessages';

const topicFields = new Map<string, Field[]>();
const described = new Set<string>();
const serviceTypes = new Map<string, {request: Field[]; response: Field[]}>();
for (const i of rosInterfaces) {
  if (i.kind === 'topic') {
    if (i.fields && !topicFields.has(i.type)) topicFields.set(i.type, i.fields);
    described.add(i.type);
  } else if (i.kind === 'service') {
    serviceTypes.set(i.type, {request: i.fields ?? [], response: i.response ?? []});
  }
}

/** A message's fields, or undefined when only its name is known (an image: accepted as given). */
export function fieldsOf(type: string): Field[] | undefined {
  if (type.endsWith('Request') && serviceTypes.has(type.slice(0, -'Request'.length))) return serviceTypes.get(type.slice(0, -'Request'.length))!.request;
  if (type.endsWith('Response') && serviceTypes.has(type.slice(0, -'Response'.length))) return serviceTypes.get(type.slice(0, -'Response'.length))!.response;
  return STANDARD[type] ?? topicFields.get(type) ?? rosNestedMessages[type]?.fields;
}

export function isKnownMessage(type: string): boolean {
  return fieldsOf(type) !== undefined || described.has(type) || ROS_PACKAGES.has(type.split('/')[0]);
}

export class MessageError extends Error {}

const INTEGER = /^u?int(8|16|32|64)$|^byte$|^char$/;
const BASE64_ARRAYS = /^(uint8|char)\[/;

function repr(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

function primitive(type: string, value: unknown, where: string): unknown {
  const fail = (what: string): never => {
    throw new MessageError(`field ${where} must be ${what}, not ${repr(value)}`);
  };
  if (type === 'string') return typeof value === 'string' ? value : fail('a string');
  if (type === 'bool') return typeof value === 'boolean' ? value : fail('true or false');
  if (type === 'time' || type === 'duration') {
    if (typeof value !== 'object' || value === null) return fail('{secs, nsecs}');
    const t = value as {secs?: number; nsecs?: number};
    return {secs: t.secs ?? 0, nsecs: t.nsecs ?? 0};
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('a number');
  if (INTEGER.test(type)) return Number.isInteger(value) ? value : fail('a whole number');
  // What the robot's node receives after ROS has sent it as a 32-bit float.
  return type === 'float32' ? Math.fround(value) : value;
}

function defaultOf(type: string): unknown {
  if (type.endsWith(']')) return [];
  if (type === 'string') return '';
  if (type === 'bool') return false;
  if (type === 'time' || type === 'duration') return {secs: 0, nsecs: 0};
  if (type.includes('/')) return fill(type, {});
  return 0;
}

/** The message of `type` made from a JSON object, or a MessageError saying what is wrong, as rosbridge does. */
export function fill(type: string, data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new MessageError(`expected an object for ${type}, got ${repr(data)}`);
  const fields = fieldsOf(type);
  if (!fields) return data as Record<string, unknown>;
  const given = data as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!fields.some((field) => field.name === key)) {
      throw new MessageError(`${type} has no field "${key}" (fields: ${fields.map((field) => field.name).join(', ')})`);
    }
  }
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = given[field.name];
    if (value === undefined) {
      out[field.name] = defaultOf(field.type);
      continue;
    }
    const array = /\[\d*\]$/.test(field.type);
    const base = field.type.replace(/\[\d*\]$/, '');
    const where = `${field.name} of ${type}`;
    if (array && BASE64_ARRAYS.test(field.type) && typeof value === 'string') out[field.name] = value;
    else if (array) {
      if (!Array.isArray(value)) throw new MessageError(`field ${where} must be a list, not ${repr(value)}`);
      out[field.name] = value.map((item) => (base.includes('/') ? fill(base, item) : primitive(base, item, where)));
    } else out[field.name] = base.includes('/') ? fill(base, value) : primitive(base, value, where);
  }
  return out;
}
