import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from '@site/src/plugins/llms-txt/htmlToMarkdown';
import {readOptions} from '@site/src/plugins/llms-txt';
import {llmsFullTxt, llmsTxt, orderedDocs, pageMarkdown, type DocEntry, type VersionEntry} from '@site/src/plugins/llms-txt/llmsTxt';
import {markdownPath} from '@site/src/plugins/llms-txt/paths';
import {llmsTxtOptions, sidebarTitlesFromNavbar} from '@site/config/llms';
import {navbar} from '@site/config/navbar';
import sidebars from '@site/sidebars';

const PAGE = 'https://docs.luxai.com/docs/tutorials/python/python_ros_speech';

/** A doc page as Docusaurus 3.10 renders it, trimmed to the parts the converter must handle. */
function page(content: string): string {
  return `<!doctype html><html><body><nav>Navbar <a href="/docs/api_ros">API</a></nav><main><article>
    <nav class="theme-doc-breadcrumbs">Home</nav>
    <div class="theme-doc-markdown markdown"><header><h1>Make QTrobot speak</h1></header>${content}</div>
    <footer class="theme-doc-footer">Edit this page</footer></article></main></body></html>`;
}

describe('htmlToMarkdown', () => {
  it('drops the title, the page chrome and the heading anchors', () => {
    const md = htmlToMarkdown(
      page(
        `<p>Intro.</p><h2 class="anchor" id="run-it">Run it<a href="#run-it" class="hash-link" aria-label="Direct link to Run it">\u200B</a></h2><p>Text.</p>`,
      ),
      PAGE,
    );
    expect(md).toBe('Intro.\n\n## Run it\n\nText.');
  });

  it('keeps a code block with its language, title and lines, without the copy button', () => {
    const md = htmlToMarkdown(
      page(
        `<div class="language-python codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">speech_hello.py</div>
        <div class="codeBlockContent_QJqH"><pre class="prism-code language-python"><code class="codeBlockLines_e6Vv">` +
          `<span class="token-line"><span class="token keyword">import</span><span class="token plain"> rospy</span><br></span>` +
          `<span class="token-line"><span class="token plain" style="display:inline-block"></span><br></span>` +
          `<span class="token-line"><span class="token plain">say(</span><span class="token string">'a  *b*'</span><span class="token plain">)</span><br></span>` +
          `</code></pre><div class="buttonGroup"><button aria-label="Copy code to clipboard">Copy</button></div></div></div>`,
      ),
      PAGE,
    );
    expect(md).toBe('```python title="speech_hello.py"\nimport rospy\n\nsay(\'a  *b*\')\n```');
  });

  it('turns an admonition into a quote headed by its kind and title', () => {
    const admonition = (kind: string, heading: string) =>
      `<div class="theme-admonition theme-admonition-${kind} admonition_xJq3 alert"><div class="admonitionHeading_Gvgb">` +
      `<span class="admonitionIcon_Rf37"><svg viewBox="0 0 1 1"><path d=""/></svg></span>${heading}</div>` +
      `<div class="admonitionContent_BuS1"><p>Wait a minute.</p></div></div>`;
    expect(htmlToMarkdown(page(admonition('tip', 'Wait for the QTPC')), PAGE)).toBe('> **Tip: Wait for the QTPC**\n>\n> Wait a minute.');
    expect(htmlToMarkdown(page(admonition('warning', 'warning')), PAGE)).toBe('> **Warning**\n>\n> Wait a minute.');
  });

  it('writes every tab, the hidden ones included, under its label', () => {
    const md = htmlToMarkdown(
      page(
        `<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab" aria-selected="true">Python</li><li role="tab">C++</li></ul>` +
          `<div class="margin-top--md"><div role="tabpanel"><p>py</p></div><div role="tabpanel" hidden><p>cpp</p></div></div></div>`,
      ),
      PAGE,
    );
    expect(md).toBe('**Python**\n\npy\n\n**C++**\n\ncpp');
  });

  it('keeps the text outline of a drawing and drops the drawing hidden from assistive technology', () => {
    const md = htmlToMarkdown(
      page(
        `<figure><div aria-hidden="true"><span>when the program starts</span></div><div class="visuallyHidden_eoDN"><p>When the program starts:</p><ol><li>Say “Hello”</li></ol></div>` +
          `<figcaption>Step 1: greet</figcaption></figure>`,
      ),
      PAGE,
    );
    expect(md).toBe('When the program starts:\n\n1. Say “Hello”\n\n*Step 1: greet*');
  });

  it('makes links and images absolute and replaces inlined diagrams by their alt text', () => {
    const md = htmlToMarkdown(
      page(
        `<p>See <a href="/docs/api_ros#speech">the API</a> and <a href="#run-it">below</a>.</p>` +
          `<p><img src="/assets/images/robot-1a2b.png" alt="The robot"></p><p><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="Two computers in one ROS graph"></p>`,
      ),
      PAGE,
    );
    expect(md).toContain('[the API](https://docs.luxai.com/docs/api_ros#speech)');
    expect(md).toContain(`[below](${PAGE}#run-it)`);
    expect(md).toContain('![The robot](https://docs.luxai.com/assets/images/robot-1a2b.png)');
    expect(md).toContain('*Figure: Two computers in one ROS graph*');
    expect(md).not.toContain('data:');
  });

  it('writes tables as GFM tables and escapes pipes in cells', () => {
    const md = htmlToMarkdown(
      page(
        `<table><thead><tr><th>Name</th><th>Kind</th></tr></thead><tbody><tr><td><code>/qt_robot/speech/say</code></td><td>topic | service</td></tr></tbody></table>`,
      ),
      PAGE,
    );
    expect(md).toBe('| Name | Kind |\n| - | - |\n| `/qt_robot/speech/say` | topic \\| service |');
  });

  it('writes a ROS interface entry as a bold line and its fields as a list', () => {
    const md = htmlToMarkdown(
      page(
        `<article class="entry_nKJY"><header><code>/qt_robot/speech/say</code><span class="badge">Topic</span><span>you publish</span></header>` +
          `<p>Speak a text.</p><dl><dt>Type</dt><dd><code>std_msgs/String</code></dd><dt>Provided by</dt><dd>qt_robot_interface (QTRP)</dd></dl></article>`,
      ),
      PAGE,
    );
    expect(md).toBe(
      '**`/qt_robot/speech/say` · Topic · you publish**\n\nSpeak a text.\n\n- **Type**: `std_msgs/String`\n- **Provided by**: qt_robot_interface (QTRP)',
    );
  });

  it('escapes Markdown in prose so the text reads as written', () => {
    expect(htmlToMarkdown(page('<p>Use *stars* and [brackets] and 1 &lt; 2.</p>'), PAGE)).toBe('Use \\*stars\\* and \\[brackets] and 1 < 2.');
  });

  it('says what is wrong when the page is not a doc page', () => {
    expect(() => htmlToMarkdown('<html><body><main><p>Home</p></main></body></html>', 'https://docs.luxai.com/')).toThrow(
      /theme-doc-markdown.*is it a doc page/,
    );
  });
});

const doc = (id: string, title = id, extra: Partial<DocEntry> = {}): DocEntry => ({
  id,
  title,
  description: `About ${title}.`,
  permalink: `/docs/${id}`,
  unlisted: false,
  ...extra,
});

const current: VersionEntry = {
  name: 'current',
  label: 'QTrobot V2',
  isLast: true,
  banner: null,
  docs: [
    doc('intro', 'Intro'),
    doc('tutorials/a', 'A'),
    doc('tutorials/b', 'B'),
    doc('tutorials/deep/c', 'C'),
    doc('orphan', 'Orphan'),
    doc('hidden', 'Hidden', {unlisted: true}),
  ],
  sidebars: {
    start: [{type: 'category', label: 'Quick Start', items: [{type: 'doc', id: 'intro'}]}],
    tutorials: [
      {type: 'doc', id: 'tutorials/a'},
      {type: 'link'},
      {
        type: 'category',
        label: 'More',
        items: [
          {type: 'doc', id: 'tutorials/b'},
          {type: 'category', label: 'Deep', items: [{type: 'doc', id: 'tutorials/deep/c'}]},
        ],
      },
      {type: 'doc', id: 'intro'},
    ],
  },
};

const v1: VersionEntry = {
  name: 'v1',
  label: 'QTrobot V1',
  isLast: false,
  banner: 'unmaintained',
  docs: [doc('intro', 'Intro V1', {permalink: '/docs/v1/intro'}), doc('tutorials/a', 'A V1', {permalink: '/docs/v1/tutorials/a'})],
  sidebars: {tutorials: [{type: 'doc', id: 'tutorials/a'}], start: [{type: 'doc', id: 'intro'}]},
};

const site = {title: 'QTrobot Documentation', summary: 'Docs for QTrobot.', details: 'Two computers.', siteUrl: 'https://docs.luxai.com', baseUrl: '/'};
const titles = {start: 'Coding: Quick Start', tutorials: 'Coding: Tutorials'};

describe('llms.txt', () => {
  const text = llmsTxt(site, [current, v1], titles);

  it('starts with the title, the summary as a quote and the details', () => {
    expect(text.split('\n').slice(0, 5)).toEqual(['# QTrobot Documentation', '', '> Docs for QTrobot.', '', 'Two computers.']);
    expect(text).toContain('https://docs.luxai.com/llms-full.txt');
  });

  it('lists each current doc once, by sidebar in the given order, with a link to its Markdown and its description', () => {
    const start = text.indexOf('## Coding: Quick Start');
    const tutorials = text.indexOf('## Coding: Tutorials');
    expect(start).toBeGreaterThan(0);
    expect(tutorials).toBeGreaterThan(start);
    expect(text).toContain('- [Intro](https://docs.luxai.com/docs/intro.md): About Intro.');
    expect(text.match(/\(https:\/\/docs\.luxai\.com\/docs\/intro\.md\)/g)).toHaveLength(1);
    // One category alone in a sidebar needs no sub-heading; a nested category folds into its parent.
    expect(text).not.toContain('### Quick Start');
    expect(text).toMatch(/## Coding: Tutorials\n\n- \[A\][^\n]*\n\n### More\n\n- \[B\][^\n]*\n- \[C\]/);
  });

  it('lists docs in no sidebar under Other pages and leaves unlisted docs out', () => {
    expect(text).toMatch(/## Other pages\n\n- \[Orphan\]/);
    expect(text).not.toContain('Hidden');
  });

  it('ends with a section for the older version, which says it is unmaintained', () => {
    const section = text.slice(text.indexOf('## QTrobot V1'));
    expect(section).toContain('no longer maintained');
    expect(section).toContain('- [Intro V1](https://docs.luxai.com/docs/v1/intro.md)');
    expect(section).toContain('- [A V1](https://docs.luxai.com/docs/v1/tutorials/a.md)');
    expect(section).not.toContain('###');
  });

  it('asks for a title when a sidebar has none', () => {
    expect(() => llmsTxt(site, [current], {start: 'Start'})).toThrow(/no title for the sidebar\(s\) tutorials of version current/);
  });

  it('orders the pages of llms-full.txt like llms.txt', () => {
    expect(orderedDocs(current, titles).map((d) => d.id)).toEqual(['intro', 'tutorials/a', 'tutorials/b', 'tutorials/deep/c', 'orphan']);
  });
});

describe('Markdown copies', () => {
  it('put the title, the description and the web page above the content', () => {
    expect(pageMarkdown(doc('intro', 'Intro'), current, 'https://docs.luxai.com', 'Body.')).toBe(
      '# Intro\n\n> About Intro.\n\nWeb page: https://docs.luxai.com/docs/intro (QTrobot V2)\n\nBody.\n',
    );
    expect(pageMarkdown(v1.docs[0], v1, 'https://docs.luxai.com', 'Body.')).toContain('(QTrobot V1, no longer maintained)');
  });

  it('are joined into llms-full.txt after a heading', () => {
    const full = llmsFullTxt(site, current, ['# A\n\nOne.\n', '# B\n\nTwo.\n']);
    expect(full).toBe('# QTrobot Documentation: all QTrobot V2 pages\n\n> Docs for QTrobot.\n\n---\n\n# A\n\nOne.\n\n---\n\n# B\n\nTwo.\n');
  });

  it('live beside their page', () => {
    expect(markdownPath('/docs/intro_code')).toBe('/docs/intro_code.md');
    expect(markdownPath('/qtdocs/docs/v1/api_ros')).toBe('/qtdocs/docs/v1/api_ros.md');
    expect(markdownPath('/docs/')).toBe('/docs/index.md');
  });
});

describe('llms-txt options', () => {
  it('name every sidebar of the site after its navbar entry', () => {
    const titles = sidebarTitlesFromNavbar(navbar.items as never);
    expect(Object.keys(titles).sort()).toEqual(Object.keys(sidebars).sort());
    expect(titles.code_tutorials_sidebar).toBe('Coding: ROS Tutorials');
    expect(titles.graphical_sidebard).toBe('Visual Scripting: Quick Start');
    expect(llmsTxtOptions.sidebarTitles).toEqual(titles);
  });

  it('are checked with a message that says what is missing', () => {
    expect(readOptions(llmsTxtOptions)).toBe(llmsTxtOptions);
    expect(() => readOptions({details: 'x', sidebarTitles: {a: 'A'}})).toThrow(/"summary" must be a non-empty string/);
    expect(() => readOptions({summary: 'x', details: 'y', sidebarTitles: {}})).toThrow(/"sidebarTitles" must map each sidebar id/);
  });
});
