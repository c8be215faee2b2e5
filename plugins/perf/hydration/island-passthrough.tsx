// @perf/hydration-island on the server, in the dev server and in React builds: no islands.
import type { ReactNode } from 'react';

export default function HydrationIsland({ children }: { children: ReactNode }): ReactNode {
  return children;
}
