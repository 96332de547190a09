import {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useLocationChange, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** The hamburger button (upstream `Navbar/MobileSidebar/Toggle`). */
const TOGGLE_SELECTOR = '.navbar__toggle';

/**
 * True once the reader shows intent to open the menu: a pointer goes down on the toggle or the
 * toggle gets focus. Both come before the click, so the menu is built by the time it slides in.
 */
function useOpenIntent(): boolean {
  const [intent, setIntent] = useState(false);
  useEffect(() => {
    if (intent) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE_SELECTOR)) setIntent(true);
    };
    const options = {capture: true, passive: true};
    document.addEventListener('pointerdown', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    return () => {
      document.removeEventListener('pointerdown', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
    };
  }, [intent]);
  return intent;
}

/**
 * Wrapped, for two reasons.
 *
 * The menu is built when it is first wanted, not right after hydration. Upstream renders it as
 * soon as the window is narrow: on a phone that is a second render of the whole navbar and
 * docs sidebar, in the update that follows hydration, for a menu most readers never open. A
 * pointer going down on the toggle, the toggle getting focus, or the menu being shown by any
 * other means builds it; once built it stays, so closing animates as upstream.
 *
 * The menu closes whenever the page changes. Upstream, each menu link closes it through its
 * own onClick, but the version dropdown's links replace that handler with the one that saves
 * the chosen version, so picking "QTrobot V1" on a phone left the menu open over the new page.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const sidebar = useNavbarMobileSidebar();
  const intent = useOpenIntent();
  const [built, setBuilt] = useState(false);
  const wanted = intent || sidebar.shown;
  useEffect(() => {
    if (wanted) setBuilt(true);
  }, [wanted]);
  useLocationChange(({location, previousLocation}) => {
    if (sidebar.shown && location.pathname !== previousLocation?.pathname) sidebar.toggle();
  });
  return wanted || built ? <MobileSidebar /> : null;
}
