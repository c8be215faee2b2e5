/**
 * Shader Editor: the Assets pane and what you do in it (a schematic; where the controls sit is drawn for clarity,
 * not taken from a screenshot).
 * Sources (public documentation, playcanvas/developer.playcanvas.com, read at commits 17a4428 and b2804ec):
 * docs/shader-editor/window-layout/assets-pane.md (graphs, materials and textures appear here; click to select and
 * see the item in the Inspector pane; delete with the delete button or the context menu's Delete; the filter entry box;
 * + NEW GRAPH; a material is created from the Graph Inspector's + NEW MATERIAL; drag a texture file onto the pane),
 * docs/shader-editor/overview/graphs/sub-graphs.md (a sub graph is listed here and dragged onto other graphs),
 * docs/shader-editor/overview/textures.md (textures are dragged from here onto the Graph Editor).
 */
import { defineDiagram, type Localized } from './lib';

const PANE = { x: 222, y: 20, w: 256, h: 330 };

export default defineDiagram({
  name: 'shader-editor-assets-pane',
  width: 720,
  height: 370,
  title: { en: 'The Shader Editor’s Assets pane', ja: 'シェーダーエディターのAssetsペイン' },
  description: {
    en: 'The Assets pane lists the project’s graphs, sub graphs, materials and textures, with a filter box and a + NEW GRAPH button. Clicking an item shows it in the Inspector pane, its context menu has Delete, image files dropped on the pane become textures, and sub graphs and textures are dragged onto the Graph Editor. The arrangement is schematic.',
    ja: 'Assetsペインには、プロジェクトのグラフ、サブグラフ、マテリアル、テクスチャが並び、フィルター欄と+ NEW GRAPHボタンがあります。項目をクリックするとInspectorペインに表示され、コンテキストメニューにはDeleteがあります。画像ファイルをドロップするとテクスチャになり、サブグラフとテクスチャはグラフエディターへドラッグします。配置は模式的なものです。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.box(PANE.x, PANE.y, PANE.w, PANE.h, 'neutral', { radius: 6, strokeWidth: 1.2 }));
    parts.push(c.rect(PANE.x + 1, PANE.y + 1, PANE.w - 2, 25, 'plain', 5));
    parts.push(c.arrow([[PANE.x, PANE.y + 26], [PANE.x + PANE.w, PANE.y + 26]], 'neutral', { head: false, width: 1 }));
    parts.push(c.text(PANE.x + 12, PANE.y + 18, { en: 'Assets pane', ja: 'Assetsペイン' }, { size: 12.5, bold: true, ink: 'muted', maxWidth: PANE.w - 24 }));

    // Filter box and the + NEW GRAPH button.
    const toolY = PANE.y + 38;
    parts.push(c.box(PANE.x + 12, toolY, 112, 28, 'plain', { radius: 4, strokeWidth: 1.1 }));
    parts.push(c.text(PANE.x + 22, toolY + 19, { en: 'Filter', ja: 'フィルター' }, { size: 12.5, ink: 'muted', maxWidth: 94 }));
    parts.push(c.box(PANE.x + 134, toolY, 114, 28, 'accent', { radius: 4 }));
    parts.push(c.text(PANE.x + 191, toolY + 19, '+ NEW GRAPH', { size: 12, bold: true, anchor: 'middle', ink: 'accent', maxWidth: 104 }));

    // The items.
    const items: Array<{ kind: Localized; name: string; tone: 'plain' | 'blue' }> = [
      { kind: { en: 'Graph', ja: 'グラフ' }, name: 'glow', tone: 'blue' },
      { kind: { en: 'Sub graph', ja: 'サブグラフ' }, name: 'scrollUv', tone: 'plain' },
      { kind: { en: 'Material', ja: 'マテリアル' }, name: 'glow-red', tone: 'plain' },
      { kind: { en: 'Material', ja: 'マテリアル' }, name: 'glow-blue', tone: 'plain' },
      { kind: { en: 'Texture', ja: 'テクスチャ' }, name: 'noise', tone: 'plain' },
    ];
    const rowY = (i: number) => PANE.y + 82 + i * 44;
    items.forEach((item, i) => {
      const y = rowY(i);
      parts.push(c.box(PANE.x + 12, y, PANE.w - 24, 34, item.tone, { radius: 4, strokeWidth: 1.1 }));
      parts.push(c.text(PANE.x + 24, y + 22, item.kind, { size: 12.5, bold: true, ink: item.tone === 'blue' ? 'blue' : 'text', maxWidth: 100 }));
      parts.push(c.text(PANE.x + 134, y + 22, `\`${item.name}\``, { size: 12, ink: 'muted', maxWidth: 110 }));
    });

    // Notes on the left.
    const leftNote = (y: number, toX: number, toY: number, title: Localized, detail: Localized) =>
      [
        c.text(20, y, title, { size: 13, bold: true, maxWidth: 190 }),
        c.text(20, y + 18, detail, { size: 12, ink: 'muted', maxWidth: 190 }),
        c.arrow([[196, y - 4], [toX - 3, toY]], 'neutral', { width: 1.2 }),
      ].join('');
    parts.push(leftNote(PANE.y + 50, PANE.x + 12, toolY + 14, { en: 'Filter the list', ja: '一覧を絞り込む' }, { en: 'type text into the box', ja: '入力欄に文字を入れる' }));
    parts.push(leftNote(PANE.y + 180, PANE.x, PANE.y + 190, { en: 'Add a texture', ja: 'テクスチャを追加' }, { en: 'drop an image file on the pane', ja: '画像ファイルをドロップ' }));
    parts.push(leftNote(PANE.y + 290, PANE.x + 12, rowY(3) + 17, { en: 'Delete an item', ja: '項目を削除' }, { en: 'delete, or Delete in its menu', ja: 'deleteかメニューのDelete' }));

    // Notes on the right.
    const rightX = PANE.x + PANE.w + 24;
    const rightNote = (y: number, fromY: number, title: Localized, detail: Localized, tone: 'neutral' | 'blue' = 'neutral') =>
      [
        c.arrow([[rightX - 6, y - 4], [PANE.x + PANE.w - 8, fromY]], tone, { width: 1.2 }),
        c.text(rightX, y, title, { size: 13, bold: true, maxWidth: 720 - rightX - 10 }),
        c.text(rightX, y + 18, detail, { size: 12, ink: 'muted', maxWidth: 720 - rightX - 10 }),
      ].join('');
    parts.push(rightNote(PANE.y + 50, toolY + 14, { en: 'Create a graph', ja: 'グラフを作る' }, { en: 'adds a new graph to the list', ja: '一覧に新しいグラフが加わる' }));
    parts.push(rightNote(PANE.y + 112, rowY(0) + 17, { en: 'Click to select', ja: 'クリックで選ぶ' }, { en: 'details in the Inspector pane', ja: 'Inspectorペインに詳細' }, 'blue'));
    parts.push(rightNote(PANE.y + 200, rowY(1) + 17, { en: 'Drag onto the Graph Editor', ja: 'グラフエディターへドラッグ' }, { en: 'a sub graph becomes a node', ja: 'サブグラフはノードとして置かれる' }));
    parts.push(c.arrow([[rightX - 6, PANE.y + 204], [PANE.x + PANE.w - 8, rowY(4) + 17]], 'neutral', { width: 1.2 }));
    parts.push(c.text(rightX, PANE.y + 236, { en: 'a texture is referenced', ja: 'テクスチャは参照として置かれる' }, { size: 12, ink: 'muted', maxWidth: 720 - rightX - 10 }));
    parts.push(c.text(rightX, PANE.y + 290, { en: 'New materials come from', ja: 'マテリアルを作るのは' }, { size: 13, bold: true, maxWidth: 720 - rightX - 10 }));
    parts.push(c.text(rightX, PANE.y + 308, { en: 'the Graph Inspector’s', ja: 'Graph Inspectorの' }, { size: 12, ink: 'muted', maxWidth: 720 - rightX - 10 }));
    parts.push(c.text(rightX, PANE.y + 326, { en: '+ NEW MATERIAL button', ja: '+ NEW MATERIALボタン' }, { size: 12, ink: 'muted', maxWidth: 720 - rightX - 10 }));
    return parts.join('\n');
  },
});
