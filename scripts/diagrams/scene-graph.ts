/**
 * The scene graph: `app.root` and a tree of entities; world = parent world × local.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - `app.root` is an `Entity` (framework/app-base.js constructor), and `Entity extends GraphNode`
 *   (framework/entity.js).
 * - local transform = TRS(localPosition, localRotation, localScale); world = parent world × local, a node
 *   without a parent has world = local: scene/graph-node.js `_sync()` (`mulAffine2`), `getLocalTransform()`.
 * - getters and setters: scene/graph-node.js `getLocalPosition`, `setLocalPosition`, `getPosition`,
 *   `setPosition` (converts through the parent's inverse world transform), `setLocalEulerAngles`,
 *   `setEulerAngles`, `setLocalRotation`, `setRotation`, `setLocalScale`, `getScale`; there is no `setScale`.
 */
import { defineDiagram } from './lib';

interface TreeNode {
  name: string;
  depth: number;
  local?: string;
  world?: string;
}

const NODES: TreeNode[] = [
  { name: '`app.root`', depth: 0 },
  { name: 'Camera', depth: 1 },
  { name: 'Player', depth: 1, local: '(2, 0, 0)', world: '(2, 0, 0)' },
  { name: 'Body', depth: 2 },
  { name: 'Weapon', depth: 2, local: '(0, 1, 0.5)', world: '(2, 1, 0.5)' },
];

export default defineDiagram({
  name: 'scene-graph',
  width: 720,
  height: 520,
  title: { en: 'The scene graph and world transforms', ja: 'シーングラフとワールド変換' },
  description: {
    en: 'Entities form a tree under app.root. Each entity stores a local position, rotation and scale relative to its parent; its world transform is the parent’s world transform times its local transform.',
    ja: 'エンティティはapp.rootの下にツリーを作ります。各エンティティは親を基準にしたローカルの位置・回転・スケールを持ち、ワールド変換は親のワールド変換にローカル変換を掛けたものです。',
  },
  draw(c) {
    const parts: string[] = [];
    const tree = { x: 20, y: 44, indent: 32, w: 100, h: 34, step: 50 };
    parts.push(c.text(tree.x, 24, { en: 'Scene hierarchy', ja: 'シーンの階層' }, { size: 14, bold: true, ink: 'muted', maxWidth: 340 }));

    const positions = NODES.map((node, i) => ({ node, x: tree.x + node.depth * tree.indent, y: tree.y + i * tree.step }));
    // Tree lines: from each parent's left part down to each child's middle.
    positions.forEach(({ node, x, y }, i) => {
      const parent = positions.slice(0, i).reverse().find((p) => p.node.depth === node.depth - 1);
      if (!parent) return;
      const lineX = parent.x + 16;
      parts.push(c.arrow([[lineX, parent.y + tree.h], [lineX, y + tree.h / 2], [x, y + tree.h / 2]], 'neutral', { head: false, width: 1.4 }));
    });
    for (const { node, x, y } of positions) {
      parts.push(c.box(x, y, tree.w, tree.h, node.depth === 0 ? 'accent' : 'neutral', { radius: 6 }));
      parts.push(c.text(x + tree.w / 2, y + 22, node.name, { size: 14, anchor: 'middle', bold: node.depth !== 0, maxWidth: tree.w - 12 }));
      const noteX = x + tree.w + 12;
      if (node.local) {
        parts.push(c.text(noteX, y + 14, { en: `local ${node.local}`, ja: `ローカル${node.local}` }, { size: 12.5, ink: 'muted', maxWidth: 360 - noteX }));
      }
      if (node.world) {
        parts.push(c.text(noteX, y + 31, { en: `world ${node.world}`, ja: `ワールド${node.world}` }, { size: 12.5, ink: 'accent', bold: true, maxWidth: 360 - noteX }));
      }
    }

    // How the world transform is computed.
    const card = { x: 380, y: 44, w: 320, h: 234 };
    parts.push(c.box(card.x, card.y, card.w, card.h, 'accent'));
    parts.push(c.text(card.x + 14, card.y + 24, { en: 'World transform', ja: 'ワールド変換' }, { size: 15, bold: true, ink: 'accent', maxWidth: card.w - 28 }));
    parts.push(
      c.text(card.x + card.w / 2, card.y + 58, { en: 'world = parent’s world × local', ja: 'ワールド＝親のワールド×ローカル' }, { size: 15, bold: true, anchor: 'middle', maxWidth: card.w - 28 }),
    );
    parts.push(
      c.lines(
        card.x + 14,
        card.y + 90,
        [
          { en: 'local = position, rotation and scale', ja: 'ローカル＝親を基準にした' },
          { en: 'relative to the parent', ja: '位置・回転・スケール' },
          { en: '`app.root` has no parent: world = local', ja: '親のない`app.root`はワールド＝ローカル' },
        ],
        { lineHeight: 19, maxWidth: card.w - 28 },
      ),
    );
    parts.push(
      c.lines(
        card.x + 14,
        card.y + 164,
        [
          { en: 'Example (no rotation, scale 1):', ja: '例（回転なし、スケール1）：' },
          { en: 'Weapon: (2, 0, 0) + (0, 1, 0.5) = (2, 1, 0.5)', ja: 'Weapon：(2, 0, 0) + (0, 1, 0.5) = (2, 1, 0.5)' },
          { en: 'Moving Player moves Weapon with it.', ja: 'Playerを動かすとWeaponも一緒に動く' },
        ],
        { lineHeight: 19, maxWidth: card.w - 28, ink: 'muted' },
      ),
    );

    // Local and world getters and setters.
    const table = { x: 20, y: 304, w: 680, head: 34, row: 50 };
    const cols = [
      { x: table.x, w: 110 },
      { x: table.x + 110, w: 285 },
      { x: table.x + 395, w: 285 },
    ] as const;
    const rows: Array<{ label: { en: string; ja: string }; local: string[]; world: string[] }> = [
      { label: { en: 'Position', ja: '位置' }, local: ['`setLocalPosition()`', '`getLocalPosition()`'], world: ['`setPosition()`', '`getPosition()`'] },
      { label: { en: 'Rotation', ja: '回転' }, local: ['`setLocalEulerAngles()`', '`getLocalRotation()`'], world: ['`setEulerAngles()`', '`getRotation()`'] },
      { label: { en: 'Scale', ja: 'スケール' }, local: ['`setLocalScale()`', '`getLocalScale()`'], world: ['`getScale()`', 'read-only'] },
    ];
    const tableH = table.head + rows.length * table.row;
    parts.push(c.box(table.x, table.y, table.w, tableH, 'plain', { radius: 6 }));
    parts.push(c.rect(table.x + 1, table.y + 1, table.w - 2, table.head - 1, 'neutral', 5));
    parts.push(
      c.text(cols[1].x + 12, table.y + 22, { en: 'Local: relative to the parent', ja: 'ローカル：親が基準' }, { size: 13.5, bold: true, maxWidth: cols[1].w - 24 }),
      c.text(cols[2].x + 12, table.y + 22, { en: 'World: relative to the scene', ja: 'ワールド：シーンが基準' }, { size: 13.5, bold: true, maxWidth: cols[2].w - 24 }),
    );
    rows.forEach((row, i) => {
      const y = table.y + table.head + i * table.row;
      parts.push(c.arrow([[table.x, y], [table.x + table.w, y]], 'neutral', { head: false, width: 1 }));
      parts.push(c.text(cols[0].x + 12, y + 30, row.label, { size: 13.5, bold: true, maxWidth: cols[0].w - 24 }));
      for (const [col, cells] of [
        [cols[1], row.local],
        [cols[2], row.world],
      ] as const) {
        const localized = cells.map((cell) =>
          cell === 'read-only'
            ? { en: 'read-only: there is no `setScale()`', ja: '読み取り専用（`setScale()`はない）' }
            : { en: cell, ja: cell.replace(' (quaternion)', '（クォータニオン）') },
        );
        parts.push(c.lines(col.x + 12, y + 21, localized, { size: 12.5, lineHeight: 18, maxWidth: col.w - 24 }));
      }
    });
    for (const col of [cols[1], cols[2]]) {
      parts.push(c.arrow([[col.x, table.y], [col.x, table.y + tableH]], 'neutral', { head: false, width: 1 }));
    }
    parts.push(
      c.text(
        table.x,
        table.y + tableH + 24,
        { en: 'You set local values; world setters convert through the parent, and world values are cached.', ja: '設定されるのはローカル値です。ワールドのsetterも親を基準に変換し、ワールド値はキャッシュされます' },
        { size: 12.5, ink: 'muted', maxWidth: table.w },
      ),
    );
    return parts.join('\n');
  },
});
