/**
 * Shader Editor: what the Inspector pane shows for each kind of selection (a schematic, not a screenshot).
 * Sources (public documentation, playcanvas/developer.playcanvas.com, docs/shader-editor/, read at commits
 * 21af949, 4325ffc, 8aec3c9 and b2804ec): window-layout/inspector-pane/index.md (four inspectors: graphs, nodes,
 * materials, textures), graph-inspector.md (Name, Label, + NEW MATERIAL; select the graph in the Assets pane),
 * node-inspector.md (select the node in the Graph Editor; controls depend on the node type),
 * material-inspector.md (Basic, Render States, Parameters; select the material in the Assets pane),
 * texture-inspector.md (Name; select the texture in the Assets pane).
 */
import { defineDiagram, type Localized } from './lib';

const LEFT = { x: 20, w: 250 };
const RIGHT = { x: 400, w: 300 };

export default defineDiagram({
  name: 'shader-editor-inspector-pane',
  width: 720,
  height: 456,
  title: { en: 'What the Shader Editor’s Inspector pane shows', ja: 'シェーダーエディターのInspectorペインに表示されるもの' },
  description: {
    en: 'Selecting a graph, a material or a texture in the Assets pane opens the Graph, Material or Texture Inspector; selecting a node in the Graph Editor opens the Node Inspector.',
    ja: 'Assetsペインでグラフ、マテリアル、テクスチャを選ぶと、それぞれGraph Inspector、Material Inspector、Texture Inspectorが開きます。グラフエディターでノードを選ぶとNode Inspectorが開きます。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.text(LEFT.x, 24, { en: 'What you select', ja: '選ぶもの' }, { size: 14, bold: true, ink: 'muted', maxWidth: LEFT.w }));
    parts.push(c.text(RIGHT.x, 24, { en: 'What the Inspector pane shows', ja: 'Inspectorペインの表示' }, { size: 14, bold: true, ink: 'muted', maxWidth: RIGHT.w }));

    // A pane: a frame with its name in a header strip.
    const pane = (x: number, y: number, w: number, h: number, name: Localized) =>
      [
        c.box(x, y, w, h, 'neutral', { radius: 6, strokeWidth: 1.2 }),
        c.rect(x + 1, y + 1, w - 2, 25, 'plain', 5),
        c.arrow([[x, y + 26], [x + w, y + 26]], 'neutral', { head: false, width: 1 }),
        c.text(x + 12, y + 18, name, { size: 12.5, bold: true, ink: 'muted', maxWidth: w - 24 }),
      ].join('');

    // The Assets pane with three items.
    parts.push(pane(LEFT.x, 40, LEFT.w, 226, { en: 'Assets pane', ja: 'Assetsペイン' }));
    const items: Array<{ kind: Localized; name: string; y: number }> = [
      { kind: { en: 'Graph', ja: 'グラフ' }, name: 'glow', y: 90 },
      { kind: { en: 'Material', ja: 'マテリアル' }, name: 'glow-red', y: 160 },
      { kind: { en: 'Texture', ja: 'テクスチャ' }, name: 'noise', y: 230 },
    ];
    for (const item of items) {
      parts.push(c.box(LEFT.x + 14, item.y - 18, LEFT.w - 28, 36, 'plain', { radius: 4, strokeWidth: 1.1 }));
      parts.push(c.text(LEFT.x + 26, item.y + 5, item.kind, { size: 13, bold: true, maxWidth: 100 }));
      parts.push(c.text(LEFT.x + 130, item.y + 5, `\`${item.name}\``, { size: 12.5, ink: 'muted', maxWidth: 100 }));
    }

    // The Graph Editor with one node.
    parts.push(pane(LEFT.x, 290, LEFT.w, 130, { en: 'Graph Editor', ja: 'グラフエディター' }));
    const node = { x: LEFT.x + 60, y: 328, w: 130, h: 74 };
    parts.push(c.box(node.x, node.y, node.w, node.h, 'plain', { radius: 5, strokeWidth: 1.2 }));
    parts.push(c.rect(node.x + 1, node.y + 1, node.w - 2, 20, 'neutral', 4));
    parts.push(c.text(node.x + node.w / 2, node.y + 15, { en: 'Node', ja: 'ノード' }, { size: 12, bold: true, anchor: 'middle', maxWidth: node.w - 16 }));
    for (const py of [node.y + 40, node.y + 58]) {
      parts.push(`<circle cx="${node.x}" cy="${py}" r="4" fill="${c.colors.fill.blue}" stroke="${c.colors.stroke.blue}" stroke-width="1.2"/>`);
    }
    parts.push(`<circle cx="${node.x + node.w}" cy="${node.y + 49}" r="4" fill="${c.colors.fill.blue}" stroke="${c.colors.stroke.blue}" stroke-width="1.2"/>`);

    // The four inspectors, in the order of the selections so the arrows do not cross.
    const cards: Array<{ y: number; h: number; tone: 'blue' | 'accent' | 'green' | 'neutral'; title: Localized | string; lines: Localized[] }> = [
      { y: 40, h: 74, tone: 'blue', title: 'Graph Inspector', lines: [{ en: 'Name, Label', ja: 'Name、Label' }, { en: '+ NEW MATERIAL button', ja: '+ NEW MATERIALボタン' }] },
      { y: 130, h: 93, tone: 'accent', title: 'Material Inspector', lines: [{ en: 'Basic: MaterialID, Name, Desc', ja: 'Basic：MaterialID、Name、Desc' }, { en: 'Render States', ja: 'Render States' }, { en: 'Parameters', ja: 'Parameters' }] },
      { y: 239, h: 55, tone: 'green', title: 'Texture Inspector', lines: [{ en: 'Name', ja: 'Name' }] },
      { y: 310, h: 55, tone: 'neutral', title: 'Node Inspector', lines: [{ en: 'Controls depend on the node type', ja: 'ノードの種類ごとに異なる設定' }] },
    ];
    for (const card of cards) parts.push(c.card(RIGHT.x, card.y, RIGHT.w, card.h, card.tone, card.title, card.lines));

    // Arrows: each selection to its inspector.
    const from: Array<[number, number]> = [
      [LEFT.x + LEFT.w - 14, 90],
      [LEFT.x + LEFT.w - 14, 160],
      [LEFT.x + LEFT.w - 14, 230],
      [node.x + node.w + 6, node.y + 22],
    ];
    const elbows = [330, 330, 330, 330];
    cards.forEach((card, i) => {
      const [x, y] = from[i]!;
      const target = card.y + card.h / 2;
      parts.push(c.arrow([[x + 2, y], [elbows[i]!, y], [elbows[i]!, target], [RIGHT.x - 3, target]], card.tone === 'neutral' ? 'neutral' : card.tone, { width: 1.6 }));
    });
    parts.push(c.text(LEFT.x, 446, { en: 'Click to select; the Inspector pane follows the selection.', ja: 'クリックで選ぶと、Inspectorペインの表示が切り替わります。' }, { size: 12, ink: 'muted', maxWidth: 680 }));
    return parts.join('\n');
  },
});
