import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {ProgramRunner, MAX_LINES} from '@site/src/features/virtual-robot/run/chunk';
import {frameDocument, scriptRole, usesQtrobot} from '@site/src/features/virtual-robot/run/chunk/frameDocument';
import {Output} from '@site/src/features/virtual-robot/run/chunk/Output';
import {CHANNEL, createRelay, MAX_SOCKETS, parseFrameMessage, type PageMessage} from '@site/src/features/virtual-robot/run/chunk/relay';
import RunInPage from '@site/src/features/virtual-robot/run/RunInPage';
import {programKey, type RosbridgeEndpoint, type RunnableProgram, type RunnerData} from '@site/src/features/virtual-robot/run/types';
import {fakeRosbridge} from '../../e2e/lib/fakeRosbridge';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A relay for a stand-in frame window, with what it posted and logged. */
function relayFor(endpoint: RosbridgeEndpoint = fakeRosbridge()) {
  const frame = {} as MessageEventSource;
  const posted: PageMessage[] = [];
  const lines: string[] = [];
  const relay = createRelay({
    source: () => frame,
    endpoint,
    post: ({channel, ...message}) => {
      expect(channel).toBe(CHANNEL);
      posted.push(message as PageMessage);
    },
    onConsole: ({level, text}) => lines.push(`${level} ${text}`),
  });
  const fromFrame = (data: object, extra: {source?: MessageEventSource | null; origin?: string} = {}) =>
    relay.handle({source: 'source' in extra ? extra.source! : frame, origin: extra.origin ?? 'null', data: {channel: CHANNEL, ...data}});
  return {relay, posted, lines, fromFrame, frame};
}

const messages = (posted: PageMessage[]) =>
  posted.filter((m): m is Extract<PageMessage, {kind: 'message'}> => m.kind === 'message').map((m) => JSON.parse(m.data));

describe('the relay between a running frame and the virtual QTrobot', () => {
  it('reads only the frame window’s messages, with the opaque origin of a sandboxed frame', () => {
    const {fromFrame, lines, posted} = relayFor();
    expect(fromFrame({kind: 'console', level: 'log', text: 'from another window'}, {source: {} as MessageEventSource})).toBe(false);
    expect(fromFrame({kind: 'console', level: 'log', text: 'no source'}, {source: null})).toBe(false);
    // A frame that had allow-same-origin would post with the site's origin: not ours.
    expect(fromFrame({kind: 'console', level: 'log', text: 'same origin'}, {origin: 'http://localhost:3000'})).toBe(false);
    expect(fromFrame({kind: 'console', level: 'log', text: 'hello'})).toBe(true);
    expect(lines).toEqual(['log hello']);
    expect(posted).toEqual([]);
  });

  it('ignores messages of the wrong shape', () => {
    const bad: unknown[] = [
      null,
      'text',
      {kind: 'console', level: 'log', text: 'no channel'},
      {channel: CHANNEL, kind: 'console', level: 'shout', text: 'x'},
      {channel: CHANNEL, kind: 'console', level: 'log', text: 42},
      {channel: CHANNEL, kind: 'open', socket: -1, url: 'ws://x'},
      {channel: CHANNEL, kind: 'open', socket: 1.5, url: 'ws://x'},
      {channel: CHANNEL, kind: 'send', socket: 1, data: {op: 'publish'}},
      {channel: CHANNEL, kind: 'send', socket: 1, data: 'x'.repeat(1_000_001)},
      {channel: CHANNEL, kind: 'eval', code: 'alert(1)'},
    ];
    for (const data of bad) expect(parseFrameMessage(data), JSON.stringify(data)?.slice(0, 60)).toBeUndefined();
    expect(parseFrameMessage({channel: CHANNEL, kind: 'console', level: 'warn', text: 'y'.repeat(5000)})).toEqual({
      kind: 'console',
      level: 'warn',
      text: `${'y'.repeat(4000)}…`,
    });
  });

  it('connects a socket to the endpoint, carries its messages both ways and answers as rosbridge does', () => {
    const {fromFrame, posted, lines} = relayFor();
    fromFrame({kind: 'open', socket: 1, url: 'ws://192.168.100.2:9091'});
    expect(posted).toEqual([{kind: 'open', socket: 1}]);
    fromFrame({kind: 'send', socket: 1, data: JSON.stringify({op: 'call_service', id: 'a', service: '/qt_robot/speech/say', args: {message: 'Hi'}})});
    fromFrame({kind: 'send', socket: 1, data: JSON.stringify({op: 'call_service', id: 'b', service: '/qt_robot/no_such', args: {}})});
    expect(messages(posted)).toEqual([
      {op: 'service_response', id: 'a', service: '/qt_robot/speech/say', values: {status: true}, result: true},
      {op: 'service_response', id: 'b', service: '/qt_robot/no_such', values: 'Service /qt_robot/no_such does not exist', result: false},
    ]);
    // The failed call is in the program's console too, as the ROS simulator logs it.
    expect(lines).toEqual(['error [virtual QTrobot] rosbridge: call_service /qt_robot/no_such: Service /qt_robot/no_such does not exist']);
  });

  it('shows the errors and warnings rosbridge sends a program in its console, and nothing for its other messages', () => {
    const answers = [
      {op: 'status', level: 'error', msg: 'publish: field data of std_msgs/String must be a string, not 1', id: 'p'},
      {op: 'status', level: 'warning', msg: 'operation set_level is not supported by this endpoint'},
      {op: 'status', level: 'info', msg: 'fine'},
      {op: 'publish', topic: '/my_robot/log', msg: {data: '"op":"status" "result":false'}},
      {op: 'service_response', id: 'c', service: '/qt_robot/speech/say', values: {status: true}, result: true},
    ];
    const {fromFrame, posted, lines} = relayFor({
      connect: (send) => ({
        receive: () => answers.forEach((a) => send(JSON.stringify(a))),
        close() {},
      }),
    });
    fromFrame({kind: 'open', socket: 1, url: 'ws://x'});
    fromFrame({kind: 'send', socket: 1, data: '{}'});
    expect(messages(posted)).toEqual(answers);
    expect(lines).toEqual([
      'error [virtual QTrobot] rosbridge: publish: field data of std_msgs/String must be a string, not 1',
      'warn [virtual QTrobot] rosbridge: operation set_level is not supported by this endpoint',
    ]);
  });

  it('holds what the endpoint sends while connecting until the frame’s socket is open', () => {
    const endpoint: RosbridgeEndpoint = {
      connect(send) {
        send('{"op":"publish","topic":"/early","msg":{}}');
        return {receive() {}, close() {}};
      },
    };
    const {fromFrame, posted} = relayFor(endpoint);
    fromFrame({kind: 'open', socket: 3, url: 'ws://x'});
    expect(posted.map((m) => m.kind)).toEqual(['open', 'message']);
  });

  it('closes a socket the program closes, and every socket when the run stops; then reads nothing', () => {
    const closed: number[] = [];
    let n = 0;
    const endpoint: RosbridgeEndpoint = {
      connect() {
        const me = ++n;
        return {receive() {}, close: () => closed.push(me)};
      },
    };
    const {relay, fromFrame, lines} = relayFor(endpoint);
    fromFrame({kind: 'open', socket: 1, url: 'ws://a'});
    fromFrame({kind: 'open', socket: 2, url: 'ws://b'});
    fromFrame({kind: 'open', socket: 2, url: 'ws://b'});
    expect(relay.open).toBe(2);
    fromFrame({kind: 'close', socket: 1});
    expect(closed).toEqual([1]);
    relay.close();
    expect(closed).toEqual([1, 2]);
    expect(fromFrame({kind: 'console', level: 'log', text: 'after stop'})).toBe(false);
    expect(lines).toEqual([]);
  });

  it(`refuses more than ${MAX_SOCKETS} sockets and reports an endpoint that throws`, () => {
    const {fromFrame, posted, lines} = relayFor();
    for (let s = 1; s <= MAX_SOCKETS + 1; s += 1) fromFrame({kind: 'open', socket: s, url: 'ws://x'});
    expect(posted.at(-1)).toEqual({kind: 'close', socket: MAX_SOCKETS + 1});
    expect(lines.at(-1)).toMatch(/refused a connection/);

    const broken = relayFor({
      connect: () => ({
        receive() {
          throw new Error('bad message');
        },
        close() {},
      }),
    });
    broken.fromFrame({kind: 'open', socket: 1, url: 'ws://x'});
    broken.fromFrame({kind: 'send', socket: 1, data: '{}'});
    expect(broken.lines).toEqual(['error [virtual QTrobot] socket 1: bad message']);
  });
});

const DATA: RunnerData = {
  bootstrap: '/* bootstrap */',
  libraries: {roslib: 'var ROSLIB = {x: "$&"};', qtrobot: 'class QTrobot {}'},
  programs: {},
};
const PAGE_PROGRAM: RunnableProgram = {
  page: 'api_js',
  title: 'hello.html',
  html: '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><script src="roslib.min.js"></script>\n<script src="eventemitter2.min.js"></script><script src="qtrobot-1.0.min.js"></script></head><body><p id="s">x</p><script src="hello.js"></script></body></html>',
  files: {'hello.js': 'console.log("$1 hello");'},
  hasPage: true,
};

describe('the frame document', () => {
  it('puts the bootstrap first in <head> and each script inline, unchanged, so its hash matches', () => {
    const html = frameDocument(PAGE_PROGRAM, DATA, 'https://docs.example');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const head = doc.head.children;
    expect(head[0].outerHTML).toBe('<meta name="qtdocs-parent-origin" content="https://docs.example">');
    expect(head[1].textContent).toBe(DATA.bootstrap);
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => s.textContent)).toEqual([DATA.bootstrap, DATA.libraries.roslib, DATA.libraries.qtrobot, PAGE_PROGRAM.files['hello.js']]);
    expect(scripts.some((s) => s.hasAttribute('src'))).toBe(false);
    expect(doc.getElementById('s')?.textContent).toBe('x');
  });

  it('names what each script is, and refuses a script the page does not provide', () => {
    expect(['roslib.min.js', 'lib/roslib.js', 'qtrobot-1.0.min.js', 'eventemitter2.min.js', 'app.js'].map(scriptRole)).toEqual([
      'roslib',
      'roslib',
      'qtrobot',
      'eventemitter2',
      'file',
    ]);
    expect(usesQtrobot(PAGE_PROGRAM)).toBe(true);
    expect(() => frameDocument({...PAGE_PROGRAM, files: {}}, DATA, 'https://docs.example')).toThrow(/loads hello\.js, which the page does not provide/);
  });
});

describe('the console output', () => {
  it('is a labelled, polite live log that writes the level out and scrolls by keyboard', () => {
    render(
      <Output
        name="app.js"
        dropped={2}
        lines={[
          {level: 'log', text: 'say-wait: status true'},
          {level: 'warn', text: 'slow'},
          {level: 'error', text: 'Uncaught ReferenceError: x is not defined'},
        ]}
      />,
    );
    const log = screen.getByRole('log', {name: 'Console output of app.js'});
    expect(log).toHaveAttribute('aria-live', 'polite');
    const items = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['(2 earlier lines not shown)', 'say-wait: status true', 'warning: slow', 'error: Uncaught ReferenceError: x is not defined']);
    expect(within(log).getByRole('list')).toHaveAttribute('tabindex', '0');
  });

  it('says when there is no output yet', () => {
    render(<Output name="app.js" dropped={0} lines={[]} />);
    expect(screen.getByRole('log')).toHaveTextContent('No output yet.');
  });
});

describe('the runner', () => {
  const data: RunnerData = {...DATA, programs: {[programKey('api_js', 'hello.html')]: PAGE_PROGRAM}};

  it('runs the program in a frame sandboxed to scripts only, relays its console and stops it', async () => {
    const log: string[] = [];
    const endpoint = fakeRosbridge(log);
    render(<ProgramRunner page="api_js" program="hello.html" data={data} connect={async () => endpoint} focusOnMount />);
    const stop = screen.getByRole('button', {name: 'Stop hello.html'});
    expect(stop).toHaveFocus();
    const frame = await screen.findByTitle('hello.html, running against the virtual QTrobot');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<meta name="qtdocs-parent-origin" content="http://localhost:3000">');
    expect(screen.getByText(/qtrobot\.js is a stand-in/)).toBeInTheDocument();

    const source = (frame as HTMLIFrameElement).contentWindow!;
    const post = (data: object, origin = 'null') =>
      act(() => window.dispatchEvent(new MessageEvent('message', {data: {channel: CHANNEL, ...data}, origin, source})));
    post({kind: 'console', level: 'log', text: 'hello from the frame'});
    post({kind: 'console', level: 'log', text: 'not from an opaque origin'}, 'http://localhost:3000');
    post({kind: 'open', socket: 1, url: 'ws://192.168.100.2:9091'});
    expect(screen.getByRole('log')).toHaveTextContent('hello from the frame');
    expect(screen.getByRole('log')).not.toHaveTextContent('not from an opaque origin');
    expect(screen.getByRole('status')).toHaveTextContent('connected to the virtual QTrobot');

    fireEvent.click(stop);
    expect(screen.queryByTitle(/running against the virtual QTrobot/)).toBeNull();
    expect(log).toContain('closed');
    expect(screen.getByRole('status')).toHaveTextContent('Stopped.');
    // The output stays to be read; running again starts afresh.
    expect(screen.getByRole('log')).toHaveTextContent('hello from the frame');
    fireEvent.click(screen.getByRole('button', {name: 'Run hello.html again'}));
    expect(await screen.findByTitle('hello.html, running against the virtual QTrobot')).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveTextContent('No output yet.');
  });

  it(`keeps the last ${MAX_LINES} lines`, async () => {
    render(<ProgramRunner page="api_js" program="hello.html" data={data} connect={async () => fakeRosbridge()} />);
    const source = ((await screen.findByTitle(/running against/)) as HTMLIFrameElement).contentWindow!;
    act(() => {
      for (let i = 0; i < MAX_LINES + 5; i += 1)
        window.dispatchEvent(new MessageEvent('message', {data: {channel: CHANNEL, kind: 'console', level: 'log', text: `line ${i}`}, origin: 'null', source}));
    });
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('(5 earlier lines not shown)');
    expect(items.at(-1)).toHaveTextContent(`line ${MAX_LINES + 4}`);
  });

  it('says so when the virtual QTrobot cannot start, and hides the frame of a program without a page', async () => {
    render(<ProgramRunner page="api_js" program="hello.html" data={data} connect={() => Promise.reject(new Error('no engine'))} />);
    expect(await screen.findByText('The virtual QTrobot could not start: no engine')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Run hello.html again'})).toBeInTheDocument();

    const lone = {...data, programs: {[programKey('api_js', 'connect.js')]: {...PAGE_PROGRAM, title: 'connect.js', hasPage: false}}};
    render(<ProgramRunner page="api_js" program="connect.js" data={lone} connect={async () => fakeRosbridge()} />);
    expect(await screen.findByTitle('connect.js, running against the virtual QTrobot')).not.toBeVisible();
  });

  it('tells an author who names a program that does not exist what to write', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ProgramRunner page="api_js" program="nope.js" data={data} />)).toThrow(
      /no runnable program "nope\.js" on "api_js"\. Write <RunInPage page=/,
    );
  });
});

describe('the stub', () => {
  it('is one button named after the program’s file', () => {
    render(<RunInPage page="tutorials/javascript/js_ros_interfaces" program="~/robot/code/qt_web_demo/index_qtrobot.html (script tags)" />);
    expect(screen.getByRole('button', {name: 'Run index_qtrobot.html in the page'})).toBeInTheDocument();
  });
});
