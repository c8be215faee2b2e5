/**
 * The custom pass chain of the page "Custom render passes" (examples/user-manual/graphics/posteffects/cameraframe/
 * custom-passes/retro-pixels.mjs): the scene into a small texture, a full-screen pass to the back buffer, the UI on top.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - a camera with frame passes renders only them: scene/composition/layer-composition.js (`framePasses.length > 0`
 *   adds a dummy render action), scene/renderer/forward-renderer.js `buildFrameGraph` (`useCameraPasses`).
 * - `RenderPass.init(target, options)`: null renders to the back buffer; with options, `frameUpdate()` resizes the
 *   target to the back buffer (or `resizeSource`) times `scaleX`/`scaleY`: platform/graphics/render-pass.js.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'custom-pass-chain',
  width: 780,
  height: 300,
  title: { en: 'A camera rendered by three custom passes', ja: '3つの独自パスで描画するカメラ' },
  description: {
    en: 'camera.framePasses holds three passes. A RenderPassForward renders the World, Skybox and Immediate layers into a small RGBA8 texture, a quarter of the back buffer. PosterizePass draws that texture over the back buffer with nearest filtering and fewer colours. A second RenderPassForward draws the UI layer on top, at full resolution.',
    ja: 'camera.framePassesに3つのパスがあります。RenderPassForwardがWorld、Skybox、Immediateの各レイヤーを、バックバッファーの4分の1の大きさのRGBA8テクスチャに描きます。PosterizePassがそのテクスチャを最近傍補間で拡大し、色数を減らしてバックバッファーに描きます。2つ目のRenderPassForwardが、UIレイヤーを全解像度で上に重ねます。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.text(20, 24, '`camera.framePasses = [scenePass, posterizePass, uiPass]`', { size: 13.5, bold: true, maxWidth: 740 }));
    const y = 48;
    const h = 118;
    const cards = [
      { x: 20, tone: 'blue' as const, title: '`scenePass`', lines: ['`RenderPassForward`', { en: 'World, Skybox, Immediate', ja: 'World、Skybox、Immediate' }, { en: 'camera’s clear and tone map', ja: 'クリアとトーンマッピング' }] },
      { x: 280, tone: 'accent' as const, title: '`posterizePass`', lines: ['`RenderPassShaderQuad`', { en: 'full-screen quad', ja: '画面全体の四角形' }, { en: 'fewer colour levels', ja: '色の段階を減らす' }] },
      { x: 540, tone: 'blue' as const, title: '`uiPass`', lines: ['`RenderPassForward`', { en: 'UI layer, no clear', ja: 'UIレイヤー、クリアなし' }, { en: 'full resolution', ja: '全解像度' }] },
    ];
    const w = 220;
    cards.forEach((card) => parts.push(c.card(card.x, y, w, h, card.tone, card.title, card.lines, { size: 12.5 })));
    parts.push(c.arrow([[20 + w + 1, y + h / 2], [280 - 2, y + h / 2]], 'neutral', { width: 1.8 }));
    parts.push(c.arrow([[280 + w + 1, y + h / 2], [540 - 2, y + h / 2]], 'neutral', { width: 1.8 }));

    // Targets
    const ty = y + h + 28;
    const th = 64;
    parts.push(c.box(20, ty, w, th, 'plain', { dashed: true }));
    parts.push(c.text(34, ty + 24, { en: 'Small texture (RGBA8)', ja: '小さなテクスチャ（RGBA8）' }, { size: 13, bold: true, maxWidth: w - 28 }));
    parts.push(c.text(34, ty + 45, { en: '¼ size, nearest filtering', ja: '4分の1の大きさ、最近傍補間' }, { size: 12.5, ink: 'muted', maxWidth: w - 28 }));
    parts.push(c.box(280, ty, 480, th, 'plain', { dashed: true }));
    parts.push(c.text(294, ty + 24, { en: 'Back buffer (the canvas)', ja: 'バックバッファー（キャンバス）' }, { size: 13, bold: true, maxWidth: 452 }));
    parts.push(c.text(294, ty + 45, { en: '`init(null)`: both passes draw here, one after the other', ja: '`init(null)`：2つのパスが順にここへ描く' }, { size: 12.5, ink: 'muted', maxWidth: 452 }));
    parts.push(c.arrow([[130, y + h + 1], [130, ty - 2]], 'blue', { width: 1.6 }));
    parts.push(c.arrow([[170, ty - 2], [170, y + h + 10], [300, y + h + 10], [300, y + h + 1]], 'accent', { width: 1.6, dashed: true }));
    parts.push(c.arrow([[390, y + h + 1], [390, ty - 2]], 'accent', { width: 1.6 }));
    parts.push(c.arrow([[650, y + h + 1], [650, ty - 2]], 'blue', { width: 1.6 }));
    return parts.join('\n');
  },
});
