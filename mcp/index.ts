/**
 * The QTrobot docs MCP server over stdio: `npm run --silent mcp` in a clone (the README shows a
 * coding assistant's configuration). Reads the local production build (build/) by default, or the
 * folder or site URL given with `--site` (or QTROBOT_DOCS_SITE). Logs go to stderr: stdout is the
 * protocol.
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createServer, SERVER_NAME, SERVER_VERSION} from './server';
import {DEFAULT_TIMEOUT_MS, DocsError, openSite} from './site';

// Compiled to mcp/dist/mcp/index.js: the clone's root is three folders up.
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const USAGE = `Usage: npm run --silent mcp -- [--site <build folder or site URL>] [--timeout <ms>]

  --site      A production build folder (default: build/ in this clone) or the URL of a
              deployed copy of the docs (https://docs.luxai.com/, or the robot's own copy).
              QTROBOT_DOCS_SITE sets it too.
  --timeout   How long to wait for a site URL to answer, in milliseconds (default ${DEFAULT_TIMEOUT_MS}).`;

function parseArgs(argv: string[]): {site: string; timeoutMs: number} {
  let site = process.env.QTROBOT_DOCS_SITE || path.join(REPO_ROOT, 'build');
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--site') site = value() ?? '';
    else if (flag === '--timeout') timeoutMs = Number(value());
    else if (flag === '--help' || flag === '-h') {
      process.stderr.write(`${USAGE}\n`);
      process.exit(0);
    } else throw new DocsError(`Unknown argument ${argv[i]}.\n${USAGE}`);
  }
  if (!site) throw new DocsError(`--site needs a folder or a URL.\n${USAGE}`);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new DocsError(`--timeout needs a number of milliseconds.\n${USAGE}`);
  return {site: /^https?:\/\//i.test(site) ? site : path.resolve(site), timeoutMs};
}

async function main(): Promise<void> {
  const {site: spec, timeoutMs} = parseArgs(process.argv.slice(2));
  const site = openSite(spec, timeoutMs);
  const server = createServer(site);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`${SERVER_NAME} ${SERVER_VERSION}: serving the QTrobot docs from ${site.label} over stdio\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${SERVER_NAME}: ${error instanceof DocsError ? error.message : ((error as Error)?.stack ?? String(error))}\n`);
  process.exit(2);
});
