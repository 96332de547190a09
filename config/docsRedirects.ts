import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCS_ROOT_REDIRECTS} from '../src/shared/docsRoots';
import {THEME_COLOR} from './pwa';

export {DOCS_ROOT_REDIRECTS, docsRootRedirect} from '../src/shared/docsRoots';

/**
 * `/docs` and `/docs/v1`, the docs' addresses in the README, have no page of their own: each
 * version starts at its quick start for coders (`intro_code`). The build writes a small page at
 * each address that sends the reader on with a `<meta http-equiv="refresh">` (no script needed,
 * so it works with JavaScript off and under the site's CSP) and a plain link; the canonical URL
 * points search engines at the target. Client-side navigation to these addresses is redirected by
 * the 404 page (src/theme/NotFound/Content), which the docs layout renders for an unknown path.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

/** The page written at a docs root: a meta refresh and a link to `target` (a path with the base URL). */
export function redirectPage({target, label, siteUrl, baseUrl}: {target: string; label: string; siteUrl: string; baseUrl: string}): string {
  const href = escapeHtml(target);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(label)} | QTrobot Documentation</title>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="description" content="${escapeHtml(`The ${label} start at their quick start for coders.`)}">`,
    '<meta name="robots" content="noindex">',
    // As on every page: the icon (without it the browser asks for /favicon.ico, a 404), the
    // installable app's manifest and the browser bar's colour.
    `<link rel="icon" href="${escapeHtml(baseUrl)}img/favicon.svg">`,
    `<link rel="manifest" href="${escapeHtml(baseUrl)}manifest.json">`,
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    `<link rel="canonical" href="${escapeHtml(siteUrl + target)}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '</head>',
    '<body>',
    `<main><h1>${escapeHtml(label)}</h1><p>The ${escapeHtml(label)} start at <a href="${href}">the quick start for coders</a>.</p></main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Writes the redirect pages after the build, synchronously (before the csp plugin reads the pages). */
export default function docsRedirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'docs-root-redirects',
    postBuild({outDir}) {
      for (const {from, to, label} of DOCS_ROOT_REDIRECTS) {
        const file = path.join(outDir, from, 'index.html');
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, redirectPage({target: `${context.baseUrl}${to}`, label, siteUrl: context.siteConfig.url, baseUrl: context.baseUrl}));
      }
    },
  };
}
