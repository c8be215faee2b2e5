/**
 * How a camera's legacy post-effect queue renders a frame (two effects).
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - framework/components/camera/post-effect-queue.js: `addEffect` makes a full-size input target per
 *   effect (`_createOffscreenTarget`; depth, stencil and the device's MSAA samples only for the first;
 *   RGBA8, or SRGBA8 when the output is sRGB, unless the effect asks for `hdr`), chains each effect's
 *   output to the next one's input; `enable` points `camera.renderTarget` at the first input;
 *   `onPostprocessing` renders each effect, the last one into the saved `destinationRenderTarget`
 *   (null: the back buffer) with the camera's `rect`.
 * - scene/composition/layer-composition.js: post-processing is triggered before the layer
 *   `camera.disablePostEffectsLayer` (framework/components/camera/component.js: `LAYERID_UI`);
 *   that layer and the ones after it render to the output directly.
 */
import { defineDiagram, type Localized, type Tone } from './lib';

interface Step {
  col: number;
  row: number;
  tone: Tone;
  title: Localized;
  lines: Localized[];
  dashed?: boolean;
}

const STEPS: Step[] = [
  {
    col: 0,
    row: 0,
    tone: 'blue',
    title: { en: '1. Camera', ja: '1. カメラ' },
    lines: [
      { en: 'renders its layers', ja: 'UIより前の' },
      { en: 'before the UI layer', ja: 'レイヤーを描画' },
    ],
  },
  {
    col: 1,
    row: 0,
    tone: 'neutral',
    title: { en: '2. Input of effect 1', ja: '2. エフェクト1の入力' },
    lines: [
      { en: 'full size, RGBA8', ja: '画面と同じサイズ、RGBA8' },
      { en: 'with depth and MSAA', ja: '深度とMSAAあり' },
    ],
  },
  {
    col: 2,
    row: 0,
    tone: 'accent',
    title: { en: '3. Effect 1', ja: '3. エフェクト1' },
    lines: [
      { en: 'e.g. `brightnessContrast`', ja: '例：`brightnessContrast`' },
      { en: 'one full-screen pass', ja: '全画面を1回描画' },
    ],
  },
  {
    col: 2,
    row: 1,
    tone: 'neutral',
    title: { en: '4. Input of effect 2', ja: '4. エフェクト2の入力' },
    lines: [
      { en: 'full size, RGBA8', ja: '画面と同じサイズ、RGBA8' },
      { en: 'no depth', ja: '深度なし' },
    ],
  },
  {
    col: 1,
    row: 1,
    tone: 'accent',
    title: { en: '5. Effect 2 (last)', ja: '5. エフェクト2（最後）' },
    lines: [
      { en: 'e.g. `vignette`', ja: '例：`vignette`' },
      { en: "in the camera's Viewport", ja: 'カメラのViewport内に描画' },
    ],
  },
  {
    col: 0,
    row: 1,
    tone: 'green',
    title: { en: '6. Output', ja: '6. 出力先' },
    lines: [
      { en: 'the back buffer, or the', ja: 'バックバッファー、または' },
      { en: "camera's `renderTarget`", ja: 'カメラの`renderTarget`' },
    ],
  },
  {
    col: 0,
    row: 2,
    tone: 'plain',
    dashed: true,
    title: { en: '7. UI and later layers', ja: '7. UI以降のレイヤー' },
    lines: [
      { en: 'drawn after the effects,', ja: 'エフェクトの後に描画' },
      { en: 'never affected by them', ja: 'エフェクトはかからない' },
    ],
  },
];

export default defineDiagram({
  name: 'legacy-post-effects',
  width: 720,
  height: 400,
  title: { en: 'How the legacy post-effect queue renders a frame', ja: 'レガシーポストエフェクトのキューが1フレームを描く流れ' },
  description: {
    en: 'The camera renders the layers before UI into the input target of the first effect. Each effect reads its input and writes into the input of the next one; the last effect writes into the back buffer or the camera’s render target. The UI layer and later layers are drawn after the effects.',
    ja: 'カメラはUIより前のレイヤーを最初のエフェクトの入力ターゲットに描きます。各エフェクトは自分の入力を読み、次のエフェクトの入力に書き込みます。最後のエフェクトはバックバッファーかカメラのレンダーターゲットに書き込みます。UI以降のレイヤーはエフェクトの後に描かれます。',
  },
  draw(c) {
    const parts: string[] = [];
    const col = { x: [20, 255, 490], w: 210 };
    const row = { y: [56, 190, 316], h: 78 };
    parts.push(
      c.text(20, 30, { en: 'One camera with two legacy post effects, in the order of one frame', ja: 'レガシーポストエフェクトを2つ付けたカメラ（1フレームの順序）' }, { size: 14, bold: true, ink: 'muted', maxWidth: 680 }),
    );
    for (const step of STEPS) {
      parts.push(c.card(col.x[step.col]!, row.y[step.row]!, col.w, row.h, step.tone, step.title, step.lines, { dashed: step.dashed }));
    }
    const midY = (r: number) => row.y[r]! + row.h / 2;
    const right = (k: number) => col.x[k]! + col.w;
    // Row 0, left to right: camera → input 1 → effect 1.
    parts.push(c.arrow([[right(0) + 2, midY(0)], [col.x[1]! - 3, midY(0)]], 'neutral', { width: 2 }));
    parts.push(c.arrow([[right(1) + 2, midY(0)], [col.x[2]! - 3, midY(0)]], 'neutral', { width: 2 }));
    // Down: effect 1 writes into input 2.
    const downX = col.x[2]! + col.w / 2;
    parts.push(c.arrow([[downX, row.y[0]! + row.h + 2], [downX, row.y[1]! - 3]], 'accent', { width: 2 }));
    // Row 1, right to left: input 2 → effect 2 → output.
    parts.push(c.arrow([[col.x[2]! - 2, midY(1)], [right(1) + 3, midY(1)]], 'neutral', { width: 2 }));
    parts.push(c.arrow([[col.x[1]! - 2, midY(1)], [right(0) + 3, midY(1)]], 'accent', { width: 2 }));
    // UI goes straight to the output.
    const upX = col.x[0]! + col.w / 2;
    parts.push(c.arrow([[upX, row.y[2]! - 2], [upX, row.y[1]! + row.h + 3]], 'neutral', { width: 2, dashed: true }));
    // Notes beside the UI box.
    parts.push(
      c.lines(
        col.x[1]!,
        row.y[2]! + 18,
        [
          { en: 'Each effect adds a full-size target and a full-screen pass.', ja: 'エフェクト1つごとに、画面サイズのターゲットと' },
          { en: 'The queue runs in the order the scripts started; a script', ja: '全画面の描画が1回ずつ増えます。' },
          { en: 'turned off and on again moves its effect to the end.', ja: '実行順はスクリプトの開始順で、オフからオンに戻すと最後に回ります。' },
        ],
        { size: 12.5, lineHeight: 20, ink: 'muted', maxWidth: 445 },
      ),
    );
    return parts.join('\n');
  },
});
