// Client module: while hydration islands are waiting, <html data-hydration-pending="N"> says how many;
// the attribute is removed when the last one has hydrated (tests wait for that, like Docusaurus's
// own data-has-hydrated). One write per task, after its microtasks: a page's first hydration asks
// for a turn per island (78 on the tutorial index) in one task, and each write to <html> is also a
// DOM notification to an attached inspector such as Lighthouse's.
import { hydrationTurns } from './turns';

if (typeof document !== 'undefined') {
  let latest = 0;
  let queued = false;
  const write = () => {
    queued = false;
    if (latest > 0) document.documentElement.setAttribute('data-hydration-pending', String(latest));
    else document.documentElement.removeAttribute('data-hydration-pending');
  };
  hydrationTurns.subscribe((pending) => {
    latest = pending;
    if (queued) return;
    queued = true;
    queueMicrotask(write);
  });
}

export {};
