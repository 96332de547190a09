/**
 * The game's client of a rosbridge v2 endpoint: service calls, publishing, and waiting for one message on a topic,
 * written straight in rosbridge's JSON (the virtual QTrobot's bridge, src/features/virtual-robot/engine/bridge.ts,
 * answers it as rosbridge_server does). A few lines of protocol instead of roslib keep the playground's chunk small.
 */
import type {RosbridgeEndpoint} from '@site/src/features/virtual-robot/run/types';

type Message = {op?: string; id?: string; topic?: string; msg?: unknown; result?: boolean; values?: unknown; level?: string};

export class BridgeClient {
  private readonly session: {receive(json: string): void; close(): void};
  private readonly calls = new Map<string, {resolve(values: unknown): void; reject(error: Error): void}>();
  private readonly waiting = new Map<string, Set<(message: unknown) => void>>();
  private readonly advertised = new Set<string>();
  private next = 0;
  private closed = false;

  constructor(endpoint: RosbridgeEndpoint) {
    this.session = endpoint.connect((json) => this.receive(json));
  }

  private send(message: Record<string, unknown>): void {
    if (!this.closed) this.session.receive(JSON.stringify(message));
  }

  private receive(json: string): void {
    const message = JSON.parse(json) as Message;
    if (message.op === 'service_response' && message.id) {
      const call = this.calls.get(message.id);
      this.calls.delete(message.id);
      if (!call) return;
      if (message.result) call.resolve(message.values);
      else call.reject(new Error(typeof message.values === 'string' ? message.values : JSON.stringify(message.values)));
    } else if (message.op === 'status' && message.level === 'error' && message.id) {
      const call = this.calls.get(message.id);
      this.calls.delete(message.id);
      call?.reject(new Error(String(message.msg)));
    } else if (message.op === 'publish' && message.topic) {
      for (const listener of this.waiting.get(message.topic) ?? []) listener(message.msg);
    }
  }

  /** The service's response; rejects with the bridge's reason when the call fails. */
  call(service: string, type: string, args: unknown): Promise<unknown> {
    const id = `call:${service}:${(this.next += 1)}`;
    return new Promise((resolve, reject) => {
      this.calls.set(id, {resolve, reject});
      this.send({op: 'call_service', id, service, type, args});
    });
  }

  publish(topic: string, type: string, msg: unknown): void {
    if (!this.advertised.has(topic)) {
      this.advertised.add(topic);
      this.send({op: 'advertise', id: `advertise:${topic}`, topic, type});
    }
    this.send({op: 'publish', id: `publish:${topic}`, topic, msg});
  }

  /** The next message on the topic, or null after `timeoutMs` (none: no limit). */
  nextMessage(topic: string, type: string, timeoutMs?: number): Promise<unknown> {
    const id = `subscribe:${topic}:${(this.next += 1)}`;
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = (message: unknown) => {
        if (timer !== undefined) clearTimeout(timer);
        const listeners = this.waiting.get(topic);
        listeners?.delete(done);
        if (listeners?.size === 0) this.waiting.delete(topic);
        this.send({op: 'unsubscribe', id, topic});
        resolve(message);
      };
      if (!this.waiting.has(topic)) this.waiting.set(topic, new Set());
      this.waiting.get(topic)?.add(done);
      this.send({op: 'subscribe', id, topic, type});
      if (timeoutMs !== undefined) timer = setTimeout(() => done(null), timeoutMs);
    });
  }

  close(): void {
    if (this.closed) return;
    for (const topic of this.advertised) this.send({op: 'unadvertise', id: `unadvertise:${topic}`, topic});
    this.closed = true;
    this.session.close();
    for (const call of this.calls.values()) call.reject(new Error('The connection to the robot was closed.'));
    this.calls.clear();
    this.waiting.clear();
  }
}
