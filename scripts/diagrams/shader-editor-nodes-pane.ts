/**
 * A schematic of the Shader Editor's Nodes pane (not a screenshot).
 * Sources (playcanvas/developer.playcanvas.com):
 * - docs/shader-editor/window-layout/nodes-pane.md (21af9492, b2804ecf): built-in nodes grouped into sub-sections
 *   by category; at the top, the toggles I (only input nodes), X (only transform nodes), O (only output nodes) and
 *   a filter entry that narrows the list further by name.
 * - docs/shader-editor/window-layout/graph-editor.md (1e6e6de6): drag an entry and drop it on the Graph Editor's
 *   work area to create a node.
 * The sources name no categories and no nodes, so the list is drawn as unlabelled bars; the controls are drawn in
 * one row, as a schematic.
 */
import { defineDiagram } from './lib';

const PANE = { x: 24, y: 44, w: 260, h: 330 };
const HEADER_H = 24;
const CONTROLS_Y = PANE.y + HEADER_H + 12;
const CHIP = 26;

export default defineDiagram({
  name: 'shader-editor-nodes-pane',
  width: 740,
  height: 390,
  title: { en: 'The Nodes pane', ja: 'Nodesペインの構成' },
  description: {
    en: 'At the top of the Nodes pane are the I, X and O toggles, which show only input, transform or output nodes, and a filter box that narrows the list by name. Below them the built-in nodes are grouped by category. Dragging an entry onto the Graph Editor creates the node.',
    ja: 'Nodesペインの上部には、入力・変換・出力ノードだけを表示するI・X・Oの切り替えボタンと、名前で一覧を絞り込むフィルター欄があります。その下に組み込みノードがカテゴリ別に並びます。項目をグラフエディターにドラッグすると、ノードができます。',
  },
  draw(c) {
    const parts: string[] = [];
    const stroke = c.colors.stroke;
    const bar = (x: number, y: number, w: number, h: number, fill: string) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${fill}" stroke="${stroke.neutral}" stroke-width="0.8"/>`;

    // The pane and its header strip.
    parts.push(c.box(PANE.x, PANE.y, PANE.w, PANE.h, 'neutral', { radius: 4, strokeWidth: 1.4 }));
    parts.push(c.rect(PANE.x + 1, PANE.y + 1, PANE.w - 2, HEADER_H - 1, 'plain'));
    parts.push(c.arrow([[PANE.x, PANE.y + HEADER_H], [PANE.x + PANE.w, PANE.y + HEADER_H]], 'neutral', { head: false, width: 1 }));
    parts.push(c.text(PANE.x, PANE.y - 12, { en: 'Nodes pane', ja: 'Nodesペイン' }, { size: 15, bold: true, maxWidth: PANE.w }));

    // The controls: I, X, O, then the filter box.
    const letters = ['I', 'X', 'O'];
    letters.forEach((letter, i) => {
      const x = PANE.x + 10 + i * (CHIP + 6);
      parts.push(c.box(x, CONTROLS_Y, CHIP, CHIP, 'accent', { radius: 4, strokeWidth: 1.3 }));
      parts.push(c.text(x + CHIP / 2, CONTROLS_Y + 18, letter, { size: 13, bold: true, anchor: 'middle', ink: 'accent', maxWidth: CHIP - 4 }));
    });
    const filterX = PANE.x + 10 + 3 * (CHIP + 6) + 4;
    const filterW = PANE.x + PANE.w - 10 - filterX;
    parts.push(c.box(filterX, CONTROLS_Y, filterW, CHIP, 'blue', { radius: 4, strokeWidth: 1.3 }));

    // The list: category headings, each with entries.
    let y = CONTROLS_Y + CHIP + 16;
    const sections = [3, 2, 3];
    const headings: number[] = [];
    let draggedY = 0;
    sections.forEach((count, s) => {
      headings.push(y);
      parts.push(bar(PANE.x + 10, y, PANE.w - 20, 16, c.colors.fill.neutral));
      y += 24;
      for (let i = 0; i < count; i++) {
        const dragged = s === 1 && i === 0;
        if (dragged) draggedY = y;
        parts.push(dragged ? c.box(PANE.x + 22, y - 2, 150, 16, 'accent', { radius: 3, strokeWidth: 1.3 }) : bar(PANE.x + 26, y + 2, [120, 90, 140][i] ?? 100, 8, c.colors.fill.plain));
        y += 22;
      }
      y += 6;
    });

    // Legend of the controls, on the right.
    const legend = { x: 380, y: 44, w: 340, h: 128 };
    parts.push(c.box(legend.x, legend.y, legend.w, legend.h, 'plain', { radius: 8, strokeWidth: 1.3 }));
    parts.push(c.text(legend.x + 14, legend.y + 24, { en: 'Controls at the top', ja: '上部のコントロール' }, { size: 14, bold: true, maxWidth: legend.w - 28 }));
    const rows = [
      ['I', { en: 'show only input nodes', ja: '入力ノードだけを表示' }],
      ['X', { en: 'show only transform nodes', ja: '変換ノードだけを表示' }],
      ['O', { en: 'show only output nodes', ja: '出力ノードだけを表示' }],
    ] as const;
    rows.forEach(([letter, text], i) => {
      const ry = legend.y + 50 + i * 23;
      parts.push(c.text(legend.x + 22, ry, letter, { size: 13, bold: true, anchor: 'middle', ink: 'accent', maxWidth: 20 }));
      parts.push(c.text(legend.x + 44, ry, text, { size: 13, maxWidth: legend.w - 58 }));
    });
    parts.push(c.text(legend.x + 14, legend.y + 50 + 3 * 23, { en: 'Filter box: narrows the list by name', ja: 'フィルター欄：さらに名前で絞り込む' }, { size: 13, ink: 'blue', maxWidth: legend.w - 28 }));
    const controlsRight = PANE.x + PANE.w + 2;
    parts.push(c.arrow([[controlsRight, CONTROLS_Y + CHIP / 2], [legend.x - 2, CONTROLS_Y + CHIP / 2]], 'neutral', { width: 1.2 }));

    // Callout for the category headings.
    const firstHeading = headings[0];
    if (firstHeading === undefined) throw new Error('shader-editor-nodes-pane: no category heading drawn');
    const headingY = firstHeading + 8;
    parts.push(c.arrow([[legend.x - 2, 192], [PANE.x + PANE.w - 8, headingY]], 'neutral', { width: 1.2 }));
    parts.push(c.text(legend.x + 4, 196, { en: 'A heading per category', ja: 'カテゴリごとの見出し' }, { size: 13, bold: true, maxWidth: 320 }));
    parts.push(c.text(legend.x + 4, 214, { en: 'entries are built-in nodes', ja: '項目は組み込みノード' }, { size: 12.5, ink: 'muted', maxWidth: 320 }));

    // Drag an entry onto the Graph Editor.
    const editor = { x: 500, y: draggedY - 20, w: 220, h: 84 };
    parts.push(c.card(editor.x, editor.y, editor.w, editor.h, 'accent', { en: 'Graph Editor', ja: 'グラフエディター' }, [{ en: 'drop to create the node', ja: 'ドロップでノードを作成' }], { size: 12.5 }));
    parts.push(c.arrow([[PANE.x + 172 + 2, draggedY + 6], [editor.x - 2, draggedY + 6]], 'accent', { width: 1.8, dashed: true }));
    parts.push(c.text((PANE.x + 172 + editor.x) / 2, draggedY - 2, { en: 'drag', ja: 'ドラッグ' }, { size: 12, ink: 'accent', anchor: 'middle', maxWidth: 120 }));
    return parts.join('\n');
  },
});
