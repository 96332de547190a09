import type {ThemeConfig} from '@docusaurus/preset-classic';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/** QTrobot Studio runs on the robot; this link points to LuxAI's product page about it. */
export const STUDIO_APP_URL = 'https://luxai.com/';
export const GITHUB_URL = 'https://github.com/luxai-qtrobot';

export const navbar: Navbar = {
  title: 'QTrobot Docs',
  hideOnScroll: false,
  logo: {alt: 'QTrobot', src: 'img/logo.svg', width: 32, height: 32},
  items: [
    {
      type: 'dropdown',
      label: 'Visual Scripting',
      position: 'left',
      items: [
        {type: 'docSidebar', sidebarId: 'graphical_sidebard', label: 'Quick Start'},
        {type: 'docSidebar', sidebarId: 'graphical_tutorial_sidebar', label: 'Tutorials'},
        {type: 'docSidebar', sidebarId: 'blocks_api', label: 'Blocks Reference'},
        {href: STUDIO_APP_URL, label: 'QTrobot Studio app'},
      ],
    },
    {
      type: 'dropdown',
      label: 'Coding',
      position: 'left',
      items: [
        {type: 'docSidebar', sidebarId: 'codding_sidebard', label: 'Quick Start'},
        {type: 'docSidebar', sidebarId: 'code_tutorials_sidebar', label: 'ROS Tutorials'},
        {type: 'docSidebar', sidebarId: 'modules', label: 'Competences'},
        {type: 'docSidebar', sidebarId: 'api_ros', label: 'API References'},
      ],
    },
    {to: '/demos', label: 'Demos', position: 'left'},
    {to: '/support', label: 'Support', position: 'left'},
    // The reader's robot over rosbridge (src/features/robot/RobotNavbarItem.tsx); its code loads on the first click.
    {type: 'custom-robot', position: 'right'},
    {type: 'docsVersionDropdown', position: 'right'},
    {href: GITHUB_URL, label: 'GitHub', position: 'right', 'aria-label': 'LuxAI on GitHub'},
    {type: 'search', position: 'right'},
  ],
};
