// The one notion of "still hydrating" the Preact runtime uses: Docusaurus's browser context
// (useIsBrowser()), false during the page's first hydration, which each hydration island holds
// false for its own content until that content has hydrated (HydrationIsland.tsx). The runtime's
// useSyncExternalStore reads it through runtime/hydrating.js; the islands' own components read it
// with useFirstHydration.
import { useContext } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
import { provideHydratingHook } from '../runtime/hydrating';

/** Whether the calling component is still being hydrated (in a hydration island: its island). */
export function useHydrating(): boolean {
  const isBrowser = useContext(BrowserContext);
  return ExecutionEnvironment.canUseDOM && !isBrowser;
}

provideHydratingHook(useHydrating);
