// The alias plugins/perf sets: hydration/HydrationIsland.tsx in the Preact browser bundle, hydration/island-passthrough.tsx elsewhere.
declare module '@perf/hydration-island' {
  import type { ReactNode } from 'react';

  export default function HydrationIsland(props: { children: ReactNode }): ReactNode;
}
