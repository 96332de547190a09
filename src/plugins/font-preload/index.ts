import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The `<link>` that makes the browser fetch the font with the HTML instead of after the CSS. */
export function preloadTag(href: string): string {
  return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
}

/** Inserts `tag` before the page's first stylesheet (or at the end of its head). */
export function withPreload(html: string, tag: string): string {
  if (html.includes(tag)) return html;
  const at = html.search(/<link [^>]*rel="?stylesheet/);
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('font-preload: a built page has no </head>');
  const i = at >= 0 && at < end ? at : end;
  return html.slice(0, i) + tag + html.slice(i);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Preloads a font on every page; `font` is its file name as the CSS imports it, without the
 * extension. The bundler emits it as `<font>-<contenthash>.woff2`, a name known only once the
 * build has run, so the tag is added to the built pages afterwards (none in `npm start`, where it
 * would not matter). The build fails if the file is missing, e.g. after the CSS import changes.
 */
export default function fontPreload(font: string): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'font-preload',
    async postBuild({outDir}) {
      const fontsDir = path.join(outDir, 'assets', 'fonts');
      const names = (await fs.readdir(fontsDir).catch(() => [] as string[])).filter(
        (f) => f.startsWith(`${font}-`) && f.endsWith('.woff2'),
      );
      if (names.length !== 1) {
        throw new Error(`font-preload: expected one ${font}-<hash>.woff2 in ${fontsDir}, found ${names.length}`);
      }
      const tag = preloadTag(`${context.baseUrl}assets/fonts/${names[0]}`);
      for (const file of await htmlFiles(outDir)) {
        await fs.writeFile(file, withPreload(await fs.readFile(file, 'utf8'), tag));
      }
    },
  });
}
