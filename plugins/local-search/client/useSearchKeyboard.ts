import { useLayoutEffect, useRef, type RefObject } from 'react';

interface Options {
  isOpen: boolean;
  onOpen: (initialQuery?: string) => void;
  onClose: () => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

/** Spec §5: shortcuts are ignored in these, except Ctrl/Cmd+K. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return target.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

/** True while an input method is composing: its keys (Enter, arrows, Escape) belong to the IME. */
export function isComposing(event: KeyboardEvent): boolean {
  // keyCode 229 is what Safari and Chrome report for the key that ends a composition.
  return event.isComposing || event.keyCode === 229;
}

const PRINTABLE_CHARACTER = /^[\p{L}\p{N}]$/u;

/**
 * The search shortcuts of spec §2: Ctrl/Cmd+K anywhere, `/` outside fields, Escape to close, and
 * a letter or digit typed on the focused search button opens the modal with it. Replaces
 * DocSearch 3.9's hook, which reads the typed key from its keyCode (so only ASCII letters and
 * digits, and not the character itself), opens on Ctrl+Alt+K too, and acts on keys an IME is
 * composing with.
 */
export function useSearchKeyboard({ isOpen, onOpen, onClose, searchButtonRef }: Options): void {
  // The listener reads the state committed last: a layout effect updates it before the next
  // event, whereas re-registering the listener in a passive effect can lag behind a modal that is
  // already on screen (then Ctrl+K would close it instead of opening it, or Escape be ignored).
  const latest = useRef({ isOpen, onOpen, onClose });
  useLayoutEffect(() => {
    latest.current = { isOpen, onOpen, onClose };
  }, [isOpen, onOpen, onClose]);

  // Registered in a layout effect too: a page whose layout mounts a new navbar would otherwise
  // have no listener between its commit and the passive effects, and a Ctrl+K pressed right
  // after a navigation (the page already on screen) would be lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const { isOpen, onOpen, onClose } = latest.current;
      if (isComposing(event)) return;
      const isCtrlK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey;
      if (isCtrlK) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      if (isOpen) {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
        return;
      }
      if (event.key === '/' && !isEditable(event.target)) {
        event.preventDefault();
        onOpen();
        return;
      }
      const onButton = searchButtonRef.current !== null && event.target === searchButtonRef.current;
      if (onButton && PRINTABLE_CHARACTER.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        // Keep the character out of the page: the modal input receives it as its initial query.
        event.preventDefault();
        onOpen(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [searchButtonRef]);
}
