/**
 * Where the Gaussian splats of a layer are drawn within one camera's frame, and how they are sorted.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - one GSplatManager per camera and layer, holding every placement of the layer:
 *   scene/gsplat-unified/gsplat-director.js (`camerasMap`, `GSplatLayerData`).
 * - the splats are one instanced mesh instance, added to the layer like a mesh: gsplat-quad-renderer.js and
 *   gsplat-hybrid-renderer.js `layer.addMeshInstances([meshInstance], true)`; its material blends premultiplied
 *   (`BLEND_PREMULTIPLIED`, so it is transparent), `depthWrite = false`; default drawBucket 127
 *   (scene/mesh-instance.js `_drawBucket = 127`).
 * - transparent sublayers sort SORTMODE_BACK2FRONT: key = drawBucket * 1e9 + distance along the view direction
 *   of the AABB centre, descending: scene/layer.js `_calculateSortDistances`, `sortBackToFront`.
 * - sorting: GSPLAT_RENDERER_AUTO resolves to RASTER_GPU_SORT on WebGPU and RASTER_CPU_SORT otherwise
 *   (gsplat-params.js `_resolveRenderer`); the CPU sorter runs in a Web Worker and its result is applied in a
 *   later frame (gsplat-unified-sorter.js `onSorted`, `applyPendingSorted`).
 * - the sort key: distance along the camera forward, or from the camera position with `radialSorting`
 *   (gsplat-manager.js `sortCpu`, gsplat-unified-sort-worker.js).
 */
import { defineDiagram, type Localized } from './lib';

export default defineDiagram({
  name: 'gsplat-draw-order',
  width: 720,
  height: 420,
  title: { en: 'Where splats are drawn in a frame', ja: 'フレームの中でスプラットが描かれる位置' },
  description: {
    en: 'For one camera, the sublayers are drawn in order: World opaque, Skybox, World transparent, UI. All splats of the World layer are one draw in the transparent sublayer, sorted against other transparent draws by drawBucket (higher first) and then by distance (farther first). Inside that draw, every splat is sorted back to front: on the CPU in a Web Worker on WebGL, on the GPU every frame on WebGPU. The splats test against depth but do not write it.',
    ja: '1台のカメラは、World不透明、Skybox、World半透明、UIの順にサブレイヤーを描きます。Worldレイヤーのスプラットはすべて、半透明サブレイヤーの1回の描画になります。ほかの半透明の描画とは、drawBucketの大きい順、同じならカメラから遠い順に並びます。その描画の中では、全スプラットを奥から手前へ並べ替えます。WebGLではWeb WorkerのCPUで、WebGPUでは毎フレームGPUで並べ替えます。スプラットは深度テストを行いますが、深度は書き込みません。',
  },
  draw(c) {
    const parts: string[] = [];
    const left = { x: 20, w: 330 };
    const right = { x: 400, w: 300 };

    parts.push(c.text(left.x, 24, { en: 'One camera, sublayers in order', ja: '1台のカメラ（サブレイヤーの順）' }, { size: 14, bold: true, ink: 'muted', maxWidth: left.w }));
    parts.push(c.text(right.x, 24, { en: 'Inside the splat draw', ja: 'スプラットの描画の中' }, { size: 14, bold: true, ink: 'muted', maxWidth: right.w }));

    // The sublayers of one camera.
    const rowGap = 14;
    let y = 40;
    const simpleRow = (title: Localized, note: Localized | null) => {
      const h = note ? 52 : 34;
      parts.push(c.box(left.x, y, left.w, h, 'neutral'));
      parts.push(c.text(left.x + 14, y + 22, title, { size: 14, bold: true, maxWidth: left.w - 28 }));
      if (note) parts.push(c.text(left.x + 14, y + 42, note, { size: 12.5, ink: 'muted', maxWidth: left.w - 28 }));
      y += h;
      parts.push(c.arrow([[left.x + 40, y + 1], [left.x + 40, y + rowGap - 1]], 'neutral'));
      y += rowGap;
    };
    simpleRow({ en: 'World, opaque', ja: 'World（不透明）' }, { en: 'meshes; they write depth', ja: 'メッシュ。深度を書き込む' });
    simpleRow({ en: 'Skybox', ja: 'Skybox' }, null);

    // World transparent: the queue sorted by bucket, then distance.
    const queue = { y, h: 172 };
    parts.push(c.box(left.x, queue.y, left.w, queue.h, 'neutral'));
    parts.push(c.text(left.x + 14, queue.y + 22, { en: 'World, transparent', ja: 'World（半透明）' }, { size: 14, bold: true, maxWidth: left.w - 28 }));
    const chip = { x: left.x + 14, w: left.w - 28, h: 30 };
    const chips: Array<{ tone: 'plain' | 'accent'; label: Localized }> = [
      { tone: 'plain', label: { en: 'glass, `drawBucket` 200', ja: 'ガラス（`drawBucket` 200）' } },
      { tone: 'accent', label: { en: 'all splats of World, bucket 127', ja: 'Worldの全スプラット（127）' } },
      { tone: 'plain', label: { en: 'glass, `drawBucket` 100', ja: 'ガラス（`drawBucket` 100）' } },
    ];
    const splatChip = { y: 0 };
    chips.forEach((item, i) => {
      const cy = queue.y + 34 + i * (chip.h + 8);
      if (item.tone === 'accent') splatChip.y = cy;
      parts.push(c.box(chip.x, cy, chip.w, chip.h, item.tone, { radius: 6, strokeWidth: 1.2 }));
      parts.push(c.text(chip.x + 12, cy + 20, item.label, { size: 12.5, bold: item.tone === 'accent', ink: item.tone === 'accent' ? 'accent' : 'text', maxWidth: chip.w - 24 }));
    });
    parts.push(
      c.lines(
        left.x + 14,
        queue.y + 160,
        [
          { en: 'higher bucket first; same bucket: farther first', ja: 'bucketの大きい順、同じなら遠い順' },
        ],
        { size: 12, ink: 'muted', maxWidth: left.w - 28 },
      ),
    );
    y = queue.y + queue.h;
    parts.push(c.arrow([[left.x + 40, y + 1], [left.x + 40, y + rowGap - 1]], 'neutral'));
    y += rowGap;
    parts.push(c.box(left.x, y, left.w, 34, 'neutral'));
    parts.push(c.text(left.x + 14, y + 22, { en: 'UI', ja: 'UI' }, { size: 14, bold: true, maxWidth: left.w - 28 }));

    // The splat draw, expanded.
    const card = { y: 40, h: 96 };
    parts.push(
      c.card(right.x, card.y, right.w, card.h, 'accent', { en: 'One draw per camera and layer', ja: 'カメラとレイヤーごとに1回の描画' }, [
        { en: 'every Gaussian Splat component', ja: 'このレイヤーのGaussian Splat' },
        { en: 'on the layer, as one list of splats,', ja: 'コンポーネントの全スプラットを' },
        { en: 'sorted back to front', ja: '1つのリストで奥から手前へ並べる' },
      ]),
    );
    parts.push(c.arrow([[chip.x + chip.w + 2, splatChip.y + chip.h / 2], [right.x - 20, splatChip.y + chip.h / 2], [right.x - 20, card.y + 48], [right.x - 2, card.y + 48]], 'accent'));

    const sortY = card.y + card.h + 14;
    parts.push(
      c.card(right.x, sortY, right.w, 76, 'blue', { en: 'WebGL: sorted on the CPU', ja: 'WebGL：CPUで並べ替え' }, [
        { en: 'in a Web Worker; the result is used', ja: 'Web Workerで行い、結果は' },
        { en: 'one frame or more later', ja: '1フレーム以上後に使われる' },
      ]),
    );
    const gpuY = sortY + 76 + 12;
    parts.push(
      c.card(right.x, gpuY, right.w, 57, 'green', { en: 'WebGPU: sorted on the GPU', ja: 'WebGPU：GPUで並べ替え' }, [
        { en: 'every frame, before the draw', ja: '毎フレーム、描画の直前に行う' },
      ]),
    );
    const keyY = gpuY + 57 + 14;
    parts.push(
      c.card(right.x, keyY, right.w, 95, 'neutral', { en: 'Sort key: `radialSorting`', ja: '並べ替えの基準：`radialSorting`' }, [
        { en: '`false`: distance along the view direction', ja: '`false`：視線方向に沿った距離' },
        { en: '`true`: distance from the camera', ja: '`true`：カメラからの距離' },
        { en: 'Depth test on, depth write off', ja: '深度テストあり、深度の書き込みなし' },
      ]),
    );
    return parts.join('\n');
  },
});
