import {describe, expect, it} from 'vitest';
import {parseRobotHosts} from '@site/src/shared/robotHosts';
import {
  blockedReason,
  defaultAddress,
  describe as sentence,
  initialState,
  transition,
  type ConnectionEvent,
  type ConnectionState,
} from '@site/src/features/robot/chunk/state';

const URL = 'ws://192.168.100.2:9091';
const run = (events: ConnectionEvent[], from: ConnectionState = initialState) => events.reduce(transition, from);

describe('robot connection state machine', () => {
  it('connects only after rosbridge answered a first request', () => {
    const opened = run([{type: 'connect', url: URL}, {type: 'open'}]);
    expect(opened).toEqual({status: 'connecting', url: URL, opened: true});
    expect(transition(opened, {type: 'answer'})).toEqual({status: 'connected', url: URL});
  });

  it('ignores an answer before the socket opened', () => {
    expect(run([{type: 'connect', url: URL}, {type: 'answer'}]).status).toBe('connecting');
  });

  it('calls a socket closed before it opened refused, and a silent one refused by timeout', () => {
    expect(run([{type: 'connect', url: URL}, {type: 'close'}])).toEqual({status: 'refused', url: URL, reason: 'closed'});
    expect(run([{type: 'connect', url: URL}, {type: 'timeout'}])).toEqual({status: 'refused', url: URL, reason: 'timeout'});
  });

  it('calls a socket closed after it opened but before any answer an authentication request (rosauth)', () => {
    expect(run([{type: 'connect', url: URL}, {type: 'open'}, {type: 'close'}])).toEqual({status: 'auth', url: URL});
  });

  it('calls a connection that closes later lost, and the reader can connect again', () => {
    const lost = run([{type: 'connect', url: URL}, {type: 'open'}, {type: 'answer'}, {type: 'close'}]);
    expect(lost).toEqual({status: 'lost', url: URL});
    expect(transition(lost, {type: 'connect', url: URL}).status).toBe('connecting');
  });

  it('disconnects from any state, and ignores late socket events afterwards', () => {
    const off = run([{type: 'connect', url: URL}, {type: 'open'}, {type: 'answer'}, {type: 'disconnect'}]);
    expect(off).toEqual({status: 'disconnected'});
    expect(run([{type: 'close'}, {type: 'answer'}, {type: 'timeout'}], off)).toBe(off);
  });

  it('does not start a second connection while one is open or opening', () => {
    const connecting = run([{type: 'connect', url: URL}]);
    expect(transition(connecting, {type: 'connect', url: 'ws://other:9091'})).toBe(connecting);
  });

  it('goes to blocked when the browser would refuse the address', () => {
    expect(run([{type: 'connect', url: 'ws://x:9091', blocked: 'mixed-content'}])).toEqual({status: 'blocked', url: 'ws://x:9091', reason: 'mixed-content'});
  });

  it('has a sentence for every state', () => {
    const states: ConnectionState[] = [
      initialState,
      {status: 'connecting', url: URL, opened: false},
      {status: 'connected', url: URL},
      {status: 'refused', url: URL, reason: 'closed'},
      {status: 'refused', url: URL, reason: 'timeout'},
      {status: 'lost', url: URL},
      {status: 'auth', url: URL},
      {status: 'blocked', url: URL, reason: 'mixed-content'},
      {status: 'blocked', url: URL, reason: 'csp'},
      {status: 'blocked', url: URL, reason: 'invalid'},
    ];
    const sentences = states.map((s) => sentence(s));
    expect(sentences.every((s) => s.length > 10)).toBe(true);
    expect(new Set(sentences).size).toBe(states.length);
    expect(sentence({status: 'auth', url: URL})).toMatch(/authentication/);
    expect(sentence({status: 'blocked', url: URL, reason: 'mixed-content'})).toMatch(/https.*ws:\/\//);
  });
});

describe('robot addresses', () => {
  it('refuses what the browser would refuse, before connecting', () => {
    expect(blockedReason('ws://192.168.100.2:9091', 'http:')).toBeUndefined();
    expect(blockedReason('wss://robot.local:9090', 'https:')).toBeUndefined();
    expect(blockedReason('ws://192.168.100.2:9091', 'https:')).toBe('mixed-content');
    expect(blockedReason('ws://192.168.100.2:8080', 'http:')).toBe('csp');
    expect(blockedReason('ws://192.168.100.2', 'http:')).toBe('csp');
    expect(blockedReason('http://192.168.100.2:9091', 'http:')).toBe('invalid');
    expect(blockedReason('192.168.100.2:9091', 'http:')).toBe('invalid');
    expect(blockedReason('ws://user:pw@robot:9091', 'http:')).toBe('invalid');
    expect(blockedReason('', 'http:')).toBe('invalid');
  });

  it("refuses, by default, any host but the robot's own addresses and localhost, as the CSP does", () => {
    for (const url of [
      'ws://192.168.100.1:9090',
      'ws://192.168.100.2:9091',
      'ws://192.168.4.1:9090',
      'ws://QTRD000100.local:9091',
      'wss://qtrd000100.local:9090',
      'ws://localhost:9091',
      'ws://127.0.0.1:9091',
    ]) {
      expect(blockedReason(url, 'http:'), url).toBeUndefined();
    }
    for (const url of ['ws://192.168.3.193:9091', 'ws://10.42.0.1:9090', 'ws://local:9091', 'ws://robot.local.example.com:9091', 'ws://127.0.0.2:9091']) {
      expect(blockedReason(url, 'http:'), url).toBe('csp');
    }
    // A build's own list (QTDOCS_ROBOT_HOSTS) is what counts.
    const hosts = parseRobotHosts('192.168.3.193 myrobot.lan:9092');
    expect(blockedReason('ws://192.168.3.193:9091', 'http:', hosts)).toBeUndefined();
    expect(blockedReason('ws://myrobot.lan:9092', 'http:', hosts)).toBeUndefined();
    expect(blockedReason('ws://myrobot.lan:9091', 'http:', hosts)).toBe('csp');
    expect(blockedReason('ws://192.168.100.2:9091', 'http:', hosts)).toBe('csp');
    expect(blockedReason('ws://anything.example:9090', 'http:', parseRobotHosts('*'))).toBeUndefined();
    expect(blockedReason('ws://anything.example:8080', 'http:', parseRobotHosts('*'))).toBe('csp');
    expect(blockedReason('ws://anything.example:8080', 'http:', parseRobotHosts('*:*'))).toBeUndefined();
  });

  it('says why an address outside the list is refused and gives the exact build command', () => {
    const text = sentence({status: 'blocked', url: 'ws://192.168.3.193:9091', reason: 'csp'});
    expect(text).toContain('Your browser would refuse ws://192.168.3.193:9091');
    expect(text).toContain('192.168.100.1, 192.168.100.2, 192.168.4.1, any .local name, localhost, 127.0.0.1 on port 9090 or 9091');
    expect(text).toContain('ws://192.168.100.2:9091 for the rosbridge the JavaScript tutorial starts on the QTPC');
    expect(text).toMatch(/QTDOCS_ROBOT_HOSTS="default 192\.168\.3\.193:9091" npm run build$/);
    // The command rebuilds with the build's own list plus the address, and that list then allows it.
    const custom = parseRobotHosts('myrobot.lan:9092');
    const command = /QTDOCS_ROBOT_HOSTS="([^"]+)"/.exec(sentence({status: 'blocked', url: 'ws://10.0.0.7', reason: 'csp'}, custom))![1];
    expect(command).toBe('myrobot.lan:9092 10.0.0.7:80');
    expect(blockedReason('ws://10.0.0.7', 'http:', parseRobotHosts(command))).toBeUndefined();
    expect(blockedReason('ws://myrobot.lan:9092', 'http:', parseRobotHosts(command))).toBeUndefined();
  });

  it('offers the last address used, else port 9091 of the host that served the page over http', () => {
    expect(defaultAddress('ws://10.0.0.5:9090', {protocol: 'http:', hostname: '192.168.100.2'})).toBe('ws://10.0.0.5:9090');
    expect(defaultAddress(null, {protocol: 'http:', hostname: '192.168.100.2'})).toBe('ws://192.168.100.2:9091');
    expect(defaultAddress(null, {protocol: 'http:', hostname: '::1'})).toBe('ws://[::1]:9091');
    expect(defaultAddress(null, {protocol: 'https:', hostname: 'docs.luxai.com'})).toBe('');
    // A garbage stored value is not offered.
    expect(defaultAddress('javascript:alert(1)', {protocol: 'https:', hostname: 'docs.luxai.com'})).toBe('');
  });
});
