import {describe, expect, it} from 'vitest';
import {codeBlocks, loadDocs, type CodeBlock} from './lib/docs';
import {parseBash, parseCpp, parseJavaScript, parseJson, parsePythonBatch, parseXml, parseYaml, type ParseResult} from './lib/parsers';

const blocks = loadDocs().flatMap(codeBlocks);
const where = (b: CodeBlock) => `${b.file}:${b.line} (${b.lang}${b.title ? ` "${b.title}"` : ''})`;

/** Languages a block may use. Parsed ones are checked below; the rest are output or notation. */
const KNOWN = new Set([
  'python',
  'py',
  'python2',
  'bash',
  'sh',
  'shell',
  'yaml',
  'yml',
  'json',
  'xml',
  'javascript',
  'js',
  'jsx',
  'cpp',
  'c++',
  'cmake',
  'html',
  'text',
  'txt',
  'ini',
  'diff',
  'mdx',
  'markdown',
  'md',
  'css',
  'tsx',
  'ts',
  'typescript',
  'nginx',
  'lua',
]);

function failures(results: [CodeBlock, ParseResult][]): string[] {
  return results.filter(([, r]) => !r.ok).map(([b, r]) => `${where(b)}: ${(r as {error: string}).error}`);
}

describe('code blocks', () => {
  it('the docs contain code blocks of every parsed language', () => {
    const langs = new Set(blocks.map((b) => b.lang));
    for (const lang of ['python', 'bash', 'yaml', 'xml', 'javascript', 'cpp']) expect(langs).toContain(lang);
  });

  it('every block names a known language and has a title', () => {
    const bad = blocks
      .filter((b) => !KNOWN.has(b.lang) || !b.title || b.title.trim() === '')
      .map((b) => `${where(b)}: ${!KNOWN.has(b.lang) ? `unknown or missing language "${b.lang}"` : 'no title'}`);
    expect(bad).toEqual([]);
  });

  it('no bash block contains a shell prompt or a ... placeholder', () => {
    const bad = blocks
      .filter((b) => ['bash', 'sh', 'shell'].includes(b.lang))
      .filter((b) => /^\s*\$ /m.test(b.code) || /^\s*\.\.\.\s*$/m.test(b.code))
      .map(where);
    expect(bad).toEqual([]);
  });

  it('python blocks parse as Python 3', () => {
    const py = blocks.filter((b) => ['python', 'py'].includes(b.lang));
    expect(py.length).toBeGreaterThan(0);
    const results = parsePythonBatch(py.map((b) => b.code));
    expect(failures(py.map((b, i) => [b, results[i]]))).toEqual([]);
  });

  it('python2 blocks are only used in V1 docs', () => {
    expect(blocks.filter((b) => b.lang === 'python2' && b.version !== 'V1').map(where)).toEqual([]);
  });

  it('bash blocks pass bash -n', () => {
    const sh = blocks.filter((b) => ['bash', 'sh', 'shell'].includes(b.lang));
    expect(failures(sh.map((b) => [b, parseBash(b.code)]))).toEqual([]);
  });

  it('yaml blocks parse', () => {
    const y = blocks.filter((b) => ['yaml', 'yml'].includes(b.lang));
    expect(failures(y.map((b) => [b, parseYaml(b.code)]))).toEqual([]);
  });

  it('json blocks parse', () => {
    const j = blocks.filter((b) => b.lang === 'json');
    expect(failures(j.map((b) => [b, parseJson(b.code)]))).toEqual([]);
  });

  it('xml blocks are well formed', () => {
    const x = blocks.filter((b) => b.lang === 'xml');
    expect(failures(x.map((b) => [b, parseXml(b.code)]))).toEqual([]);
  });

  it('javascript blocks parse', () => {
    const js = blocks.filter((b) => ['javascript', 'js'].includes(b.lang));
    expect(failures(js.map((b) => [b, parseJavaScript(b.code)]))).toEqual([]);
  });

  it('c++ blocks parse', async () => {
    const cpp = blocks.filter((b) => ['cpp', 'c++'].includes(b.lang));
    const results = await Promise.all(cpp.map(async (b) => [b, await parseCpp(b.code)] as [CodeBlock, ParseResult]));
    expect(failures(results)).toEqual([]);
  });
});
