/**
 * How a directional light splits the camera's view into shadow cascades, and where each cascade lives in the
 * shadow map.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - split distances: scene/renderer/shadow-renderer-directional.js `generateSplitDistances(light, near, far)`:
 *   far = min(camera farClip, shadowDistance); split i = lerp(linear, logarithmic, cascadeDistribution) at i / n.
 *   With near 0.1 (camera default), shadowDistance 40, 4 cascades and distribution 0.5 they are 5.26, 11.02, 19.48
 *   and 40 (printed by examples/user-manual/graphics/lighting/shadows/figure-cascades-4.mjs).
 * - the map: one texture of shadowResolution × shadowResolution; with more than one cascade each cascade gets a
 *   quarter (a 0.5 × 0.5 viewport): scene/light.js `directionalCascades`.
 * - beyond shadowDistance no shadow is drawn: lit/frag/lighting/lightFunctionShadow.js (`return 1.0`).
 */
import { defineDiagram } from './lib';

/** Where each cascade ends, its colours, and its quarter of the map (column, row from the top; v points up). */
const CASCADES = [
  { end: 5.26, tone: 'accent', ink: 'accent', quarter: [0, 1] },
  { end: 11.02, tone: 'blue', ink: 'blue', quarter: [0, 0] },
  { end: 19.48, tone: 'green', ink: 'green', quarter: [1, 1] },
  { end: 40, tone: 'neutral', ink: 'text', quarter: [1, 0] },
] as const;
const SHADOW_DISTANCE = 40;

export default defineDiagram({
  name: 'shadow-cascades',
  width: 720,
  height: 330,
  title: { en: 'Shadow cascades of a directional light', ja: 'ディレクショナルライトのシャドウカスケード' },
  description: {
    en: 'Seen from above, the camera view up to shadowDistance (40) is split into four cascades at 5.26, 11.02 and 19.48 units. Each cascade renders into one quarter of a 1024 × 1024 shadow map, so the nearest, smallest cascade gets the most detail. Beyond shadowDistance no shadow is drawn.',
    ja: 'カメラの視野を上から見た図です。shadowDistance（40）までの範囲を、5.26、11.02、19.48の位置で4つのカスケードに分けます。各カスケードは1024×1024のシャドウマップの4分の1に描かれるので、近くの狭いカスケードほど細かく描けます。shadowDistanceより先にはシャドウが描かれません。',
  },
  draw(c) {
    const parts: string[] = [];

    // Top view of the camera frustum: the camera at the left, distance to the right.
    const f = { x: 40, y: 150, scale: 10, slope: 0.2 };
    const xAt = (d: number) => f.x + d * f.scale;
    const half = (d: number) => 6 + d * f.scale * f.slope;
    parts.push(c.text(20, 26, { en: 'Camera view from above', ja: 'カメラの視野（上から見た図）' }, { size: 14, bold: true, ink: 'muted', maxWidth: 420 }));
    let near = 0;
    CASCADES.forEach((cascade, i) => {
      const far = cascade.end;
      const pts: Array<[number, number]> = [
        [xAt(near), f.y - half(near)],
        [xAt(far), f.y - half(far)],
        [xAt(far), f.y + half(far)],
        [xAt(near), f.y + half(near)],
      ];
      const d = pts.map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
      parts.push(`<path d="${d} Z" fill="${c.colors.fill[cascade.tone]}" stroke="${c.colors.stroke[cascade.tone]}" stroke-width="1.5"/>`);
      const mid = (xAt(near) + xAt(far)) / 2;
      parts.push(c.text(mid, f.y + 5, String(i), { size: 14, bold: true, anchor: 'middle', ink: cascade.ink, maxWidth: 20 }));
      if (far < SHADOW_DISTANCE) parts.push(c.text(xAt(far), f.y + half(far) + 18, far.toFixed(2), { size: 11.5, anchor: 'middle', ink: 'muted', maxWidth: 44 }));
      near = far;
    });
    // Beyond the shadow distance: the view goes on without shadows.
    const last = SHADOW_DISTANCE;
    parts.push(c.arrow([[xAt(last), f.y - half(last)], [xAt(last) + 30, f.y - half(last) - 12]], 'neutral', { head: false, dashed: true }));
    parts.push(c.arrow([[xAt(last), f.y + half(last)], [xAt(last) + 30, f.y + half(last) + 12]], 'neutral', { head: false, dashed: true }));
    parts.push(c.text(xAt(last), f.y + half(last) + 18, '`shadowDistance` 40', { size: 11.5, anchor: 'middle', ink: 'muted', maxWidth: 160 }));
    parts.push(`<circle cx="${f.x}" cy="${f.y}" r="6" fill="${c.colors.ink.text}"/>`);
    parts.push(c.text(f.x - 4, f.y - 14, { en: 'Camera', ja: 'カメラ' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 60 }));

    // The shadow map: one texture, a quarter per cascade.
    const m = { x: 500, y: 54, size: 180 };
    parts.push(c.text(m.x, 26, { en: 'Shadow map 1024 × 1024', ja: 'シャドウマップ1024×1024' }, { size: 14, bold: true, ink: 'muted', maxWidth: 210 }));
    // Quarter order of scene/light.js: (0,0) (0,0.5) (0.5,0) (0.5,0.5), with v pointing up.
    const q = m.size / 2;
    CASCADES.forEach((cascade, i) => {
      const [col, row] = cascade.quarter;
      const x = m.x + col * q;
      const y = m.y + row * q;
      parts.push(c.box(x + 2, y + 2, q - 4, q - 4, cascade.tone, { radius: 3 }));
      parts.push(c.text(x + q / 2, y + q / 2 - 2, String(i), { size: 16, bold: true, anchor: 'middle', ink: cascade.ink, maxWidth: 30 }));
      parts.push(c.text(x + q / 2, y + q / 2 + 18, '512 × 512', { size: 11, anchor: 'middle', ink: 'muted', maxWidth: q - 10 }));
    });

    parts.push(
      c.lines(
        20,
        288,
        [
          { en: 'Near cascades cover a short stretch with the same pixels, so their shadows are sharper.', ja: '近いカスケードほど短い区間を同じピクセル数で描くので、シャドウが鮮明になる' },
          { en: '`cascadeDistribution` 0 splits evenly; 1 gives more to the near cascades (here 0.5).', ja: '`cascadeDistribution`は0で等間隔、1に近いほど近くを細かく分ける（この図は0.5）' },
        ],
        { size: 12.5, lineHeight: 20, ink: 'muted', maxWidth: 680 },
      ),
    );
    return parts.join('\n');
  },
});
