/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `ours / stock` as a percentage string, or `n/a` when stock is zero. */
export function ratio(ours: number, stock: number): string {
  return stock === 0 ? 'n/a' : `${((ours / stock) * 100).toFixed(0)} %`;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** What the bench needs of one page type to weigh Preact and its islands against React. */
export interface RuntimeFigures {
  name: string;
  /** gzip bytes of JavaScript before idle. */
  preactJs: number;
  reactJs: number;
  /** Lighthouse performance score (median). */
  preactScore: number;
  reactScore: number;
}

/**
 * The bar Preact and the hydration islands must clear to stay (issue 15): on the worst page type
 * (the one with the most JavaScript, and the one with the lowest React score), at least this share
 * of React's JavaScript saved, or at least this many Lighthouse points gained.
 */
export const RUNTIME_BAR = { jsSaved: 0.25, points: 3 } as const;

/** The comparison of the two runtimes on the worst page type, and whether Preact clears the bar. */
export function runtimeVerdict(pages: readonly RuntimeFigures[]): string {
  if (pages.length === 0) throw new Error('no page types to compare');
  const heaviest = pages.reduce((worst, page) => (page.reactJs > worst.reactJs ? page : worst));
  const slowest = pages.reduce((worst, page) => (page.reactScore < worst.reactScore ? page : worst));
  const saved = 1 - heaviest.preactJs / heaviest.reactJs;
  const points = slowest.preactScore - slowest.reactScore;
  const keep = saved >= RUNTIME_BAR.jsSaved || points >= RUNTIME_BAR.points;
  return [
    `most JavaScript (${heaviest.name}): Preact ${kb(heaviest.preactJs)}, React ${kb(heaviest.reactJs)}: ${(saved * 100).toFixed(1)} % saved (bar ${RUNTIME_BAR.jsSaved * 100} %)`,
    `lowest React score (${slowest.name}): Preact ${slowest.preactScore}, React ${slowest.reactScore}: ${points >= 0 ? '+' : ''}${points} points (bar ${RUNTIME_BAR.points})`,
    keep ? 'Preact and the islands clear the bar: they stay.' : 'Preact and the islands do not clear the bar: remove them.',
  ].join('\n');
}
