// The footer (one <footer>, when the site has one) hydrates in a task of its own.
import React, { type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import Original from '@theme-init/Footer';
import HydrationIsland from '../../../../src/components/HydrationIsland';

export default function Footer(): ReactNode {
  // Without a footer the original renders nothing, and an island needs one element to keep.
  return useThemeConfig().footer ? (
    <HydrationIsland>
      <Original />
    </HydrationIsland>
  ) : (
    <Original />
  );
}
