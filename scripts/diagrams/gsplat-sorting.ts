/**
 * Why splats are sorted: they are semi-transparent and blended back to front over each other.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - a worker sorts the splat centres by their distance along the camera's direction whenever the camera moves:
 *   scene/gsplat/gsplat-sort-worker.js (counting sort of `x*dx + y*dy + z*dz`; it skips the work when the camera
 *   moved less than 0.001), scene/gsplat/gsplat-instance.js (`cameraMat.getZ(cameraDirection)`, the camera's +Z,
 *   which points away from the view, so the farthest splat comes first); unified rendering has its own worker,
 *   scene/gsplat-unified/gsplat-unified-sort-worker.js. With WebGPU, unified rendering sorts on the GPU by default:
 *   scene/gsplat-unified/gsplat-params.js `_resolveRenderer` (AUTO → GSPLAT_RENDERER_RASTER_GPU_SORT when
 *   `device.isWebGPU`, else RASTER_CPU_SORT, whose sorter runs in a Worker: gsplat-unified-sorter.js).
 * - the material blends with premultiplied alpha (`BLEND_PREMULTIPLIED`, or none when dithering): gsplat-instance.js,
 *   gsplat-unified/gsplat-quad-renderer.js; the fragment writes `vec4(color * alpha, alpha)`: gsplat/frag/gsplat.js.
 * The three splats and their depths are an example.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'gsplat-sorting',
  width: 720,
  height: 300,
  title: { en: 'Sorting and blending splats', ja: 'スプラットの並べ替えと合成' },
  description: {
    en: 'The splats that cover a pixel are semi-transparent. The engine sorts them by distance along the camera\'s view direction and draws the farthest first, so each nearer splat is blended over the colour already there: new colour = alpha × splat colour + (1 − alpha) × previous colour. The splats are sorted again whenever the camera moves: in a worker with WebGL, on the GPU with WebGPU.',
    ja: '1つのピクセルに重なるスプラットは半透明です。エンジンはカメラの視線方向の距離でスプラットを並べ替え、遠いものから描きます。手前のスプラットほど、すでにある色の上に重なります。新しい色 = α × スプラットの色 + (1 − α) × それまでの色です。並べ替えはカメラが動くたびに行います。WebGLではワーカーで、WebGPUではGPUで処理します。',
  },
  draw(c) {
    const parts: string[] = [];
    const { stroke } = c.colors;
    const axisY = 132;
    // The camera: a small body and a lens on the left.
    parts.push(c.box(24, axisY - 16, 34, 32, 'neutral', { radius: 4 }));
    parts.push(`<path d="M58 ${axisY - 9} L74 ${axisY - 17} L74 ${axisY + 17} L58 ${axisY + 9} Z" fill="${c.colors.fill.neutral}" stroke="${stroke.neutral}" stroke-width="1.5"/>`);
    parts.push(c.text(41, axisY + 38, { en: 'camera', ja: 'カメラ' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 80 }));
    // The view ray through one pixel.
    parts.push(c.arrow([[78, axisY], [560, axisY]], 'neutral', { width: 1.4, dashed: true }));
    parts.push(c.text(86, axisY - 10, { en: 'view direction', ja: '視線方向' }, { size: 12, ink: 'muted', maxWidth: 120 }));

    // Three splats at increasing distance; numbers are the drawing order.
    const splats = [
      { x: 470, rx: 46, ry: 70, tone: stroke.blue, order: '1', note: { en: 'farthest: drawn first', ja: '最も遠い：最初に描く' } },
      { x: 350, rx: 38, ry: 52, tone: stroke.green, order: '2', note: { en: 'drawn second', ja: '2番目に描く' } },
      { x: 240, rx: 30, ry: 40, tone: stroke.accent, order: '3', note: { en: 'nearest: drawn last', ja: '最も近い：最後に描く' } },
    ];
    for (const s of splats) {
      parts.push(`<ellipse cx="${s.x}" cy="${axisY}" rx="${s.rx}" ry="${s.ry}" fill="${s.tone}" fill-opacity="0.28" stroke="${s.tone}" stroke-width="1.5"/>`);
      parts.push(`<circle cx="${s.x}" cy="${axisY - s.ry - 16}" r="11" fill="${c.colors.background}" stroke="${s.tone}" stroke-width="1.5"/>`);
      parts.push(c.text(s.x, axisY - s.ry - 11.5, s.order, { size: 12.5, bold: true, anchor: 'middle', maxWidth: 16 }));
      parts.push(c.text(s.x, axisY + s.ry + 20, s.note, { size: 11.5, anchor: 'middle', ink: 'muted', maxWidth: 132 }));
    }

    // Right: the blend that each splat applies to the pixel.
    parts.push(c.box(584, 64, 116, 136, 'plain', { radius: 6 }));
    parts.push(c.text(642, 86, { en: 'the pixel', ja: 'ピクセル' }, { size: 13, bold: true, anchor: 'middle', maxWidth: 100 }));
    const swatches = [stroke.blue, stroke.green, stroke.accent];
    swatches.forEach((tone, i) => {
      parts.push(`<rect x="${604 + i * 26}" y="100" width="22" height="22" rx="3" fill="${tone}" fill-opacity="${0.35 + i * 0.2}"/>`);
    });
    parts.push(c.lines(596, 150, [{ en: 'blend 1, 2, 3', ja: '1→2→3の順に' }, { en: 'over each other', ja: '上へ重ねる' }], { size: 11.5, lineHeight: 18, ink: 'muted', maxWidth: 96 }));

    parts.push(
      c.lines(
        20,
        258,
        [
          { en: 'new colour = α × splat colour + (1 − α) × previous colour', ja: '新しい色 = α × スプラットの色 + (1 − α) × それまでの色' },
          { en: 'Re-sorted as the camera moves: in a worker with WebGL, on the GPU with WebGPU.', ja: 'カメラが動くと並べ替え直す（WebGLではワーカー、WebGPUではGPUで）' },
        ],
        { size: 12.5, lineHeight: 22, maxWidth: 680 },
      ),
    );
    return parts.join('\n');
  },
});
