import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {BUILD, htmlFiles, loadHtml, routeFile, isRedirectFile} from './lib/site';

/**
 * What a first visit downloads for the app, measured on the built files (bytes are deterministic;
 * timings belong to `npm run bench`). Sizes are gzip at the default level, as a static host sends
 * them. The script counted is all of it: the entry scripts the page's loader appends, the route chunks
 * its start-up script appends after the first paint (`qt-route-scripts`), and the service worker's
 * helper (workbox-window), which the app loads in an idle moment after the load event.
 */
const DOC_PAGE = '/docs/tutorials/python/python_ros_motors';

/** The doc pages `npm run bench` measures: a long tutorial, api_ros and a V1 tutorial. */
const MEASURED_DOC_PAGES = [DOC_PAGE, '/docs/api_ros', '/docs/v1/tutorials/python/python_ros_speech'];

/**
 * The stock classic template's doc page (/docs/intro, Docusaurus 3.10.2), counted the same way: the
 * ten scripts Lighthouse recorded on it in `npm run bench` (main 149.0 KiB, runtime 3.0, eight route
 * chunks 20.2), gzip-compressed from its build. A page carries no more script than this, plus the
 * margin below.
 */
const STOCK_DOC_JS_KB = 172.2;

/**
 * What a page may carry above the stock doc page. Three features a reader asked for add script that
 * every visit needs: the Robot button's stub in the navbar (its panel, roslib and the forms load on
 * the first click; figures below, ROBOT_STUB), the offline search fallback that opens the modal's
 * "Unable to fetch results" screen when its code cannot load offline (it must be in the entry, about
 * 1.2 KB), and api_ros' Try it buttons. Measured: api_ros 172.36 KB, /docs/blocks_api 174.46 KB (its
 * static block reference), V1 blocks_api 173.75. The Run button under every Python program (src/features/virtual-robot
 * python/remark.ts: the stub, which loads the JavaScript or the Python runner, and its import in the page) added
 * 0.54 KB to the long tutorial and 0.67 KB to api_ros (174.32 KB): 0.2 KB more margin.
 */
const STOCK_MARGIN_KB = 2.7;

/**
 * Budgets, set a little above the measured sizes so a regression fails. Measured (KiB gzip, the
 * E2E_PAGES build the tests use): entry scripts 127.1 (main 121.9, runtime 5.2), CSS 20.0;
 * the whole first-visit script of the long tutorial 166.21, api_ros 174.32 (its interface table
 * carries both V1 set-ups), the V1 tutorial 161.16
 * (each with the service worker's helper, 2.3). The CSS is larger than the stock site's 15.0 by
 * DocSearch's button styles, the site's AA colour overrides and the PWA popup. DocSearch's own code is
 * not in the first visit (src/features/search/docsearch/README.md), nor is the code highlighter
 * (src/features/code-blocks), nor NProgress (patches/@docusaurus+theme-classic+3.10.2.patch).
 */
const MEASURED_KB = {entry: 127.1, css: 20.0};
const MEASURED_PAGE_KB: Record<string, number> = {
  [DOC_PAGE]: 166.21,
  '/docs/api_ros': 174.32,
  // With the notes under its two Python programs that say why they do not run in the page.
  '/docs/v1/tutorials/python/python_ros_speech': 161.16,
};
/** The stated margin over the measured sizes: what a change may add before this fails. */
const MARGIN_KB = {entry: 0.5, page: 0.35, css: 1.0};
const BUDGET_KB = {
  entry: MEASURED_KB.entry + MARGIN_KB.entry,
  css: MEASURED_KB.css + MARGIN_KB.css,
};

/**
 * "Try it on your robot" (src/features/robot/README.md): a reader without a robot gets one button per control
 * and its loader, nothing else. What the feature adds to the whole first visit, in bytes gzip,
 * measured against a build without it (no navbar item, no Try it):
 *
 * | page | added |
 * | --- | --- |
 * | any page (the Robot button in the entry) | +410 |
 * | /docs/api_ros (button + 50 Try it buttons) | +473 |
 * | a tutorial with a one-click action | +68 |
 *
 * It stays small because the stub is one shared component (src/features/robot/lazy.tsx `RobotSlot`: a button
 * and the loader): Try it and the actions are calls of it, with no button, region or failure message
 * of their own, and the chunk's `RobotControl` takes its place once loaded. Its module in the entry
 * script is 820 bytes, 524 gzip on its own.
 */
const ROBOT_STUB = {moduleGzipBytes: 524, marginBytes: 40};

const gzipKB = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length / 1024;
const assetFile = (href: string) => path.join(BUILD, href.replace(/^\//, ''));

/** The scripts and stylesheets a page's HTML makes the browser fetch before the app runs. */
function initialAssets(file: string): {scripts: string[]; stylesheets: string[]; booted: string[]; routeScripts: string[]} {
  const $ = loadHtml(file);
  const boot = $('script:not([src])')
    .toArray()
    .map((s) => $(s).text())
    .find((t) => t.includes('qt-app-start'));
  const booted: string[] = JSON.parse(/\}\((\[.*?\])\)\s*$/.exec(boot ?? '')?.[1] ?? '[]');
  return {
    // The entry scripts: those the inline loader appends (config/ssrTemplate.ts), and any other
    // script or script preload in the HTML (the loader test below requires there are none).
    scripts: [...new Set([...booted, ...$('link[rel="preload"][as="script"], script[src]').toArray().map((e) => $(e).attr('href') ?? $(e).attr('src')!)])],
    stylesheets: $('link[rel="stylesheet"]').toArray().map((e) => $(e).attr('href')!),
    booted,
    routeScripts: ($('meta[name="qt-route-scripts"]').attr('content') ?? '').split(' ').filter(Boolean),
  };
}

/** The chunk of workbox-window, which the PWA's registration imports after the page has loaded. */
function serviceWorkerHelper(): string {
  const dir = path.join(BUILD, 'assets/js');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes('workbox:window'));
  expect(files, 'one chunk holds workbox-window').toHaveLength(1);
  return `/assets/js/${files[0]}`;
}

/** Every script a first visit to the page runs, in KiB gzip. */
function firstVisitScriptKB(route: string): number {
  return firstVisitScriptKBOfFile(routeFile(route)!);
}

function firstVisitScriptKBOfFile(file: string): number {
  const {scripts, routeScripts} = initialAssets(file);
  return [...new Set([...scripts, ...routeScripts, serviceWorkerHelper()])].reduce((sum, href) => sum + gzipKB(assetFile(href)), 0);
}

describe('first-visit budget of a doc page', () => {
  const {scripts, stylesheets} = initialAssets(routeFile(DOC_PAGE)!);

  it(`keeps the entry scripts under ${BUDGET_KB.entry} KB gzip`, () => {
    expect(scripts.length).toBeGreaterThan(0);
    const kb = scripts.reduce((sum, href) => sum + gzipKB(assetFile(href)), 0);
    expect(kb).toBeLessThan(BUDGET_KB.entry);
  });

  it('ships no tslib in the entry scripts', () => {
    // tslib's whole module came in through @docusaurus/utils-common's entry, for one helper
    // (patches/@docusaurus+utils-common+3.10.2.patch removes it).
    for (const href of scripts) expect(fs.readFileSync(assetFile(href), 'utf8'), href).not.toContain('__createBinding');
  });

  for (const route of MEASURED_DOC_PAGES) {
    const budget = MEASURED_PAGE_KB[route] + MARGIN_KB.page;
    it(`${route}: runs at most the stock site's doc page (${STOCK_DOC_JS_KB} KB) plus the stated margin, within ${budget.toFixed(2)} KB`, () => {
      const kb = firstVisitScriptKB(route);
      expect(kb).toBeLessThan(budget);
      expect(budget, 'the budget itself stays within the stated margin over the stock site').toBeLessThanOrEqual(STOCK_DOC_JS_KB + STOCK_MARGIN_KB);
    });
  }

  it(`no page of the site runs more script on a first visit than the stock site's doc page (${STOCK_DOC_JS_KB} KB) plus ${STOCK_MARGIN_KB} KB`, () => {
    // The largest are the pages with program drawings (StudioBlocks), whose validator stays on the
    // server and whose catalogue the browser gets without its text, and /docs/blocks_api, whose block
    // reference the browser keeps as the server rendered it (src/features/studio-blocks/plugin.ts): with the real
    // Studio catalogue and SVG drawings, 44.73 KB of route scripts on /docs/blocks_api and 41.90 KB on
    // a Studio page with one drawing (rendered in the browser, the reference would take it to 172.60 KB).
    const pages = htmlFiles().filter((f) => !f.includes(`${path.sep}e2e${path.sep}`));
    expect(pages.length).toBeGreaterThan(100);
    const sizes = pages.map((file) => ({page: path.relative(BUILD, file), kb: firstVisitScriptKBOfFile(file)}));
    expect(sizes.filter(({kb}) => kb > STOCK_DOC_JS_KB + STOCK_MARGIN_KB).map(({page, kb}) => `${page}: ${kb.toFixed(2)} KB`)).toEqual([]);
  });

  it('leaves the program validator out of the pages’ bundle: only the playground, loaded on a click, refuses a game with it', () => {
    const message = 'program mixes blocks and stacks';
    const clientFiles = fs.readdirSync(path.join(BUILD, 'assets/js')).filter((f) => fs.readFileSync(path.join(BUILD, 'assets/js', f), 'utf8').includes(message));
    expect(clientFiles.map((f) => f.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(['studio-playground']);
  });

  it('gives the block reference its ROS lines without the ROS interface table', () => {
    // src/features/studio-blocks/plugin.ts: /docs/blocks_api's reference gets the types and groups it shows,
    // computed at build time (and loads them only when the page is reached by a link inside the site);
    // the table's prose stays with /docs/api_ros.
    const scripts = (route: string) => initialAssets(routeFile(route)!).routeScripts.map((src) => fs.readFileSync(assetFile(src), 'utf8')).join('\n');
    const prose = 'Choose the voice language, pitch and speed'; // a purpose in src/data/rosInterfaces.ts
    expect(scripts('/docs/api_ros')).toContain(prose);
    expect(scripts('/docs/blocks_api')).not.toContain(prose);
    expect(scripts('/docs/blocks_api')).toContain('qt_robot_interface/speech_config');
  });

  it('ships none of DocSearch, Prism or NProgress before the reader searches, a code block needs highlighting or a link is followed', () => {
    const {routeScripts} = initialAssets(routeFile(DOC_PAGE)!);
    const code = [...scripts, ...routeScripts].map((href) => fs.readFileSync(assetFile(href), 'utf8')).join('\n');
    // Class names only DocSearch's own modal code renders (the site's code names other ones).
    for (const marker of ['DocSearch-Hit-source', 'DocSearch-NoResults-Prefill', 'DocSearch-Dropdown-Container']) {
      expect(code.includes(marker), marker).toBe(false);
    }
    // Prism's core (one of its hook names) and two of the site's grammars; NProgress (its
    // template's class name), which only a client navigation needs.
    for (const marker of ['before-all-elements-highlight', 'BASH_ALIASES', 'nonlocal', 'nprogress-custom-parent']) {
      expect(code.includes(marker), marker).toBe(false);
    }
    const chunk = fs.readdirSync(path.join(BUILD, 'assets/js')).find((f) => /^highlighter\.[0-9a-f]+\.js$/.test(f));
    expect(chunk, 'the highlighter chunk (src/features/code-blocks)').toBeDefined();
    const highlighter = fs.readFileSync(path.join(BUILD, 'assets/js', chunk!), 'utf8');
    for (const marker of ['before-all-elements-highlight', 'BASH_ALIASES', 'nonlocal']) expect(highlighter.includes(marker), marker).toBe(true);
  });

  it('pairs every server-rendered code block with its component for hydration', () => {
    const $ = loadHtml(routeFile(DOC_PAGE)!);
    const blocks = $('pre > code').toArray();
    expect(blocks.length).toBeGreaterThan(5);
    const ids = blocks.map((code) => $(code).attr('data-code-id'));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders each code block’s button group on the server, empty, after its <pre>', () => {
    // The theme-classic patch (lib/theme/CodeBlock/Buttons): with the group already there, adding the
    // buttons after hydration does not change the <pre>'s place among its siblings (Chrome restyles
    // every <pre> and rebuilds its layout box when the group itself is added after it).
    const $ = loadHtml(routeFile(DOC_PAGE)!);
    const pres = $('pre.prism-code').toArray();
    expect(pres.length).toBeGreaterThan(5);
    for (const pre of pres) {
      const next = $(pre).next();
      expect(next.is('div[class*="buttonGroup"]'), $(pre).parent().html()?.slice(0, 80)).toBe(true);
      expect(next.children().length).toBe(0);
    }
  });

  it('gives every code block its line count, from which the stylesheet sizes it while it is off the screen', () => {
    // src/css/custom.css: `content-visibility: auto` on code blocks, with a height computed from
    // `--qt-code-lines`. A wrong count would make the page jump when a block comes into view.
    const css = stylesheets.map((href) => fs.readFileSync(assetFile(href), 'utf8')).join('\n');
    expect(css).toMatch(/content-visibility:\s*auto/);
    expect(css).toMatch(/contain-intrinsic-block-size:\s*auto\s+calc\(var\(--qt-code-lines/);
    let blocks = 0;
    const wrong: string[] = [];
    for (const page of MEASURED_DOC_PAGES) {
      const $ = loadHtml(routeFile(page)!);
      for (const pre of $('pre.prism-code').toArray()) {
        blocks += 1;
        const declared = /--qt-code-lines:\s*(\d+)/.exec($(pre).attr('style') ?? '')?.[1];
        const rendered = $(pre).find('.token-line').length;
        if (Number(declared) !== rendered) wrong.push(`${page}: declared ${declared}, rendered ${rendered} lines`);
      }
    }
    expect(blocks).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it(`keeps the initial CSS under ${BUDGET_KB.css} KB gzip`, () => {
    expect(stylesheets.length).toBeGreaterThan(0);
    const kb = stylesheets.reduce((sum, href) => sum + gzipKB(assetFile(href)), 0);
    expect(kb).toBeLessThan(BUDGET_KB.css);
  });
});

/** The text of the bundled module (`id(e,t,n){…}` in rspack's output) that contains `marker`. */
function moduleAround(code: string, marker: string): string | undefined {
  const at = code.indexOf(marker);
  if (at < 0) return undefined;
  const boundary = /[,{]\d+\(\w,\w,\w\)\{/g;
  let start = -1;
  for (let m = boundary.exec(code); m && m.index < at; m = boundary.exec(code)) start = m.index + 1;
  boundary.lastIndex = at;
  const end = boundary.exec(code)?.index ?? code.length;
  return start < 0 ? undefined : code.slice(start, end);
}

describe('Try it on your robot: what a reader without a robot downloads (ROBOT_STUB)', () => {
  const read = (href: string) => fs.readFileSync(assetFile(href), 'utf8');
  // Strings only the robot chunk and roslib have: the panel's group label and a roslib method.
  const CHUNK_ONLY = ['Robot connection', 'callOnConnection'];

  it(`keeps the stub in the entry script within ${ROBOT_STUB.moduleGzipBytes + ROBOT_STUB.marginBytes} bytes gzip, and nothing of the robot chunk`, () => {
    const {scripts} = initialAssets(routeFile('/docs/intro_code')!);
    const entry = scripts.map(read).join('\n');
    const stub = moduleAround(entry, 'qt-robot-stub');
    expect(stub, 'the entry has the stub module (src/features/robot/lazy.tsx)').toBeDefined();
    expect(zlib.gzipSync(stub!).length).toBeLessThanOrEqual(ROBOT_STUB.moduleGzipBytes + ROBOT_STUB.marginBytes);
    for (const marker of CHUNK_ONLY) expect(entry.includes(marker), marker).toBe(false);
  });

  it('gives api_ros its Try it buttons as calls of the shared stub: no robot code in its route scripts', () => {
    const {routeScripts} = initialAssets(routeFile('/docs/api_ros')!);
    const code = routeScripts.map(read).join('\n');
    expect(code).toContain('Try it on your robot: ');
    // The stub's own text (its failure message, its class) is in the entry only, once.
    for (const marker of [...CHUNK_ONLY, 'could not be loaded', 'qt-robot-stub']) expect(code.includes(marker), marker).toBe(false);
  });

  it('loads roslib 1.4.1 with the robot chunk, without socket.io, ws or webworkify', () => {
    const dir = path.join(BUILD, 'assets/js');
    // Not the runner chunk of "Run in the page", which carries roslib.min.js as text for its frame (below).
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.js') && !f.startsWith('vrobot-run.'));
    const roslib = files.filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('callOnConnection'));
    expect(roslib, 'one chunk has roslib').toHaveLength(1);
    const code = fs.readFileSync(path.join(dir, roslib[0]), 'utf8');
    // socket.io and webworkify would bring their modules; roslib itself only names the transport.
    for (const marker of ['engine.io', 'webworkify', 'bufferutil', 'perMessageDeflate']) expect(code.includes(marker), marker).toBe(false);
    expect(zlib.gzipSync(code).length, 'roslib vendor chunk, 10.6 KB gzip measured').toBeLessThan(12 * 1024);
  });
});

/**
 * "Run in the page" (src/features/virtual-robot/run/README.md): a page with a program gets one button per program; the
 * runner chunk (frame, relay, console, and roslib 1.4.1's build/roslib.min.js and the docs' programs as text for the
 * frame) loads on the click. Measured: the chunk 100.9 KB raw, 27.5 KB gzip, of which roslib.min.js is 18.5 KB.
 */
describe('Run in the page: what a reader who does not run a program downloads', () => {
  const chunkFile = () => fs.readdirSync(path.join(BUILD, 'assets/js')).find((f) => /^vrobot-run\.[0-9a-f]+\.js$/.test(f));

  it('keeps the runner in a chunk of its own, which no first visit loads', () => {
    const chunk = chunkFile();
    expect(chunk, 'the runner chunk').toBeDefined();
    const code = fs.readFileSync(path.join(BUILD, 'assets/js', chunk!), 'utf8');
    expect(code).toContain('callOnConnection');
    expect(zlib.gzipSync(code).length, 'runner chunk, 27.5 KB gzip measured').toBeLessThan(30 * 1024);
    for (const route of ['/docs/api_js', '/docs/tutorials/javascript/js_ros_interfaces', '/docs/api_ros']) {
      const {scripts, routeScripts} = initialAssets(routeFile(route)!);
      const code = [...scripts, ...routeScripts].map((href) => fs.readFileSync(assetFile(href), 'utf8')).join('\n');
      expect(code, route).toContain('in the page');
      for (const marker of ['qtdocs-parent-origin', 'callOnConnection', 'Console output of']) expect(code.includes(marker), `${route}: ${marker}`).toBe(false);
    }
  });
});

/**
 * Python in the page (src/features/virtual-robot/python/README.md): a page with Python programs gets one button per
 * program; the runner chunk (the controls, the rospy layer's Python files and the message catalogue as text), its
 * worker and Pyodide (assets/pyodide/) load on the click. Measured: the chunk 178 KB raw, 39.4 KB gzip (the programs, the layer and the catalogue as text); the worker 3.6 KB.
 */
describe('Python in the page: what a reader who does not run a program downloads', () => {
  const chunk = (name: string) => fs.readdirSync(path.join(BUILD, 'assets/js')).find((f) => new RegExp(`^${name}\\.[0-9a-f]+\\.js$`).test(f));

  it('keeps the runner, its worker and the interpreter out of every first visit', () => {
    const runner = chunk('vrobot-python');
    const worker = chunk('qtdocs-python');
    expect(runner, 'the Python runner chunk').toBeDefined();
    expect(worker, 'the Python worker').toBeDefined();
    const runnerCode = fs.readFileSync(path.join(BUILD, 'assets/js', runner!), 'utf8');
    expect(runnerCode).toContain('qtdocs_runtime');
    expect(zlib.gzipSync(runnerCode).length, 'Python runner chunk, 39.4 KB gzip measured').toBeLessThan(44 * 1024);
    for (const route of ['/docs/api_ros', '/docs/tutorials/python/python_ros_speech', '/docs/modules/speakers']) {
      const file = routeFile(route)!;
      expect(fs.readFileSync(file, 'utf8'), `${route} names the interpreter`).not.toContain('pyodide');
      const {scripts, routeScripts} = initialAssets(file);
      const code = [...scripts, ...routeScripts].map((href) => fs.readFileSync(assetFile(href), 'utf8')).join('\n');
      expect(code, route).toContain('in the page');
      for (const marker of ['qtdocs_runtime', 'qtdocs_host', 'Loading Python']) expect(code.includes(marker), `${route}: ${marker}`).toBe(false);
    }
  });
});

describe('page loading', () => {
  // The redirect pages at /docs and /docs/v1 run no app (tests/build/build.test.ts checks them).
  const pages = htmlFiles().filter((f) => !f.includes(`${path.sep}e2e${path.sep}`) && !isRedirectFile(f));

  it('starts the app from the inline loader on every page, and requests no script before it', () => {
    // config/ssrTemplate.ts: the loader requests the entry scripts after the first paint. A
    // preload would have them compete with the page and its stylesheet for the connection.
    const bad = pages
      .map((file) => {
        const $ = loadHtml(file);
        const route = path.relative(BUILD, file);
        const {booted} = initialAssets(file);
        if ($('script[src]').length > 0) return `${route}: a <script src> runs before the first paint`;
        if ($('link[rel="preload"][as="script"], link[rel="modulepreload"]').length > 0) return `${route}: a script is preloaded`;
        if (booted.length !== 2 || !/\/runtime~main\.[0-9a-f]+\.js$/.test(booted[0]) || !/\/main\.[0-9a-f]+\.js$/.test(booted[1])) return `${route}: loader starts ${booted}`;
        if (!booted.every((src) => fs.existsSync(assetFile(src)))) return `${route}: loader starts a missing file: ${booted}`;
        return undefined;
      })
      .filter(Boolean);
    expect(bad).toEqual([]);
  });

  it('lists each page’s route chunks for the loader: files that exist, one of them with the page’s title', () => {
    const cache = new Map<string, string>();
    const read = (src: string) => cache.get(src) ?? cache.set(src, fs.readFileSync(assetFile(src), 'utf8')).get(src)!;
    const bad = pages.flatMap((file) => {
      const $ = loadHtml(file);
      const route = path.relative(BUILD, file);
      if (route === '404.html') return [];
      const listed = ($('meta[name="qt-route-scripts"]').attr('content') ?? '').split(' ').filter(Boolean);
      if (listed.length === 0) return [`${route}: no route scripts listed`];
      const missing = listed.filter((src) => !fs.existsSync(assetFile(src)));
      if (missing.length > 0) return [`${route}: listed but not built: ${missing.join(' ')}`];
      // A tag page's title is a sentence the theme writes around the tag's label.
      const h1 = $('h1').first().text().trim();
      const title = /"(.+)"$/.exec(h1)?.[1] ?? h1;
      if (title && !listed.some((src) => read(src).includes(title))) return [`${route}: no listed script has "${title}"`];
      return [];
    });
    expect(bad).toEqual([]);
  });

  it('ships no web font: text uses the system font stack', () => {
    expect(fs.existsSync(path.join(BUILD, 'assets/fonts'))).toBe(false);
    const css = fs.readFileSync(assetFile(initialAssets(routeFile('/')!).stylesheets[0]), 'utf8');
    expect(css).not.toContain('@font-face');
    expect(pages.filter((file) => loadHtml(file)('link[as="font"]').length > 0)).toEqual([]);
  });

  it('keeps CSS cascade layers, so custom.css overrides the theme', () => {
    // Without the browserslist, postcss-preset-env rewrote Infima's layer to :not(#\#) selectors
    // that outranked custom.css (Infima's default blue and the system font were shown).
    const css = fs.readFileSync(assetFile(initialAssets(routeFile('/')!).stylesheets[0]), 'utf8');
    expect(css).toContain('@layer docusaurus.infima');
    expect(css).not.toContain(':not(#\\#)');
    expect(css).toContain('--ifm-color-primary:#1a5fb4');
  });

  it('loads nothing from another host before the app starts', () => {
    const external = pages.flatMap((file) => {
      const $ = loadHtml(file);
      return $('link[rel="stylesheet"], link[rel="preload"], script[src]')
        .toArray()
        .map((e) => $(e).attr('href') ?? $(e).attr('src') ?? '')
        .filter((url) => /^(https?:)?\/\//.test(url))
        .map((url) => `${path.relative(BUILD, file)}: ${url}`);
    });
    expect(external).toEqual([]);
  });
});
