import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {freePort} from '../../../tools/lib/localServer.mjs';

/**
 * The robot the "Try it" tests talk to: a ROS master, the simulated QTrobot V2 and its rosbridge
 * endpoint (tools/robot), started by the test itself. The bridge listens on port 9090 of
 * 127.0.0.1: the site's CSP only lets pages open WebSockets on rosbridge's ports (config/csp.ts), and
 * 9091 is left to a `npm run robot:sim` someone may be running.
 */
type Socket = {on(event: 'message', cb: (data: unknown) => void): void; send(text: string): void; close(): void; terminate(): void};
type SocketServer = {on(event: 'connection', cb: (socket: Socket) => void): void; clients: Set<Socket>; close(): void};
// The ws found first in node_modules is version 7, whose server class is `WebSocket.Server`; its types are v8's.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {Server: WebSocketServer} = require('ws') as {Server: new (options: {server: http.Server}) => SocketServer};

export const SIM_BRIDGE = 'ws://127.0.0.1:9090';

export type Sim = {output(): string; stop(): Promise<void>};

/** Why the simulated robot cannot run here, or undefined when it can. */
export function simUnavailable(): string | undefined {
  if (!fs.existsSync('/usr/bin/roscore') || !fs.existsSync('/usr/bin/catkin_make')) {
    return 'ROS 1 is not installed (run sudo tools/robot/install-ros.sh): the tests against the simulated robot are skipped.';
  }
  return undefined;
}

/**
 * Runs `npm run robot:sim`'s script (tools/robot/sim.mjs) with its bridge on 9090 and a free master port,
 * in its own process group, and waits until it says the robot runs.
 */
export async function startSim(): Promise<Sim> {
  const master = await freePort();
  const child = spawn('node', ['tools/robot/sim.mjs', '--port', String(master), '--bridge-port', '9090'], {detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGINT');
    } catch {
      return;
    }
    const timeout = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 8000);
    await exited;
    clearTimeout(timeout);
  };
  const deadline = Date.now() + 150_000;
  while (!output.includes('Simulated QTrobot V2 running.')) {
    if (child.exitCode !== null) throw new Error(`the simulated robot exited:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the simulated robot did not start:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {output: () => output, stop};
}

/**
 * A rosbridge stand-in for the failures the simulated robot does not play, on another loopback
 * address and port 9090:
 * - `auth`: a rosbridge started with authentication (rosauth) closes the socket, without a reply,
 *   on the first message that is not a signed `auth` request (rosbridge_server's websocket handler);
 * - `vanish`: answers the first request, then disappears during the next service call.
 */
/**
 * The addresses of the fake bridges (127.0.0.2 to 127.0.0.4, so each test has its own) go by names under
 * `.local`, which the site's default robot list allows as it allows a robot's `<serial>.local`:
 * the failure tests map them with Chromium's resolver rules (ROBOT_NAME_RULES).
 */
export const ROBOT_NAMES: Record<string, string> = {'127.0.0.2': 'refused-robot.local', '127.0.0.3': 'auth-robot.local', '127.0.0.4': 'vanish-robot.local'};
export const ROBOT_NAME_RULES = `--host-resolver-rules=${Object.entries(ROBOT_NAMES)
  .map(([ip, name]) => `MAP ${name} ${ip}`)
  .join(', ')}`;

export async function fakeBridge(host: string, behaviour: 'auth' | 'vanish'): Promise<{url: string; received: unknown[]; close(): Promise<void>}> {
  const server = http.createServer();
  const wss = new WebSocketServer({server});
  const received: unknown[] = [];
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {op: string; id?: string; service?: string};
      received.push(message);
      if (behaviour === 'auth' && message.op !== 'auth') socket.close();
      if (behaviour === 'vanish') {
        if (message.service === '/rosapi/get_time')
          socket.send(JSON.stringify({op: 'service_response', id: message.id, service: message.service, values: {time: {secs: 1, nsecs: 0}}, result: true}));
        else if (message.op === 'call_service') socket.terminate();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(9090, host, resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `ws://${ROBOT_NAMES[host] ?? host}:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}
