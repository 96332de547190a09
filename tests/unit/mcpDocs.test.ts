/**
 * The MCP server's reading of a site (mcp/docs.ts) and the interface data the build writes for it
 * (src/plugins/ros-interfaces/data.ts), on a small site in memory: a copy under a sub-path, as the
 * robot serves it. tests/build/mcp.test.ts drives the real server over stdio on the real build.
 */
import {describe, expect, it} from 'vitest';
import {Docs, parseGeneration} from '../../mcp/docs';
import {DocsError, type Site} from '../../mcp/site';
import type {RosInterface} from '../../src/data/rosInterfaces';
import {buildInterfaceData, mentions, type InterfaceData} from '../../src/plugins/ros-interfaces/data';
import {encodeIndex} from '../../src/features/search/engine/indexFile';
import type {SearchRecord} from '../../src/features/search/engine/types';

const ORIGIN = 'https://docs.example.org';

function record(path: string, title: string, type: SearchRecord['type'], content: string | null, tag: string, position: number): SearchRecord {
  return {
    objectID: `${tag}-${position}`,
    url: `${ORIGIN}${path}`,
    url_without_anchor: `${ORIGIN}${path}`,
    anchor: null,
    type,
    hierarchy: {lvl0: 'Tutorials', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: tag,
    weight: {level: type === 'content' ? 0 : 90, position},
  };
}

const SAY: RosInterface = {
  name: '/qt_robot/speech/say',
  kind: 'topic',
  type: 'std_msgs/String',
  fields: [{name: 'data', type: 'string'}],
  purpose: 'Speak a text.',
  provider: 'qt_robot_interface',
  group: 'speech',
  generations: ['V1', 'V2'],
  source: 'test',
};
const FACES: RosInterface = {...SAY, name: '/qt_deep_face/faces', purpose: 'Faces.', group: 'apps', generations: ['V2']};

async function interfaceData(): Promise<InterfaceData> {
  const page = (permalink: string, title: string, text: string) => ({permalink, title, text});
  return buildInterfaceData({
    siteUrl: `${ORIGIN}/`,
    baseUrl: '/qtdocs/',
    interfaces: [SAY, FACES],
    anchorOf: (i) => `${i.name.slice(1).replace(/\//g, '-')}-${i.kind}`,
    hasAnchor: async (permalink, anchor) => permalink === '/qtdocs/docs/api_ros' && anchor !== 'qt_deep_face-faces-topic',
    versions: [
      {
        name: 'current',
        label: 'QTrobot V2',
        path: '/qtdocs/docs',
        isLast: true,
        generation: 'V2',
        docs: ['/qtdocs/docs/speech', '/qtdocs/docs/api_ros'],
        pages: [
          page('/qtdocs/docs/api_ros', 'ROS API', '<RosInterfaceList group="speech" generation="V2" />'),
          page('/qtdocs/docs/speech', 'Speak', 'Publish to /qt_robot/speech/say, not /qt_robot/speech/say_more. /qt_deep_face/faces too.'),
        ],
      },
      {
        name: 'QTRD_v1',
        label: 'QTrobot V1',
        path: '/qtdocs/docs/v1',
        isLast: false,
        generation: 'V1',
        docs: ['/qtdocs/docs/v1/speech'],
        pages: [page('/qtdocs/docs/v1/speech', 'Speak on V1', '/qt_deep_face/faces is V2 only.')],
      },
    ],
  });
}

/** A served copy at https://robot.example/qtdocs/ of a site built for docs.example.org/qtdocs/. */
async function memorySite(): Promise<Site & {requests: string[]}> {
  const v2 = [
    record('/qtdocs/docs/speech', 'Speak', 'lvl1', 'Make the robot speak.', 'docs-default-current', 0),
    record('/qtdocs/docs/speech', 'Speak', 'content', 'Publish a sentence to the speech topic.', 'docs-default-current', 1),
    record('/qtdocs/docs/tutorials/python', 'Python', 'lvl1', 'Category index.', 'docs-default-current', 0),
  ];
  const v1 = [record('/qtdocs/docs/v1/speech', 'Speak on V1', 'lvl1', 'The V1 robot speaks too.', 'docs-default-QTRD_v1', 0)];
  const files: Record<string, string> = {
    'search-index/manifest.json': JSON.stringify({
      format: 1,
      language: 'en',
      files: {'docs-default-current': 'search-index/v2.json', 'docs-default-QTRD_v1': 'search-index/v1.json'},
    }),
    'search-index/v2.json': JSON.stringify(encodeIndex(v2, {tag: 'docs-default-current', language: 'en', version: 'current'})),
    'search-index/v1.json': JSON.stringify(encodeIndex(v1, {tag: 'docs-default-QTRD_v1', language: 'en', version: 'QTRD_v1'})),
    'ros-interfaces.json': JSON.stringify(await interfaceData()),
    'docs/speech.md': '# Speak\n\nText.\n',
  };
  const requests: string[] = [];
  return {
    label: 'https://robot.example/qtdocs/',
    url: 'https://robot.example/qtdocs/',
    requests,
    async read(relative) {
      requests.push(relative);
      return files[relative];
    },
  };
}

describe('ros-interfaces data', () => {
  it('counts whole ROS names only', () => {
    expect(mentions('/qt_robot/speech/say and /qt_robot/speech/say_more, /qt_robot/speech/say/x, `/qt_robot/speech/say`', '/qt_robot/speech/say')).toBe(2);
  });

  it('links the reference anchor found in the built page and the pages using the name, per generation', async () => {
    const data = await interfaceData();
    expect(data.siteUrl).toBe(ORIGIN);
    const [say, faces] = data.interfaces;
    expect(say.reference).toEqual({V2: {title: 'ROS API', path: '/qtdocs/docs/api_ros#qt_robot-speech-say-topic'}});
    expect(say.pages).toEqual({V2: [{title: 'Speak', path: '/qtdocs/docs/speech'}], V1: []});
    // No anchor on the page: no reference. A V1 page naming a V2-only interface does not make it V1.
    expect(faces.reference).toEqual({});
    expect(faces.pages).toEqual({V2: [{title: 'Speak', path: '/qtdocs/docs/speech'}]});
    expect(data.versions.map((v) => [v.generation, v.searchTag, v.docs.length])).toEqual([
      ['V2', 'docs-default-current', 2],
      ['V1', 'docs-default-QTRD_v1', 1],
    ]);
  });
});

describe('MCP docs reader', () => {
  it('understands the version names and refuses others', () => {
    expect([undefined, '', 'V2', 'v2', 'current', 'QTrobot V2'].map(parseGeneration)).toEqual(Array(6).fill('V2'));
    expect(['V1', 'v1', '1', 'QTRD_v1'].map(parseGeneration)).toEqual(Array(4).fill('V1'));
    expect(() => parseGeneration('V3')).toThrow(DocsError);
  });

  it('cites a served copy under a sub-path with its own address', async () => {
    const docs = new Docs(await memorySite());
    const [hit] = await docs.search('speak', 'V2', 5);
    expect(hit.url).toBe('https://robot.example/qtdocs/docs/speech');
    const page = await docs.readPage('Speak', 'V2');
    expect(page).toEqual({title: 'Speak', url: 'https://robot.example/qtdocs/docs/speech', generation: 'V2', markdown: '# Speak\n\nText.\n'});
    const {entries} = await docs.getInterface('qt_robot/speech/say', 'V2');
    expect(entries[0].referenceUrl).toBe('https://robot.example/qtdocs/docs/api_ros#qt_robot-speech-say-topic');
  });

  it('lists docs only (no category index), and finds a page by URL of another copy', async () => {
    const docs = new Docs(await memorySite());
    expect((await docs.pages('V2')).map((p) => p.path)).toEqual(['/qtdocs/docs/speech']);
    expect((await docs.findPage(`${ORIGIN}/qtdocs/docs/v1/speech.md`, 'V2')).title).toBe('Speak on V1');
    await expect(docs.findPage('/qtdocs/docs/tutorials/python', 'V2')).rejects.toThrow(/^No page at/);
  });

  it('loads each file once', async () => {
    const site = await memorySite();
    const docs = new Docs(site);
    await docs.search('speak', 'V2', 5);
    await docs.search('robot', 'V2', 5);
    await docs.pages('V2');
    expect(site.requests.filter((r) => r === 'search-index/v2.json')).toHaveLength(1);
    expect(site.requests.filter((r) => r === 'search-index/manifest.json')).toHaveLength(1);
  });
});
