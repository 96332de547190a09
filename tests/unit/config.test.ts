import {describe, expect, it} from 'vitest';
import {colorModeConfig} from '@site/config/colorMode';
import {docsRootRedirect} from '@site/src/shared/docsRoots';
import {redirectPage} from '@site/config/docsRedirects';
import {DEFAULT_EDIT_URL, pagesExclude, readSiteEnv} from '@site/config/env';

/**
 * What the config computes from its inputs. The values it passes to Docusaurus are checked where
 * they act: in the built site (tests/build) and in the browser (tests/e2e).
 */

describe('settings read from the environment', () => {
  it('normalises the base URL, whatever slashes it is given', () => {
    expect(readSiteEnv({}).baseUrl).toBe('/');
    expect(readSiteEnv({BASE_URL: 'qtdocs'}).baseUrl).toBe('/qtdocs/');
    expect(readSiteEnv({BASE_URL: '/a/b/'}).baseUrl).toBe('/a/b/');
    expect(readSiteEnv({BASE_URL: '///'}).baseUrl).toBe('/');
  });

  it('turns analytics and hosted search on only when fully configured', () => {
    expect(readSiteEnv({}).gtmContainerId).toBeUndefined();
    expect(readSiteEnv({GTM_CONTAINER_ID: '  '}).gtmContainerId).toBeUndefined();
    expect(readSiteEnv({GTM_CONTAINER_ID: 'GTM-XXXX'}).gtmContainerId).toBe('GTM-XXXX');
    expect(readSiteEnv({ALGOLIA_APP_ID: 'A'}).algolia).toBeUndefined();
    expect(readSiteEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k'}).algolia).toEqual({appId: 'A', apiKey: 'k', indexName: 'luxai'});
    expect(readSiteEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'x'}).algolia?.indexName).toBe('x');
  });

  it('sends "Edit this page" to the docs repository, unless DOCS_EDIT_URL says otherwise', () => {
    expect(readSiteEnv({}).editUrl).toBe(DEFAULT_EDIT_URL);
    expect(readSiteEnv({DOCS_EDIT_URL: ' https://git.example.org/docs/edit/dev/ '}).editUrl).toBe('https://git.example.org/docs/edit/dev/');
  });

  it('builds the test-only pages only when E2E_PAGES=1, keeping the pages plugin exclusions either way', () => {
    expect(readSiteEnv({}).e2ePages).toBe(false);
    expect(pagesExclude(readSiteEnv({}))).toContain('e2e/**');
    expect(pagesExclude(readSiteEnv({E2E_PAGES: '1'}))).not.toContain('e2e/**');
    expect(pagesExclude(readSiteEnv({}))).toContain('**/_*/**');
    expect(pagesExclude(readSiteEnv({E2E_PAGES: '1'}))).toContain('**/_*/**');
  });
});

describe('colour mode', () => {
  it('follows the system with a toggle, or is light only with the toggle hidden', () => {
    expect(colorModeConfig(false)).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
    expect(colorModeConfig(true)).toEqual({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
  });
});

describe('the docs roots', () => {
  it('leads /docs and /docs/v1 (with or without a trailing slash, under any base URL) to intro_code, and nothing else', () => {
    expect(docsRootRedirect('/docs', '/')).toBe('/docs/intro_code');
    expect(docsRootRedirect('/docs/', '/')).toBe('/docs/intro_code');
    expect(docsRootRedirect('/docs/v1', '/')).toBe('/docs/v1/intro_code');
    expect(docsRootRedirect('/qtdocs/docs/v1/', '/qtdocs/')).toBe('/qtdocs/docs/v1/intro_code');
    expect(docsRootRedirect('/docs/nope', '/')).toBeUndefined();
    expect(docsRootRedirect('/docs/v2', '/')).toBeUndefined();
  });

  it('writes redirect pages that work without a script', () => {
    const html = redirectPage({target: '/qtdocs/docs/intro_code', label: 'QTrobot V2 docs', siteUrl: 'https://docs.luxai.com', baseUrl: '/qtdocs/'});
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/qtdocs/docs/intro_code">');
    expect(html).toContain('<a href="/qtdocs/docs/intro_code">');
    expect(html).toContain('<link rel="manifest" href="/qtdocs/manifest.json">');
    // Without an icon link the browser requests /favicon.ico, which is a 404 on this site.
    expect(html).toContain('<link rel="icon" href="/qtdocs/img/favicon.svg">');
    expect(html).not.toContain('<script');
  });
});
