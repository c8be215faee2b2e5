/**
 * Three ways to draw many objects with few draw calls, compared.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - batching merges the meshes of a batch group into one mesh on the CPU: scene/batching/batch-manager.js
 *   `prepare()`, `create()` (static batches pre-transform vertices; rebuilds via `markGroupDirty()`).
 * - hardware instancing draws one mesh with a per-instance vertex buffer: scene/mesh-instance.js `setInstancing()`,
 *   `instancingCount`; platform/graphics/vertex-format.js `getDefaultInstancingFormat()`.
 * - indirect drawing reads the draw arguments from a GPU buffer written by a compute shader, WebGPU only:
 *   scene/mesh-instance.js `setIndirect()`; platform/graphics/webgpu/webgpu-graphics-device.js
 *   `supportsIndirectDraw`, `getIndirectDrawSlot()`, `indirectDrawBuffer`.
 */
import { defineDiagram, type Ink, type Localized, type Tone } from './lib';

interface Column {
  title: Localized;
  /** A tone that is also a text colour: the column's title and middle box share it. */
  tone: Tone & Ink;
  inputs: Localized[];
  middle: Localized;
  draw: Localized;
  notes: Localized[];
}

const COLUMNS: Column[] = [
  {
    title: { en: 'Batching', ja: 'バッチ処理' },
    tone: 'green',
    inputs: [{ en: 'A', ja: 'A' }, { en: 'B', ja: 'B' }, { en: 'C', ja: 'C' }],
    middle: { en: 'CPU merges the meshes', ja: 'CPUがメッシュを結合' },
    draw: { en: '1 draw call', ja: 'ドローコール1回' },
    notes: [
      { en: 'Different shapes can merge', ja: '形の違うメッシュも結合できる' },
      { en: 'Rebuilds cost CPU time', ja: '作り直しはCPUの仕事' },
    ],
  },
  {
    title: { en: 'Hardware instancing', ja: 'ハードウェアインスタンシング' },
    tone: 'blue',
    inputs: [{ en: 'Mesh', ja: 'メッシュ' }, { en: 'N matrices', ja: '行列×N' }],
    middle: { en: '`setInstancing()`', ja: '`setInstancing()`' },
    draw: { en: '1 draw call, N copies', ja: '1回でN個を描く' },
    notes: [
      { en: 'One mesh and one material', ja: '同じメッシュとマテリアルのみ' },
      { en: 'CPU work of one draw call', ja: 'CPUの仕事は1回分' },
    ],
  },
  {
    title: { en: 'Indirect drawing', ja: '間接描画' },
    tone: 'accent',
    inputs: [{ en: 'Compute shader', ja: 'コンピュートシェーダー' }],
    middle: { en: 'GPU argument buffer', ja: 'GPU上の引数バッファー' },
    draw: { en: 'GPU reads it and draws', ja: 'GPUが読んで描く' },
    notes: [
      { en: 'WebGPU only', ja: 'WebGPUのみ' },
      { en: 'The GPU decides the count', ja: '描く数をGPUが決める' },
    ],
  },
];

export default defineDiagram({
  name: 'draw-call-techniques',
  width: 720,
  height: 330,
  title: { en: 'Batching, instancing and indirect drawing', ja: 'バッチ処理・インスタンシング・間接描画' },
  description: {
    en: 'Batching merges several meshes into one on the CPU and draws it with one call. Hardware instancing draws one mesh with a buffer of per-instance matrices in one call. Indirect drawing lets a compute shader write the draw arguments into a GPU buffer that the GPU reads when it draws.',
    ja: 'バッチ処理はCPUで複数のメッシュを1つに結合し、1回で描きます。ハードウェアインスタンシングは1つのメッシュとインスタンスごとの行列のバッファーを1回で描きます。間接描画では、コンピュートシェーダーがGPU上のバッファーに引数を書き、GPUがそれを読んで描きます。',
  },
  draw(c) {
    const parts: string[] = [];
    const col = { w: 220, gap: 20, x0: 10 };
    const rows = { input: 50, middle: 128, draw: 200, h: 40, notes: 272 };
    COLUMNS.forEach((column, i) => {
      const x = col.x0 + i * (col.w + col.gap);
      const inner = col.w - 24;
      const mid = x + col.w / 2;
      parts.push(c.text(mid, 30, column.title, { size: 14, bold: true, anchor: 'middle', ink: column.tone, maxWidth: col.w }));

      // Inputs: equal boxes side by side, arrows converging on the middle box.
      const count = column.inputs.length;
      const gap = 10;
      const w = (inner - gap * (count - 1)) / count;
      column.inputs.forEach((input, j) => {
        const bx = x + 12 + j * (w + gap);
        parts.push(c.box(bx, rows.input, w, rows.h, 'neutral'));
        parts.push(c.text(bx + w / 2, rows.input + 25, input, { size: 13, anchor: 'middle', maxWidth: w - 10 }));
        parts.push(c.arrow([[bx + w / 2, rows.input + rows.h + 1], [mid + (bx + w / 2 - mid) * 0.35, rows.middle - 3]], 'neutral'));
      });

      parts.push(c.box(x + 12, rows.middle, inner, rows.h, column.tone));
      parts.push(c.text(mid, rows.middle + 25, column.middle, { size: 13, bold: true, anchor: 'middle', ink: column.tone, maxWidth: inner - 12 }));
      parts.push(c.arrow([[mid, rows.middle + rows.h + 1], [mid, rows.draw - 3]], column.tone, { width: 2 }));
      parts.push(c.box(x + 12, rows.draw, inner, rows.h, 'plain'));
      parts.push(c.text(mid, rows.draw + 25, column.draw, { size: 13, bold: true, anchor: 'middle', maxWidth: inner - 12 }));
      parts.push(c.lines(x + 12, rows.notes, column.notes.map((note) => ({ en: `• ${note.en}`, ja: `・${note.ja}` })), { size: 12.5, lineHeight: 20, ink: 'muted', maxWidth: inner }));
    });
    return parts.join('\n');
  },
});
