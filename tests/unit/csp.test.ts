import crypto from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, cspDirectives} from '@site/config/csp';
import {inlineScriptHashes, withCspMeta} from '@site/src/plugins/csp';

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('content security policy', () => {
  const base = {scriptHashes: ["'sha256-abc='"], delivery: 'header' as const};

  it('allows only the site itself and the reader\'s robot by default, and inline scripts only by hash', () => {
    const policy = contentSecurityPolicy(base);
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; style-src-elem 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; font-src 'self' data:; connect-src 'self' ws://*:9090 ws://*:9091 wss://*:9090 wss://*:9091; manifest-src 'self'; worker-src 'self'; " +
        "frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(policy).not.toMatch(/https?:|unsafe-eval|script-src[^;]*unsafe-inline/);
    // The robot: WebSockets only, only on rosbridge's two usual ports, and in no other directive.
    const sockets = policy.match(/wss?:[^\s;]*/g) ?? [];
    expect(sockets.every((s) => /^wss?:\/\/\*:909[01]$/.test(s))).toBe(true);
    expect(policy.split('; ').filter((d) => /wss?:/.test(d)).map((d) => d.split(' ')[0])).toEqual(['connect-src']);
  });

  it('allows the same rosbridge ports the robot panel checks before connecting', async () => {
    const {ROBOT_BRIDGE_PORTS} = await import('@site/src/robot/state');
    const {ROBOT_BRIDGE_SOURCES} = await import('@site/config/csp');
    expect(ROBOT_BRIDGE_SOURCES).toEqual(ROBOT_BRIDGE_PORTS.flatMap((p) => [`ws://*:${p}`]).concat(ROBOT_BRIDGE_PORTS.map((p) => `wss://*:${p}`)));
  });

  it('leaves out frame-ancestors in the <meta> form, where browsers ignore it with an error', () => {
    expect(contentSecurityPolicy({...base, delivery: 'meta'})).not.toContain('frame-ancestors');
  });

  it('opens the hosts of analytics and hosted search only when they are configured', () => {
    const directive = (opts: Parameters<typeof cspDirectives>[0], name: string) =>
      cspDirectives(opts).find(([n]) => n === name)![1];
    expect(directive({...base, gtm: true}, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive({...base, gtm: true}, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive({...base, algolia: true}, 'connect-src')).toContain('https://*.algolia.net');
    expect(directive({...base, algolia: true}, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
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
