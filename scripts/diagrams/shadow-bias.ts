/**
 * Why shadow acne appears and what the two biases do.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - a shadow map stores one depth per texel, rendered from the light; a receiver is in shadow where its own depth
 *   is greater than the stored one (compare function LESS): scene/renderer/shadow-map.js `compareFunc = FUNC_LESS`.
 * - `shadowBias` (0–1, default 0.05) is stored as `-0.01 × value` (framework/components/light/component.js) and
 *   applied as a constant and slope-scaled depth bias while the shadow map is rendered, pushing the stored depths
 *   away from the light: scene/light.js `_updateShadowBias` (not for PCSS; omni lights write their distance to the
 *   light as the depth in the shader, so only the constant offset of `_getUniformBiasValues` applies to them).
 * - `normalOffsetBias` moves the point that is looked up along the surface normal:
 *   lit/frag/lighting/lightFunctionShadow.js (`surfacePosition + normal * shadowParams.y`).
 * The slope and texel size drawn are an example.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'shadow-bias',
  width: 720,
  height: 356,
  title: { en: 'Shadow acne and bias', ja: 'シャドウアクネとバイアス' },
  description: {
    en: 'The shadow map keeps one depth per texel, drawn as flat steps over a sloped surface. Without bias, half of each texel of the surface lies behind its own step and is shaded, which shows as stripes (shadow acne). shadowBias pushes the steps away from the light and normalOffsetBias moves the looked-up point along the normal, so the whole surface is lit. Too much bias detaches shadows from their objects.',
    ja: 'シャドウマップはテクセルごとに1つの深度を持ち、斜めの面の上では平らな段になります。バイアスがないと、面のテクセルの半分が自分の段より奥になって影と判定され、縞模様（シャドウアクネ）になります。shadowBiasは段を光から遠ざけ、normalOffsetBiasは読む位置を法線方向へずらすので、面全体が照らされます。バイアスが大きすぎると、影が物体から離れます。',
  },
  draw(c) {
    const parts: string[] = [];
    const texel = 40;
    const count = 7;
    const drop = 90;
    const slope = drop / (texel * count);
    const panels = [
      { x: 20, title: { en: 'No bias: shadow acne', ja: 'バイアスなし：シャドウアクネ' }, bias: 0 },
      { x: 380, title: { en: 'With bias', ja: 'バイアスあり' }, bias: slope * (texel / 2) + 5 },
    ];
    for (const p of panels) {
      const x0 = p.x + 20;
      const y0 = 116;
      const surf = (x: number) => y0 + (x - x0) * slope;
      parts.push(c.text(p.x, 26, p.title, { size: 14, bold: true, maxWidth: 320 }));
      // Light from above.
      for (let i = 0; i < 4; i += 1) {
        const x = x0 + 30 + i * 70;
        parts.push(c.arrow([[x, 44], [x, 84]], 'neutral', { width: 1.4 }));
      }
      parts.push(c.text(p.x + 310, 62, { en: 'light', ja: '光' }, { size: 12, anchor: 'end', ink: 'muted', maxWidth: 60 }));
      // The surface.
      parts.push(c.arrow([[x0, surf(x0)], [x0 + texel * count, surf(x0 + texel * count)]], 'neutral', { head: false, width: 3 }));
      for (let k = 0; k < count; k += 1) {
        const a = x0 + k * texel;
        const mid = a + texel / 2;
        const b = a + texel;
        const stored = surf(mid) + p.bias;
        if (p.bias > 0) {
          parts.push(c.arrow([[a, surf(mid)], [b, surf(mid)]], 'blue', { head: false, width: 1, dashed: true }));
        }
        parts.push(c.arrow([[a, stored], [b, stored]], 'blue', { head: false, width: 2.2 }));
        if (p.bias === 0) {
          // The half of the texel that lies behind the stored depth is shaded by itself.
          parts.push(c.arrow([[mid, surf(mid)], [b, surf(b)]], 'accent', { head: false, width: 6 }));
        }
      }
      if (p.bias > 0) {
        // Normal offset: the looked-up point moves out along the normal.
        const len = Math.hypot(1, slope);
        const n: [number, number] = [slope / len, -1 / len];
        const px = x0 + texel * 3.5;
        const py = surf(px);
        parts.push(c.arrow([[px, py], [px + n[0] * 34, py + n[1] * 34]], 'green', { width: 2 }));
        parts.push(c.text(px + n[0] * 34 + 6, py + n[1] * 34 + 2, '`normalOffsetBias`', { size: 11.5, ink: 'green', maxWidth: 130 }));
        const sx = x0 + texel * 1.5;
        parts.push(c.arrow([[sx, surf(sx) - 2], [sx, surf(sx) + p.bias - 2]], 'blue', { width: 1.4 }));
        parts.push(c.text(sx - 6, surf(sx) + p.bias + 22, '`shadowBias`', { size: 11.5, ink: 'blue', maxWidth: 110 }));
      }
    }

    // Legend and notes.
    const ly = 262;
    parts.push(c.arrow([[20, ly - 4], [48, ly - 4]], 'blue', { head: false, width: 2.2 }));
    parts.push(c.text(56, ly, { en: 'depth stored in the shadow map (one per texel)', ja: 'シャドウマップの深度（テクセルごとに1つ）' }, { size: 12.5, maxWidth: 320 }));
    parts.push(c.arrow([[380, ly - 4], [408, ly - 4]], 'accent', { head: false, width: 6 }));
    parts.push(c.text(416, ly, { en: 'shaded by its own surface', ja: '自分の影と判定される部分' }, { size: 12.5, maxWidth: 280 }));
    parts.push(
      c.lines(
        20,
        294,
        [
          { en: '`shadowBias` pushes the stored depths away from the light.', ja: '`shadowBias`は、記録する深度を光から遠ざける' },
          { en: '`normalOffsetBias` looks up the point moved out along the surface normal.', ja: '`normalOffsetBias`は、読む位置を面の法線方向へずらす' },
          { en: 'Too much of either detaches shadows from their objects (peter panning).', ja: 'どちらも大きすぎると、影が物体から離れて見える（ピーターパン現象）' },
        ],
        { size: 12.5, lineHeight: 20, ink: 'muted', maxWidth: 680 },
      ),
    );
    return parts.join('\n');
  },
});
