/**
 * The engine's time: wall-clock milliseconds and timers. The default reads the page's own functions at each
 * call, so unit tests that install fake timers (vitest's `vi.useFakeTimers()`) run the robot at their pace.
 */
export type Clock = {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => void clock.setTimeout(resolve, Math.max(0, ms)));
}
