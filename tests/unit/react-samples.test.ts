import { describe, expect, it } from 'vitest';
import { isAppSample, reactPosterName, reactRunnerHtml } from '../../plugins/live-examples/react';
import { pixelAt, pixelMatches, reactSteps, toHex } from '../../scripts/lib/react-samples';

describe('reactSteps', () => {
  it('reads pixel and click lines in order, with their lines', () => {
    const code = ['// pixel: 50% 50% ≈ #C83C3C', 'const a = 1;', '  // click: 25% 75.5%', '// pixel: 0% 100% ~ #000000'].join('\n');
    expect(reactSteps(code)).toEqual([
      { kind: 'pixel', x: 50, y: 50, colour: [200, 60, 60], hex: '#c83c3c', line: 1 },
      { kind: 'click', x: 25, y: 75.5, line: 3 },
      { kind: 'pixel', x: 0, y: 100, colour: [0, 0, 0], hex: '#000000', line: 4 },
    ]);
  });

  it.each([
    ['// pixel: 50% 50 ≈ #c83c3c', /line 1: `\/\/ pixel:` needs/],
    ['// pixel: 50% 50% ≈ red', /line 1: `\/\/ pixel:` needs/],
    ['// pixel: 50% 50% ≈ #c83', /line 1/],
    ['// click: .canvas', /line 1: `\/\/ click:` needs/],
    ['// click: 150% 50%', /0–100 %/],
  ])('rejects %s', (line, message) => {
    expect(() => reactSteps(line)).toThrow(message);
  });

  it('ignores other comments and code', () => {
    expect(reactSteps("// pixels are read later\nconst click = 'click: 1% 1%';\nconsole.log(1); // → 1")).toEqual([]);
  });
});

describe('pixels', () => {
  it.each([
    [640, 400, 50, 50, [320, 200]],
    [640, 400, 0, 0, [0, 0]],
    [640, 400, 100, 100, [639, 399]],
    [3, 3, 99.9, 33.4, [2, 1]],
  ])('%i × %i at %d% %d% is %j', (width, height, x, y, expected) => {
    expect(pixelAt(width, height, x, y)).toEqual(expected);
  });

  it.each([
    [[200, 60, 60], [200, 60, 60], true],
    [[248, 12, 108], [200, 60, 60], true],
    [[249, 60, 60], [200, 60, 60], false],
    [[200, 60, 11], [200, 60, 60], false],
  ])('%j ≈ %j: %s (48 per channel)', (actual, expected, matches) => {
    expect(pixelMatches(actual, expected)).toBe(matches);
  });

  it('writes colours as #rrggbb', () => {
    expect(toHex([26, 26, 31, 255])).toBe('#1a1a1f');
  });
});

describe('app samples', () => {
  it.each([
    ["createRoot(document.getElementById('root')!).render(<App />);", true],
    ['createRoot( document.getElementById("root") ).render(<App />);', true],
    ["const container = document.getElementById('root');\nif (container) createRoot(container).render(<App />);", false],
    ['export function Box() { return null; }', false],
  ])('%s → %s', (code, expected) => {
    expect(isAppSample(code)).toBe(expected);
  });

  it('names posters and runner pages from the sample path', () => {
    expect(reactPosterName('guide/interactivity/clickable-box')).toBe('react-guide-interactivity-clickable-box');
    const html = reactRunnerHtml('guide/interactivity/clickable-box', 'react/guide/interactivity/clickable-box-ABC.js');
    expect(html).toContain('data-bundle="../../../../react/guide/interactivity/clickable-box-ABC.js"');
    expect(html).toContain('<script type="module" src="../../../../runtime.mjs">');
    expect(html).toContain('<div id="root"></div>');
  });
});
