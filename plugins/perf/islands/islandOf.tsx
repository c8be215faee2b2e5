import React, { type ComponentType, type ReactNode } from 'react';
import HydrationIsland from '../../../src/components/HydrationIsland';

/** A theme component whose first hydration is an island of its own where the runtime provides islands (see HydrationIsland). */
export default function islandOf<Props extends object>(Component: ComponentType<Props>, name: string): ComponentType<Props> {
  function Island(props: Props): ReactNode {
    return (
      <HydrationIsland>
        <Component {...props} />
      </HydrationIsland>
    );
  }
  Island.displayName = `HydrationIsland(${name})`;
  return Island;
}
