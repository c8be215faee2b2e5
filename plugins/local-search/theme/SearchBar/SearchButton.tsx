import React, { forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';

/**
 * The navbar's search button, in the markup, classes and accessible name of DocSearch 4.7's
 * DocSearchButton, which the site shipped before moving to DocSearch 3.9 (see index.tsx).
 * DocSearch 3.9 is one prebundled file: importing its button would put the whole dialog
 * (about 100 KB raw, 20 KB brotli) into the first load of every page, which is what lazy
 * loading the dialog avoids. Styles: button.css.
 */
type Props = Omit<ComponentPropsWithoutRef<'button'>, 'children'> & {
  translations: { buttonText: string; buttonAriaLabel: string };
};

/** The modifier shown in the button: null while rendering on the server and until the first effect. */
type ModifierKey = 'Ctrl' | '⌘' | null;

export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({ translations, ...props }, ref) {
  const [modifier, setModifier] = useState<ModifierKey>(null);
  useEffect(() => {
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  // As DocSearch 4.7: 'Meta' until the platform is known, so the server's HTML names Meta+k.
  const shortcut = `${modifier === 'Ctrl' ? 'Control' : 'Meta'}+k`;
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${translations.buttonAriaLabel} (${shortcut})`}
      aria-keyshortcuts={shortcut}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{translations.buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier !== null && (
          <>
            {/* As DocSearch 4.7: ⌘ shows pressed while held; Ctrl does not (it listened for a key named 'Ctrl'). */}
            <ButtonKey reactsToKey={modifier === '⌘' ? 'Meta' : null} wide={modifier === 'Ctrl'}>
              {modifier}
            </ButtonKey>
            <ButtonKey reactsToKey="k">K</ButtonKey>
          </>
        )}
      </span>
    </button>
  );
});

/** A key cap in the button, shown pressed while its key is held down. */
function ButtonKey({ reactsToKey, wide = false, children }: { reactsToKey: string | null; wide?: boolean; children: ReactNode }): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!reactsToKey) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === reactsToKey) setPressed(true);
    };
    // keyup does not fire for other keys while Command is held: releasing Command releases them all.
    const onKeyUp = (event: KeyboardEvent): void => {
      if (event.key === reactsToKey || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [reactsToKey]);
  const className = pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : `DocSearch-Button-Key${wide ? ' DocSearch-Button-Key--ctrl' : ''}`;
  return <kbd className={className}>{children}</kbd>;
}
