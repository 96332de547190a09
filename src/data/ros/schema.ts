/**
 * The schema of the ROS interface table (./interfaces.json) and the types the site reads it with.
 * Node only: the build (src/plugins/ros-interfaces), the message generation's tests and the unit tests
 * validate the table with `parseInterfaceTable`; the browser imports the JSON through
 * src/data/rosInterfaces.ts with these types alone (`import type`), so zod never reaches a page's script.
 */
import * as z from 'zod';
import primitives from './primitives.json';

export const GENERATIONS = ['V1', 'V2'] as const;
export const INTERFACE_KINDS = ['topic', 'service', 'action'] as const;
export const INTERFACE_GROUPS = [
  'speech',
  'audio',
  'behavior',
  'emotion',
  'setting',
  'gesture',
  'motors',
  'vision',
  'microphone',
  'recognition',
  'apps',
] as const;
/**
 * The two software set-ups of a V1 QTRP. `first`: Ubuntu 16.04 "xenial", ROS Kinetic, Python 2 (QTRP versions
 * before QTRDTP2105). `updated`: Raspberry Pi OS (Debian Buster), ROS Noetic, Python 3, as LuxAI later updated
 * V1 robots (LuxAI's V1 processor page, docs/v1 in the 2023 build).
 */
export const V1_VARIANTS = ['first', 'updated'] as const;

/** ROS's built-in field types (a .msg file's primitives), shared with tools/robot/gen-msgs.mjs. */
export const PRIMITIVE_TYPES = primitives as [string, ...string[]];

const PRIMITIVE = new Set<string>(PRIMITIVE_TYPES);
const ROS_NAME = /^(\/[a-z][A-Za-z0-9_]*)+$/;
/** `package/Name`, e.g. `qt_robot_interface/speech_say`, `std_msgs/String`. */
const TYPE_NAME = /^[a-z][a-z0-9_]*\/[A-Za-z][A-Za-z0-9_]*$/;

const text = z.string().min(1, 'must not be empty');

/** A field's type: a primitive or `package/Message`, `[]` (or `[n]`) after it for an array. */
const fieldType = z.string({error: 'a field needs a type (e.g. "string", "float64[]", "qt_nuitrack_app/FaceInfo[]")'}).refine((t) => {
  const base = t.replace(/\[\d*\]$/, '');
  return PRIMITIVE.has(base) || TYPE_NAME.test(base);
}, 'must be a ROS primitive (bool, int8 … float64, string, time, duration) or package/Message, with [] for an array');

const field = z
  .strictObject({
    /** The field's name in the message, e.g. `language`. */
    name: z.string({error: 'a field needs a name'}).regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be a ROS field name (letters, digits, _)'),
    /** Its ROS type: `string`, `int16`, `float64[]`, `qt_nuitrack_app/FaceInfo[]` (messages with their package). */
    type: fieldType,
    /** What the value means, in words (`the text to speak`, `percent`, `jpeg or png`). */
    meaning: text.optional(),
    /** For a joint command: the joint each element of the array is for, in order. */
    joints: z.array(text).min(1).optional(),
  })
  .refine((f) => !f.joints || f.type.endsWith('[]'), {message: 'joints are for an array field', path: ['joints']});

const constant = z.strictObject({
  /** A primitive type, e.g. `uint8`. */
  type: z.enum(PRIMITIVE_TYPES),
  /** Its name in the .srv, e.g. `M_ON`. */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be a ROS constant name'),
  value: z.union([z.number(), z.string()]),
});

/** What one generation shows in place of the shared text (an older node, another default). */
const differs = z.strictObject({
  content: text.optional(),
  purpose: text.optional(),
  provider: text.optional(),
  notes: text.optional(),
  example: text.optional(),
});

const rosInterface = z
  .strictObject({
    /** The ROS name, e.g. `/qt_robot/speech/say`. */
    name: z.string().regex(ROS_NAME, 'must be a ROS name such as /qt_robot/speech/say'),
    kind: z.enum(INTERFACE_KINDS),
    /** Full ROS type, e.g. `qt_robot_interface/speech_say`. */
    type: z.string().regex(TYPE_NAME, 'must be package/Type, e.g. qt_robot_interface/speech_say'),
    /** The robot generations that have it. */
    generations: z.array(z.enum(GENERATIONS)).min(1),
    /**
     * On V1, the QTRP set-ups the interface is documented for, when it is not both. The API page shows it as a
     * badge and the V1-to-V2 page lists it.
     */
    v1Variants: z.array(z.enum(V1_VARIANTS)).min(1).optional(),
    group: z.enum(INTERFACE_GROUPS),
    /** Topics: whether your program publishes to it or subscribes to it. */
    direction: z.enum(['publish', 'subscribe']).optional(),
    /** Which node or package provides it. */
    provider: text,
    purpose: text,
    /** The message of a topic, the request of a service, the goal of an action; `[]` for none. */
    fields: z.array(field).optional(),
    /** In place of `fields`: what a standard message (an image, a point cloud) carries, in words. */
    content: text.optional(),
    /** Constants of a service's request, written into its .srv before the fields (e.g. `uint8 M_ON=0`). */
    constants: z.array(constant).min(1).optional(),
    /** A service's response fields. */
    response: z.array(field).optional(),
    /** A command a reader can paste on the robot. */
    example: text.optional(),
    notes: text.optional(),
    /**
     * What one generation has that differs from the shared text, rendered in place of the shared text on that
     * generation's pages: read an interface through `forGeneration` (src/data/rosInterfaces.ts).
     */
    differs: z.partialRecord(z.enum(GENERATIONS), differs).optional(),
    /** The fact (section of the QTrobot facts file, or another source) the row comes from. */
    source: z.string().regex(/^facts §/, 'must name its fact: "facts §…"'),
  })
  .superRefine((i, ctx) => {
    const fail = (message: string, path: string[] = []) => ctx.addIssue({code: 'custom', message, path});
    if ((i.fields === undefined) === (i.content === undefined)) fail('give either fields or content (a standard message described in words), not both');
    if (i.kind === 'service' && !i.response) fail('a service needs its response fields', ['response']);
    if (i.kind !== 'service' && i.response) fail(`a ${i.kind} has no response`, ['response']);
    if (i.kind !== 'service' && i.constants) fail(`constants are for a service's request, not a ${i.kind}`, ['constants']);
    if (i.kind === 'topic' && !i.direction) fail('a topic needs its direction: publish or subscribe', ['direction']);
    if (i.kind !== 'topic' && i.direction) fail(`a ${i.kind} has no direction`, ['direction']);
    if (i.v1Variants && !i.generations.includes('V1')) fail('v1Variants is for an interface V1 has', ['v1Variants']);
    for (const g of Object.keys(i.differs ?? {})) {
      if (!i.generations.includes(g as Generation)) fail(`differs names ${g}, which the interface is not on`, ['differs', g]);
    }
    if (i.differs && Object.values(i.differs).some((d) => d?.content !== undefined) && i.content === undefined) {
      fail('differs gives content, but the interface lists fields', ['differs']);
    }
  });

/** A message type used inside the messages of the table (arrays of them). */
const nestedMessage = z.strictObject({fields: z.array(field).min(1), source: text});

const interfaceTable = z
  .strictObject({
    /** Each group's heading, in the API page's order. */
    groups: z.strictObject(Object.fromEntries(INTERFACE_GROUPS.map((g) => [g, text])) as Record<InterfaceGroup, typeof text>),
    /** How the API page names each V1 set-up. */
    v1Variants: z.strictObject({first: text, updated: text}),
    interfaces: z.array(rosInterface).min(1),
    /** Message types used inside the messages above, by full type (`qt_nuitrack_app/FaceInfo`). */
    messages: z.record(z.string().regex(TYPE_NAME, 'must be package/Message'), nestedMessage),
  })
  .superRefine((table, ctx) => {
    const seen = new Set<string>();
    table.interfaces.forEach((i, n) => {
      const key = `${i.kind} ${i.name} ${i.type}`;
      if (seen.has(key)) ctx.addIssue({code: 'custom', message: `${key} is listed twice`, path: ['interfaces', n]});
      seen.add(key);
    });
    // A message of a package `messages` defines (qt_nuitrack_app/FaceInfo) must be one of them, so that the
    // simulated robot's message generation (tools/robot/gen-msgs.mjs) writes it; other packages are ROS's own.
    const ownPackages = new Set(Object.keys(table.messages).map((t) => t.split('/')[0]));
    const known = (type: string) => {
      const base = type.replace(/\[\d*\]$/, '');
      return PRIMITIVE.has(base) || base in table.messages || !ownPackages.has(base.split('/')[0]);
    };
    const check = (fields: readonly {type: string}[] | undefined, path: (string | number)[]) =>
      fields?.forEach((f, k) => {
        if (!known(f.type)) ctx.addIssue({code: 'custom', message: `${f.type} is not defined in "messages"`, path: [...path, k, 'type']});
      });
    table.interfaces.forEach((i, n) => {
      check(i.fields, ['interfaces', n, 'fields']);
      check(i.response, ['interfaces', n, 'response']);
    });
    for (const [type, message] of Object.entries(table.messages)) check(message.fields, ['messages', type, 'fields']);
  });

export type Generation = (typeof GENERATIONS)[number];
export type InterfaceKind = (typeof INTERFACE_KINDS)[number];
export type InterfaceGroup = (typeof INTERFACE_GROUPS)[number];
export type V1Variant = (typeof V1_VARIANTS)[number];
export type RosField = z.infer<typeof field>;
export type RosConstant = z.infer<typeof constant>;
export type RosInterface = z.infer<typeof rosInterface>;
export type RosNestedMessage = z.infer<typeof nestedMessage>;
export type InterfaceTable = z.infer<typeof interfaceTable>;

/** Where an issue is, with the interface it belongs to named: `interfaces[3] (service /qt_robot/speech/stop).fields[0].type`. */
function where(data: unknown, path: readonly PropertyKey[]): string {
  let out = '';
  path.forEach((key, k) => {
    out += typeof key === 'number' ? `[${key}]` : `${k === 0 ? '' : '.'}${String(key)}`;
    if (k === 1 && path[0] === 'interfaces' && typeof key === 'number') {
      const row = (data as {interfaces?: {kind?: unknown; name?: unknown}[]})?.interfaces?.[key];
      if (row && typeof row === 'object') out += ` (${String(row.kind)} ${String(row.name)})`;
    }
  });
  return out || 'the table';
}

/**
 * The table checked against the schema, or an error listing every problem as `where: what`, e.g.
 * `interfaces[3] (service /qt_robot/speech/stop).fields[0].type: a field needs a type (…)`.
 */
export function parseInterfaceTable(data: unknown, file = 'src/data/ros/interfaces.json'): InterfaceTable {
  const result = interfaceTable.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `- ${where(data, issue.path)}: ${issue.message}`);
  throw new Error(`${file} does not match its schema (src/data/ros/schema.ts):\n${lines.join('\n')}`);
}
