import { describe, expect, it } from 'vitest';
import { median, ratio } from '../../scripts/lib/bench/stats';

describe('bench statistics', () => {
  it.each([
    [[3], 3],
    [[90, 70, 80], 80],
    [[1, 4, 2, 3], 2.5],
  ])('the median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('refuses the median of nothing', () => {
    expect(() => median([])).toThrow();
  });

  it.each([
    [50, 100, '50 %'],
    [3, 2, '150 %'],
    [1, 0, 'n/a'],
  ])('ours %d against stock %d is %s', (ours, stock, expected) => {
    expect(ratio(ours, stock)).toBe(expected);
  });
});
