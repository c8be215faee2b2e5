/**
 * 9-slicing: a frame's four borders cut it into nine regions that stretch differently.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - a texture atlas frame has a `rect`, a `pivot` and a `border` (left, bottom, right, top, in pixels):
 *   scene/texture-atlas.js `setFrame()`.
 * - sprites whose `renderMode` is `SPRITE_RENDERMODE_SLICED` or `SPRITE_RENDERMODE_TILED` get a nine-slice mesh:
 *   scene/sprite.js `_createMeshes()` (`_create9SliceMesh`).
 * - when drawn at another size, the corners keep their size, the top and bottom edges stretch horizontally,
 *   the left and right edges vertically and the centre both ways (Sliced): the `outerScale` and `innerOffset`
 *   parameters of framework/components/sprite/component.js `_updateTransform()`, applied to the vertices in
 *   scene/shader-lib/glsl/chunks/common/vert/transform.js and lit/vert/uv0.js.
 */
import { type Canvas, defineDiagram, type Localized, type Tone } from './lib';

type Region = 'corner' | 'horizontal' | 'vertical' | 'centre';

/** The tone of each kind of region: the same in both pictures and in the legend. */
const TONES: Record<Region, Tone> = { corner: 'accent', horizontal: 'blue', vertical: 'green', centre: 'neutral' };

/** One region: a translucent wash of its tone, separated from its neighbours by a line of page colour. */
function region(c: Canvas, x: number, y: number, w: number, h: number, kind: Region): string {
  const tone = TONES[kind];
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.colors.stroke[tone]}" fill-opacity="0.32" stroke="${c.colors.background}" stroke-width="1.5"/>`;
}

/** A nine-slice picture: the regions, an outline and the four dashed border lines. */
function sliced(c: Canvas, x: number, y: number, w: number, h: number, border: number): string {
  const xs = [x, x + border, x + w - border, x + w];
  const ys = [y, y + border, y + h - border, y + h];
  const parts: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const edgeRow = row !== 1;
      const edgeCol = col !== 1;
      const kind: Region = edgeRow && edgeCol ? 'corner' : edgeRow ? 'horizontal' : edgeCol ? 'vertical' : 'centre';
      parts.push(region(c, xs[col]!, ys[row]!, xs[col + 1]! - xs[col]!, ys[row + 1]! - ys[row]!, kind));
    }
  }
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${c.colors.stroke.neutral}" stroke-width="1.5"/>`);
  const dashed = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${c.colors.ink.text}" stroke-width="1" stroke-dasharray="4 3"/>`;
  for (const bx of [xs[1]!, xs[2]!]) parts.push(dashed(bx, y - 8, bx, y + h + 8));
  for (const by of [ys[1]!, ys[2]!]) parts.push(dashed(x - 8, by, x + w + 8, by));
  return parts.join('');
}

export default defineDiagram({
  name: 'nine-slice',
  width: 720,
  height: 326,
  title: { en: '9-slicing', ja: '9スライス' },
  description: {
    en: 'The left, bottom, right and top borders of a frame cut it into nine regions. Drawn at another width and height, the corners keep their size, the top and bottom edges stretch horizontally, the left and right edges vertically, and the center both ways.',
    ja: 'フレームの左、下、右、上の境界で画像を9つの領域に分けます。別の幅と高さで描くと、角はそのまま、上下の辺は横に、左右の辺は縦に、中央は縦横に伸びます。',
  },
  draw(c) {
    const parts: string[] = [];
    const border = 30;

    // The frame as it is in the atlas.
    const frame = { x: 84, y: 60, w: 120, h: 120 };
    parts.push(c.text(frame.x + frame.w / 2, 28, { en: 'Frame in the atlas', ja: 'アトラスのフレーム' }, { size: 14, bold: true, anchor: 'middle', maxWidth: 200 }));
    parts.push(sliced(c, frame.x, frame.y, frame.w, frame.h, border));
    const side = { size: 12, ink: 'text' as const };
    parts.push(
      c.text(frame.x - 12, frame.y + border / 2 + 4, { en: 'top', ja: '上' }, { ...side, anchor: 'end', maxWidth: 60 }),
      c.text(frame.x - 12, frame.y + frame.h - border / 2 + 4, { en: 'bottom', ja: '下' }, { ...side, anchor: 'end', maxWidth: 60 }),
      c.text(frame.x + border / 2, frame.y + frame.h + 26, { en: 'left', ja: '左' }, { ...side, anchor: 'middle', maxWidth: 50 }),
      c.text(frame.x + frame.w - border / 2, frame.y + frame.h + 26, { en: 'right', ja: '右' }, { ...side, anchor: 'middle', maxWidth: 50 }),
    );

    // The same frame drawn larger.
    const drawn = { x: 290, y: 60, w: 400, h: 170 };
    const arrowY = frame.y + frame.h / 2;
    parts.push(c.arrow([[frame.x + frame.w + 22, arrowY], [drawn.x - 22, arrowY]], 'neutral', { width: 2 }));
    parts.push(c.text(drawn.x + drawn.w / 2, 28, { en: 'Drawn at any width and height', ja: '任意の幅と高さで描く' }, { size: 14, bold: true, anchor: 'middle', maxWidth: drawn.w }));
    parts.push(sliced(c, drawn.x, drawn.y, drawn.w, drawn.h, border));

    // Legend, two columns under the pictures.
    const legend: Array<{ kind: Region; label: Localized }> = [
      { kind: 'corner', label: { en: 'corners: unchanged', ja: '角：そのまま' } },
      { kind: 'vertical', label: { en: 'left and right edges: stretch vertically', ja: '左右の辺：縦に伸びる' } },
      { kind: 'horizontal', label: { en: 'top and bottom edges: stretch horizontally', ja: '上下の辺：横に伸びる' } },
      { kind: 'centre', label: { en: 'center: stretches both ways', ja: '中央：縦横に伸びる' } },
    ];
    legend.forEach((item, i) => {
      const x = i % 2 === 0 ? 30 : 380;
      const y = 276 + Math.floor(i / 2) * 30;
      parts.push(region(c, x, y - 14, 18, 18, item.kind));
      parts.push(`<rect x="${x}" y="${y - 14}" width="18" height="18" fill="none" stroke="${c.colors.stroke.neutral}" stroke-width="1"/>`);
      parts.push(c.text(x + 28, y, item.label, { size: 13, maxWidth: 310 }));
    });
    return parts.join('\n');
  },
});
