import type {ReactNode} from 'react';
import {RobotSlot} from './lazy';

/**
 * The navbar's "Robot" control (item type `custom-robot`, src/features/robot/theme/NavbarItem/ComponentTypes.tsx).
 * Only this button is in the first visit's script; the panel, roslib and the connection load on the
 * first click (src/features/robot/lazy.tsx). The connection lives in that module, so it survives client
 * navigation while this button is rendered again on each page.
 */
export default function RobotNavbarItem({mobile = false}: {mobile?: boolean}): ReactNode {
  return (
    <RobotSlot
      kind="popover"
      label="Robot"
      mobile={mobile}
      as={mobile ? 'li' : 'div'}
      className={mobile ? 'menu__list-item' : 'navbar__item'}
      buttonClassName={mobile ? 'menu__link' : 'navbar__link'}
    />
  );
}
