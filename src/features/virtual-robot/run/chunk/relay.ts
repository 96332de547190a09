/**
 * The page's side of a running frame: reads the frame's messages (console lines, and the WebSocket stand-in's
 * open/send/close of ../frame/bootstrap.js), hands the socket traffic to the virtual QTrobot's rosbridge endpoint
 * and posts the endpoint's answers back. Only messages from the frame's own window, with the opaque origin a
 * sandboxed frame has, and of the expected shape are read; everything else is ignored.
 */
import type {RosbridgeEndpoint} from '../types';

export const CHANNEL = 'qtdocs-run';
/** A console line longer than this is cut (the frame cuts at 4000 characters already). */
export const MAX_LINE = 4000;
/** A rosbridge message from the program larger than this is refused (a camera frame would be far smaller). */
export const MAX_MESSAGE = 1_000_000;
/** Sockets one program may hold open at once; qtrobot.js and roslib each open one. */
export const MAX_SOCKETS = 8;

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';
export type ConsoleLine = {level: ConsoleLevel; text: string};

export type FrameMessage =
  | {kind: 'console'; level: ConsoleLevel; text: string}
  | {kind: 'open'; socket: number; url: string}
  | {kind: 'send'; socket: number; data: string}
  | {kind: 'close'; socket: number};

export type PageMessage = {kind: 'open'; socket: number} | {kind: 'message'; socket: number; data: string} | {kind: 'close'; socket: number};

const LEVELS = new Set<string>(['log', 'info', 'warn', 'error']);
const isSocket = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The message if it is one the frame may send, or undefined. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const m = data as Record<string, unknown>;
  if (m.channel !== CHANNEL) return undefined;
  switch (m.kind) {
    case 'console':
      return typeof m.level === 'string' && LEVELS.has(m.level) && typeof m.text === 'string'
        ? {kind: 'console', level: m.level as ConsoleLevel, text: m.text.length > MAX_LINE ? `${m.text.slice(0, MAX_LINE)}…` : m.text}
        : undefined;
    case 'open':
      return isSocket(m.socket) && typeof m.url === 'string' ? {kind: 'open', socket: m.socket, url: m.url.slice(0, 500)} : undefined;
    case 'send':
      return isSocket(m.socket) && typeof m.data === 'string' && m.data.length <= MAX_MESSAGE ? {kind: 'send', socket: m.socket, data: m.data} : undefined;
    case 'close':
      return isSocket(m.socket) ? {kind: 'close', socket: m.socket} : undefined;
    default:
      return undefined;
  }
}

/**
 * The error a rosbridge message of the virtual QTrobot reports, as a console line: a `status` message (a broken
 * advertise, publish or subscribe) or a service call answered with `result: false`. roslib hands a failed call to the
 * program's error callback, if it gave one (qtrobot.js gives none), and drops status messages. The ROS simulator logs
 * both, with these texts, in the robot's terminal (tools/robot/sim/rosbridge_ws.py); in the page, the program's
 * console is where the reader looks.
 */
export function bridgeError(json: string): ConsoleLine | undefined {
  // Most traffic is topic messages: only these two can be an error, and JSON.stringify writes no spaces.
  if (!json.includes('"op":"status"') && !json.includes('"result":false')) return undefined;
  let m: Record<string, unknown>;
  try {
    m = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  let line: ConsoleLine | undefined;
  if (m.op === 'status' && (m.level === 'error' || m.level === 'warning') && typeof m.msg === 'string') {
    line = {level: m.level === 'error' ? 'error' : 'warn', text: `[virtual QTrobot] rosbridge: ${m.msg}`};
  } else if (m.op === 'service_response' && m.result === false) {
    const reason = typeof m.values === 'string' ? m.values : JSON.stringify(m.values);
    line = {level: 'error', text: `[virtual QTrobot] rosbridge: call_service ${String(m.service)}: ${reason}`};
  }
  return line && line.text.length > MAX_LINE ? {...line, text: `${line.text.slice(0, MAX_LINE)}…`} : line;
}

export type RelayOptions = {
  /** The frame's window, or null once it is gone: only its messages are read. */
  source: () => MessageEventSource | null;
  endpoint: RosbridgeEndpoint;
  /** Posts to the frame. */
  post: (message: PageMessage & {channel: typeof CHANNEL}) => void;
  onConsole: (line: ConsoleLine) => void;
  /** A socket of the program reached the virtual robot (its URL, as the program wrote it). */
  onConnect?: (url: string) => void;
};

export type Relay = {
  /** Reads one `message` event of the page's window; true when it was the frame's. */
  handle(event: Pick<MessageEvent, 'source' | 'origin' | 'data'>): boolean;
  /** Closes every connection to the endpoint; later messages are ignored. */
  close(): void;
  readonly open: number;
};

type Connection = {link: ReturnType<RosbridgeEndpoint['connect']>; closed: boolean};

export function createRelay({source, endpoint, post, onConsole, onConnect}: RelayOptions): Relay {
  const connections = new Map<number, Connection>();
  let closed = false;
  const toFrame = (message: PageMessage) => {
    if (!closed) post({...message, channel: CHANNEL});
  };
  const robotError = (socket: number, error: unknown) =>
    onConsole({level: 'error', text: `[virtual QTrobot] socket ${socket}: ${error instanceof Error ? error.message : String(error)}`});
  const drop = (socket: number) => {
    const connection = connections.get(socket);
    if (!connection) return;
    connection.closed = true;
    connections.delete(socket);
    connection.link.close();
  };

  function open(socket: number, url: string) {
    if (connections.has(socket)) return;
    if (connections.size >= MAX_SOCKETS) {
      onConsole({level: 'error', text: `[virtual QTrobot] refused a connection: the program already has ${MAX_SOCKETS} open.`});
      toFrame({kind: 'close', socket});
      return;
    }
    // What the endpoint sends while connecting waits until the frame's socket is open.
    let queue: string[] | undefined = [];
    const state = {closed: false};
    let link: Connection['link'];
    try {
      link = endpoint.connect((json) => {
        if (state.closed) return;
        const error = bridgeError(json);
        if (error) onConsole(error);
        if (queue) queue.push(json);
        else toFrame({kind: 'message', socket, data: json});
      });
    } catch (error) {
      robotError(socket, error);
      toFrame({kind: 'close', socket});
      return;
    }
    connections.set(socket, Object.assign(state, {link}));
    toFrame({kind: 'open', socket});
    const pending = queue;
    queue = undefined;
    for (const json of pending) toFrame({kind: 'message', socket, data: json});
    onConnect?.(url);
  }

  return {
    handle(event) {
      if (closed || event.source === null || event.source !== source()) return false;
      // A frame sandboxed without allow-same-origin has an opaque origin, serialised as "null".
      if (event.origin !== 'null') return false;
      const message = parseFrameMessage(event.data);
      if (!message) return true;
      if (message.kind === 'console') onConsole({level: message.level, text: message.text});
      else if (message.kind === 'open') open(message.socket, message.url);
      else if (message.kind === 'send') {
        try {
          connections.get(message.socket)?.link.receive(message.data);
        } catch (error) {
          robotError(message.socket, error);
        }
      } else drop(message.socket);
      return true;
    },
    close() {
      if (closed) return;
      closed = true;
      for (const socket of [...connections.keys()]) drop(socket);
    },
    get open() {
      return connections.size;
    },
  };
}
