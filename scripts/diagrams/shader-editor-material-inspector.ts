/**
 * Shader Editor: the Material Inspector and where its Parameters come from (a schematic, not a screenshot).
 * Sources (public documentation, playcanvas/developer.playcanvas.com, read at commits 2d7d68e and 8aec3c9):
 * docs/shader-editor/window-layout/inspector-pane/material-inspector.md (sections Basic: MaterialID, Name, Desc;
 * Render States: Blend Mode, Alpha Test (not yet supported), Cull Mode, Depth Test, Depth Write, Opacity Fades Specular
 * (not yet supported), Use Fog (not yet supported); Parameters: the parameter nodes of the graph, names and types taken
 * from the nodes), docs/shader-editor/overview/nodes/parameter-nodes.md. The parameter names are an example.
 */
import { defineDiagram, type Localized } from './lib';

const PANE = { x: 20, y: 20, w: 340, h: 444 };
const ROW = 22;

export default defineDiagram({
  name: 'shader-editor-material-inspector',
  width: 720,
  height: 484,
  title: { en: 'The Material Inspector', ja: 'Material Inspector（マテリアルインスペクター）' },
  description: {
    en: 'The Material Inspector has three sections: Basic (MaterialID, Name, Desc), Render States (Blend Mode, Cull Mode, Depth Test and Depth Write, plus Alpha Test, Opacity Fades Specular and Use Fog, which are not yet supported) and Parameters, one entry for each parameter node of the material’s graph.',
    ja: 'Material Inspectorは3つのセクションに分かれます。Basic（MaterialID、Name、Desc）、Render States（Blend Mode、Cull Mode、Depth Test、Depth Writeと、未対応のAlpha Test、Opacity Fades Specular、Use Fog）、そしてグラフのパラメーターノードごとに1項目ずつ並ぶParametersです。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.box(PANE.x, PANE.y, PANE.w, PANE.h, 'neutral', { radius: 6, strokeWidth: 1.2 }));
    parts.push(c.rect(PANE.x + 1, PANE.y + 1, PANE.w - 2, 25, 'plain', 5));
    parts.push(c.arrow([[PANE.x, PANE.y + 26], [PANE.x + PANE.w, PANE.y + 26]], 'neutral', { head: false, width: 1 }));
    parts.push(c.text(PANE.x + 12, PANE.y + 18, { en: 'Inspector pane', ja: 'Inspectorペイン' }, { size: 12.5, bold: true, ink: 'muted', maxWidth: PANE.w - 24 }));
    parts.push(c.text(PANE.x + 16, PANE.y + 54, 'Material Inspector', { size: 15, bold: true, ink: 'accent', maxWidth: PANE.w - 32 }));

    const inner = { x: PANE.x + 12, w: PANE.w - 24 };
    let y = PANE.y + 70;
    const sectionTops: number[] = [];
    const section = (title: string, rows: Array<{ label: string; muted?: boolean; value?: Localized | string }>) => {
      sectionTops.push(y);
      parts.push(c.rect(inner.x, y, inner.w, 22, 'plain', 3));
      parts.push(c.text(inner.x + 8, y + 16, title, { size: 13, bold: true, maxWidth: inner.w - 16 }));
      y += 26;
      for (const row of rows) {
        parts.push(c.text(inner.x + 12, y + 15, row.label, { size: 12.5, ink: row.muted ? 'muted' : 'text', maxWidth: 180 }));
        if (row.value) parts.push(c.text(inner.x + inner.w - 8, y + 15, row.value, { size: 12, anchor: 'end', ink: 'muted', maxWidth: 120 }));
        y += ROW;
      }
      y += 10;
    };
    const notYet: Localized = { en: 'not yet supported', ja: '未対応' };
    section('Basic', [{ label: 'MaterialID' }, { label: 'Name' }, { label: 'Desc' }]);
    section('Render States', [
      { label: 'Blend Mode' },
      { label: 'Alpha Test', muted: true, value: notYet },
      { label: 'Cull Mode' },
      { label: 'Depth Test' },
      { label: 'Depth Write' },
      { label: 'Opacity Fades Specular', muted: true, value: notYet },
      { label: 'Use Fog', muted: true, value: notYet },
    ]);
    const paramTop = y;
    section('Parameters', [
      { label: '`baseTint`', value: 'Vec3' },
      { label: '`glowTint`', value: 'Vec3' },
    ]);

    // Notes on the right for the first two sections.
    const notesX = 410;
    const note = (top: number, title: Localized, lines: Localized[]) =>
      [
        c.arrow([[notesX - 8, top + 11], [PANE.x + PANE.w + 4, top + 11]], 'neutral', { width: 1.2 }),
        c.text(notesX, top + 15, title, { size: 13.5, bold: true, maxWidth: 290 }),
        c.lines(notesX, top + 34, lines, { size: 12.5, ink: 'muted', lineHeight: 18, maxWidth: 290 }),
      ].join('');
    parts.push(note(sectionTops[0]!, { en: 'Basic', ja: 'Basic（基本）' }, [{ en: 'MaterialID is assigned internally', ja: 'MaterialIDは内部で割り当てられるID' }]));
    parts.push(note(sectionTops[1]!, { en: 'Render States', ja: 'Render States（レンダーステート）' }, [{ en: 'blending, face culling, depth test and write', ja: 'ブレンド、面のカリング、深度の判定と書き込み' }]));

    // The graph's parameter nodes feed the Parameters section.
    const graph = { x: 410, y: paramTop - 36, w: 290, h: 124 };
    parts.push(c.box(graph.x, graph.y, graph.w, graph.h, 'blue', { radius: 6, strokeWidth: 1.2 }));
    parts.push(c.text(graph.x + 12, graph.y + 20, { en: 'Parameter nodes in the graph', ja: 'グラフのパラメーターノード' }, { size: 13, bold: true, ink: 'blue', maxWidth: graph.w - 24 }));
    const paramNode = (x: number, label: string, type: string) =>
      [
        c.box(x, graph.y + 38, 120, 46, 'plain', { radius: 5, strokeWidth: 1.1 }),
        c.text(x + 60, graph.y + 57, label, { size: 12.5, anchor: 'middle', maxWidth: 104 }),
        c.text(x + 60, graph.y + 75, type, { size: 11.5, anchor: 'middle', ink: 'muted', maxWidth: 104 }),
      ].join('');
    parts.push(paramNode(graph.x + 16, '`baseTint`', 'Vec3'));
    parts.push(paramNode(graph.x + 154, '`glowTint`', 'Vec3'));
    parts.push(c.text(graph.x + 12, graph.y + 108, { en: 'names and types come from the nodes', ja: '名前と型はノードから取られる' }, { size: 12, ink: 'muted', maxWidth: graph.w - 24 }));
    parts.push(c.arrow([[graph.x - 2, paramTop + 40], [PANE.x + PANE.w + 4, paramTop + 40]], 'blue', { width: 1.6 }));
    return parts.join('\n');
  },
});
