/**
 * The message catalogue of the Python layer (../protocol.ts `MessageCatalogue`): every type the virtual QTrobot
 * knows, from the interface table (src/data/ros/interfaces.json, V2 rows, with their V2 differences) and the
 * standard messages (../engine/standardMessages.ts). The same table gives the ROS simulator its generated packages
 * (tools/robot/gen-msgs.mjs) and the engine its fields (../engine/messages.ts). Node only: the plugin writes the
 * result into the runner's chunk.
 */
import table from '../../../data/ros/interfaces.json';
import type {InterfaceTable, RosField} from '../../../data/ros/schema';
import {ROS_PACKAGES, STANDARD} from '../engine/standardMessages';
import type {MessageCatalogue} from './protocol';

const pairs = (fields: readonly {name: string; type: string}[]): [string, string][] => fields.map((f) => [f.name, f.type]);

export function messageCatalogue(data: InterfaceTable = table as unknown as InterfaceTable): MessageCatalogue {
  const msg: MessageCatalogue['msg'] = {};
  const srv: MessageCatalogue['srv'] = {};
  for (const [type, fields] of Object.entries(STANDARD)) msg[type] = pairs(fields);
  for (const [type, nested] of Object.entries(data.messages ?? {})) msg[type] ??= pairs(nested.fields);
  for (const row of data.interfaces) {
    if (!row.generations.includes('V2') || row.kind === 'action') continue;
    const i = {...row, ...(row.differs?.V2 ?? {})};
    if (i.kind === 'topic') {
      if (i.fields) msg[i.type] ??= pairs(i.fields as RosField[]);
      // A standard type the table names without fields (an image): importable, opaque.
      else if (ROS_PACKAGES.has(i.type.split('/')[0])) msg[i.type] ??= null;
    } else {
      srv[i.type] ??= {
        req: pairs((i.fields ?? []) as RosField[]),
        res: pairs((i.response ?? []) as RosField[]),
        constants: (i.constants ?? []).map((c) => [c.type, c.name, c.value] as [string, string, number | string]),
      };
    }
  }
  return {msg, srv};
}
