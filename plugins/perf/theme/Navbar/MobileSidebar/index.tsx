// Wraps theme-classic's mobile menu. It is built in the browser only, once the window size says
// phone: right after hydration, the navbar items and, on docs pages, the whole docs sidebar (about
// 280 elements on a tutorial), two long tasks on a phone for a menu the reader has not opened (about
// 75 ms each at Lighthouse's 4x CPU slowdown, most of the tutorial page's Total Blocking Time). Here
// it is built when the reader reaches for its toggle: a pointer pressed on it or focus on it, which
// come before the click that opens it, so the menu exists when it slides in. A menu shown by other
// means is built then. It can go when theme-classic builds the mobile menu on demand (no upstream
// issue found).
import React, { useEffect, useState, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import Original from '@theme-init/Navbar/MobileSidebar';

/** theme-classic's toggle button of the mobile menu (Navbar/MobileSidebar/Toggle). */
const TOGGLE = '.navbar__toggle';

export default function NavbarMobileSidebar(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const reachFor = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) setWanted(true);
    };
    document.addEventListener('pointerdown', reachFor, { capture: true, passive: true });
    document.addEventListener('focusin', reachFor);
    return () => {
      document.removeEventListener('pointerdown', reachFor, { capture: true });
      document.removeEventListener('focusin', reachFor);
    };
  }, [wanted]);
  return wanted || shown ? <Original /> : null;
}
