import { useLayoutEffect } from 'react';
import { isComposing } from './useSearchKeyboard';

/** Events an IME owns while it composes. */
const GUARDED_EVENTS = ['keydown', 'keypress', 'keyup', 'input'] as const;

/**
 * Keeps IME composition away from DocSearch: while a composition is active inside `container`,
 * key events (Enter to confirm a conversion, arrows to pick a candidate, Escape to cancel it)
 * and input events are stopped before React sees them, so no hit opens, the selection does not
 * move, the modal stays open, and no search runs on unconverted kana. The browser still
 * delivers them to the IME (nothing is prevented). When the composition ends, DocSearch's own
 * `compositionend` handler searches for the converted text.
 * DocSearch 3.9 creates its autocomplete without `ignoreCompositionEvents`, so it needs this.
 * A layout effect: the input is focused (`autoFocus`) in the commit that mounts it, and a
 * passive effect would leave the IME a window between that commit and the guard.
 */
export function useImeGuard(container: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!container) return undefined;
    const guard = (event: Event): void => {
      if (!(event.target instanceof Node) || !container.contains(event.target)) return;
      const composing = event instanceof KeyboardEvent ? isComposing(event) : (event as InputEvent).isComposing === true;
      if (composing) event.stopImmediatePropagation();
    };
    // Capture on window runs before React's listeners on its root and portal containers.
    for (const type of GUARDED_EVENTS) window.addEventListener(type, guard, true);
    return () => {
      for (const type of GUARDED_EVENTS) window.removeEventListener(type, guard, true);
    };
  }, [container]);
}
