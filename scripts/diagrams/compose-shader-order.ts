/**
 * The order of the compose shader of CameraFrame and where the three custom chunks go.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - scene/shader-lib/glsl/chunks/render-pass/frag/compose/compose.js and the WGSL twin: the includes of the effect
 *   chunks, then `composeDeclarationsPS`, then `main()` with `composeMainStartPS` first, the scene read into `uv`,
 *   `scene` and `result`, CAS, DOF, SSAO, fringing, bloom, colour enhance, grading, `toneMap()`, colour LUT,
 *   vignette, `composeMainEndPS`, the debug output, `gammaCorrectOutput()`.
 * - the empty custom chunks: scene/shader-lib/glsl/collections/compose-chunks-glsl.js.
 */
import { defineDiagram, type Localized } from './lib';

type Kind = 'custom' | 'engine' | 'tonemap';
const STEPS: Array<{ kind: Kind; code: Localized | string; note: Localized }> = [
  { kind: 'custom', code: '`composeMainStartPS`', note: { en: 'first line of main(): no uv, scene or result yet', ja: 'main()の先頭。uv、scene、resultはまだない' } },
  { kind: 'engine', code: '`uv`, `scene`, `result`', note: { en: 'the scene texture is read', ja: 'シーンのテクスチャを読む' } },
  { kind: 'engine', code: { en: 'CAS, DOF, SSAO, fringing, bloom', ja: 'CAS、DOF、SSAO、色収差、ブルーム' }, note: { en: 'sharpness and effects, in HDR', ja: '鮮明化と各エフェクト（HDR）' } },
  { kind: 'engine', code: { en: 'colour enhance, grading', ja: '色の強調、グレーディング' }, note: { en: 'colour settings, in HDR', ja: '色の調整（HDR）' } },
  { kind: 'tonemap', code: '`toneMap()`', note: { en: 'rendering.toneMapping: HDR to 0–1', ja: 'rendering.toneMapping：HDRから0〜1へ' } },
  { kind: 'engine', code: { en: 'colour LUT, vignette', ja: 'カラーLUT、ビネット' }, note: { en: 'on the tone-mapped colour', ja: 'トーンマッピング後の色に適用' } },
  { kind: 'custom', code: '`composeMainEndPS`', note: { en: 'result: tone-mapped, still linear', ja: 'result：トーンマッピング済み、リニアのまま' } },
  { kind: 'engine', code: '`gammaCorrectOutput()`', note: { en: 'gamma for the target, then the output', ja: '出力先に合わせてガンマ補正し出力' } },
];

export default defineDiagram({
  name: 'compose-shader-order',
  width: 720,
  height: 510,
  title: { en: 'Where the custom compose chunks go', ja: '合成シェーダーにカスタムチャンクが入る位置' },
  description: {
    en: 'The compose shader first includes the effect chunks, then composeDeclarationsPS. Its main() starts with composeMainStartPS, reads the scene into uv, scene and result, applies sharpening, depth of field, SSAO, fringing, bloom, colour enhancement and grading in HDR, tone maps, applies the colour LUT and vignette, runs composeMainEndPS on the tone-mapped linear result, and ends with gamma correction.',
    ja: '合成シェーダーは、まずエフェクトのチャンクを読み込み、次にcomposeDeclarationsPSを置きます。main()はcomposeMainStartPSで始まり、シーンをuv、scene、resultに読み込み、鮮明化、被写界深度、SSAO、色収差、ブルーム、色の強調、グレーディングをHDRのまま適用し、トーンマッピングし、カラーLUTとビネットを適用します。その後、トーンマッピング済みでリニアのresultにcomposeMainEndPSを実行し、最後にガンマ補正します。',
  },
  draw(c) {
    const parts: string[] = [];
    const x = 20;
    const w = 680;
    parts.push(c.text(x, 24, { en: 'The compose shader (`composePS`), top to bottom', ja: '合成シェーダー（`composePS`）の上から下への順序' }, { size: 14, bold: true, ink: 'muted', maxWidth: w }));

    // Declarations, outside main()
    const decl = { y: 40, h: 48 };
    parts.push(c.box(x, decl.y, w, decl.h, 'accent'));
    parts.push(c.text(x + 14, decl.y + 30, '`composeDeclarationsPS`', { size: 14, bold: true, ink: 'accent', maxWidth: 300 }));
    parts.push(c.text(x + 330, decl.y + 30, { en: 'your uniforms and functions, outside main()', ja: '自分のuniformと関数（main()の外）' }, { size: 12.5, maxWidth: w - 344 }));

    // main()
    const main = { y: 104, rowH: 40 };
    const mainH = 34 + STEPS.length * main.rowH + 10;
    parts.push(c.box(x, main.y, w, mainH, 'plain'));
    parts.push(c.text(x + 14, main.y + 24, '`main()`', { size: 14, bold: true, maxWidth: 200 }));
    STEPS.forEach((step, i) => {
      const y = main.y + 34 + i * main.rowH;
      const tone = step.kind === 'custom' ? 'accent' : step.kind === 'tonemap' ? 'blue' : 'neutral';
      parts.push(c.box(x + 14, y, w - 28, main.rowH - 8, tone, { radius: 6, strokeWidth: step.kind === 'custom' ? 1.8 : 1.1, dashed: false }));
      const ink = step.kind === 'custom' ? 'accent' : step.kind === 'tonemap' ? 'blue' : 'text';
      parts.push(c.text(x + 28, y + 21, step.code, { size: 13, bold: step.kind !== 'engine', ink, maxWidth: 290 }));
      parts.push(c.text(x + 330, y + 21, step.note, { size: 12.5, ink: 'muted', maxWidth: w - 358 }));
      if (i > 0) parts.push(c.arrow([[x + 22, y - 8], [x + 22, y - 1]], 'neutral', { width: 1.2, head: false }));
    });
    parts.push(
      c.text(x, main.y + mainH + 26, { en: 'Orange: the three chunks you can fill. They are empty by default.', ja: 'オレンジ：自分で中身を書ける3つのチャンク。既定では空です。' }, { size: 12.5, ink: 'muted', maxWidth: w }),
    );
    return parts.join('\n');
  },
});
