/**
 * How the nodes of an imported model become the entities of its template (Import Hierarchy).
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/), the same mapping the template follows:
 * - one entity per glTF node, with the node's name and local position, rotation and scale, under the entity of its
 *   parent: framework/parsers/glb-container-resource.js `instantiateRenderEntity()` (`cloneHierarchy`:
 *   `node._cloneInternal(entity)`, `entity.addChild(childClone)`).
 * - a node with a mesh gets a Render component assigned that mesh's render asset; a node without one gets no
 *   component: same function (`addComponent("render", …)` and `assignAsset(renderAsset)` only when `attachedMi`).
 * Editor: the import setting that produces the template: src/editor/inspector/settings-panels/asset-import.ts.
 */
import { defineDiagram } from './lib';

interface Row {
  name: string;
  mesh?: string;
}

const ROWS: Row[] = [{ name: 'Cart' }, { name: 'Body', mesh: 'BodyMesh' }, { name: 'WheelLeft', mesh: 'WheelMesh' }, { name: 'WheelRight', mesh: 'WheelMesh' }];

export default defineDiagram({
  name: 'import-hierarchy',
  width: 720,
  height: 330,
  title: { en: 'Model nodes and template entities', ja: 'モデルのノードとテンプレートのエンティティ' },
  description: {
    en: 'Each node of the model file becomes one entity of the template, with the same name, parent and local transform. Nodes that carry a mesh get a Render component whose asset is the render asset of that mesh; nodes without a mesh become empty entities.',
    ja: 'モデルのファイルのノードは、それぞれテンプレートのエンティティ1つになり、名前、親、ローカルの変換を引き継ぎます。メッシュを持つノードには、そのメッシュのレンダーアセットを使うRenderコンポーネントが付きます。メッシュのないノードは、コンポーネントのないエンティティになります。',
  },
  draw(c) {
    const parts: string[] = [];
    const left = { x: 20, w: 280, indent: 30 };
    const right = { x: 410, w: 290, inset: 18 };
    const row = { y: 58, h: 40, step: 56 };
    const rowY = (i: number) => row.y + i * row.step;
    parts.push(
      c.text(left.x, 30, { en: 'Nodes in the model file', ja: 'モデルのファイルのノード' }, { size: 15, bold: true, maxWidth: left.w }),
      c.text(right.x, 30, { en: 'Entities in the template', ja: 'テンプレートのエンティティ' }, { size: 15, bold: true, ink: 'blue', maxWidth: right.w }),
    );

    // The template: the root entity contains its children.
    const last = rowY(ROWS.length - 1) + row.h;
    parts.push(c.box(right.x, rowY(0), right.w, last + 14 - rowY(0), 'blue'));

    ROWS.forEach((node, i) => {
      const y = rowY(i);
      const mid = y + row.h / 2;
      const isRoot = i === 0;
      // Model node.
      const nodeX = isRoot ? left.x : left.x + left.indent;
      const nodeW = left.x + left.w - nodeX;
      if (!isRoot) {
        parts.push(c.arrow([[left.x + 14, rowY(0) + row.h], [left.x + 14, mid], [nodeX, mid]], 'neutral', { head: false, width: 1.3 }));
      }
      parts.push(c.box(nodeX, y, nodeW, row.h, 'neutral'));
      parts.push(c.text(nodeX + 12, mid + 5, node.name, { size: 14, bold: true, maxWidth: 100 }));
      if (node.mesh) {
        parts.push(
          c.text(left.x + left.w - 12, mid + 5, { en: `mesh: \`${node.mesh}\``, ja: `メッシュ：\`${node.mesh}\`` }, { size: 12, anchor: 'end', ink: 'muted', maxWidth: nodeW - 116 }),
        );
      }

      // Template entity.
      const entityX = isRoot ? right.x : right.x + right.inset;
      const entityW = isRoot ? right.w : right.w - 2 * right.inset;
      if (!isRoot) parts.push(c.box(entityX, y, entityW, row.h, 'plain'));
      parts.push(c.text(entityX + 12, mid + 5, node.name, { size: 14, bold: true, maxWidth: 100 }));
      parts.push(
        c.text(
          entityX + entityW - 12,
          mid + 5,
          node.mesh ? { en: 'Render component', ja: 'Renderコンポーネント' } : { en: 'no components', ja: 'コンポーネントなし' },
          { size: 12, anchor: 'end', ink: node.mesh ? 'blue' : 'muted', maxWidth: entityW - 124 },
        ),
      );

      parts.push(c.arrow([[left.x + left.w + 2, mid], [entityX - 3, mid]], 'blue', { width: 1.6 }));
    });

    parts.push(
      c.text((left.x + left.w + right.x) / 2, last + 46, { en: 'same name, parent and local transform', ja: '名前・親・ローカルの変換を引き継ぐ' }, { size: 12.5, anchor: 'middle', ink: 'blue', maxWidth: 400 }),
    );
    return parts.join('\n');
  },
});
