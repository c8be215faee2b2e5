/**
 * The passes CameraFrame runs for a camera, in order.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - the order: extras/render-passes/frame-pass-camera-frame.js `collectPasses()` (prePass, ssaoPass when
 *   SSAOTYPE_LIGHTING, scenePass, colorGrabPass, scenePassTransparent, ssaoPass, volumetricFogPass, taaPass,
 *   scenePassHalf, bloomPass, dofPass, composePass, afterPass); the grab and transparent passes exist only with
 *   `rendering.sceneColorMap` and are left out here.
 * - when each exists: the `setup*Pass()` methods and `sanitizeOptions()` (the prepass for `sceneDepthMap`, lighting
 *   SSAO, or depth for TAA, DOF, fog and combined SSAO on devices that cannot render it in the scene pass);
 *   extras/render-passes/camera-frame.js `updateOptions()` (bloom on when `bloom.intensity > 0`).
 * - the scene pass renders the camera's layers up to Immediate (transparent) into an HDR texture
 *   (`lastSceneLayerId`), without tone mapping (`setupScenePassSettings`); the compose pass renders to the
 *   camera's render target (`setupComposePass`); the after pass renders the remaining layers, UI by default
 *   (`setupAfterPass`).
 */
import { defineDiagram, type Localized } from './lib';

interface Pass {
  title: Localized | string;
  field: string;
  when: Localized | string;
  always?: boolean;
  accent?: boolean;
}

const ROW1: Pass[] = [
  { title: { en: 'Depth prepass', ja: '深度プリパス' }, field: '`prePass`', when: { en: 'depth needed early', ja: '深度を先に使うとき' } },
  { title: { en: 'Scene', ja: 'シーン' }, field: '`scenePass`', when: { en: 'always, to HDR', ja: '常に（HDRへ）' }, always: true },
  { title: 'SSAO', field: '`ssaoPass`', when: '`ssao.type`' },
  { title: { en: 'Volumetric fog', ja: 'ボリュームフォグ' }, field: '`volumetricFogPass`', when: '`volumetricFog`' },
  { title: 'TAA', field: '`taaPass`', when: '`taa.enabled`' },
];
const ROW2: Pass[] = [
  { title: { en: 'Half-size copy', ja: '半分に縮小' }, field: '`scenePassHalf`', when: { en: 'bloom or DOF', ja: 'ブルームかDOF' } },
  { title: { en: 'Bloom', ja: 'ブルーム' }, field: '`bloomPass`', when: '`bloom.intensity`' },
  { title: { en: 'Depth of field', ja: '被写界深度' }, field: '`dofPass`', when: '`dof.enabled`' },
  { title: { en: 'Compose', ja: '合成' }, field: '`composePass`', when: { en: 'always, to target', ja: '常に（出力先へ）' }, always: true, accent: true },
  { title: { en: 'After', ja: '後段' }, field: '`afterPass`', when: { en: 'always: UI layer', ja: '常に（UIレイヤー）' }, always: true },
];

export default defineDiagram({
  name: 'camera-frame-passes',
  width: 852,
  height: 352,
  title: { en: 'The passes of CameraFrame', ja: 'CameraFrameのパス' },
  description: {
    en: 'CameraFrame renders a camera with up to ten passes, in this order: depth prepass, scene (into an HDR texture), SSAO, volumetric fog, TAA, a half-size copy, bloom, depth of field, compose (tone mapping, grading and vignette, into the camera’s target) and the after pass, which draws the UI layer on top. The scene, compose and after passes always run; the others exist only while a setting needs them.',
    ja: 'CameraFrameは最大10のパスでカメラを描画します。順に、深度プリパス、シーン（HDRテクスチャへ）、SSAO、ボリュームフォグ、TAA、半分のサイズへの縮小、ブルーム、被写界深度、合成（トーンマッピング、グレーディング、ビネットを適用してカメラの出力先へ）、UIレイヤーを上に描く後段のパスです。シーン、合成、後段は常に実行され、それ以外は設定が必要とするときだけ作られます。',
  },
  draw(c) {
    const parts: string[] = [];
    const card = { w: 156, h: 80, gap: 14, x0: 8 };
    const rows = [
      { y: 52, passes: ROW1 },
      { y: 196, passes: ROW2 },
    ];
    parts.push(
      c.text(card.x0, 22, { en: 'Passes of `FramePassCameraFrame`, in the order they run', ja: '`FramePassCameraFrame`のパス（実行順）' }, { size: 14, bold: true, ink: 'muted', maxWidth: 836 }),
    );
    rows.forEach(({ y, passes }) => {
      passes.forEach((pass, i) => {
        const x = card.x0 + i * (card.w + card.gap);
        const tone = pass.accent ? 'accent' : pass.always ? 'blue' : 'neutral';
        parts.push(c.card(x, y, card.w, card.h, tone, pass.title, [pass.field, pass.when], { dashed: !pass.always, size: 12 }));
        if (i > 0) parts.push(c.arrow([[x - card.gap + 1, y + card.h / 2], [x - 2, y + card.h / 2]], 'neutral', { width: 1.6 }));
      });
    });
    // From the end of the first row to the start of the second
    const lastX = card.x0 + 4 * (card.w + card.gap) + card.w / 2;
    const firstX = card.x0 + card.w / 2;
    const midY = rows[0]!.y + card.h + (rows[1]!.y - rows[0]!.y - card.h) / 2;
    parts.push(c.arrow([[lastX, rows[0]!.y + card.h + 1], [lastX, midY], [firstX, midY], [firstX, rows[1]!.y - 2]], 'neutral', { width: 1.6 }));

    parts.push(
      c.lines(
        card.x0,
        rows[1]!.y + card.h + 30,
        [
          { en: 'Solid: always runs. Dashed: created only while a setting needs it. Line 2: the field; line 3: the setting.', ja: '実線：常に実行。破線：設定が必要とするときだけ作られる。2行目はパスの変数名、3行目は設定。' },
          { en: 'The scene pass renders the camera’s layers up to Immediate without tone mapping; the compose pass applies it.', ja: 'シーンのパスはImmediateレイヤーまでをトーンマッピングなしで描き、合成のパスがトーンマッピングを行います。' },
        ],
        { size: 12.5, lineHeight: 20, ink: 'muted', maxWidth: 836 },
      ),
    );
    return parts.join('\n');
  },
});
