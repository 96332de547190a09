import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {ANNOUNCEMENT_ID, announcementBar} from './config/announcement';
import docsRedirectsPlugin from './config/docsRedirects';
import {colorModeConfig, LIGHT_ONLY} from './config/colorMode';
import {pagesExclude, siteEnv} from './config/env';
import {footer} from './config/footer';
import {llmsTxtOptions} from './config/llms';
import {navbar} from './config/navbar';
import {pwaOptions} from './config/pwa';
import {LANGUAGE_GROUP_ID, LANGUAGE_TABS} from './src/shared/languageTabs';
import type {Options as CspPluginOptions} from './src/plugins/csp';
import llmsTxtPlugin from './src/plugins/llms-txt';
import {algoliaThemeConfig, SEARCH_IGNORE, searchMode, searchSection} from './src/features/search/config';
import searchIndexPlugin, {type SearchIndexOptions} from './src/features/search';
import {darkCodeTheme, lightCodeTheme} from './src/features/code-blocks/prismThemes';
import type {Options as SafeStorageOptions} from './src/plugins/safe-storage';
import {PRISM_LANGUAGES} from './src/shared/prismLanguages';
import {SSR_TEMPLATE} from './config/ssrTemplate';
import leanPrism from './src/features/code-blocks';
import patchesPlugin from './src/plugins/patches';
import studioBlocks from './src/features/studio-blocks/plugin';
import rosInterfacesPlugin, {type RosInterfacesOptions} from './src/plugins/ros-interfaces';
import robotPlugin from './src/features/robot/plugin';
import virtualRobotPlugin from './src/features/virtual-robot/plugin';
import runInPagePlugin from './src/features/virtual-robot/run/plugin';
import pythonRunnerPlugin from './src/features/virtual-robot/python/plugin';
import {blocklyMediaStaticDir} from './src/features/studio-blocks/playground/media';
import {pyodideStaticDir} from './src/features/virtual-robot/python/pyodide';
import remarkRunPython from './src/features/virtual-robot/python/remark';

const gtmPlugin = siteEnv.gtmContainerId ? ['@docusaurus/plugin-google-tag-manager', {containerId: siteEnv.gtmContainerId}] : undefined;

const config = {
  title: 'QTrobot Documentation',
  tagline: 'Program LuxAI’s social robot with blocks, Python, C++ and JavaScript',
  favicon: 'img/favicon.svg',
  url: 'https://docs.luxai.com',
  baseUrl: siteEnv.baseUrl,
  trailingSlash: false,
  organizationName: 'luxai-qtrobot',
  projectName: 'docs',

  // The product rule: problems only warn so a publish is never blocked; the build test fails
  // on any of these warnings instead, so nothing rots silently.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'},
    // Explicit heading ids ({#speech}) keep anchors stable when a heading is reworded; the v4
    // future flag turns this MDX 1 syntax off by default, so it is switched back on alone.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
  },

  future: {v4: true, faster: true},
  // The Python interpreter's files (src/features/virtual-robot/python/pyodide.ts), served from the site.
  staticDirectories: ['static', pyodideStaticDir(), blocklyMediaStaticDir()],
  ssrTemplate: SSR_TEMPLATE,

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          lastVersion: 'current',
          // Run in the page, or why not, under every Python program of the V2 pages.
          remarkPlugins: [remarkRunPython],
          // Dates from git: CI clones main with its history, so they are the real ones.
          showLastUpdateTime: true,
          editUrl: siteEnv.editUrl,
          versions: {
            current: {label: 'QTrobot V2', path: ''},
            QTRD_v1: {label: 'QTrobot V1', path: 'v1', banner: 'unmaintained'},
          },
        },
        blog: false,
        // The test-only pages (src/pages/e2e) only in test builds (config/env.ts).
        pages: {exclude: pagesExclude(siteEnv)},
        theme: {customCss: ['./src/css/custom.css']},
        sitemap: {
          lastmod: 'date',
          // Search engines ignore both; leaving them out keeps the file small.
          changefreq: null,
          priority: null,
          // Tag pages only repeat links; the e2e pages are for the tests.
          ignorePatterns: [`${siteEnv.baseUrl}e2e/**`, `${siteEnv.baseUrl}docs/tags/**`, `${siteEnv.baseUrl}docs/v1/tags/**`],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    patchesPlugin,
    leanPrism,
    studioBlocks,
    robotPlugin,
    virtualRobotPlugin,
    runInPagePlugin,
    pythonRunnerPlugin,
    ['@docusaurus/plugin-pwa', pwaOptions],
    [llmsTxtPlugin, llmsTxtOptions],
    // /ros-interfaces.json for the MCP server (mcp/): the interface table with the pages that teach each.
    [rosInterfacesPlugin, {generations: {current: 'V2', QTRD_v1: 'V1'}} satisfies RosInterfacesOptions],
    [searchIndexPlugin, {mode: searchMode(siteEnv), section: searchSection, ignore: SEARCH_IGNORE} satisfies SearchIndexOptions],
    ...(gtmPlugin ? [gtmPlugin] : []),
    [
      './src/plugins/safe-storage/index.ts',
      {
        colorMode: colorModeConfig(LIGHT_ONLY),
        announcementId: ANNOUNCEMENT_ID,
        tabGroups: {[LANGUAGE_GROUP_ID]: LANGUAGE_TABS.map((t) => t.value)},
      } satisfies SafeStorageOptions,
    ],
    // Before csp: they write or rewrite the finished pages, synchronously.
    docsRedirectsPlugin,
    './src/plugins/route-chunks/index.ts',
    // Last: it hashes the inline scripts of the finished pages.
    ['./src/plugins/csp/index.ts', {gtm: Boolean(siteEnv.gtmContainerId), algolia: Boolean(siteEnv.algolia)} satisfies CspPluginOptions],
  ],
  clientModules: ['./src/serviceWorker/client.ts', './src/clientModules/idlePrefetch.ts', './src/clientModules/revealDeferred.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'QTrobot, LuxAI, ROS, social robot, documentation'}],
    announcementBar: announcementBar(siteEnv.baseUrl),
    colorMode: colorModeConfig(LIGHT_ONLY),
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    algolia: algoliaThemeConfig(siteEnv),
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: PRISM_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
