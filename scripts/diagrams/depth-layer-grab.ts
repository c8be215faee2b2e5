/**
 * Where a camera captures the scene depth and colour: at the Depth layer of the layer composition.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - the default composition order: framework/app-base.js constructor (World opaque, Depth, Skybox, World
 *   transparent, Immediate opaque and transparent, UI transparent); Depth is created with `enabled: false`
 *   and enabled while its counter is above 0 (camera grab-pass requests, particle depth softening).
 * - the grab passes run when the render action of the Depth layer is reached and the camera has
 *   `renderSceneColorMap` or `renderSceneDepthMap`: scene/renderer/forward-renderer.js (`isGrabPass`,
 *   `renderPassColorGrab`, `renderPassDepthGrab`).
 * - uniform names: scene/graphics/frame-pass-depth-grab.js `uSceneDepthMap`, frame-pass-color-grab.js
 *   `uSceneColorMap` (with mipmaps).
 * - transparent materials are drawn in the transparent sublayer, after Depth: scene/composition/layer-composition.js.
 */
import { defineDiagram, type Localized } from './lib';

type Row = { layer: string; kind: Localized; state: 'captured' | 'grab' | 'after' | 'reader' };

const OPAQUE: Localized = { en: 'opaque', ja: '不透明' };
const TRANSPARENT: Localized = { en: 'transparent', ja: '半透明' };

const ROWS: Row[] = [
  { layer: 'World', kind: OPAQUE, state: 'captured' },
  { layer: 'Depth', kind: OPAQUE, state: 'grab' },
  { layer: 'Skybox', kind: OPAQUE, state: 'after' },
  { layer: 'World', kind: TRANSPARENT, state: 'reader' },
  { layer: 'Immediate', kind: OPAQUE, state: 'after' },
  { layer: 'Immediate', kind: TRANSPARENT, state: 'after' },
  { layer: 'UI', kind: TRANSPARENT, state: 'after' },
];

export default defineDiagram({
  name: 'depth-layer-grab',
  width: 720,
  height: 420,
  title: { en: 'Where the Depth layer captures the scene', ja: 'Depthレイヤーがシーンを取り込む位置' },
  description: {
    en: 'In the default render order of a camera, the Depth layer follows World opaque. There the camera copies its depth and colour into uSceneDepthMap and uSceneColorMap. Skybox, World transparent, Immediate and UI are drawn later and are not in the copies; transparent materials read them.',
    ja: 'カメラの既定の描画順では、DepthレイヤーはWorld不透明の直後にあります。カメラはそこで深度と色をuSceneDepthMapとuSceneColorMapにコピーします。あとで描くSkybox、World半透明、Immediate、UIはコピーに入らず、半透明のマテリアルがコピーを読みます。',
  },
  draw(c) {
    const parts: string[] = [];
    const list = { x: 20, w: 440 };
    const rows = { y: 64, h: 40 };
    parts.push(
      c.text(list.x, 26, { en: 'Render order of one camera', ja: '1台のカメラの描画順' }, { size: 14, bold: true, ink: 'muted', maxWidth: list.w }),
      c.text(list.x, 46, '`app.scene.layers`', { size: 12.5, ink: 'muted', maxWidth: list.w }),
    );

    const rowY = (i: number) => rows.y + i * rows.h;
    ROWS.forEach((row, i) => {
      const y = rowY(i);
      const mid = y + rows.h / 2 + 5;
      if (row.state === 'grab') {
        parts.push(c.box(list.x, y + 3, list.w, rows.h - 6, 'accent'));
      } else if (row.state === 'reader') {
        parts.push(c.box(list.x, y + 3, list.w, rows.h - 6, 'blue'));
      } else if (i % 2 === 0) {
        parts.push(c.rect(list.x, y, list.w, rows.h, 'neutral', 4));
      }
      const ink = row.state === 'grab' ? 'accent' : row.state === 'reader' ? 'blue' : 'text';
      parts.push(c.text(list.x + 12, mid, String(i + 1), { size: 13, ink: 'muted', maxWidth: 20 }));
      parts.push(c.text(list.x + 38, mid, row.layer, { size: 14, bold: true, ink, maxWidth: 100 }));
      parts.push(c.text(list.x + 140, mid, row.kind, { size: 13, ink: 'muted', maxWidth: 92 }));
      const note: Record<Row['state'], Localized> = {
        captured: { en: 'in the copies', ja: 'コピーに入る' },
        grab: { en: 'copy depth and colour here', ja: 'ここで深度と色をコピー' },
        after: { en: 'not in the copies', ja: 'コピーに入らない' },
        reader: { en: 'read by materials here', ja: 'ここのマテリアルが読む' },
      };
      const noteInk = row.state === 'grab' ? 'accent' : row.state === 'reader' ? 'blue' : row.state === 'captured' ? 'green' : 'muted';
      parts.push(c.text(list.x + 240, mid, note[row.state], { size: 12.5, bold: row.state === 'grab', ink: noteInk, maxWidth: list.w - 250 }));
    });

    // The two textures the grab pass fills.
    const tex = { x: 520, w: 180, h: 58 };
    const depthY = rowY(0) + 2;
    const colorY = depthY + tex.h + 14;
    parts.push(c.card(tex.x, depthY, tex.w, tex.h, 'accent', { en: 'Depth map', ja: '深度マップ' }, ['`uSceneDepthMap`']));
    parts.push(c.card(tex.x, colorY, tex.w, tex.h, 'accent', { en: 'Colour map', ja: 'カラーマップ' }, ['`uSceneColorMap`']));
    const grabMid = rowY(1) + rows.h / 2;
    parts.push(c.arrow([[list.x + list.w + 2, grabMid], [490, grabMid], [490, depthY + tex.h / 2], [tex.x - 2, depthY + tex.h / 2]], 'accent', { width: 2 }));
    parts.push(c.arrow([[490, grabMid], [490, colorY + tex.h / 2], [tex.x - 2, colorY + tex.h / 2]], 'accent', { width: 2 }));

    // Readers: transparent materials drawn after the grab.
    const readMid = rowY(3) + rows.h / 2;
    parts.push(c.arrow([[tex.x + tex.w / 2, colorY + tex.h + 2], [tex.x + tex.w / 2, readMid], [list.x + list.w + 4, readMid]], 'blue', { width: 2, dashed: true }));

    const foot = rowY(ROWS.length) + 28;
    parts.push(
      c.lines(
        list.x,
        foot,
        [
          { en: 'Depth is off until something requests it: Depth Grabpass, Color Grabpass or Depth Softening.', ja: 'Depthは、Depth Grabpass、Color Grabpass、Depth Softeningのどれかが要求するまで無効' },
          { en: 'Move Depth in the render order to change what the copies contain.', ja: 'Depthを並べ替えると、コピーに入る範囲が変わる' },
        ],
        { size: 12.5, lineHeight: 19, ink: 'muted', maxWidth: 680 },
      ),
    );
    return parts.join('\n');
  },
});
