// Replaces theme-classic's DocSidebar (the change is inside it). On a phone, the desktop docs
// sidebar is hidden by CSS, and theme-classic swaps it for the mobile one once the window size is
// known, after hydration; hydrating it first was the longest task of a docs page on a phone. Here,
// on a phone, hydration keeps the server's desktop sidebar as it is without hydrating its content
// (its root element, with an inner HTML hydration leaves alone) beside the mobile sidebar; after
// hydration the window size decides as in theme-classic, which removes the desktop one.
// The root element is the desktop sidebar's own, so both runtimes hydrate the same DOM: an earlier
// version rendered nothing in its place, which Preact accepted silently and React reported as a
// hydration error, then rendered the whole page again in the browser (empty code blocks included).
// Workaround until theme-classic renders the desktop sidebar only on wide screens (no upstream issue found).
import React, { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig, useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';
import desktopStyles from '@docusaurus/theme-classic/lib/theme/DocSidebar/Desktop/styles.module.css';
import useFirstHydration from '../../islands/useFirstHydration';

/** theme-common's useWindowSize breakpoint: wider than this is the desktop layout. */
const DESKTOP_BREAKPOINT = 996;
/** Hydration keeps the server's children of an element whose inner HTML it was told is unchanged. */
const KEEP_SERVER_HTML = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true } as const;

/** The desktop sidebar's root element as theme-classic renders it, keeping what the server put inside. */
function KeptDesktopSidebar({ isHidden }: Pick<Props, 'isHidden'>): ReactNode {
  const { navbar } = useThemeConfig();
  return (
    <div
      className={clsx(desktopStyles.sidebar, navbar.hideOnScroll && desktopStyles.sidebarWithHideableNavbar, isHidden && desktopStyles.sidebarHidden)}
      {...KEEP_SERVER_HTML}
    />
  );
}

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const hydrating = useFirstHydration();
  const [phoneAtHydration] = useState(() => hydrating && window.innerWidth <= DESKTOP_BREAKPOINT);
  if (windowSize === 'ssr' && phoneAtHydration) {
    return (
      <>
        <KeptDesktopSidebar isHidden={props.isHidden} />
        <DocSidebarMobile {...props} />
      </>
    );
  }
  return windowSize === 'mobile' ? <DocSidebarMobile {...props} /> : <DocSidebarDesktop {...props} />;
}
