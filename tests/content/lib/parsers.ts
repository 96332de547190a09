import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import * as acorn from 'acorn';
import yaml from 'js-yaml';
import {XMLValidator} from 'fast-xml-parser';
import {Language, Parser} from 'web-tree-sitter';

const require = createRequire(import.meta.url);

export type ParseResult = {ok: true} | {ok: false; error: string};

const OK: ParseResult = {ok: true};

/** Parses many Python 3 sources in one interpreter run; returns one result per source. */
export function parsePythonBatch(sources: string[]): ParseResult[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'py-blocks-'));
  const input = path.join(dir, 'blocks.json');
  fs.writeFileSync(input, JSON.stringify(sources));
  const script = [
    'import ast, json, sys',
    'out = []',
    'for src in json.load(open(sys.argv[1])):',
    '    try:',
    '        ast.parse(src)',
    '        out.append(None)',
    '    except SyntaxError as e:',
    "        out.append('line %s: %s' % (e.lineno, e.msg))",
    'print(json.dumps(out))',
  ].join('\n');
  const stdout = execFileSync('python3', ['-c', script, input], {encoding: 'utf8'});
  fs.rmSync(dir, {recursive: true, force: true});
  return (JSON.parse(stdout) as (string | null)[]).map((e) => (e === null ? OK : {ok: false, error: e}));
}

export function parseBash(source: string): ParseResult {
  const r = spawnSync('bash', ['-n'], {input: source, encoding: 'utf8'});
  return r.status === 0 ? OK : {ok: false, error: r.stderr.trim()};
}

export function parseYaml(source: string): ParseResult {
  try {
    yaml.loadAll(source);
    return OK;
  } catch (e) {
    return {ok: false, error: (e as Error).message};
  }
}

export function parseJson(source: string): ParseResult {
  try {
    JSON.parse(source);
    return OK;
  } catch (e) {
    return {ok: false, error: (e as Error).message};
  }
}

export function parseXml(source: string): ParseResult {
  const r = XMLValidator.validate(source.trim());
  return r === true ? OK : {ok: false, error: `line ${r.err.line}: ${r.err.msg}`};
}

/** A JavaScript block may be a module (import/export) or a classic script. */
export function parseJavaScript(source: string): ParseResult {
  const errors: string[] = [];
  for (const sourceType of ['module', 'script'] as const) {
    try {
      acorn.parse(source, {ecmaVersion: 'latest', sourceType, allowHashBang: true});
      return OK;
    } catch (e) {
      errors.push(`${sourceType}: ${(e as Error).message}`);
    }
  }
  return {ok: false, error: errors.join('; ')};
}

let cppParser: Promise<Parser> | undefined;

async function getCppParser(): Promise<Parser> {
  cppParser ??= (async () => {
    await Parser.init({locateFile: () => require.resolve('web-tree-sitter/tree-sitter.wasm')});
    const parser = new Parser();
    parser.setLanguage(await Language.load(require.resolve('tree-sitter-cpp/tree-sitter-cpp.wasm')));
    return parser;
  })();
  return cppParser;
}

/** C++ is parsed with tree-sitter: syntax only, since ROS headers are not on this machine. */
export async function parseCpp(source: string): Promise<ParseResult> {
  const parser = await getCppParser();
  const tree = parser.parse(source);
  if (!tree) return {ok: false, error: 'tree-sitter returned no tree'};
  const root = tree.rootNode;
  if (!root.hasError) return OK;
  const bad: string[] = [];
  const visit = (node: typeof root) => {
    if (bad.length >= 3) return;
    if (node.isError || node.isMissing) {
      bad.push(`line ${node.startPosition.row + 1}: ${node.isMissing ? 'missing ' + node.type : 'unexpected ' + JSON.stringify(node.text.slice(0, 40))}`);
      return;
    }
    for (const child of node.children) if (child) visit(child);
  };
  visit(root);
  return {ok: false, error: bad.join('; ') || 'syntax error'};
}
