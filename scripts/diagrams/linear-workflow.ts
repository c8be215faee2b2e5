/**
 * The linear workflow of a frame: sRGB inputs decoded to linear, lighting summed in linear (HDR),
 * exposure and tone mapping down to 0–1, gamma encoding for the display; data maps bypass decoding.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - material and light colours go to linear with a power of 2.2: scene/materials/material-property.js
 *   `convertColorToLinear`, core/math/color.js `linear()`, scene/light.js `_updateLinearColor`.
 * - colour maps: an sRGB texture format is decoded by the GPU; an 8-bit map without it is decoded in the
 *   shader (`decodeGamma`, pow 2.2): platform/graphics/texture.js `encoding`, scene/shader-lib/chunk-utils.js,
 *   scene/materials/standard-material-options-builder.js (`diffuseEncoding`, `emissiveEncoding`, ...).
 * - data maps (normal, gloss, metalness, AO...) get no decode: scene/shader-lib/programs/standard.js
 *   `_addMapDefines` is called without an encoding for them.
 * - exposure and the TONEMAP_* curve, then GAMMA_SRGB's pow(1/2.2):
 *   scene/shader-lib/glsl/chunks/lit/frag/end.js, common/frag/tonemapping/*.js, common/frag/gamma.js.
 */
import { defineDiagram, type Localized, type Tone } from './lib';

interface Stage {
  tone: Tone;
  title: Localized;
  lines: Localized[];
  range: Localized;
}

const STAGES: Stage[] = [
  {
    tone: 'blue',
    title: { en: 'Inputs', ja: '入力' },
    lines: [
      { en: 'Colour maps', ja: 'カラーマップ' },
      { en: 'Colour fields', ja: 'Inspectorの色' },
      { en: '→ decoded to linear', ja: '→ リニアに変換' },
    ],
    range: { en: 'sRGB 0–1 → linear', ja: 'sRGB 0〜1 → リニア' },
  },
  {
    tone: 'accent',
    title: { en: 'Lighting', ja: 'ライティング' },
    lines: [
      { en: 'Lights, environment', ja: 'ライトと環境光を' },
      { en: 'summed in linear', ja: 'リニアの値で合算' },
      { en: 'can exceed 1.0', ja: '1.0を超える値も' },
    ],
    range: { en: 'linear 0 to ∞ (HDR)', ja: 'リニア0〜∞（HDR）' },
  },
  {
    tone: 'green',
    title: { en: 'Tone mapping', ja: 'トーンマッピング' },
    lines: [
      { en: '× Exposure', ja: '× Exposure（露出）' },
      { en: '`TONEMAP_*` curve', ja: '`TONEMAP_*`の曲線' },
      { en: '→ 0 to 1', ja: '→ 0〜1に収める' },
    ],
    range: { en: 'linear 0–1', ja: 'リニア0〜1' },
  },
  {
    tone: 'neutral',
    title: { en: 'Output', ja: '出力' },
    lines: [
      { en: 'Gamma 2.2:', ja: 'Gamma 2.2で' },
      { en: 'linear → sRGB', ja: 'リニア → sRGB' },
      { en: 'for the display', ja: '画面に表示' },
    ],
    range: { en: 'sRGB 0–1', ja: 'sRGB 0〜1' },
  },
];

export default defineDiagram({
  name: 'linear-workflow',
  width: 760,
  height: 286,
  title: { en: 'The linear workflow of a frame', ja: '1フレームのリニアワークフロー' },
  description: {
    en: 'Colour maps and colour fields are sRGB and are decoded to linear. Lighting adds lights and the environment in linear, where values can exceed 1.0. Exposure and a tone mapping curve bring them back to 0 to 1, and gamma 2.2 encodes them as sRGB for the display. Data maps such as normal, gloss, metalness and AO are read as numbers and go to the lighting without any conversion.',
    ja: 'カラーマップとInspectorの色はsRGBで、リニアに変換されます。ライティングはライトと環境光をリニアのまま合算し、値は1.0を超えることもあります。露出とトーンマッピングの曲線が0〜1に戻し、Gamma 2.2がsRGBに変換して画面に出します。法線、光沢、金属度、AOなどのデータ用マップは数値として読まれ、変換なしでライティングに入ります。',
  },
  draw(c) {
    const parts: string[] = [];
    const card = { x: 20, y: 20, w: 160, h: 104, gap: (760 - 40 - 4 * 160) / 3 };
    STAGES.forEach((stage, i) => {
      const x = card.x + i * (card.w + card.gap);
      parts.push(c.card(x, card.y, card.w, card.h, stage.tone, stage.title, stage.lines, { size: 12.5 }));
      // The range of the values this stage hands on.
      parts.push(c.rect(x, card.y + card.h + 12, card.w, 26, 'neutral', 4));
      parts.push(c.text(x + card.w / 2, card.y + card.h + 30, stage.range, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: card.w - 12 }));
      if (i > 0) {
        const y = card.y + card.h / 2;
        parts.push(c.arrow([[x - card.gap + 2, y], [x - 3, y]], 'neutral', { width: 1.8 }));
      }
    });

    // Data maps skip the decoding and go straight to the lighting.
    const data = { x: card.x, y: 192, w: card.w + card.gap + card.w * 0.55, h: 74 };
    parts.push(
      c.card(data.x, data.y, data.w, data.h, 'plain', { en: 'Data maps (sRGB off)', ja: 'データ用のマップ（sRGBオフ）' }, [
        { en: 'Normal, gloss, metalness, AO', ja: '法線、光沢、金属度、AOなど' },
        { en: 'read as numbers, no conversion', ja: '数値のまま読み、変換しない' },
      ], { dashed: true, size: 12.5 }),
    );
    const lightingX = card.x + card.w + card.gap;
    const fromX = data.x + data.w;
    const toX = lightingX + card.w * 0.75;
    parts.push(
      c.arrow([[fromX + 2, data.y + data.h / 2], [toX, data.y + data.h / 2], [toX, card.y + card.h + 44]], 'neutral', { width: 1.8, dashed: true }),
    );

    // How the engine converts between the two.
    const note = { x: 356, w: 384 };
    parts.push(
      c.lines(note.x, data.y + 30, [
        { en: 'The engine’s own conversions use a power of 2.2:', ja: 'エンジン自身の変換は2.2乗の近似です。' },
        { en: 'linear = sRGB^2.2, sRGB = linear^(1/2.2)', ja: 'リニア = sRGB^2.2、sRGB = リニア^(1/2.2)' },
      ], { size: 12.5, ink: 'muted', lineHeight: 20, maxWidth: note.w }),
    );
    return parts.join('');
  },
});
