/**
 * The import graph of the site's own code (src/, config/, mcp/, tools/ and docusaurus.config.ts),
 * read with the TypeScript parser: static, type-only and dynamic imports, re-exports, `require()`
 * and `typeof import()`, relative or through the `@site/` and `@theme/` aliases. It must have no
 * cycle, no browser code may reach config/, and the config may share a module with the browser
 * only through src/shared/ (README.md, Layout).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['src', 'config', 'mcp', 'tools'];
const SKIP = new Set(['node_modules', 'dist']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs'];
const CONFIG_ROOTS = ['docusaurus.config.ts', 'sidebars.ts'];

/** Folders of the browser's code: theme components, pages, components, client modules, the service worker and a feature's browser side. */
const BROWSER_ROOT = /^src\/(theme|pages|components|clientModules|serviceWorker)\/|^src\/features\/[^/]+\/(theme|client|docsearch)\//;

/** Cycles allowed, each as its files sorted and joined by ' <-> ': none. */
const ALLOWED_CYCLES = new Set<string>();

/** Modules the config imports that the browser imports too, outside src/shared/: none. */
const ALLOWED_SHARED = new Set<string>();

type Edge = {to: string; type: boolean};

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) walk(rel, out);
    } else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext))) {
      out.push(rel);
    }
  }
  return out;
}

const FILES = [...FOLDERS.flatMap((dir) => walk(dir)), ...CONFIG_ROOTS.filter((f) => fs.existsSync(path.join(ROOT, f)))].sort();
const KNOWN = new Set(FILES);

/** Theme folders whose files the `@theme/` alias reaches: the site's own, then each feature's (its plugin's `getThemePath()`). */
const THEME_DIRS = ['src/theme', ...FILES.map((f) => /^src\/features\/[^/]+\/theme\//.exec(f)?.[0].slice(0, -1)).filter((d): d is string => Boolean(d))];

function resolveFile(base: string): string | undefined {
  const stripped = base.replace(/\.(js|mjs|cjs)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stripped + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((c) => KNOWN.has(c));
}

/**
 * The site file `specifier` names from `from`, or undefined for a package (or a theme component of
 * a package). A type-only `@theme/` import names the theme package's declaration of the component
 * (tsconfig.json maps no `@theme/` path), even in the file that overrides it.
 */
function resolve(from: string, specifier: string, type = false): string | undefined {
  if (specifier.startsWith('.')) return resolveFile(path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)));
  if (specifier.startsWith('@site/')) return resolveFile(path.posix.normalize(specifier.slice('@site/'.length)));
  if (specifier.startsWith('@theme/') && !type) {
    for (const dir of THEME_DIRS) {
      const found = resolveFile(`${dir}/${specifier.slice('@theme/'.length)}`);
      if (found) return found;
    }
  }
  return undefined;
}

function importsOf(file: string): {specifier: string; type: boolean}[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : /\.(js|mjs|cjs)$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: {specifier: string; type: boolean}[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({specifier: node.moduleSpecifier.text, type: Boolean(node.importClause?.isTypeOnly)});
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({specifier: node.moduleSpecifier.text, type: node.isTypeOnly});
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({specifier: node.argument.literal.text, type: true});
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (dynamic || required) found.push({specifier: node.arguments[0].text, type: false});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const GRAPH = new Map<string, Edge[]>(
  FILES.map((file) => [
    file,
    importsOf(file).flatMap(({specifier, type}) => {
      const to = resolve(file, specifier, type);
      return to ? [{to, type}] : [];
    }),
  ]),
);

/** Strongly connected components of more than one file, or of one file importing itself (Tarjan). */
function cycles(graph: Map<string, Edge[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const {to} of graph.get(v) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(v, Math.min(low.get(v)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(v, Math.min(low.get(v)!, index.get(to)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).some((e) => e.to === v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

/** The client modules docusaurus.config.ts lists (`clientModules: ['./src/...']`). */
function clientModules(): string[] {
  const config = fs.readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
  const list = /clientModules:\s*\[([^\]]*)\]/.exec(config)?.[1] ?? '';
  return [...list.matchAll(/'\.\/([^']+)'/g)].map((m) => m[1]);
}

const isConfig = (file: string) => file.startsWith('config/') || CONFIG_ROOTS.includes(file);

/** Files reachable from a browser root, with one path that reaches each, for the messages. */
function browserCode(): Map<string, string[]> {
  const roots = [...FILES.filter((f) => BROWSER_ROOT.test(f)), ...clientModules()];
  const via = new Map<string, string[]>(roots.map((r) => [r, [r]]));
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const {to} of GRAPH.get(file) ?? []) {
      if (!via.has(to)) {
        via.set(to, [...via.get(file)!, to]);
        queue.push(to);
      }
    }
  }
  return via;
}

describe('import graph (src, config, mcp, tools)', () => {
  it('reads the files and resolves their imports', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(GRAPH.get('docusaurus.config.ts')!.length).toBeGreaterThan(10);
    expect(clientModules().length).toBeGreaterThan(0);
    for (const module of clientModules()) expect(KNOWN.has(module), module).toBe(true);
  });

  it('has no import cycle', () => {
    const found = cycles(GRAPH).map((c) => c.join(' <-> '));
    expect(found.filter((c) => !ALLOWED_CYCLES.has(c))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map<string, Edge[]>([
      ['a', [{to: 'b', type: false}]],
      ['b', [{to: 'c', type: true}]],
      ['c', [{to: 'a', type: false}]],
      ['d', [{to: 'a', type: false}]],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('keeps config/ out of the browser code', () => {
    const browser = browserCode();
    const leaks = [...browser].filter(([file]) => isConfig(file)).map(([, route]) => route.join(' -> '));
    expect(leaks).toEqual([]);
  });

  it('shares modules between the config and the browser only through src/shared/', () => {
    const browser = browserCode();
    // Direct imports only: a plugin the config loads may share its own modules with its theme components.
    const configImports = new Set(FILES.filter(isConfig).flatMap((f) => GRAPH.get(f)!.map((e) => e.to)));
    const outside = [...configImports].filter((f) => browser.has(f) && !f.startsWith('src/shared/') && !ALLOWED_SHARED.has(f));
    expect(outside).toEqual([]);
  });

  it('keeps the search engine self-contained, so that the MCP server compiles it without site or browser modules', () => {
    const engine = FILES.filter((f) => f.startsWith('src/features/search/engine/'));
    expect(engine.length).toBeGreaterThan(3);
    for (const file of engine) {
      for (const {to} of GRAPH.get(file)!) expect(to.startsWith('src/features/search/engine/'), `${file} imports ${to}`).toBe(true);
    }
    // The MCP build reaches the site's modules through the server's imports: mcp/tsconfig.json lists none.
    const mcp = fs.readFileSync(path.join(ROOT, 'mcp/tsconfig.json'), 'utf8');
    expect(mcp).toMatch(/"include": \["\*\.ts"\]/);
  });

  it('keeps src/shared/ free of Node modules and of imports from outside it', () => {
    for (const file of FILES.filter((f) => f.startsWith('src/shared/'))) {
      for (const {specifier} of importsOf(file)) {
        expect(specifier.startsWith('node:'), `${file}: ${specifier}`).toBe(false);
        const to = resolve(file, specifier);
        if (to) expect(to.startsWith('src/shared/'), `${file}: ${specifier}`).toBe(true);
      }
    }
  });
});
