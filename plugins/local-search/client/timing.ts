/**
 * User Timing entries of the local search: they show in the browser's performance panel and
 * scripts/search-bench.ts reads them to measure the engine inside Chromium.
 */
export const TIMING_LOAD = 'local-search:load';
export const TIMING_QUERY = 'local-search:query';

/** Records a measure from `start` (a `performance.now()` value) to now; never throws. */
export function measureSince(name: string, start: number, detail?: unknown): void {
  try {
    performance.measure(name, { start, end: performance.now(), detail });
  } catch {
    // Without User Timing Level 3 there is nothing to record; search works the same.
  }
}
