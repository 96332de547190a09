/**
 * Every ROS interface the docs may name, with its type, fields and generation, read from
 * ./ros/interfaces.json (its schema: ./ros/schema.ts, which the build and the tests check it against).
 * The API reference page renders this table and the content tests check each `/qt_robot/…`,
 * `/qt_nuitrack_app/…`, `/qt_respeaker_app/…` and `/camera/…` name used in the docs against it, so a
 * typo or an invented name fails CI. `source` names the fact (section of the QTrobot facts file) each row
 * comes from. Types only from the schema module: pages import this module, and zod stays out of their script.
 */
import table from './ros/interfaces.json';
import type {Generation, InterfaceGroup, InterfaceTable, RosField, RosInterface, RosNestedMessage, V1Variant} from './ros/schema';

export type {Generation, InterfaceGroup, InterfaceKind, RosConstant, RosField, RosInterface, RosNestedMessage, V1Variant} from './ros/schema';

const data = table as unknown as InterfaceTable;

/** Each group's heading on the API page, in the page's order. */
export const groupLabels: Readonly<Record<InterfaceGroup, string>> = data.groups;

/** How the API page names each V1 QTRP set-up (see V1_VARIANTS in ./ros/schema.ts). */
export const v1VariantLabels: Readonly<Record<V1Variant, string>> = data.v1Variants;

export const rosInterfaces: readonly RosInterface[] = data.interfaces;

/** Message types used inside the messages of the table (arrays of them), by full type. */
export const rosNestedMessages: Readonly<Record<string, RosNestedMessage>> = data.messages;

/** Names that exist, for the content tests. Actions also own their goal/feedback/result sub-topics. */
export const interfaceNames: ReadonlySet<string> = new Set(rosInterfaces.map((i) => i.name));

export function isKnownInterface(name: string): boolean {
  if (interfaceNames.has(name)) return true;
  return rosInterfaces.some(
    (i) => i.kind === 'action' && name.startsWith(`${i.name}/`) && ['goal', 'cancel', 'feedback', 'result', 'status'].includes(name.slice(i.name.length + 1)),
  );
}

/** The interface as a page of one generation shows it: the shared text with that generation's differences. */
export function forGeneration(i: RosInterface, generation: Generation): RosInterface {
  const own = i.differs?.[generation];
  return own ? {...i, ...own} : i;
}

export function interfacesFor(generation: Generation): RosInterface[] {
  return rosInterfaces.filter((i) => i.generations.includes(generation)).map((i) => forGeneration(i, generation));
}

/** Anchor id used on the API page for an interface row, e.g. `qt_robot-speech-say-service`. */
export function interfaceAnchor(i: Pick<RosInterface, 'name' | 'kind' | 'type' | 'group'>): string {
  const base = `${i.name.replace(/^\//, '').replace(/\//g, '-')}-${i.kind}`;
  const pkg = i.type.split('/')[0];
  return i.group === 'recognition' && i.kind === 'service' ? `${base}-${pkg}` : base;
}

/**
 * Fields as one line, as the API page and the MCP server show them: `string language, int16 pitch`,
 * `float64[] data = [HeadYaw, HeadPitch]`, `string[] parts, uint8 velocity — percent of the maximum`
 * (the meaning of a field before the last in brackets: `string format (jpeg or png), uint8[] data`).
 */
export function fieldsText(fields: readonly RosField[]): string {
  if (fields.length === 0) return '(none)';
  return fields
    .map((f, k) => {
      const declaration = `${f.type} ${f.name}${f.joints ? ` = [${f.joints.join(', ')}]` : ''}`;
      if (!f.meaning) return declaration;
      return k === fields.length - 1 ? `${declaration} — ${f.meaning}` : `${declaration} (${f.meaning})`;
    })
    .join(', ');
}

/** The message of a topic, the request of a service or the goal of an action, as one line. */
export function requestText(i: Pick<RosInterface, 'fields' | 'content'>): string {
  return i.content ?? fieldsText(i.fields ?? []);
}
