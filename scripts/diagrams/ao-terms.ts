/**
 * Where ambient occlusion enters the lighting of a StandardMaterial.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - scene/shader-lib/glsl/chunks/standard/frag/ao.js: AO = AO map × vertex colour, mixed towards 1 by
 *   `aoIntensity`.
 * - .../lit/frag/pass-forward/litForwardBackend.js: SSAO (LIT_SSAO, CameraFrame SSAOTYPE_LIGHTING) multiplies
 *   the AO; the AO multiplies the diffuse light before the lightmap and the lights are added, or after them
 *   with `occludeDirect`; specular light and reflections are multiplied by the specular occlusion
 *   (`occludeSpecular`, aoSpecOcc.js).
 * - extras/render-passes/frame-pass-camera-frame.js: SSAOTYPE_COMBINE passes the SSAO texture to the compose
 *   pass, which multiplies the final colour (compose-ssao.js).
 */
import { defineDiagram, type Localized, type Tone } from './lib';

const SOURCES: Localized[] = [
  { en: 'AO map', ja: 'AOマップ' },
  { en: 'Vertex Color', ja: '頂点カラー' },
  { en: 'SSAO (Lighting)', ja: 'SSAO（Lighting）' },
];

const TERMS: Array<{ term: Localized; effect: Localized; tone: Tone & ('accent' | 'blue' | 'green') }> = [
  { term: { en: 'Ambient light (Ambient Color, skybox)', ja: '環境光（Ambient Color、スカイボックス）' }, effect: { en: '× AO', ja: '× AO' }, tone: 'accent' },
  { term: { en: 'Lightmap', ja: 'ライトマップ' }, effect: { en: '× AO only with occludeDirect', ja: 'occludeDirect時のみ × AO' }, tone: 'blue' },
  { term: { en: 'Direct light from lights', ja: 'ライトからの直接光' }, effect: { en: '× AO only with occludeDirect', ja: 'occludeDirect時のみ × AO' }, tone: 'blue' },
  { term: { en: 'Specular light, reflections', ja: 'スペキュラー光と反射' }, effect: { en: '× specular occlusion', ja: '× スペキュラーオクルージョン' }, tone: 'green' },
];

export default defineDiagram({
  name: 'ao-terms',
  width: 720,
  height: 390,
  title: { en: 'What ambient occlusion darkens', ja: 'アンビエントオクルージョンが暗くするもの' },
  description: {
    en: 'The AO value is the product of the AO map, the vertex colour and SSAO of the Lighting type. It always multiplies the ambient light. It multiplies the lightmap and the direct light only when occludeDirect is on, and it darkens specular light and reflections through the specular occlusion. SSAO of the Combine type multiplies the finished image instead.',
    ja: 'AOの値は、AOマップ、頂点カラー、LightingタイプのSSAOの積です。AOは常に環境光に掛かります。ライトマップと直接光に掛かるのはoccludeDirectがオンのときだけです。スペキュラー光と反射は、スペキュラーオクルージョンを通して暗くなります。CombineタイプのSSAOは、代わりに完成した画像に掛かります。',
  },
  draw(c) {
    const parts: string[] = [];
    // Top: the AO value is the product of its sources.
    const top = { x: 20, y: 50, w: 150, h: 44, gap: 30 };
    parts.push(c.text(top.x, 32, { en: 'The AO value of a pixel', ja: 'ピクセルのAOの値' }, { size: 13, bold: true, ink: 'muted', maxWidth: 400 }));
    SOURCES.forEach((label, i) => {
      const x = top.x + i * (top.w + top.gap);
      parts.push(c.box(x, top.y, top.w, top.h, 'neutral'));
      parts.push(c.text(x + top.w / 2, top.y + 27, label, { size: 13, anchor: 'middle', maxWidth: top.w - 16 }));
      parts.push(c.text(x + top.w + top.gap / 2, top.y + 28, i < 2 ? '×' : '=', { size: 16, bold: true, anchor: 'middle', ink: 'muted', maxWidth: top.gap }));
    });
    const aoX = top.x + 3 * (top.w + top.gap);
    parts.push(c.box(aoX, top.y, top.w, top.h, 'accent'));
    parts.push(c.text(aoX + top.w / 2, top.y + 27, { en: 'AO (0 to 1)', ja: 'AO（0～1）' }, { size: 14, bold: true, anchor: 'middle', ink: 'accent', maxWidth: top.w - 16 }));

    // Below: the terms of the lighting and what the AO does to each.
    const row = { y: 144, h: 40, gap: 12, termX: 20, termW: 330, effectX: 390, effectW: 310 };
    parts.push(c.text(row.termX, 128, { en: 'Lighting of the material', ja: 'マテリアルのライティング' }, { size: 13, bold: true, ink: 'muted', maxWidth: row.termW }));
    parts.push(c.text(row.effectX, 128, { en: 'Effect of the AO', ja: 'AOの効き方' }, { size: 13, bold: true, ink: 'muted', maxWidth: row.effectW }));
    TERMS.forEach((term, i) => {
      const y = row.y + i * (row.h + row.gap);
      parts.push(c.box(row.termX, y, row.termW, row.h, 'plain'));
      parts.push(c.text(row.termX + 12, y + 25, term.term, { size: 12.5, maxWidth: row.termW - 24 }));
      parts.push(c.arrow([[row.termX + row.termW + 2, y + row.h / 2], [row.effectX - 3, y + row.h / 2]], term.tone));
      parts.push(c.box(row.effectX, y, row.effectW, row.h, term.tone));
      parts.push(c.text(row.effectX + 12, y + 25, term.effect, { size: 12.5, bold: true, ink: term.tone, maxWidth: row.effectW - 24 }));
    });

    parts.push(
      c.text(20, 372, { en: 'SSAO of the Combine type skips all this and multiplies the finished image.', ja: 'CombineタイプのSSAOはここを通らず、完成した画像全体に掛かります。' }, { size: 12.5, ink: 'muted', maxWidth: 680 }),
    );
    return parts.join('\n');
  },
});
