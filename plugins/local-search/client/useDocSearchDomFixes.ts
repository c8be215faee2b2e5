import { useLayoutEffect } from 'react';
import { MAX_QUERY_LENGTH } from './constants';

/**
 * Attributes of the modal's input as the site wants them: `maxlength` is spec §5's 64 (DocSearch
 * 3.9's own value too, so this guards against an upgrade: 4.7 had 512), and `enterkeyhint` stays
 * "search" as with 4.7 (3.9's autocomplete-core switches it to "go" while a hit is selected, which
 * relabels the Enter key of phone keyboards).
 */
const INPUT_ATTRIBUTES: Readonly<Record<string, string>> = { maxlength: String(MAX_QUERY_LENGTH), enterkeyhint: 'search' };

/** `docsearch-hits0-item-3` → `docsearch-hits0-list`: the list id autocomplete-core gives a source. */
const ITEM_ID = /-item-\d+$/;

/**
 * Puts right, in the DOM, what DocSearch 3.9's modal renders otherwise than the site had it with
 * 4.7, inside `container` while it is given:
 * - the input's attributes (INPUT_ATTRIBUTES);
 * - the id of each list of hits: 3.9 asks autocomplete-core for its lists' props without their
 *   source, so every list is `docsearch-list` (the same id several times) while the input's
 *   `aria-controls` names one list per source, ids no element has (axe: aria-valid-attr-value,
 *   critical). Each list takes the id its own options' ids imply, as with 4.7.
 * React writes an attribute again only when its own value for it changes; the observer then puts
 * the site's back. A layout effect, like useImeGuard: the fixes hold from the commit that shows
 * the input.
 */
export function useDocSearchDomFixes(container: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!container) return undefined;
    const apply = (): void => {
      container.querySelectorAll<HTMLInputElement>('input.DocSearch-Input').forEach((input) => {
        for (const [name, value] of Object.entries(INPUT_ATTRIBUTES)) if (input.getAttribute(name) !== value) input.setAttribute(name, value);
      });
      container.querySelectorAll<HTMLElement>('[role="listbox"]').forEach((list) => {
        const option = list.querySelector<HTMLElement>('[role="option"][id]');
        if (!option || !ITEM_ID.test(option.id)) return;
        const id = option.id.replace(ITEM_ID, '-list');
        if (list.id !== id) list.id = id;
      });
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: [...Object.keys(INPUT_ATTRIBUTES), 'id'] });
    return () => observer.disconnect();
  }, [container]);
}
