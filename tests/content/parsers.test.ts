import {describe, expect, it} from 'vitest';
import {parseBash, parseCpp, parseJavaScript, parseJson, parsePythonBatch, parseXml, parseYaml} from './lib/parsers';

// The parsers must reject broken code, or the code-block checks could never fail.
describe('language parsers', () => {
  it('python', () => {
    const [good, bad] = parsePythonBatch(['print("hi")\n', 'print "hi"\n']);
    expect(good.ok).toBe(true);
    expect(bad.ok).toBe(false);
  });
  it('bash', () => {
    expect(parseBash('if true; then echo ok; fi').ok).toBe(true);
    expect(parseBash('if true; then echo ok').ok).toBe(false);
  });
  it('yaml', () => {
    expect(parseYaml('a: 1\nb: [1, 2]').ok).toBe(true);
    expect(parseYaml('a: [1, 2').ok).toBe(false);
  });
  it('json', () => {
    expect(parseJson('{"a": 1}').ok).toBe(true);
    expect(parseJson('{a: 1}').ok).toBe(false);
  });
  it('xml', () => {
    expect(parseXml('<package format="2"><name>x</name></package>').ok).toBe(true);
    expect(parseXml('<package><name>x</package>').ok).toBe(false);
  });
  it('javascript', () => {
    expect(parseJavaScript('import x from "y"; export const z = x;').ok).toBe(true);
    expect(parseJavaScript('const = 1;').ok).toBe(false);
  });
  it('c++', async () => {
    expect((await parseCpp('#include <vector>\nint main() { std::vector<int> v{1}; return v[0]; }')).ok).toBe(true);
    expect((await parseCpp('int main() { return 0 ')).ok).toBe(false);
  });
});
