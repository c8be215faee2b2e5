// Client bundle only: Docusaurus's Link gives every internal link its own mouseenter and touchstart
// handlers, which preload the link's route. Hydration then registers two listeners per link (about
// 200 on a doc page), and each touchstart one is non-passive, a scroll-blocking listener Chrome
// reports as a violation, with a stack trace, whenever DevTools or Lighthouse listen. The handlers go;
// delegated-preload.ts preloads from one passive listener per event on the document.
const replaceExactly = require('../replace-exactly');

const HANDLERS = ' onMouseEnter={onInteractionEnter} onTouchStart={onInteractionEnter}';

/** @type {(source: string) => string} */
module.exports = function linkHandlersLoader(source) {
  return replaceExactly(source, [[HANDLERS, '']], 'link-handlers-loader: Docusaurus Link changed, the preload handlers it removes are gone');
};
