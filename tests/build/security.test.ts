import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy} from '../../config/csp';
import {readSiteEnv} from '../../config/env';
import {BUILD, htmlFiles, loadHtml} from './lib/site';
import {findSecrets} from './lib/secrets';

const SITE = 'https://docs.luxai.com';
const env = readSiteEnv();

function allFiles(dir = BUILD): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? allFiles(full) : [full];
  });
}

const rel = (file: string) => path.relative(BUILD, file);

/** The policy hosts are told to send, read from the build's _headers file. */
function headerPolicy(): string {
  const line = fs
    .readFileSync(path.join(BUILD, '_headers'), 'utf8')
    .split('\n')
    .find((l) => l.trim().startsWith('Content-Security-Policy:'));
  expect(line, '_headers has a Content-Security-Policy').toBeDefined();
  return line!.trim().slice('Content-Security-Policy:'.length).trim();
}

function directive(policy: string, name: string): string[] {
  const d = policy.split(';').map((s) => s.trim().split(/\s+/)).find(([n]) => n === name);
  return d ? d.slice(1) : [];
}

const isExecutable = (type: string | undefined) => ['', 'text/javascript', 'application/javascript', 'module'].includes((type ?? '').trim().toLowerCase());

describe('Content-Security-Policy', () => {
  const header = headerPolicy();
  // The <meta> form has no frame-ancestors (browsers ignore it there) and no 'wasm-unsafe-eval' (only workers, which
  // run under their response's header, compile WebAssembly: config/csp.ts).
  const meta = header.replace(/;\s*frame-ancestors [^;]*/, '').replace(" 'wasm-unsafe-eval'", '');

  it('is the policy config/csp.ts builds, with no inline script allowed but by hash', () => {
    const hashes = directive(header, 'script-src').filter((s) => s.startsWith("'sha256-"));
    expect(hashes.length).toBeGreaterThan(0);
    expect(header).toBe(
      contentSecurityPolicy({scriptHashes: hashes, delivery: 'header', gtm: Boolean(env.gtmContainerId), algolia: Boolean(env.algolia), robotHosts: env.robotHosts}),
    );
    expect(directive(header, 'script-src')).not.toContain("'unsafe-inline'");
    expect(header).not.toContain("'unsafe-eval'");
    expect(directive(header, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(header, 'object-src')).toEqual(["'none'"]);
  });

  it('allows no other host in the default build', () => {
    if (env.gtmContainerId || env.algolia) return;
    expect(header).not.toMatch(/https?:/);
  });

  it("lets pages open WebSockets only to the robot's own addresses, not to any host", () => {
    // src/shared/robotHosts.ts: the default list; QTDOCS_ROBOT_HOSTS='*' would open every host, on purpose.
    if (process.env.QTDOCS_ROBOT_HOSTS) return;
    const sockets = directive(header, 'connect-src').filter((s) => /^wss?:/.test(s));
    expect(sockets).toContain('ws://192.168.100.2:9091');
    expect(sockets).toContain('wss://*.local:9090');
    expect(sockets.filter((s) => /^wss?:\/\/\*[:/]|^wss?:$/.test(s))).toEqual([]);
    for (const file of htmlFiles().slice(0, 20)) {
      const policy = loadHtml(file)('meta[http-equiv="Content-Security-Policy"]').attr('content') ?? '';
      expect(policy, path.relative(BUILD, file)).toContain('ws://192.168.100.2:9091');
      expect(policy, path.relative(BUILD, file)).not.toContain('ws://*:');
    }
  });

  it('is on every page, before any script, and covers every inline script of the page', () => {
    const problems: string[] = [];
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      const $ = loadHtml(file);
      const metas = $('meta[http-equiv="Content-Security-Policy"]');
      if (metas.length !== 1) {
        problems.push(`${rel(file)}: ${metas.length} CSP meta tags`);
        continue;
      }
      if (metas.attr('content') !== meta) problems.push(`${rel(file)}: the meta policy differs from _headers`);
      const firstScript = html.indexOf('<script');
      if (firstScript !== -1 && html.indexOf('http-equiv="Content-Security-Policy"') > firstScript) problems.push(`${rel(file)}: a script comes before the policy`);
      const allowed = directive(meta, 'script-src');
      for (const script of $('script:not([src])').toArray()) {
        if (!isExecutable($(script).attr('type'))) continue;
        const body = $(script).html() ?? '';
        const hash = `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
        if (!allowed.includes(hash)) problems.push(`${rel(file)}: inline script ${body.slice(0, 40)}… is not in the policy`);
      }
      if ($('[onload], [onclick], [onerror], [onmouseover], a[href^="javascript:"]').length > 0) {
        problems.push(`${rel(file)}: an inline event handler or javascript: URL, which the policy blocks`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('privacy of the default build', () => {
  const RESOURCE_ATTRS: [string, string][] = [
    ['script[src]', 'src'],
    ['img[src]', 'src'],
    ['iframe[src]', 'src'],
    ['source[src]', 'src'],
    ['video[src]', 'src'],
    ['audio[src]', 'src'],
    ['embed[src]', 'src'],
    ['object[data]', 'data'],
    ['link[href]:not([rel~="canonical"]):not([rel~="alternate"])', 'href'],
  ];

  it('loads nothing from another host: every script, style, image, font and hint is the site’s own', () => {
    const foreign: string[] = [];
    for (const file of htmlFiles()) {
      const $ = loadHtml(file);
      for (const [selector, attr] of RESOURCE_ATTRS) {
        for (const el of $(selector).toArray()) {
          const value = $(el).attr(attr)!;
          const url = new URL(value, `${SITE}/`);
          if (url.origin !== SITE && /^https?:$/.test(url.protocol)) foreign.push(`${rel(file)}: ${selector.split("[")[0]} ${attr}="${value}"`);
        }
      }
    }
    for (const file of allFiles().filter((f) => f.endsWith('.css'))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?:url\(\s*["']?|@import\s+["'])((?:https?:)?\/\/[^"')\s]+)/g)) {
        foreign.push(`${rel(file)}: ${m[1]}`);
      }
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'manifest.json'), 'utf8')) as {icons: {src: string}[]};
    for (const icon of manifest.icons) if (/^(https?:)?\/\//.test(icon.src)) foreign.push(`manifest.json: ${icon.src}`);
    expect(foreign).toEqual([]);
  });

  it('contains no analytics unless GTM_CONTAINER_ID is set', () => {
    if (env.gtmContainerId) return;
    const hits = allFiles()
      .filter((f) => /\.(html|js)$/.test(f))
      .filter((f) => /googletagmanager|google-analytics|gtag\(/.test(fs.readFileSync(f, 'utf8')))
      .map(rel);
    expect(hits).toEqual([]);
  });
});

describe('secrets', () => {
  it('the scanner finds planted credentials of every kind and lets the public search key through', () => {
    const planted = [
      '-----BEGIN RSA PRIVATE KEY-----',
      'AKIAIOSFODNN7EXAMPLE',
      `ghp_${'a1'.repeat(18)}`,
      `npm_${'A'.repeat(36)}`,
      `xoxb-${'1'.repeat(12)}-abc`,
      `AIza${'B'.repeat(35)}`,
      `sk_live_${'c'.repeat(24)}`,
      `sk-proj-${'d'.repeat(40)}`,
      `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.${'e'.repeat(20)}`,
      'https://deploy:hunter22@example.com/repo.git',
      `apiKey: "${'f0'.repeat(16)}"`,
      `"client_secret":"${'9'.repeat(20)}"`,
    ];
    for (const text of planted) expect(findSecrets(`x ${text} y`), text).not.toEqual([]);
    const publicKey = '0123456789abcdef0123456789abcdef';
    expect(findSecrets(`{apiKey:"${publicKey}"}`, [publicKey])).toEqual([]);
  });

  it('no file of the build holds a credential, except the public search key', () => {
    const allowed = env.algolia ? [env.algolia.apiKey] : [];
    const text = allFiles().filter((f) => !/\.(png|jpe?g|gif|webp|ico|woff2?|ttf|eot)$/i.test(f));
    expect(text.length).toBeGreaterThan(100);
    const found = text.flatMap((file) => findSecrets(fs.readFileSync(file, 'utf8'), allowed).map((f) => `${rel(file)}: ${f.kind}: ${f.match}`));
    expect(found).toEqual([]);
    // Nothing that is not meant for readers: environment files, source maps, the build log.
    expect(allFiles().map(rel).filter((f) => /(^|\/)\.env|\.map$|\.pem$|\.key$/.test(f))).toEqual([]);
  });
});
