import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {stripAlgoliaPreconnect} from '@site/src/features/search/build';
import {extractRecords, readPageMeta} from '@site/src/features/search/extract';
import {encodeIndex, expandIndex} from '@site/src/features/search/engine/indexFile';
import {docSynonyms} from '@site/src/features/search/frontMatter';
import {docPlaces} from '@site/src/features/search/sections';
import {DOC_PAGE} from './fixtures';

const URL_ = 'https://docs.luxai.com/docs/tutorials/python/python_ros_speech';

function extract() {
  const $ = cheerio.load(DOC_PAGE);
  const meta = readPageMeta($, 'QTrobot Documentation');
  return {meta, records: extractRecords($, {url: meta.url!, lvl0: 'Python tutorials', meta})};
}

describe('readPageMeta', () => {
  it('reads the DocSearch meta tags Docusaurus renders, and the title without the site name', () => {
    const {meta} = extract();
    expect(meta).toEqual({
      tag: 'docs-default-current',
      language: 'en',
      version: 'current',
      url: URL_,
      title: 'Make QTrobot speak from Python',
      description: "Use QTrobot's text-to-speech from rospy.",
      noindex: false,
    });
  });

  it('flags pages that ask not to be indexed', () => {
    const $ = cheerio.load('<html><head><meta name="robots" content="noindex"><title>x</title></head><body></body></html>');
    expect(readPageMeta($).noindex).toBe(true);
    expect(readPageMeta($).tag).toBe('default');
  });
});

describe('extractRecords', () => {
  const {records} = extract();
  const summary = records.map((r) => [r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.content]);

  it('writes a record per heading and per block of text, under the headings above it', () => {
    expect(summary).toEqual([
      ['lvl1', null, null, null, null, "Use QTrobot's text-to-speech from rospy."],
      ['content', null, null, null, null, 'You write three nodes that speak.'],
      ['lvl2', 'steps', 'Steps', null, null, null],
      ['lvl3', 'configure-the-voice', 'Steps', '3. Configure the voice', null, null],
      ['content', 'configure-the-voice', 'Steps', '3. Configure the voice', null, 'language: the language code.'],
      ['content', 'configure-the-voice', 'Steps', '3. Configure the voice', null, 'Nested item.'],
      ['content', 'configure-the-voice', 'Steps', '3. Configure the voice', null, '/qt_robot/speech/say — topic'],
      ['content', 'configure-the-voice', 'Steps', '3. Configure the voice', null, 'Step 2: the opening'],
      ['content', 'configure-the-voice', 'Steps', '3. Configure the voice', null, 'Robot: QTrobot V2 · Code: demos/qt_speech'],
      // A heading without an id keeps the anchor of the section it belongs to.
      ['lvl4', 'configure-the-voice', 'Steps', '3. Configure the voice', 'Untitled level', null],
    ]);
  });

  it('leaves out navigation, code blocks, drawings, opted-out text, table headers and the repeated description', () => {
    const text = JSON.stringify(records);
    for (const absent of [
      'On this page',
      'Breadcrumbs',
      'rospy.init_node',
      'speech.py',
      'drawing',
      'outline',
      'Interface — Kind',
      'Next',
      'Direct link',
      '\u200b',
    ]) {
      expect(text).not.toContain(absent);
    }
  });

  it('gives every record the DocSearch fields: URL with anchor, lvl0, language and version tag', () => {
    const configure = records.find((r) => r.type === 'lvl3')!;
    expect(configure).toMatchObject({
      url: `${URL_}#configure-the-voice`,
      url_without_anchor: URL_,
      hierarchy: {lvl0: 'Python tutorials', lvl1: 'Make QTrobot speak from Python'},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
      weight: {level: 70},
    });
    expect(records.map((r) => r.weight.position)).toEqual(records.map((_, i) => i));
  });
});

describe('reference entries (data-search-heading)', () => {
  const html = `<html><head><title>ROS API</title></head><body><div class="theme-doc-markdown"><h1>ROS API</h1>
    <h2 id="speech">Speech</h2><p>Text to speech runs on the QTRP.</p>
    <div><article id="qt_robot-speech-say-topic" data-search-heading="/qt_robot/speech/say (topic, std_msgs/String)">
      <header><code>/qt_robot/speech/say</code><span>Topic</span></header><p>Speak a text without waiting.</p></article>
    <article id="qt_robot-speech-stop-service" data-search-heading=""><header>/qt_robot/speech/stop</header><p>Stop the sentence.</p></article></div>
    <p>After the list.</p><h2 id="audio">Audio</h2></div></body></html>`;
  const records = extractRecords(html, {
    url: 'https://docs.luxai.com/docs/api_ros',
    lvl0: 'API',
    meta: {tag: 'docs-default-current', language: 'en', title: 'ROS API'},
  });
  const summary = records.map((r) => [r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]);

  it('are subsections one level below their section, linked to their own id; the section goes on after them', () => {
    expect(summary).toEqual([
      ['lvl1', null, null, null, null],
      ['lvl2', 'speech', 'Speech', null, null],
      ['content', 'speech', 'Speech', null, 'Text to speech runs on the QTRP.'],
      ['lvl3', 'qt_robot-speech-say-topic', 'Speech', '/qt_robot/speech/say (topic, std_msgs/String)', null],
      ['content', 'qt_robot-speech-say-topic', 'Speech', '/qt_robot/speech/say (topic, std_msgs/String)', 'Speak a text without waiting.'],
      // Without a heading to show, an entry stays part of its section.
      ['content', 'speech', 'Speech', null, 'Stop the sentence.'],
      ['content', 'speech', 'Speech', null, 'After the list.'],
      ['lvl2', 'audio', 'Audio', null, null],
    ]);
  });
});

describe('index files', () => {
  it('pack records compactly and expand back to the same DocSearch records', () => {
    const {records} = extract();
    const file = encodeIndex(records, {tag: 'docs-default-current', language: 'en', version: 'current'});
    expect(file.pages).toEqual([['/docs/tutorials/python/python_ros_speech', 'Python tutorials', 'Make QTrobot speak from Python']]);
    expect(JSON.stringify(file).length).toBeLessThan(JSON.stringify(records).length / 2);
    const back = expandIndex(JSON.parse(JSON.stringify(file)));
    expect(back.map(({objectID: _, ...r}) => r)).toEqual(records.map(({objectID: _, ...r}) => r));
    expect(new Set(back.map((r) => r.objectID)).size).toBe(records.length);
  });

  it("keep a page's synonyms once, on its page, and give them back on its lvl1 record only", () => {
    const {records} = extract();
    records[0].synonyms = ['voice', 'talk'];
    const file = encodeIndex(records, {tag: 'docs-default-current', language: 'en', version: 'current'});
    expect(file.pages[0][3]).toEqual(['voice', 'talk']);
    const back = expandIndex(JSON.parse(JSON.stringify(file)));
    expect(back.filter((r) => r.synonyms).map((r) => [r.type, r.synonyms])).toEqual([['lvl1', ['voice', 'talk']]]);
  });

  it('refuses a file of another format', () => {
    expect(() => expandIndex({format: 2} as never)).toThrow(/format 1/);
  });
});

describe('stripAlgoliaPreconnect', () => {
  it('cuts only the Algolia preconnect and leaves the rest of the file byte for byte', () => {
    const out = stripAlgoliaPreconnect(DOC_PAGE);
    expect(out).not.toContain('algolia.net');
    expect(out).toBe(DOC_PAGE.replace('<link data-rh="true" rel="preconnect" href="https://offline:no-network-dsn.algolia.net" crossorigin="anonymous">', ''));
    const minified =
      '<html><head><link data-rh=true rel=preconnect href=https://APP-dsn.algolia.net crossorigin=anonymous /><link rel=preconnect href=https://fonts.example></head><body></body></html>';
    expect(stripAlgoliaPreconnect(minified)).toBe('<html><head><link rel=preconnect href=https://fonts.example></head><body></body></html>');
  });
});

describe('docSynonyms', () => {
  const plugin = (frontMatter: Record<string, unknown>) => ({
    name: 'docusaurus-plugin-content-docs',
    content: {
      loadedVersions: [
        {
          docs: [
            {source: '@site/docs/a.mdx', permalink: '/docs/a', frontMatter},
            {source: '@site/docs/b.mdx', permalink: '/docs/b', frontMatter: {}},
          ],
        },
      ],
    },
  });

  it("reads each doc's search_synonyms by permalink", () => {
    expect(Object.fromEntries(docSynonyms([plugin({search_synonyms: ['quiz', ' trivia ']}), {name: 'other', content: null}]))).toEqual({
      '/docs/a': ['quiz', 'trivia'],
    });
  });

  it('says how to write them when they are not a list of words', () => {
    for (const bad of ['quiz', [], ['quiz', ''], [3]]) {
      expect(() => docSynonyms([plugin({search_synonyms: bad})]), JSON.stringify(bad)).toThrow(
        /@site\/docs\/a\.mdx: search_synonyms must be a list of words or short phrases/,
      );
    }
  });
});

describe('docPlaces', () => {
  it('maps each doc and generated index to its sidebar and category trail', () => {
    const content = {
      loadedVersions: [
        {
          docs: [
            {id: 'intro_ros', permalink: '/docs/tutorials/intro_ros', sidebar: 'code'},
            {id: 'speech', permalink: '/docs/tutorials/python/speech', sidebar: 'code'},
            {id: 'orphan', permalink: '/docs/orphan'},
          ],
          sidebars: {
            code: [
              {type: 'doc', id: 'intro_ros'},
              {type: 'category', label: 'Python', link: {type: 'generated-index', permalink: '/docs/tutorials/python'}, items: [{type: 'doc', id: 'speech'}]},
            ],
          },
        },
      ],
    };
    const places = docPlaces([
      {name: 'docusaurus-plugin-content-docs', content},
      {name: 'other', content: null},
    ]);
    expect(Object.fromEntries(places)).toEqual({
      '/docs/tutorials/intro_ros': {sidebar: 'code', categories: []},
      '/docs/tutorials/python': {sidebar: 'code', categories: ['Python']},
      '/docs/tutorials/python/speech': {sidebar: 'code', categories: ['Python']},
      '/docs/orphan': {sidebar: undefined, categories: []},
    });
  });
});
