import type {ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useLocationChange, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * Wrapped: the mobile sidebar closes whenever the page changes. Upstream, each menu link closes
 * it through its own onClick, but the version dropdown's links replace that handler with the
 * one that saves the chosen version, so picking "QTrobot V1" on a phone left the menu open over
 * the new page.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const sidebar = useNavbarMobileSidebar();
  useLocationChange(({location, previousLocation}) => {
    if (sidebar.shown && location.pathname !== previousLocation?.pathname) sidebar.toggle();
  });
  return <MobileSidebar />;
}
