import { describe, expect, it } from 'vitest';
import { codeTheme } from '../../src/lib/codeTheme';

/** WCAG relative luminance of a #rrggbb or rgb() colour. */
function luminance(colour: string): number {
  const channels = colour.startsWith('#')
    ? [1, 3, 5].map((index) => parseInt(colour.slice(index, index + 2), 16))
    : colour.match(/\d+/g)!.slice(0, 3).map(Number);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('codeTheme', () => {
  const background = codeTheme.plain.backgroundColor!;
  it.each(codeTheme.styles.filter((style) => style.style.color).map((style) => [style.types.join(','), style.style.color!]))(
    '%s (%s) reaches 4.5:1 on the code background',
    (_, colour) => {
      expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
