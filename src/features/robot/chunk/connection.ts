/**
 * The one robot connection of the page, over rosbridge with roslib. It lives in this module, not in a
 * component, so it survives client-side navigation; it is part of the robot chunk, which loads only
 * when the reader opens the robot panel or a "Try it" form (src/features/robot/lazy.tsx).
 *
 * roslib is version 1.4.1, the release of the 1.x API whose browser build the docs' JavaScript tutorials
 * load (the robot's ~/robot/code/software/sdk/jscript/roslib.min.js; the robot tests serve the package's
 * build/roslib.min.js in its place, tools/robot/js-runner.mjs). The chunk takes its three core classes
 * from roslib/src, whose `browser` field gives them the browser's WebSocket (src/features/robot/README.md).
 *
 * Nothing is sent until the reader clicks Connect. The first request is `/rosapi/get_time`: any answer,
 * even a failure (a rosbridge without rosapi), shows rosbridge is listening to us (src/features/robot/chunk/state.ts).
 *
 * "Virtual QTrobot (in this page)" connects the same roslib client to the virtual robot instead
 * (src/features/virtual-robot/engine/, its own chunk, imported on that click): roslib reaches its in-page
 * rosbridge through roslib's transport option for a peer connection, with no socket.
 */
import Ros from 'roslib/src/core/Ros';
import Service from 'roslib/src/core/Service';
import Topic from 'roslib/src/core/Topic';
import {parseRobotHosts, type RobotHost} from '@site/src/shared/robotHosts';
import type {VirtualQTrobot} from '@site/src/features/virtual-robot/engine/robot';
import {blockedReason, defaultAddress, describe, initialState, transition, VIRTUAL_ROBOT, type ConnectionEvent, type ConnectionState} from './state';

const STORAGE_KEY = 'qtrobot.rosbridge';
const CONNECT_TIMEOUT_MS = 8000;

export class RobotError extends Error {}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(url: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, url);
  } catch {
    // Storage blocked or full: the address is just not remembered.
  }
}

type Pending = {reject: (error: Error) => void};

class RobotConnection {
  private state: ConnectionState = initialState;
  private ros: Ros | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Set<Pending>();
  address = '';
  /** What the last connection was to: the address, or the virtual robot (so "Connect and call" reconnects to it). */
  target: 'address' | 'virtual' = 'address';
  /** The page's virtual robot once it has been loaded (the drawn view reads it: ./VirtualRobotMount.tsx). */
  virtual: VirtualQTrobot | undefined;
  /**
   * The build's robot list, the addresses the site's CSP allows: src/features/robot/plugin.ts writes it into this
   * chunk at build time (not into the entry's global data, where every page would carry it).
   */
  hosts: readonly RobotHost[] = typeof __QTDOCS_ROBOT_HOSTS__ === 'undefined' ? parseRobotHosts(undefined) : __QTDOCS_ROBOT_HOSTS__;

  constructor() {
    if (typeof window !== 'undefined') this.address = defaultAddress(readStored(), window.location);
  }

  getState = (): ConnectionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private dispatch(event: ConnectionEvent): void {
    const next = transition(this.state, event);
    if (next === this.state) return;
    this.state = next;
    if (next.status !== 'connecting') clearTimeout(this.timer);
    if (next.status === 'lost' || next.status === 'auth' || next.status === 'refused' || next.status === 'disconnected') {
      this.failPending(next.status === 'disconnected' ? 'You disconnected before the robot answered.' : 'The connection closed before the robot answered.');
    }
    for (const listener of this.listeners) listener();
  }

  private failPending(message: string): void {
    for (const p of this.pending) p.reject(new RobotError(message));
    this.pending.clear();
  }

  connect(url: string): void {
    const address = url.trim();
    this.address = address;
    this.target = 'address';
    const blocked = blockedReason(address, window.location.protocol, this.hosts);
    this.dispatch({type: 'connect', url: address, blocked});
    if (blocked || this.state.status !== 'connecting') return;
    store(address);
    this.open(new Ros(), address);
  }

  /** Connects to the virtual robot, loading its chunk on the first click. */
  connectVirtual(): void {
    this.target = 'virtual';
    this.dispatch({type: 'connect', url: VIRTUAL_ROBOT});
    if (this.state.status !== 'connecting') return;
    const attempt = this.state;
    import(/* webpackChunkName: "virtual-robot" */ '@site/src/features/virtual-robot/engine').then(
      ({virtualRobot}) => {
        if (this.state !== attempt) return;
        const {robot, peer, bridge} = virtualRobot();
        this.virtual = robot;
        this.open(new Ros({transportLibrary: peer}), 'virtual-qtrobot');
        // The drawn robot, docked at the window's edge (src/features/virtual-robot/dock): its code loads beside the engine's.
        import(/* webpackChunkName: "virtual-robot-dock" */ '@site/src/features/virtual-robot/dock').then(
          ({mountDock, setDockPanel}) => {
            setDockPanel({
              isVirtual: () => this.target === 'virtual' && this.state.status === 'connected',
              subscribe: this.subscribe,
              disconnect: () => this.disconnect(),
            });
            mountDock(robot, bridge);
          },
          () => undefined, // Not loaded (offline before it was cached): the panel still says what the robot does.
        );
      },
      () => {
        // Offline before the chunk was cached, or a new deployment: the state says it could not connect.
        if (this.state === attempt) this.dispatch({type: 'close'});
      },
    );
  }

  /** Opens roslib's connection (`label`: the address, or the virtual robot's channel) and asks rosapi the time. */
  private open(ros: Ros, label: string): void {
    this.ros = ros;
    const mine = (handler: () => void) => () => {
      if (this.ros === ros) handler();
    };
    ros.on(
      'connection',
      mine(() => {
        this.dispatch({type: 'open'});
        const answered = mine(() => this.dispatch({type: 'answer'}));
        new Service({ros, name: '/rosapi/get_time', serviceType: 'rosapi/GetTime'}).callService({}, answered, answered);
      }),
    );
    ros.on(
      'close',
      mine(() => {
        this.dispatch({type: 'close'});
        this.ros = null;
      }),
    );
    // An error is always followed by a close, which carries the state change.
    ros.on('error', () => undefined);
    this.timer = setTimeout(
      mine(() => {
        this.dispatch({type: 'timeout'});
        this.ros = null;
        ros.close();
      }),
      CONNECT_TIMEOUT_MS,
    );
    try {
      ros.connect(label);
    } catch {
      // The WebSocket constructor refused the address (state.ts lets only well-formed ws(s) URLs through).
      this.dispatch({type: 'close'});
      this.ros = null;
    }
  }

  /** Connects to the current address if needed and resolves once connected; fails with the state's sentence. */
  ready(): Promise<void> {
    return new Promise((resolve, reject) => {
      let stop = () => {};
      const check = () => {
        const state = this.state;
        if (state.status === 'connected') {
          stop();
          resolve();
        } else if (state.status !== 'connecting') {
          stop();
          reject(new RobotError(describe(state, this.hosts)));
        }
      };
      if (this.state.status !== 'connected' && this.state.status !== 'connecting') {
        if (this.target === 'virtual') this.connectVirtual();
        else this.connect(this.address);
      }
      stop = this.subscribe(check);
      check();
    });
  }

  disconnect(): void {
    const ros = this.ros;
    this.ros = null;
    this.dispatch({type: 'disconnect'});
    ros?.close();
  }

  private connected(): Ros {
    if (this.state.status !== 'connected' || !this.ros) throw new RobotError('Connect to your robot first.');
    return this.ros;
  }

  /** A promise that also fails when the connection ends before the answer. */
  private track<T>(start: (resolve: (value: T) => void, reject: (error: Error) => void) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = {reject};
      this.pending.add(entry);
      start(
        (value) => {
          this.pending.delete(entry);
          resolve(value);
        },
        (error) => {
          this.pending.delete(entry);
          reject(error);
        },
      );
    });
  }

  call(name: string, type: string, args: Record<string, unknown>): Promise<unknown> {
    const ros = this.connected();
    return this.track((resolve, reject) => {
      new Service({ros, name, serviceType: type}).callService(args, resolve, (message) =>
        reject(new RobotError(`The robot answered with an error: ${message}`)),
      );
    });
  }

  publish(name: string, type: string, message: Record<string, unknown>): void {
    const ros = this.connected();
    new Topic({ros, name, messageType: type}).publish(message);
  }

  /** Subscribes; the returned function unsubscribes. */
  watch(name: string, type: string, onMessage: (message: unknown) => void, throttleMs = 250): () => void {
    const ros = this.connected();
    const topic = new Topic({ros, name, messageType: type, throttle_rate: throttleMs, queue_length: 1});
    topic.subscribe(onMessage);
    return () => {
      if (this.ros === ros && this.state.status === 'connected') topic.unsubscribe();
    };
  }

  /** The robot's topics and services, from rosapi (absolute names: a bridge may not resolve roslib's relative ones). */
  async inventory(): Promise<{topics: string[]; services: string[]}> {
    const topics = (await this.call('/rosapi/topics', 'rosapi/Topics', {})) as {topics?: string[]};
    const services = (await this.call('/rosapi/services', 'rosapi/Services', {})) as {services?: string[]};
    return {topics: topics.topics ?? [], services: services.services ?? []};
  }
}

export const robot = new RobotConnection();
