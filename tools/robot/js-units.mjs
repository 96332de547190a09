// The runnable units of a page's JavaScript: an HTML block with the scripts it names, or a JavaScript block run
// alone. Shared by `npm run test:robot` (js-runner.mjs) and the docs' "Run in the page" control
// (src/features/virtual-robot/run), so both run the same programs. No Node-only imports: plain functions.

/** The last segment of a path, as path.basename gives it for these names. */
const basename = (p) => p.split('/').pop();

export const baseName = (title) => basename(title.replace(/\s*\(.*\)\s*$/, '').trim());

/** Groups a page's blocks into runnable units: {main, html, files: {name: text}, blocks: [...]}. */
export function unitsOf(blocks) {
  const htmlBlocks = blocks.filter((b) => b.lang === 'html');
  const jsBlocks = blocks.filter((b) => b.lang !== 'html');
  const jsFiles = new Map();
  for (const b of jsBlocks) {
    const name = baseName(b.title);
    jsFiles.set(name, [...(jsFiles.get(name) ?? []), b]);
  }
  const fullHtml = htmlBlocks.find((b) => /<html/i.test(b.code));
  const used = new Set();
  const units = [];
  for (const h of htmlBlocks) {
    let html = h.code;
    if (!/<html/i.test(html) && fullHtml) {
      // A "(script tags)" fragment: the page says to copy the full HTML and swap its script tags.
      html = fullHtml.code.replace(/(\s*<script[^>]*><\/script>)+/, `\n${h.code}\n`);
    }
    const srcs = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => basename(m[1]));
    const files = {};
    const members = [h];
    for (const src of srcs) {
      if (jsFiles.has(src)) {
        files[src] = jsFiles
          .get(src)
          .map((b) => b.code)
          .join('\n');
        jsFiles.get(src).forEach((b) => used.add(b));
        members.push(...jsFiles.get(src));
      }
    }
    units.push({main: h, html, files, blocks: members});
  }
  for (const b of jsBlocks) {
    if (used.has(b)) continue;
    const name = baseName(b.title);
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${name}</title></head><body>
<script src="roslib.min.js"></script><script src="qtrobot-1.0.min.js"></script><script src="${name}"></script></body></html>`;
    units.push({main: b, html, files: {[name]: b.code}, blocks: [b]});
  }
  return units;
}
