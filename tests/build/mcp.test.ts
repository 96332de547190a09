/**
 * The MCP server (mcp/) driven as a coding assistant drives it: the SDK's own client, over stdio,
 * against the production build, from the folder and from the build served on loopback.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {interfaceAnchor, rosInterfaces} from '../../src/data/rosInterfaces';
import type {InterfaceData} from '../../src/plugins/ros-interfaces/data';
import {freePort, serveBuild, type StaticServer} from '../../tools/lib/localServer.mjs';
import {BUILD, ROOT, routeFile} from './lib/site';

const SERVER = path.join(ROOT, 'mcp/dist/mcp/index.js');
const SITE_URL = 'https://docs.luxai.com';
const TOOLS = ['get_interface', 'list_interfaces', 'list_pages', 'read_page', 'search_docs'];

type Result = {isError: boolean; text: string};

type Session = {call(name: string, args?: Record<string, unknown>): Promise<Result>; stderr(): string; close(): Promise<void>; client: Client};

async function connect(command: string, args: string[], options: {cwd?: string} = {}): Promise<Session> {
  const transport = new StdioClientTransport({command, args, cwd: options.cwd ?? ROOT, stderr: 'pipe'});
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({name: 'qtrobot-docs-test', version: '1.0.0'});
  await client.connect(transport);
  return {
    client,
    async call(name, args = {}) {
      const result = (await client.callTool({name, arguments: args})) as {isError?: boolean; content: {type: string; text?: string}[]};
      return {isError: Boolean(result.isError), text: result.content.map((c) => c.text ?? '').join('\n')};
    },
    stderr: () => stderr,
    close: () => client.close(),
  };
}

const startServer = (...args: string[]) => connect(process.execPath, [SERVER, ...args]);

/** Every absolute URL of an answer. */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s)>\]]+/g)].map((m) => m[0]);

beforeAll(() => {
  // What `npm run mcp` does before it starts the server; nothing to do when mcp/dist is current.
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'mcp'], {cwd: ROOT, stdio: 'inherit'});
}, 120_000);

describe('ros-interfaces.json', () => {
  it('links every interface to its entry on the ROS API page of each of its generations', () => {
    const data = JSON.parse(fs.readFileSync(path.join(BUILD, 'ros-interfaces.json'), 'utf8')) as InterfaceData;
    expect(data.interfaces).toHaveLength(rosInterfaces.length);
    const missing = data.interfaces.flatMap((i) => i.generations.filter((g) => !i.reference[g]).map((g) => `${i.name} (${i.kind}, ${g})`));
    expect(missing).toEqual([]);
    const v1 = data.interfaces.flatMap((i) => (i.reference.V1 ? [i.reference.V1.path] : []));
    expect(v1.every((p) => p.startsWith('/docs/v1/api_ros#'))).toBe(true);
  });
});

describe('MCP server on the production build folder', () => {
  let session: Session;
  beforeAll(async () => {
    session = await startServer();
  }, 60_000);
  afterAll(() => session?.close());

  it('offers the five tools, each described, with an input schema', async () => {
    const {tools} = await session.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
    expect(session.stderr()).toContain(`serving the QTrobot docs from ${BUILD}`);
  });

  it('answers "which topic makes QTrobot speak, and what type is it" with a link', async () => {
    const list = await session.call('list_interfaces', {query: 'speak', kind: 'topic'});
    expect(list.isError).toBe(false);
    const first = list.text.split('\n').find((l) => l.startsWith('- '));
    expect(first).toContain('`/qt_robot/speech/say` (topic, `std_msgs/String`)');

    const topic = await session.call('get_interface', {name: '/qt_robot/speech/say', kind: 'topic'});
    expect(topic.isError).toBe(false);
    expect(topic.text).toContain('## `/qt_robot/speech/say` — topic on QTrobot V2');
    expect(topic.text).toContain('- Type: `std_msgs/String`');
    expect(topic.text).toContain('- Message: `string data — the text to speak`');
    const reference = `${SITE_URL}/docs/api_ros#${interfaceAnchor({name: '/qt_robot/speech/say', kind: 'topic', type: 'std_msgs/String', group: 'speech'})}`;
    expect(topic.text).toContain(`- Reference: ${reference}`);
    expect(topic.text).toContain(`[Make QTrobot speak from Python](${SITE_URL}/docs/tutorials/python/python_ros_speech)`);
    // Every link is a page (and anchor) of the build.
    for (const url of urlsIn(topic.text)) {
      const {pathname, hash} = new URL(url);
      const file = routeFile(pathname);
      expect(file, url).toBeDefined();
      if (hash) expect(fs.readFileSync(file!, 'utf8'), url).toMatch(new RegExp(`id=["']?${hash.slice(1)}["'\\s>]`));
    }

    const search = await session.call('search_docs', {query: 'speak'});
    expect(search.isError).toBe(false);
    expect(urlsIn(search.text)[0]).toMatch(new RegExp(`^${SITE_URL}/docs/`));
  });

  it('searches with the site search: V2 results from V2 pages, V1 results from V1 pages, each with a built URL', async () => {
    const v2 = await session.call('search_docs', {query: 'speech say', limit: 10});
    const v1 = await session.call('search_docs', {query: 'speech say', version: 'V1', limit: 10});
    const docsUrls = (text: string) => urlsIn(text).filter((u) => new URL(u).pathname.startsWith('/docs'));
    expect(docsUrls(v2.text).length).toBeGreaterThan(3);
    expect(docsUrls(v1.text).length).toBeGreaterThan(3);
    expect(docsUrls(v2.text).filter((u) => u.includes('/docs/v1/'))).toEqual([]);
    expect(docsUrls(v1.text).filter((u) => !u.includes('/docs/v1/'))).toEqual([]);
    for (const url of [...urlsIn(v2.text), ...urlsIn(v1.text)]) expect(routeFile(new URL(url).pathname), url).toBeDefined();
    expect(v2.text).toMatch(/^QTrobot V2 docs, results for "speech say":/);
    expect(v1.text).toMatch(/^QTrobot V1 docs, results for "speech say":/);
  });

  it('reads a page as its Markdown copy, by path, URL or title', async () => {
    const markdown = fs.readFileSync(path.join(BUILD, 'docs/tutorials/python/python_ros_speech.md'), 'utf8');
    for (const page of ['/docs/tutorials/python/python_ros_speech', `${SITE_URL}/docs/tutorials/python/python_ros_speech.md`, 'Make QTrobot speak from Python']) {
      const result = await session.call('read_page', {page});
      expect(result.isError, page).toBe(false);
      expect(result.text).toBe(`Source: ${SITE_URL}/docs/tutorials/python/python_ros_speech (QTrobot V2)\n\n${markdown}`);
    }
    const v1 = await session.call('read_page', {page: '/docs/v1/tutorials/python/python_ros_speech'});
    expect(v1.text.startsWith(`Source: ${SITE_URL}/docs/v1/tutorials/python/python_ros_speech (QTrobot V1)\n\n`)).toBe(true);
  });

  it('lists the pages of each version, every one a built page with a Markdown copy', async () => {
    for (const version of ['V2', 'V1']) {
      const result = await session.call('list_pages', {version});
      expect(result.isError).toBe(false);
      const urls = urlsIn(result.text);
      expect(Number(result.text.match(/: (\d+) pages\./)?.[1])).toBe(urls.length);
      expect(urls.length).toBeGreaterThan(40);
      for (const url of urls) {
        const {pathname} = new URL(url);
        expect(pathname.startsWith('/docs/v1/') || pathname === '/docs/v1', url).toBe(version === 'V1');
        expect(fs.existsSync(path.join(BUILD, `${pathname}.md`)), url).toBe(true);
      }
    }
  });

  it('lists each generation\'s interfaces from the site\'s table, and says when one is not on the asked generation', async () => {
    for (const generation of ['V2', 'V1'] as const) {
      const result = await session.call('list_interfaces', {version: generation});
      const expected = rosInterfaces.filter((i) => i.generations.includes(generation));
      expect(result.text).toContain(`QTrobot ${generation} ROS interfaces: ${expected.length}.`);
    }
    const v2Only = rosInterfaces.find((i) => i.generations.length === 1 && i.generations[0] === 'V2' && !rosInterfaces.some((o) => o.name === i.name && o.generations.includes('V1')))!;
    const v1Only = rosInterfaces.find((i) => i.generations.length === 1 && i.generations[0] === 'V1' && !rosInterfaces.some((o) => o.name === i.name && o.generations.includes('V2')))!;
    const onV2 = await session.call('get_interface', {name: v2Only.name});
    expect(onV2.isError).toBe(false);
    expect(onV2.text).toContain(`- Type: \`${v2Only.type}\``);
    const onV1 = await session.call('get_interface', {name: v2Only.name, version: 'V1'});
    expect(onV1).toEqual({isError: true, text: expect.stringContaining(`${v2Only.name} does not exist on QTrobot V1: the docs list it for QTrobot V2 only`)});
    const v1OnV2 = await session.call('get_interface', {name: v1Only.name});
    expect(v1OnV2).toEqual({isError: true, text: expect.stringContaining(`${v1Only.name} does not exist on QTrobot V2: the docs list it for QTrobot V1 only`)});
    const v1OnV1 = await session.call('get_interface', {name: v1Only.name, version: 'v1'});
    expect(v1OnV1.isError).toBe(false);
    expect(v1OnV1.text).toContain(`${SITE_URL}/docs/v1/`);
  });

  it('answers bad input with a clear error and keeps serving', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['read_page', {page: '/docs/no_such_page'}, /^No page at \/docs\/no_such_page in the QTrobot V2 docs\. list_pages lists the pages/],
      ['read_page', {page: 'A title no page has'}, /^No page titled "A title no page has" in the QTrobot V2 docs/],
      ['read_page', {page: '   '}, /^Give a page: its path/],
      ['search_docs', {query: ''}, /^The search query is empty/],
      ['search_docs', {query: ' ?! '}, /^The search query is empty/],
      ['search_docs', {query: 'speech', version: 'V3'}, /^Unknown version "V3": use V2 .* or V1/],
      ['get_interface', {name: '/qt_robot/speech/shout'}, /^No ROS interface named \/qt_robot\/speech\/shout in the QTrobot docs\. Similar names: /],
      ['get_interface', {name: '/qt_robot/speech/say', kind: 'action'}, /^\/qt_robot\/speech\/say is not an action on QTrobot: it is a topic and a service\./],
      ['list_interfaces', {group: 'dance'}, /^Unknown group "dance": use one of speech, /],
    ];
    for (const [tool, args, message] of cases) {
      const result = await session.call(tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(result.text, `${tool} ${JSON.stringify(args)}`).toMatch(message);
    }
    // Arguments of the wrong type are refused by the SDK's schema check, as an error result too.
    const wrongType = await session.call('search_docs', {query: 42});
    expect(wrongType.isError).toBe(true);
    expect((await session.call('search_docs', {query: 'gesture'})).isError).toBe(false);
  });
});

describe('MCP server on a served copy and on broken sites', () => {
  let served: StaticServer;
  beforeAll(async () => {
    served = await serveBuild(BUILD);
  });
  afterAll(() => served?.close());

  it('reads the build over HTTP and cites the copy it reads', async () => {
    const session = await startServer('--site', `${served.origin}/`);
    try {
      const topic = await session.call('get_interface', {name: '/qt_robot/speech/say', kind: 'topic'});
      expect(topic.isError).toBe(false);
      expect(topic.text).toContain('- Type: `std_msgs/String`');
      expect(topic.text).toContain(`- Reference: ${served.origin}/docs/api_ros#qt_robot-speech-say-topic`);
      const search = await session.call('search_docs', {query: 'speak', version: 'V1'});
      expect(urlsIn(search.text)[0].startsWith(`${served.origin}/docs/v1/`)).toBe(true);
      const page = await session.call('read_page', {page: 'Make QTrobot speak from Python'});
      expect(page.text.split('\n')[0]).toBe(`Source: ${served.origin}/docs/tutorials/python/python_ros_speech (QTrobot V2)`);
      expect(page.text).toContain('## Goal');
    } finally {
      await session.close();
    }
  });

  it('says a site URL that does not answer does not answer, and stays up', async () => {
    const port = await freePort(); // nothing listens on it
    const session = await startServer('--site', `http://127.0.0.1:${port}/`, '--timeout', '3000');
    try {
      for (const [tool, args] of [['search_docs', {query: 'speak'}], ['get_interface', {name: '/qt_robot/speech/say'}], ['read_page', {page: '/docs/intro_code'}]] as const) {
        const result = await session.call(tool, args);
        expect(result.isError, tool).toBe(true);
        expect(result.text, tool).toMatch(new RegExp(`^The site at http://127\\.0\\.0\\.1:${port}/ does not answer \\(`));
      }
      expect((await session.client.listTools()).tools).toHaveLength(TOOLS.length);
    } finally {
      await session.close();
    }
  });

  it('says a build folder without search records has none, and a missing folder is missing', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'qtdocs-mcp-'));
    try {
      // A folder with pages and the interface table but no search-index/.
      fs.copyFileSync(path.join(BUILD, 'ros-interfaces.json'), path.join(empty, 'ros-interfaces.json'));
      const session = await startServer('--site', empty);
      try {
        for (const [tool, args] of [['search_docs', {query: 'speak'}], ['list_pages', {}], ['read_page', {page: 'Make QTrobot speak from Python'}]] as const) {
          const result = await session.call(tool, args);
          expect(result, tool).toEqual({isError: true, text: expect.stringMatching(new RegExp(`^${empty.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} has no search records \\(search-index/manifest\\.json is missing\\)\\. Point the server at a production build`))});
        }
        // The interface table needs no search records.
        expect((await session.call('get_interface', {name: '/qt_robot/speech/say', kind: 'topic'})).text).toContain('std_msgs/String');
      } finally {
        await session.close();
      }
      const missing = await startServer('--site', path.join(empty, 'nothing-here'));
      try {
        const result = await missing.call('list_interfaces', {});
        expect(result).toEqual({isError: true, text: expect.stringMatching(/^The site folder .*nothing-here does not exist\. Build the site first \(npm run build\)/)});
      } finally {
        await missing.close();
      }
    } finally {
      fs.rmSync(empty, {recursive: true, force: true});
    }
  });
});

describe('npm run mcp, as the README configures it', () => {
  it('starts with `npm run --silent --prefix <clone> mcp` from another folder and answers', async () => {
    const session = await connect('npm', ['run', '--silent', '--prefix', ROOT, 'mcp'], {cwd: os.tmpdir()});
    try {
      const result = await session.call('get_interface', {name: '/qt_robot/speech/say', kind: 'topic'});
      expect(result.text).toContain('- Type: `std_msgs/String`');
      expect(result.text).toContain(`- Reference: ${SITE_URL}/docs/api_ros#qt_robot-speech-say-topic`);
    } finally {
      await session.close();
    }
  });
});
