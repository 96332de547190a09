import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {announcementBar} from './config/announcement';
import {colorModeConfig, LIGHT_ONLY} from './config/colorMode';
import {siteEnv} from './config/env';
import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {PRISM_LANGUAGES} from './config/prism';
import {SSR_TEMPLATE} from './config/ssrTemplate';
import leanPrism from './src/plugins/lean-prism';

const gtmPlugin = siteEnv.gtmContainerId
  ? ['@docusaurus/plugin-google-tag-manager', {containerId: siteEnv.gtmContainerId}]
  : undefined;

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
          versions: {
            current: {label: 'QTrobot V2', path: ''},
            QTRD_v1: {label: 'QTrobot V1', path: 'v1', banner: 'unmaintained'},
          },
        },
        blog: false,
        theme: {customCss: ['./src/css/custom.css']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [leanPrism, ...(gtmPlugin ? [gtmPlugin] : [])],

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
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: PRISM_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
