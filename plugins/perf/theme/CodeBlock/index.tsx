// Replaces theme-classic's CodeBlock (it cannot be wrapped: the change is inside it). The stock block
// re-renders every code block after hydration (`key={isBrowser}`) in case the light and dark Prism
// themes differ; ours only does so when they do, so hydration keeps the server's DOM instead of
// building thousands of token spans again on the phone (seconds of main-thread time on a tutorial).
// It can go when theme-classic re-renders code blocks after hydration only when the two Prism themes
// differ (no upstream issue found); until then, a theme-classic upgrade must be compared with this copy.
import React, { isValidElement, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useThemeConfig, type ThemeConfig } from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import HydrationIsland from '../../../../src/components/HydrationIsland';

const themesDiffer = new WeakMap<ThemeConfig['prism'], boolean>();

/** Whether code blocks look different in light and dark mode (then the server's HTML may be stale). */
function usePrismThemesDiffer(): boolean {
  const { prism } = useThemeConfig();
  let differ = themesDiffer.get(prism);
  if (differ === undefined) {
    differ = prism.darkTheme !== undefined && JSON.stringify(prism.darkTheme) !== JSON.stringify(prism.theme);
    themesDiffer.set(prism, differ);
  }
  return differ;
}

/** Plain strings are joined so the copy button can copy them; React elements stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const rerenderAfterHydration = usePrismThemesDiffer();
  const children = maybeStringifyChildren(rawChildren);
  const key = rerenderAfterHydration ? String(isBrowser) : undefined;
  // Each block (one container <div>) hydrates in a task of its own.
  return (
    <HydrationIsland>
      {typeof children === 'string' ? (
        <StringContent key={key} {...props}>
          {children}
        </StringContent>
      ) : (
        <ElementContent key={key} {...props}>
          {children}
        </ElementContent>
      )}
    </HydrationIsland>
  );
}
