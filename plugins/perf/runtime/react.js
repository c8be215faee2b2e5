// What the browser bundle gets for `react` with Preact: preact/compat, with one React behaviour it
// lacks. React renders a useSyncExternalStore with getServerSnapshot while it hydrates, then again
// with the browser's snapshot; Preact's compat reads the browser's snapshot at once, and hydration
// does not write attributes, so values that differ from the server (the locale links' query and
// hash) stayed stale. Here a component still hydrating (as the islands define it) gets the server's
// snapshot, and renders again with the browser's once it has hydrated.
// Workaround for https://github.com/preactjs/preact/issues/4972; it can go once the installed
// Preact's useSyncExternalStore takes getServerSnapshot while hydrating (merged upstream in
// https://github.com/preactjs/preact/pull/4979, not in Preact 10.29).
import compat, { useSyncExternalStore as compatUseSyncExternalStore } from 'preact/compat';
import { useHydrating } from './hydrating';

// @ts-ignore -- preact/compat's types use `export =`, which TypeScript cannot re-export; the bundler re-exports its ES module.
export * from 'preact/compat';

/**
 * @template T
 * @param {(onChange: () => void) => () => void} subscribe
 * @param {() => T} getSnapshot
 * @param {() => T} [getServerSnapshot]
 * @returns {T}
 */
export function useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) {
  const hydrating = useHydrating();
  const snapshot = compatUseSyncExternalStore(subscribe, getSnapshot);
  return hydrating && getServerSnapshot ? getServerSnapshot() : snapshot;
}

export default { ...compat, useSyncExternalStore };
