import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';
import sidebars from '@site/sidebars';
import {ANNOUNCEMENT_ID} from '@site/config/announcement';
import {colorModeConfig, LIGHT_ONLY} from '@site/config/colorMode';
import {readSiteEnv} from '@site/config/env';
import {COPYRIGHT} from '@site/config/footer';

type Item = {label?: string; type?: string; sidebarId?: string; href?: string; to?: string; items?: Item[]};

const themeConfig = config.themeConfig as unknown as {
  navbar: {items: Item[]};
  footer: {copyright: string; links: {items: Item[]}[]};
  announcementBar: {id: string; isCloseable: boolean; content: string; backgroundColor: string; textColor: string};
  colorMode: {disableSwitch: boolean; respectPrefersColorScheme: boolean; defaultMode: string};
  docs: {sidebar: {hideable: boolean; autoCollapseCategories: boolean}};
  tableOfContents: {minHeadingLevel: number; maxHeadingLevel: number};
  prism: {additionalLanguages: string[]};
};

describe('site config', () => {
  it('serves docs.luxai.com without trailing slashes, in English, with warnings for broken links', () => {
    expect(config.url).toBe('https://docs.luxai.com');
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(false);
    expect(config.organizationName).toBe('luxai-qtrobot');
    expect(config.i18n.locales).toEqual(['en']);
    expect(config.onBrokenLinks).toBe('warn');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
  });

  it('reads the base URL and optional services from the environment', () => {
    expect(readSiteEnv({}).baseUrl).toBe('/');
    expect(readSiteEnv({BASE_URL: 'qtdocs'}).baseUrl).toBe('/qtdocs/');
    expect(readSiteEnv({BASE_URL: '/a/b/'}).baseUrl).toBe('/a/b/');
    expect(readSiteEnv({}).gtmContainerId).toBeUndefined();
    expect(readSiteEnv({GTM_CONTAINER_ID: 'GTM-XXXX'}).gtmContainerId).toBe('GTM-XXXX');
    expect(readSiteEnv({ALGOLIA_APP_ID: 'A'}).algolia).toBeUndefined();
    expect(readSiteEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k'}).algolia).toEqual({appId: 'A', apiKey: 'k', indexName: 'luxai'});
  });

  it('loads no analytics plugin unless configured', () => {
    expect(JSON.stringify(config.plugins)).not.toContain('google-tag-manager');
  });

  it('has exactly the seven public sidebars', () => {
    expect(Object.keys(sidebars).sort()).toEqual(
      ['api_ros', 'blocks_api', 'code_tutorials_sidebar', 'codding_sidebard', 'graphical_sidebard', 'graphical_tutorial_sidebar', 'modules'].sort(),
    );
    expect(JSON.stringify(sidebars.modules[0])).toContain('modules/display');
    expect(JSON.stringify(sidebars.modules[0])).toContain('Face and Emotion');
  });

  it('has the navbar the product describes', () => {
    const items = themeConfig.navbar.items;
    const labels = items.map((i) => i.label ?? i.type);
    expect(labels).toEqual(['Visual Scripting', 'Coding', 'Demos', 'Support', 'custom-robot', 'docsVersionDropdown', 'GitHub', 'search']);
    const visual = items[0].items!.map((i) => i.label);
    expect(visual).toEqual(['Quick Start', 'Tutorials', 'Blocks Reference', 'QTrobot Studio app']);
    expect(items[0].items![3].href).toMatch(/^https:\/\//);
    expect(items[1].items!.map((i) => [i.label, i.sidebarId])).toEqual([
      ['Quick Start', 'codding_sidebard'],
      ['ROS Tutorials', 'code_tutorials_sidebar'],
      ['Competences', 'modules'],
      ['API References', 'api_ros'],
    ]);
  });

  it('has a closable announcement bar with an id', () => {
    const bar = themeConfig.announcementBar;
    expect(bar.id).toBe(ANNOUNCEMENT_ID);
    expect(bar.isCloseable).toBe(true);
    expect(bar.content).toContain('/docs/v1/intro_code');
    expect(bar.backgroundColor).toMatch(/^#/);
    expect(bar.textColor).toMatch(/^#/);
  });

  it('ends the footer with the copyright line', () => {
    expect(themeConfig.footer.copyright).toBe('Copyright © 2025 LuxAI S.A.');
    expect(COPYRIGHT).toBe(themeConfig.footer.copyright);
    expect(themeConfig.footer.links.length).toBeGreaterThanOrEqual(3);
  });

  it('lets the reader toggle colour mode and follows the system by default', () => {
    expect(LIGHT_ONLY).toBe(false);
    expect(themeConfig.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
  });

  it('switches to light only, with the toggle hidden, from one constant', () => {
    expect(colorModeConfig(true)).toEqual({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
  });

  it('keeps sidebars hideable, categories open, and the table of contents at h2-h3', () => {
    expect(themeConfig.docs.sidebar).toEqual({hideable: true, autoCollapseCategories: false});
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(themeConfig.prism.additionalLanguages).toEqual(expect.arrayContaining(['bash', 'python', 'cpp', 'javascript', 'yaml']));
  });
});

describe('issue 26 config', () => {
  it('builds the test-only pages only when E2E_PAGES=1; npm run build leaves them out', async () => {
    const {pagesExclude, readSiteEnv: read} = await import('@site/config/env');
    expect(read({}).e2ePages).toBe(false);
    expect(pagesExclude(read({}))).toContain('e2e/**');
    expect(pagesExclude(read({E2E_PAGES: '1'}))).not.toContain('e2e/**');
    // The pages plugin's own exclusions are kept either way.
    expect(pagesExclude(read({}))).toContain('**/_*/**');
  });

  it('leads /docs and /docs/v1 (with or without a trailing slash, under any base URL) to intro_code, and nothing else', async () => {
    const {docsRootRedirect} = await import('@site/src/shared/docsRoots');
    expect(docsRootRedirect('/docs', '/')).toBe('/docs/intro_code');
    expect(docsRootRedirect('/docs/', '/')).toBe('/docs/intro_code');
    expect(docsRootRedirect('/docs/v1', '/')).toBe('/docs/v1/intro_code');
    expect(docsRootRedirect('/qtdocs/docs/v1/', '/qtdocs/')).toBe('/qtdocs/docs/v1/intro_code');
    expect(docsRootRedirect('/docs/nope', '/')).toBeUndefined();
    expect(docsRootRedirect('/docs/v2', '/')).toBeUndefined();
  });

  it('writes redirect pages that work without a script', async () => {
    const {redirectPage} = await import('@site/config/docsRedirects');
    const html = redirectPage({target: '/qtdocs/docs/intro_code', label: 'QTrobot V2 docs', siteUrl: 'https://docs.luxai.com', baseUrl: '/qtdocs/'});
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/qtdocs/docs/intro_code">');
    expect(html).toContain('<a href="/qtdocs/docs/intro_code">');
    expect(html).toContain('<link rel="manifest" href="/qtdocs/manifest.json">');
    // Without an icon link the browser requests /favicon.ico, which is a 404 on this site.
    expect(html).toContain('<link rel="icon" href="/qtdocs/img/favicon.svg">');
    expect(html).not.toContain('<script');
  });
});
