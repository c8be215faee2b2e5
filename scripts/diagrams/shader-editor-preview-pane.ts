/**
 * Shader Editor: the Preview pane, its toolbar and the mouse (a schematic, not a screenshot).
 * Sources (public documentation, playcanvas/developer.playcanvas.com): docs/shader-editor/window-layout/preview-pane.md
 * (read at commits 17a4428 and 21af949: rotate with a left drag, zoom with the wheel, pan with a right drag; drop a
 * glTF/glb model or an equirectangular HDR image; the toolbar's five numbered toggles 1 Play, 2 direct lighting,
 * 3 environment lighting, 4 environment background, 5 fullscreen; the toolbar's environment and shape selectors, not
 * numbered) and content/en/shader-editor/window-layout/preview-pane.md (read at commit 025b3a8: the older numbering 1 to
 * 7, environment selector 5, shape selector 6, fullscreen 7; the selectors are placed by it). Icons are plain boxes.
 */
import { defineDiagram, type Localized } from './lib';

/** The toolbar from left to right; `no` is the current documentation's number (selectors have none). */
const CONTROLS: Array<{ w: number; no?: number; short?: Localized; label: Localized }> = [
  { w: 26, no: 1, label: { en: 'Play: update continuously, time runs', ja: '再生（Play）：描き直し続け、時間を進める' } },
  { w: 26, no: 2, label: { en: 'Direct lighting on or off', ja: '直接光のオン・オフ' } },
  { w: 26, no: 3, label: { en: 'Environment lighting on or off', ja: '環境光のオン・オフ' } },
  { w: 26, no: 4, label: { en: 'Show the environment background', ja: '環境を背景に表示' } },
  { w: 70, short: { en: 'Env. ▾', ja: '環境 ▾' }, label: { en: 'Environment selector', ja: '環境セレクター' } },
  { w: 70, short: { en: 'Shape ▾', ja: '形状 ▾' }, label: { en: 'Shape selector', ja: '形状セレクター' } },
  { w: 26, no: 5, label: { en: 'Fullscreen', ja: 'フルスクリーン' } },
];
const PANE = { x: 20, y: 20, w: 380, h: 330 };

export default defineDiagram({
  name: 'shader-editor-preview-pane',
  width: 720,
  height: 370,
  title: { en: 'The Shader Editor’s Preview pane', ja: 'シェーダーエディターのPreviewペイン' },
  description: {
    en: 'The Preview pane renders the selected graph or material on a shape. Its toolbar has five numbered toggles (1 play, 2 direct lighting, 3 environment lighting, 4 environment background, 5 fullscreen) and two unnumbered selectors for the environment and the shape. Drag with the left button to rotate, with the right button to pan, and use the wheel to zoom; drop a glTF or GLB model or an equirectangular HDR image to add your own shape or environment.',
    ja: 'Previewペインは、選んだグラフやマテリアルを形状に描画します。ツールバーには、番号の付いた5つの切り替えボタン（1再生、2直接光、3環境光、4環境の背景表示、5フルスクリーン）と、番号のない環境セレクターと形状セレクターがあります。左ドラッグで回転、右ドラッグでパン、ホイールでズームし、glTF・GLBモデルや正距円筒図法のHDR画像をドロップすると独自の形状や環境を追加できます。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.box(PANE.x, PANE.y, PANE.w, PANE.h, 'neutral', { radius: 6, strokeWidth: 1.2 }));
    parts.push(c.rect(PANE.x + 1, PANE.y + 1, PANE.w - 2, 25, 'plain', 5));
    parts.push(c.arrow([[PANE.x, PANE.y + 26], [PANE.x + PANE.w, PANE.y + 26]], 'neutral', { head: false, width: 1 }));
    parts.push(c.text(PANE.x + 12, PANE.y + 18, { en: 'Preview pane', ja: 'Previewペイン' }, { size: 12.5, bold: true, ink: 'muted', maxWidth: PANE.w - 24 }));

    // The toolbar: five numbered toggles and two unnumbered selectors.
    let x = PANE.x + 12;
    const barY = PANE.y + 36;
    CONTROLS.forEach((control, i) => {
      parts.push(c.box(x, barY, control.w, 26, i === 0 ? 'accent' : 'plain', { radius: 4, strokeWidth: 1.1 }));
      const label = control.short !== undefined ? c.t(control.short) : String(control.no);
      parts.push(c.text(x + control.w / 2, barY + 18, label, { size: 12.5, bold: true, anchor: 'middle', ink: i === 0 ? 'accent' : control.no === undefined ? 'muted' : 'text', maxWidth: control.w - 4 }));
      x += control.w + 6;
    });

    // The preview: a sphere on a floor line.
    const cx = PANE.x + PANE.w / 2;
    const cy = PANE.y + 170;
    parts.push(`<circle cx="${cx}" cy="${cy}" r="62" fill="${c.colors.fill.blue}" stroke="${c.colors.stroke.blue}" stroke-width="1.6"/>`);
    parts.push(c.text(cx, cy + 5, { en: 'graph or material', ja: 'グラフかマテリアル' }, { size: 12, bold: true, anchor: 'middle', ink: 'blue', maxWidth: 120 }));

    // Mouse controls.
    parts.push(
      c.lines(PANE.x + 14, PANE.y + 258, [
        { en: 'Left drag: rotate', ja: '左ドラッグ：回転' },
        { en: 'Right drag: pan', ja: '右ドラッグ：パン' },
        { en: 'Wheel: zoom', ja: 'ホイール：ズーム' },
      ], { size: 12.5, lineHeight: 20, maxWidth: PANE.w - 28 }),
    );

    // The legend of the toolbar: the numbered toggles, then the selectors.
    const legendX = 430;
    parts.push(c.text(legendX, 40, { en: 'Toolbar', ja: 'ツールバー' }, { size: 14, bold: true, maxWidth: 270 }));
    const numbered = CONTROLS.filter((control) => control.no !== undefined).sort((a, b) => a.no! - b.no!);
    numbered.forEach((control, i) => {
      parts.push(c.text(legendX, 64 + i * 21, `${control.no}  ${c.t(control.label)}`, { size: 12.5, maxWidth: 270 }));
    });
    const selectors = CONTROLS.filter((control) => control.no === undefined);
    selectors.forEach((control, i) => {
      parts.push(c.text(legendX, 64 + (numbered.length + i) * 21, `▾  ${c.t(control.label)}`, { size: 12.5, maxWidth: 270 }));
    });
    parts.push(c.text(legendX, 64 + (numbered.length + selectors.length) * 21 + 2, { en: 'Older docs: selectors 5 and 6, fullscreen 7', ja: '旧版の番号：セレクターが5と6、フルスクリーンが7' }, { size: 11.5, ink: 'muted', maxWidth: 280 }));

    // Drops.
    const dropY = 230;
    parts.push(c.box(legendX, dropY, 270, 120, 'plain', { dashed: true, radius: 6 }));
    parts.push(c.text(legendX + 12, dropY + 22, { en: 'Drop a file on the pane', ja: 'ファイルをペインにドロップ' }, { size: 13, bold: true, maxWidth: 246 }));
    parts.push(
      c.lines(legendX + 12, dropY + 46, [
        { en: 'glTF / GLB model', ja: 'glTF・GLBモデル' },
        { en: '→ added to the shape selector', ja: '→ 形状セレクターに加わる' },
        { en: 'equirectangular HDR image', ja: '正距円筒図法のHDR画像' },
        { en: '→ added to the environment selector', ja: '→ 環境セレクターに加わる' },
      ], { size: 12, lineHeight: 18, maxWidth: 250 }),
    );
    parts.push(c.arrow([[legendX - 4, dropY + 60], [PANE.x + PANE.w + 4, dropY + 60]], 'neutral', { width: 1.2, dashed: true }));
    return parts.join('\n');
  },
});
