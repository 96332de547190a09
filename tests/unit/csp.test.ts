import crypto from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, cspDirectives} from '@site/config/csp';
import {readSiteEnv} from '@site/config/env';
import {parseRobotHosts, robotCspSources, robotHostAllowed} from '@site/src/shared/robotHosts';
import {inlineScriptHashes, withCspMeta} from '@site/src/plugins/csp';

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('content security policy', () => {
  const base = {scriptHashes: ["'sha256-abc='"], delivery: 'header' as const};

  const ROBOT_DEFAULT_SOURCES = ['192.168.100.1', '192.168.100.2', '192.168.4.1', '*.local', 'localhost', '127.0.0.1']
    .flatMap((h) => [`${h}:9090`, `${h}:9091`])
    .flatMap((a) => [`ws://${a}`, `wss://${a}`]);

  it("allows only the site itself and the reader's robot by default, and inline scripts only by hash", () => {
    const policy = contentSecurityPolicy(base);
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc=' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; style-src-elem 'self' 'unsafe-inline'; " +
        `img-src 'self' data:; font-src 'self' data:; connect-src 'self' ${ROBOT_DEFAULT_SOURCES.join(' ')}; manifest-src 'self'; worker-src 'self'; ` +
        "frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    // 'wasm-unsafe-eval' (Python in the page's worker) compiles WebAssembly only; eval stays refused.
    expect(policy).not.toMatch(/https?:|(?<!wasm-)unsafe-eval|script-src[^;]*unsafe-inline/);
    // The robot: WebSockets only, to the robot's own addresses (no wildcard host), and in no other directive.
    expect(policy).not.toMatch(/wss?:\/\/\*:/);
    expect(
      policy
        .split('; ')
        .filter((d) => /wss?:/.test(d))
        .map((d) => d.split(' ')[0]),
    ).toEqual(['connect-src']);
  });

  it("takes the robot sources from the build's list: QTDOCS_ROBOT_HOSTS, with `default` and `*`", () => {
    const connect = (value: string | undefined) =>
      cspDirectives({...base, robotHosts: readSiteEnv({QTDOCS_ROBOT_HOSTS: value}).robotHosts}).find(([n]) => n === 'connect-src')![1];
    expect(connect(undefined)).toEqual(["'self'", ...ROBOT_DEFAULT_SOURCES]);
    expect(connect('  ')).toEqual(["'self'", ...ROBOT_DEFAULT_SOURCES]);
    expect(connect('192.168.3.193 MyRobot.lan:9092 [::1]:9091')).toEqual([
      "'self'",
      'ws://192.168.3.193:9090',
      'wss://192.168.3.193:9090',
      'ws://192.168.3.193:9091',
      'wss://192.168.3.193:9091',
      'ws://myrobot.lan:9092',
      'wss://myrobot.lan:9092',
      'ws://[::1]:9091',
      'wss://[::1]:9091',
    ]);
    expect(connect('default 10.0.0.7:9091')).toEqual(["'self'", ...ROBOT_DEFAULT_SOURCES, 'ws://10.0.0.7:9091', 'wss://10.0.0.7:9091']);
    expect(connect('*')).toEqual(["'self'", 'ws://*:9090', 'wss://*:9090', 'ws://*:9091', 'wss://*:9091']);
    expect(connect('*:*')).toEqual(["'self'", 'ws://*:*', 'wss://*:*']);
    // A word that is not a host cannot reach the policy (a `;` would start a new directive).
    for (const bad of ['robot;script-src', "'unsafe-inline'", 'ws://robot:9091', 'robot:99999', 'http:', 'a..b']) {
      expect(() => readSiteEnv({QTDOCS_ROBOT_HOSTS: bad}), bad).toThrow(/QTDOCS_ROBOT_HOSTS/);
    }
  });

  it('gives the robot panel the list the policy allows', () => {
    const hosts = parseRobotHosts('default 10.0.0.7:9091');
    const sources = cspDirectives({...base, robotHosts: hosts})
      .find(([n]) => n === 'connect-src')![1]
      .slice(1);
    expect(sources).toEqual(robotCspSources(hosts));
    for (const source of sources) expect(robotHostAllowed(hosts, new URL(source)), source.replace('*', 'x')).toBe(true);
  });

  it('leaves out frame-ancestors in the <meta> form, where browsers ignore it with an error', () => {
    expect(contentSecurityPolicy({...base, delivery: 'meta'})).not.toContain('frame-ancestors');
  });

  it('opens the hosts of analytics and hosted search only when they are configured', () => {
    const directive = (opts: Parameters<typeof cspDirectives>[0], name: string) => cspDirectives(opts).find(([n]) => n === name)![1];
    expect(directive({...base, gtm: true}, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive({...base, gtm: true}, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive({...base, algolia: true}, 'connect-src')).toContain('https://*.algolia.net');
    expect(directive({...base, algolia: true}, 'script-src')).toEqual(["'self'", "'sha256-abc='", "'wasm-unsafe-eval'"]);
  });
});

describe('csp plugin helpers', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<head><script>a()</script><script type=application/ld+json>{"x":1}</script><script src=/x.js defer></script>' +
      '<script type="module">b()</script><script type=text/javascript>c()\n</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()\n')]);
  });

  it('puts the policy right after the charset, before any script', () => {
    const html = '<!doctype html><html><head><meta charset=UTF-8><script>a()</script></head></html>';
    const out = withCspMeta(html, "default-src 'self'");
    expect(out).toBe(
      `<!doctype html><html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><script>a()</script></head></html>`,
    );
    expect(() => withCspMeta(out, "default-src 'self'")).toThrow(/already/);
  });
});

describe('Python in the page', () => {
  it("lets the header form's workers compile WebAssembly, and nothing more", () => {
    const scriptSrc = (delivery: 'header' | 'meta') => cspDirectives({scriptHashes: ["'sha256-abc='"], delivery}).find(([n]) => n === 'script-src')![1];
    expect(scriptSrc('header')).toEqual(["'self'", "'sha256-abc='", "'wasm-unsafe-eval'"]);
    // The page compiles no WebAssembly: the <meta> form, which applies to pages only, keeps without it.
    expect(scriptSrc('meta')).toEqual(["'self'", "'sha256-abc='"]);
  });
});

describe('the frame of "Run in the page"', () => {
  it('adds only the hashes of its scripts to script-src; frame-src stays none', () => {
    const base = {scriptHashes: ["'sha256-abc='"], delivery: 'header' as const};
    const without = cspDirectives(base);
    const withRunner = cspDirectives({...base, runnerScriptHashes: ["'sha256-runner='"]});
    expect(withRunner.find(([n]) => n === 'script-src')![1]).toEqual(["'self'", "'sha256-abc='", "'sha256-runner='", "'wasm-unsafe-eval'"]);
    expect(withRunner.find(([n]) => n === 'frame-src')![1]).toEqual(["'none'"]);
    expect(withRunner.filter(([n]) => n !== 'script-src')).toEqual(without.filter(([n]) => n !== 'script-src'));
  });

  it('hashes exactly the inline scripts of every program’s frame document', async () => {
    const {runnerData, frameScriptHashes} = await import('@site/src/features/virtual-robot/run/programs');
    const {frameDocument} = await import('@site/src/features/virtual-robot/run/chunk/frameDocument');
    const data = runnerData();
    const hashes = frameScriptHashes(data);
    const used = new Set<string>();
    expect(Object.keys(data.programs).length).toBeGreaterThanOrEqual(9);
    for (const program of Object.values(data.programs)) {
      const doc = new DOMParser().parseFromString(frameDocument(program, data, 'https://docs.luxai.com'), 'text/html');
      const scripts = [...doc.querySelectorAll('script')];
      expect(
        scripts.filter((s) => s.hasAttribute('src')),
        program.title,
      ).toEqual([]);
      // The hash of an inline script is over its text as the browser parsed it.
      for (const s of scripts) {
        expect(hashes, `${program.title}: ${s.textContent!.slice(0, 40)}`).toContain(sha(s.textContent!));
        used.add(sha(s.textContent!));
      }
    }
    expect([...used].sort()).toEqual(hashes);
  });
});
