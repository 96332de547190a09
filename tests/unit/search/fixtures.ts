import type {SearchRecord} from '@site/src/features/search/engine/types';

/** A built doc page reduced to what Docusaurus 3.10 renders around the content. */
export const DOC_PAGE = `<!doctype html>
<html lang="en" class="docs-wrapper plugin-docs docs-doc-page">
<head>
  <title>Make QTrobot speak from Python | QTrobot Documentation</title>
  <meta name="description" content="Use QTrobot's text-to-speech from rospy.">
  <meta name="docusaurus_locale" content="en"><meta name="docusaurus_version" content="current">
  <meta name="docusaurus_tag" content="docs-default-current"><meta name="docsearch:language" content="en">
  <meta name="docsearch:version" content="current"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
  <link rel="canonical" href="https://docs.luxai.com/docs/tutorials/python/python_ros_speech">
  <link data-rh="true" rel="preconnect" href="https://offline:no-network-dsn.algolia.net" crossorigin="anonymous">
</head>
<body>
<nav class="navbar"><a href="/">QTrobot Docs</a></nav>
<div id="__docusaurus_skipToContent_fallback"><main><div class="container"><div class="row"><div class="col">
<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul><li>Python</li><li>Speech</li></ul></nav>
<span class="theme-doc-version-badge">Version: QTrobot V2</span>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<article><div class="theme-doc-markdown markdown">
<header><h1>Make QTrobot speak from Python</h1></header>
<p>You write three&#8203; nodes that speak.</p>
<h2 id="steps" class="anchor">Steps<a href="#steps" class="hash-link" aria-label="Direct link">&#8203;</a></h2>
<h3 id="configure-the-voice">3. Configure the voice</h3>
<ul><li>language: the language code.<ul><li>Nested item.</li></ul></li></ul>
<table><thead><tr><th>Interface</th><th>Kind</th></tr></thead>
<tbody><tr><td><code>/qt_robot/speech/say</code></td><td>topic</td></tr></tbody></table>
<div class="theme-code-block"><div class="codeBlockTitle">speech.py</div><pre><code>rospy.init_node('x')</code></pre></div>
<figure><div aria-hidden="true">drawing</div><div data-search-exclude="">Say hello (outline)</div><figcaption>Step 2: the opening</figcaption></figure>
<dl><dt>Robot</dt><dd>QTrobot V2</dd><dt>Code</dt><dd>demos/qt_speech</dd></dl>
<h4>Untitled level</h4>
<p>Use QTrobot's text-to-speech from rospy.</p>
</div><footer class="theme-doc-footer"><a href="/docs/tags/code">code</a></footer></article>
<nav class="pagination-nav"><a href="/next">Next</a></nav>
</div></div></div></main></div>
</body></html>`;

export function record(overrides: Partial<SearchRecord> & {url: string}): SearchRecord {
  const url = overrides.url;
  return {
    objectID: overrides.objectID ?? url,
    url_without_anchor: url.replace(/#.*$/, ''),
    anchor: url.includes('#') ? url.split('#')[1] : null,
    type: 'content',
    hierarchy: {lvl0: 'Python tutorials', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    weight: {level: 0, position: 0},
    ...overrides,
  };
}
