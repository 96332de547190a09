import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseInterfaceTable} from '@site/src/data/ros/schema';
import {fieldsText, requestText, rosInterfaces, rosNestedMessages} from '@site/src/data/rosInterfaces';
import {leanInterfaceTable} from '@site/src/plugins/ros-interfaces';

const FILE = path.resolve(__dirname, '../../src/data/ros/interfaces.json');
const raw = () => JSON.parse(fs.readFileSync(FILE, 'utf8')) as {interfaces: Record<string, unknown>[]; messages: Record<string, unknown>};

/** The table with one interface changed by `edit`, checked: the error message. */
function problem(edit: (table: ReturnType<typeof raw>) => void): string {
  const table = raw();
  edit(table);
  try {
    parseInterfaceTable(table);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the table was accepted');
}

describe('the ROS interface table (src/data/ros/interfaces.json)', () => {
  it('matches its schema, and the site reads the same table', () => {
    const table = parseInterfaceTable(raw());
    expect(table.interfaces).toEqual(rosInterfaces);
    expect(table.messages).toEqual(rosNestedMessages);
    expect(table.interfaces.length).toBeGreaterThan(60);
  });

  it('rejects a field without a type, naming the interface and the field', () => {
    const message = problem((t) => {
      const say = t.interfaces.find((i) => i.name === '/qt_robot/speech/config' && i.kind === 'service')!;
      delete (say.fields as Record<string, unknown>[])[1].type;
    });
    expect(message).toContain('src/data/ros/interfaces.json does not match its schema');
    expect(message).toMatch(/interfaces\[\d+\] \(service \/qt_robot\/speech\/config\)\.fields\[1\]\.type: a field needs a type/);
  });

  it('rejects an unknown kind, a wrong field type and an undefined nested message', () => {
    expect(problem((t) => (t.interfaces[0].kind = 'event'))).toMatch(/interfaces\[0\] \(event \/qt_robot\/speech\/say\)\.kind: .*"topic"\|"service"\|"action"/);
    expect(problem((t) => ((t.interfaces[0].fields as {type: string}[])[0].type = 'text'))).toMatch(/fields\[0\]\.type: must be a ROS primitive/);
    expect(
      problem((t) => {
        const faces = t.interfaces.find((i) => i.name === '/qt_nuitrack_app/faces')!;
        (faces.fields as {type: string}[])[0].type = 'qt_nuitrack_app/FaceInfos[]';
      }),
    ).toMatch(/qt_nuitrack_app\/FaceInfos\[\] is not defined in "messages"/);
  });

  it('rejects a row the pages could not render: no fields and no content, a service without response, an unknown key', () => {
    expect(problem((t) => delete t.interfaces[0].fields)).toMatch(/give either fields or content/);
    expect(problem((t) => delete t.interfaces[1].response)).toMatch(/\(service \/qt_robot\/speech\/say\)\.response: a service needs its response fields/);
    expect(problem((t) => (t.interfaces[0].request = 'string data'))).toMatch(/interfaces\[0\] \(topic \/qt_robot\/speech\/say\): Unrecognized key: "request"/);
  });

  it("gives the pages' script the table without what no page shows: sources, constants, nested messages", () => {
    const full = parseInterfaceTable(raw());
    const lean = leanInterfaceTable(full);
    expect(JSON.stringify(lean)).not.toContain('facts §');
    expect(lean.messages).toEqual({});
    expect(lean.interfaces.some((i) => i.constants)).toBe(false);
    expect(lean.interfaces.map(({source: _s, ...row}) => row)).toEqual(full.interfaces.map(({source: _s, constants: _c, ...row}) => row));
    expect(lean.groups).toEqual(full.groups);
  });

  it('writes fields as one line for the API page and the MCP server', () => {
    expect(fieldsText([])).toBe('(none)');
    expect(fieldsText([{name: 'data', type: 'float64[]', joints: ['HeadYaw', 'HeadPitch']}])).toBe('float64[] data = [HeadYaw, HeadPitch]');
    const velocity = rosInterfaces.find((i) => i.name === '/qt_robot/motors/setVelocity')!;
    expect(requestText(velocity)).toBe('string[] parts, uint8 velocity — percent of the maximum');
    const compressed = rosInterfaces.find((i) => i.name === '/camera/color/image_raw/compressed')!;
    expect(requestText(compressed)).toBe('string format (jpeg or png), uint8[] data');
    expect(requestText(rosInterfaces.find((i) => i.name === '/camera/depth/image_raw')!)).toBe('depth image');
  });
});
