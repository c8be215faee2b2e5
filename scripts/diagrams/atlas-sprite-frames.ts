/**
 * Texture atlas frames, a sprite asset's frame keys, and the frame a Sprite component shows.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - a texture atlas holds `frames` keyed by name, each with a `rect` in pixels; the mesh takes
 *   v = 1 − rect.y / height, so y counts from the bottom edge: scene/sprite.js `_createMeshFor...`
 *   (`lu`, `bv`, `ru`, `tv`).
 * - a sprite asset's data: `frameKeys`, `textureAtlasAsset` (the atlas asset's id), `pixelsPerUnit`,
 *   `renderMode`: framework/handlers/sprite.js.
 * - the Sprite component's `spriteAsset`, and `frame` as a position in `frameKeys`:
 *   framework/components/sprite/component.js (`this.sprite.atlas.frames[this.sprite.frameKeys[this.frame]]`).
 */
import { defineDiagram, type Tone } from './lib';

const FRAMES: Array<{ key: string; tone: Tone }> = [
  { key: '1', tone: 'neutral' },
  { key: '2', tone: 'blue' },
  { key: '3', tone: 'green' },
];

export default defineDiagram({
  name: 'atlas-sprite-frames',
  width: 760,
  height: 270,
  title: { en: 'How a texture atlas, a sprite asset and a Sprite component relate', ja: 'テクスチャアトラス、スプライトアセット、Spriteコンポーネントの関係' },
  description: {
    en: 'A texture atlas holds frames keyed 1, 2 and 3, each a rectangle in pixels with y counted from the bottom edge. A sprite asset refers to the atlas by ID and lists the keys "1", "2" and "3" in frameKeys at positions 0, 1 and 2. A Sprite component shows the sprite asset; with frame set to 2 it shows the frame with key "3".',
    ja: 'テクスチャアトラスはキー1、2、3のフレームを持ち、各フレームのrectは画素単位で、yは画像の下端から数えます。スプライトアセットはアトラスをIDで参照し、frameKeysにキー"1"、"2"、"3"を0、1、2の順に並べます。Spriteコンポーネントはスプライトアセットを表示し、frameが2ならキー"3"のフレームを表示します。',
  },
  draw(c) {
    const parts: string[] = [];
    const panel = { y: 20, w: 220, h: 230 };
    const xs = [20, 270, 520];
    const titles = [
      { en: 'Texture atlas', ja: 'テクスチャアトラス' },
      { en: 'Sprite asset', ja: 'スプライトアセット' },
      { en: 'Sprite component', ja: 'Spriteコンポーネント' },
    ];
    xs.forEach((x, i) => {
      parts.push(c.box(x, panel.y, panel.w, panel.h, 'plain'));
      parts.push(c.text(x + panel.w / 2, panel.y + 28, titles[i]!, { size: 15, bold: true, anchor: 'middle', maxWidth: panel.w - 24 }));
      if (i < xs.length - 1) {
        const y = panel.y + panel.h / 2;
        parts.push(c.arrow([[x + panel.w + 3, y], [xs[i + 1]! - 3, y]], 'neutral', { width: 2 }));
      }
    });
    const inner = (i: number) => xs[i]! + 18;
    const innerW = panel.w - 36;

    // The atlas: three frames side by side.
    const tile = 60;
    const tileX = xs[0]! + (panel.w - 3 * tile) / 2;
    FRAMES.forEach((frame, i) => {
      const x = tileX + i * tile;
      parts.push(c.box(x, 66, tile, tile, frame.tone, { radius: 0 }));
      parts.push(c.text(x + tile / 2, 66 + tile / 2 + 7, frame.key, { size: 18, bold: true, anchor: 'middle', maxWidth: tile - 8 }));
    });
    parts.push(
      c.lines(
        inner(0),
        156,
        [
          { en: '`frames` keys: 1, 2, 3', ja: '`frames`のキー：1、2、3' },
          { en: '`rect` in pixels', ja: '`rect`は画素単位' },
          { en: 'y from the bottom edge', ja: 'yは画像の下端から' },
        ],
        { size: 12.5, lineHeight: 22, maxWidth: innerW },
      ),
    );

    // The sprite asset: frameKeys in order, the selected position outlined.
    parts.push(c.text(inner(1), 72, { en: '`frameKeys` (keys in order)', ja: '`frameKeys`（キーの並び）' }, { size: 12.5, maxWidth: innerW }));
    const chip = { w: 54, h: 36, gap: 11, y: 84 };
    FRAMES.forEach((frame, i) => {
      const x = inner(1) + i * (chip.w + chip.gap);
      const selected = i === 2;
      parts.push(c.box(x, chip.y, chip.w, chip.h, frame.tone, { radius: 5 }));
      if (selected) {
        parts.push(
          `<rect x="${x - 3}" y="${chip.y - 3}" width="${chip.w + 6}" height="${chip.h + 6}" rx="7" fill="none" stroke="${c.colors.stroke.accent}" stroke-width="2.5"/>`,
        );
      }
      parts.push(c.text(x + chip.w / 2, chip.y + 24, `"${frame.key}"`, { size: 15, bold: true, anchor: 'middle', maxWidth: chip.w - 8 }));
      parts.push(c.text(x + chip.w / 2, chip.y + chip.h + 19, String(i), { size: 12.5, anchor: 'middle', ink: selected ? 'accent' : 'muted', bold: selected, maxWidth: chip.w }));
    });
    parts.push(c.text(inner(1), 158, { en: '↑ `frame` index', ja: '↑ `frame`の番号' }, { size: 12, ink: 'muted', maxWidth: innerW }));
    parts.push(
      c.text(inner(1), 188, { en: '`textureAtlasAsset`:', ja: '`textureAtlasAsset`：' }, { size: 12, maxWidth: innerW }),
      c.text(inner(1) + 14, 207, { en: 'the atlas ID', ja: 'アトラスのID' }, { size: 12, maxWidth: innerW - 14 }),
      c.text(inner(1), 230, { en: '`pixelsPerUnit`, `renderMode`', ja: '`pixelsPerUnit`、`renderMode`' }, { size: 12, maxWidth: innerW }),
    );

    // The Sprite component.
    parts.push(c.text(inner(2), 80, { en: '`spriteAsset`: the sprite', ja: '`spriteAsset`：スプライト' }, { size: 12.5, maxWidth: innerW }));
    const frameBox = { x: inner(2), y: 100, w: 104, h: 34 };
    parts.push(c.box(frameBox.x, frameBox.y, frameBox.w, frameBox.h, 'accent', { radius: 5, strokeWidth: 2 }));
    parts.push(c.text(frameBox.x + frameBox.w / 2, frameBox.y + 22, '`frame` = 2', { size: 14, bold: true, anchor: 'middle', maxWidth: frameBox.w - 12 }));
    parts.push(
      c.lines(inner(2), 162, [{ en: '→ index 2 shows key "3"', ja: '→ 番号2のキー「3」を表示' }], { size: 12.5, ink: 'accent', maxWidth: innerW }),
    );
    return parts.join('\n');
  },
});
