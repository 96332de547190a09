/**
 * rosbridge v2 in the page: the JSON operations roslib sends (advertise, unadvertise, publish, subscribe with
 * throttle_rate and queue_length, unsubscribe, call_service answered by service_response) and the rosapi services,
 * answered by the virtual robot with the errors the ROS simulator's bridge gives (tools/robot/sim/rosbridge_ws.py):
 * a status message for a topic operation, `result: false` with the error as `values` for a service call.
 *
 * `pagePeer` hands it to roslib 1.4.1 through roslib's own transport option for a WebRTC peer
 * (`new Ros({transportLibrary})`: roslib asks the peer for a data channel and speaks rosbridge over it), so the
 * robot chunk's unchanged roslib code runs against it with no WebSocket and no network.
 */
import {fill, isKnownMessage, MessageError} from './messages';
import type {Values, VirtualQTrobot} from './robot';

type Request = {
  op?: string;
  id?: string;
  topic?: string;
  type?: string;
  service?: string;
  args?: unknown;
  msg?: unknown;
  throttle_rate?: number;
  queue_length?: number;
};

type Subscription = {
  params: Map<string | undefined, {throttle: number; queue: number}>;
  stop: () => void;
  last: number;
  pending: Values[];
  timer?: unknown;
};

/** The nodes of the simulated graph, as rosapi lists them. */
const NODES = ['/qtrobot_sim', '/rosbridge_websocket'];

/** The bridge: one per robot, shared by every connection of the page. */
export class VirtualRosbridge {
  /** Topics a connection advertised that the robot does not know, with their types (any node sees them). */
  private readonly clientTopics = new Map<string, string>();
  /** Subscribers to client topics (another connection of the page may publish there). */
  private readonly clientListeners = new Map<string, Set<(message: Values) => void>>();
  private sessions = 0;

  constructor(readonly robot: VirtualQTrobot) {}

  /** No connection is open. */
  get idle(): boolean {
    return this.sessions === 0;
  }

  topicType(topic: string): string {
    return this.robot.outputs.get(topic) ?? this.robot.inputs.get(topic)?.type ?? this.clientTopics.get(topic) ?? '';
  }

  /** Opens a connection: `send` receives each JSON message for the client. Returns the connection. */
  open(send: (json: string) => void): BridgeSession {
    this.sessions += 1;
    if (this.sessions === 1) this.robot.start();
    return new BridgeSession(this, send, () => {
      this.sessions -= 1;
      if (this.sessions === 0) this.robot.stop();
    });
  }

  advertise(topic: string, type: string): void {
    const existing = this.topicType(topic);
    if (existing && existing !== type) throw new MessageError(`${topic} already has type ${existing}, not ${type}`);
    if (!isKnownMessage(type)) throw new MessageError(`unknown message type ${type}`);
    if (!existing) this.clientTopics.set(topic, type);
  }

  publish(topic: string, type: string, message: Values): void {
    const input = this.robot.inputs.get(topic);
    if (input && input.type === type) input.handler(message);
    for (const listener of this.clientListeners.get(topic) ?? []) listener(message);
  }

  listen(topic: string, listener: (message: Values) => void): () => void {
    if (this.robot.outputs.has(topic)) return this.robot.listen(topic, listener);
    const set = this.clientListeners.get(topic) ?? new Set();
    this.clientListeners.set(topic, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  rosapi(service: string, args: Record<string, unknown>): Values {
    const topics = () => {
      const all = new Map<string, string>([
        ...this.robot.outputs,
        ...[...this.robot.inputs].map(([n, i]) => [n, i.type] as [string, string]),
        ...this.clientTopics,
      ]);
      return [...all].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    };
    switch (service) {
      case '/rosapi/topics': {
        const pairs = topics();
        return {topics: pairs.map((p) => p[0]), types: pairs.map((p) => p[1])};
      }
      case '/rosapi/services':
        return {services: [...this.robot.services.keys()].sort()};
      case '/rosapi/nodes':
        return {nodes: NODES};
      case '/rosapi/topic_type':
        return {type: this.topicType(String(args.topic ?? ''))};
      case '/rosapi/service_type':
        return {type: this.robot.services.get(String(args.service ?? ''))?.type ?? ''};
      case '/rosapi/get_time': {
        const ms = this.robot.clock.now();
        return {time: {secs: Math.floor(ms / 1000), nsecs: Math.round((ms % 1000) * 1e6)}};
      }
      default:
        throw new MessageError(`unknown rosapi service ${service}`);
    }
  }
}

/** One client's connection: its subscriptions and advertisements, its status messages. */
export class BridgeSession {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly advertised = new Map<string, string>();
  private closed = false;

  constructor(
    private readonly bridge: VirtualRosbridge,
    private readonly sendJson: (json: string) => void,
    private readonly onClose: () => void,
  ) {}

  private send(message: Values): void {
    if (!this.closed) this.sendJson(JSON.stringify(message));
  }

  private status(level: 'error' | 'warning', text: string, id?: string): void {
    this.bridge.robot.note('error', `rosbridge: ${text}`);
    this.send({op: 'status', level, msg: text, ...(id ? {id} : {})});
  }

  /** One message from the client. */
  receive(raw: string): void {
    if (this.closed) return;
    let req: Request;
    try {
      req = JSON.parse(raw) as Request;
    } catch {
      this.status('error', `not JSON: ${raw.slice(0, 200)}`);
      return;
    }
    const op = req.op;
    try {
      if (op === 'advertise') {
        const topic = need(req, 'topic');
        const type = need(req, 'type');
        this.bridge.advertise(topic, type);
        this.advertised.set(topic, this.bridge.topicType(topic));
      } else if (op === 'unadvertise') {
        this.advertised.delete(req.topic ?? '');
      } else if (op === 'publish') {
        const topic = need(req, 'topic');
        const type = this.advertised.get(topic) ?? this.bridge.topicType(topic);
        if (!type) throw new MessageError(`publish to ${topic} before advertising it, and nobody knows its type`);
        this.bridge.publish(topic, type, fill(type, req.msg ?? {}));
      } else if (op === 'subscribe') {
        this.subscribe(req);
      } else if (op === 'unsubscribe') {
        this.unsubscribe(req.topic ?? '', req.id);
      } else if (op === 'call_service') {
        void this.callService(req);
      } else {
        this.status('warning', `operation ${String(op)} is not supported by this endpoint`, req.id);
      }
    } catch (error) {
      this.status('error', `${String(op)}: ${(error as Error).message}`, req.id);
    }
  }

  private subscribe(req: Request): void {
    const topic = need(req, 'topic');
    const known = this.bridge.topicType(topic);
    const type = req.type || known;
    if (known && type !== known) throw new MessageError(`${topic} has type ${known}, not ${type}`);
    if (!type || !isKnownMessage(type)) throw new MessageError(`cannot subscribe to ${topic}: unknown type '${type}'`);
    const params = {throttle: Math.max(0, Number(req.throttle_rate) || 0), queue: Math.max(0, Number(req.queue_length) || 0)};
    const existing = this.subscriptions.get(topic);
    if (existing) {
      existing.params.set(req.id, params);
      return;
    }
    const sub: Subscription = {params: new Map([[req.id, params]]), stop: () => undefined, last: -Infinity, pending: []};
    this.subscriptions.set(topic, sub);
    sub.stop = this.bridge.listen(topic, (message) => this.deliver(topic, sub, message));
  }

  /**
   * rosbridge's throttle: at most one message per throttle_rate ms (the smallest any subscriber asked for); with
   * a queue_length, the latest messages wait their turn, else the ones in between are dropped.
   */
  private deliver(topic: string, sub: Subscription, message: Values): void {
    const clock = this.bridge.robot.clock;
    const throttle = Math.min(...[...sub.params.values()].map((p) => p.throttle));
    const queue = Math.max(...[...sub.params.values()].map((p) => p.queue));
    const now = clock.now();
    const out = () => this.send({op: 'publish', topic, msg: message});
    if (throttle === 0 || (now - sub.last >= throttle && sub.pending.length === 0)) {
      sub.last = now;
      out();
      return;
    }
    if (queue === 0) return;
    sub.pending.push(message);
    if (sub.pending.length > queue) sub.pending.shift();
    if (sub.timer !== undefined) return;
    const flush = () => {
      sub.timer = undefined;
      const next = sub.pending.shift();
      if (!next || !this.subscriptions.has(topic)) return;
      sub.last = clock.now();
      this.send({op: 'publish', topic, msg: next});
      if (sub.pending.length) sub.timer = clock.setTimeout(flush, throttle);
    };
    sub.timer = clock.setTimeout(flush, Math.max(0, sub.last + throttle - now));
  }

  private unsubscribe(topic: string, id: string | undefined): void {
    const sub = this.subscriptions.get(topic);
    if (!sub) return;
    sub.params.delete(id);
    if (id !== undefined && sub.params.size > 0) return;
    sub.stop();
    if (sub.timer !== undefined) this.bridge.robot.clock.clearTimeout(sub.timer);
    this.subscriptions.delete(topic);
  }

  private async callService(req: Request): Promise<void> {
    const service = req.service ?? '';
    const reply: Values = {op: 'service_response', service, ...(req.id ? {id: req.id} : {})};
    try {
      const args = req.args ?? {};
      if (Array.isArray(args)) throw new MessageError('positional args are not supported; give the request fields by name');
      let values: Values;
      if (service.startsWith('/rosapi/')) values = this.bridge.rosapi(service, args as Record<string, unknown>);
      else {
        const offered = this.bridge.robot.services.get(service);
        if (!offered) throw new MessageError(`service ${service} does not exist`);
        if (req.type && req.type !== offered.type) throw new MessageError(`service ${service} has type ${offered.type}, not ${req.type}`);
        const request = fill(`${offered.type}Request`, args);
        values = fill(`${offered.type}Response`, await offered.handler(request));
      }
      Object.assign(reply, {values, result: true});
    } catch (error) {
      this.bridge.robot.note('error', `rosbridge: call_service ${service}: ${(error as Error).message}`);
      Object.assign(reply, {values: (error as Error).message, result: false});
    }
    this.send(reply);
  }

  close(): void {
    if (this.closed) return;
    for (const topic of [...this.subscriptions.keys()]) this.unsubscribe(topic, undefined);
    this.closed = true;
    this.onClose();
  }
}

function need(req: Request, key: 'topic' | 'type'): string {
  const value = req[key];
  if (typeof value !== 'string' || !value) throw new MessageError(`'${key}'`); // Python's KeyError reads 'topic'
  return value;
}

type ChannelEvent = {type: string; data?: string};

/**
 * A data channel to the bridge, with the part of RTCDataChannel roslib uses: `send`, `close`, `readyState`, and
 * the `onopen`, `onmessage`, `onclose`, `onerror` handlers roslib's SocketAdapter sets. Every event arrives
 * asynchronously, as over a socket.
 */
export class PageChannel {
  readyState: 'connecting' | 'open' | 'closing' | 'closed' = 'connecting';
  onopen?: (event: ChannelEvent) => void;
  onmessage?: (event: ChannelEvent) => void;
  onclose?: (event: ChannelEvent) => void;
  onerror?: (event: ChannelEvent) => void;
  private session: BridgeSession | undefined;

  constructor(bridge: VirtualRosbridge) {
    void Promise.resolve().then(() => {
      if (this.readyState !== 'connecting') return;
      this.readyState = 'open';
      this.session = bridge.open((json) => void Promise.resolve().then(() => this.readyState === 'open' && this.onmessage?.({type: 'message', data: json})));
      this.onopen?.({type: 'open'});
    });
  }

  send(data: string): void {
    if (this.readyState !== 'open') throw new Error(`The virtual robot's channel is ${this.readyState}.`);
    this.session!.receive(data);
  }

  close(): void {
    if (this.readyState === 'closed') return;
    this.readyState = 'closed';
    this.session?.close();
    void Promise.resolve().then(() => this.onclose?.({type: 'close'}));
  }
}

/**
 * roslib's `transportLibrary` for the page's bridge: roslib 1.4.1 takes an RTCPeerConnection there (it checks
 * `constructor.name`) and calls its `createDataChannel(label)` on `connect(label)`.
 */
export function pagePeer(bridge: VirtualRosbridge): {constructor: {name: 'RTCPeerConnection'}; createDataChannel: (label: string) => PageChannel} {
  return {constructor: {name: 'RTCPeerConnection'}, createDataChannel: () => new PageChannel(bridge)};
}
