/**
 * Shader Editor: the Graph Inspector (a schematic, not a screenshot).
 * Sources (public documentation, playcanvas/developer.playcanvas.com, read at commits 8aa6b85 and 1e6e6de):
 * docs/shader-editor/window-layout/inspector-pane/graph-inspector.md (controls Name, Label and + NEW MATERIAL;
 * the inspector opens when a graph is selected in the Assets pane), docs/shader-editor/overview/graphs/sub-graphs.md
 * (a graph appears in the Assets pane under its name). The order of the controls follows the documentation's table.
 */
import { defineDiagram, type Localized } from './lib';

const PANE = { x: 20, y: 20, w: 320, h: 250 };
const NOTES_X = 400;

export default defineDiagram({
  name: 'shader-editor-graph-inspector',
  width: 720,
  height: 290,
  title: { en: 'The Graph Inspector', ja: 'Graph Inspector（グラフインスペクター）' },
  description: {
    en: 'The Graph Inspector has a Name field (the name the graph is listed under in the Assets pane), a Label field for descriptive text, and a + NEW MATERIAL button that creates a material from the graph.',
    ja: 'Graph Inspectorには、Assetsペインに表示される名前を決めるName、説明文を入れるLabel、このグラフからマテリアルを作る+ NEW MATERIALボタンがあります。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.box(PANE.x, PANE.y, PANE.w, PANE.h, 'neutral', { radius: 6, strokeWidth: 1.2 }));
    parts.push(c.rect(PANE.x + 1, PANE.y + 1, PANE.w - 2, 25, 'plain', 5));
    parts.push(c.arrow([[PANE.x, PANE.y + 26], [PANE.x + PANE.w, PANE.y + 26]], 'neutral', { head: false, width: 1 }));
    parts.push(c.text(PANE.x + 12, PANE.y + 18, { en: 'Inspector pane', ja: 'Inspectorペイン' }, { size: 12.5, bold: true, ink: 'muted', maxWidth: PANE.w - 24 }));
    parts.push(c.text(PANE.x + 16, PANE.y + 56, 'Graph Inspector', { size: 15, bold: true, ink: 'blue', maxWidth: PANE.w - 32 }));

    // Two text fields and a button.
    const field = (y: number, label: string, value: Localized) =>
      [
        c.text(PANE.x + 16, y + 19, label, { size: 13, bold: true, maxWidth: 70 }),
        c.box(PANE.x + 90, y, PANE.w - 106, 28, 'plain', { radius: 4, strokeWidth: 1.1 }),
        c.text(PANE.x + 100, y + 19, value, { size: 13, ink: 'muted', maxWidth: PANE.w - 126 }),
      ].join('');
    const nameY = PANE.y + 80;
    const labelY = PANE.y + 126;
    const buttonY = PANE.y + 186;
    parts.push(field(nameY, 'Name', { en: 'glow', ja: 'glow' }));
    parts.push(field(labelY, 'Label', { en: 'Glow colour set per material', ja: '発光色はマテリアルごとに' }));
    parts.push(c.box(PANE.x + 16, buttonY, 170, 32, 'accent', { radius: 4 }));
    parts.push(c.text(PANE.x + 16 + 85, buttonY + 21, '+ NEW MATERIAL', { size: 13, bold: true, anchor: 'middle', ink: 'accent', maxWidth: 156 }));

    // Notes on the right, each with a leader to its control.
    const note = (fromX: number, y: number, title: Localized, detail: Localized) =>
      [
        c.arrow([[NOTES_X - 8, y], [fromX + 4, y]], 'neutral', { width: 1.2 }),
        c.text(NOTES_X, y - 3, title, { size: 13.5, bold: true, maxWidth: 300 }),
        c.text(NOTES_X, y + 16, detail, { size: 12.5, ink: 'muted', maxWidth: 300 }),
      ].join('');
    parts.push(note(PANE.x + PANE.w - 16, nameY + 14, { en: 'Name', ja: 'Name（名前）' }, { en: 'the graph is listed under it in the Assets pane', ja: 'Assetsペインにはこの名前で表示される' }));
    parts.push(note(PANE.x + PANE.w - 16, labelY + 14, { en: 'Label', ja: 'Label（ラベル）' }, { en: 'descriptive text for the graph', ja: 'グラフの説明文' }));
    parts.push(note(PANE.x + 186, buttonY + 16, { en: '+ NEW MATERIAL', ja: '+ NEW MATERIAL' }, { en: 'creates a material from this graph', ja: 'このグラフから新しいマテリアルを作る' }));
    return parts.join('\n');
  },
});
