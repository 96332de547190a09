import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import RobotNavbarItem from '@site/src/components/RobotNavbarItem';

/** Adds the robot connection (`type: 'custom-robot'` in config/navbar.ts) to the theme's navbar item types. */
export default {...ComponentTypes, 'custom-robot': RobotNavbarItem};
