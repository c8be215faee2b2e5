// What the browser bundle gets for `react`: preact/compat, with one React behaviour it lacks.
// React renders a useSyncExternalStore with getServerSnapshot while it hydrates, then re-renders
// with the browser's snapshot; Preact reads the browser's snapshot at once, and hydration does not
// write attributes, so values that differ from the server (the locale links' query and hash) stayed
// stale. Here the first render of a hydrating component uses the server's snapshot too.
import compat, { useEffect, useState, useSyncExternalStore as preactUseSyncExternalStore } from 'preact/compat';

export * from 'preact/compat';

/** True once the page's first render (the hydration pass, synchronous in Preact) has finished. */
let hydrated = false;
/** Whether the end of that pass is already awaited: every store read during it would ask again. */
let awaitingHydration = false;

export function useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) {
  if (!hydrated && !awaitingHydration) {
    awaitingHydration = true;
    setTimeout(() => (hydrated = true));
  }
  const [serverPhase, setServerPhase] = useState(() => !hydrated && getServerSnapshot !== undefined);
  const snapshot = preactUseSyncExternalStore(subscribe, getSnapshot);
  useEffect(() => {
    if (serverPhase) setServerPhase(false);
  }, [serverPhase]);
  return serverPhase ? getServerSnapshot() : snapshot;
}

export default { ...compat, useSyncExternalStore };
