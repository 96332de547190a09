import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docPages, SITE_URL} from './lib/docPages';
import {BUILD, loadHtml} from './lib/site';

const pages = docPages();
const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');
const titleOf = (p: (typeof pages)[number]) => loadHtml(p.html)('article h1').first().text().trim();

describe('Markdown copies of the docs', () => {
  it('exist beside every doc page of both versions, starting with its title and description', () => {
    const bad = pages.flatMap((p) => {
      if (!fs.existsSync(p.markdown)) return [`${p.route}.md missing`];
      const md = fs.readFileSync(p.markdown, 'utf8');
      const head = `# ${titleOf(p)}\n\n> ${String(p.frontMatter.description).replace(/\s+/g, ' ').trim()}\n\nWeb page: ${SITE_URL}${p.route} (`;
      return md.startsWith(head) ? [] : [`${p.route}.md starts with ${JSON.stringify(md.slice(0, 120))}`];
    });
    expect(bad).toEqual([]);
  });

  it('hold every heading and every code block of the page', () => {
    const bad = pages.flatMap((p) => {
      const $ = loadHtml(p.html);
      const md = fs.readFileSync(p.markdown, 'utf8');
      const problems: string[] = [];
      for (const h of $('.theme-doc-markdown').find('h2, h3').toArray()) {
        const level = '#'.repeat(Number(h.tagName[1]));
        const text = $(h).clone().children('.hash-link').remove().end().text().trim();
        if (!md.split('\n').some((line) => line.startsWith(`${level} `) && line.replace(/[\\*`]/g, '').includes(text.replace(/[*`]/g, '')))) {
          problems.push(`${p.route}: heading "${text}"`);
        }
      }
      const blocks = $('.theme-doc-markdown .theme-code-block').length;
      const fences = md.split('\n').filter((l) => /^\s*```[a-z]/.test(l)).length;
      if (fences !== blocks) problems.push(`${p.route}: ${blocks} code blocks, ${fences} in the Markdown`);
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it('are clean Markdown: no HTML, inlined images or page chrome', () => {
    const bad = pages.flatMap((p) => {
      // Code blocks may show HTML (the JavaScript tutorials build web pages): check the prose only.
      const md = fs.readFileSync(p.markdown, 'utf8').replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
      return [/<\/?(div|span|svg|button|article)\b/, /data:image/, /Direct link to/, /Copy as Markdown/, /Edit this page/, /\u200b/]
        .filter((pattern) => pattern.test(md))
        .map((pattern) => `${p.route}.md: ${pattern}`);
    });
    expect(bad).toEqual([]);
  });
});

describe('llms.txt', () => {
  const text = read('llms.txt');
  const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(?:: (.*))?$/gm)].map((m) => ({title: m[1], url: m[2], description: m[3] ?? ''}));

  it('starts with the site title and its summary', () => {
    expect(text).toMatch(/^# QTrobot Documentation\n\n> .+\n/);
  });

  it('lists every current doc once, with its title, the link to its Markdown and its description', () => {
    const v1Start = text.indexOf('\n## QTrobot V1\n');
    expect(v1Start).toBeGreaterThan(0);
    const current = links.filter((l) => text.indexOf(`](${l.url})`) < v1Start);
    const bad = pages
      .filter((p) => p.version === 'V2')
      .flatMap((p) => {
        const found = current.filter((l) => l.url === `${SITE_URL}${p.route}.md`);
        if (found.length !== 1) return [`${p.route}: listed ${found.length} times`];
        const description = String(p.frontMatter.description).replace(/\s+/g, ' ').trim();
        return found[0].title === titleOf(p) && found[0].description === description ? [] : [`${p.route}: ${JSON.stringify(found[0])}`];
      });
    expect(bad).toEqual([]);
    expect(current).toHaveLength(pages.filter((p) => p.version === 'V2').length);
  });

  it('groups the current docs under the navbar’s sections', () => {
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual([
      'Visual Scripting: Quick Start',
      'Visual Scripting: Tutorials',
      'Visual Scripting: Blocks Reference',
      'Coding: Quick Start',
      'Coding: ROS Tutorials',
      'Coding: Competences',
      'Coding: API References',
      'QTrobot V1',
    ]);
  });

  it('ends with a section listing every V1 doc', () => {
    const v1 = text.slice(text.indexOf('\n## QTrobot V1\n'));
    const expected = pages.filter((p) => p.version === 'V1').map((p) => `${SITE_URL}${p.route}.md`).sort();
    expect([...v1.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]).sort()).toEqual(expected);
  });

  it('links only to files that exist', () => {
    const missing = links.filter((l) => !fs.existsSync(path.join(BUILD, l.url.slice(SITE_URL.length))));
    expect(missing).toEqual([]);
  });
});

describe('llms-full.txt', () => {
  const text = read('llms-full.txt');

  it('holds every current doc as Markdown, in the order of llms.txt, and no V1 doc', () => {
    const order = [...read('llms.txt').slice(0, read('llms.txt').indexOf('\n## QTrobot V1\n')).matchAll(/\]\(([^)]+)\.md\)/g)].map((m) => m[1]);
    const inFull = [...text.matchAll(/^Web page: (\S+) \(/gm)].map((m) => m[1]);
    expect(inFull).toEqual(order);
    for (const p of pages.filter((pg) => pg.version === 'V2')) {
      expect(text, p.route).toContain(fs.readFileSync(p.markdown, 'utf8').trim());
    }
    // A V2 page may link to its V1 counterpart; no V1 page may be included.
    expect(text).not.toMatch(/^Web page: \S*\/docs\/v1\//m);
  });
});
