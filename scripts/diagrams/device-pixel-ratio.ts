/**
 * How many back-buffer pixels one CSS pixel gets at pixel ratios 1, 2 and 3, with the back-buffer
 * size of a 390 × 844 CSS-pixel canvas.
 * Engine source (playcanvas 2.23.3, build/playcanvas/src/): platform/graphics/graphics-device.js
 * `resizeCanvas()`: ratio = Math.min(this._maxPixelRatio, window.devicePixelRatio); width and
 * height are Math.floor(css size × ratio).
 */
import { defineDiagram, type Localized } from './lib';

interface Column {
  ratio: number;
  pixels: Localized;
  size: string;
}

const COLUMNS: Column[] = [
  { ratio: 1, pixels: { en: '1 pixel', ja: '1ピクセル' }, size: '390 × 844' },
  { ratio: 2, pixels: { en: '4 pixels', ja: '4ピクセル' }, size: '780 × 1688' },
  { ratio: 3, pixels: { en: '9 pixels', ja: '9ピクセル' }, size: '1170 × 2532' },
];

export default defineDiagram({
  name: 'device-pixel-ratio',
  width: 720,
  height: 330,
  title: { en: 'Pixels drawn per CSS pixel', ja: 'CSSの1ピクセルあたりに描くピクセル数' },
  description: {
    en: 'One CSS pixel drawn at a pixel ratio of 1, 2 and 3 becomes 1, 4 and 9 back-buffer pixels. A canvas of 390 × 844 CSS pixels then has a back buffer of 390 × 844, 780 × 1688 and 1170 × 2532 pixels.',
    ja: 'CSSの1ピクセルは、比が1、2、3のとき、バックバッファの1、4、9ピクセルになります。390×844 CSSピクセルのキャンバスなら、バックバッファは390×844、780×1688、1170×2532ピクセルです。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(
      c.text(20, 28, { en: 'Back buffer = CSS size × min(`maxPixelRatio`, `window.devicePixelRatio`)', ja: 'バックバッファ = CSSサイズ × min(`maxPixelRatio`, `window.devicePixelRatio`)' }, { size: 14, bold: true, ink: 'muted', maxWidth: 680 }),
    );
    const cell = 120;
    const columnWidth = 226;
    COLUMNS.forEach((column, i) => {
      const x = 20 + i * columnWidth + (columnWidth - cell) / 2 - 6;
      const y = 62;
      parts.push(c.box(x, y, cell, cell, i === 0 ? 'neutral' : 'blue', { radius: 0, strokeWidth: 2 }));
      const step = cell / column.ratio;
      for (let k = 1; k < column.ratio; k += 1) {
        parts.push(c.arrow([[x + k * step, y], [x + k * step, y + cell]], 'blue', { head: false, width: 1 }));
        parts.push(c.arrow([[x, y + k * step], [x + cell, y + k * step]], 'blue', { head: false, width: 1 }));
      }
      const mid = x + cell / 2;
      parts.push(c.text(mid, y + cell + 28, `\`maxPixelRatio\` ${column.ratio}`, { size: 14, bold: true, anchor: 'middle', maxWidth: columnWidth - 16 }));
      parts.push(c.text(mid, y + cell + 50, column.pixels, { size: 13, anchor: 'middle', ink: 'blue', maxWidth: columnWidth - 16 }));
      parts.push(c.text(mid, y + cell + 72, column.size, { size: 13, anchor: 'middle', maxWidth: columnWidth - 16 }));
    });
    const notes: Localized[] = [
      { en: 'Each square is one CSS pixel. The sizes are the back buffer of a 390 × 844 canvas on a screen with', ja: '四角はCSSの1ピクセルです。サイズは、`window.devicePixelRatio`が3の画面での、' },
      { en: '`window.devicePixelRatio` 3. The GPU shades every one of these pixels.', ja: '390×844のキャンバスのバックバッファです。GPUはこのすべてのピクセルを処理します。' },
    ];
    parts.push(c.lines(20, 290, notes, { size: 12.5, ink: 'muted', lineHeight: 19, maxWidth: 680 }));
    return parts.join('\n');
  },
});
