/**
 * The page's side of Python in the page (src/features/virtual-robot/python/chunk): a run's worker and robot session,
 * Stop (and the end of a worker that does not stop), the worker kept for the next run, and the runner's controls,
 * with a fake worker.
 */
import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {PythonRunner, splitArgs} from '@site/src/features/virtual-robot/python/chunk';
import {SETTLE_GRACE_MS, startPython, STOP_GRACE_MS} from '@site/src/features/virtual-robot/python/chunk/session';
import type {PageToWorker, WorkerToPage} from '@site/src/features/virtual-robot/python/protocol';
import type {PythonRunnerData} from '@site/src/features/virtual-robot/python/types';
import type {RosbridgeEndpoint} from '@site/src/features/virtual-robot/run/types';

class FakeWorker {
  sent: PageToWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerToPage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: PageToWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  emit(message: WorkerToPage) {
    this.onmessage?.({data: message} as MessageEvent<WorkerToPage>);
  }
}

function fakeEndpoint() {
  const received: string[] = [];
  let toProgram: ((json: string) => void) | undefined;
  let closed = false;
  const endpoint: RosbridgeEndpoint = {
    connect(send) {
      toProgram = send;
      return {receive: (json) => received.push(json), close: () => (closed = true)};
    },
  };
  return {endpoint, received, send: (json: string) => toProgram?.(json), closed: () => closed};
}

const program = {page: 'api_ros', title: 'say_hello.py', code: 'print(1)'};
const layer = {files: {'rospy/__init__.py': ''}, catalogue: {msg: {}, srv: {}}};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a run', () => {
  function start(worker = new FakeWorker()) {
    const robot = fakeEndpoint();
    const events = {onProgress: vi.fn(), onStarted: vi.fn(), onLine: vi.fn(), onInput: vi.fn(), onExit: vi.fn()};
    const options = {
      program,
      layer,
      indexURL: 'https://docs.example/assets/pyodide/314.0.7/',
      downloadBytes: 100,
      args: ['QT/kiss'],
      endpoint: () => Promise.resolve(robot.endpoint),
      createWorker: () => worker as unknown as Worker,
      events,
    };
    const run = startPython(options);
    return {worker, robot, events, run, options};
  }

  it('sends the program, relays rosbridge both ways, reports rosbridge errors and the exit', async () => {
    const {worker, robot, events} = start();
    expect(worker.sent[0]).toMatchObject({kind: 'run', file: 'say_hello.py', code: 'print(1)', args: ['QT/kiss']});
    // Before the robot's session is open, the program's messages wait for it.
    worker.emit({kind: 'rosbridge', data: '{"op":"advertise"}'});
    await vi.advanceTimersByTimeAsync(0);
    expect(robot.received).toEqual(['{"op":"advertise"}']);
    robot.send('{"op":"publish","topic":"/a","msg":{}}');
    expect(worker.sent.at(-1)).toEqual({kind: 'rosbridge', data: '{"op":"publish","topic":"/a","msg":{}}'});
    robot.send('{"op":"status","level":"error","msg":"publish: /a has no field x"}');
    expect(events.onLine).toHaveBeenCalledWith(expect.objectContaining({level: 'error', text: expect.stringContaining('[virtual QTrobot] rosbridge:')}));
    worker.emit({kind: 'out', stream: 'stderr', text: '[WARN] [1.0]: careful'});
    worker.emit({kind: 'out', stream: 'stderr', text: 'Traceback (most recent call last):'});
    expect(events.onLine).toHaveBeenCalledWith({level: 'warn', text: '[WARN] [1.0]: careful'});
    expect(events.onLine).toHaveBeenCalledWith({level: 'error', text: 'Traceback (most recent call last):'});
    worker.emit({kind: 'exit', code: 1});
    expect(events.onExit).toHaveBeenCalledWith(1);
    expect(robot.closed()).toBe(true);
    // The worker is asked to settle for the next run; one that never answers is ended.
    expect(worker.sent.slice(-2)).toEqual([{kind: 'stop'}, {kind: 'reset'}]);
    expect(worker.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS);
    expect(worker.terminated).toBe(true);
  });

  it('keeps a settled worker for the next run, and waits for one that still loads Python', async () => {
    const first = start();
    first.worker.emit({kind: 'exit', code: 0});
    first.worker.emit({kind: 'idle'});
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS);
    expect(first.worker.terminated).toBe(false);

    // The next run, as the next page's, takes it: no new worker, the program goes to the one with Python loaded.
    const created = vi.fn(() => new FakeWorker() as unknown as Worker);
    const onProgress = vi.fn();
    const second = startPython({...first.options, createWorker: created, events: {...first.events, onProgress}});
    expect(created).not.toHaveBeenCalled();
    expect(onProgress).toHaveBeenCalledWith('start', 100, 100);
    expect(first.worker.sent.at(-1)).toMatchObject({kind: 'run', file: 'say_hello.py'});
    // Left while Python loads: each progress message gives it more time; once settled it is kept, not ended.
    second.dispose();
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS - 1);
    first.worker.emit({kind: 'progress', phase: 'download', loaded: 50, total: 100});
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS - 1);
    expect(first.worker.terminated).toBe(false);
    first.worker.emit({kind: 'idle'});
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS);
    expect(first.worker.terminated).toBe(false);
    // Taken again, then failed: a worker that failed is not kept.
    const third = start(new FakeWorker());
    expect(third.worker.sent).toEqual([]);
    expect(first.worker.sent.at(-1)).toMatchObject({kind: 'run'});
    first.worker.onerror?.({message: 'boom', preventDefault: () => undefined} as ErrorEvent);
    expect(first.worker.terminated).toBe(true);
  });

  it('stops: a program that returns to a wait ends as stopped; one that does not has its worker ended', async () => {
    const first = start();
    await vi.advanceTimersByTimeAsync(0);
    first.run.stop();
    expect(first.worker.sent.at(-1)).toEqual({kind: 'stop'});
    first.worker.emit({kind: 'exit', code: 0});
    expect(first.events.onExit).toHaveBeenCalledWith('stopped');

    const busy = start();
    await vi.advanceTimersByTimeAsync(0);
    busy.run.stop();
    await vi.advanceTimersByTimeAsync(STOP_GRACE_MS - 1);
    expect(busy.worker.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(busy.worker.terminated).toBe(true);
    expect(busy.events.onExit).toHaveBeenCalledWith('ended');
  });
});

describe('the runner', () => {
  const data: PythonRunnerData = {
    layer,
    programs: {'api_ros#say_hello.py': program},
    scenarios: {},
    pyodide: {path: 'assets/pyodide/314.0.7/', downloadBytes: 12_300_000},
  };

  it('shows the download, then the input field when the program asks, and sends the typed line', async () => {
    const worker = new FakeWorker();
    render(
      <PythonRunner
        page="api_ros"
        program="say_hello.py"
        data={data}
        connect={() => Promise.resolve(fakeEndpoint().endpoint)}
        createWorker={() => worker as unknown as Worker}
      />,
    );
    act(() => worker.emit({kind: 'progress', phase: 'download', loaded: 6_150_000, total: 12_300_000}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Python: 6.2 of 12.3 MB');
    expect(screen.getByRole('progressbar', {name: 'Loading Python for say_hello.py'})).toHaveAttribute('value', '6150000');
    act(() => worker.emit({kind: 'started'}));
    act(() => worker.emit({kind: 'input'}));
    expect(screen.getByRole('status')).toHaveTextContent('say_hello.py waits for a line of input.');
    fireEvent.change(screen.getByRole('textbox', {name: 'Input'}), {target: {value: 'yes'}});
    fireEvent.click(screen.getByRole('button', {name: 'Send line'}));
    expect(worker.sent.at(-1)).toEqual({kind: 'stdin', line: 'yes'});
    expect(screen.getByRole('log')).toHaveTextContent('> yes');
    act(() => worker.emit({kind: 'exit', code: 0}));
    expect(screen.getByRole('status')).toHaveTextContent('say_hello.py ended with exit status 0.');
    expect(screen.getByRole('button', {name: 'Run say_hello.py again'})).toBeEnabled();
    expect(screen.getByRole('textbox', {name: 'Arguments'})).toBeEnabled();
  });

  it('says plainly that a browser without JSPI cannot run the program, and starts no worker', () => {
    const createWorker = vi.fn(() => new FakeWorker() as unknown as Worker);
    const connect = vi.fn(() => Promise.resolve(fakeEndpoint().endpoint));
    render(<PythonRunner page="api_ros" program="say_hello.py" data={data} connect={connect} createWorker={createWorker} canSuspend={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'say_hello.py cannot run in this browser: Python in the page waits for the robot with WebAssembly JavaScript Promise Integration (JSPI)',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(createWorker).not.toHaveBeenCalled();
    expect(connect).not.toHaveBeenCalled();
  });

  it('refuses a program that does not run in the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PythonRunner page="api_ros" program="save_snapshot.py" data={data} />)).toThrow(/no Python program "save_snapshot.py"/);
  });

  it('splits the arguments as a shell does', () => {
    expect(splitArgs(`QT/kiss "a b" 'c d'  e`)).toEqual(['QT/kiss', 'a b', 'c d', 'e']);
  });
});
