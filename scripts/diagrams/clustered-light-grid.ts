/**
 * Clustered lighting seen from above: the bounds of the visible omni and spot lights split into cells,
 * each cell holding the lights whose bounds overlap it, and a pixel evaluating only its cell's lights.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - scene/lighting/world-clusters.js: `collectLights()` keeps enabled, visible, non-directional lights with
 *   intensity > 0; `evaluateBounds()` takes the union of their bounding boxes; `updateClusters()` adds each
 *   light to every cell its box overlaps, up to `maxCellLightCount` per cell.
 * - scene/lighting/lighting-params.js: `cells` defaults to (10, 3, 10), `maxLightsPerCell` to 255.
 * - scene/lighting/light-list.js: with clustering on, only directional lights get shader slots.
 * The grid here is 8 × 6 cells in X and Z for legibility; the counts are computed from the drawn boxes.
 */
import { defineDiagram, type Localized, type Tone } from './lib';

const GRID = { x: 30, y: 58, cols: 8, rows: 6, cell: 40 };
/** Light centres and ranges in diagram units; their boxes together span the grid exactly. */
const LIGHTS: Array<{ x: number; y: number; r: number }> = [
  { x: 70, y: 98, r: 40 },
  { x: 185, y: 118, r: 58 },
  { x: 305, y: 103, r: 45 },
  { x: 125, y: 233, r: 65 },
  { x: 232, y: 236, r: 62 },
];
/** The cell whose pixel is followed, by column and row. */
const PIXEL = { col: 3, row: 4 };

const NOTES: Array<{ n: string; lines: Localized[] }> = [
  {
    n: '1',
    lines: [
      { en: 'Bounds of every omni and spot light', ja: 'このフレームで見えているオムニライトと' },
      { en: 'visible in this frame', ja: 'スポットライト全体の範囲' },
    ],
  },
  {
    n: '2',
    lines: [
      { en: 'Split into cells along X, Y and Z', ja: 'X・Y・Z方向にセルへ分割' },
      { en: '(Cells, 10 × 3 × 10 by default)', ja: '（Cells、既定値は10×3×10）' },
    ],
  },
  {
    n: '3',
    lines: [
      { en: 'Each cell lists the lights whose bounds', ja: '各セルは、範囲の重なるライトの一覧を持つ' },
      { en: 'overlap it (up to Max Lights Per Cell)', ja: '（最大でMax Lights Per Cell個）' },
    ],
  },
  {
    n: '4',
    lines: [
      { en: 'A pixel reads its cell and evaluates', ja: 'ピクセルは自分のセルを読み、' },
      { en: 'only those lights', ja: 'そこにあるライトだけを計算する' },
    ],
  },
];

export default defineDiagram({
  name: 'clustered-light-grid',
  width: 720,
  height: 360,
  title: { en: 'The light grid of clustered lighting, seen from above', ja: 'クラスターライティングのライトのグリッド（上から見た図）' },
  description: {
    en: 'Five omni lights seen from above. The box that encloses their ranges is split into cells, and each cell records how many lights reach it. A pixel in a cell reached by two lights evaluates those two lights, not all five. Directional lights are not part of the grid.',
    ja: '5つのオムニライトを上から見た図です。ライトの届く範囲を囲む箱がセルに分割され、各セルには届くライトの数が記録されます。2つのライトが届くセルのピクセルは、5つすべてではなくその2つだけを計算します。ディレクショナルライトはグリッドに含まれません。',
  },
  draw(c) {
    const parts: string[] = [];
    const { x: gx, y: gy, cols, rows, cell } = GRID;
    parts.push(c.text(gx, 30, { en: 'Top view (X and Z)', ja: '上から見た図（XとZ）' }, { size: 13, bold: true, maxWidth: 320 }));

    // Cells, shaded by the number of light boxes that overlap them.
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const x0 = gx + col * cell;
        const y0 = gy + row * cell;
        const count = LIGHTS.filter((l) => l.x - l.r < x0 + cell && l.x + l.r > x0 && l.y - l.r < y0 + cell && l.y + l.r > y0).length;
        const tone: Tone = count === 0 ? 'plain' : count === 1 ? 'blue' : 'accent';
        parts.push(`<rect x="${x0}" y="${y0}" width="${cell}" height="${cell}" fill="${c.colors.fill[tone]}" stroke="${c.colors.stroke.neutral}" stroke-width="0.8"/>`);
        if (count > 0) parts.push(c.text(x0 + 5, y0 + 15, String(count), { size: 11, ink: count === 1 ? 'blue' : 'accent', maxWidth: 20 }));
      }
    }
    parts.push(`<rect x="${gx}" y="${gy}" width="${cols * cell}" height="${rows * cell}" fill="none" stroke="${c.colors.stroke.neutral}" stroke-width="2"/>`);

    // The lights: a dot and the circle of their range.
    for (const light of LIGHTS) {
      parts.push(`<circle cx="${light.x}" cy="${light.y}" r="${light.r}" fill="none" stroke="${c.colors.stroke.accent}" stroke-width="1.4" stroke-dasharray="5 4"/>`);
      parts.push(`<circle cx="${light.x}" cy="${light.y}" r="5" fill="${c.colors.stroke.accent}"/>`);
    }

    // The followed pixel and its label under the grid.
    const px = gx + PIXEL.col * cell + 32;
    const py = gy + PIXEL.row * cell + 32;
    parts.push(`<rect x="${px - 4}" y="${py - 4}" width="8" height="8" fill="${c.colors.ink.text}"/>`);
    parts.push(c.arrow([[px, py + 6], [px, gy + rows * cell + 14]], 'neutral'));
    parts.push(
      c.text(px, gy + rows * cell + 32, { en: 'this pixel: 2 lights, not 5', ja: 'このピクセル：5つでなく2つだけ' }, { size: 12.5, bold: true, anchor: 'middle', maxWidth: 260 }),
    );

    // Numbered notes on the right.
    const nx = 400;
    let ny = 74;
    for (const note of NOTES) {
      parts.push(`<circle cx="${nx + 10}" cy="${ny - 5}" r="10" fill="${c.colors.fill.accent}" stroke="${c.colors.stroke.accent}" stroke-width="1.2"/>`);
      parts.push(c.text(nx + 10, ny, note.n, { size: 12, bold: true, anchor: 'middle', ink: 'accent', maxWidth: 16 }));
      parts.push(c.lines(nx + 30, ny, note.lines, { size: 13, lineHeight: 19, maxWidth: 290 }));
      ny += 62;
    }
    parts.push(c.box(nx, ny - 16, 300, 50, 'neutral', { dashed: true }));
    parts.push(
      c.lines(nx + 12, ny + 3, [
        { en: 'Directional lights are not in the grid:', ja: 'ディレクショナルライトはグリッドの外：' },
        { en: 'every pixel evaluates them', ja: 'すべてのピクセルが計算する' },
      ], { size: 12.5, lineHeight: 19, ink: 'muted', maxWidth: 276 }),
    );
    return parts.join('\n');
  },
});
