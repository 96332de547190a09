/**
 * The MCP tools over a built QTrobot docs site. Every answer is Markdown text that carries the
 * URLs of the pages it comes from; every failure the reader can act on comes back as a tool error
 * (`isError`) with a sentence saying what to do, never as a crash of the server.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {fieldsText, groupLabels, requestText, type InterfaceGroup} from '../src/data/rosInterfaces';
import type {InterfaceEntry} from '../src/plugins/ros-interfaces/data';
import {Docs, parseGeneration} from './docs';
import {DocsError, type Site} from './site';

export const SERVER_NAME = 'qtrobot-docs';
export const SERVER_VERSION = '1.0.0';

const version = z.string().optional().describe('Robot generation: "V2" (the current QTrobot, default) or "V1" (the first generation, ROS Kinetic).');
const kind = z.enum(['topic', 'service', 'action']);

function text(body: string): CallToolResult {
  return {content: [{type: 'text', text: body}]};
}

/** Runs a tool; a DocsError (or anything else thrown) becomes an error result with its message. */
async function answer(run: () => Promise<string>): Promise<CallToolResult> {
  try {
    return text(await run());
  } catch (error) {
    const message = error instanceof DocsError ? error.message : `Unexpected error: ${(error as Error)?.message ?? String(error)}`;
    return {isError: true, content: [{type: 'text', text: message}]};
  }
}

function fields(i: InterfaceEntry): string[] {
  const label = i.kind === 'topic' ? 'Message' : i.kind === 'action' ? 'Goal' : 'Request';
  return [`- ${label}: \`${requestText(i)}\``, ...(i.response ? [`- Response: \`${fieldsText(i.response)}\``] : [])];
}

export function createServer(site: Site): McpServer {
  const docs = new Docs(site);
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION},
    {
      instructions:
        'QTrobot documentation (LuxAI\'s social robot) from the site\'s own build. QTrobot V2 is the default; pass version "V1" for the first generation. ' +
        'Use search_docs to find pages, read_page to read one as Markdown, get_interface and list_interfaces for ROS topics, services and actions. Cite the URLs the tools return.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the QTrobot docs',
      description:
        "Search the docs of one QTrobot version with the site's own offline search (same records, same ranking). Returns the best sections, each with its page title, headings, a snippet and its URL.",
      inputSchema: {
        query: z.string().describe('Words to search for, e.g. "speech topic" or "gesture play".'),
        version,
        limit: z.number().int().min(1).max(50).optional().describe('How many results (1-50, default 8).'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, version: v, limit}) =>
      answer(async () => {
        const generation = parseGeneration(v);
        const hits = await docs.search(query, generation, limit ?? 8);
        if (hits.length === 0) return `No QTrobot ${generation} docs match "${query}". Try other words, or version "${generation === 'V2' ? 'V1' : 'V2'}".`;
        const lines = hits.map((h, n) => {
          const where = [h.title, ...h.headings].join(' › ');
          return `${n + 1}. **${where}**\n   ${h.url}${h.text ? `\n   ${h.text.replace(/\s+/g, ' ')}` : ''}`;
        });
        return [`QTrobot ${generation} docs, results for "${query}":`, '', ...lines].join('\n');
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a QTrobot docs page',
      description:
        'Read one docs page as Markdown (the Markdown copy the site publishes beside each page). Give its path (/docs/tutorials/python/python_ros_speech), its URL or its title.',
      inputSchema: {
        page: z.string().describe("The page's path, URL or title."),
        version: version.describe('For a title: which generation\'s docs to look in ("V2" default, or "V1"). A path already names its version.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({page, version: v}) =>
      answer(async () => {
        const result = await docs.readPage(page, parseGeneration(v));
        return `Source: ${result.url} (QTrobot ${result.generation})\n\n${result.markdown}`;
      }),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the QTrobot docs pages',
      description: "List every page of one QTrobot version's docs: title, section, description and URL.",
      inputSchema: {version},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({version: v}) =>
      answer(async () => {
        const generation = parseGeneration(v);
        const pages = await docs.pages(generation);
        const lines = pages.map((p) => `- [${p.title}](${p.url}) — ${p.section}${p.description ? `: ${p.description.replace(/\s+/g, ' ')}` : ''}`);
        return [`QTrobot ${generation} docs: ${pages.length} pages.`, '', ...lines].join('\n');
      }),
  );

  server.registerTool(
    'list_interfaces',
    {
      title: 'List QTrobot ROS interfaces',
      description:
        "List the ROS topics, services and actions of one QTrobot generation, from the site's interface table: name, kind, type, purpose and the page that documents it. Filter by kind, group or words.",
      inputSchema: {
        version,
        kind: kind.optional().describe('Only topics, services or actions.'),
        group: z
          .string()
          .optional()
          .describe(`Only one group: ${Object.keys(groupLabels).join(', ')}.`),
        query: z.string().optional().describe('Words that must all appear in the name, type, purpose or fields, e.g. "speak" or "camera image".'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({version: v, kind: k, group, query}) =>
      answer(async () => {
        const generation = parseGeneration(v);
        if (group && !(await docs.groups()).includes(group)) {
          throw new DocsError(`Unknown group "${group}": use one of ${(await docs.groups()).join(', ')}.`);
        }
        const found = await docs.listInterfaces(generation, {kind: k, group, query});
        const filters = [k && `kind ${k}`, group && `group ${group}`, query && `"${query}"`].filter(Boolean).join(', ');
        if (found.length === 0) return `No QTrobot ${generation} ROS interface matches ${filters || 'the request'}.`;
        const lines = await Promise.all(
          found.map(async (i) => {
            const link = await docs.linkOf(i, generation);
            return `- \`${i.name}\` (${i.kind}, \`${i.type}\`): ${i.purpose}${link ? ` — ${link}` : ''}`;
          }),
        );
        return [`QTrobot ${generation} ROS interfaces${filters ? ` (${filters})` : ''}: ${found.length}.`, '', ...lines].join('\n');
      }),
  );

  server.registerTool(
    'get_interface',
    {
      title: 'Look up a QTrobot ROS interface',
      description:
        'Everything the docs say about one ROS topic, service or action on one QTrobot generation: kind, type, fields, purpose, provider, a command to try, the generations that have it, its reference entry and the pages that teach it (with URLs). Says so when the interface does not exist on that generation.',
      inputSchema: {
        name: z.string().describe('The ROS name, e.g. /qt_robot/speech/say.'),
        version,
        kind: kind.optional().describe('When a name is both a topic and a service: which one.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({name, version: v, kind: k}) =>
      answer(async () => {
        const generation = parseGeneration(v);
        const {entries, otherGenerations} = await docs.getInterface(name, generation, k);
        const blocks = entries.map((i) => {
          const direction = i.direction === 'publish' ? ' Your program publishes to it.' : i.direction === 'subscribe' ? ' Your program subscribes to it.' : '';
          return [
            `## \`${i.name}\` — ${i.kind} on QTrobot ${generation}`,
            '',
            `- Type: \`${i.type}\``,
            ...fields(i),
            `- Purpose: ${i.purpose}${direction}`,
            `- Provided by: ${i.provider}`,
            `- Group: ${groupLabels[i.group as InterfaceGroup] ?? i.group}`,
            `- Generations: ${i.generations.join(', ')}`,
            ...(i.example ? [`- Try it: \`${i.example}\``] : []),
            ...(i.notes ? [`- Note: ${i.notes}`] : []),
            ...(i.referenceUrl ? [`- Reference: ${i.referenceUrl}`] : []),
            ...(i.pageUrls.length ? ['- Pages that use it:', ...i.pageUrls.slice(0, 8).map((p) => `  - [${p.title}](${p.url})`)] : []),
          ].join('\n');
        });
        const other = otherGenerations.map((i) => `The ${i.kind} of the same name (\`${i.type}\`) exists on QTrobot ${i.generations.join(' and ')} only.`);
        return [...blocks, ...other].join('\n\n');
      }),
  );

  return server;
}
