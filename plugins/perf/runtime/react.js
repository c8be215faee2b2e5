// What the browser bundle gets for `react` with Preact: preact/compat, with one React behaviour it
// lacks. React renders a useSyncExternalStore with getServerSnapshot while it hydrates, then again
// with the browser's snapshot; Preact's compat reads the browser's snapshot at once, and hydration
// does not write attributes, so values that differ from the server (the locale links' query and
// hash) stayed stale. Here a component still hydrating (as the islands define it) gets the server's
// snapshot, and renders again with the browser's once it has hydrated.
// Workaround for https://github.com/preactjs/preact/issues/4972; it can go once the installed
// Preact's useSyncExternalStore takes getServerSnapshot while hydrating (merged upstream in
// https://github.com/preactjs/preact/pull/4979, not in Preact 10.29).
import { options } from 'preact';
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

// preact/compat reports React 18 (`version`), so theme-classic passes the mobile menu's hidden panel
// `inert=""`, its workaround for React 18 (https://github.com/facebook/react/issues/17157), and
// Preact sets the `inert` property to that empty string, which is false: the panel a reader cannot
// see stayed reachable by keyboard. An empty `inert` means true, as the attribute does. It can go
// when theme-classic drops that workaround (a Docusaurus v4 TODO) or compat reports React 19.
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = /** @type {{ inert?: unknown } | null} */ (vnode.props);
  if (typeof vnode.type === 'string' && props && props.inert === '') props.inert = true;
  previousVnodeHook?.(vnode);
};
