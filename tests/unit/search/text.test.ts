import {describe, expect, it} from 'vitest';
import {compileFacetFilters, tagsNeeded} from '@site/src/features/search/client/filters';
import {highlight, snippet} from '@site/src/features/search/engine/highlight';
import {editDistance, matchWord, parseQuery, tokenize, typosAllowed} from '@site/src/features/search/engine/text';

const tags = {pre: '<mark>', post: '</mark>'};

describe('tokenize and query parsing', () => {
  it('splits ROS names and keeps C++, folds case and accents', () => {
    expect(tokenize('/qt_robot/speech/say in C++ and Café')).toEqual(['qt', 'robot', 'speech', 'say', 'in', 'c++', 'and', 'cafe']);
  });

  it('allows typos as Algolia does (1 from 4 letters, 2 from 8) and a prefix on the last word only', () => {
    expect([typosAllowed('ros'), typosAllowed('moveit'), typosAllowed('microphone'), typosAllowed('2105')]).toEqual([0, 1, 2, 0]);
    expect(parseQuery('speech gest')).toEqual([
      {word: 'speech', prefix: false, typos: 1},
      {word: 'gest', prefix: true, typos: 1},
    ]);
    expect(parseQuery('gest ').at(-1)?.prefix).toBe(false);
  });

  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('moveti', 'moveit', 1)).toBe(1);
    expect(editDistance('speach', 'speech', 1)).toBe(1);
    expect(editDistance('motor', 'rotor', 0)).toBe(1);
    expect(matchWord('moveit', {word: 'moveti', prefix: false, typos: 1})?.kind).toBe('typo');
    expect(matchWord('gestures', {word: 'gest', prefix: true, typos: 1})).toEqual({kind: 'prefix', length: 4});
    expect(matchWord('microphones', {word: 'microphne', prefix: true, typos: 2})?.kind).toBe('typo');
    expect(matchWord('ros', {word: 'rod', prefix: false, typos: 0})).toBeUndefined();
  });

  it('gives the textbook distance up to max, and more than max beyond it, on random words of every length (its rows are reused)', () => {
    // Optimal string alignment by the full table, as the definition reads.
    const reference = (a: string, b: string): number => {
      const d = Array.from({length: a.length + 1}, (_, i) => Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i += 1) {
        for (let j = 1; j <= b.length; j += 1) {
          d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
      return d[a.length][b.length];
    };
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const word = () => Array.from({length: Math.floor(random() * 40)}, () => 'abcs'[Math.floor(random() * 4)]).join('');
    for (let n = 0; n < 3000; n += 1) {
      const [a, b, max] = [word(), word(), Math.floor(random() * 4)];
      expect([a, b, max, Math.min(editDistance(a, b, max), max + 1)]).toEqual([a, b, max, Math.min(reference(a, b), max + 1)]);
    }
  });
});

describe('highlight', () => {
  it('wraps matching words in the requested tags, escapes the text and reports the match level', () => {
    const words = parseQuery('speech gest');
    expect(highlight('Speech & gestures <together>', words, tags)).toEqual({
      value: '<mark>Speech</mark> &amp; <mark>gest</mark>ures &lt;together&gt;',
      matchLevel: 'full',
      matchedWords: ['speech', 'gest'],
      fullyHighlighted: false,
    });
    expect(highlight('Only speech', words, tags).matchLevel).toBe('partial');
    expect(highlight('Nothing here', words, tags)).toEqual({value: 'Nothing here', matchLevel: 'none', matchedWords: []});
    expect(highlight('Speech', parseQuery('speech'), {pre: '<em>', post: '</em>'})).toMatchObject({value: '<em>Speech</em>', fullyHighlighted: true});
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve speech thirteen fourteen fifteen sixteen seventeen';

  it('keeps the requested number of words around the first match, with the ellipsis where it cut', () => {
    const ten = snippet(text, parseQuery('speech'), tags, 10, '…');
    expect(ten.matchLevel).toBe('full');
    // The window cannot run past the end, so it keeps more context before the match.
    expect(ten.value).toBe('…nine ten eleven twelve <mark>speech</mark> thirteen fourteen fifteen sixteen seventeen');
    expect(ten.value.replace(/<\/?mark>|…/g, '').split(' ')).toHaveLength(10);
    const five = snippet(text, parseQuery('speech'), tags, 5, '…');
    expect(five.value).toBe('…twelve <mark>speech</mark> thirteen fourteen fifteen…');
  });

  it('starts at the beginning when nothing matches and leaves short text whole', () => {
    expect(snippet(text, parseQuery('zebra'), tags, 3, '…')).toEqual({value: 'one two three…', matchLevel: 'none'});
    expect(snippet('Say it', parseQuery('say'), tags, 10, '…').value).toBe('<mark>Say</mark> it');
  });
});

describe('facetFilters', () => {
  const v2 = {language: 'en', docusaurus_tag: 'docs-default-current', hierarchy: {lvl0: 'Python tutorials'}};
  const v1 = {language: 'en', docusaurus_tag: 'docs-default-QTRD_v1', hierarchy: {lvl0: 'Python tutorials'}};
  const page = {language: 'en', docusaurus_tag: 'default', hierarchy: {lvl0: 'Support'}};

  it('ANDs the list and ORs inner lists, as the hosted API does', () => {
    const match = compileFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect([v2, v1, page].map(match)).toEqual([true, false, true]);
    expect([v2, v1, page].map(compileFacetFilters('docusaurus_tag:docs-default-QTRD_v1'))).toEqual([false, true, false]);
    expect([v2, v1, page].map(compileFacetFilters(['language:fr']))).toEqual([false, false, false]);
    expect([v2, v1, page].map(compileFacetFilters(['hierarchy.lvl0:Python tutorials', 'docusaurus_tag:-default']))).toEqual([true, true, false]);
    expect([v2, v1, page].map(compileFacetFilters(undefined))).toEqual([true, true, true]);
  });

  it('tells which index files a search needs', () => {
    expect(tagsNeeded(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toEqual(
      new Set(['default', 'docs-default-current']),
    );
    expect(tagsNeeded(['language:en'])).toBeUndefined();
    expect(tagsNeeded(['docusaurus_tag:-default'])).toBeUndefined();
  });

  it('rejects a filter without an attribute', () => {
    expect(() => compileFacetFilters(['nocolon'])).toThrow(/attribute:value/);
  });
});
