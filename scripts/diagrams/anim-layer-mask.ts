/**
 * A layer mask: the UpperBody layer only moves Spine and the nodes below it; every other node keeps the base
 * layer's animation. The hierarchy is an example.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - `AnimComponentLayer.mask` takes paths with `children: true` to include a node's descendants:
 *   framework/components/anim/component-layer.js `set mask`, framework/anim/controller/anim-controller.js
 *   `assignMask`, framework/anim/evaluator/anim-evaluator.js `assignMask`, framework/components/anim/component-binder.js.
 * - layers are evaluated in order, each layer's values blended over those of the layers before it only for the
 *   targets its mask admits: framework/anim/evaluator/anim-target-value.js (`mask[index]`, `setMask`).
 * Example: examples/user-manual/animation/anim-layer-masking/upper-body-mask.mjs.
 */
import { defineDiagram } from './lib';

const NODES: Array<{ name: string; depth: number; upper: boolean }> = [
  { name: 'Robot', depth: 0, upper: false },
  { name: 'Hips', depth: 1, upper: false },
  { name: 'Spine', depth: 2, upper: true },
  { name: 'Head', depth: 3, upper: true },
  { name: 'Arm.L', depth: 3, upper: true },
  { name: 'Arm.R', depth: 3, upper: true },
  { name: 'Leg.L', depth: 2, upper: false },
  { name: 'Leg.R', depth: 2, upper: false },
];

export default defineDiagram({
  name: 'anim-layer-mask',
  width: 720,
  height: 326,
  title: { en: 'A layer mask that limits the UpperBody layer to Spine and below', ja: 'UpperBodyレイヤーをSpine以下に限定するマスク' },
  description: {
    en: 'The base layer plays Walk on the whole hierarchy. The UpperBody layer plays Wave, and its mask holds Spine and everything below it (Head, Arm.L, Arm.R), so those nodes follow Wave while Robot, Hips and the legs keep the base layer’s Walk.',
    ja: 'ベースレイヤーは階層全体でWalkを再生します。UpperBodyレイヤーはWaveを再生し、そのマスクはSpineとその下（Head、Arm.L、Arm.R）だけを含むため、これらのノードはWaveで動き、Robot、Hips、脚はベースレイヤーのWalkのまま動きます。',
  },
  draw(c) {
    const parts: string[] = [];
    const tree = { x: 40, indent: 26 };
    const chip = { x: 330, w: 200, h: 24 };
    const row = { y: 54, h: 32 };
    const rowMid = (i: number) => row.y + i * row.h + row.h / 2;

    parts.push(
      c.text(tree.x - 10, 30, { en: 'Node', ja: 'ノード' }, { size: 13, bold: true, ink: 'muted', maxWidth: 200 }),
      c.text(chip.x, 30, { en: 'Layer that moves it', ja: '動かすレイヤー' }, { size: 13, bold: true, ink: 'muted', maxWidth: 300 }),
      c.arrow([[20, 44], [700, 44]], 'plain', { head: false, width: 1 }),
    );

    // The mask: Spine and everything below it.
    const first = NODES.findIndex((node) => node.upper);
    const count = NODES.filter((node) => node.upper).length;
    const band = { x: 20, y: row.y + first * row.h - 2, w: 680, h: count * row.h + 4 };
    parts.push(c.box(band.x, band.y, band.w, band.h, 'blue', { dashed: true, radius: 6, strokeWidth: 1.2 }));
    parts.push(
      c.text(band.x + band.w - 14, band.y + band.h / 2 + 5, { en: 'UpperBody mask', ja: 'UpperBodyのマスク' }, { size: 13, bold: true, anchor: 'end', ink: 'blue', maxWidth: band.x + band.w - 14 - (chip.x + chip.w) - 16 }),
    );

    NODES.forEach((node, i) => {
      const y = rowMid(i);
      const x = tree.x + node.depth * tree.indent;
      // Tree line from the parent.
      const parent = NODES.slice(0, i).map((n, j) => ({ n, j })).reverse().find(({ n }) => n.depth === node.depth - 1);
      if (parent) {
        const lineX = tree.x + parent.n.depth * tree.indent + 6;
        parts.push(c.arrow([[lineX, rowMid(parent.j) + 9], [lineX, y], [x - 5, y]], 'neutral', { head: false, width: 1.2 }));
      }
      parts.push(c.text(x, y + 5, node.name, { size: 14, maxWidth: chip.x - x - 16 }));
      // The layer that moves the node.
      const tone = node.upper ? 'blue' : 'neutral';
      parts.push(c.box(chip.x, y - chip.h / 2, chip.w, chip.h, tone, { radius: chip.h / 2, strokeWidth: 1.2 }));
      parts.push(
        c.text(
          chip.x + chip.w / 2,
          y + 4.5,
          node.upper ? { en: 'Wave (UpperBody)', ja: 'Wave（UpperBody）' } : { en: 'Walk (base layer)', ja: 'Walk（ベースレイヤー）' },
          { size: 12.5, anchor: 'middle', ink: node.upper ? 'blue' : 'text', bold: node.upper, maxWidth: chip.w - 16 },
        ),
      );
    });
    return parts.join('\n');
  },
});
