import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {sanitizeScript, sanitizeStoredPreferences, type SanitizeOptions} from '@site/src/utils/safeStorage';
import {docsVersionNames, storageRules} from '@site/src/plugins/safe-storage';
import {ROOT} from '../build/lib/site';

const NS = '-50d';
const options: SanitizeOptions = {
  rules: storageRules(NS, docsVersionNames(ROOT), {language: ['python', 'cpp', 'javascript', 'bash']}),
  themeKey: `theme${NS}`,
  defaultMode: 'light',
  respectPrefersColorScheme: true,
  announcement: {id: 'qtrobot-v2-docs-2025', idKey: `docusaurus.announcement.id${NS}`, dismissKey: `docusaurus.announcement.dismiss${NS}`},
};

const hit = {objectID: '1', type: 'lvl1', url: '/docs/intro_code', hierarchy: {lvl0: 'Docs', lvl1: 'Quick start', lvl2: null}};

function setTheme(theme: string | null, choice: string | null) {
  const root = document.documentElement;
  if (theme === null) root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
  if (choice === null) root.removeAttribute('data-theme-choice');
  else root.setAttribute('data-theme-choice', choice);
}

function prefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({matches: dark && query.includes('dark')}) as MediaQueryList);
}

beforeEach(() => {
  prefersDark(false);
  setTheme('light', 'system');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('storage rules', () => {
  it('cover every key the site uses, namespaced like Docusaurus', () => {
    expect(options.rules.map((r) => r.key)).toEqual([
      'theme-50d',
      'docusaurus.announcement.dismiss-50d',
      'docusaurus.announcement.id-50d',
      'docs-preferred-version-default-50d',
      'docusaurus.tab.language-50d',
      'qtrobot.rosbridge',
      '__DOCSEARCH_RECENT_SEARCHES__',
      '__DOCSEARCH_FAVORITE_SEARCHES__',
    ]);
  });

  it('drop a stored robot address that is too long or holds control characters', () => {
    localStorage.setItem('qtrobot.rosbridge', 'ws://192.168.100.2:9091');
    localStorage.setItem('qtrobot.rosbridge-x', 'kept: another key');
    sanitizeStoredPreferences(options);
    expect(localStorage.getItem('qtrobot.rosbridge')).toBe('ws://192.168.100.2:9091');
    localStorage.setItem('qtrobot.rosbridge', 'ws://a\n:9091');
    expect(sanitizeStoredPreferences(options).removed).toContain('qtrobot.rosbridge');
    localStorage.setItem('qtrobot.rosbridge', `ws://${'a'.repeat(400)}:9091`);
    expect(sanitizeStoredPreferences(options).removed).toContain('qtrobot.rosbridge');
    localStorage.clear();
  });

  it('know the docs versions from versions.json', () => {
    expect(docsVersionNames(ROOT)).toEqual(['current', 'QTRD_v1']);
  });
});

describe('sanitizeStoredPreferences', () => {
  it('keeps valid values and values of keys it does not know', () => {
    const valid: Record<string, string> = {
      'theme-50d': 'dark',
      'docusaurus.announcement.dismiss-50d': 'true',
      'docusaurus.announcement.id-50d': 'qtrobot-v2-docs-2025',
      'docs-preferred-version-default-50d': 'QTRD_v1',
      'docusaurus.tab.language-50d': 'cpp',
      __DOCSEARCH_RECENT_SEARCHES__luxai: JSON.stringify([hit]),
      __DOCSEARCH_FAVORITE_SEARCHES__luxai: '[]',
      'someone-else': '<garbage>',
    };
    for (const [k, v] of Object.entries(valid)) localStorage.setItem(k, v);
    const report = sanitizeStoredPreferences(options);
    expect(report).toEqual({storageAvailable: true, removed: [], themeRepaired: false});
    for (const [k, v] of Object.entries(valid)) expect(localStorage.getItem(k)).toBe(v);
  });

  it.each([
    ['theme-50d', 'purple'],
    ['theme-50d', '"dark"'],
    ['theme-50d', 'dark '],
    ['theme-50d', ''],
    ['docusaurus.announcement.dismiss-50d', 'yes'],
    ['docusaurus.announcement.dismiss-50d', '1'],
    ['docusaurus.announcement.id-50d', 'x'.repeat(201)],
    ['docusaurus.announcement.id-50d', 'a\u0000b'],
    ['docs-preferred-version-default-50d', 'QTRD_v9'],
    ['docs-preferred-version-default-50d', '{"name":"current"}'],
    ['docusaurus.tab.language-50d', 'cobol'],
    ['__DOCSEARCH_RECENT_SEARCHES__luxai', 'not json'],
    ['__DOCSEARCH_RECENT_SEARCHES__luxai', '{"length":1}'],
    ['__DOCSEARCH_RECENT_SEARCHES__luxai', '[1,2,3]'],
    ['__DOCSEARCH_RECENT_SEARCHES__luxai', 'null'],
    ['__DOCSEARCH_RECENT_SEARCHES__luxai', JSON.stringify([{...hit, url: 'javascript:alert(1)'}])],
    ['__DOCSEARCH_RECENT_SEARCHES__luxai', JSON.stringify([{...hit, url: '//evil.example/'}])],
    ['__DOCSEARCH_RECENT_SEARCHES__luxai', JSON.stringify([{...hit, hierarchy: 'Docs'}])],
    ['__DOCSEARCH_RECENT_SEARCHES__luxai', JSON.stringify([{...hit, hierarchy: {lvl0: {}}}])],
    ['__DOCSEARCH_FAVORITE_SEARCHES__luxai', JSON.stringify(Array.from({length: 21}, () => hit))],
    ['__DOCSEARCH_FAVORITE_SEARCHES__', JSON.stringify([{...hit, objectID: 7}])],
  ])('removes %s = %j', (key, value) => {
    localStorage.setItem(key, value);
    localStorage.setItem('unrelated', value);
    expect(sanitizeStoredPreferences(options).removed).toEqual([key]);
    expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe(value);
  });

  it('drops a dismissal made for another announcement, so the current bar shows at once', () => {
    const root = document.documentElement;
    for (const id of ['an-old-announcement', null]) {
      localStorage.clear();
      if (id) localStorage.setItem('docusaurus.announcement.id-50d', id);
      localStorage.setItem('docusaurus.announcement.dismiss-50d', 'true');
      root.setAttribute('data-announcement-bar-initially-dismissed', 'true');
      expect(sanitizeStoredPreferences(options).removed).toEqual(['docusaurus.announcement.dismiss-50d']);
      expect(root.getAttribute('data-announcement-bar-initially-dismissed')).toBe('false');
    }
    localStorage.setItem('docusaurus.announcement.id-50d', 'qtrobot-v2-docs-2025');
    localStorage.setItem('docusaurus.announcement.dismiss-50d', 'true');
    expect(sanitizeStoredPreferences(options).removed).toEqual([]);
    expect(root.getAttribute('data-announcement-bar-initially-dismissed')).toBe('true');
  });

  it('repairs a garbage data-theme from the stored choice, or from the system', () => {
    localStorage.setItem('theme-50d', 'dark');
    setTheme('<img src=x>', 'purple');
    expect(sanitizeStoredPreferences(options).themeRepaired).toBe(true);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('dark');

    localStorage.clear();
    prefersDark(true);
    setTheme('purple', 'purple');
    sanitizeStoredPreferences(options);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('system');

    setTheme(null, null);
    sanitizeStoredPreferences({...options, respectPrefersColorScheme: false});
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('leaves valid theme attributes alone', () => {
    setTheme('dark', 'system');
    expect(sanitizeStoredPreferences(options).themeRepaired).toBe(false);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('does not throw when reading window.localStorage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    setTheme('garbage', 'garbage');
    const report = sanitizeStoredPreferences(options);
    expect(report).toEqual({storageAvailable: false, removed: [], themeRepaired: true});
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(document.documentElement.getAttribute('data-theme-choice')).toBe('system');
  });

  it('does not throw when every storage method throws', () => {
    localStorage.setItem('theme-50d', 'purple');
    const fail = () => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(fail);
    vi.spyOn(Storage.prototype, 'key').mockImplementation(fail);
    expect(sanitizeStoredPreferences(options).storageAvailable).toBe(false);
  });

  it('does not throw when only removing fails, and reports nothing removed', () => {
    localStorage.setItem('theme-50d', 'purple');
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('read-only');
    });
    expect(sanitizeStoredPreferences(options).removed).toEqual([]);
  });
});

describe('sanitizeScript', () => {
  it('is a self-contained script that does the same as the function', () => {
    localStorage.setItem('theme-50d', 'purple');
    setTheme('purple', 'purple');
    // Run it the way the browser does: as source text, with no access to this module.
    new Function(sanitizeScript(options))();
    expect(localStorage.getItem('theme-50d')).toBeNull();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('cannot be closed early by the text of its rules', () => {
    const script = sanitizeScript({...options, rules: [{key: '</script><script>alert(1)', kind: 'text', maxLength: 1}]});
    expect(script).not.toMatch(/<\/script/i);
  });
});
