import ComponentTypes from '@theme-init/NavbarItem/ComponentTypes';
import RobotNavbarItem from '../../RobotNavbarItem';

/**
 * Adds the robot connection (`type: 'custom-robot'` in config/navbar.ts) to the theme's navbar item types.
 * A plugin's theme component (../../plugin.ts `getThemePath`), so it wraps the first theme's component,
 * `@theme-init`: in a plugin's theme folder `@theme-original` names this file itself.
 */
export default {...ComponentTypes, 'custom-robot': RobotNavbarItem};
