// Where the runtime's useSyncExternalStore (react.js) learns whether the component calling it is
// still hydrating. The islands provide the answer (islands/hydrating.ts): this module imports
// nothing, because react.js is what `react` means in the Preact bundle and must not import React
// code itself (a cycle).

/** @type {() => boolean} */
let hook = () => false;

/**
 * Sets the hook that says whether the calling component is still hydrating. Called once, when the
 * islands module loads, before anything renders: a hook must not change between renders.
 * @param {() => boolean} useHydrating
 */
export function provideHydratingHook(useHydrating) {
  hook = useHydrating;
}

/** Whether the calling component is still hydrating (false until the islands provide the hook). */
export function useHydrating() {
  return hook();
}
