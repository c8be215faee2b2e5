// Client module: while hydration islands are waiting, <html data-hydration-pending="N"> says how many;
// the attribute is removed when the last one has hydrated (tests wait for that, like Docusaurus's
// own data-has-hydrated).
import { hydrationTurns } from './turns';

if (typeof document !== 'undefined') {
  hydrationTurns.subscribe((pending) => {
    if (pending > 0) document.documentElement.setAttribute('data-hydration-pending', String(pending));
    else document.documentElement.removeAttribute('data-hydration-pending');
  });
}

export {};
