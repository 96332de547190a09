/**
 * Types for the part of roslib 1.4.1 the robot chunk imports (the package ships none): its core
 * classes, taken one file at a time from roslib/src/core so the bundle holds the connection, topics
 * and services and nothing of roslib's actionlib, tf, urdf or math modules (src/features/robot/README.md).
 */
declare module 'roslib/src/core/Ros' {
  export default class Ros {
    /** `transportLibrary`: 'websocket' (the default) or an RTCPeerConnection-like object whose data channel carries rosbridge. */
    constructor(options?: {url?: string; transportLibrary?: unknown});
    /** Opens the WebSocket at once (a malformed URL throws: the WebSocket constructor's SyntaxError), or the peer's data channel named `url`. */
    connect(url: string): void;
    close(): void;
    on(event: 'connection' | 'close' | 'error', listener: (event?: unknown) => void): this;
  }
}

declare module 'roslib/src/core/Service' {
  import type Ros from 'roslib/src/core/Ros';
  export default class Service {
    constructor(options: {ros: Ros; name: string; serviceType: string});
    callService(request: Record<string, unknown>, callback: (response: unknown) => void, failedCallback?: (error: string) => void): void;
  }
}

declare module 'roslib/src/core/Topic' {
  import type Ros from 'roslib/src/core/Ros';
  export default class Topic {
    constructor(options: {ros: Ros; name: string; messageType: string; throttle_rate?: number; queue_length?: number});
    publish(message: Record<string, unknown>): void;
    subscribe(callback: (message: unknown) => void): void;
    unsubscribe(callback?: (message: unknown) => void): void;
  }
}
