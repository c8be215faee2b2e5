/**
 * Shader Editor: how a texture enters a project, where it is renamed and how a graph uses it (a schematic).
 * Sources (public documentation, playcanvas/developer.playcanvas.com, read at commits 21af949 and b2804ec):
 * docs/shader-editor/window-layout/inspector-pane/texture-inspector.md (select a texture in the Assets pane; Name),
 * docs/shader-editor/window-layout/assets-pane.md (drag a supported texture file onto the Assets pane),
 * docs/shader-editor/overview/textures.md (drag a texture from the Assets pane onto the Graph Editor to reference it).
 */
import { defineDiagram, type Localized } from './lib';

export default defineDiagram({
  name: 'shader-editor-texture-flow',
  width: 720,
  height: 300,
  title: { en: 'A texture in the Shader Editor', ja: 'シェーダーエディターでのテクスチャの流れ' },
  description: {
    en: 'An image file dropped on the Assets pane becomes a texture. Selecting the texture opens the Texture Inspector, where its Name is set; dragging it onto the Graph Editor makes the graph reference it.',
    ja: '画像ファイルをAssetsペインにドロップするとテクスチャになります。選ぶとTexture Inspectorが開いてNameを変えられ、グラフエディターにドラッグするとグラフから参照されます。',
  },
  draw(c) {
    const parts: string[] = [];
    const pane = (x: number, y: number, w: number, h: number, name: Localized | string, tone: 'neutral' | 'green' = 'neutral') =>
      [
        c.box(x, y, w, h, tone, { radius: 6, strokeWidth: 1.2 }),
        c.rect(x + 1, y + 1, w - 2, 25, 'plain', 5),
        c.arrow([[x, y + 26], [x + w, y + 26]], tone, { head: false, width: 1 }),
        c.text(x + 12, y + 18, name, { size: 12.5, bold: true, ink: tone === 'green' ? 'green' : 'muted', maxWidth: w - 24 }),
      ].join('');

    // The file on disk.
    const file = { x: 20, y: 108, w: 112, h: 84 };
    parts.push(c.box(file.x, file.y, file.w, file.h, 'plain', { dashed: true, radius: 6 }));
    parts.push(c.text(file.x + file.w / 2, file.y + 36, { en: 'image file', ja: '画像ファイル' }, { size: 13, bold: true, anchor: 'middle', maxWidth: file.w - 16 }));
    parts.push(c.text(file.x + file.w / 2, file.y + 56, { en: 'supported type', ja: '対応する形式' }, { size: 11.5, anchor: 'middle', ink: 'muted', maxWidth: file.w - 12 }));

    // The Assets pane with the new texture.
    const assets = { x: 196, y: 60, w: 176, h: 180 };
    parts.push(pane(assets.x, assets.y, assets.w, assets.h, { en: 'Assets pane', ja: 'Assetsペイン' }));
    const rows: Array<{ kind: Localized; name: string; tone: 'plain' | 'green' }> = [
      { kind: { en: 'Graph', ja: 'グラフ' }, name: 'glow', tone: 'plain' },
      { kind: { en: 'Material', ja: 'マテリアル' }, name: 'glow-red', tone: 'plain' },
      { kind: { en: 'Texture', ja: 'テクスチャ' }, name: 'noise', tone: 'green' },
    ];
    rows.forEach((row, i) => {
      const y = assets.y + 40 + i * 44;
      parts.push(c.box(assets.x + 12, y, assets.w - 24, 34, row.tone, { radius: 4, strokeWidth: 1.1 }));
      parts.push(c.text(assets.x + 22, y + 22, row.kind, { size: 12.5, bold: true, ink: row.tone === 'green' ? 'green' : 'text', maxWidth: 74 }));
      parts.push(c.text(assets.x + 96, y + 22, `\`${row.name}\``, { size: 12, ink: 'muted', maxWidth: 66 }));
    });
    const rowTop = assets.y + 40 + 2 * 44;
    parts.push(c.arrow([[file.x + file.w + 2, file.y + file.h / 2], [assets.x - 3, file.y + file.h / 2]], 'green', { width: 1.8 }));
    parts.push(c.text((file.x + file.w + assets.x) / 2, file.y + file.h / 2 - 8, { en: 'drop', ja: 'ドロップ' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 48 }));

    // The Texture Inspector.
    const inspector = { x: 490, y: 20, w: 210, h: 104 };
    parts.push(pane(inspector.x, inspector.y, inspector.w, inspector.h, 'Texture Inspector', 'green'));
    parts.push(c.text(inspector.x + 14, inspector.y + 62, 'Name', { size: 13, bold: true, maxWidth: 50 }));
    parts.push(c.box(inspector.x + 64, inspector.y + 44, inspector.w - 78, 28, 'plain', { radius: 4, strokeWidth: 1.1 }));
    parts.push(c.text(inspector.x + 74, inspector.y + 63, 'noise', { size: 13, ink: 'muted', maxWidth: inspector.w - 98 }));
    parts.push(c.text(inspector.x + 14, inspector.y + 94, { en: 'the only documented setting', ja: '記載されている設定はこれだけ' }, { size: 12, ink: 'muted', maxWidth: inspector.w - 28 }));

    // The Graph Editor with a node that references the texture.
    const editor = { x: 490, y: 160, w: 210, h: 120 };
    parts.push(pane(editor.x, editor.y, editor.w, editor.h, { en: 'Graph Editor', ja: 'グラフエディター' }));
    const node = { x: editor.x + 24, y: editor.y + 44, w: 162, h: 56 };
    parts.push(c.box(node.x, node.y, node.w, node.h, 'green', { radius: 5, strokeWidth: 1.2 }));
    parts.push(c.text(node.x + node.w / 2, node.y + 22, '`noise`', { size: 12.5, anchor: 'middle', maxWidth: node.w - 16 }));
    parts.push(c.text(node.x + node.w / 2, node.y + 42, { en: 'used by the graph', ja: 'グラフから参照' }, { size: 11.5, anchor: 'middle', ink: 'muted', maxWidth: node.w - 16 }));

    // From the texture row: select (to the inspector) and drag (to the Graph Editor).
    const rowRight = assets.x + assets.w - 12;
    const selectY = rowTop + 10;
    const dragY = rowTop + 24;
    parts.push(c.arrow([[rowRight + 2, selectY], [430, selectY], [430, inspector.y + 58], [inspector.x - 3, inspector.y + 58]], 'green', { width: 1.6 }));
    parts.push(c.text(436, inspector.y + 52, { en: 'select', ja: '選ぶ' }, { size: 12, ink: 'muted', maxWidth: 50 }));
    parts.push(c.arrow([[rowRight + 2, dragY], [450, dragY], [450, node.y + node.h / 2], [node.x - 3, node.y + node.h / 2]], 'green', { width: 1.6, dashed: true }));
    parts.push(c.text(386, dragY + 18, { en: 'drag', ja: 'ドラッグ' }, { size: 12, ink: 'muted', maxWidth: 60 }));
    return parts.join('\n');
  },
});
