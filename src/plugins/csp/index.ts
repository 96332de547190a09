import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentSecurityPolicy} from '../../../config/csp';
// Read here, not passed as an option: plugin options are serialised into the entry script.
import {siteEnv} from '../../../config/env';
import {htmlFiles} from '../buildFiles';
import {frameScriptHashes} from '../../features/virtual-robot/run/programs';

export type Options = {gtm: boolean; algolia: boolean};

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attrs);
  if (!m) return undefined;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

/** `'sha256-…'` of every inline script the browser would execute in this HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, 'src') !== undefined) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The page with the policy as the first thing after its charset, before any script. */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error('The page already has a CSP meta tag.');
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('No <head> to put the CSP meta tag in.');
  return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
}

/**
 * Gives every page of the build the site's Content-Security-Policy as a <meta> tag and writes
 * the header form for hosts to `_headers` (Netlify/Cloudflare Pages syntax; the value is the
 * same for any server). Inline scripts are hashed after the HTML is minified, so this runs
 * in postBuild. It is synchronous on purpose: Docusaurus runs plugins' postBuild hooks
 * concurrently, and no other plugin can touch a page between the hash and the write.
 * A build test re-checks every page's scripts against its policy.
 */
export default function cspPlugin(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'csp',
    postBuild({outDir}) {
      const files = htmlFiles(outDir);
      const pages = files.map((file) => ({file, html: fs.readFileSync(file, 'utf8')}));
      const hashes = [...new Set(pages.flatMap((p) => inlineScriptHashes(p.html)))].sort();
      const runnerScriptHashes = frameScriptHashes().filter((h) => !hashes.includes(h));
      const common = {scriptHashes: hashes, runnerScriptHashes, ...options, robotHosts: siteEnv.robotHosts};
      const meta = contentSecurityPolicy({...common, delivery: 'meta'});
      for (const page of pages) fs.writeFileSync(page.file, withCspMeta(page.html, meta));
      const header = contentSecurityPolicy({...common, delivery: 'header'});
      fs.writeFileSync(
        path.join(outDir, '_headers'),
        [
          '# Security headers for every page of this build (Netlify / Cloudflare Pages syntax).',
          '# Other servers: send the same names and values; see "Security" in the README.',
          '/*',
          `  Content-Security-Policy: ${header}`,
          '  X-Content-Type-Options: nosniff',
          '  Referrer-Policy: strict-origin-when-cross-origin',
          '',
        ].join('\n'),
      );
    },
  };
}
