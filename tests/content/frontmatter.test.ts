import {describe, expect, it} from 'vitest';
import {formOf} from '@site/src/features/search/engine/forms';
import {tokenize} from '@site/src/features/search/engine/text';
import {SYNONYMS_KEY} from '@site/src/features/search/frontMatter';
import {loadDocs, loadTags} from './lib/docs';

const docs = loadDocs();

describe('front matter', () => {
  it('finds the docs of both versions', () => {
    expect(docs.filter((d) => d.version === 'V2').length).toBeGreaterThanOrEqual(14);
  });

  it.each(docs.map((d) => [d.file, d] as const))('%s has a title, a description and known tags', (_file, doc) => {
    const {title, description, tags} = doc.frontMatter;
    expect(typeof title === 'string' && title.trim().length > 0, 'title').toBe(true);
    expect(typeof description === 'string' && (description as string).trim().length >= 40, 'description of 40+ characters').toBe(true);
    expect(Array.isArray(tags) && (tags as unknown[]).length > 0, 'at least one tag').toBe(true);
    const allowed = loadTags(doc.version);
    for (const tag of tags as string[]) {
      expect(allowed.has(tag), `tag "${tag}" is not in tags.yml`).toBe(true);
    }
  });

  it.each(docs.map((d) => [d.file, d] as const))('%s has exactly one H1 at most, from the title', (_file, doc) => {
    const prose = doc.body.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, '');
    const h1 = prose.split('\n').filter((l) => /^# /.test(l));
    expect(h1.length).toBeLessThanOrEqual(1);
  });
});

describe('search synonyms', () => {
  const withSynonyms = docs.filter((d) => d.frontMatter[SYNONYMS_KEY] !== undefined);

  it('are listed by a few pages, not all', () => {
    expect(withSynonyms.length).toBeGreaterThan(0);
    expect(withSynonyms.length).toBeLessThan(docs.length / 4);
  });

  // A synonym is a word readers use for the page's topic that the page's title and summary do not:
  // a few of them, short, and none that the search already finds there (the same word in another form counts).
  it.each(withSynonyms.map((d) => [d.file, d] as const))('%s lists a few short words its title and description lack', (_file, doc) => {
    const synonyms = doc.frontMatter[SYNONYMS_KEY] as unknown[];
    expect(Array.isArray(synonyms) && synonyms.length >= 1 && synonyms.length <= 5, '1 to 5 synonyms').toBe(true);
    const own = new Set(tokenize(`${doc.frontMatter.title} ${doc.frontMatter.description}`).map(formOf));
    for (const synonym of synonyms) {
      expect(typeof synonym === 'string' && synonym === synonym.toLowerCase(), `"${synonym}" in lower case`).toBe(true);
      const words = tokenize(synonym as string);
      expect(words.length >= 1 && words.length <= 3, `"${synonym}" of 1 to 3 words`).toBe(true);
      expect(
        words.every((w) => own.has(formOf(w))),
        `"${synonym}" adds a word`,
      ).toBe(false);
    }
  });
});

describe('MDX syntax the build would silently mis-render', () => {
  it('admonition titles use the bracket form (`:::tip[Title]`), which future.v4 requires', () => {
    const bad = docs.flatMap((d) =>
      d.source
        .split('\n')
        .map((l, i) => [l, i + 1] as const)
        .filter(([l]) => /^\s*:::(note|tip|info|warning|danger|caution) +\S/.test(l))
        .map(([l, n]) => `${d.file}:${n}: ${l.trim()}`),
    );
    expect(bad).toEqual([]);
  });
});
