/**
 * The robot connection's state machine, pure so the unit tests can walk every path
 * (tests/unit/robotState.test.ts). src/features/robot/chunk/connection.ts feeds it the socket's events.
 *
 * `connecting` covers the WebSocket handshake and the first request: the connection counts as
 * made only when rosbridge has answered something. A rosbridge started with authentication
 * (rosauth) accepts the socket, then closes it on the first request that is not a signed `auth`
 * message, without a reply; that is how `auth` is told apart from `lost`.
 */
import {parseRobotHosts, robotHostAllowed, robotHostWords, type RobotHost} from '@site/src/shared/robotHosts';

export type ConnectionState =
  | {status: 'disconnected'}
  | {status: 'connecting'; url: string; opened: boolean}
  | {status: 'connected'; url: string}
  | {status: 'refused'; url: string; reason: 'closed' | 'timeout'}
  | {status: 'lost'; url: string}
  | {status: 'auth'; url: string}
  | {status: 'blocked'; url: string; reason: BlockReason};

export type BlockReason = 'invalid' | 'mixed-content' | 'csp';

const DEFAULT_HOSTS = parseRobotHosts(undefined);

/** The `url` of a connection to the virtual robot in the page (src/features/virtual-robot/), as the sentences show it. */
export const VIRTUAL_ROBOT = 'the virtual QTrobot (in this page)';

export type ConnectionEvent =
  {type: 'connect'; url: string; blocked?: BlockReason} | {type: 'open'} | {type: 'answer'} | {type: 'close'} | {type: 'timeout'} | {type: 'disconnect'};

export const initialState: ConnectionState = {status: 'disconnected'};

export function transition(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'connect':
      if (state.status === 'connecting' || state.status === 'connected') return state;
      return event.blocked ? {status: 'blocked', url: event.url, reason: event.blocked} : {status: 'connecting', url: event.url, opened: false};
    case 'disconnect':
      return {status: 'disconnected'};
    case 'open':
      return state.status === 'connecting' ? {...state, opened: true} : state;
    case 'answer':
      return state.status === 'connecting' && state.opened ? {status: 'connected', url: state.url} : state;
    case 'close':
      if (state.status === 'connecting') return state.opened ? {status: 'auth', url: state.url} : {status: 'refused', url: state.url, reason: 'closed'};
      if (state.status === 'connected') return {status: 'lost', url: state.url};
      return state;
    case 'timeout':
      return state.status === 'connecting' ? {status: 'refused', url: state.url, reason: 'timeout'} : state;
    default:
      return state;
  }
}

/**
 * Why the browser would refuse this address before anything is sent, if it would: not a ws(s)
 * URL, a ws:// socket from an https page (mixed content), or an address outside the build's robot
 * list, which is all the site's Content-Security-Policy allows (src/shared/robotHosts.ts).
 */
export function blockedReason(url: string, pageProtocol: string, hosts: readonly RobotHost[] = DEFAULT_HOSTS): BlockReason | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return 'invalid';
  if (parsed.username || parsed.password || parsed.search || parsed.hash) return 'invalid';
  if (pageProtocol === 'https:' && parsed.protocol === 'ws:') return 'mixed-content';
  if (!robotHostAllowed(hosts, parsed)) return 'csp';
  return undefined;
}

/**
 * The address offered first: the one used last on this site (browsers keep storage per origin, so a
 * robot serving the docs keeps its own), else, when the page comes over http (the docs served
 * from the robot or a computer on its network), port 9091 of the host that served the page.
 */
export function defaultAddress(stored: string | null, location: {protocol: string; hostname: string}): string {
  if (stored && blockedReason(stored, location.protocol) !== 'invalid') return stored;
  if (location.protocol === 'http:' && location.hostname) {
    const host = location.hostname.includes(':') ? `[${location.hostname}]` : location.hostname;
    return `ws://${host}:9091`;
  }
  return '';
}

/** The build's list in words: "192.168.100.1, … or any .local name, on port 9090 or 9091". */
function listInWords(hosts: readonly RobotHost[]): string {
  const byPorts = new Map<string, string[]>();
  for (const host of new Set(hosts.map((h) => h.host))) {
    const ports = hosts.filter((h) => h.host === host).map((h) => h.port);
    const key = ports.includes('*') ? 'any port' : `port ${ports.join(' or ')}`;
    const name = host === '*' ? 'any host' : host.startsWith('*.') ? `any ${host.slice(1)} name` : host;
    byPorts.set(key, [...(byPorts.get(key) ?? []), name]);
  }
  return [...byPorts].map(([ports, names]) => `${names.join(', ')} on ${ports}`).join('; ');
}

/**
 * Why the browser would refuse an address outside the build's list, and what to do: a static policy
 * cannot name the reader's robot, so it lists the robot's own addresses (src/shared/robotHosts.ts).
 */
function cspRefusal(url: string, hosts: readonly RobotHost[]): string {
  let word = url;
  try {
    const parsed = new URL(url);
    word = parsed.port ? `${parsed.hostname}:${parsed.port}` : `${parsed.hostname}:${parsed.protocol === 'wss:' ? 443 : 80}`;
  } catch {
    // blockedReason lets only URLs through; keep the text as typed.
  }
  const command = `QTDOCS_ROBOT_HOSTS="${[...robotHostWords(hosts), word].join(' ')}" npm run build`;
  const qtpc = robotHostAllowed(hosts, new URL('ws://192.168.100.2:9091'));
  const local = robotHostAllowed(hosts, new URL('ws://qtrd000100.local:9090'));
  const examples = [
    qtpc ? 'ws://192.168.100.2:9091 for the rosbridge the JavaScript tutorial starts on the QTPC' : '',
    local ? "the robot's .local name (its serial number, such as ws://QTRD000100.local:9090) for a rosbridge on the QTRP" : '',
  ].filter(Boolean);
  return (
    `Your browser would refuse ${url}: this site's security policy lets pages connect only to the robot addresses it was built with (${listInWords(hosts)}). ` +
    `Use one of those addresses instead${examples.length ? `, such as ${examples.join(', or ')}` : ''}. ` +
    `To use this address, build the docs with it added: ${command}`
  );
}

/** One sentence per state, for the status line and the live region. `hosts`: the build's robot list. */
export function describe(state: ConnectionState, hosts: readonly RobotHost[] = DEFAULT_HOSTS): string {
  switch (state.status) {
    case 'disconnected':
      return 'Not connected.';
    case 'connecting':
      return `Connecting to ${state.url}…`;
    case 'connected':
      return `Connected to ${state.url}.`;
    case 'refused':
      if (state.url === VIRTUAL_ROBOT) return 'The virtual QTrobot could not be loaded. Check your network and try again.';
      return state.reason === 'timeout'
        ? `No answer from ${state.url}. Check the address and that rosbridge runs on the robot.`
        : `Could not connect to ${state.url}: nothing accepted the connection. Check the address, that your computer is on the robot's network, and that rosbridge runs on that port.`;
    case 'lost':
      return `The connection to ${state.url} was lost: the robot or its rosbridge stopped, or the network dropped.`;
    case 'auth':
      return `${state.url} closed the connection at the first request: this rosbridge asks for authentication (rosauth), which the docs cannot provide. Connect to a rosbridge started without authentication, such as the one the JavaScript tutorial starts on the QTPC (port 9091).`;
    case 'blocked':
      if (state.reason === 'mixed-content') {
        return 'This page came over https, and browsers do not let an https page open an unencrypted ws:// connection. Open the docs over http from the robot or your computer, or give the robot a wss:// address with a certificate your browser trusts.';
      }
      if (state.reason === 'csp') return cspRefusal(state.url, hosts);
      return 'Enter a rosbridge address such as ws://192.168.100.2:9091.';
    default:
      return '';
  }
}
