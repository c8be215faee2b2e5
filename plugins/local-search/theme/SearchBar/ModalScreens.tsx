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
 * The two screens DocSearch 4.7 no longer shows. 'No recent searches' on an empty start screen
 * was dropped from its StartScreen; the error screen is unreachable because autocomplete-core
 * 1.19 sets the status back to idle in a `finally` right after DocSearch sets it to error.
 * Both are drawn here, in DocSearch's own markup and classes, inside its modal.
 */
export default function ModalScreens({ container, errored }: Props): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [hasDropdown, setHasDropdown] = useState(true);

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
      // DocSearch's own dropdown only: ours sits in .local-search-screen with the same class.
      setHasDropdown(modal.querySelector(':scope > .DocSearch-Dropdown') !== null);
      const root = container.querySelector('.DocSearch-Container');
      // DocSearch rewrites its class list on every status change: put the error class back.
      if (root && root.classList.contains(ERRORED_CLASS) !== errored) root.classList.toggle(ERRORED_CLASS, errored);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [container, errored]);

  if (!host) return null;
  if (errored) {
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
  if (!hasDropdown) {
    return createPortal(
      <div className="DocSearch-Dropdown local-search-start">
        <div className="DocSearch-StartScreen">
          <p className="DocSearch-Help">{translations.modal.startScreen.noRecentSearchesText}</p>
        </div>
      </div>,
      host,
    );
  }
  return null;
}
