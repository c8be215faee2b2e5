/**
 * The six faces of a cubemap: where the Inspector's FACES panel shows them, and their order in the engine.
 * Editor sources (playcanvas/editor):
 * - the FACES panel lays the faces out as an unfolded cube, Top above Front, then Left, Front, Right, Back,
 *   then Bottom below Front: sass/editor/_editor-asset-cubemap-inspector.scss (`order`, `margin-left: 25%`).
 * - face order right 0, left 1, top 2, bottom 3, front 4, back 5, stored in `data.textures`:
 *   src/editor/inspector/assets/cubemap-face.ts (`FACE_SORT`, `data.textures.${face}`).
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/): the face index is the cube face +X, −X, +Y, −Y, +Z, −Z
 * (platform/graphics/texture.js `_levels[face]`, framework/handlers/cubemap.js `data.textures`).
 */
import { defineDiagram, type Localized } from './lib';

interface Face {
  name: string;
  index: number;
  axis: string;
  /** Column and row in the unfolded cube. */
  col: number;
  row: number;
}

const FACES: Face[] = [
  { name: 'Right', index: 0, axis: '+X', col: 2, row: 1 },
  { name: 'Left', index: 1, axis: '-X', col: 0, row: 1 },
  { name: 'Top', index: 2, axis: '+Y', col: 1, row: 0 },
  { name: 'Bottom', index: 3, axis: '-Y', col: 1, row: 2 },
  { name: 'Front', index: 4, axis: '+Z', col: 1, row: 1 },
  { name: 'Back', index: 5, axis: '-Z', col: 3, row: 1 },
];

export default defineDiagram({
  name: 'cubemap-faces',
  width: 720,
  height: 446,
  title: { en: 'The six faces of a cubemap', ja: 'キューブマップの6面の並び' },
  description: {
    en: "An unfolded cube in the layout of the FACES panel: Top in the top row; Left, Front, Right and Back in the middle row; Bottom in the bottom row. The numbers give the engine's face order: 0 is +X (Right), 1 is -X (Left), 2 is +Y (Top), 3 is -Y (Bottom), 4 is +Z (Front) and 5 is -Z (Back).",
    ja: 'FACESパネルの並びで展開した立方体です。上段がTop、中段が左からLeft、Front、Right、Back、下段がBottomです。番号はエンジン内の面の順番で、0が+X（Right）、1が-X（Left）、2が+Y（Top）、3が-Y（Bottom）、4が+Z（Front）、5が-Z（Back）です。',
  },
  draw(c) {
    const parts: string[] = [];
    const net = { x: 20, y: 44, size: 110 };
    parts.push(
      c.text(net.x, 24, { en: 'Layout of the FACES panel (an unfolded cube)', ja: 'FACESパネルの並び（立方体を展開した形）' }, { size: 14, bold: true, ink: 'muted', maxWidth: 4 * net.size }),
    );
    for (const face of FACES) {
      const x = net.x + face.col * net.size;
      const y = net.y + face.row * net.size;
      parts.push(c.box(x, y, net.size, net.size, 'blue', { radius: 0 }));
      parts.push(c.text(x + net.size / 2, y + net.size / 2 - 4, face.name, { size: 16, bold: true, anchor: 'middle', maxWidth: net.size - 12 }));
      parts.push(c.text(x + net.size / 2, y + net.size / 2 + 20, `\`${face.index} ${face.axis}\``, { size: 13, anchor: 'middle', ink: 'blue', maxWidth: net.size - 12 }));
    }

    // The engine's order.
    const list = { x: 492, w: 208 };
    parts.push(c.text(list.x, 24, { en: 'Order in the engine', ja: 'エンジンでの順番' }, { size: 14, bold: true, ink: 'muted', maxWidth: list.w }));
    FACES.forEach((face, i) => {
      const y = net.y + 24 + i * 28;
      if (i % 2 === 0) parts.push(c.rect(list.x - 8, y - 18, list.w + 8, 28, 'neutral', 4));
      parts.push(c.text(list.x, y, `\`${face.index} ${face.axis}\``, { size: 13, maxWidth: 44 }));
      parts.push(c.text(list.x + 56, y, face.name, { size: 13, bold: true, maxWidth: list.w - 56 }));
    });
    parts.push(
      c.text(list.x, net.y + 24 + FACES.length * 28 + 8, { en: '`data.textures` uses this order.', ja: '`data.textures`もこの順です。' }, { size: 12, ink: 'muted', maxWidth: list.w }),
    );

    const notes: Localized[] = [
      { en: 'Face names are the Inspector’s labels. The number and axis give', ja: '面の名前はInspectorの表記です。数字と軸は、' },
      { en: 'the face’s index and direction in the engine.', ja: 'エンジンが面を並べる順番と向きを表します。' },
    ];
    parts.push(c.lines(net.x, net.y + 3 * net.size + 32, notes, { size: 12.5, ink: 'muted', lineHeight: 19, maxWidth: 680 }));
    return parts.join('\n');
  },
});
