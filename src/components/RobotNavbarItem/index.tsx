import {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useRobotDisclosure} from '@site/src/robot/lazy';

type Props = {mobile?: boolean; className?: string};

/**
 * The navbar's "Robot" control (item type `custom-robot`, src/theme/NavbarItem/ComponentTypes.tsx).
 * Only this button is in the first visit's script; the panel, roslib and the connection load on the
 * first click (src/robot/lazy.ts). The connection lives in that module, so it survives client
 * navigation while this button is rendered again on each page.
 */
export default function RobotNavbarItem({mobile = false, className}: Props): ReactNode {
  const {open, setOpen, failed, robot, id, toggle} = useRobotDisclosure();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement & HTMLLIElement>(null);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const Tag = mobile ? 'li' : 'div';
  return (
    <Tag ref={wrapper} className={clsx('qt-robot-stub', mobile ? 'menu__list-item' : 'navbar__item', className)}>
      <button ref={button} type="button" className={mobile ? 'menu__link' : 'navbar__link'} aria-expanded={open} aria-controls={id} onClick={toggle}>
        Robot
        {robot ? <robot.StatusBadge /> : null}
      </button>
      <div id={id}>
        {open && failed ? <p role="alert">The robot tools could not be loaded. Check your network and try again.</p> : null}
        {open && robot ? <robot.RobotPopover mobile={mobile} container={wrapper} onClose={close} /> : null}
      </div>
    </Tag>
  );
}
