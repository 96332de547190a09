/**
 * The document of a "Run in the page" frame, given to a sandboxed iframe as `srcdoc`: the program's own HTML with
 * each `<script src>` replaced by the script's text inline, and the bootstrap (../frame/bootstrap.js) first in
 * <head>. The texts are inserted unchanged: the site's CSP allows exactly these texts by hash (config/csp.ts).
 */
import type {RunnableProgram, RunnerData} from '../types';

/** What a `<script src>` of a program names: a library the frame supplies, or one of the program's files. */
export function scriptRole(src: string): 'roslib' | 'qtrobot' | 'eventemitter2' | 'file' {
  const name = fileName(src);
  if (/^roslib(\.min)?\.js$/.test(name)) return 'roslib';
  if (/^qtrobot.*\.js$/.test(name)) return 'qtrobot';
  // Bundled in roslib.min.js; the robot tests serve an empty file in its place.
  if (/^eventemitter2(\.min)?\.js$/.test(name)) return 'eventemitter2';
  return 'file';
}

export const fileName = (src: string): string => src.split('/').pop() ?? src;

/** The `<script src="…"></script>` tags of a program's HTML (the docs write no other attributes that matter). */
export const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/script\s*>/gi;

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Whether the program loads qtrobot.js (the frame then runs the stand-in, which the runner says). */
export const usesQtrobot = (program: RunnableProgram): boolean => [...program.html.matchAll(SCRIPT_TAG)].some((m) => scriptRole(m[1]) === 'qtrobot');

export function frameDocument(program: RunnableProgram, data: RunnerData, parentOrigin: string): string {
  const inline = (text: string) => `<script>${text}</script>`;
  // Replacer functions throughout: the scripts hold `$&` and `$1`, which a replacement string would expand.
  let html = program.html.replace(SCRIPT_TAG, (_tag, src: string) => {
    const role = scriptRole(src);
    if (role === 'roslib') return inline(data.libraries.roslib);
    if (role === 'qtrobot') return inline(data.libraries.qtrobot);
    if (role === 'eventemitter2') return '';
    const text = program.files[fileName(src)];
    if (text === undefined) throw new Error(`${program.title} loads ${src}, which the page does not provide.`);
    return inline(text);
  });
  const first = `<meta name="qtdocs-parent-origin" content="${attribute(parentOrigin)}">${inline(data.bootstrap)}`;
  const head = /<head\b[^>]*>/i.exec(html);
  html = head ? html.slice(0, head.index + head[0].length) + first + html.slice(head.index + head[0].length) : first + html;
  return html;
}
