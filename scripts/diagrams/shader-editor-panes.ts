/**
 * How the panes of the Shader Editor work together (a flow between panes, not their screen positions).
 * Sources (playcanvas/developer.playcanvas.com, docs/shader-editor/window-layout/):
 * - index.md (17a4428d): the six panes and what each is for.
 * - graph-editor.md (1e6e6de6): create a node by dragging from the Nodes Pane or a sub graph from the Assets Pane;
 *   select a node, then edit it in the Inspector Pane.
 * - assets-pane.md (17a4428d): select an item and its properties appear in the Inspector Pane.
 * - overview/textures.md (b2804ecf): drag a texture from the Assets Pane onto the Graph Editor.
 * - preview-pane.md (17a4428d): shows the selected graph or material.
 * - info-pane.md (1e6e6de6): information on the UI element under the mouse cursor.
 */
import { defineDiagram, type Localized } from './lib';

const COL = [20, 285, 550];
const ROW = [20, 212];
/** An entry of COL or ROW; the indices used below are all in range. */
const at = (list: readonly number[], i: number): number => {
  const value = list[i];
  if (value === undefined) throw new Error(`shader-editor-panes: no entry ${i}`);
  return value;
};
const [COL0, COL1, COL2] = [at(COL, 0), at(COL, 1), at(COL, 2)];
const [ROW0, ROW1] = [at(ROW, 0), at(ROW, 1)];
const W = 180;
const H = 100;

export default defineDiagram({
  name: 'shader-editor-panes',
  width: 750,
  height: 340,
  title: { en: 'How the Shader Editor’s panes work together', ja: 'シェーダーエディターのペインの連携' },
  description: {
    en: 'Nodes are dragged from the Nodes pane, and sub graphs and textures from the Assets pane, onto the Graph Editor. Selecting an item in the Assets pane or a node in the Graph Editor shows it in the Inspector pane. The Preview pane renders the selected graph or material, and the Info pane describes whatever is under the pointer. The boxes show the flow, not where the panes sit on screen.',
    ja: 'Nodesペインからはノードを、Assetsペインからはサブグラフとテクスチャを、グラフエディターへドラッグします。Assetsペインの項目やグラフエディターのノードを選ぶと、Inspectorペインに表示されます。Previewペインは選んだグラフやマテリアルを描画し、Infoペインはポインターの下にある部品を説明します。箱の配置は流れを表すもので、画面上の位置ではありません。',
  },
  draw(c) {
    const parts: string[] = [];
    const card = (col: number, row: number, tone: 'neutral' | 'accent' | 'blue' | 'green', title: Localized, lines: Localized[], dashed = false) =>
      c.card(at(COL, col), at(ROW, row), W, H, tone, title, lines, { dashed, size: 12.5 });

    parts.push(card(0, 0, 'neutral', { en: 'Nodes pane', ja: 'Nodesペイン' }, [{ en: 'Built-in nodes,', ja: '組み込みノードを' }, { en: 'grouped by category', ja: 'カテゴリ別に一覧' }]));
    parts.push(card(1, 0, 'accent', { en: 'Graph Editor', ja: 'グラフエディター' }, [{ en: 'Place, connect and', ja: 'ノードを置き、' }, { en: 'delete nodes', ja: 'つなぎ、削除する' }]));
    parts.push(card(2, 0, 'green', { en: 'Preview pane', ja: 'Previewペイン' }, [{ en: 'Renders the selected', ja: '選んだグラフや' }, { en: 'graph or material', ja: 'マテリアルを描画' }]));
    parts.push(card(0, 1, 'neutral', { en: 'Assets pane', ja: 'Assetsペイン' }, [{ en: 'Graphs, materials', ja: 'グラフ、マテリアル、' }, { en: 'and textures', ja: 'テクスチャ' }]));
    parts.push(card(1, 1, 'blue', { en: 'Inspector pane', ja: 'Inspectorペイン' }, [{ en: 'Details of the', ja: '選んだ項目の' }, { en: 'selected item', ja: '詳細と設定' }]));
    parts.push(card(2, 1, 'neutral', { en: 'Info pane', ja: 'Infoペイン' }, [{ en: 'Describes the element', ja: 'ポインターの下の' }, { en: 'under the pointer', ja: 'UI部品を説明' }], true));

    const label = (x: number, y: number, text: Localized, maxWidth: number, anchor: 'start' | 'middle' | 'end' = 'middle') =>
      c.text(x, y, text, { size: 12, ink: 'muted', anchor, maxWidth });
    const right = (col: number) => at(COL, col) + W;
    const gapMid = (col: number) => (right(col) + at(COL, col + 1)) / 2;
    const gap = COL1 - right(0);

    // Nodes pane -> Graph Editor.
    const yTop = ROW0 + 40;
    parts.push(c.arrow([[right(0) + 1, yTop], [COL1 - 2, yTop]], 'accent', { width: 1.8 }));
    parts.push(label(gapMid(0), yTop - 8, { en: 'drag', ja: 'ドラッグ' }, gap - 8));

    // Assets pane -> Graph Editor (sub graphs, textures).
    const bendX = COL1 - 26;
    const yAssets = ROW1 + 30;
    parts.push(c.arrow([[right(0) + 1, yAssets], [bendX, yAssets], [bendX, ROW0 + 76], [COL1 - 2, ROW0 + 76]], 'accent', { width: 1.8 }));
    parts.push(label(bendX - 8, (ROW0 + H + ROW1) / 2 - 2, { en: 'drag sub graphs', ja: 'サブグラフや' }, 200, 'end'));
    parts.push(label(bendX - 8, (ROW0 + H + ROW1) / 2 + 15, { en: 'and textures', ja: 'テクスチャをドラッグ' }, 200, 'end'));

    // Assets pane -> Inspector pane.
    const yBottom = ROW1 + 72;
    parts.push(c.arrow([[right(0) + 1, yBottom], [COL1 - 2, yBottom]], 'blue', { width: 1.8 }));
    parts.push(label(gapMid(0) - 6, yBottom + 18, { en: 'select', ja: '選択' }, gap - 8));

    // Graph Editor -> Inspector pane (a node).
    const xMid = COL1 + W / 2;
    parts.push(c.arrow([[xMid, ROW0 + H + 1], [xMid, ROW1 - 2]], 'blue', { width: 1.8 }));
    parts.push(label(xMid + 10, (ROW0 + H + ROW1) / 2 + 5, { en: 'select a node', ja: 'ノードを選択' }, 120, 'start'));

    // Graph Editor -> Preview pane.
    parts.push(c.arrow([[right(1) + 1, yTop], [COL2 - 2, yTop]], 'green', { width: 1.8 }));
    parts.push(label(gapMid(1), yTop - 8, { en: 'shows', ja: '表示' }, gap - 8));

    // Footnote.
    parts.push(
      c.text(20, 334, { en: 'Arrows show how the panes work together, not where they sit on screen.', ja: '矢印はペインの連携を表します。画面上の配置ではありません。' }, {
        size: 12,
        ink: 'muted',
        maxWidth: 710,
      }),
    );
    return parts.join('\n');
  },
});
