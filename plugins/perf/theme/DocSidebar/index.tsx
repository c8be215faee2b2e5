// Replaces theme-classic's DocSidebar (the change is inside it). On a phone, the desktop docs
// sidebar is hidden by CSS, and theme-classic swaps it for the mobile one once the window size is
// known, after hydration; hydrating it first was the longest task of a docs page on a phone. Here a
// phone's first render in the browser is already the mobile sidebar (hydration drops the server's
// hidden desktop markup); after that, the window size decides as in theme-classic.
import React, { useState, type ReactNode } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';
import useFirstHydration from '../../islands/useFirstHydration';

/** theme-common's useWindowSize breakpoint: wider than this is the desktop layout. */
const DESKTOP_BREAKPOINT = 996;

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const hydrating = useFirstHydration();
  const [phoneAtHydration] = useState(() => hydrating && window.innerWidth <= DESKTOP_BREAKPOINT);
  const mobile = windowSize === 'mobile' || (windowSize === 'ssr' && phoneAtHydration);
  return mobile ? <DocSidebarMobile {...props} /> : <DocSidebarDesktop {...props} />;
}
