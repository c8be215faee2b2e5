/**
 * The six tone mapping curves of the engine for a grey input at Exposure 1: the linear value the
 * lighting produced (0 to 4) against the value after the curve (0 to 1), before gamma encoding.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/scene/shader-lib/glsl/chunks/common/frag/tonemapping/):
 * - tonemappingLinear.js: `color * getExposure()` (the output is clamped by the 8-bit target).
 * - tonemappingFilmic.js: the Uncharted 2 curve (A 0.15, B 0.50, C 0.10, D 0.20, E 0.02, F 0.30), white 11.2.
 * - tonemappingHejl.js: A 0.22, B 0.3, C 0.1, D 0.2, E 0.01, F 0.3, scale 1.25, black level 0.004.
 * - tonemappingAces.js: (x(2.51x + 0.03)) / (x(2.43x + 0.59) + 0.14).
 * - tonemappingAces2.js: exposure / 0.6, RRT and ODT fit; the input and output matrices keep grey grey
 *   (each row sums to 1), the result is clamped to 0–1.
 * - tonemappingNeutral.js: Khronos PBR Neutral, compression from 0.76, desaturation 0.15.
 */
import { defineDiagram, type Tone } from './lib';

type Curve = (x: number) => number;

const filmicBase: Curve = (x) => {
  const [a, b, c, d, e, f] = [0.15, 0.5, 0.1, 0.2, 0.02, 0.3];
  return (x * (a * x + c * b) + d * e) / (x * (a * x + b) + d * f) - e / f;
};

const CURVES: Array<{ name: string; constant: string; tone: Tone; dashed: boolean; fn: Curve }> = [
  { name: 'Linear', constant: 'TONEMAP_LINEAR', tone: 'neutral', dashed: false, fn: (x) => x },
  { name: 'Filmic', constant: 'TONEMAP_FILMIC', tone: 'accent', dashed: false, fn: (x) => filmicBase(x) / filmicBase(11.2) },
  {
    name: 'Hejl',
    constant: 'TONEMAP_HEJL',
    tone: 'accent',
    dashed: true,
    fn: (x) => {
      const [a, b, c, d, e, f, s] = [0.22, 0.3, 0.1, 0.2, 0.01, 0.3, 1.25];
      const h = Math.max(0, x - 0.004);
      return (h * (s * a * h + s * c * b) + s * d * e) / (h * (a * h + b) + d * f) - (s * e) / f;
    },
  },
  { name: 'ACES', constant: 'TONEMAP_ACES', tone: 'blue', dashed: false, fn: (x) => (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14) },
  {
    name: 'ACES2',
    constant: 'TONEMAP_ACES2',
    tone: 'blue',
    dashed: true,
    fn: (x) => {
      const v = x / 0.6;
      return (v * (v + 0.0245786) - 0.000090537) / (v * (0.983729 * v + 0.432951) + 0.238081);
    },
  },
  {
    name: 'Neutral',
    constant: 'TONEMAP_NEUTRAL',
    tone: 'green',
    dashed: false,
    fn: (x) => {
      const offset = x < 0.08 ? x - 6.25 * x * x : 0.04;
      const peak = x - offset;
      const start = 0.76;
      if (peak < start) return peak;
      const d = 1 - start;
      return 1 - (d * d) / (peak + d - start);
    },
  },
];

const X_MAX = 4;

export default defineDiagram({
  name: 'tonemapping-curves',
  width: 760,
  height: 376,
  title: { en: 'The tone mapping curves', ja: 'トーンマッピングの曲線' },
  description: {
    en: 'The value the lighting produced, from 0 to 4, against the value after each curve, from 0 to 1, for a grey input at Exposure 1. Linear rises straight and clips at 1.0. ACES, ACES2 and Neutral keep the mid-tones bright and approach 1.0 smoothly. Filmic and Hejl compress more: at an input of 1.0, Filmic gives 0.30 and Hejl 0.50.',
    ja: '露出1で灰色を入力したときの、ライティングの結果（0〜4）と各曲線を通した後の値（0〜1）の関係です。Linearはまっすぐ上がり、1.0で頭打ちになります。ACES、ACES2、Neutralは中間の明るさを保ったまま、なめらかに1.0へ近づきます。FilmicとHejlはより強く圧縮し、入力1.0でFilmicは0.30、Hejlは0.50になります。',
  },
  draw(c) {
    const parts: string[] = [];
    const plot = { x: 64, y: 24, w: 420, h: 280 };
    const px = (x: number) => plot.x + (x / X_MAX) * plot.w;
    const py = (y: number) => plot.y + plot.h - y * plot.h;

    // Grid and axes.
    for (let i = 0; i <= 4; i++) {
      parts.push(c.arrow([[px(i), plot.y], [px(i), plot.y + plot.h]], 'neutral', { head: false, width: i === 0 ? 1.4 : 0.5, dashed: i !== 0 }));
      parts.push(c.text(px(i), plot.y + plot.h + 18, i.toFixed(1), { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 40 }));
    }
    for (let i = 0; i <= 4; i++) {
      const y = i / 4;
      parts.push(c.arrow([[plot.x, py(y)], [plot.x + plot.w, py(y)]], 'neutral', { head: false, width: i === 0 ? 1.4 : 0.5, dashed: i !== 0 }));
      parts.push(c.text(plot.x - 8, py(y) + 4, y.toFixed(2), { size: 12, anchor: 'end', ink: 'muted', maxWidth: 40 }));
    }
    parts.push(
      c.text(plot.x + plot.w / 2, plot.y + plot.h + 44, { en: 'Input: linear value from the lighting (HDR)', ja: '入力：ライティングの結果（リニア、HDR）' }, { size: 13, anchor: 'middle', maxWidth: plot.w }),
    );
    parts.push(c.text(plot.x - 52, plot.y - 8, { en: 'Output (before gamma)', ja: '出力（ガンマ変換の前）' }, { size: 13, maxWidth: 260 }));

    // The curves, sampled every 0.02 and clamped to what an 8-bit target keeps.
    for (const curve of CURVES) {
      const points: Array<[number, number]> = [];
      for (let i = 0; i <= X_MAX * 50; i++) {
        const x = i / 50;
        points.push([px(x), py(Math.min(Math.max(curve.fn(x), 0), 1))]);
      }
      parts.push(c.arrow(points, curve.tone, { head: false, width: 2.4, dashed: curve.dashed }));
    }

    // Legend.
    const legend = { x: 520, y: 40, w: 220 };
    parts.push(c.text(legend.x, legend.y, { en: 'Tonemapping (constant)', ja: 'Tonemapping（定数）' }, { size: 13, bold: true, maxWidth: legend.w }));
    CURVES.forEach((curve, i) => {
      const y = legend.y + 30 + i * 40;
      parts.push(c.arrow([[legend.x, y - 4], [legend.x + 34, y - 4]], curve.tone, { head: false, width: 2.4, dashed: curve.dashed }));
      parts.push(c.text(legend.x + 44, y, curve.name, { size: 13, bold: true, maxWidth: legend.w - 44 }));
      parts.push(c.text(legend.x + 44, y + 17, `\`${curve.constant}\``, { size: 11.5, ink: 'muted', maxWidth: legend.w - 44 }));
    });
    parts.push(
      c.lines(legend.x, legend.y + 30 + CURVES.length * 40 + 4, [
        { en: 'Grey input, Exposure 1.', ja: '灰色の入力、露出1の場合。' },
        { en: 'Exposure scales the input.', ja: '露出は入力を何倍かにします。' },
      ], { size: 12, ink: 'muted', lineHeight: 18, maxWidth: legend.w }),
    );
    return parts.join('');
  },
});
