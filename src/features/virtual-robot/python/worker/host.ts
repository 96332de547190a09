/**
 * The worker's side of the Python runtime: the `qtdocs_host` module that ../py/qtdocs_runtime.py imports. Every
 * blocking call of a program becomes a promise here (a timer, a signal, the next rosbridge message, the next line
 * of input); the program's Python stack waits on it with `run_sync`. Stop settles every pending promise at once, so
 * a program blocked anywhere returns to Python and ends.
 */

export type HostOutput = {
  /** A rosbridge message of the program, to the virtual QTrobot. */
  send(json: string): void;
  /** The program waits for a line of input. */
  wantsInput(): void;
  /** An uncaught error of a stack the program started (a subscriber callback's, a thread's). */
  error(text: string): void;
};

type Signal = {promise: Promise<string>; resolve(value: string): void};
type PyCallable = {callPromising(): Promise<unknown>; destroy(): void};

export type Host = ReturnType<typeof createHost>;

export function createHost(output: HostOutput, now: () => number = () => Date.now()) {
  let stopped = false;
  const stopListeners = new Set<() => void>();
  const inbox: string[] = [];
  // undefined, not null, for "no more": Pyodide gives Python None for undefined and a JsNull object for null.
  let inboxWaiter: ((json: string | undefined) => void) | undefined;
  const lines: string[] = [];
  let lineWaiter: ((line: string | undefined) => void) | undefined;
  let inputClosed = false;
  /** Stacks the program started (threads, callbacks, timers) that have not ended. */
  let live = 0;

  /** A promise that settles with `value`, or with 'stop' when the program is stopped first. */
  const orStop = (promise: Promise<string>): Promise<string> => {
    if (stopped) return Promise.resolve('stop');
    return new Promise((resolve) => {
      const onStop = () => resolve('stop');
      stopListeners.add(onStop);
      promise.then((value) => {
        stopListeners.delete(onStop);
        resolve(value);
      });
    });
  };

  return {
    // Called by Python (names as the runtime reads them)
    now,
    stopped: () => stopped,
    request_stop() {
      if (stopped) return;
      stopped = true;
      for (const listener of [...stopListeners]) listener();
      stopListeners.clear();
      inboxWaiter?.(undefined);
      inboxWaiter = undefined;
      lineWaiter?.(undefined);
      lineWaiter = undefined;
    },
    send: (json: string) => {
      if (!stopped) output.send(json);
    },
    sleep: (ms: number) => orStop(new Promise<string>((resolve) => setTimeout(() => resolve('done'), ms))),
    signal(): Signal {
      let resolve!: (value: string) => void;
      const promise = new Promise<string>((r) => {
        resolve = r;
      });
      return {promise, resolve};
    },
    wait: (signal: Signal, ms: number) =>
      orStop(ms < 0 ? signal.promise : Promise.race([signal.promise, new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), ms))])),
    spawn(callable: PyCallable) {
      live += 1;
      setTimeout(() => {
        callable
          .callPromising()
          .catch((error: unknown) => output.error(error instanceof Error ? error.message : String(error)))
          .finally(() => {
            live -= 1;
            callable.destroy();
          });
      }, 0);
    },
    next_message(): Promise<string | undefined> {
      if (inbox.length) return Promise.resolve(inbox.shift()!);
      if (stopped) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        inboxWaiter = resolve;
      });
    },
    read_line(): Promise<string | undefined> {
      if (lines.length) return Promise.resolve(lines.shift()!);
      if (stopped || inputClosed) return Promise.resolve(undefined);
      output.wantsInput();
      return new Promise((resolve) => {
        lineWaiter = resolve;
      });
    },

    // Called by the worker
    /** How many stacks the program started are still running or waiting. */
    live: () => live,
    receive(json: string) {
      if (inboxWaiter) {
        const waiter = inboxWaiter;
        inboxWaiter = undefined;
        waiter(json);
      } else inbox.push(json);
    },
    input(line: string | null) {
      if (line === null) inputClosed = true;
      if (lineWaiter && line !== null) {
        const waiter = lineWaiter;
        lineWaiter = undefined;
        waiter(line);
      } else if (line !== null) lines.push(line);
      if (line === null && lineWaiter) {
        lineWaiter(undefined);
        lineWaiter = undefined;
      }
    },
  };
}
