/**
 * One material graph, several materials: each material adds its own parameter values and render states, and all
 * of them share the graph's shader program. The colours and names are an example of our own.
 * Sources (playcanvas/developer.playcanvas.com):
 * - docs/shader-editor/overview/materials.md (1e6e6de6): materials combine a material graph, parameter values and
 *   render states; variations of one graph share the same shader program; the example varies Vec3 parameters.
 * - docs/shader-editor/window-layout/inspector-pane/material-inspector.md (2d7d68e0): the Render States and
 *   Parameters sections (Blend Mode, Cull Mode, Depth Test, Depth Write…).
 * - docs/shader-editor/overview/graphs/material-graphs.md (17a4428d): the material node and its albedo port.
 */
import { defineDiagram, type Localized } from './lib';

const GRAPH = { x: 20, y: 56, w: 310, h: 190 };
const MAT = { x: 420, w: 300, h: 84, gap: 14, y: 20 };

export default defineDiagram({
  name: 'shader-editor-materials',
  width: 740,
  height: 320,
  title: { en: 'One material graph, several materials', ja: '1つのマテリアルグラフから複数のマテリアルへ' },
  description: {
    en: 'A material graph connects a Vec3 parameter node to the albedo port of the Material node. Three materials made from it, white, teal and ochre, each set their own value for the parameter and their own render states, and all three use the graph’s one shader program.',
    ja: 'マテリアルグラフでは、Vec3パラメーターノードがマテリアルノードのalbedoポートにつながっています。このグラフから作った白・青緑・黄土色の3つのマテリアルは、パラメーターの値とレンダーステートをそれぞれ持ち、グラフの1つのシェーダープログラムを共有します。',
  },
  draw(c) {
    const parts: string[] = [];

    // The graph, with two nodes inside.
    parts.push(c.box(GRAPH.x, GRAPH.y, GRAPH.w, GRAPH.h, 'accent'));
    parts.push(c.text(GRAPH.x + 14, GRAPH.y + 26, { en: 'Material graph “tile”', ja: 'マテリアルグラフ「tile」' }, { size: 15, bold: true, ink: 'accent', maxWidth: GRAPH.w - 28 }));
    const node = (x: number, y: number, w: number, title: Localized, port: string) =>
      [
        c.box(x, y, w, 58, 'plain', { radius: 6, strokeWidth: 1.2 }),
        c.text(x + 10, y + 22, title, { size: 13, bold: true, maxWidth: w - 20 }),
        c.text(x + 10, y + 44, port, { size: 12, ink: 'muted', maxWidth: w - 20 }),
      ].join('');
    const paramNode = { x: GRAPH.x + 14, y: GRAPH.y + 50, w: 140 };
    const materialNode = { x: GRAPH.x + 164, y: GRAPH.y + 112, w: 134 };
    parts.push(node(paramNode.x, paramNode.y, paramNode.w, { en: 'Vec3 parameter', ja: 'Vec3パラメーター' }, '`glaze` ●'));
    parts.push(node(materialNode.x, materialNode.y, materialNode.w, { en: 'Material node', ja: 'マテリアルノード' }, '● `albedo`'));
    parts.push(
      c.arrow(
        [
          [paramNode.x + paramNode.w, paramNode.y + 40],
          [paramNode.x + paramNode.w + 8, paramNode.y + 40],
          [paramNode.x + paramNode.w + 8, materialNode.y + 40],
          [materialNode.x, materialNode.y + 40],
        ],
        'neutral',
        { width: 1.5, head: false },
      ),
    );

    // The shared program.
    parts.push(c.box(GRAPH.x, GRAPH.y + GRAPH.h + 16, GRAPH.w, 40, 'neutral', { radius: 6 }));
    parts.push(
      c.text(GRAPH.x + GRAPH.w / 2, GRAPH.y + GRAPH.h + 41, { en: 'One shader program, shared', ja: 'シェーダープログラムは1つを共有' }, { size: 13, bold: true, anchor: 'middle', maxWidth: GRAPH.w - 20 }),
    );
    parts.push(c.arrow([[GRAPH.x + GRAPH.w / 2, GRAPH.y + GRAPH.h + 1], [GRAPH.x + GRAPH.w / 2, GRAPH.y + GRAPH.h + 14]], 'neutral', { width: 1.4 }));

    // Three materials.
    const materials = [
      { name: { en: 'Material “tileWhite”', ja: 'マテリアル「tileWhite」' }, value: '0.9, 0.9, 0.88', swatch: '#e6e6e0' },
      { name: { en: 'Material “tileTeal”', ja: 'マテリアル「tileTeal」' }, value: '0.1, 0.5, 0.5', swatch: '#1a8080' },
      { name: { en: 'Material “tileOchre”', ja: 'マテリアル「tileOchre」' }, value: '0.8, 0.55, 0.15', swatch: '#cc8c26' },
    ];
    materials.forEach((m, i) => {
      const y = MAT.y + i * (MAT.h + MAT.gap);
      parts.push(c.box(MAT.x, y, MAT.w, MAT.h, 'plain', { radius: 8, strokeWidth: 1.4 }));
      parts.push(`<rect x="${MAT.x + MAT.w - 44}" y="${y + 14}" width="30" height="30" rx="15" fill="${m.swatch}" stroke="${c.colors.stroke.neutral}" stroke-width="1"/>`);
      parts.push(c.text(MAT.x + 14, y + 24, m.name, { size: 14, bold: true, maxWidth: MAT.w - 70 }));
      parts.push(c.text(MAT.x + 14, y + 46, `\`glaze\` = ${m.value}`, { size: 12.5, maxWidth: MAT.w - 70 }));
      parts.push(c.text(MAT.x + 14, y + 68, { en: 'own render states (Blend Mode…)', ja: 'レンダーステート（Blend Modeなど）も個別' }, { size: 12, ink: 'muted', maxWidth: MAT.w - 28 }));
      parts.push(c.arrow([[GRAPH.x + GRAPH.w + 1, GRAPH.y + GRAPH.h / 2], [GRAPH.x + GRAPH.w + 45, GRAPH.y + GRAPH.h / 2], [GRAPH.x + GRAPH.w + 45, y + MAT.h / 2], [MAT.x - 2, y + MAT.h / 2]], 'accent', { width: 1.6 }));
    });
    return parts.join('\n');
  },
});
