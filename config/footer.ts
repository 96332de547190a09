import type {ThemeConfig} from '@docusaurus/preset-classic';
import {GITHUB_URL} from './navbar';

export const COPYRIGHT = 'Copyright © 2025 LuxAI S.A.';

export const footer: NonNullable<ThemeConfig['footer']> = {
  style: 'dark',
  links: [
    {
      title: 'Start here',
      items: [
        {label: 'Coding quick start', to: '/docs/intro_code'},
        {label: 'Visual scripting quick start', to: '/docs/intro_graphical'},
        {label: 'Introduction to ROS', to: '/docs/tutorials/intro_ros'},
      ],
    },
    {
      title: 'Reference',
      items: [
        {label: 'ROS API', to: '/docs/api_ros'},
        {label: 'JavaScript API', to: '/docs/api_js'},
        {label: 'Blocks reference', to: '/docs/blocks_api'},
        {label: 'Hardware modules', to: '/docs/modules/display'},
      ],
    },
    {
      title: 'Help',
      items: [
        {label: 'Support and FAQ', to: '/support'},
        {label: 'Demos', to: '/demos'},
        {label: 'QTrobot V1 docs', to: '/docs/v1/intro_code'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub', href: GITHUB_URL},
        {label: 'About these docs', to: '/markdown-page'},
      ],
    },
  ],
  copyright: COPYRIGHT,
};
