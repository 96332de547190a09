/**
 * The remark plugin that puts "Run in the page" under every complete Python program of a V2 page (./programs.ts):
 * the Run button (`RunInPage`, ../run/RunInPage.tsx, imported into the page by this plugin), or, for a program the
 * page cannot run, a note saying why. Under a V1 page's programs, the note says that the robot in the page is a V2.
 * Pages need no markup of their own, so a new program gets its control, and a change that makes a program
 * unrunnable changes its note, with nothing to keep by hand.
 */
import path from 'node:path';
import {pythonPrograms, v1PythonPrograms, type PythonProgram} from './programs';

const ROOT = path.resolve(__dirname, '../../../..');
const V2_DOCS = path.join(ROOT, 'docs');
const V1_DOCS = path.join(ROOT, 'versioned_docs', 'version-QTRD_v1');
/** The component's name in the pages: a name no page uses, so an import of RunInPage by the page stays valid. */
const COMPONENT = 'QtdocsRunInPage';
const MODULE = '@site/src/features/virtual-robot/run/RunInPage';

type Node = {type: string; lang?: string | null; meta?: string | null; children?: Node[]; [key: string]: unknown};

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
const text = (value: string): Node => ({type: 'text', value});

function importNode(): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: MODULE, raw: JSON.stringify(MODULE)},
          },
        ],
      },
    },
  };
}

/** What follows the program's block: the button, or the note with its reason. */
export function controlFor(program: PythonProgram): Node {
  if (!program.reason) {
    return {type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [attribute('page', program.page), attribute('program', program.title)], children: []};
  }
  const file = program.title.split('/').pop();
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [attribute('className', 'qt-run-unavailable'), attribute('role', 'note')],
    children: [{type: 'paragraph', children: [{type: 'strong', children: [text(`${file} does not run in the page:`)]}, text(` ${program.reason}.`)]}],
  };
}

const titleOf = (meta: string | null | undefined) => /title="([^"]*)"/.exec(meta ?? '')?.[1];

export default function remarkRunPython() {
  return (tree: Node, file: {path?: string}) => {
    // A V1 page's programs get the note that the robot in the page is a V2 (./programs.ts `V1_REASON`).
    const docs = [V2_DOCS, V1_DOCS].find((dir) => file.path?.startsWith(dir + path.sep));
    if (!file.path || !docs) return;
    const page = path
      .relative(docs, file.path)
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/');
    const remaining = (docs === V2_DOCS ? pythonPrograms() : v1PythonPrograms()).filter((p) => p.page === page);
    if (!remaining.length) return;
    let buttons = 0;
    const visit = (parent: Node) => {
      const children = parent.children ?? [];
      for (let i = 0; i < children.length; i += 1) {
        const node = children[i];
        if (node.type === 'code' && /^py(thon[23]?)?$/.test(node.lang ?? '') && !/\bsnippet\b/.test(node.meta ?? '')) {
          const title = titleOf(node.meta);
          const code = String(node.value).trim();
          const same = remaining.findIndex((p) => p.title === title && p.code.trim() === code);
          const index = same >= 0 ? same : remaining.findIndex((p) => p.title === title);
          if (index >= 0) {
            const [program] = remaining.splice(index, 1);
            children.splice(i + 1, 0, controlFor(program));
            if (!program.reason) buttons += 1;
            i += 1;
            continue;
          }
        }
        if (node.children) visit(node);
      }
    };
    visit(tree);
    if (remaining.length) {
      throw new Error(`Run in the page: ${page} has no code block for ${remaining.map((p) => p.title).join(', ')} (the robot tests found them).`);
    }
    if (buttons) tree.children!.unshift(importNode());
  };
}
