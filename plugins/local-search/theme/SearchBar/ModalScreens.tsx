import React, { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import translations from '../SearchTranslations';

interface Props {
  /** The element the modal is rendered into. */
  container: HTMLElement;
  /** True when the last search could not reach the index or the search service. */
  errored: boolean;
}

const ERRORED_CLASS = 'DocSearch-Container--Errored';

/**
 * The error screen, which DocSearch 3.9 never shows for this site: it shows its own only for a
 * failed search that it then rethrows (an unhandled rejection), and autocomplete-core 1.17 sets
 * the status back to idle in a `finally` right after. The search client resolves a failed search
 * to no hits instead (index.tsx), and this screen is drawn in DocSearch's own markup and classes,
 * inside its modal, in place of its dropdown (styles.css).
 */
export default function ModalScreens({ container, errored }: Props): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const sync = (): void => {
      const modal = container.querySelector('.DocSearch-Modal');
      if (!modal) return;
      let element = modal.querySelector<HTMLElement>(':scope > .local-search-screen');
      if (!element) {
        element = document.createElement('div');
        element.className = 'local-search-screen';
        modal.insertBefore(element, modal.querySelector(':scope > .DocSearch-Footer'));
      }
      setHost(element);
      const root = container.querySelector('.DocSearch-Container');
      // DocSearch rewrites its class list on every status change: put the error class back.
      if (root && root.classList.contains(ERRORED_CLASS) !== errored) root.classList.toggle(ERRORED_CLASS, errored);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [container, errored]);

  if (!host || !errored) return null;
  return createPortal(
    <div className="DocSearch-Dropdown local-search-error">
      <div className="DocSearch-ErrorScreen">
        <p className="DocSearch-Title">{translations.modal.errorScreen.titleText}</p>
        <p className="DocSearch-Help">{translations.modal.errorScreen.helpText}</p>
      </div>
    </div>,
    host,
  );
}
