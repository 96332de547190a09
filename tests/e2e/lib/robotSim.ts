import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {WebSocketServer, type WebSocket} from 'ws';

/**
 * The robot the "Try it" tests talk to: a ROS master, the simulated QTrobot V2 and its rosbridge
 * endpoint (tools/robot, issue 14), started by the test itself. The bridge listens on port 9090 of
 * 127.0.0.1: the site's CSP only lets pages open WebSockets on rosbridge's ports (config/csp.ts), and
 * 9091 is left to a `npm run robot:sim` someone may be running.
 */
export const SIM_BRIDGE = 'ws://127.0.0.1:9090';

export type Sim = {output(): string; stop(): Promise<void>};

/** Why the simulated robot cannot run here, or undefined when it can. */
export function simUnavailable(): string | undefined {
  if (!fs.existsSync('/usr/bin/roscore') || !fs.existsSync('/usr/bin/catkin_make')) {
    return 'ROS 1 is not installed (run sudo tools/robot/install-ros.sh): the tests against the simulated robot are skipped.';
  }
  return undefined;
}

type Started = {child: {pid?: number}; output(): string};

export async function startSim(): Promise<Sim> {
  // tools/robot is plain ESM JavaScript shared with `npm run robot:sim`.
  const lib = (await import('../../../tools/robot/lib.mjs')) as {
    freePort(): Promise<number>;
    startMaster(port: number): Promise<Started>;
    startSim(port: number, scenario: string): Promise<Started>;
    startBridge(port: number, bridgePort: number, host: string): Promise<Started>;
    scenarioFor(version: string, id: string): string;
    stopProcess(p: Started): Promise<void>;
  };
  const {generate} = (await import('../../../tools/robot/gen-msgs.mjs')) as {generate(o: {quiet: boolean}): Promise<unknown>};
  await generate({quiet: true});
  const port = await lib.freePort();
  const started: Started[] = [];
  const stop = async () => {
    for (const p of started.reverse()) await lib.stopProcess(p);
  };
  try {
    started.push(await lib.startMaster(port));
    const sim = await lib.startSim(port, lib.scenarioFor('V2', 'default'));
    started.push(sim);
    started.push(await lib.startBridge(port, 9090, '127.0.0.1'));
    return {output: () => sim.output(), stop};
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A rosbridge stand-in for the failures the simulated robot does not play, on another loopback
 * address and port 9090:
 * - `auth`: a rosbridge started with authentication (rosauth) closes the socket, without a reply,
 *   on the first message that is not a signed `auth` request (rosbridge_server's websocket handler);
 * - `vanish`: answers the first request, then disappears during the next service call.
 */
export async function fakeBridge(host: string, behaviour: 'auth' | 'vanish'): Promise<{url: string; received: unknown[]; close(): Promise<void>}> {
  const server = http.createServer();
  const wss = new WebSocketServer({server});
  const received: unknown[] = [];
  wss.on('connection', (socket: WebSocket) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {op: string; id?: string; service?: string};
      received.push(message);
      if (behaviour === 'auth' && message.op !== 'auth') socket.close();
      if (behaviour === 'vanish') {
        if (message.service === '/rosapi/get_time') socket.send(JSON.stringify({op: 'service_response', id: message.id, service: message.service, values: {time: {secs: 1, nsecs: 0}}, result: true}));
        else if (message.op === 'call_service') socket.terminate();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(9090, host, resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `ws://${host}:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}
