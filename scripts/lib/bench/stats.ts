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
