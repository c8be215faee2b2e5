/**
 * Shader Editor: the Graph Editor with a two-node material graph (a schematic, not a screenshot; the example graph
 * is ours).
 * Sources (public documentation, playcanvas/developer.playcanvas.com, read at commits 8aec3c9, 1e6e6de and 17a4428):
 * docs/shader-editor/window-layout/graph-editor.md (create a node by dragging from the Nodes pane, or a sub graph from
 * the Assets pane; select with a left click; move by dragging; connect by dragging from an output port to an input port),
 * docs/shader-editor/overview/nodes/index.md (a node shows its type, input ports and output ports; input, output and
 * transform nodes), docs/shader-editor/overview/graphs/material-graphs.md (the Material node and its input ports
 * emissive, alpha, albedo, gloss, specular, normal, ccGloss, ccSpecular, ccNormal), docs/shader-editor/overview/textures.md
 * (textures are dragged from the Assets pane), docs/shader-editor/overview/materials.md (Vec3 parameters).
 */
import { defineDiagram, type Localized } from './lib';

const AREA = { x: 200, y: 20, w: 500, h: 350 };
const PORTS = ['emissive', 'alpha', 'albedo', 'gloss', 'specular', 'normal', 'ccGloss', 'ccSpecular', 'ccNormal'];

export default defineDiagram({
  name: 'shader-editor-graph-editor',
  width: 720,
  height: 390,
  title: { en: 'The Graph Editor with a small material graph', ja: 'グラフエディターと小さなマテリアルグラフ' },
  description: {
    en: 'Nodes are dragged into the Graph Editor from the Nodes pane, and sub graphs and textures from the Assets pane. In the example, an edge runs from the output port of a Vec3 parameter node named tint to the emissive input port of the Material node.',
    ja: 'ノードはNodesペインから、サブグラフとテクスチャはAssetsペインからグラフエディターへドラッグして置きます。例では、tintという名前のVec3パラメーターノードの出力ポートから、マテリアルノードの入力ポートemissiveへエッジがつながっています。',
  },
  draw(c) {
    const parts: string[] = [];
    const pane = (x: number, y: number, w: number, h: number, name: Localized, tone: 'neutral' | 'blue' = 'neutral') =>
      [
        c.box(x, y, w, h, tone, { radius: 6, strokeWidth: 1.2 }),
        c.rect(x + 1, y + 1, w - 2, 25, 'plain', 5),
        c.arrow([[x, y + 26], [x + w, y + 26]], tone, { head: false, width: 1 }),
        c.text(x + 12, y + 18, name, { size: 12.5, bold: true, ink: tone === 'blue' ? 'blue' : 'muted', maxWidth: w - 24 }),
      ].join('');
    const port = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${c.colors.fill.blue}" stroke="${c.colors.stroke.blue}" stroke-width="1.3"/>`;

    // Where nodes come from.
    parts.push(pane(20, 20, 140, 130, { en: 'Nodes pane', ja: 'Nodesペイン' }));
    for (let i = 0; i < 4; i++) parts.push(c.box(32, 56 + i * 22, 116 - (i % 2) * 24, 12, 'plain', { radius: 3, strokeWidth: 1 }));
    parts.push(pane(20, 190, 140, 130, { en: 'Assets pane', ja: 'Assetsペイン' }));
    parts.push(c.text(32, 240, { en: 'Sub graph', ja: 'サブグラフ' }, { size: 12.5, maxWidth: 116 }));
    parts.push(c.text(32, 266, { en: 'Texture', ja: 'テクスチャ' }, { size: 12.5, maxWidth: 116 }));

    parts.push(pane(AREA.x, AREA.y, AREA.w, AREA.h, { en: 'Graph Editor: work area', ja: 'グラフエディター（作業領域）' }, 'blue'));
    parts.push(c.arrow([[162, 90], [AREA.x + 40, 90], [AREA.x + 40, 150]], 'neutral', { width: 1.4, dashed: true }));
    parts.push(c.arrow([[162, 254], [AREA.x + 40, 254], [AREA.x + 40, 216]], 'neutral', { width: 1.4, dashed: true }));
    parts.push(c.text(168, 82, { en: 'drag', ja: 'ドラッグ' }, { size: 12, ink: 'muted', maxWidth: 60 }));
    parts.push(c.text(168, 246, { en: 'drag', ja: 'ドラッグ' }, { size: 12, ink: 'muted', maxWidth: 60 }));

    // The parameter node (an input node: outputs only).
    const param = { x: AREA.x + 64, y: 150, w: 140, h: 66 };
    parts.push(c.box(param.x, param.y, param.w, param.h, 'plain', { radius: 5, strokeWidth: 1.3 }));
    parts.push(c.rect(param.x + 1, param.y + 1, param.w - 2, 22, 'neutral', 4));
    parts.push(c.text(param.x + param.w / 2, param.y + 16, { en: 'Vec3 parameter', ja: 'Vec3パラメーター' }, { size: 12, bold: true, anchor: 'middle', maxWidth: param.w - 12 }));
    parts.push(c.text(param.x + 12, param.y + 48, '`tint`', { size: 12.5, maxWidth: 90 }));
    const outY = param.y + 44;
    parts.push(port(param.x + param.w, outY));
    parts.push(c.text(param.x + param.w / 2, param.y + param.h + 18, { en: 'input node', ja: '入力ノード' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: param.w }));

    // The Material node (an output node: inputs only).
    const mat = { x: AREA.x + 300, y: 56, w: 150, h: 32 + PORTS.length * 22 };
    parts.push(c.box(mat.x, mat.y, mat.w, mat.h, 'plain', { radius: 5, strokeWidth: 1.3 }));
    parts.push(c.rect(mat.x + 1, mat.y + 1, mat.w - 2, 22, 'neutral', 4));
    parts.push(c.text(mat.x + mat.w / 2, mat.y + 16, { en: 'Material node', ja: 'マテリアルノード' }, { size: 12, bold: true, anchor: 'middle', maxWidth: mat.w - 12 }));
    PORTS.forEach((name, i) => {
      const y = mat.y + 40 + i * 22;
      parts.push(port(mat.x, y));
      parts.push(c.text(mat.x + 12, y + 4, `\`${name}\``, { size: 11.5, maxWidth: mat.w - 20 }));
    });
    parts.push(c.text(mat.x + mat.w / 2, mat.y + mat.h + 18, { en: 'output node', ja: '出力ノード' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: mat.w }));

    // The edge from tint to emissive.
    const inY = mat.y + 40;
    const ox = param.x + param.w + 5;
    const ix = mat.x - 6;
    parts.push(`<path d="M${ox} ${outY} C${ox + 50} ${outY} ${ix - 50} ${inY} ${ix} ${inY}" fill="none" stroke="${c.colors.stroke.blue}" stroke-width="2"/>`);
    parts.push(c.text(ox + 30, outY + 4, { en: 'edge', ja: 'エッジ' }, { size: 12.5, bold: true, ink: 'blue', maxWidth: 60 }));

    // Callouts for the parts of a node.
    parts.push(c.text(AREA.x + 20, AREA.y + AREA.h - 36, { en: 'Header: the node type. Dots: its input and output ports.', ja: '見出し：ノードの種類　点：入力ポートと出力ポート' }, { size: 12, ink: 'muted', maxWidth: AREA.w - 40 }));
    parts.push(c.text(AREA.x + 20, AREA.y + AREA.h - 16, { en: 'Connect: drag from an output port and drop on an input port.', ja: 'つなぐ：出力ポートからドラッグし、入力ポートでドロップ' }, { size: 12, ink: 'muted', maxWidth: AREA.w - 40 }));
    return parts.join('\n');
  },
});
