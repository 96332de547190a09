import {describe, expect, it} from 'vitest';
import {CACHES, CACHE_PREFIX, isCacheable, offlinePage, pageFiles, pageKey, pageTitle, strategyFor} from '@site/src/serviceWorker/routing';

const SCOPE = 'https://docs.luxai.com/';
const get = (url: string, mode = 'no-cors') => ({url, method: 'GET', mode});

describe('service worker routing (every reader)', () => {
  it('answers page navigations network first', () => {
    expect(strategyFor(get('https://docs.luxai.com/docs/intro_code', 'navigate'), SCOPE, false)).toBe('page');
    expect(strategyFor(get('https://docs.luxai.com/', 'navigate'), SCOPE, false)).toBe('page');
  });

  it('answers hashed assets cache first and every other file of the site network first', () => {
    expect(strategyFor(get('https://docs.luxai.com/assets/js/main.b1c71e2e.js'), SCOPE, false)).toBe('asset');
    expect(strategyFor(get('https://docs.luxai.com/assets/css/styles.f917dee3.css'), SCOPE, false)).toBe('asset');
    for (const file of ['img/logo.svg', 'manifest.json', 'docs/intro_code.md', 'search-index/en.json', 'search/pagefind.pf_meta', 'llms.txt']) {
      expect(strategyFor(get(`https://docs.luxai.com/${file}`), SCOPE, false), file).toBe('file');
    }
  });

  it('leaves alone other sites, other methods, paths outside the scope and the worker script', () => {
    expect(strategyFor(get('https://fonts.example.com/inter.woff2'), SCOPE, false)).toBeNull();
    expect(strategyFor({url: 'https://docs.luxai.com/docs/intro_code', method: 'POST', mode: 'navigate'}, SCOPE, false)).toBeNull();
    expect(strategyFor(get('https://docs.luxai.com/sw.js'), SCOPE, false)).toBeNull();
    expect(strategyFor(get('https://docs.luxai.com/other/page', 'navigate'), 'https://docs.luxai.com/qtdocs/', false)).toBeNull();
  });

  it('works under a sub-path', () => {
    const scope = 'http://192.168.100.2/qtdocs/';
    expect(strategyFor(get('http://192.168.100.2/qtdocs/docs/api_ros', 'navigate'), scope, false)).toBe('page');
    expect(strategyFor(get('http://192.168.100.2/qtdocs/assets/js/main.1.js'), scope, false)).toBe('asset');
    expect(strategyFor(get('http://192.168.100.2/qtdocs/sw.js'), scope, false)).toBeNull();
  });
});

describe('service worker routing (offline mode)', () => {
  it('leaves what the plugin precaches to the plugin, so no request is answered twice', () => {
    for (const file of ['assets/js/main.1.js', 'index.html', 'img/logo.svg', 'img/icons/icon-192.png']) {
      expect(strategyFor(get(`https://docs.luxai.com/${file}`), SCOPE, true), file).toBeNull();
    }
    // The plugin looks up "/" as "/index.html" itself.
    expect(strategyFor(get('https://docs.luxai.com/', 'navigate'), SCOPE, true)).toBeNull();
  });

  it('keeps the search index itself, which the precache never lists (config/pwa.ts)', () => {
    for (const file of ['search-index/manifest.json', 'search-index/docs-default-current.ca8ed3348c.json']) {
      expect(strategyFor(get(`https://docs.luxai.com/${file}`), SCOPE, true), file).toBe('file');
    }
    expect(strategyFor(get('http://192.168.100.2/qtdocs/search-index/manifest.json'), 'http://192.168.100.2/qtdocs/', true)).toBe('file');
  });

  it('still answers clean page URLs, which the plugin cannot match to their .html file', () => {
    expect(strategyFor(get('https://docs.luxai.com/docs/intro_code', 'navigate'), SCOPE, true)).toBe('page');
    expect(strategyFor(get('https://docs.luxai.com/docs/intro_code.md'), SCOPE, true)).toBe('file');
  });
});

describe('page cache keys', () => {
  it('ignore the query and the hash', () => {
    expect(pageKey('https://docs.luxai.com/docs/api_ros?language=cpp#speech')).toBe('https://docs.luxai.com/docs/api_ros');
  });

  it('find a clean URL under the files the build wrote (trailingSlash: false)', () => {
    expect(pageFiles('https://docs.luxai.com/docs/intro_code?x=1')).toEqual([
      'https://docs.luxai.com/docs/intro_code.html',
      'https://docs.luxai.com/docs/intro_code/index.html',
    ]);
    expect(pageFiles('https://docs.luxai.com/qtdocs/')).toEqual(['https://docs.luxai.com/qtdocs/index.html']);
  });
});

describe('what is kept', () => {
  it('only complete same-origin successes', () => {
    expect(isCacheable({ok: true, status: 200, type: 'basic'})).toBe(true);
    expect(isCacheable({ok: false, status: 404, type: 'basic'})).toBe(false);
    expect(isCacheable({ok: true, status: 206, type: 'basic'})).toBe(false);
    expect(isCacheable({ok: false, status: 0, type: 'opaque'})).toBe(false);
  });

  it('in caches named with one prefix, so old versions can be found and deleted', () => {
    expect(Object.values(CACHES).every((name) => name.startsWith(CACHE_PREFIX))).toBe(true);
    expect(new Set(Object.values(CACHES)).size).toBe(3);
  });
});

describe('the offline page', () => {
  it('lists the pages kept on this device, by title, with links that stay on the site', () => {
    const html = offlinePage([
      {url: 'https://docs.luxai.com/docs/modules/processor', title: 'Processors and networking'},
      {url: 'https://docs.luxai.com/docs/intro_code?x=1', title: 'Quick start <for> coders'},
    ]);
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toMatch(
      /<li><a href="\/docs\/modules\/processor">Processors and networking<\/a><\/li><li><a href="\/docs\/intro_code">Quick start &#60;for&#62; coders<\/a>/,
    );
  });

  it('says nothing about saved pages when there are none', () => {
    expect(offlinePage([])).not.toContain('<ul>');
  });

  it('names pages by their title without the site name', () => {
    expect(pageTitle('<head><title data-rh="true">Robot&#x27;s face | QTrobot Documentation</title></head>')).toBe("Robot's face");
    expect(pageTitle('<p>no title</p>')).toBe('Untitled page');
  });
});
