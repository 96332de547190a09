/**
 * The <StudioBlocks> programs of the MDX pages, read the way the site evaluates them: MDX is parsed
 * with its own parser, the page's data exports (`export const intro = [...]`) are evaluated, then each
 * `program={…}` expression. Used by the drawing script (./render.mjs) and by the content tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createProcessor} from '@mdx-js/mdx';

type Node = {type: string; name?: string; value?: string; children?: Node[]; attributes?: Attr[]};
type Attr = {type: string; name: string; value?: string | {type: string; value: string} | null};

export type PageProgram = {title: string; fragment: boolean; evaluate: () => unknown};

const processor = createProcessor();

function walk(node: Node, visit: (n: Node) => void): void {
  visit(node);
  node.children?.forEach((c) => walk(c, visit));
}

/** The programs of one MDX source, in page order. */
export function programsOf(source: string): PageProgram[] {
  // Explicit heading ids ({#id}) are Docusaurus syntax, not MDX: drop them before parsing.
  const tree = processor.parse(source.replace(/ \{#[\w-]+\}$/gm, '')) as unknown as Node;
  const exports: string[] = [];
  const uses: {title: string; fragment: boolean; expression: string}[] = [];
  walk(tree, (n) => {
    if (n.type === 'mdxjsEsm' && n.value) {
      exports.push(...n.value.split(/\n(?=export |import )/).filter((s) => s.startsWith('export const ')));
    }
    if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name === 'StudioBlocks') {
      const attr = (name: string) => n.attributes?.find((a) => a.name === name)?.value;
      const program = attr('program');
      const title = attr('title');
      uses.push({
        title: typeof title === 'string' ? title : '(no title)',
        // `<StudioBlocks fragment …>`: a boolean attribute without a value, or fragment={true}.
        fragment: n.attributes?.some((a) => a.name === 'fragment' && (a.value === null || (typeof a.value === 'object' && a.value?.value === 'true'))) ?? false,
        expression: typeof program === 'object' && program ? program.value : 'undefined',
      });
    }
  });
  const scope = exports.map((e) => e.replace(/^export /, '')).join('\n');
  return uses.map((u) => ({
    title: u.title,
    fragment: u.fragment,
    // Page data is plain JSON-like literals written in this repo, evaluated only at build and test time.
    evaluate: () => new Function(`${scope}\nreturn (${u.expression});`)(),
  }));
}

/** The folders of the docs' versions that can hold Studio pages. */
export const DOC_DIRS = ['docs', 'versioned_docs'];

/** Every MDX page under `root`'s doc folders that uses <StudioBlocks>, as paths relative to `root`. */
export function studioPages(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.mdx$/.test(entry.name) && fs.readFileSync(full, 'utf8').includes('<StudioBlocks')) found.push(path.relative(root, full));
    }
  };
  for (const dir of DOC_DIRS) if (fs.existsSync(path.join(root, dir))) visit(path.join(root, dir));
  return found.sort();
}
