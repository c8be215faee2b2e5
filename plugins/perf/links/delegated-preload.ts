// Client module: preloads an internal link's route when the pointer enters it or a finger touches
// it, from one passive listener per event on the document instead of handlers on every link (see
// link-handlers-loader.js). Same-origin links opened in the same tab only, each path once.
/** What the decision reads of a link (an HTMLAnchorElement). */
export interface LinkFacts {
  origin: string;
  target: string;
  pathname: string;
  hasAttribute(name: string): boolean;
}

/** The path to preload for a link the reader is about to follow, or null when it leaves the site or the tab. */
export function pathToPreload(link: LinkFacts | null, origin: string): string | null {
  if (!link || link.origin !== origin) return null;
  if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link.pathname;
}

/** The link an event happened in, if any. */
function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

const preloaded = new Set<string>();

function preloadLink(event: Event): void {
  const path = pathToPreload(linkOf(event.target), window.location.origin);
  if (path === null || preloaded.has(path)) return;
  preloaded.add(path);
  void window.docusaurus?.preload(path);
}

// Client modules are also evaluated by the server render, which has no document.
if (typeof document !== 'undefined') {
  document.addEventListener('mouseover', preloadLink, { passive: true });
  document.addEventListener('touchstart', preloadLink, { passive: true, capture: true });
}
