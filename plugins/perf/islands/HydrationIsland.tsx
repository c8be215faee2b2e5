// Splits the first hydration of a page into islands, one browser task each, so that a phone's main
// thread is never blocked for the whole page at once (Lighthouse's Total Blocking Time). Preact,
// which hydrates production pages, keeps an island's server DOM while it waits (a suspended
// hydration) and resumes hydrating it in a later task. Preact production builds only (the site's
// <HydrationIsland> renders this once client-module.ts has provided it): on the server there is
// nothing to split, and React's hydration would expect the Suspense markers React's server writes.
//
// The wrapped component must render exactly one root element on the server: Preact keeps the one
// DOM node it reached when the island suspended (tests/e2e/hydration.spec.ts checks every island).
//
// Inside an island, useIsBrowser() stays false until the island itself has hydrated, as it does
// for the whole page in Docusaurus, so components render as on the server while they hydrate; that
// is also what the runtime's useSyncExternalStore reads (hydrating.ts).
// Islands mounted after the first hydration (client-side navigation) render at once.
import React, { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
import type { Props } from '../../../src/components/HydrationIsland';
import { hydrationTurns, type Turn } from './turns';
import useFirstHydration from './useFirstHydration';

interface WaitProps {
  turn: Turn;
  onHydrated: () => void;
  children: ReactNode;
}

function WaitForTurn({ turn, onHydrated, children }: WaitProps): ReactNode {
  if (!turn.done) throw turn.signal;
  return (
    <>
      {children}
      <ReportHydrated onHydrated={onHydrated} />
    </>
  );
}

/** Its effect runs once the island's content has hydrated (effects of a suspended subtree wait). */
function ReportHydrated({ onHydrated }: { onHydrated: () => void }): null {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

export default function HydrationIsland({ children }: Props): ReactNode {
  const hydrating = useFirstHydration();
  const [turn] = useState(() => (hydrating ? hydrationTurns.take() : null));
  const [hydrated, setHydrated] = useState(false);
  const finished = useRef(false);
  const finish = useCallback(() => {
    if (finished.current || !turn) return;
    finished.current = true;
    hydrationTurns.finish();
  }, [turn]);
  const onHydrated = useCallback(() => {
    // The render that follows hydration (useIsBrowser() turning true) waits for a turn of its own:
    // islands hydrated around the same time would otherwise all re-render in one task.
    const rerender = hydrationTurns.take();
    rerender.signal.then(() => {
      setHydrated(true);
      hydrationTurns.finish();
    });
    finish();
  }, [finish]);
  // An island removed before its turn (the desktop table of contents on a phone) is done too.
  useEffect(() => finish, [finish]);
  if (!turn) return children;
  return (
    <Suspense fallback={null}>
      <BrowserContext.Provider value={hydrated}>
        <WaitForTurn turn={turn} onHydrated={onHydrated}>
          {children}
        </WaitForTurn>
      </BrowserContext.Provider>
    </Suspense>
  );
}

// Production builds minify function names; the islands check (tests/e2e) finds islands by this name.
HydrationIsland.displayName = 'HydrationIsland';
