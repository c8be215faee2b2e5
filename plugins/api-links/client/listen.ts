// Client module: the only code of the API cards in the entry script. One passive listener per
// event on the document; the first pointer or focus on a link to the engine API reference
// (`a[data-api]`) loads the card's code (./card.ts, its own chunk) and hands the event over.
type CardModule = typeof import('./card');

let card: Promise<CardModule> | undefined;

function onEvent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[data-api]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  card ??= import(/* webpackChunkName: "api-card" */ './card');
  card.then(
    (module) => module.start(link, event),
    (error: unknown) => {
      card = undefined;
      console.info('[api-links] the card could not load', error);
    },
  );
}

// Client modules are also evaluated by the server render, which has no document.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerover', onEvent, { passive: true });
  document.addEventListener('focusin', onEvent, { passive: true });
}
