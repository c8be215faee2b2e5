import { describe, expect, it } from 'vitest';
import { median, ratio, runtimeVerdict, type RuntimeFigures } from '../../scripts/lib/bench/stats';

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

describe('Preact against React', () => {
  const page = (name: string, preactJs: number, reactJs: number, preactScore: number, reactScore: number): RuntimeFigures => ({ name, preactJs, reactJs, preactScore, reactScore });

  it.each([
    ['saves 25 % of the JavaScript on the heaviest page', [page('tutorial', 150_000, 200_000, 98, 97), page('home', 90_000, 100_000, 100, 100)], /25\.0 % saved[\s\S]*they stay/],
    ['gains 3 points on the slowest page', [page('tutorial', 180_000, 200_000, 98, 95), page('home', 90_000, 100_000, 100, 100)], /\+3 points[\s\S]*they stay/],
    ['does neither', [page('tutorial', 160_000, 200_000, 98, 96), page('home', 90_000, 100_000, 100, 100)], /20\.0 % saved[\s\S]*\+2 points[\s\S]*remove them/],
  ])('keeps Preact and the islands only when it clears the bar: %s', (_case, pages, verdict) => {
    expect(runtimeVerdict(pages)).toMatch(verdict);
  });
});
