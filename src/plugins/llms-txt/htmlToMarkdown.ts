/**
 * Turns the rendered article of a built doc page into clean Markdown.
 *
 * Why from the built HTML rather than the MDX source: the pages draw much of their content with
 * components (the ROS interface tables, the Studio block programs defined by `export const` in the
 * MDX, the language tabs). The HTML holds all of it already evaluated, including the text outline
 * that StudioBlocks renders for screen readers, so the Markdown says what the page says.
 *
 * The general conversion is hast-util-to-mdast (whitespace, lists, tables, escaping by
 * mdast-util-to-markdown); the code here only teaches it Docusaurus' own markup: code blocks with
 * titles, admonitions, tabs, heading anchors and decorative parts hidden from assistive technology.
 */
import type {Element, ElementContent, Nodes as HastNodes} from 'hast';
import type {BlockContent, Code, ListItem, Nodes as MdastNodes, Paragraph, PhrasingContent, Root as MdastRoot} from 'mdast';
import {fromHtml} from 'hast-util-from-html';
import {defaultHandlers, toMdast, type Handle, type State} from 'hast-util-to-mdast';
import {gfmTableToMarkdown} from 'mdast-util-gfm-table';
import {toMarkdown} from 'mdast-util-to-markdown';

/** The element Docusaurus renders a doc's Markdown content into. */
const CONTENT_CLASS = 'theme-doc-markdown';

function classes(node: Element): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(node: Element, name: string): boolean {
  return classes(node).includes(name);
}

/** CSS modules add a hash to class names (`codeBlockTitle_OeMC`): match on the stable prefix. */
function hasClassPrefix(node: Element, prefix: string): boolean {
  return classes(node).some((c) => c === prefix || c.startsWith(`${prefix}_`));
}

function isElement(node: HastNodes | ElementContent | undefined): node is Element {
  return node?.type === 'element';
}

function findFirst(node: HastNodes, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: HastNodes, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  if (isElement(node) && test(node)) out.push(node);
  else if ('children' in node) for (const child of node.children) findAll(child, test, out);
  return out;
}

/** Text exactly as written, for code: no whitespace collapsing, `<br>` ignored (lines are elements). */
function rawText(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if (!('children' in node)) return '';
  return node.children.map(rawText).join('');
}

/** A Docusaurus code block (title, copy button, highlighted lines) as a plain `<pre><code>`. */
function simplifyCodeBlock(container: Element): Element {
  const language = classes(container).find((c) => c.startsWith('language-'));
  const title = findFirst(container, (el) => hasClassPrefix(el, 'codeBlockTitle'));
  const code = findFirst(container, (el) => el.tagName === 'code');
  const lines = code ? findAll(code, (el) => hasClass(el, 'token-line')) : [];
  const text = lines.length > 0 ? lines.map(rawText).join('\n') : code ? rawText(code) : '';
  return {
    type: 'element',
    tagName: 'pre',
    properties: {dataTitle: title ? rawText(title).trim() : undefined},
    children: [{type: 'element', tagName: 'code', properties: {className: language ? [language] : []}, children: [{type: 'text', value: text}]}],
  };
}

/** Removes what a reader of the Markdown must not see and rewrites Docusaurus code blocks, in place. */
function clean(node: Element): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (!isElement(child)) return [child];
    const props = child.properties ?? {};
    // Decorative drawings (the Studio block canvas) have a text equivalent beside them.
    if (String(props.ariaHidden) === 'true') return [];
    if (['button', 'svg', 'script', 'style', 'noscript', 'h1'].includes(child.tagName)) return [];
    if (hasClass(child, 'hash-link')) return [];
    if (hasClass(child, 'theme-code-block')) return [simplifyCodeBlock(child)];
    clean(child);
    // The title's <header> is empty once its h1 is gone.
    if (child.tagName === 'header' && child.children.every((c) => c.type === 'text' && !c.value.trim())) return [];
    return [child];
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function asBlocks(state: State, node: Element): BlockContent[] {
  return state.toFlow(state.all(node)) as BlockContent[];
}

/** `> **Tip: the title**` then the admonition's content, quoted. */
function admonition(state: State, node: Element): MdastNodes {
  const kind =
    classes(node)
      .find((c) => c.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length) ?? 'note';
  const heading = findFirst(node, (el) => hasClassPrefix(el, 'admonitionHeading'));
  const content = findFirst(node, (el) => hasClassPrefix(el, 'admonitionContent'));
  const title = heading ? rawText(heading).trim() : '';
  const label = title && title.toLowerCase() !== kind ? `${capitalise(kind)}: ${title}` : capitalise(kind);
  return {
    type: 'blockquote',
    children: [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]}, ...(content ? asBlocks(state, content) : [])],
  };
}

/** Every tab, not only the selected one: each panel under its label in bold. */
function tabs(state: State, node: Element): MdastNodes[] {
  const labels = findAll(node, (el) => el.properties?.role === 'tab').map((el) => rawText(el).trim());
  const panels = findAll(node, (el) => el.properties?.role === 'tabpanel');
  return panels.flatMap((panel, i) => [
    {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: labels[i] ?? `Tab ${i + 1}`}]}]} as BlockContent,
    ...asBlocks(state, panel),
  ]);
}

const div: Handle = (state, node) => {
  if (hasClass(node, 'theme-admonition')) return admonition(state, node);
  if (hasClass(node, 'tabs-container')) return tabs(state, node);
  return defaultHandlers.div(state, node);
};

const pre: Handle = (state, node) => {
  const result = defaultHandlers.pre(state, node) as Code;
  const title = node.properties?.dataTitle;
  if (title) result.meta = `title=${JSON.stringify(String(title))}`;
  return result;
};

/** Small diagrams are inlined as data URIs: their alt text is the useful part. */
const img: Handle = (state, node) => {
  const src = String(node.properties?.src ?? '');
  if (src.startsWith('data:')) {
    const alt = String(node.properties?.alt ?? '').trim();
    return alt ? ({type: 'emphasis', children: [{type: 'text', value: `Figure: ${alt}`}]} satisfies PhrasingContent) : undefined;
  }
  return defaultHandlers.img(state, node);
};

/** `- **Type:** value` for each term of a description list (the ROS interface fields). */
const dl: Handle = (state, node) => {
  const items: ListItem[] = [];
  for (const child of node.children) {
    if (!isElement(child)) continue;
    const phrasing = state.all(child) as PhrasingContent[];
    if (child.tagName === 'dt') {
      items.push({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {type: 'strong', children: phrasing},
              {type: 'text', value: ':'},
            ],
          },
        ],
      });
    } else if (child.tagName === 'dd' && items.length > 0) {
      const paragraph = items[items.length - 1].children[0] as Paragraph;
      paragraph.children.push({type: 'text', value: ' '}, ...phrasing);
    }
  }
  return {type: 'list', ordered: false, spread: false, children: items};
};

/**
 * A header inside the content (a ROS interface entry: name, kind, direction) reads as one bold
 * line; its parts are separate elements with no space between them in the HTML.
 */
const header: Handle = (state, node) => {
  const parts = node.children.filter(isElement).map((child) => [state.one(child, node) ?? []].flat() as PhrasingContent[]);
  const children = parts.flatMap((part, i) => (i === 0 ? part : [{type: 'text', value: ' · '} as PhrasingContent, ...part]));
  return {type: 'paragraph', children: [{type: 'strong', children}]};
};

/** A figure's caption reads as a caption, not as one more paragraph. */
const figcaption: Handle = (state, node) => ({type: 'paragraph', children: [{type: 'emphasis', children: state.all(node) as PhrasingContent[]}]});

/**
 * Converts the content of a built doc page to Markdown, without its title (callers add it).
 * Links and images become absolute URLs so the Markdown still works when copied elsewhere.
 */
export function htmlToMarkdown(html: string, pageUrl: string): string {
  const tree = fromHtml(html);
  const content = findFirst(tree, (el) => hasClass(el, CONTENT_CLASS));
  if (!content) throw new Error(`No element with class "${CONTENT_CLASS}" in the page ${pageUrl}: is it a doc page?`);
  clean(content);
  const mdast = toMdast(
    {type: 'root', children: [{type: 'element', tagName: 'base', properties: {href: pageUrl}, children: []}, content]},
    {handlers: {div, pre, img, figcaption, dl, header}},
  ) as MdastRoot;
  return toMarkdown(mdast, {
    // Tables are the only GFM construct the pages use; the autolink extension would escape every @.
    extensions: [gfmTableToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  }).trim();
}
