/**
 * Which rosbridge addresses the site may connect to: one list, chosen at build time, that both the
 * Content-Security-Policy (config/csp.ts) and the robot panel (src/features/robot/chunk/state.ts, which explains a
 * refused address before the browser would refuse it) read.
 *
 * A static policy cannot name the host a reader types, so the default list is the addresses a QTrobot
 * answers on: the QTRP (192.168.100.1) and the QTPC (192.168.100.2) on the robot's internal network,
 * the QTRP on its own hotspot (192.168.4.1), the robot's mDNS name `<serial>.local` (any `.local` name,
 * as the QTRP sets `ROS_HOSTNAME=$(hostname).local`), and localhost for a rosbridge or the simulator on
 * the reader's own computer; each on rosbridge's default port 9090 and on 9091, the port of the
 * rosbridge the JavaScript tutorial launches on the QTPC; ws:// and wss://.
 *
 * `QTDOCS_ROBOT_HOSTS` (config/env.ts) replaces the list: space-separated `host` or `host:port` words;
 * a host without a port gets 9090 and 9091; `default` stands for the default list; `*` is any host
 * (`*:*` any host on any port), `*.example` any name under example.
 */
export const DEFAULT_ROBOT_HOSTS = ['192.168.100.1', '192.168.100.2', '192.168.4.1', '*.local', 'localhost', '127.0.0.1'] as const;

/** rosbridge's default port and the port of the tutorial's own rosbridge on the QTPC. */
export const ROBOT_BRIDGE_PORTS = ['9090', '9091'] as const;

export const ROBOT_HOSTS_ENV = 'QTDOCS_ROBOT_HOSTS';

declare global {
  /** The build's list, defined by src/features/robot/plugin.ts in the client bundle; undefined in the unit tests (the default list then). */
  const __QTDOCS_ROBOT_HOSTS__: RobotHost[] | undefined;
}

/** One address the site may open a WebSocket to. `host`: a name, an IPv4 address, `[IPv6]`, `*` or `*.name`; `port`: digits or `*`. */
export type RobotHost = {host: string; port: string};

const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const HOST = new RegExp(`^(?:\\*|(?:\\*\\.)?${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])$`, 'i');

/** The list a build uses, from the value of QTDOCS_ROBOT_HOSTS (unset or empty: the default list). */
export function parseRobotHosts(value: string | undefined): RobotHost[] {
  const words = value?.trim() ? value.trim().split(/\s+/) : ['default'];
  const hosts: RobotHost[] = [];
  const add = (host: string, port: string) => {
    if (!hosts.some((h) => h.host === host && h.port === port)) hosts.push({host, port});
  };
  for (const word of words) {
    if (word === 'default') {
      for (const host of DEFAULT_ROBOT_HOSTS) for (const port of ROBOT_BRIDGE_PORTS) add(host, port);
      continue;
    }
    const m = /^(\[[^\]]*\]|[^:]+)(?::(\d{1,5}|\*))?$/.exec(word);
    if (!m || !HOST.test(m[1]) || (m[2] && m[2] !== '*' && (Number(m[2]) < 1 || Number(m[2]) > 65535))) {
      throw new Error(
        `${ROBOT_HOSTS_ENV}: "${word}" is not a host or host:port. Give space-separated words such as "default 192.168.3.20 myrobot.lan:9092" (src/shared/robotHosts.ts).`,
      );
    }
    const host = m[1].toLowerCase();
    for (const port of m[2] ? [m[2]] : ROBOT_BRIDGE_PORTS) add(host, port);
  }
  return hosts;
}

/** The policy's connect-src sources for the list: ws:// and wss:// for each address. */
export function robotCspSources(hosts: readonly RobotHost[]): string[] {
  return hosts.flatMap(({host, port}) => [`ws://${host}:${port}`, `wss://${host}:${port}`]);
}

/** Whether the policy lets the page open a WebSocket to this URL (a ws: or wss: URL), as the browser matches host sources. */
export function robotHostAllowed(hosts: readonly RobotHost[], url: URL): boolean {
  const hostname = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === 'wss:' ? '443' : '80');
  return hosts.some(
    (h) =>
      (h.port === '*' || h.port === port) &&
      (h.host === '*' || (h.host.startsWith('*.') ? hostname.endsWith(h.host.slice(1)) && hostname.length > h.host.length - 1 : h.host === hostname)),
  );
}

/** The list as QTDOCS_ROBOT_HOSTS words: `host` when it has both usual ports, else `host:port`; `default` for the default list. */
export function robotHostWords(hosts: readonly RobotHost[]): string[] {
  const names = [...new Set(hosts.map((h) => h.host))];
  const words = names.flatMap((host) => {
    const ports = hosts.filter((h) => h.host === host).map((h) => h.port);
    if (ROBOT_BRIDGE_PORTS.every((p) => ports.includes(p)))
      return [host, ...ports.filter((p) => !(ROBOT_BRIDGE_PORTS as readonly string[]).includes(p)).map((p) => `${host}:${p}`)];
    return ports.map((p) => `${host}:${p}`);
  });
  const defaults: readonly string[] = DEFAULT_ROBOT_HOSTS;
  return words.length >= defaults.length && defaults.every((d, i) => words[i] === d) ? ['default', ...words.slice(defaults.length)] : words;
}
