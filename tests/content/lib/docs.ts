import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';

export const ROOT = path.resolve(__dirname, '../../..');

export type DocVersion = 'V2' | 'V1';

export type DocFile = {
  /** Path relative to the repo root. */
  file: string;
  version: DocVersion;
  /** Doc id: path inside the version folder without extension. */
  id: string;
  source: string;
  body: string;
  frontMatter: Record<string, unknown>;
};

export const VERSION_DIRS: Record<DocVersion, string> = {
  V2: 'docs',
  V1: 'versioned_docs/version-QTRD_v1',
};

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every doc page of both versions; partials (`_name.mdx`) are left out. `root` defaults to this checkout; a test
 * may pass another checkout (for example to show that it fails on an older revision of the content).
 */
export function loadDocs(root: string = ROOT): DocFile[] {
  return (Object.keys(VERSION_DIRS) as DocVersion[]).flatMap((version) => {
    const base = path.join(root, VERSION_DIRS[version]);
    return walk(base)
      .filter((full) => !path.basename(full).startsWith('_'))
      .map((full) => {
        const source = fs.readFileSync(full, 'utf8');
        const parsed = matter(source);
        return {
          file: path.relative(root, full),
          version,
          id: path
            .relative(base, full)
            .replace(/\.mdx?$/, '')
            .split(path.sep)
            .join('/'),
          source,
          body: parsed.content,
          frontMatter: parsed.data,
        };
      });
  });
}

/** Tag keys and labels allowed by a version's tags.yml. */
export function loadTags(version: DocVersion): Set<string> {
  const file = path.join(ROOT, VERSION_DIRS[version], 'tags.yml');
  const data = yaml.load(fs.readFileSync(file, 'utf8')) as Record<string, {label?: string}>;
  return new Set(Object.entries(data).flatMap(([key, value]) => [key, value?.label ?? key]));
}

export type CodeBlock = {
  file: string;
  version: DocVersion;
  /** 1-based line of the opening fence in the file. */
  line: number;
  lang: string;
  meta: string;
  title?: string;
  code: string;
};

/**
 * Fenced code blocks of a page, including ones indented inside JSX such as <TabItem>.
 * Indentation of the opening fence is removed from every line of the block.
 */
export function codeBlocks(doc: DocFile): CodeBlock[] {
  const lines = doc.source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    while (j < lines.length && !close.test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j += 1;
    }
    blocks.push({
      file: doc.file,
      version: doc.version,
      line: i + 1,
      lang: lang.toLowerCase(),
      meta,
      title: /title="([^"]*)"/.exec(meta)?.[1],
      code: body.join('\n'),
    });
    i = j;
  }
  return blocks;
}
